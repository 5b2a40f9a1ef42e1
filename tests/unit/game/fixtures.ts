/**
 * Hand-written units and ready-made battle states for the D10 engine's tests, plus the `fixedDice`
 * helper in use: `withDice(state, 3, 7, 10)` makes the next dice come up 3, 7, 10.
 */
import { expect } from 'vitest';
import { fixedDice } from '../../../shared/core/dice';
import { apply } from '../../../shared/rulesets/d10-wargame/commands';
import { legalCommands } from '../../../shared/rulesets/d10-wargame/legal';
import type { ResolvedUnit, ResolvedWeapon, UnitTiers } from '../../../shared/rulesets/d10-wargame/resolved';
import type { Category, Stats } from '../../../shared/rulesets/d10-wargame/schema';
import { gameUnitId, initialState } from '../../../shared/rulesets/d10-wargame/setup';
import type { D10Command, D10Event, D10Options, D10Setup, D10State } from '../../../shared/rulesets/d10-wargame/state';

export const lasgun = (carriers: number, extra: Partial<ResolvedWeapon> = {}): ResolvedWeapon => ({
  id: 'lasgun', name: 'Lasgun', kind: 'ranged', range: 24, attacks: 1, ap: 0, rules: [], carriers, ...extra,
});
export const knife = (carriers: number, extra: Partial<ResolvedWeapon> = {}): ResolvedWeapon => ({
  id: 'combat-knife', name: 'Combat Knife', kind: 'melee', attacks: 1, ap: 0, rules: [], carriers, ...extra,
});
export const weapon = (id: string, kind: 'ranged' | 'melee', carriers: number, extra: Partial<ResolvedWeapon> = {}): ResolvedWeapon => ({
  id, name: id.replace(/-/g, ' '), kind, ...(kind === 'ranged' ? { range: 24 } : {}), attacks: 1, ap: 0, rules: [], carriers, ...extra,
});

export interface UnitSpec {
  uid: string;
  name?: string;
  category?: Category;
  stats?: Partial<Stats>;
  tiers?: UnitTiers;
  models?: number;
  wounds?: number;
  points?: number;
  weapons?: ResolvedWeapon[];
}

/** A Veteran Squad by default: 4+ / 4+ / 4+ / 7+, Lasgun and Combat Knife (D10.UNIT.VETERAN_STATS). */
export function unit(spec: UnitSpec): ResolvedUnit {
  const models = spec.models ?? 5;
  return {
    uid: spec.uid,
    profileId: 'veteran-squad',
    name: spec.name ?? spec.uid,
    category: spec.category ?? 'Core',
    stats: { ranged: 4, melee: 4, defense: 4, morale: 7, ...spec.stats },
    tiers: spec.tiers ?? {},
    wounds: spec.wounds ?? 1,
    models,
    base: { shape: 'round', mm: 25 },
    weapons: spec.weapons ?? [lasgun(models), knife(models)],
    rules: [],
    keywords: [],
    points: spec.points ?? models * 20,
  };
}

export interface Placed {
  side: 0 | 1;
  unit: ResolvedUnit;
  at: { x: number; y: number };
}

/** A game already in Round 1's battle, units placed in blocks around the given centres, player 1 to act. */
export function battle(placed: Placed[], options: Partial<D10Options> = {}, table = { width: 48, height: 48 }): D10State {
  const setup: D10Setup = {
    armies: [placed.filter((p) => p.side === 0).map((p) => p.unit), placed.filter((p) => p.side === 1).map((p) => p.unit)],
    table: { ...table, terrain: [] },
    options,
    seed: 1,
  };
  const s = initialState(setup);
  if (typeof s === 'string') throw new Error(s);
  for (const p of placed) {
    const u = s.units[gameUnitId(p.side, p.unit.uid)]!;
    u.status = 'table';
    const pitch = 2 * u.radius + 0.25;
    const cols = Math.min(u.models.length, 4);
    u.models.forEach((m, i) => {
      m.x = p.at.x + ((i % cols) - (cols - 1) / 2) * pitch;
      m.y = p.at.y + Math.floor(i / cols) * pitch * (p.side === 0 ? -1 : 1);
    });
  }
  s.phase = 'battle';
  s.round = 1;
  s.turn = 0;
  s.commandPoints = options.commandPoints ? [1, 1] : [0, 0];
  return s;
}

export const id = gameUnitId;

/** Replace the state's dice with these faces, in order. */
export function withDice(s: D10State, ...faces: number[]): D10State {
  return { ...s, dice: fixedDice(...faces) };
}

/**
 * Apply commands one after another; every one must be accepted. When the owner of a wounded unit has
 * casualties to choose (D10.WOUND.OWNER_APPLIES), they take the suggestion the Play screen pre-selects,
 * as a player does with one click — tests of the choice itself use `step`.
 */
export function run(s: D10State, ...commands: D10Command[]): { state: D10State; events: D10Event[] } {
  let state = s;
  const events: D10Event[] = [];
  for (const c of commands) {
    const r = apply(state, c);
    if (!r.ok) expect.fail(`${c.type} refused: ${r.reason}`);
    state = r.state;
    events.push(...r.events);
    for (let guard = 0; state.pending?.kind === 'casualties' && guard < 50; guard++) {
      const suggestion = legalCommands(state)[0]!;
      const settled = apply(state, suggestion);
      if (!settled.ok) expect.fail(`the suggested casualties were refused: ${settled.reason}`);
      state = settled.state;
      events.push(...settled.events);
    }
  }
  return { state, events };
}

/** Apply commands one after another, every one accepted, with no choice made for anybody. */
export function step(s: D10State, ...commands: D10Command[]): { state: D10State; events: D10Event[] } {
  let state = s;
  const events: D10Event[] = [];
  for (const c of commands) {
    const r = apply(state, c);
    if (!r.ok) expect.fail(`${c.type} refused: ${r.reason}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Every model removed in these events: by wounds applied at once, by the owner's allocation, for cohesion. */
export function removedIn(events: D10Event[]): string[] {
  return events.flatMap((e) => (e.type === 'attack' || e.type === 'casualties' || e.type === 'routed' ? e.removed : []));
}

export function refused(s: D10State, c: D10Command): string {
  const r = apply(s, c);
  if (r.ok) expect.fail(`${c.type} should have been refused`);
  return r.reason;
}

export function ofType<T extends D10Event['type']>(events: D10Event[], type: T): Extract<D10Event, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<D10Event, { type: T }>[];
}
