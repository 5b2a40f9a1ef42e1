/**
 * The army file's envelope and what a ruleset's army building offers through the contract. Every
 * army file, of any ruleset, shares the header here (format, version, id, name, ruleset, points
 * limit, one faction) and a list of units with a uid, a profile and a model count; what else a unit
 * or a homebrew faction carries is the ruleset's own, checked by its own schema (`ArmyRules.parse`).
 */
import { z } from 'zod';
import { versionInWords } from './issue-words';

export const ARMY_FORMAT = 'tenfold-army';
export const ARMY_VERSION = 1;

/** Ids of factions, profiles, weapons and rules in army data: short, lower case, dashes. */
export const ArmyId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id is lower-case letters, digits and dashes');

/** The header every army file starts with; a ruleset's schema spreads it into its own object. */
export const armyHeader = {
  format: z.literal(ARMY_FORMAT),
  version: z.literal(ARMY_VERSION),
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(80),
  /** The agreed points limit of the game (each ruleset names it its own way). */
  pointsLimit: z.number().int().min(1).max(100_000),
  faction: ArmyId.optional(),
  notes: z.string().max(2000).optional(),
};

/** An army draws on one built-in faction or carries its own homebrew one, never both or neither. */
export function oneFaction(a: { faction?: unknown; homebrew?: unknown }): boolean {
  return (a.faction === undefined) !== (a.homebrew === undefined);
}

export function uniqueUids(a: { units: readonly { uid: string }[] }): boolean {
  return new Set(a.units.map((u) => u.uid)).size === a.units.length;
}

export const factionChoice = { message: 'an army names a built-in faction or carries a homebrew one, not both or neither' };
export const uidChoice = { message: 'every unit needs its own uid' };

/** One unit of a list, as every ruleset's army file has it; rulesets add their own fields. */
export interface ListedUnitBase {
  uid: string;
  profile: string;
  models: number;
  label?: string;
}

/** A faction (or army book) as generic code sees it: an id and words for the player. */
export interface FactionBase {
  id: string;
  name: string;
  summary: string;
}

/** An army file of any ruleset, as generic code sees it. */
export interface ArmyFile {
  format: typeof ARMY_FORMAT;
  version: typeof ARMY_VERSION;
  id: string;
  name: string;
  ruleset: string;
  pointsLimit: number;
  faction?: string;
  notes?: string;
  homebrew?: FactionBase;
  units: ListedUnitBase[];
}

export type ParsedArmy<A extends ArmyFile = ArmyFile> = { ok: true; army: A } | { ok: false; message: string };

/**
 * A list's units worked out under its book (stats, weapons, points), or why they cannot be: the
 * faction is not one Tenfold has, or a unit names a profile its faction lacks. Callers word it.
 */
export type ResolvedArmy<U> = { ok: true; units: U[] } | { ok: false; code: 'unknown-faction' } | { ok: false; code: 'unknown-unit'; profile: string };

/** An army's legality: the `tenfold validate --json` contract. */
export interface ArmyCheck {
  ok: boolean;
  points: number;
  limit: number;
  problems: { rule: string; message: string; unitUid?: string }[];
}

/**
 * Army building as a ruleset offers it: its army files, their legality under its book, its built-in
 * content and the plain-text roster. Generic code (the CLI, the Armies, Table and Play screens)
 * reaches a ruleset's armies only through this.
 */
export interface ArmyRules<A extends ArmyFile = ArmyFile, F extends FactionBase = FactionBase, U = unknown> {
  /** What the book calls what an army is drawn from, e.g. 'faction' or 'army book'. */
  readonly factionNoun: string;
  /** What the book calls the points of a list, e.g. 'points' or 'battle points'. */
  readonly pointsName: string;
  /** The list sizes the book recommends, smallest first. */
  readonly presets: readonly number[];
  /** The most models a unit of a list may have in the file (the book's own limits are checked by `check`). */
  readonly maxModels: number;
  /** The built-in factions (or army books) Tenfold ships. */
  readonly factions: readonly F[];
  /** Ready-made legal lists of the built-in factions, by faction id. */
  readonly samples: Readonly<Record<string, readonly A[]>>;
  /** Check a decoded army file whose header names this ruleset. Never throws. */
  parse(json: Record<string, unknown>): ParsedArmy<A>;
  /** The faction an army draws on: its homebrew one, or a built-in one of `factions`. */
  factionOf(army: A, factions?: readonly F[]): F | undefined;
  /** Is the army legal under the book? Problems carry rule ids. */
  check(army: A, factions?: readonly F[]): ArmyCheck;
  /** The roster in plain text, after the army's name line. */
  text(army: A, factions?: readonly F[]): string[];
  /** A new unit entry for a profile, with the ruleset's own fields at their defaults. */
  listedUnit(uid: string, profile: string, models: number): ListedUnitBase;
  /** The list's units worked out under the book, in list order, as the table and the game use them. Never throws. */
  resolve(army: A, factions?: readonly F[]): ResolvedArmy<U>;
}

/** Check an army file's envelope before its ruleset reads the rest. */
export function armyEnvelope(json: unknown): { ok: true; json: Record<string, unknown>; ruleset: string } | { ok: false; message: string } {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, message: 'an army file is a JSON object' };
  const record = json as Record<string, unknown>;
  if (record['format'] !== ARMY_FORMAT) return { ok: false, message: 'not a Tenfold army file (format is not "tenfold-army")' };
  const version = record['version'];
  if (typeof version === 'number' && version > ARMY_VERSION) {
    return { ok: false, message: `this army was saved by a newer Tenfold (${versionInWords(version)}, this one reads ${ARMY_VERSION})` };
  }
  const ruleset = record['ruleset'];
  if (typeof ruleset !== 'string') return { ok: false, message: 'ruleset: expected the name of a ruleset' };
  return { ok: true, json: record, ruleset };
}
