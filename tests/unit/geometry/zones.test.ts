import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Point, type TerrainPiece, checkMove, chargeZone, moveZone, pointInZone, threatZone } from '../../../shared/geometry/index';
import { REACH_TOLERANCE, obstaclesFor, routeTo } from '../../../shared/geometry/reach';
import { box, inch, indexOf, terrain, unit } from './helpers';
import { pointBoundaryDistance, segmentSegmentDistance, segmentsNearer } from '../../../shared/geometry/polygon';
import { baseOverlapsPiece } from '../../../shared/geometry/legal';
import { BF_TABLE, D10_TABLE } from '../../support/table-rules';

/** The D10 Wargame's rules for a Move or an Advance (D10.MOVE.DIFFICULT_6 caps them in difficult terrain). */
const D10_ADVANCE = D10_TABLE.movement('advance');

const at = (x: number, y: number): Point => ({ x, y });
const rim = (c: Point, r: number, n = 12): Point[] =>
  Array.from({ length: n }, (_, i) => at(c.x + r * Math.cos((2 * Math.PI * i) / n), c.y + r * Math.sin((2 * Math.PI * i) / n)));

describe('terrain-aware reach', () => {
  const lone = [inch('a', 10, 10)];

  it('D10.TERRAIN.MEASURE_AROUND: a wall between the unit and a point 5" away: the reach goes around it', () => {
    const wall = terrain('w', 'wall', box(8, 12, 12, 12.5));
    const target = at(10, 15); // 5" straight through the wall, about 7" around its end
    expect(pointInZone(target, moveZone(lone, 6))).toBe(true);
    expect(pointInZone(target, moveZone(lone, 6, { terrain: [wall], rules: D10_ADVANCE }))).toBe(false);
    expect(pointInZone(target, moveZone(lone, 12, { terrain: [wall], rules: D10_ADVANCE }))).toBe(true);
  });

  it('D10.TERRAIN.BLOCKING_IMPASSABLE: no reach ring covers the inside of impassable terrain', () => {
    const building = terrain('b', 'building', box(12, 8, 16, 14));
    const zone = moveZone(lone, 12, { terrain: [building], rules: D10_ADVANCE });
    for (let x = 12.05; x < 16; x += 0.1) for (let y = 8.05; y < 14; y += 0.1) expect(pointInZone(at(x, y), zone)).toBe(false);
    expect(pointInZone(at(19, 11), zone)).toBe(true); // behind it, reached around a corner
  });

  it('D10.TERRAIN.BLOCKING_IMPASSABLE: a unit hemmed in by impassable terrain reaches only its pocket', () => {
    const walls = [box(7, 7, 13, 8), box(7, 12, 13, 13), box(7, 7, 8, 13), box(12, 7, 13, 13)].map((p, i) => terrain(`w${i}`, 'wall', p));
    const zone = moveZone(lone, 12, { terrain: walls, rules: D10_ADVANCE });
    expect(pointInZone(at(11.5, 11.5), zone)).toBe(true);
    for (const p of [at(10, 14), at(5, 10), at(15, 10), at(10, 6)]) expect(pointInZone(p, zone)).toBe(false);
  });

  it('D10.MOVE.DIFFICULT_6: with Advance 12 and a forest 2" away, the reach in the forest stops at 6" and goes on 12" around it', () => {
    const forest = terrain('f', 'forest', box(9, 12.5, 11, 19));
    const zone = moveZone(lone, 12, { terrain: [forest], rules: D10_ADVANCE });
    expect(pointInZone(at(10, 16.4), zone)).toBe(true); // 6" of path, the base's edge
    expect(pointInZone(at(10, 17.2), zone)).toBe(false); // deeper in the forest
    expect(pointInZone(at(10, 21), zone)).toBe(true); // beyond it, about 11.8" round its side
    expect(pointInZone(at(10, 22.9), zone)).toBe(false);
    expect(pointInZone(at(10, 17.2), moveZone(lone, 12))).toBe(true);
  });

  it('D10.AMBIG.DIFFICULT_TERRAIN: Speed does not lift the cap, and a model starting in a forest is capped', () => {
    const forest = terrain('f', 'forest', box(0, 0, 20, 20));
    const zone = moveZone(lone, 16, { terrain: [forest], rules: D10_ADVANCE });
    expect(pointInZone(at(10, 16.4), zone)).toBe(true);
    expect(pointInZone(at(10, 17), zone)).toBe(false);
    expect(pointInZone(at(10, 26), moveZone(lone, 16, { terrain: [forest], rules: BF_TABLE.movement('advance') }))).toBe(true);
  });

  it('D10.AMBIG.CHARGE_PATH: a charge zone is straight-line, stops at blocking terrain and ignores difficult terrain', () => {
    const building = terrain('b', 'building', box(8, 12, 12, 13));
    const forest = terrain('f', 'forest', box(12, 5, 20, 15));
    const zone = chargeZone(lone, 6, { terrain: [building, forest] });
    expect(pointInZone(at(10, 15), zone)).toBe(false); // behind the building
    expect(pointInZone(at(16.4, 10), zone)).toBe(true); // 6" through the forest
    expect(pointInZone(at(16.6, 10), zone)).toBe(false);
  });

  it('D10.RANGE.NEAREST_MODELS: a threat zone is the terrain-aware move grown by the range', () => {
    const wall = terrain('w', 'wall', box(0, 12, 30, 12.5));
    const zone = threatZone(lone, 6, 12, { terrain: [wall], rules: D10_ADVANCE });
    // The move stops at the wall (base edge at y = 12); the 12" shot crosses it.
    expect(pointInZone(at(10, 23.9), zone)).toBe(true);
    expect(pointInZone(at(10, 24.3), zone)).toBe(false);
    expect(pointInZone(at(10, 28.4), threatZone(lone, 6, 12))).toBe(true);
  });

  it('D10.TERRAIN.MEASURE_AROUND: a rebuilt list of the same pieces gives the same zone, and a moved piece a new one', () => {
    const wall = terrain('w', 'wall', box(8, 12, 12, 12.5));
    const target = at(10, 15);
    const first = moveZone(lone, 6, { terrain: [wall], rules: D10_ADVANCE });
    expect(moveZone(lone, 6, { terrain: [{ ...wall }] }).rings).toEqual(first.rings);
    expect(pointInZone(target, first)).toBe(false);
    // The same piece id, moved out of the way: the grown terrain must not be the old one.
    const moved = { ...wall, polygon: box(8, 30, 12, 30.5) };
    expect(pointInZone(target, moveZone(lone, 6, { terrain: [moved], rules: D10_ADVANCE }))).toBe(true);
  });

  // Random tables: a few boxes, impassable or difficult, around a lone model on a 1" base.
  const piece = fc.record({ x: fc.double({ min: 2, max: 26, noNaN: true }), y: fc.double({ min: 2, max: 26, noNaN: true }), w: fc.double({ min: 0.3, max: 6, noNaN: true }), h: fc.double({ min: 0.3, max: 6, noNaN: true }), difficult: fc.boolean() });
  const tableOf = (ps: { x: number; y: number; w: number; h: number; difficult: boolean }[]): TerrainPiece[] =>
    ps.map((p, i) => terrain(`t${i}`, p.difficult ? 'forest' : 'building', box(p.x, p.y, p.x + p.w, p.y + p.h)));
  const start = at(15, 15);
  const clearOf = (ts: TerrainPiece[], c: Point) => indexOf([unit('U', 0, [inch('a', c.x, c.y)])], ts, 30, 30);
  const terrainRefusal = new Set(['too-far', 'difficult-terrain', 'impassable']);

  it('D10.AMBIG.MOVE_MEASURE: every end point checkMove accepts lies inside the move zone', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 5 }), fc.double({ min: 2, max: 13, noNaN: true }), nearStart(), nearStart(), fc.boolean(), (ps, allowance, via, end, bend) => {
        const ts = tableOf(ps);
        // The unit starts where it may stand: not on impassable terrain.
        fc.pre(!ts.some((t) => t.impassable && baseOverlapsPiece(inch('a', start.x, start.y), t)));
        const idx = clearOf(ts, start);
        const path = bend ? [via, end] : [end];
        const res = checkMove(idx, { unitId: 'U', paths: { a: path }, allowance, mode: 'advance', rules: D10_TABLE.movement('advance') });
        if (!res.ok) return;
        accepted++;
        const zone = moveZone([inch('a', start.x, start.y)], allowance + REACH_TOLERANCE, { terrain: ts, rules: D10_ADVANCE });
        for (const p of [end, ...rim(end, 0.5 - REACH_TOLERANCE)]) expect(pointInZone(p, zone)).toBe(true);
      }),
      { numRuns: 150 },
    );
    expect(accepted).toBeGreaterThan(75);
  });

  it('D10.TERRAIN.MEASURE_AROUND: the path behind the zone is one checkMove accepts', () => {
    let routed = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 5 }), fc.double({ min: 2, max: 13, noNaN: true }), nearStart(), (ps, allowance, end) => {
        const ts = tableOf(ps).filter((t) => t.impassable);
        fc.pre(!ts.some((t) => baseOverlapsPiece(inch('a', start.x, start.y), t)));
        const route = routeTo(start, end, allowance, obstaclesFor(ts, 0.5));
        if (!route) return;
        routed++;
        // The zone may fall short of the true reach by REACH_TOLERANCE (a base sliding along a wall).
        const zone = moveZone([inch('a', start.x, start.y)], allowance, { terrain: ts, rules: D10_ADVANCE });
        const gap = pointInZone(end, zone) ? 0 : Math.min(...zone.rings.map((ring) => pointBoundaryDistance(end, ring)));
        expect(gap).toBeLessThanOrEqual(REACH_TOLERANCE + 1e-9);
        const res = checkMove(clearOf(ts, start), { unitId: 'U', paths: { a: route.waypoints }, allowance, mode: 'advance', rules: D10_TABLE.movement('advance') });
        if (!res.ok) expect(terrainRefusal.has(res.code), res.reason).toBe(false);
      }),
      { numRuns: 150 },
    );
    expect(routed).toBeGreaterThan(75);
  });
});

