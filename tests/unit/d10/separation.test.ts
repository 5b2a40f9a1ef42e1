/**
 * Separation after a fight (D10.MELEE.SEPARATE_1 with D10.AMBIG.SEPARATION) never puts a model off
 * the table or inside blocking terrain: straight back where there is room, the shortest clear slide
 * in another direction where there is not, the charged unit moving if the charger cannot, and both
 * staying put when neither has room.
 */
import { describe, expect, it } from 'vitest';
import { baseShapeFromSpec, buildTableIndex, separate } from '../../../shared/geometry/index';
import { standingProblem } from '../../../shared/geometry/legal';
import { geoTable } from '../../../shared/rulesets/d10-wargame/geo';
import { describe as text } from '../../../shared/rulesets/d10-wargame/describe';
import { gap as unitGap } from '../../../shared/rulesets/d10-wargame/geo';
import type { D10State, Terrain } from '../../../shared/rulesets/d10-wargame/state';
import { battle, id, ofType, run, unit, withDice } from '../game/fixtures';

const A = id(0, 'a');
const B = id(1, 'b');
const wall = (id: string, x0: number, y0: number, x1: number, y1: number): Terrain => ({
  id, kind: 'blocking', points: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }],
});

/** One model each; the charger at `a`, the charged unit at `b`, with this terrain. */
function duel(a: { x: number; y: number }, b: { x: number; y: number }, terrain: Terrain[] = []): D10State {
  const s = battle([
    { side: 0, unit: unit({ uid: 'a', models: 1 }), at: a },
    { side: 1, unit: unit({ uid: 'b', models: 1 }), at: b },
  ]);
  s.table.terrain = terrain;
  return s;
}

/** Charge, every blow missing (a tie), and return the state after the Fight. */
function fought(s: D10State) {
  return run(withDice(s, 1, 1), { type: 'activate', unitId: A }, { type: 'charge', target: B });
}

/** Every model of every unit stands on the table and outside blocking terrain. */
function standsLegally(s: D10State): void {
  const index = buildTableIndex(geoTable(s));
  for (const id of s.order) {
    const u = s.units[id]!;
    for (const m of u.models) {
      const problem = standingProblem(index, { id: m.id, x: m.x, y: m.y, facing: m.facing, shape: baseShapeFromSpec(u.base) }, new Set([u.id]));
      expect(problem, `${m.id} at ${m.x.toFixed(2)}, ${m.y.toFixed(2)}`).toBeUndefined();
    }
  }
}

describe('separation after a fight', () => {
  it('D10.MELEE.SEPARATE_1 / D10.AMBIG.SEPARATION: with the table edge behind it, the charger slides clear sideways instead of stepping off the table', () => {
    const { state, events } = fought(duel({ x: 24, y: 0.6 }, { x: 24, y: 2.3 }));
    expect(ofType(events, 'separated')[0]).toEqual({ type: 'separated', unitId: A, from: B });
    expect(unitGap(state.units[A]!, state.units[B]!)).toBeGreaterThanOrEqual(1 - 1e-6);
    expect(unitGap(state.units[A]!, state.units[B]!)).toBeLessThan(1.1);
    standsLegally(state);
  });

  it('D10.MELEE.SEPARATE_1 / D10.TERRAIN.BLOCKING_IMPASSABLE: with a wall right behind it, the charger slides clear instead of stepping into the wall', () => {
    const { state } = fought(duel({ x: 24, y: 10 }, { x: 24, y: 11.8 }, [wall('wall', 20, 8.5, 28, 9.4)]));
    expect(unitGap(state.units[A]!, state.units[B]!)).toBeGreaterThanOrEqual(1 - 1e-6);
    standsLegally(state);
  });

  it('D10.AMBIG.SEPARATION: where there is room straight back the charger steps straight back, and the charged unit stays put', () => {
    const before = duel({ x: 24, y: 10 }, { x: 24, y: 11.8 });
    const { state } = fought(before);
    expect(state.units[A]!.models[0]!.x).toBeCloseTo(24, 6);
    expect(state.units[B]!.models[0]).toMatchObject({ x: 24, y: 11.8 });
  });

  it('D10.AMBIG.SEPARATION: a charger boxed in by walls stays, and the charged unit moves 1" away instead', () => {
    const box = [wall('left', 22.9, 8, 23.4, 14), wall('right', 24.6, 8, 25.1, 14), wall('behind', 22.9, 8.5, 25.1, 9.4)];
    const { state, events } = fought(duel({ x: 24, y: 10 }, { x: 24, y: 11.8 }, box));
    expect(ofType(events, 'separated')[0]).toEqual({ type: 'separated', unitId: B, from: A });
    expect(unitGap(state.units[A]!, state.units[B]!)).toBeGreaterThanOrEqual(1 - 1e-6);
    standsLegally(state);
  });

  it('D10.AMBIG.SEPARATION: when neither unit has room anywhere, both stay where they are — never pushed into a wall — and the log says so', () => {
    const box = [wall('left', 22.9, 8, 23.4, 14), wall('right', 24.6, 8, 25.1, 14), wall('behind', 22.9, 8.5, 25.1, 9.4), wall('front', 22.9, 12.4, 25.1, 13)];
    const { state, events } = fought(duel({ x: 24, y: 10 }, { x: 24, y: 11.8 }, box));
    const separated = ofType(events, 'separated')[0]!;
    expect(separated).toEqual({ type: 'separated', unitId: A, from: B, noRoom: true });
    expect(text(separated, state)).toBe('a and b have no room to move apart: both stay where they are, the fight over.');
    standsLegally(state);
    // The fight is over all the same: the activation ended and the next player's turn came.
    expect(state.activation).toBeNull();
  });

  it('D10.MELEE.SEPARATE_1: the geometry slides a unit sideways off the table edge only when asked for any direction', () => {
    const s = duel({ x: 10, y: 0.5 }, { x: 10, y: 1.5 });
    s.units[B]!.models[0]!.y = 1.49;
    const index = buildTableIndex(geoTable(s));
    expect(separate(index, A, B, 1)).toMatchObject({ ok: false, code: 'blocked' });
    const slid = separate(index, A, B, 1, { directions: 'any' });
    expect(slid.ok).toBe(true);
    if (slid.ok) expect(slid.positions[s.units[A]!.models[0]!.id]!.y).toBeGreaterThan(0.45);
  });
});
