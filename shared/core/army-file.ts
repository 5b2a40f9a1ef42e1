/**
 * The army file: one army list, for any ruleset, as a player saves, shares and loads it. It names a
 * built-in faction or carries its own homebrew faction, which is checked exactly like built-in data.
 * parseArmyFile never throws: a hostile or broken file is answered with a one-line reason.
 */
import { z } from 'zod';
import { issueInWords, REPORT_INPUT, versionInWords } from './issue-words';
import { checkFaction } from '../rulesets/d10-wargame/faction-index';
import { Faction, Id, ListedUnit } from '../rulesets/d10-wargame/schema';
import { QualityArmyBook, QualityListedUnit } from '../rulesets/quality/schema';

export const ARMY_FORMAT = 'tenfold-army';
export const ARMY_VERSION = 1;

const header = {
  format: z.literal(ARMY_FORMAT),
  version: z.literal(ARMY_VERSION),
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(80),
  /** The agreed points limit (D10.ARMY.POINT_LIMIT) or the Scenario's battle points (QW.SCENARIO.BATTLE_POINTS). */
  pointsLimit: z.number().int().min(1).max(100_000),
  faction: Id.optional(),
  notes: z.string().max(2000).optional(),
};

function oneFaction(a: { faction?: unknown; homebrew?: unknown }): boolean {
  return (a.faction === undefined) !== (a.homebrew === undefined);
}

function uniqueUids(a: { units: readonly { uid: string }[] }): boolean {
  return new Set(a.units.map((u) => u.uid)).size === a.units.length;
}

const factionChoice = { message: 'an army names a built-in faction or carries a homebrew one, not both or neither' };
const uidChoice = { message: 'every unit needs its own uid' };

export const D10ArmyFile = z
  .object({ ...header, ruleset: z.literal('d10-wargame'), homebrew: Faction.optional(), units: z.array(ListedUnit).max(100) })
  .strict()
  .refine(oneFaction, factionChoice)
  .refine(uniqueUids, uidChoice);
export type D10ArmyFile = z.infer<typeof D10ArmyFile>;

export const QualityArmyFile = z
  .object({
    ...header,
    ruleset: z.literal('quality'),
    homebrew: QualityArmyBook.optional(),
    units: z.array(QualityListedUnit).max(100),
  })
  .strict()
  .refine(oneFaction, factionChoice)
  .refine(uniqueUids, uidChoice);
export type QualityArmyFile = z.infer<typeof QualityArmyFile>;

export const ArmyFile = z.discriminatedUnion('ruleset', [D10ArmyFile, QualityArmyFile]);
export type ArmyFile = z.infer<typeof ArmyFile>;
export type ArmyFileInput = z.input<typeof ArmyFile>;

export type ParsedArmy = { ok: true; army: ArmyFile } | { ok: false; message: string };


function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * D10.AMBIG.STAT_NAME_SHOOTING: the Quick Reference calls Ranged "Shooting", so a homebrew profile
 * written with `shooting` is read as `ranged`. Returns a copy; the input is never changed.
 */
function acceptShootingAlias(json: Record<string, unknown>): Record<string, unknown> {
  const homebrew = json['homebrew'];
  if (json['ruleset'] !== 'd10-wargame' || !isRecord(homebrew) || !Array.isArray(homebrew['units'])) return json;
  const units = homebrew['units'].map((unit: unknown) => {
    if (!isRecord(unit) || !isRecord(unit['stats'])) return unit;
    const stats = unit['stats'];
    if (!Object.hasOwn(stats, 'shooting') || Object.hasOwn(stats, 'ranged')) return unit;
    const { shooting, ...rest } = stats;
    return { ...unit, stats: { ...rest, ranged: shooting } };
  });
  return { ...json, homebrew: { ...homebrew, units } };
}

/** Check an already-decoded value as an army file. Never throws. */
export function parseArmyFile(json: unknown): ParsedArmy {
  try {
    if (!isRecord(json)) return { ok: false, message: 'an army file is a JSON object' };
    if (json['format'] !== ARMY_FORMAT) return { ok: false, message: 'not a Tenfold army file (format is not "tenfold-army")' };
    const version = json['version'];
    if (typeof version === 'number' && version > ARMY_VERSION) {
      return { ok: false, message: `this army was saved by a newer Tenfold (${versionInWords(version)}, this one reads ${ARMY_VERSION})` };
    }
    if (json['ruleset'] !== 'd10-wargame' && json['ruleset'] !== 'quality') {
      return { ok: false, message: 'ruleset: must be "d10-wargame" or "quality"' };
    }
    if (version !== ARMY_VERSION) return { ok: false, message: `version: this Tenfold reads army files of version ${ARMY_VERSION}` };
    const parsed = ArmyFile.safeParse(acceptShootingAlias(json), REPORT_INPUT);
    if (!parsed.success) return { ok: false, message: issueInWords(parsed.error.issues[0]).slice(0, 300) };
    const army = parsed.data;
    // A homebrew faction passes the same cross-reference checks as the built-in factions.
    if (army.ruleset === 'd10-wargame' && army.homebrew) {
      const errors = checkFaction(army.homebrew);
      if (errors.length) return { ok: false, message: `homebrew faction: ${errors[0]}` };
    }
    return { ok: true, army };
  } catch {
    // Defensive only: zod reports problems as values, but nothing from a file may crash the app.
    return { ok: false, message: 'the army file could not be read: its data is not what Tenfold expects' };
  }
}

/** Decode JSON text and check it as an army file. Never throws. */
export function parseArmyJson(text: string): ParsedArmy {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // The parser's own words ("Unexpected token … in JSON at position 12") are a programmer's.
    return { ok: false, message: 'not valid JSON; it may be truncated or not an army file at all' };
  }
  return parseArmyFile(json);
}
