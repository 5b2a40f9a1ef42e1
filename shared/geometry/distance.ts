/**
 * Measurement. D10.MEASURE.CLOSEST_POINTS: edge to edge between the nearest points of two bases;
 * D10.RANGE.NEAREST_MODELS: unit to unit is the nearest pair; D10.RANGE.INCLUSIVE: exactly R is in.
 */
import { type Core, type PlacedModel, coreOf } from './shapes';
import { pointInPolygon, pointSegmentDistance, segmentSegmentDistance, pointPolygonDistance } from './polygon';
import { type Inches, type Point, EPS, inches, norm } from './units';

/** Gap between two convex cores grown by their radii; 0 when they touch or overlap. */
export function coreDistance(a: Core, b: Core): number {
  const A = a.points, B = b.points;
  let d: number;
  if (A.length === 1 && B.length === 1) d = norm(A[0]!.x - B[0]!.x, A[0]!.y - B[0]!.y);
  else if (A.length === 1) d = pointPolygonDistance(A[0]!, B);
  else if (B.length === 1) d = pointPolygonDistance(B[0]!, A);
  else if (pointInPolygon(A[0]!, B) || pointInPolygon(B[0]!, A)) d = 0;
  else {
    d = Infinity;
    for (let i = 0, j = A.length - 1; i < A.length; j = i++)
      for (let k = 0, l = B.length - 1; k < B.length; l = k++) {
        const e = segmentSegmentDistance(A[j]!, A[i]!, B[l]!, B[k]!);
        if (e < d) d = e;
      }
  }
  return Math.max(0, d - a.radius - b.radius);
}

/** Edge-to-edge distance between two models' bases or hulls; 0 when touching or overlapping. */
export function modelDistance(a: PlacedModel, b: PlacedModel): Inches {
  if (a.shape.kind === 'circle' && b.shape.kind === 'circle')
    return inches(Math.max(0, norm(a.x - b.x, a.y - b.y) - a.shape.radius - b.shape.radius));
  return inches(coreDistance(coreOf(a), coreOf(b)));
}

/** Distance from the nearest point of a model's base to a point on the table (0 inside the base). */
export function distanceToPoint(model: PlacedModel, p: Point): Inches {
  if (model.shape.kind === 'circle') return inches(Math.max(0, norm(model.x - p.x, model.y - p.y) - model.shape.radius));
  return inches(coreDistance(coreOf(model), { points: [p], radius: 0 }));
}

/** Distance from a model's base to a segment (0 when the segment touches the base). */
export function distanceToSegment(model: PlacedModel, a: Point, b: Point): number {
  if (model.shape.kind === 'circle') return Math.max(0, pointSegmentDistance(model, a, b) - model.shape.radius);
  return coreDistance(coreOf(model), { points: [a, b], radius: 0 });
}

export interface NearestPair {
  distance: Inches;
  from: PlacedModel;
  to: PlacedModel;
}

/** The nearest pair of models between two groups (D10.RANGE.NEAREST_MODELS); undefined if either is empty. */
export function nearestPair(a: readonly PlacedModel[], b: readonly PlacedModel[]): NearestPair | undefined {
  let best: NearestPair | undefined;
  for (const m of a)
    for (const n of b) {
      const d = modelDistance(m, n);
      if (!best || d < best.distance) best = { distance: d, from: m, to: n };
    }
  return best;
}

/** Unit to unit: the distance between the nearest pair of models (Infinity when a unit has no models). */
export function unitDistance(a: readonly PlacedModel[], b: readonly PlacedModel[]): Inches {
  return nearestPair(a, b)?.distance ?? inches(Infinity);
}

/** D10.RANGE.INCLUSIVE / D10.RANGE.OUT: in range means distance ≤ R, with R itself counting. */
export const inRange = (distance: number, range: number): boolean => distance <= range + EPS;
