/**
 * What the table needs to know about each unit of the two armies: its name, base, stats, weapons
 * with ranges and its move, advance and charge reach. Each ruleset's table kit builds it from the
 * units its army rules work out; the plan stores only the army file and positions, so this is
 * always derived.
 */
import type { BaseShape } from '../../../shared/geometry/shapes';
import type { Side } from './plan';

export interface RosterWeapon {
  name: string;
  kind: 'ranged' | 'melee';
  range?: number;
  attacks: number;
  ap: number;
}

export interface RosterUnit {
  key: string;
  side: Side;
  uid: string;
  name: string;
  category: string;
  models: number;
  shape: BaseShape;
  stats: { ranged: number; melee: number; defense: number; morale: number };
  wounds: number;
  weapons: RosterWeapon[];
  /** D10.MOVE.MOVE_6 and D10.SR.SPEED: 6" + 2" per Speed tier. */
  move: number;
  /** D10.MOVE.ADVANCE_12 and D10.SR.SPEED. */
  advance: number;
  /** D10.AMBIG.CHARGE_RANGE: 6" + 2" per Charge tier. */
  charge: number;
  points: number;
}

export interface Roster {
  side: Side;
  armyName: string;
  units: RosterUnit[];
}

/**
 * A side's roster from its units as the ruleset reads them (its table kit makes each RosterUnit).
 * Two units of one name ("Line Squad") are told apart by number, as players do at the table.
 */
export function rosterOf(side: Side, armyName: string, list: RosterUnit[]): Roster {
  const total = new Map<string, number>();
  for (const u of list) total.set(u.name, (total.get(u.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const u of list) {
    if ((total.get(u.name) ?? 0) < 2) continue;
    const n = (seen.get(u.name) ?? 0) + 1;
    seen.set(u.name, n);
    u.name = `${u.name} ${n}`;
  }
  return { side, armyName, units: list };
}

/** All units of both rosters by key. */
export function unitsByKey(rosters: readonly (Roster | null)[]): Map<string, RosterUnit> {
  const map = new Map<string, RosterUnit>();
  for (const roster of rosters) for (const unit of roster?.units ?? []) map.set(unit.key, unit);
  return map;
}
