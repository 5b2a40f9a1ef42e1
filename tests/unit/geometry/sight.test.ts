/**
 * The sight-line engine (sight.ts) takes shortcuts that must never change an answer: it stops
 * looking from an eye as soon as one obstacle hides the whole silhouette (and at a pair as soon as
 * footprints alone hide it from every eye, before the bases are looked at), and it reads the
 * obstacles in whatever order they were gathered. The share seen and the witness line must come
 * out exactly the same however the same obstacles are listed.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PlacedModel, Point, TableUnit, TerrainPiece } from '../../../shared/geometry/index';
import { type PolygonObstacle, ObstacleSet, lastWitness, sightFraction } from '../../../shared/geometry/sight';
import { polygonBBox } from '../../../shared/geometry/polygon';
import { hull, round, terrain } from './helpers';
import { bboxOf, boundingRadius } from '../../../shared/geometry/shapes';

const coordinate = fc.double({ min: 0, max: 24, noNaN: true });

const baseArb = fc.record({
  x: coordinate,
  y: coordinate,
  kind: fc.constantFrom('round', 'round', 'big', 'hull'),
  facing: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
});

const pieceArb = fc.record({
  x: coordinate,
  y: coordinate,
  w: fc.double({ min: 0.2, max: 6, noNaN: true }),
  h: fc.double({ min: 0.2, max: 6, noNaN: true }),
  turn: fc.double({ min: 0, max: Math.PI, noNaN: true }),
  how: fc.constantFrom<PolygonObstacle['how']>('block', 'block', 'into', 'cover'),
});

type BaseSpec = { x: number; y: number; kind: string; facing: number };

const modelOf = ({ x, y, kind, facing }: BaseSpec, id: string): PlacedModel =>
  kind === 'hull' ? hull(id, x, y, 0.8, 1.4, facing) : round(id, x, y, kind === 'big' ? 60 : 25, facing);

/** A blocking (or see-into, or cover) footprint with these corners. */
function pieceOf(points: Point[], how: PolygonObstacle['how'], i: number): PolygonObstacle {
  const piece: TerrainPiece = terrain(`t${i}`, 'building', points);
  return { kind: 'polygon', points, box: polygonBBox(points), piece, how };
}

/** A turned rectangle. */
function rectangle(p: { x: number; y: number; w: number; h: number; turn: number }): Point[] {
  const c = Math.cos(p.turn), s = Math.sin(p.turn);
  return [[0, 0], [p.w, 0], [p.w, p.h], [0, p.h]].map(([u, v]) => ({ x: p.x + u! * c - v! * s, y: p.y + u! * s + v! * c }));
}

const UNIT: TableUnit = { id: 'U', side: 0, models: [] };

/** The obstacles of a scene as a set, listed in the order given. */
function setOf(bases: readonly PlacedModel[], pieces: readonly PolygonObstacle[]): ObstacleSet {
  const set = new ObstacleSet();
  for (const model of bases) set.addBase({ model, unit: UNIT, bbox: bboxOf(model) });
  set.polygons.push(...pieces);
  return set;
}

const answer = (from: PlacedModel, to: PlacedModel, set: ObstacleSet, cull = true) => {
  const fraction = sightFraction(from, to, set, cull);
  return fraction < 0 ? { fraction } : { fraction, witness: lastWitness() };
};

