import { describe, expect, it } from 'vitest';
import { isSimplePolygon } from '../../../shared/geometry/polygon';

describe('a simple outline (a terrain footprint)', () => {
  const poly = (points: [number, number][]) => points.map(([x, y]) => ({ x, y }));

  it('is one whose edges meet only at the corners they share', () => {
    expect(isSimplePolygon(poly([[0, 0], [4, 0], [4, 4], [0, 4]]))).toBe(true);
    expect(isSimplePolygon(poly([[0, 0], [4, 0], [2, 1], [4, 4], [0, 4]]))).toBe(true);
    expect(isSimplePolygon(poly([[0, 0], [1, 0], [0, 1]]))).toBe(true);
  });

  it('is not a bow tie, a corner touching another edge, a fold back, a repeated corner, a flat triangle or a pair of points', () => {
    expect(isSimplePolygon(poly([[0, 0], [4, 4], [4, 0], [0, 4]]))).toBe(false);
    expect(isSimplePolygon(poly([[0, 0], [4, 0], [4, 4], [2, 0], [0, 4]]))).toBe(false);
    expect(isSimplePolygon(poly([[0, 0], [4, 0], [2, 0], [2, 3]]))).toBe(false);
    expect(isSimplePolygon(poly([[0, 0], [4, 0], [4, 0], [0, 4]]))).toBe(false);
    expect(isSimplePolygon(poly([[0, 0], [1, 0], [2, 0]]))).toBe(false);
    expect(isSimplePolygon(poly([[0, 0], [1, 0]]))).toBe(false);
  });
});