describe('the slide test behind reach zones', () => {
  // Ends on a fine lattice, so touching, crossing, parallel and end-on-edge cases come up often.
  const coord = fc.integer({ min: -40, max: 40 }).map((n) => n / 8);
  const point = fc.record({ x: coord, y: coord });

  it('D10.TERRAIN.BLOCKING_IMPASSABLE: whether a base sliding along a leg comes too near a wall is answered exactly as by the distance between them', () => {
    fc.assert(
      fc.property(point, point, point, point, fc.oneof(fc.double({ min: -1, max: 3, noNaN: true }), fc.constantFrom(0, 1e-12, 0.5, 1, 0.5 - 1e-7)), (a, b, c, d, limit) => {
        const exact = segmentSegmentDistance(a, b, c, d);
        expect(segmentsNearer(a.x, a.y, b.x, b.y, c, d, limit)).toBe(exact < limit);
        // Right at the distance itself, and a hair either side of it.
        for (const l of [exact, exact * (1 + 1e-12), exact * (1 - 1e-12)]) expect(segmentsNearer(a.x, a.y, b.x, b.y, c, d, l)).toBe(exact < l);
      }),
      { numRuns: 2000 },
    );
  });
});

/** A point up to 14" from the start (15, 15), so on the 30" table and mostly within reach of a move. */
function nearStart() {
  return fc
    .record({ r: fc.double({ min: 0, max: 14, noNaN: true }), turn: fc.double({ min: 0, max: 1, noNaN: true }) })
    .map(({ r, turn }) => at(15 + r * Math.cos(2 * Math.PI * turn), 15 + r * Math.sin(2 * Math.PI * turn)));
}
