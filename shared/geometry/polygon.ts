/**
 * Plane primitives: points, segments and polygons. Terrain footprints are simple polygons (convex
 * or not); base cores are convex (shapes.ts).
 */
import { type Point, EPS, norm } from './units';

export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x, dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  let t = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return norm(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** The parameter t in [0,1] of the point of segment ab closest to p. */
export function closestParam(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x, dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  if (l2 === 0) return 0;
  const t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

const orient = (a: Point, b: Point, c: Point): number => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

/** True when the closed segments ab and cd share a point. */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true;
  return (
    pointSegmentDistance(c, a, b) < 1e-12 ||
    pointSegmentDistance(d, a, b) < 1e-12 ||
    pointSegmentDistance(a, c, d) < 1e-12 ||
    pointSegmentDistance(b, c, d) < 1e-12
  );
}

/**
 * True when the closed outline neither crosses nor touches itself: edges meet only where
 * neighbours share a corner, no edge folds back along its neighbour, and none has zero length.
 * Terrain footprints must be simple for sight, movement and cover to mean anything.
 */
export function isSimplePolygon(poly: readonly Point[]): boolean {
  const n = poly.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!, b = poly[(i + 1) % n]!;
    if (norm(b.x - a.x, b.y - a.y) < EPS) return false;
    // The next edge starts at b: it folds back when either far end lies on the other edge.
    const c = poly[(i + 2) % n]!;
    if (pointSegmentDistance(c, a, b) < EPS || pointSegmentDistance(a, b, c) < EPS) return false;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // the last edge ends at poly[0], where this one starts
      if (segmentsIntersect(a, b, poly[j]!, poly[(j + 1) % n]!)) return false;
    }
  }
  return true;
}

export function segmentSegmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d),
    pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b),
    pointSegmentDistance(d, a, b),
  );
}

/** `pointSegmentDistance` squared, from the same sums (no square root). */
function pointSegmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax, dy = by - ay;
  const l2 = dx * dx + dy * dy;
  let t = l2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / l2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = px - (ax + t * dx), ey = py - (ay + t * dy);
  return ex * ex + ey * ey;
}

/**
 * Whether segments ab and cd come nearer than `limit`: the answer of
 * `segmentSegmentDistance(a, b, c, d) < limit` to the last bit, but settled on squared distances
 * unless they sit within a hair of the limit. Reach zones ask it hundreds of thousands of times.
 */
export function segmentsNearer(ax: number, ay: number, bx: number, by: number, c: Point, d: Point, limit: number): boolean {
  if (!(limit > 1e-9)) return segmentSegmentDistance({ x: ax, y: ay }, { x: bx, y: by }, c, d) < limit;
  const o1 = (bx - ax) * (c.y - ay) - (by - ay) * (c.x - ax), o2 = (bx - ax) * (d.y - ay) - (by - ay) * (d.x - ax);
  const o3 = (d.x - c.x) * (ay - c.y) - (d.y - c.y) * (ax - c.x), o4 = (d.x - c.x) * (by - c.y) - (d.y - c.y) * (bx - c.x);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true;
  // Not crossing: the distance is the least of the four end-to-segment distances.
  const d2 = Math.min(
    pointSegmentDistance2(ax, ay, c.x, c.y, d.x, d.y),
    pointSegmentDistance2(bx, by, c.x, c.y, d.x, d.y),
    pointSegmentDistance2(c.x, c.y, ax, ay, bx, by),
    pointSegmentDistance2(d.x, d.y, ax, ay, bx, by),
  );
  const l2 = limit * limit;
  if (d2 < l2 * (1 - 1e-9)) return true;
  if (d2 > l2 * (1 + 1e-9)) return false;
  return segmentSegmentDistance({ x: ax, y: ay }, { x: bx, y: by }, c, d) < limit;
}

/** Even-odd test; points exactly on the boundary may fall either way (callers use distances). */
export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!, b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Distance from p to the polygon's boundary. */
export function pointBoundaryDistance(p: Point, poly: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const d = pointSegmentDistance(p, poly[j]!, poly[i]!);
    if (d < best) best = d;
  }
  return best;
}

/** Distance from p to the filled polygon: 0 inside. */
export function pointPolygonDistance(p: Point, poly: readonly Point[]): number {
  if (poly.length >= 3 && pointInPolygon(p, poly)) return 0;
  return pointBoundaryDistance(p, poly);
}

