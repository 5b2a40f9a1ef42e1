/**
 * `cohesive` is the quick yes-or-no of `cohesion`: for every formation, of every base shape and both
 * rules, it answers exactly `cohesion(models, rule).ok`, and it is what the engines ask when only
 * the answer matters (casualties, a charge's models placed one by one, a move backed off).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cohesion, cohesive, inches, type BaseShape, type PlacedModel } from '../../../shared/geometry/index';
import { inch } from './helpers';

const shapes: BaseShape[] = [
  { kind: 'circle', radius: inches(0.492) },
  { kind: 'oval', rx: inches(1.181), ry: inches(0.689) },
  { kind: 'rect', halfWidth: inches(0.984), halfDepth: inches(1.969) },
];

describe('cohesive', () => {
  it('D10.COHESION.SQUARE_6 / D10.COHESION.LINK_1 / BF.MOVE.COHERENCY_2IN / BF.MOVE.MAX_SPREAD_6IN: answers exactly what cohesion(...).ok answers, for round, oval and hull bases turned any way', () => {
    const model = fc.record({
      x: fc.double({ min: 10, max: 17, noNaN: true }),
      y: fc.double({ min: 10, max: 17, noNaN: true }),
      facing: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
    });
    let held = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.constantFrom('square' as const, 'spread' as const), fc.array(model, { minLength: 0, maxLength: 7 }), (kind, rule, spots) => {
        const models: PlacedModel[] = spots.map((p, i) => ({ id: `m${i}`, ...p, shape: shapes[kind]! }));
        const ok = cohesion(models, rule).ok;
        expect(cohesive(models, rule)).toBe(ok);
        if (ok) held++;
      }),
      { numRuns: 600, seed: 11 },
    );
    expect(held).toBeGreaterThan(30);
  });

  it('D10.AMBIG.COHESION: on the edge of the square — a block exactly 6" across holds, 6.1" does not, and a line turned any way gets cohesion\'s answer', () => {
    const tight = [0.5, 1.75, 3, 4.25, 5.5].flatMap((x, i) => [0.5, 1.75, 3, 4.25, 5.5].map((y, j) => inch(`m${i}${j}`, x, y)));
    expect(cohesive(tight, 'square')).toBe(true);
    const wide = [0.5, 1.775, 3.05, 4.325, 5.6].flatMap((x, i) => [0.5, 1.75, 3, 4.25, 5.5].map((y, j) => inch(`m${i}${j}`, x, y)));
    expect(cohesive(wide, 'square')).toBe(false);
    // Seven touching bases in a line (7" long, so the square must be turned to hold them), laid at several angles.
    for (const turn of [0.003, 0.5, 0.7853981633974483]) {
      const line = Array.from({ length: 7 }, (_, i) => inch(`m${i}`, 10 + i * Math.cos(turn), 10 + i * Math.sin(turn)));
      expect(cohesive(line, 'square')).toBe(cohesion(line, 'square').ok);
    }
  });
});
