/**
 * D10.MEASURE.CLOSEST_POINTS: the distance between two ovals or hulls skips pairs of edges that are
 * provably too far apart to hold the nearest points. Skipping must never change a measurement: the
 * result is the very same number as comparing every pair of edges, for any bases, facings and
 * positions — touching, overlapping, near and far — so games replay exactly as they were played.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coreDistance } from '../../../shared/geometry/distance';
import { pointInPolygon, segmentSegmentDistance } from '../../../shared/geometry/polygon';
import { coreOf, type BaseShape, type PlacedModel } from '../../../shared/geometry/shapes';
import type { Inches } from '../../../shared/geometry/units';

/** Every pair of edges compared, as the measurement was first written. */
function everyPair(a: PlacedModel, b: PlacedModel): number {
  const A = coreOf(a).points, B = coreOf(b).points;
  if (pointInPolygon(A[0]!, B) || pointInPolygon(B[0]!, A)) return 0;
  let d = Infinity;
  for (let i = 0, j = A.length - 1; i < A.length; j = i++)
    for (let k = 0, l = B.length - 1; k < B.length; l = k++) d = Math.min(d, segmentSegmentDistance(A[j]!, A[i]!, B[l]!, B[k]!));
  return Math.max(0, d);
}

const size = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((n) => n as Inches);
const shape: fc.Arbitrary<BaseShape> = fc.oneof(
  fc.record({ kind: fc.constant('oval' as const), rx: size(0.3, 3), ry: size(0.3, 3) }),
  fc.record({ kind: fc.constant('rect' as const), halfWidth: size(0.3, 3), halfDepth: size(0.3, 5) }),
);
const model = (id: string, near: number): fc.Arbitrary<PlacedModel> =>
  fc.record({
    id: fc.constant(id),
    x: fc.double({ min: 0, max: near, noNaN: true }),
    y: fc.double({ min: 0, max: near, noNaN: true }),
    facing: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
    shape,
  });

describe('D10.MEASURE.CLOSEST_POINTS: measuring between ovals and hulls', () => {
  it.each([
    ['crowded (mostly touching or overlapping)', 4],
    ['close (within an inch or two)', 10],
    ['across the table', 48],
  ])('gives exactly what comparing every pair of edges gives, %s', (_name, near) => {
    fc.assert(
      fc.property(model('a', near), model('b', near), (a, b) => {
        expect(coreDistance(coreOf(a), coreOf(b))).toBe(everyPair(a, b));
      }),
      { numRuns: 3000 },
    );
  });

  it('two ovals side by side: the gap between their rims', () => {
    const oval: BaseShape = { kind: 'oval', rx: 1 as Inches, ry: 2 as Inches };
    const d = coreDistance(coreOf({ id: 'a', x: 10, y: 10, facing: 0, shape: oval }), coreOf({ id: 'b', x: 13, y: 10, facing: 0, shape: oval }));
    expect(d).toBeCloseTo(1, 6);
  });
});
