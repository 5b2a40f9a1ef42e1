/**
 * Measures of bases taken as circles, for the checks of games saved under the first rules revision
 * (the engines' legacy placement and movement) and for the Quality engine's own gaps between model
 * centres. The shapes' own measures are in distance.ts, polygon.ts and move.ts; the D10 engine
 * measures only through those.
 */
import { pointInPolygon, pointSegmentDistance } from './polygon';
import { dist, type Point } from './units';

const EPS = 1e-6;

/** Base edge to base edge for bases taken as circles, never below 0 (D10.MEASURE.CLOSEST_POINTS). */
export function modelGap(a: Point, ra: number, b: Point, rb: number): number {
  return Math.max(0, dist(a, b) - ra - rb);
}

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o = (p: Point, q: Point, r: Point) => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  const d1 = o(c, d, a);
  const d2 = o(c, d, b);
  const d3 = o(a, b, c);
  const d4 = o(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether the straight segment a→b enters the polygon. */
export function segmentEnters(a: Point, b: Point, poly: readonly Point[]): boolean {
  if (pointInPolygon(a, poly) || pointInPolygon(b, poly)) return true;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) if (segmentsCross(a, b, poly[j]!, poly[i]!)) return true;
  return false;
}

/** Whether a circle (a base) overlaps the polygon. */
export function circleTouchesPolygon(c: Point, r: number, poly: readonly Point[]): boolean {
  if (pointInPolygon(c, poly)) return true;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) if (pointSegmentDistance(c, poly[j]!, poly[i]!) < r - EPS) return true;
  return false;
}

/** Straight-line path crosses blocking terrain? */
export function pathBlocked(from: Point, to: Point, terrain: readonly { kind: string; points: readonly Point[] }[]): boolean {
  return terrain.some((t) => t.kind === 'blocking' && segmentEnters(from, to, t.points));
}

/** Does a straight path of a base pass over another model (D10.MOVE.NO_PASS_THROUGH)? */
export function pathHitsModel(from: Point, to: Point, r: number, other: Point, ro: number): boolean {
  return pointSegmentDistance(other, from, to) < r + ro - 1e-3;
}
