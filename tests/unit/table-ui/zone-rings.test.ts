import { describe, expect, it } from 'vitest';
import { rangeZone, roundBase } from '../../../shared/geometry/index';
import { unionOutline, zoneRings } from '../../../src-renderer/src/table/overlays/zone-rings';

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
});