describe('sight-line engine', () => {
  it('D10.LOS.ANY_POINT: the share seen and the witness do not depend on the order the obstacles are listed in (property)', () => {
    fc.assert(
      fc.property(
        fc.array(baseArb, { minLength: 2, maxLength: 14 }),
        fc.array(pieceArb, { maxLength: 4 }),
        fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        (specs, pieceSpecs, shuffle) => {
          const bases = specs.map((b, i) => modelOf(b, `m${i}`));
          const pieces = pieceSpecs.map((p, i) => pieceOf(rectangle(p), p.how, i));
          // Some other order of the same bases and pieces.
          const order = <T>(list: readonly T[]): T[] =>
            list.map((item, i) => ({ item, key: shuffle[i % shuffle.length]! + i / list.length })).sort((a, b) => a.key - b.key).map((e) => e.item);
          const listed = setOf(bases, pieces), reordered = setOf(order(bases), order(pieces));
          for (const from of bases.slice(0, 3))
            for (const to of bases.slice(-3)) {
              if (from === to) continue;
              expect(answer(from, to, reordered)).toEqual(answer(from, to, listed));
            }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('D10.LOS.ANY_POINT: terrain left out for lying beside the band between two bases would have hidden nothing (property)', () => {
    fc.assert(
      fc.property(
        fc.tuple(baseArb, baseArb),
        fc.array(
          fc.record({
            side: fc.constantFrom(-1, 1),
            // How far past the band's edge its near side lies (inside it when negative).
            gap: fc.constantFrom(-0.3, -1e-3, -1e-7, 2e-6, 1e-5, 1e-3, 0.3),
            start: fc.double({ min: -4, max: 20, noNaN: true }),
            length: fc.double({ min: 0.1, max: 30, noNaN: true }),
            depth: fc.double({ min: 0.01, max: 4, noNaN: true }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        ([a, b], beside) => {
          const from = modelOf(a, 'a'), to = modelOf(b, 'b');
          const far = Math.hypot(to.x - from.x, to.y - from.y);
          if (far < 0.1) return;
          // The sight frame: u along the line between the centres, n across it.
          const ux = (to.x - from.x) / far, uy = (to.y - from.y) / far;
          const reach = Math.max(boundingRadius(from.shape), boundingRadius(to.shape));
          const at = (along: number, across: number): Point => ({ x: from.x + ux * along - uy * across, y: from.y + uy * along + ux * across });
          const pieces = beside.map(({ side, gap, start, length, depth }, i) => {
            const near = side * (reach + gap), out = side * (reach + gap + depth);
            return pieceOf([at(start, near), at(start + length, near), at(start + length, out), at(start, out)], 'block', i);
          });
          // Culling leaves out what lies wholly beside the band; the naive reading keeps everything.
          const set = setOf([], pieces);
          expect(answer(from, to, set, true)).toEqual(answer(from, to, set, false));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('D10.LOS.BLOCKING_TERRAIN: a pair whose every eye is hidden by some wall on its own is answered as when every base and wall is walked from every eye (property)', () => {
    fc.assert(
      fc.property(
        fc.tuple(baseArb, baseArb),
        fc.array(
          fc.record({
            // Where the wall crosses the line between the centres (share of the way), where its
            // middle lies across that line and how long it is: from short stubs to the whole corridor.
            along: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
            middle: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
            length: fc.constantFrom(0.3, 0.9, 1.2, 2, 6),
            thickness: fc.double({ min: 0.05, max: 0.5, noNaN: true }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.array(baseArb, { maxLength: 6 }),
        ([a, b], walls, others) => {
          const from = modelOf(a, 'a'), to = modelOf(b, 'b');
          const far = Math.hypot(to.x - from.x, to.y - from.y);
          if (far < 2) return;
          const ux = (to.x - from.x) / far, uy = (to.y - from.y) / far;
          const at = (along: number, across: number): Point => ({ x: from.x + ux * along - uy * across, y: from.y + uy * along + ux * across });
          const pieces = walls.map(({ along, middle, length, thickness }, i) => {
            const near = along * far, lo = middle - length / 2, hi = middle + length / 2;
            return pieceOf([at(near, lo), at(near + thickness, lo), at(near + thickness, hi), at(near, hi)], 'block', i);
          });
          const set = setOf([from, to, ...others.map((o, i) => modelOf(o, `o${i}`))], pieces);
          expect(answer(from, to, set, true)).toEqual(answer(from, to, set, false));
          expect(answer(to, from, set, true)).toEqual(answer(to, from, set, false));
        },
      ),
      { numRuns: 500 },
    );
  });
});
