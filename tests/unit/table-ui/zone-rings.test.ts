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
});
