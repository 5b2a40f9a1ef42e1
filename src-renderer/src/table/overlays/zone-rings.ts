/**
 * The core's reach zones are unions of rings, one per model. To draw one as a single region the
 * rings are given one winding (so the non-zero fill covers the union with no holes), and its
 * outline is only the ring edges that no other ring covers — ten overlapping circles then read
 * as one shape, not a tangle.
 */
import type { Point, Zone } from '../../../../shared/geometry/index';

export function zoneRings(zone: Zone): Point[][] {
  return zone.rings.map((ring) => (area(ring) >= 0 ? ring : [...ring].reverse()));
}

function area(ring: readonly Point[]): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += ring[j]!.x * ring[i]!.y - ring[i]!.x * ring[j]!.y;
  return a / 2;
}

type Box = [number, number, number, number];

/** Edges of the union's boundary, as separate segments [a, b]. */
export function unionOutline(rings: readonly (readonly Point[])[]): [Point, Point][] {
  const boxes: Box[] = rings.map((ring) => {
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const p of ring) {
      if (p.x < minX) minX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.x > maxX) maxX = p.x;
      if (p.y > maxY) maxY = p.y;
    }
    return [minX, minY, maxX, maxY];
  });
  const out: [Point, Point][] = [];
  rings.forEach((ring, r) => {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      let covered = false;
      for (let o = 0; o < rings.length && !covered; o++) {
        if (o === r) continue;
        const box = boxes[o]!;
        if (mid.x < box[0] || mid.x > box[2] || mid.y < box[1] || mid.y > box[3]) continue;
        covered = insideConvex(mid, rings[o]!);
      }
      if (!covered) out.push([a, b]);
    }
  });
  return out;
}

/** The core's rings are convex (a base grown by R), so a same-side test for every edge suffices. */
function insideConvex(p: Point, ring: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const c = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (Math.abs(c) < 1e-12) continue;
    const s = c > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}
