import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MoveRouter, checkMove, pathLength, type Point } from '../../../shared/geometry/index';
import { box, inch, indexOf, terrain, unit } from './helpers';
import { standingProblem } from '../../../shared/geometry/legal';
import { modelDistance } from '../../../shared/geometry/distance';
import { D10_TABLE } from '../../support/table-rules';

const d10 = D10_TABLE.movement('advance');

describe('routes around what a model may not cross', () => {
  it('D10.TERRAIN.MEASURE_AROUND: a model dragged behind a building goes round it, and the rules accept the way it takes', () => {
    const house = terrain('h', 'building', box(8, 12, 12, 14));
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])], [house]);
    const router = new MoveRouter(idx, 'A', 12, d10);
    const a = idx.unit('A')!.models[0]!;
    const route = router.route(a, { x: 10, y: 16 });
    expect(route.length).toBeGreaterThan(1);
    const length = pathLength([a, ...route]);
    expect(length).toBeGreaterThan(6);
    expect(length).toBeLessThan(9);
    expect(checkMove(idx, { unitId: 'A', paths: { a: route }, allowance: 12, mode: 'advance', rules: D10_TABLE.movement('advance') }).ok).toBe(true);
  });

  it('D10.MOVE.NO_PASS_THROUGH: a friendly unit in the way is walked round, not through its gaps', () => {
    const line = unit('B', 0, [inch('b1', 8, 13), inch('b2', 9.6, 13), inch('b3', 11.2, 13), inch('b4', 12.8, 13)]);
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)]), line]);
    const a = idx.unit('A')!.models[0]!;
    const route = new MoveRouter(idx, 'A', 12, d10).route(a, { x: 10.4, y: 16 });
    expect(route.length).toBeGreaterThan(1);
    const r = checkMove(idx, { unitId: 'A', paths: { a: route }, allowance: 12, mode: 'advance', rules: D10_TABLE.movement('advance') });
    expect(r.ok).toBe(true);
    // The straight line would have met the line's bases.
    expect(checkMove(idx, { unitId: 'A', paths: { a: [{ x: 10.4, y: 16 }] }, allowance: 12, mode: 'advance', rules: D10_TABLE.movement('advance') })).toMatchObject({ ok: false, code: 'through-unit' });
  });

  it('D10.ENGAGE.ONE_INCH: a route passes an enemy unit more than 1" away', () => {
    const enemy = unit('E', 1, [inch('e1', 10, 14), inch('e2', 11.5, 14)]);
    const idx = indexOf([unit('A', 0, [inch('a', 10.5, 10)]), enemy]);
    const a = idx.unit('A')!.models[0]!;
    const route = new MoveRouter(idx, 'A', 12, d10).route(a, { x: 10.5, y: 18.5 });
    expect(checkMove(idx, { unitId: 'A', paths: { a: route }, allowance: 12, mode: 'advance', rules: D10_TABLE.movement('advance') }).ok).toBe(true);
  });

  it('D10.MOVE.DIFFICULT_6: an Advance goes round a wood when the way round fits, and through it when only 6" is needed', () => {
    const wood = terrain('f', 'forest', box(8, 12, 12, 14));
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])], [wood]);
    const a = idx.unit('A')!.models[0]!;
    const router = new MoveRouter(idx, 'A', 12, d10);
    const far = router.route(a, { x: 10, y: 17 });
    expect(far.length).toBeGreaterThan(1);
    expect(checkMove(idx, { unitId: 'A', paths: { a: far }, allowance: 12, mode: 'advance', rules: D10_TABLE.movement('advance') })).toMatchObject({ ok: true, difficult: false });
    const near = router.route(a, { x: 10, y: 15 });
    expect(near).toEqual([{ x: 10, y: 15 }]);
    expect(checkMove(idx, { unitId: 'A', paths: { a: near }, allowance: 12, mode: 'advance', rules: D10_TABLE.movement('advance') })).toMatchObject({ ok: true, difficult: true });
  });

  it('waypoints a player drops are visited in order', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])]);
    const a = idx.unit('A')!.models[0]!;
    expect(new MoveRouter(idx, 'A', 12, d10).route(a, { x: 10, y: 16 }, [{ x: 13, y: 12 }])).toEqual([{ x: 13, y: 12 }, { x: 10, y: 16 }]);
  });

  const pt = fc.record({ x: fc.double({ min: 2, max: 28, noNaN: true }), y: fc.double({ min: 2, max: 28, noNaN: true }) });
  it('D10.TERRAIN.MEASURE_AROUND: every route that fits the allowance, to a spot a base may stand on, is one the rules accept (property)', () => {
    let routed = 0;
    fc.assert(
      fc.property(pt, pt, fc.array(pt, { minLength: 0, maxLength: 3 }), fc.array(pt, { minLength: 0, maxLength: 4 }), (start, goal, houses, others) => {
        const pieces = houses.map((h, i) => terrain(`h${i}`, 'building', box(h.x, h.y, h.x + 3, h.y + 2)));
        const units = [unit('A', 0, [inch('a', start.x, start.y)]), ...others.map((o, i) => unit(`U${i}`, (i % 2) as 0 | 1, [inch(`u${i}`, o.x, o.y)]))];
        const idx = indexOf(units, pieces, 30, 30);
        const a = idx.unit('A')!.models[0]!;
        // Only starts and goals where the base may stand, clear of enemies by more than 1".
        const fine = (p: Point) => {
          const m = { ...a, x: p.x, y: p.y };
          if (standingProblem(idx, m, new Set(['A']))) return false;
          return units.slice(1).every((u, i) => i % 2 === 0 || u.models.every((e) => modelDistance(m, e) > 1.01));
        };
        if (!fine(start) || !fine(goal)) return;
        const route = new MoveRouter(idx, 'A', 12, d10).route(a, goal);
        if (pathLength([a, ...route]) > 12) return;
        routed++;
        const r = checkMove(idx, { unitId: 'A', paths: { a: route }, allowance: 12, mode: 'advance', rules: D10_TABLE.movement('advance') });
        expect(r.ok, r.ok ? '' : r.reason).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(routed).toBeGreaterThan(50);
  });
});
