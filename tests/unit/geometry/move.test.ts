import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMove, crossable, isLowObstacle, modelDistance, obstacleCrossings, type MoveRequest, type Point, type TableRules } from '../../../shared/geometry/index';
import { box, inch, indexOf, terrain, unit } from './helpers';
import { baseOverlapsPiece } from '../../../shared/geometry/legal';
import { BF_TABLE, D10_TABLE } from '../../support/table-rules';

/** A move read by a ruleset's table rules (the D10 Wargame's unless `table` says), for its mode. */
const move = (paths: Record<string, Point[]>, extra: Partial<MoveRequest> & { table?: TableRules } = {}): MoveRequest => {
  const { table = D10_TABLE, ...rest } = extra;
  const mode = rest.mode ?? 'move';
  return { unitId: 'A', paths, allowance: 6, mode, rules: table.movement(mode), ...rest };
};

describe('movement', () => {
  const solo = () => indexOf([unit('A', 0, [inch('a', 10, 10)])]);

  it('D10.MOVE.MOVE_6: a model may Move 6" but not 6.1"', () => {
    expect(checkMove(solo(), move({ a: [{ x: 10, y: 16 }] })).ok).toBe(true);
    const r = checkMove(solo(), move({ a: [{ x: 10, y: 16.1 }] }));
    expect(r).toMatchObject({ ok: false, code: 'too-far' });
    if (!r.ok) expect(r.farthest['a']!.y).toBeCloseTo(16, 6);
  });

  it('D10.MOVE.ADVANCE_12: an Advance allows 12"', () => {
    expect(checkMove(solo(), move({ a: [{ x: 10, y: 22 }] }, { mode: 'advance', allowance: 12 })).ok).toBe(true);
    expect(checkMove(solo(), move({ a: [{ x: 10, y: 22.5 }] }, { mode: 'advance', allowance: 12 })).ok).toBe(false);
  });

  it('D10.MOVE.MEASURE_FROM_BASE: each model measures its own path, waypoint by waypoint', () => {
    const r = checkMove(solo(), move({ a: [{ x: 13, y: 10 }, { x: 13, y: 13 }] }));
    expect(r.ok && r.distances['a']).toBeCloseTo(6, 9);
  });

  it('D10.TERRAIN.MEASURE_AROUND: going round a building counts the path taken, not the straight line', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])], [terrain('h', 'building', box(8, 12, 12, 14))]);
    const straight = checkMove(idx, move({ a: [{ x: 10, y: 15.5 }] }));
    expect(straight).toMatchObject({ ok: false, code: 'impassable' });
    if (!straight.ok) expect(straight.farthest['a']!.y).toBeCloseTo(11.5, 3);
    // Around the corner: 3.5 + 5 + 3.5 = 12" of path for 5.5" of straight-line gain.
    const around = [{ x: 13.5, y: 10 }, { x: 13.5, y: 15 }, { x: 10, y: 15 }];
    expect(checkMove(idx, move({ a: around }))).toMatchObject({ ok: false, code: 'too-far' });
    const r = checkMove(idx, move({ a: around }, { mode: 'advance', allowance: 12 }));
    expect(r.ok && r.distances['a']).toBeCloseTo(12, 9);
  });

  it('D10.TERRAIN.BLOCKING_IMPASSABLE: a thin wall cannot be stepped over, even on a long stride', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])], [terrain('w', 'wall', box(5, 12, 15, 12.05))]);
    expect(checkMove(idx, move({ a: [{ x: 10, y: 15 }] }))).toMatchObject({ ok: false, code: 'impassable' });
  });

  it('D10.MOVE.DIFFICULT_6: crossing a wood caps an Advance at 6"', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])], [terrain('f', 'forest', box(8, 13, 12, 15))]);
    const r = checkMove(idx, move({ a: [{ x: 10, y: 17 }] }, { mode: 'advance', allowance: 12 }));
    expect(r).toMatchObject({ ok: false, code: 'difficult-terrain' });
    if (!r.ok) expect(r.farthest['a']!.y).toBeCloseTo(16, 6);
    expect(checkMove(idx, move({ a: [{ x: 10, y: 16 }] }, { mode: 'advance', allowance: 12 })).ok).toBe(true);
  });

  it('D10.AMBIG.DIFFICULT_TERRAIN: Speed(n) does not lift the 6" cap, and one model in the wood caps the whole unit', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10), inch('b', 11.5, 10)])], [terrain('f', 'forest', box(8, 13, 10.5, 15))]);
    const r = checkMove(idx, move({ a: [{ x: 10, y: 16 }], b: [{ x: 11.5, y: 17 }] }, { mode: 'advance', allowance: 14 }));
    expect(r).toMatchObject({ ok: false, code: 'difficult-terrain', modelId: 'b' });
  });

  it('D10.TERRAIN.AREA_DIFFICULT: only entering the area counts — a base that only touches it is not slowed', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])], [terrain('f', 'forest', box(10.5, 12, 14, 30))]);
    expect(checkMove(idx, move({ a: [{ x: 10, y: 20 }] }, { mode: 'advance', allowance: 12 })).ok).toBe(true);
  });

  it('D10.TERRAIN.OPEN: a road has no effect on movement', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])], [terrain('r', 'road', box(0, 12, 48, 14))]);
    expect(checkMove(idx, move({ a: [{ x: 10, y: 21 }] }, { mode: 'advance', allowance: 12 })).ok).toBe(true);
  });

  it('D10.MOVE.NO_PASS_THROUGH: a model may not pass through another unit, friendly or enemy', () => {
    for (const side of [0, 1] as const) {
      const idx = indexOf([unit('A', 0, [inch('a', 10, 10)]), unit('B', side, [inch('b', 10, 13), inch('b2', 11, 13), inch('b3', 9, 13)])]);
      const r = checkMove(idx, move({ a: [{ x: 10, y: 16 }] }, { mode: 'charge' }));
      expect(r).toMatchObject({ ok: false, code: 'through-unit' });
    }
  });

  it('D10.AMBIG.ONE_INCH: a move may end exactly 1" from an enemy', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)]), unit('E', 1, [inch('e', 10, 18)])]);
    const r = checkMove(idx, move({ a: [{ x: 10, y: 16 }] }));
    expect(r.ok).toBe(true);
  });

  it('D10.ENGAGE.ONE_INCH: a normal move may not end within 1" of an enemy', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)]), unit('E', 1, [inch('e', 10, 17.5)])]);
    const r = checkMove(idx, move({ a: [{ x: 10, y: 16 }] }));
    expect(r).toMatchObject({ ok: false, code: 'enemy-within-1' });
    if (!r.ok) expect(modelDistance({ ...inch('a', 0, 0), ...r.farthest['a']! }, inch('e', 10, 17.5))).toBeCloseTo(1, 4);
  });

  it('D10.MOVE.STOP_WITHIN_1: a model that reaches 1" of an enemy must stop there, not slide along', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)]), unit('E', 1, [inch('e', 10, 14)])]);
    const r = checkMove(idx, move({ a: [{ x: 10, y: 12 }, { x: 12, y: 12 }] }));
    expect(r).toMatchObject({ ok: false, code: 'enemy-within-1' });
    if (!r.ok) {
      expect(r.farthest['a']!.x).toBeCloseTo(10, 9);
      expect(r.farthest['a']!.y).toBeCloseTo(12, 5);
    }
  });

  it('D10.MOVE.CHARGE_EXEMPT: a charge move may close within 1" of the enemy', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)]), unit('E', 1, [inch('e', 10, 17)])]);
    expect(checkMove(idx, move({ a: [{ x: 10, y: 16 }] }, { mode: 'charge' })).ok).toBe(true);
  });

  it('table edge: a base may not leave the table, and the farthest point keeps it on', () => {
    const r = checkMove(solo(), move({ a: [{ x: 10, y: 10 }, { x: 4, y: 10 }] }, { allowance: 20 }));
    expect(r.ok).toBe(true);
    const off = checkMove(indexOf([unit('A', 0, [inch('a', 2, 10)])]), move({ a: [{ x: 0.2, y: 10 }] }));
    expect(off).toMatchObject({ ok: false, code: 'off-table' });
    if (!off.ok) expect(off.farthest['a']!.x).toBeCloseTo(0.5, 4);
  });

  it('D10.COHESION.ALWAYS: a move that leaves the unit out of cohesion is refused with the farthest cohesive step', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10), inch('b', 11.5, 10)])]);
    const r = checkMove(idx, move({ a: [{ x: 10, y: 16 }] }));
    expect(r).toMatchObject({ ok: false, code: 'cohesion' });
    if (!r.ok) expect(r.farthest['a']!.y).toBeGreaterThan(10);
    expect(checkMove(idx, move({ a: [{ x: 10, y: 16 }], b: [{ x: 11.5, y: 16 }] })).ok).toBe(true);
  });

  const hedge = (height?: number) => terrain('h', 'hedge', box(5, 13, 15, 13.5), height === undefined ? {} : { height });
  const forge = (paths: Record<string, Point[]>, extra: Partial<MoveRequest> = {}) => move(paths, { table: BF_TABLE, ...extra });

  it('BF.OBST.DEF: an obstacle is a linear piece that can stand in a move\'s way — a wall cannot be crossed, a hedge can', () => {
    const wall = terrain('w', 'wall', box(5, 13, 15, 13.5), { height: 1.5 });
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])], [wall]);
    expect(checkMove(idx, forge({ a: [{ x: 10, y: 15 }] }))).toMatchObject({ ok: false, code: 'impassable' });
    expect(crossable(wall)).toBe(false);
    expect(crossable(hedge(1.5))).toBe(true);
    expect(checkMove(indexOf([unit('A', 0, [inch('a', 10, 10)])], [hedge(1.5)]), forge({ a: [{ x: 10, y: 15 }] })).ok).toBe(true);
  });

  it('BF.OBST.LOW_DEF: a low obstacle is one 1" tall or less; a piece with no height is not called low', () => {
    expect(isLowObstacle(hedge(1))).toBe(true);
    expect(isLowObstacle(hedge(0.5))).toBe(true);
    expect(isLowObstacle(hedge(1.01))).toBe(false);
    expect(isLowObstacle(hedge())).toBe(false);
    expect(isLowObstacle(terrain('r', 'road', box(0, 0, 5, 1), { height: 0.2 }))).toBe(false);
  });

  it('BF.OBST.CROSS_TEST: a move over an obstacle 2" tall or lower calls for the crossing check; brushing past or a taller one does not', () => {
    const squad = () => unit('A', 0, [inch('a', 10, 10), inch('b', 12, 10)]);
    const over = { a: [{ x: 10, y: 15 }], b: [{ x: 12, y: 12 }] };
    for (const height of [undefined, 1, 2]) {
      const crossings = obstacleCrossings(indexOf([squad()], [hedge(height)]), { unitId: 'A', paths: over });
      expect(crossings).toEqual([{ pieceId: 'h', kind: 'hedge', modelIds: ['a'], ...(height === undefined ? {} : { height }) }]);
    }
    // Taller than 2": climbed, not crossed (BF.AMBIG.LOW_OBSTACLE_HEIGHT).
    expect(obstacleCrossings(indexOf([squad()], [hedge(2.01)]), { unitId: 'A', paths: over })).toEqual([]);
    // Running along the hedge with the base overlapping it, but never passing over it.
    const alongside = { a: [{ x: 14, y: 12.7 }] };
    expect(obstacleCrossings(indexOf([squad()], [hedge(1)]), { unitId: 'A', paths: alongside })).toEqual([]);
    // Going round the end of the hedge is no crossing; a bent path that passes over it is, on its second leg.
    const roundTheEnd = { a: [{ x: 10, y: 12 }, { x: 16, y: 12 }, { x: 16, y: 14 }] };
    expect(obstacleCrossings(indexOf([squad()], [hedge(1)]), { unitId: 'A', paths: roundTheEnd })).toEqual([]);
    const through = { a: [{ x: 10, y: 12 }, { x: 12, y: 14 }] };
    expect(obstacleCrossings(indexOf([squad()], [hedge(1)]), { unitId: 'A', paths: through })).toHaveLength(1);
  });

  it('BF.OBST.CROSS_FAIL: a failed crossing check takes 2" off the move, so a legal 5" move becomes too long', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])], [hedge(1)]);
    const path = { a: [{ x: 10, y: 15 }] };
    expect(checkMove(idx, forge(path)).ok).toBe(true);
    const failed = checkMove(idx, forge(path, { crossingCheck: 'failed' }));
    expect(failed).toMatchObject({ ok: false, code: 'too-far', modelId: 'a' });
    if (!failed.ok) {
      expect(failed.reason).toContain('4"');
      expect(failed.farthest['a']!.y).toBeCloseTo(14, 6);
    }
    expect(checkMove(idx, forge({ a: [{ x: 10, y: 14 }] }, { crossingCheck: 'failed' })).ok).toBe(true);
  });

  it('BF.OBST.CROSS_PASS: a passed crossing check leaves the move as it was', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])], [hedge(1)]);
    const full = { a: [{ x: 10, y: 16 }] };
    const passed = checkMove(idx, forge(full, { crossingCheck: 'passed' }));
    expect(passed.ok && passed.distances['a']).toBeCloseTo(6, 9);
    expect(checkMove(idx, forge(full, { crossingCheck: 'failed' })).ok).toBe(false);
    expect(checkMove(idx, forge({ a: [{ x: 10, y: 16.1 }] }, { crossingCheck: 'passed' }))).toMatchObject({ ok: false, code: 'too-far' });
  });

  it('bad input: an unknown unit or model is refused with a reason', () => {
    expect(checkMove(solo(), { ...move({}), unitId: 'Z' })).toMatchObject({ ok: false, code: 'unknown-unit' });
    expect(checkMove(solo(), move({ zz: [{ x: 1, y: 1 }] }))).toMatchObject({ ok: false, code: 'unknown-model' });
  });

  // Points at least a base's radius in from the edges of the 30" table, so that the moves tried are
  // mostly on the table and the property is about enemies and the wall, not the edge.
  const pt = fc.record({ x: fc.double({ min: 1, max: 29, noNaN: true }), y: fc.double({ min: 1, max: 29, noNaN: true }) });
  it('D10.ENGAGE.ONE_INCH: a move the checker accepts never ends within 1" of an enemy or through a wall (property)', () => {
    const wall = terrain('w', 'wall', box(12, -1, 12.3, 31)); // splits the table in two
    let accepted = 0;
    fc.assert(
      fc.property(pt, fc.array(pt, { minLength: 1, maxLength: 3 }), fc.array(pt, { minLength: 1, maxLength: 3 }), (start, enemies, path) => {
        const a = inch('a', start.x, start.y);
        const idx = indexOf([unit('A', 0, [a]), unit('E', 1, enemies.map((e, i) => inch(`e${i}`, e.x, e.y)))], [wall], 30, 30);
        const startGap = Math.min(...idx.unit('E')!.models.map((e) => modelDistance(a, e)));
        const r = checkMove(idx, move({ a: path }, { allowance: 100, mode: 'advance' }));
        if (!r.ok) return;
        accepted++;
        const end = { ...a, ...r.positions['a']! };
        for (const e of idx.unit('E')!.models) expect(modelDistance(end, e)).toBeGreaterThanOrEqual(Math.min(1, startGap) - 1e-6);
        // It never ends in the wall, and never goes through it: a model standing clear stays on its
        // side; one that started in the wall leaves it by the side nearer its centre.
        expect(baseOverlapsPiece(end, wall)).toBe(false);
        const side = Math.sign(start.x - 12.15);
        if (side !== 0) for (const p of baseOverlapsPiece(a, wall) ? [end] : [start, ...path]) expect(Math.sign(p.x - 12.15)).toBe(side);
      }),
      { numRuns: 300 },
    );
    // The property says something only about moves the checker accepts: enough of them must occur.
    expect(accepted).toBeGreaterThan(30);
  });

  it('D10.MOVE.MOVE_6: an allowance is met by whatever reads as it on the tape (to the tenth), and no more', () => {
    expect(checkMove(solo(), move({ a: [{ x: 10, y: 16.004 }] })).ok).toBe(true);
    expect(checkMove(solo(), move({ a: [{ x: 10, y: 16.04 }] })).ok).toBe(true);
    expect(checkMove(solo(), move({ a: [{ x: 10, y: 16.06 }] }))).toMatchObject({ ok: false, code: 'too-far' });
  });

  it('D10.TERRAIN.BLOCKING_IMPASSABLE: a model standing in a building may always walk out of it, but not further in, and may not stay', () => {
    const house = terrain('h', 'building', box(8, 12, 16, 20));
    const idx = indexOf([unit('A', 0, [inch('a', 9, 12.2), inch('b', 10, 11)])], [house]);
    // Out the near side: legal.
    expect(checkMove(idx, move({ a: [{ x: 9, y: 11.2 }, { x: 8.7, y: 10 }] })).ok).toBe(true);
    // Through the building to the far side: refused, naming the way out.
    const through = checkMove(idx, move({ a: [{ x: 9, y: 21 }] }, { mode: 'advance', allowance: 12 }));
    expect(through).toMatchObject({ ok: false, code: 'impassable', modelId: 'a' });
    if (!through.ok) expect(through.reason).toMatch(/only move out of it/);
    // Staying where it stands is not a legal end either.
    const stay = checkMove(idx, move({ b: [{ x: 10, y: 10 }] }));
    expect(stay).toMatchObject({ ok: false, code: 'impassable', modelId: 'a' });
    if (!stay.ok) expect(stay.reason).toMatch(/must move clear/);
  });

  it('D10.MOVE.NO_PASS_THROUGH: a model placed on another base may step off it, but not across it', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)]), unit('B', 0, [inch('b', 10.6, 10)])]);
    expect(checkMove(idx, move({ a: [{ x: 8, y: 10 }] })).ok).toBe(true);
    expect(checkMove(idx, move({ a: [{ x: 13, y: 10 }] }))).toMatchObject({ ok: false, code: 'through-unit' });
  });

  it('refusals name the model the way the caller asks, and the model that breaks the rule', () => {
    const idx = indexOf([unit('A', 0, [inch('a', 10, 10)])], [terrain('h', 'building', box(8, 12, 12, 14))]);
    const r = checkMove(idx, move({ a: [{ x: 10, y: 15.5 }] }, { names: { a: 'Model 1 of Howlers' } }));
    expect(r).toMatchObject({ ok: false, modelId: 'a' });
    if (!r.ok) expect(r.reason).toMatch(/^Model 1 of Howlers cannot move through the building/);
  });

  it('a hull turns evenly along its path, and a turn that sweeps it into a wall is refused', () => {
    const hull = { id: 'h', x: 10, y: 10, facing: 0, shape: { kind: 'rect', halfWidth: 1, halfDepth: 3 } } as const;
    const wall = terrain('w', 'wall', box(12.2, 5, 13, 15));
    const idx = indexOf([unit('A', 0, [hull as never])], [wall]);
    // Turned to face along x, the hull's length would cross the wall.
    const turned = checkMove(idx, move({}, { unitId: 'A', paths: { h: [{ x: 10, y: 10 }] }, facings: { h: Math.PI / 2 } }));
    expect(turned).toMatchObject({ ok: false, code: 'impassable' });
    if (!turned.ok) expect(turned.reason).toMatch(/cannot move through the wall/);
    expect(checkMove(idx, move({}, { unitId: 'A', paths: { h: [{ x: 10, y: 12 }] }, facings: { h: 0.1 } })).ok).toBe(true);
  });
});
