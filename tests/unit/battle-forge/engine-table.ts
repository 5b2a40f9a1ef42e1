/**
 * Battle Forge positions for the engine's rule tests: a sample game started, only the units a test
 * names kept on the table where it puts them (the rest out of the game), the bids made, and the
 * Actions Phase open for the seat that won them. Commands then go through `battleForge.apply`, with
 * fixed dice so every roll is known.
 */
import { fixedDice } from '../../../shared/core/dice';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import type { BfCommand, BfEvent, BfState, BfTerrain } from '../../../shared/rulesets/battle-forge/state';
import { sampleSetup, start } from './engine-helpers';

export type Pt = { x: number; y: number };

/** The first sample army's units (seat 0) and the second's (seat 1). */
export const MAUD = '1:u1';
export const WARDENS = '1:u2';
export const VETERANS = '1:u3';
export const SISTERS = '1:u4';
export const SCOUTS = '1:u5';
export const MORTAR = '1:u6';
export const ADMIRAL = '2:u1';
export const REAVERS = '2:u2';
export const REAVERS_SMALL = '2:u3';
export const SHELLBACKS = '2:u4';
export const TIDECALLER = '2:u5';
export const HOUNDS = '2:u6';
export const HARPOON = '2:u7';

/** Models in rows of five, 1.5" apart, the first at `at`: in coherency, never more than 6" apart. */
export function block(at: Pt, count: number, step = 1.5): Pt[] {
  return Array.from({ length: count }, (_, i) => ({ x: at.x + (i % 5) * step, y: at.y + Math.floor(i / 5) * step }));
}

export interface TableOptions {
  /** The seat that wins tied bids on advantage points (BF.FORCE.ADV_TIES) and so activates first; 0 by default. */
  first?: 0 | 1;
  /** Advantage points of every seat, instead of `first`. */
  advantage?: number[];
  /** Seats at the table (2 by default; seats 2 and 3 bring the sample armies again, as `3:u1`, `4:u1` …). */
  players?: number;
  /** Team games: the seats of each team. */
  teams?: number[][];
  terrain?: BfTerrain[];
  /** Shock each unit starts the round with. */
  shock?: Record<string, number>;
  /** The round to play (1 by default); round 6 is the game's last. */
  round?: number;
}

/**
 * A game in round 1's Actions Phase with only `units` on the table: each at the points given (one per
 * model) or in a block from one point. Every other unit is out of the game.
 */
export function table(units: Record<string, Pt | Pt[]>, options: TableOptions = {}): BfState {
  return run(run(lay(units, options), { type: 'bid', player: 0, shock: 0 }).state, { type: 'bid', player: 1, shock: 0 }).state;
}

/** The same table in its Bidding Phase, before any bid. */
export function lay(units: Record<string, Pt | Pt[]>, options: TableOptions = {}): BfState {
  const setup = sampleSetup(150, 1, 'hold-the-crossing', options.players ?? 2);
  const s = structuredClone(start(options.teams ? { ...setup, teams: options.teams } : setup));
  s.phase = 'battle';
  s.startedRound = options.round ?? 1;
  s.scoredRound = (options.round ?? 1) - 1;
  s.terrain = options.terrain ?? [];
  for (const id of s.order) {
    const u = s.units[id]!;
    const spot = units[id];
    if (!spot) {
      u.status = 'destroyed';
      u.models = [];
      continue;
    }
    const points = Array.isArray(spot) ? spot : block(spot, u.models.length);
    if (points.length !== u.models.length) throw new Error(`${id} has ${u.models.length} models`);
    u.status = 'table';
    u.models.forEach((m, i) => {
      m.x = points[i]!.x;
      m.y = points[i]!.y;
      m.facing = u.owner === 0 ? 90 : 270;
    });
  }
  const first = options.first ?? 0;
  s.round = {
    ...s.round,
    round: options.round ?? 1,
    advantage: options.advantage ?? (first === 0 ? [1, 0] : [0, 1]),
    units: s.round.units.map((r) => ({ ...r, onTable: !!units[r.id], activated: !units[r.id], shock: options.shock?.[r.id] ?? 0 })),
  };
  return s;
}

/** Each player in turn activates its one unit and ends the activation at once, closing the round. */
export function closeRound(s: BfState, units: readonly string[]): { state: BfState; events: BfEvent[] } {
  return run(s, ...units.flatMap((unitId): BfCommand[] => [{ type: 'activate', unitId }, { type: 'endActivation' }]));
}

/** The state with these dice to come. */
export function withDice(s: BfState, ...faces: number[]): BfState {
  return { ...s, dice: fixedDice(...faces) };
}

/** Apply commands in turn; any refusal fails the test. */
export function run(s: BfState, ...commands: BfCommand[]): { state: BfState; events: BfEvent[] } {
  let state = s;
  const events: BfEvent[] = [];
  for (const c of commands) {
    const r = battleForge.apply(state, c);
    if (!r.ok) throw new Error(`${c.type} refused: ${r.code} ${r.reason}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The refusal a command meets: its code and the rule it names. */
export function refusal(s: BfState, c: BfCommand): { code: string; rule?: string } {
  const r = battleForge.apply(s, c);
  if (r.ok) return { code: 'accepted' };
  return { code: r.code, ...(r.rule ? { rule: r.rule } : {}) };
}

/** The events of one type. */
export function eventsOf<T extends BfEvent['type']>(events: readonly BfEvent[], type: T): Extract<BfEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<BfEvent, { type: T }>[];
}

/** A unit's Shock and tokens as the round keeps them. */
export function roundOf(s: BfState, id: string) {
  const r = s.round.units.find((u) => u.id === id);
  if (!r) throw new Error(`no unit ${id}`);
  return r;
}

/** Where a unit's models are now, moved by (dx, dy). */
export function shifted(s: BfState, id: string, dx: number, dy: number): { id: string; x: number; y: number }[] {
  return s.units[id]!.models.map((m) => ({ id: m.id, x: m.x + dx, y: m.y + dy }));
}
