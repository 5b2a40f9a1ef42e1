import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../../../shared/geometry/polygon';
import { type PlanTerrain, terrainLabelPoint, terrainOutline } from '../../../src-renderer/src/plan/plan';

const piece = (points: [number, number][], x = 20, y = 20, rotation = 0): PlanTerrain => ({ id: 't1', kind: 'ruins', x, y, rotation, points });
const onPiece = (p: PlanTerrain, at: { x: number; y: number }) => pointInPolygon(at, terrainOutline(p).map(([x, y]) => ({ x, y })));

describe('where a terrain piece is named', () => {
  it('at its centre while the centre is on the piece', () => {
    const box = piece([[-3, -2], [3, -2], [3, 2], [-3, 2]]);
    expect(terrainLabelPoint(box)).toEqual({ x: 20, y: 20 });
  });

  it('on the widest part of its row when a reshape leaves the centre off the piece (a C shape)', () => {
    // A C opening to the right: the centre (0, 0) is in the gap; the back of the C is x −4…−2.
    const c = piece([[-4, -4], [4, -4], [4, -2], [-2, -2], [-2, 2], [4, 2], [4, 4], [-4, 4]]);
    const at = terrainLabelPoint(c);
    expect(onPiece(c, { x: 20, y: 20 })).toBe(false);
    expect(at).toEqual({ x: 17, y: 20 });
    expect(onPiece(c, at)).toBe(true);
  });

  it('on the piece after it is turned', () => {
    const c = piece([[-4, -4], [4, -4], [4, -2], [-2, -2], [-2, 2], [4, 2], [4, 4], [-4, 4]], 20, 20, 90);
    const at = terrainLabelPoint(c);
    expect(onPiece(c, at)).toBe(true);
  });
});
