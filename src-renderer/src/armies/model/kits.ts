/**
 * The Armies screen's way to each ruleset: the army's view, its cards, a new blank army and the
 * codec the library reads files with. Each dispatches on the army file's `ruleset` through the
 * registries (the core's for army rules, the renderer's for the editor's pieces).
 */
import { SAMPLE_ARMIES, armyRules, parseArmyJson } from '../../../../shared/armies/index';
import { ARMY_FORMAT, ARMY_VERSION, type ArmyFile, type FactionBase } from '../../../../shared/core/army';
import { rulesetById } from '../../../../shared/rulesets/index';
import { RULESET_UIS, rulesetUi } from '../../rulesets/index';
import type { ArmyKit } from '../../rulesets/types';
import type { CardsDocument } from '../cards/card-model';
import type { ArmyCodec, ArmyDraft, Outcome } from './army-codec';
import type { ArmyView } from './army-view';
import type { Catalog } from './catalog';
import { plain } from './homebrew-words';

export type { ArmyFile };
export type RulesetId = string;

export interface RulesetChoice {
  id: RulesetId;
  name: string;
  /** The points levels offered: the book's recommended sizes (D10.ARMY.LEVEL_500/1000/1500, the Quality Scenario sizes). */
  presets: number[];
  factions: { id: string; name: string; summary: string }[];
}

/** The faction choice that starts an army on a homebrew faction of the player's own. */
export const HOMEBREW = 'homebrew';

/** The editor's pieces for an army's ruleset; only armies of rulesets the registry lists reach here. */
export function armyKit(ruleset: string): ArmyKit<ArmyFile, FactionBase> {
  const kit = rulesetUi(ruleset)?.army;
  if (!kit) throw new RangeError(`no army editor for the ruleset "${ruleset}"`);
  return kit;
}

/** Every ruleset the editor builds armies for, with its sizes and its factions, the player's own last. */
export function rulesetChoices(catalog: Catalog): RulesetChoice[] {
  return Object.values(RULESET_UIS).flatMap((ui) => {
    const rules = armyRules(ui.id);
    if (!rules) return [];
    const homebrew: { name: string; summary: string } = ui.army.homebrew.choice;
    return [
      {
        id: ui.id,
        name: rulesetName(ui.id),
        presets: [...rules.presets],
        factions: [...(catalog[ui.id] ?? []).map(pick), { id: HOMEBREW, ...homebrew }],
      },
    ];
  });
}

function pick(f: FactionBase) {
  return { id: f.id, name: f.name, summary: f.summary };
}

export function rulesetName(id: string): string {
  return rulesetById(id)?.name ?? id;
}

/** A library record's faction for display; homebrew factions show their own id's words. */
export function factionName(catalog: Catalog, ruleset: string, faction: string): string {
  return catalog[ruleset]?.find((f) => f.id === faction)?.name ?? `${faction.replace(/-/g, ' ')} (homebrew)`;
}

export function blankArmy(args: { id: string; name: string; ruleset: RulesetId; faction: string; limit: number }): ArmyFile {
  const header = { format: ARMY_FORMAT as typeof ARMY_FORMAT, version: ARMY_VERSION as typeof ARMY_VERSION, id: args.id, name: args.name, pointsLimit: args.limit };
  const homebrew = armyKit(args.ruleset).homebrew;
  const blank: ArmyFile =
    args.faction === HOMEBREW
      ? { ...header, ruleset: args.ruleset, homebrew: homebrew.template(`${args.name} ${homebrew.noun}`), units: [] }
      : { ...header, faction: args.faction, ruleset: args.ruleset, units: [] };
  // In the form the ruleset reads its files in (its defaults filled in), so the army survives its file unchanged.
  const read = armyRules(args.ruleset)?.parse(blank as unknown as Record<string, unknown>);
  return read?.ok ? read.army : blank;
}

export function viewArmy(army: ArmyFile, catalog: Catalog): ArmyView {
  return armyKit(army.ruleset).view(army, catalog[army.ruleset] ?? []);
}

export function armyCards(army: ArmyFile, catalog: Catalog): CardsDocument {
  return armyKit(army.ruleset).cards(army, catalog[army.ruleset] ?? []);
}

/** The core's ready-made legal list for a faction at a points level, if it has one. */
export function sampleFor(faction: string, limit: number): ArmyFile | undefined {
  return SAMPLE_ARMIES[faction]?.find((a) => a.pointsLimit === limit);
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
  if (!rulesetUi(parsed.army.ruleset)) return { ok: false, message: `Tenfold cannot edit ${rulesetName(parsed.army.ruleset)} armies yet.` };
  return { ok: true, value: parsed.army };
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
