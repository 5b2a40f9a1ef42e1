import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Point, type TerrainPiece, moveZone, rangeZone, roundBase } from '../../../shared/geometry/index';
import { pointBoundaryDistance, pointInPolygon, polygonBBox } from '../../../shared/geometry/polygon';
import { unionOutline, zoneRings } from '../../../shared/geometry/zone-rings';

const model = (x: number, y: number) => ({ id: `m${x}`, x, y, facing: 0, shape: roundBase(25) });

describe('drawing a reach zone as one region', () => {
  it('keeps only the edges no other ring covers, so overlapping rings read as one outline', () => {
    const zone = rangeZone([model(10, 10), model(11, 10)], 12);
    const rings = zoneRings(zone);
    const all = rings.reduce((n, r) => n + r.length, 0);
    const outline = unionOutline(rings);
    expect(outline.length).toBeGreaterThan(all / 4);
    expect(outline.length).toBeLessThan(all);
    // Every kept edge lies on the union's boundary: about R + base radius from the nearer model.
    for (const [a] of outline) {
      const d = Math.min(Math.hypot(a.x - 10, a.y - 10), Math.hypot(a.x - 11, a.y - 10));
      expect(d).toBeGreaterThan(12);
    }
  });

  it('gives every ring the same winding, so the non-zero fill leaves no holes', () => {
    const rings = zoneRings({ rings: [[{ x: 0, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 0 }], [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }]] });
    const area = (r: { x: number; y: number }[]) => r.reduce((s, p, i) => s + p.x * r[(i + 1) % r.length]!.y - r[(i + 1) % r.length]!.x * p.y, 0);
    expect(Math.sign(area(rings[0]!))).toBe(Math.sign(area(rings[1]!)));
  });

  it('outlines the union of non-convex rings: edges are cut where rings cross, and only the outer parts kept', () => {
    const P = (x: number, y: number) => ({ x, y });
    const ell = [P(0, 0), P(6, 0), P(6, 2), P(2, 2), P(2, 6), P(0, 6)];
    const square = [P(1, 1), P(4, 1), P(4, 4), P(1, 4)];
    const outline = unionOutline(zoneRings({ rings: [ell, square] }));
    // The union is the ell with the square's corner in its notch: (0,0) (6,0) (6,2) (4,2) (4,4) (2,4) (2,6) (0,6).
    const length = outline.reduce((s, [a, b]) => s + Math.hypot(b.x - a.x, b.y - a.y), 0);
    expect(length).toBeCloseTo(24, 9);
    const inUnion = (p: { x: number; y: number }) =>
      (p.x > 0 && p.x < 6 && p.y > 0 && p.y < 2) || (p.x > 0 && p.x < 2 && p.y > 0 && p.y < 6) || (p.x > 1 && p.x < 4 && p.y > 1 && p.y < 4);
    for (const [a, b] of outline) {
      const m = P((a.x + b.x) / 2, (a.y + b.y) / 2);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      const nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len;
      // One side of every kept piece is inside the union and the other outside.
      expect(inUnion(P(m.x + 1e-3 * nx, m.y + 1e-3 * ny))).not.toBe(inUnion(P(m.x - 1e-3 * nx, m.y - 1e-3 * ny)));
    }
  });

  it('D10.TERRAIN.MEASURE_AROUND: the outline of a reach zone around terrain is, piece for piece, the one found by cutting every edge against every other', () => {
    const piece = fc.record({ x: fc.double({ min: 4, max: 26, noNaN: true }), y: fc.double({ min: 4, max: 26, noNaN: true }), w: fc.double({ min: 0.3, max: 7, noNaN: true }), h: fc.double({ min: 0.3, max: 7, noNaN: true }), turn: fc.double({ min: 0, max: 3, noNaN: true }), difficult: fc.boolean() });
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 4 }), fc.constantFrom(6, 12), (ps, count, allowance) => {
        const terrain: TerrainPiece[] = ps.map((p, i) => ({ id: `t${i}`, kind: p.difficult ? 'forest' : 'building', polygon: turned(p), blocksSight: !p.difficult, impassable: !p.difficult, difficult: p.difficult, cover: 'hard' }));
        const models = Array.from({ length: count }, (_, i) => model(15 + i * 1.1, 15));
        const rings = zoneRings(moveZone(models, allowance, { terrain }));
        expect(outlineDifference(unionOutline(rings), bruteOutline(rings), rings)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  it('outlines any heap of rings as cutting every edge against every other does, touching and overlapping ones too', () => {
    // Corners on a coarse lattice, so rings share corners, run along each other and cross at corners.
    const corner = fc.record({ x: fc.integer({ min: 0, max: 12 }), y: fc.integer({ min: 0, max: 12 }) });
    const ring = fc.oneof(
      fc.tuple(corner, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })).map(([c, w, h]) => [c, { x: c.x + w, y: c.y }, { x: c.x + w, y: c.y + h }, { x: c.x, y: c.y + h }]),
      fc.tuple(corner, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 3, max: 40 })).map(([c, r, n]) => Array.from({ length: n }, (_, i) => ({ x: c.x + r * Math.cos((2 * Math.PI * i) / n), y: c.y + r * Math.sin((2 * Math.PI * i) / n) }))),
    );
    fc.assert(
      fc.property(fc.array(ring, { minLength: 1, maxLength: 40 }), (heap) => {
        const rings = zoneRings({ rings: heap });
        expect(outlineDifference(unionOutline(rings), bruteOutline(rings), rings)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * The segments drawn by one outline and not the other, leaving out those lying along edges of two
 * rings at once: there the rings share a border (strips of two bases along one wall), each piece's
 * midpoint is on the other ring's edge, and whether it counts as inside is down to rounding.
 */
function outlineDifference(a: [Point, Point][], b: [Point, Point][], rings: readonly (readonly Point[])[]): [Point, Point][] {
  const key = ([p, q]: [Point, Point]) => `${p.x},${p.y},${q.x},${q.y}`;
  const inA = new Set(a.map(key)), inB = new Set(b.map(key));
  const shared = ([p, q]: [Point, Point]) => {
    const m = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    return rings.filter((ring) => ring.length >= 3 && pointBoundaryDistance(m, ring) < 1e-9).length >= 2;
  };
  return [...a.filter((s) => !inB.has(key(s))), ...b.filter((s) => !inA.has(key(s)))].filter((s) => !shared(s));
}

/** A box of w × h about its corner (x, y), turned by `turn` radians. */
function turned(p: { x: number; y: number; w: number; h: number; turn: number }): Point[] {
  const c = Math.cos(p.turn), s = Math.sin(p.turn);
  return [
    [0, 0],
    [p.w, 0],
    [p.w, p.h],
    [0, p.h],
  ].map(([u, v]) => ({ x: p.x + u! * c - v! * s, y: p.y + u! * s + v! * c }));
}

/**
 * The outline by brute force, as unionOutline worked it out before it learned to skip buried
 * edges: every edge cut where any other ring's edge crosses it, every piece kept whose midpoint no
 * other ring holds, neighbouring kept pieces of an edge joined.
 */
function bruteOutline(rings: readonly (readonly Point[])[]): [Point, Point][] {
  // Boxes only pass over rings that cannot meet an edge or hold a point; they change no answer.
  const boxes = rings.map((ring) => polygonBBox(ring));
  const apart = (r: number, x0: number, y0: number, x1: number, y1: number) => boxes[r]![0] > x1 || boxes[r]![2] < x0 || boxes[r]![1] > y1 || boxes[r]![3] < y0;
  const out: [Point, Point][] = [];
  rings.forEach((ring, own) => {
    if (ring.length < 3) return;
    ring.forEach((a, i) => {
      const b = ring[(i + 1) % ring.length]!;
      const dx = b.x - a.x, dy = b.y - a.y;
      const cuts = [0, 1];
      rings.forEach((other, r) => {
        if (r === own || other.length < 3 || apart(r, Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y))) return;
        other.forEach((c, k) => {
          const d = other[(k + 1) % other.length]!;
          const ex = d.x - c.x, ey = d.y - c.y;
          const den = dx * ey - dy * ex;
          if (Math.abs(den) < 1e-15) return;
          const sx = c.x - a.x, sy = c.y - a.y;
          const t = (sx * ey - sy * ex) / den, u = (sx * dy - sy * dx) / den;
          if (t > 0 && t < 1 && u >= 0 && u <= 1) cuts.push(t);
        });
      });
      cuts.sort((p, q) => p - q);
      const len = Math.hypot(dx, dy);
      let open: [Point, Point] | undefined;
      for (let k = 1; k < cuts.length; k++) {
        const t0 = cuts[k - 1]!, t1 = cuts[k]!;
        if ((t1 - t0) * len < 1e-9) continue;
        const m = { x: a.x + ((t0 + t1) / 2) * dx, y: a.y + ((t0 + t1) / 2) * dy };
        if (rings.some((other, r) => r !== own && other.length >= 3 && !apart(r, m.x, m.y, m.x, m.y) && pointInPolygon(m, other))) {
          open = undefined;
          continue;
        }
        const end = { x: a.x + t1 * dx, y: a.y + t1 * dy };
        if (open) open[1] = end;
        else out.push((open = [{ x: a.x + t0 * dx, y: a.y + t0 * dy }, end]));
      }
    });
  });
  return out;
}
