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
  else d = polygonGap(A, B);
  return Math.max(0, d - a.radius - b.radius);
}

/** Each edge of a closed outline as a circle holding it: centre (its midpoint) and radius (half its length). */
function edgeCircles(P: readonly Point[]): Float64Array {
  const out = new Float64Array(P.length * 3);
  for (let i = 0, j = P.length - 1; i < P.length; j = i++) {
    const p = P[j]!, q = P[i]!;
    out[i * 3] = (p.x + q.x) / 2;
    out[i * 3 + 1] = (p.y + q.y) / 2;
    out[i * 3 + 2] = norm(q.x - p.x, q.y - p.y) / 2;
  }
  return out;
}

/** Slack on the bounds below, far above rounding, so a pair that could be the nearest is never skipped. */
const BOUND_SLACK = 1e-9;

/**
 * The least distance between the edges of two polygons that do not hold each other. An oval's core
 * has 32 edges, so two ovals have 1,024 pairs of edges; most are too far apart to hold the nearest
 * points, and a circle round each edge proves it cheaply. The pairs looked at exactly include every
 * pair that could be the nearest, so the answer is the same minimum, to the last bit, as comparing
 * every pair.
 */
function polygonGap(A: readonly Point[], B: readonly Point[]): number {
  const ea = edgeCircles(A), eb = edgeCircles(B);
  // A first guess from the edges nearest each other's middle, so the bounds prune from the start.
  let cbx = 0, cby = 0, cax = 0, cay = 0;
  for (const p of B) {
    cbx += p.x;
    cby += p.y;
  }
  for (const p of A) {
    cax += p.x;
    cay += p.y;
  }
  cbx /= B.length;
  cby /= B.length;
  cax /= A.length;
  cay /= A.length;
  let rb = 0;
  for (const p of B) rb = Math.max(rb, norm(p.x - cbx, p.y - cby));
  let ia = 0, ib = 0;
  for (let i = 0, best = Infinity; i < A.length; i++) {
    const e = norm(ea[i * 3]! - cbx, ea[i * 3 + 1]! - cby);
    if (e < best) {
      best = e;
      ia = i;
    }
  }
  for (let k = 0, best = Infinity; k < B.length; k++) {
    const e = norm(eb[k * 3]! - cax, eb[k * 3 + 1]! - cay);
    if (e < best) {
      best = e;
      ib = k;
    }
  }
  const at = (P: readonly Point[], i: number): [Point, Point] => [P[(i + P.length - 1) % P.length]!, P[i]!];
  let d = segmentSegmentDistance(...at(A, ia), ...at(B, ib));
  for (let i = 0, j = A.length - 1; i < A.length; j = i++) {
    const mx = ea[i * 3]!, my = ea[i * 3 + 1]!, h = ea[i * 3 + 2]!;
    // This edge against the whole of B (a circle round B's corners).
    if (norm(mx - cbx, my - cby) - h - rb - BOUND_SLACK > d) continue;
    for (let k = 0, l = B.length - 1; k < B.length; l = k++) {
      if (norm(mx - eb[k * 3]!, my - eb[k * 3 + 1]!) - h - eb[k * 3 + 2]! - BOUND_SLACK > d) continue;
      const e = segmentSegmentDistance(A[j]!, A[i]!, B[l]!, B[k]!);
      if (e < d) d = e;
    }
  }
  return d;
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
