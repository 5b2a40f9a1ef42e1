/**
 * The core's reach zones are unions of rings: one per model in the open, and around terrain many
 * (what a base reaches from each corner it bends round, strips along walls), none of them convex
 * for certain. To draw one as a single region the rings are given one winding (so the non-zero
 * fill covers the union with no holes), and its outline is only the parts of ring edges that lie
 * inside no other ring — overlapping rings then read as one shape, not a tangle.
 */
import Flatbush from 'flatbush';
import type { Point, Zone } from '../../../../shared/geometry/index';
import { polygonBBox } from '../../../../shared/geometry/polygon';

export function zoneRings(zone: Zone): Point[][] {
  return zone.rings.map((ring) => (area(ring) >= 0 ? ring : [...ring].reverse()));
}

function area(ring: readonly Point[]): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += ring[j]!.x * ring[i]!.y - ring[i]!.x * ring[j]!.y;
  return a / 2;
}

/** Pieces shorter than this (inches) are not drawn: they come from rings that touch. */
const SLIVER = 1e-9;

/**
 * The boundary of the union of the rings (simple polygons, any shape), as separate segments [a, b].
 * Each ring edge is cut where other rings' edges cross it; a piece is kept when its midpoint is
 * inside no other ring (even-odd, counting the crossings of a ray to the right).
 */
export function unionOutline(rings: readonly (readonly Point[])[]): [Point, Point][] {
  let n = 0;
  for (const ring of rings) if (ring.length >= 3) n += ring.length;
  if (n === 0) return [];
  const ax = new Float64Array(n), ay = new Float64Array(n), bx = new Float64Array(n), by = new Float64Array(n);
  const ringOf = new Int32Array(n);
  const index = new Flatbush(n);
  let e = 0;
  rings.forEach((ring, r) => {
    if (ring.length < 3) return;
    for (let i = 0; i < ring.length; i++, e++) {
      const a = ring[i]!, b = ring[(i + 1) % ring.length]!;
      ax[e] = a.x;
      ay[e] = a.y;
      bx[e] = b.x;
      by[e] = b.y;
      ringOf[e] = r;
      index.add(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y));
    }
  });
  index.finish();

  // Coverage: the rings whose box holds the point, the ring that last covered a piece first
  // (neighbouring pieces mostly lie inside the same ring).
  const boxes = new Flatbush(Math.max(1, rings.length));
  for (const ring of rings) boxes.add(...polygonBBox(ring));
  boxes.finish();
  const tests = rings.map((ring) => ringTest(ring));
  let last = -1;
  const covered = (px: number, py: number, own: number): boolean => {
    if (last >= 0 && last !== own && tests[last]!(px, py)) return true;
    let found = -1;
    boxes.search(px, py, px, py, (r) => {
      if (found < 0 && r !== own && r !== last && tests[r]!(px, py)) found = r;
      return false;
    });
    if (found >= 0) last = found;
    return found >= 0;
  };

  const out: [Point, Point][] = [];
  const cuts: number[] = [];
  for (let e = 0; e < n; e++) {
    const x0 = ax[e]!, y0 = ay[e]!, dx = bx[e]! - x0, dy = by[e]! - y0;
    const own = ringOf[e]!;
    cuts.length = 0;
    cuts.push(0, 1);
    index.search(Math.min(x0, bx[e]!), Math.min(y0, by[e]!), Math.max(x0, bx[e]!), Math.max(y0, by[e]!), (f) => {
      if (ringOf[f] === own) return false;
      const ex = bx[f]! - ax[f]!, ey = by[f]! - ay[f]!;
      const den = dx * ey - dy * ex;
      if (Math.abs(den) < 1e-15) return false;
      const sx = ax[f]! - x0, sy = ay[f]! - y0;
      const t = (sx * ey - sy * ex) / den;
      const u = (sx * dy - sy * dx) / den;
      if (t > 0 && t < 1 && u >= 0 && u <= 1) cuts.push(t);
      return false;
    });
    if (cuts.length > 2) cuts.sort((p, q) => p - q);
    const len = Math.hypot(dx, dy);
    let open: [Point, Point] | undefined;
    for (let k = 1; k < cuts.length; k++) {
      const t0 = cuts[k - 1]!, t1 = cuts[k]!;
      if ((t1 - t0) * len < SLIVER) continue;
      const tm = (t0 + t1) / 2;
      if (covered(x0 + tm * dx, y0 + tm * dy, own)) {
        open = undefined;
        continue;
      }
      const end = { x: x0 + t1 * dx, y: y0 + t1 * dy };
      // Neighbouring kept pieces of one edge are drawn as one segment.
      if (open) open[1] = end;
      else out.push((open = [{ x: x0 + t0 * dx, y: y0 + t0 * dy }, end]));
    }
  }
  return out;
}

/**
 * An even-odd point-in-ring test. Long rings are cut into horizontal slabs, each listing the edges
 * that span it, so a test looks at the few edges a ray to the right could cross.
 */
function ringTest(ring: readonly Point[]): (px: number, py: number) => boolean {
  const n = ring.length;
  if (n < 3) return () => false;
  const crosses = (px: number, py: number, a: Point, b: Point): boolean => a.y > py !== b.y > py && px < ((b.x - a.x) * (py - a.y)) / (b.y - a.y) + a.x;
  if (n < 16) {
    return (px, py) => {
      let inside = false;
      for (let i = 0, j = n - 1; i < n; j = i++) if (crosses(px, py, ring[i]!, ring[j]!)) inside = !inside;
      return inside;
    };
  }
  let y0 = Infinity, y1 = -Infinity;
  for (const p of ring) {
    if (p.y < y0) y0 = p.y;
    if (p.y > y1) y1 = p.y;
  }
  const h = (y1 - y0) / n || 1;
  const slab = (y: number) => Math.min(n - 1, Math.max(0, Math.floor((y - y0) / h)));
  const lists: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const lo = slab(Math.min(ring[i]!.y, ring[j]!.y)), hi = slab(Math.max(ring[i]!.y, ring[j]!.y));
    for (let k = lo; k <= hi; k++) lists[k]!.push(i);
  }
  return (px, py) => {
    if (py < y0 || py > y1) return false;
    let inside = false;
    for (const i of lists[slab(py)]!) if (crosses(px, py, ring[i]!, ring[i === 0 ? n - 1 : i - 1]!)) inside = !inside;
    return inside;
  };
}
