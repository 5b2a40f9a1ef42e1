/**
 * The core's reach zones are unions of rings: one per model in the open, and around terrain many
 * (what a base reaches from each corner it bends round, strips along walls), none of them convex
 * for certain. To draw one as a single region the rings are given one winding (so the non-zero
 * fill covers the union with no holes), and its outline is only the parts of ring edges that lie
 * inside no other ring — overlapping rings then read as one shape, not a tangle.
 */
import Flatbush from 'flatbush';
import type { Point } from './units';
import type { Zone } from './zones';
import { polygonBBox } from './polygon';
import { BuriedCells } from './buried-cells';

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
const BOX_PAD = 1e-9;

/**
 * The boundary of the union of the rings (simple polygons, any shape), as separate segments [a, b].
 * Each ring edge is cut where other rings' edges cross it; a piece is kept when its midpoint is
 * inside no other ring (even-odd, counting the crossings of a ray to the right).
 *
 * Only the parts of edges outside buried cells (buried-cells.ts: wholly inside some ring) are
 * worked on. A buried part is never on the outline, and where two edges cross in a buried cell,
 * whether a piece is covered does not change, as the burying ring covers it on both sides.
 */
export function unionOutline(rings: readonly (readonly Point[])[]): [Point, Point][] {
  const buried = new BuriedCells(rings);
  // The open parts of every edge: the edge's ends and ring, and [t0, t1] along it.
  const ax: number[] = [], ay: number[] = [], bx: number[] = [], by: number[] = [], ringOf: number[] = [], t0s: number[] = [], t1s: number[] = [];
  const parts: number[] = [];
  rings.forEach((ring, r) => {
    if (ring.length < 3 || buried.gone(r)) return;
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!, b = ring[(i + 1) % ring.length]!;
      buried.openParts(a, b, parts);
      for (let k = 0; k < parts.length; k += 2) {
        ax.push(a.x);
        ay.push(a.y);
        bx.push(b.x);
        by.push(b.y);
        ringOf.push(r);
        t0s.push(parts[k]!);
        t1s.push(parts[k + 1]!);
      }
    }
  });
  const n = ax.length;
  if (n === 0) return [];
  // Each part's box, widened a hair: a part's ends are worked out from its parameters, and may
  // stand a rounding error inside the edge's own ends, where another edge may just touch it.
  const box = (f: number): [number, number, number, number] => {
    const dx = bx[f]! - ax[f]!, dy = by[f]! - ay[f]!;
    const px = ax[f]! + t0s[f]! * dx, py = ay[f]! + t0s[f]! * dy, qx = ax[f]! + t1s[f]! * dx, qy = ay[f]! + t1s[f]! * dy;
    return [Math.min(px, qx) - BOX_PAD, Math.min(py, qy) - BOX_PAD, Math.max(px, qx) + BOX_PAD, Math.max(py, qy) + BOX_PAD];
  };
  const index = new Flatbush(n);
  for (let f = 0; f < n; f++) index.add(...box(f));
  index.finish();

  const tests: ((px: number, py: number) => boolean)[] = [];
  const inRing = (r: number, px: number, py: number): boolean => (tests[r] ??= ringTest(rings[r]!))(px, py);

  const out: [Point, Point][] = [];
  const cuts: number[] = [];
  for (let e = 0; e < n; e++) {
    const x0 = ax[e]!, y0 = ay[e]!, dx = bx[e]! - x0, dy = by[e]! - y0;
    const own = ringOf[e]!, s0 = t0s[e]!, s1 = t1s[e]!;
    cuts.length = 0;
    cuts.push(s0, s1);
    index.search(...box(e), (f) => {
      if (ringOf[f] === own) return false;
      const ex = bx[f]! - ax[f]!, ey = by[f]! - ay[f]!;
      const den = dx * ey - dy * ex;
      if (Math.abs(den) < 1e-15) return false;
      const sx = ax[f]! - x0, sy = ay[f]! - y0;
      const t = (sx * ey - sy * ex) / den;
      const u = (sx * dy - sy * dx) / den;
      if (t > s0 && t < s1 && t > 0 && t < 1 && u >= 0 && u <= 1) cuts.push(t);
      return false;
    });
    if (cuts.length > 2) cuts.sort((p, q) => p - q);
    const len = Math.hypot(dx, dy);
    let open: [Point, Point] | undefined;
    for (let k = 1; k < cuts.length; k++) {
      const t0 = cuts[k - 1]!, t1 = cuts[k]!;
      if ((t1 - t0) * len < SLIVER) continue;
      const tm = (t0 + t1) / 2;
      if (buried.covers(x0 + tm * dx, y0 + tm * dy, own, inRing)) {
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
  const [x0, y0, x1, y1] = polygonBBox(ring);
  if (n < 16) {
    return (px, py) => {
      if (px < x0 || px > x1 || py < y0 || py > y1) return false;
      let inside = false;
      for (let i = 0, j = n - 1; i < n; j = i++) if (crosses(px, py, ring[i]!, ring[j]!)) inside = !inside;
      return inside;
    };
  }
  const h = (y1 - y0) / n || 1;
  const slab = (y: number) => Math.min(n - 1, Math.max(0, Math.floor((y - y0) / h)));
  const lists: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const lo = slab(Math.min(ring[i]!.y, ring[j]!.y)), hi = slab(Math.max(ring[i]!.y, ring[j]!.y));
    for (let k = lo; k <= hi; k++) lists[k]!.push(i);
  }
  return (px, py) => {
    if (px < x0 || px > x1 || py < y0 || py > y1) return false;
    let inside = false;
    for (const i of lists[slab(py)]!) if (crosses(px, py, ring[i]!, ring[i === 0 ? n - 1 : i - 1]!)) inside = !inside;
    return inside;
  };
}
