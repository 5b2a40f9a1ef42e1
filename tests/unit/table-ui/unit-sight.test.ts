import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTableIndex, roundBase, unitLineOfSight, type TableUnit, type TerrainPiece } from '../../../shared/geometry/index';
import { UnitSightSearch } from '../../../src-renderer/src/table/overlays/unit-sight';
import { D10_TABLE } from '../../support/table-rules';

const wall: TerrainPiece = {
  id: 'w',
  kind: 'wall',
  polygon: [
    { x: 9, y: 11.7 },
    { x: 15, y: 11.7 },
    { x: 15, y: 12.3 },
    { x: 9, y: 12.3 },
  ],
  blocksSight: true,
  impassable: true,
  difficult: false,
  cover: 'hard',
};

const unit = (id: string, side: 0 | 1, points: [number, number][]): TableUnit => ({
  id,
  side,
  models: points.map(([x, y], i) => ({ id: `${id}#${i}`, x, y, facing: 0, shape: roundBase(25) })),
});

const spot = fc.tuple(fc.double({ min: 1, max: 23, noNaN: true }), fc.double({ min: 1, max: 23, noNaN: true }));

function searched(index: ReturnType<typeof buildTableIndex>, a: TableUnit, b: TableUnit) {
  const search = new UnitSightSearch(a, b);
  let steps = 0;
  while (!search.step(index)) steps++;
  return { result: search.result!, steps };
}

describe('line of sight searched a pair at a time, for the drag', () => {
  it('D10.AMBIG.LOS_UNIT: answers exactly as the rules core’s unit-to-unit line of sight', () => {
    fc.assert(
      fc.property(fc.array(spot, { minLength: 1, maxLength: 4 }), fc.array(spot, { minLength: 1, maxLength: 4 }), fc.array(spot, { maxLength: 3 }), (a, b, c) => {
        const shooter = unit('a', 0, a);
        const target = unit('b', 1, b);
        const other = unit('c', 1, c);
        const index = buildTableIndex({ width: 24, height: 24, terrain: [wall], units: [shooter, target, other] });
        const expected = unitLineOfSight(index, shooter, target, { rules: D10_TABLE });
        const { result } = searched(index, shooter, target);
        expect(result.status).toBe(expected.status);
        expect(result.visible).toBeCloseTo(expected.visible, 12);
      }),
      { numRuns: 150, seed: 6 },
    );
  });

  it('D10.LOS.BLOCKING_TERRAIN: a model behind the wall is blocked, after every pair is examined', () => {
    const shooter = unit('a', 0, [[12, 10]]);
    const target = unit('b', 1, [[12, 14], [12.5, 15.5]]);
    const index = buildTableIndex({ width: 24, height: 24, terrain: [wall], units: [shooter, target] });
    const { result, steps } = searched(index, shooter, target);
    expect(result.status).toBe('blocked');
    expect(steps).toBe(1);
  });

  it('D10.LOS.CLEAR: stops at the first fully visible target model', () => {
    const shooter = unit('a', 0, [[3, 3], [4.5, 3]]);
    const target = unit('b', 1, [[3, 8], [4.5, 8], [6, 8]]);
    const index = buildTableIndex({ width: 24, height: 24, terrain: [], units: [shooter, target] });
    const { result, steps } = searched(index, shooter, target);
    expect(result.status).toBe('clear');
    expect(result.visible).toBe(1);
    expect(steps).toBe(0);
  });
});
