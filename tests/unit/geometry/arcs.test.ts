import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ARCS, arcBoundaries, arcOf, arcSector, arcsSpanned } from '../../../shared/geometry/index';
import { arcOfAngle } from '../../../shared/geometry/arcs';
import { hull, inch } from './helpers';

describe('arcs', () => {
  const tank = hull('t', 20, 20, 2, 3); // facing +y

  it('BF.ARC.FOUR: a target dead ahead, to either side and behind falls in front, right, left and rear', () => {
    expect(arcOf(tank, inch('a', 20, 30))).toBe('front');
    expect(arcOf(tank, inch('b', 30, 20))).toBe('right');
    expect(arcOf(tank, inch('c', 10, 20))).toBe('left');
    expect(arcOf(tank, inch('d', 20, 10))).toBe('rear');
  });

  it('BF.ARC.FOUR: arcs turn with the facing (facing +x puts +y on the left)', () => {
    const turned = hull('t', 20, 20, 2, 3, Math.PI / 2);
    expect(arcOf(turned, inch('a', 30, 20))).toBe('front');
    expect(arcOf(turned, inch('b', 20, 30))).toBe('left');
  });

  it('BF.ARC.BEST_FOR_SHOOTER: a target straddling the front-right line counts in the front arc', () => {
    const straddling = inch('s', 30, 30); // exactly on the 45° boundary
    expect(arcsSpanned(tank, straddling)).toEqual(['front', 'right']);
    expect(arcOf(tank, straddling)).toBe('front');
    expect(arcOf(tank, straddling, ['rear', 'right', 'left', 'front'])).toBe('right');
  });

  it('BF.ARC.BEST_FOR_SHOOTER: a target overlapping the observer spans every arc', () => {
    expect(arcsSpanned(inch('o', 0, 0), inch('x', 0.5, 0))).toEqual([...ARCS]);
  });

  it('BF.ARC.FRONT_AGREED: the arc boundaries and sectors for drawing start at the model\'s centre', () => {
    const rays = arcBoundaries(tank, 10);
    expect(rays).toHaveLength(4);
    expect(rays[0]![1].x).toBeCloseTo(20 + 10 * Math.SQRT1_2, 9);
    expect(rays[0]![1].y).toBeCloseTo(20 + 10 * Math.SQRT1_2, 9);
    const front = arcSector(tank, 'front', 10);
    expect(front[0]).toEqual({ x: 20, y: 20 });
    expect(front.slice(1).every((p) => p.y > 20)).toBe(true);
  });

  it('BF.ARC.FOUR: the four arcs cover every direction exactly once (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), (angle) => {
        const arc = arcOfAngle(angle);
        expect(ARCS.filter((a) => a === arc)).toHaveLength(1);
        // The boundaries belong to exactly one arc too: each arc takes its clockwise-first edge.
        for (const b of [-3, -1, 1, 3].map((k) => (k * Math.PI) / 4)) expect(ARCS).toContain(arcOfAngle(b));
      }),
      { numRuns: 500 },
    );
    expect([0, Math.PI / 4, Math.PI / 2, (3 * Math.PI) / 4, Math.PI, -Math.PI / 4, -(3 * Math.PI) / 4].map(arcOfAngle)).toEqual([
      'front',
      'right',
      'right',
      'rear',
      'rear',
      'front',
      'left',
    ]);
  });
});