/**
 * Signed depth of p in the polygon: negative inside (minus the distance to the boundary),
 * positive outside. A base of radius r overlaps the area when depth < r (strictly), and only
 * touches it when depth equals r.
 */
export function signedDistance(p: Point, poly: readonly Point[]): number {
  const d = pointBoundaryDistance(p, poly);
  return poly.length >= 3 && pointInPolygon(p, poly) ? -d : d;
}

/** Distance from segment ab to the filled polygon (0 when it touches or enters it). */
export function segmentPolygonDistance(a: Point, b: Point, poly: readonly Point[]): number {
  if (poly.length >= 3 && pointInPolygon(a, poly)) return 0;
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const d = segmentSegmentDistance(a, b, poly[j]!, poly[i]!);
    if (d < best) best = d;
    if (best === 0) return 0;
  }
  return best;
}

/**
 * The parts of segment ab that run through the polygon's interior, as [t0, t1] parameter pairs.
 * A line that only grazes a corner or runs along an edge gets no interval: touching the outside of
 * a wall does not pass through it.
 */
export function insideIntervals(a: Point, b: Point, poly: readonly Point[]): Array<[number, number]> {
  const ts = [0, 1];
  const dx = b.x - a.x, dy = b.y - a.y;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const c = poly[j]!, d = poly[i]!;
    const ex = d.x - c.x, ey = d.y - c.y;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-15) continue;
    const t = ((c.x - a.x) * ey - (c.y - a.y) * ex) / den;
    const u = ((c.x - a.x) * dy - (c.y - a.y) * dx) / den;
    if (t > 0 && t < 1 && u >= -1e-12 && u <= 1 + 1e-12) ts.push(t);
  }
  ts.sort((p, q) => p - q);
  const out: Array<[number, number]> = [];
  for (let k = 1; k < ts.length; k++) {
    const t0 = ts[k - 1]!, t1 = ts[k]!;
    if (t1 - t0 < 1e-12) continue;
    const tm = (t0 + t1) / 2;
    const m = { x: a.x + dx * tm, y: a.y + dy * tm };
    // The midpoint must be inside and clear of the boundary, so a line along an edge stays outside.
    if (pointInPolygon(m, poly) && pointBoundaryDistance(m, poly) > 1e-9) {
      const last = out[out.length - 1];
      if (last && Math.abs(last[1] - t0) < 1e-12) last[1] = t1;
      else out.push([t0, t1]);
    }
  }
  return out;
}

export type BBox = [number, number, number, number];

export function polygonBBox(poly: readonly Point[]): BBox {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of poly) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return [minX, minY, maxX, maxY];
}

/** Signed area (positive when counter-clockwise in a y-up frame). */
export function signedArea(poly: readonly Point[]): number {
  let s = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) s += poly[j]!.x * poly[i]!.y - poly[i]!.x * poly[j]!.y;
  return s / 2;
}

/** A circle as a polygon that contains it (circumscribed), for drawing zones that must not fall short. */
export function circlePolygon(c: Point, r: number, sides = 32): Point[] {
  const R = r / Math.cos(Math.PI / sides);
  const { cos, sin } = unitCircle(sides);
  const out: Point[] = [];
  for (let i = 0; i < sides; i++) out.push({ x: c.x + R * cos[i]!, y: c.y + R * sin[i]! });
  return out;
}

/** cos and sin of 2πi/sides, worked out once per number of sides (reach zones draw thousands of circles). */
const unitCircles = new Map<number, { cos: Float64Array; sin: Float64Array }>();
function unitCircle(sides: number): { cos: Float64Array; sin: Float64Array } {
  let u = unitCircles.get(sides);
  if (!u) {
    u = { cos: new Float64Array(sides), sin: new Float64Array(sides) };
    for (let i = 0; i < sides; i++) {
      const a = (2 * Math.PI * i) / sides;
      u.cos[i] = Math.cos(a);
      u.sin[i] = Math.sin(a);
    }
    unitCircles.set(sides, u);
  }
  return u;
}

export const nearlyLE = (a: number, b: number): boolean => a <= b + EPS;

/** Convex hull (Andrew's monotone chain), counter-clockwise. */
export function convexHull(points: readonly Point[]): Point[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (p.length < 3) return p;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [], upper: Point[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}
