/**
 * The D10 Wargame's army files: their schema (a built-in faction or a homebrew one, checked exactly
 * like built-in data), the built-in factions, and the plain-text roster grouped by Force
 * Organization category.
 */
import { z } from 'zod';
import { armyHeader, factionChoice, oneFaction, uidChoice, uniqueUids, type ParsedArmy } from '../../core/army';
import { resolveWithIndex } from './army';
import { cinderHost } from './content/cinder-host';
import { meridianLine } from './content/meridian-line';
import { checkFaction, indexFaction } from './faction-index';
import { Faction, ListedUnit, type Category } from './schema';
import { describeIssue } from '../../core/army-issues';
import { D10_RULESET_ID } from './id';

export { D10_RULESET_ID };

export const D10ArmyFile = z
  .object({ ...armyHeader, ruleset: z.literal(D10_RULESET_ID), homebrew: Faction.optional(), units: z.array(ListedUnit).max(100) })
  .strict()
  .refine(oneFaction, factionChoice)
  .refine(uniqueUids, uidChoice);
export type D10ArmyFile = z.infer<typeof D10ArmyFile>;

/** The factions Tenfold ships for the D10 Wargame. */
export const D10_FACTIONS: readonly Faction[] = [meridianLine, cinderHost];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * D10.AMBIG.STAT_NAME_SHOOTING: the Quick Reference calls Ranged "Shooting", so a homebrew profile
 * written with `shooting` is read as `ranged`. Returns a copy; the input is never changed.
 */
export function acceptShootingAlias(json: Record<string, unknown>): Record<string, unknown> {
  const homebrew = json['homebrew'];
  if (!isRecord(homebrew) || !Array.isArray(homebrew['units'])) return json;
  const units = homebrew['units'].map((unit: unknown) => {
    if (!isRecord(unit) || !isRecord(unit['stats'])) return unit;
    const stats = unit['stats'];
    if (!Object.hasOwn(stats, 'shooting') || Object.hasOwn(stats, 'ranged')) return unit;
    const { shooting, ...rest } = stats;
    return { ...unit, stats: { ...rest, ranged: shooting } };
  });
  return { ...json, homebrew: { ...homebrew, units } };
}

const CATEGORIES: readonly Category[] = ['HQ', 'Core', 'Elite', 'Heavy Support', 'Fast Attack'];

function models(n: number): string {
  return `${n} model${n === 1 ? '' : 's'}`;
}

export function factionOf(army: D10ArmyFile, factions: readonly Faction[] = D10_FACTIONS): Faction | undefined {
  return army.homebrew ?? factions.find((f) => f.id === army.faction);
}

export function rosterText(army: D10ArmyFile, factions: readonly Faction[] = D10_FACTIONS): string[] {
  const faction = factionOf(army, factions);
  if (!faction) return [`Faction: ${army.faction ?? 'unknown'}`, ...army.units.map((u) => `- ${u.profile} (${models(u.models)})`)];
  const ix = indexFaction(faction);
  let total = 0;
  const body: string[] = [];
  for (const category of CATEGORIES) {
    const rows: string[] = [];
    for (const listed of army.units) {
      const profile = ix.profile(listed.profile);
      if (profile?.category !== category) continue;
      const unit = resolveWithIndex(ix, profile, listed);
      total += unit.points;
      const label = unit.name === profile.name ? profile.name : `${unit.name} (${profile.name})`;
      rows.push(`- ${label}, ${models(unit.models)}: ${unit.points} pts`);
      const weapons = unit.weapons.map((w) => (w.carriers === unit.models ? w.name : `${w.carriers}× ${w.name}`));
      const gear = (unit.wargear ?? []).map((g) => g.name);
      rows.push(`    ${[...weapons, ...gear].join(', ')}`);
    }
    if (rows.length) body.push('', `${category}`, ...rows);
  }
  const unknown = army.units.filter((u) => !ix.profile(u.profile));
  if (unknown.length) body.push('', 'Not in this faction', ...unknown.map((u) => `- ${u.profile} (${models(u.models)})`));
  return [`D10 Wargame · ${faction.name}${army.homebrew ? ' (homebrew)' : ''} · ${total} / ${army.pointsLimit} points`, ...body];
}

/** Check a decoded army file whose header names the D10 Wargame. Never throws. */
export function parseD10Army(json: Record<string, unknown>): ParsedArmy<D10ArmyFile> {
  const parsed = D10ArmyFile.safeParse(acceptShootingAlias(json));
  if (!parsed.success) return { ok: false, message: describeIssue(parsed.error.issues[0]!) };
  const army = parsed.data;
  // A homebrew faction passes the same cross-reference checks as the built-in factions.
  if (army.homebrew) {
    const errors = checkFaction(army.homebrew);
    if (errors.length) return { ok: false, message: `homebrew faction: ${errors[0]}` };
  }
  return { ok: true, army };
}
