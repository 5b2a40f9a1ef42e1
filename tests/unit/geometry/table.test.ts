/**
 * The table index's gathering for line of sight (`modelsNear`) passes whole units over when they
 * lie far from the line; it must still find exactly the bases a check of every base would.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PlacedModel, Point } from '../../../shared/geometry/index';
import type { BBox } from '../../../shared/geometry/polygon';
import { boundingRadius } from '../../../shared/geometry/shapes';
import { type TableIndex, type TableUnit, spreadOf } from '../../../shared/geometry/table';
import { hull, indexOf, round, unit } from './helpers';

/** Every base of a unit `blocks` lets through, one by one: its circle within R of the segment a–b and its box meeting `box`. */
function everyBaseNear(index: TableIndex, a: Point, b: Point, R: number, box: BBox, blocks: (unit: TableUnit) => boolean): number[] {
  const dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy;
  const near: number[] = [];
  index.models.forEach(({ model, unit, bbox }, i) => {
    if (!blocks(unit) || bbox[0] > box[2] || bbox[2] < box[0] || bbox[1] > box[3] || bbox[3] < box[1]) return;
    let t = l2 > 0 ? ((model.x - a.x) * dx + (model.y - a.y) * dy) / l2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const ex = model.x - (a.x + t * dx), ey = model.y - (a.y + t * dy), reach = R + boundingRadius(model.shape);
    if (ex * ex + ey * ey <= reach * reach) near.push(i);
  });
  return near;
}

const baseArb = fc.record({
  x: fc.double({ min: 0, max: 48, noNaN: true }),
  y: fc.double({ min: 0, max: 48, noNaN: true }),
  kind: fc.constantFrom('round', 'big', 'hull'),
  facing: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
});

const modelOf = ({ x, y, kind, facing }: { x: number; y: number; kind: string; facing: number }, id: string): PlacedModel =>
  kind === 'hull' ? hull(id, x, y, 1, 1.6, facing) : round(id, x, y, kind === 'big' ? 60 : 25, facing);

describe('table index', () => {
  it('D10.LOS.UNITS_OBSTRUCT: the bases gathered between two units are exactly those a check of every base finds (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(baseArb, { maxLength: 6 }), { minLength: 2, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        fc.double({ min: 0, max: 6, noNaN: true }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (specs, i, j, pad, counted) => {
          const units = specs.map((models, u) => unit(`U${u}`, (u % 2) as 0 | 1, models.map((m, k) => modelOf(m, `u${u}m${k}`))));
          const index = indexOf(units);
          const from = units[i % units.length]!.models, to = units[j % units.length]!.models;
          if (from.length === 0 || to.length === 0) return;
          // As line of sight asks: the segment between the units' centroids, wide enough to hold both.
          const a = spreadOf(from), b = spreadOf(to), R = Math.max(a.r, b.r) + pad;
          const box: BBox = [Math.min(a.x, b.x) - R, Math.min(a.y, b.y) - R, Math.max(a.x, b.x) + R, Math.max(a.y, b.y) + R];
          // In the table's order, whatever order the R-tree finds the units in; as the rules count
          // units (every one, or some), their bases are left out or kept together.
          const every = () => true, some = (u: TableUnit) => counted[Number(u.id.slice(1))]!;
          for (const blocks of [every, some])
            expect(index.modelsNear(a, b, R, box, blocks)).toEqual(everyBaseNear(index, a, b, R, box, blocks));
          // A box that cuts the capsule short keeps only the bases it meets.
          const cut: BBox = [box[0], box[1], (box[0] + box[2]) / 2, box[3]];
          expect(index.modelsNear(a, b, R, cut, every)).toEqual(everyBaseNear(index, a, b, R, cut, every));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('D10.LOS.UNITS_OBSTRUCT: two units a hair apart still find each other between them (once-failing case)', () => {
    // The segment between their centroids is so short that its squared length is the smallest
    // number a double holds, and one over it is infinite.
    const units = [unit('U0', 0, [round('a', 0, 0)]), unit('U1', 1, []), unit('U2', 0, [round('b', 0, 1.5717277847026288e-162)])];
    const index = indexOf(units);
    const a = spreadOf(units[0]!.models), b = spreadOf(units[2]!.models), R = Math.max(a.r, b.r);
    expect(index.modelsNear(a, b, R, [-R, -R, R, R], () => true)).toEqual([0, 1]);
  });
});
