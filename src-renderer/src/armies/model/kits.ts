/**
 * One entry point per ruleset for the screen: the army's view, its cards, a new blank army and the
 * codec the library reads files with. Everything is dispatched on the army file's `ruleset`.
 */
import { SAMPLE_ARMIES, parseArmyJson } from '../../../../shared/armies/index';
import { ARMY_FORMAT, ARMY_VERSION } from '../../../../shared/core/army';
import type { D10ArmyFile } from '../../../../shared/rulesets/d10-wargame/army-file';
import type { QualityArmyFile } from '../../../../shared/rulesets/quality/army-file';

export type ArmyFile = D10ArmyFile | QualityArmyFile;
import { RECOMMENDED_LIMITS } from '../../../../shared/rulesets/d10-wargame/game-sizes';
import { SCENARIO_SIZES } from '../../../../shared/rulesets/quality/sizes';
import type { CardsDocument } from '../cards/card-model';
import type { ArmyCodec, ArmyDraft, Outcome } from './army-codec';
import type { ArmyView } from './army-view';
import type { Catalog } from './catalog';
import { D10_NAME, d10Cards, d10View } from './d10-kit';
import { plain, templateFaction } from './homebrew';
import { templateBook } from './quality-homebrew';
import { QUALITY_NAME, qualityCards, qualityView } from './quality-kit';

export type RulesetId = ArmyFile['ruleset'];

export interface RulesetChoice {
  id: RulesetId;
  name: string;
  /** The points levels offered: the D10 book's recommended levels (D10.ARMY.LEVEL_500/1000/1500), the Quality Scenario sizes. */
  presets: number[];
  factions: { id: string; name: string; summary: string }[];
}

export function rulesetChoices(catalog: Catalog): RulesetChoice[] {
  return [
    {
      id: 'd10-wargame',
      name: D10_NAME,
      presets: [...RECOMMENDED_LIMITS],
      factions: [
        ...catalog.d10.map(pick),
        { id: HOMEBREW, name: 'My own faction (homebrew)', summary: 'Stat your own miniatures: units, weapons and special rules of your own, checked like the built-in factions.' },
      ],
    },
    {
      id: 'quality',
      name: QUALITY_NAME,
      presets: [...SCENARIO_SIZES],
      factions: [
        ...catalog.quality.map(pick),
        { id: HOMEBREW, name: 'My own army (homebrew)', summary: 'Stat your own miniatures: Quality, Move, weapons and cost, checked like the built-in armies.' },
      ],
    },
  ];
}

function pick(f: { id: string; name: string; summary: string }) {
  return { id: f.id, name: f.name, summary: f.summary };
}

export function rulesetName(id: string): string {
  return id === 'd10-wargame' ? D10_NAME : id === 'quality' ? QUALITY_NAME : id;
}

/** A library record's faction for display; homebrew factions show their own id's words. */
export function factionName(catalog: Catalog, ruleset: string, faction: string): string {
  const list: readonly { id: string; name: string }[] = ruleset === 'quality' ? catalog.quality : catalog.d10;
  return list.find((f) => f.id === faction)?.name ?? `${faction.replace(/-/g, ' ')} (homebrew)`;
}

/** The faction choice that starts a D10 army on a homebrew faction of the player's own. */
export const HOMEBREW = 'homebrew';

export function blankArmy(args: { id: string; name: string; ruleset: RulesetId; faction: string; limit: number }): ArmyFile {
  const header = { format: ARMY_FORMAT as typeof ARMY_FORMAT, version: ARMY_VERSION as typeof ARMY_VERSION, id: args.id, name: args.name, pointsLimit: args.limit };
  if (args.ruleset === 'quality') {
    return args.faction === HOMEBREW
      ? { ...header, ruleset: 'quality', homebrew: templateBook(`${args.name} army`), units: [] }
      : { ...header, faction: args.faction, ruleset: 'quality', units: [] };
  }
  if (args.faction === HOMEBREW) return { ...header, ruleset: 'd10-wargame', homebrew: templateFaction(`${args.name} faction`), units: [] };
  return { ...header, faction: args.faction, ruleset: 'd10-wargame', units: [] };
}

export function viewArmy(army: ArmyFile, catalog: Catalog): ArmyView {
  return army.ruleset === 'd10-wargame' ? d10View(army, catalog.d10) : qualityView(army, catalog.quality);
}

export function armyCards(army: ArmyFile, catalog: Catalog): CardsDocument {
  return army.ruleset === 'd10-wargame' ? d10Cards(army, catalog.d10) : qualityCards(army, catalog.quality);
}

/** The core's ready-made legal list for a faction at a points level, if it has one. */
export function sampleFor(faction: string, limit: number): ArmyFile | undefined {
  return SAMPLE_ARMIES[faction]?.find((a) => a.pointsLimit === limit) as ArmyFile | undefined;
}

/** The army file's text as Tenfold writes it: versioned JSON, indented for people to read. */
export function armyJson(army: ArmyFile): string {
  return `${JSON.stringify(army, null, 2)}\n`;
}

export function draftOf(army: ArmyFile, catalog: Catalog): ArmyDraft {
  const view = viewArmy(army, catalog);
  return {
    name: army.name,
    ruleset: army.ruleset,
    faction: army.homebrew?.id ?? army.faction ?? '',
    points: view.points,
    legal: view.legal,
    file: armyJson(army),
  };
}

/** Reads an army from the library or a file: the core's parseArmyJson decides, nothing else. */
export function readArmy(text: string): Outcome<ArmyFile> {
  const parsed = parseArmyJson(text);
  if (!parsed.ok) return { ok: false, message: sentence(parsed.message) };
  // The registry plays the two rulesets this editor has kits for, so a parsed army is one of theirs.
  return { ok: true, value: parsed.army as ArmyFile };
}

/**
 * The core's refusal as a sentence for the player: "units[0].models: Too big: expected number to
 * be <=30" becomes "Unit 1, models: at most 30."
 */
function sentence(message: string): string {
  const split = message.match(/^([\w.[\]]+): (.*)$/);
  const readable = split
    ? `${split[1]!.replace(/([a-zA-Z]+)\[(\d+)\]/g, (_, list: string, n: string) => `${list.replace(/s$/, '')} ${Number(n) + 1}`).replace(/\./g, ', ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}: ${plain(split[2]!)}`
    : message;
  const text = readable.charAt(0).toUpperCase() + readable.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function armyCodec(catalog: Catalog): ArmyCodec {
  return {
    read(text) {
      const read = readArmy(text);
      return read.ok ? { ok: true, value: draftOf(read.value, catalog) } : read;
    },
    rename(file, name) {
      const read = readArmy(file);
      if (!read.ok) return read;
      return { ok: true, value: draftOf({ ...read.value, name: name.trim() }, catalog) };
    },
  };
}
