import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  baseShapeFromSpec,
  distanceToPoint,
  inRange,
  mm,
  mmToInches,
  modelDistance,
  nearestPair,
  roundBase,
  unitDistance,
  ROUND_BASE_SIZES_MM,
  type PlacedModel,
} from '../../../shared/geometry/index';
import { hull, inch, round } from './helpers';

describe('measurement', () => {
  it('D10.MEASURE.INCHES: millimetre base sizes become inches (25 mm is 0.984")', () => {
    expect(mmToInches(mm(25.4))).toBe(1);
    expect(roundBase(25)).toEqual({ kind: 'circle', radius: 25 / 2 / 25.4 });
    expect(ROUND_BASE_SIZES_MM).toEqual([25, 28, 32, 40, 50, 60, 80, 100]);
  });

  it('D10.MEASURE.INCHES: base specs from unit profiles convert to shapes (round, oval, hull)', () => {
    expect(baseShapeFromSpec({ shape: 'round', mm: 50.8 })).toEqual({ kind: 'circle', radius: 1 });
    expect(baseShapeFromSpec({ shape: 'oval', widthMm: 25.4, depthMm: 50.8 })).toEqual({ kind: 'oval', rx: 0.5, ry: 1 });
    expect(baseShapeFromSpec({ shape: 'hull', widthMm: 101.6, depthMm: 127 })).toEqual({ kind: 'rect', halfWidth: 2, halfDepth: 2.5 });
  });

  it('D10.MEASURE.CLOSEST_POINTS: two 1" bases 10" apart centre to centre are 9" apart edge to edge', () => {
    expect(modelDistance(inch('a', 0, 0), inch('b', 10, 0))).toBeCloseTo(9, 12);
  });

  it('D10.MEASURE.CLOSEST_POINTS: bases in contact or overlapping are 0" apart, never negative', () => {
    expect(modelDistance(inch('a', 0, 0), inch('b', 1, 0))).toBe(0);
    expect(modelDistance(inch('a', 0, 0), inch('b', 0.3, 0))).toBe(0);
  });

  it('D10.MEASURE.CLOSEST_POINTS: a hull is measured from its nearest edge or corner', () => {
    const tank = hull('t', 0, 0, 2, 3); // 4" wide, 6" long, facing +y
    expect(modelDistance(tank, inch('front', 0, 10))).toBeCloseTo(10 - 3 - 0.5, 9);
    expect(modelDistance(tank, inch('side', 10, 0))).toBeCloseTo(10 - 2 - 0.5, 9);
    expect(modelDistance(tank, inch('corner', 5, 7))).toBeCloseTo(5 - 0.5, 9);
    const turned = hull('t2', 0, 0, 2, 3, Math.PI / 2); // now long along x
    expect(modelDistance(turned, inch('side', 10, 0))).toBeCloseTo(10 - 3 - 0.5, 9);
  });

  it('D10.MEASURE.CLOSEST_POINTS: an oval is measured to its curved rim', () => {
    const oval: PlacedModel = { id: 'o', x: 0, y: 0, facing: 0, shape: { kind: 'oval', rx: 1 as never, ry: 2 as never } };
    expect(modelDistance(oval, inch('ahead', 0, 6))).toBeCloseTo(6 - 2 - 0.5, 2);
    expect(modelDistance(oval, inch('aside', 6, 0))).toBeCloseTo(6 - 1 - 0.5, 2);
  });

  it('D10.MEASURE.ANYTIME: distance to any point of the table can be asked for', () => {
    expect(distanceToPoint(inch('a', 0, 0), { x: 3, y: 4 })).toBeCloseTo(4.5, 12);
    expect(distanceToPoint(inch('a', 0, 0), { x: 0.2, y: 0 })).toBe(0);
  });

  it('D10.RANGE.NEAREST_MODELS: unit to unit is the nearest pair of models', () => {
    const a = [inch('a1', 0, 0), inch('a2', 0, 5)];
    const b = [inch('b1', 20, 0), inch('b2', 8, 5)];
    expect(unitDistance(a, b)).toBeCloseTo(7, 12);
    const pair = nearestPair(a, b)!;
    expect([pair.from.id, pair.to.id]).toEqual(['a2', 'b2']);
  });

  it('D10.RANGE.INCLUSIVE: a target exactly 12.0" away is in range of a 12" weapon', () => {
    const d = modelDistance(round('a', 3.1, 7.7, 32), round('b', 3.1 + 12 + mmToInches(32), 7.7, 32));
    expect(inRange(d, 12)).toBe(true);
  });

  it('D10.RANGE.OUT: 12.01" is out of range of a 12" weapon', () => {
    expect(inRange(modelDistance(inch('a', 0, 0), inch('b', 13.01, 0)), 12)).toBe(false);
  });

  it('D10.RANGE.CHECK_REQUIRED: a unit with no models left is never in range', () => {
    expect(inRange(unitDistance([], [inch('b', 1, 1)]), 1000)).toBe(false);
  });

  const model = fc
    .record({
      x: fc.double({ min: 0, max: 72, noNaN: true }),
      y: fc.double({ min: 0, max: 48, noNaN: true }),
      facing: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
      kind: fc.constantFrom('circle', 'oval', 'rect'),
      a: fc.double({ min: 0.4, max: 3, noNaN: true }),
      b: fc.double({ min: 0.4, max: 3, noNaN: true }),
    })
    .map(({ x, y, facing, kind, a, b }): PlacedModel => ({
      id: 'm',
      x,
      y,
      facing,
      shape:
        kind === 'circle'
          ? { kind, radius: a as never }
          : kind === 'oval'
            ? { kind, rx: a as never, ry: b as never }
            : { kind, halfWidth: a as never, halfDepth: b as never },
    }));

  it('D10.MEASURE.CLOSEST_POINTS: distance is symmetric and never negative (property)', () => {
    fc.assert(
      fc.property(model, model, (a, b) => {
        const ab = modelDistance(a, b), ba = modelDistance(b, a);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(Math.abs(ab - ba)).toBeLessThan(1e-9);
      }),
      { numRuns: 400 },
    );
  });
});
