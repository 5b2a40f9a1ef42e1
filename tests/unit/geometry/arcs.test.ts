import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ARCS, arcBoundaries, arcOf, arcSector, arcsSpanned, modelDistance, mountPoint, weaponCanTarget } from '../../../shared/geometry/index';
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

  it('BF.ARC.MEASURE_FROM_MOUNT: a mounted weapon measures range from its mount, which turns with the hull', () => {
    const turret = { right: 0, ahead: 2.5 };
    expect(mountPoint(tank, turret)).toEqual({ x: 20, y: 22.5 });
    const ahead = inch('f', 20, 34);
    // The hull's edge is 10.5" away, the turret 11": a 10.75" gun on the turret is out of range.
    expect(modelDistance(tank, ahead)).toBeCloseTo(10.5, 9);
    const short = weaponCanTarget(tank, { mount: turret, arcs: ['front'], range: 10.75 }, [ahead]);
    expect(short).toMatchObject({ ok: false, modelId: 'f', arc: 'front' });
    expect(short.distance).toBeCloseTo(11, 9);
    expect(short.reason).toContain('range');
    expect(weaponCanTarget(tank, { mount: turret, arcs: ['front'], range: 11 }, [ahead]).ok).toBe(true);
    // Turned to face +x, the turret sits on the +x side and the right flank faces −y.
    const turned = hull('t', 20, 20, 2, 3, Math.PI / 2);
    const p = mountPoint(turned, turret), q = mountPoint(turned, { right: 2, ahead: 0 });
    expect([p.x, p.y, q.x, q.y].map((v) => Math.round(v * 1e9) / 1e9)).toEqual([22.5, 20, 20, 18]);
    expect(weaponCanTarget(turned, { mount: turret, arcs: ['front'], range: 11 }, [inch('g', 34, 20)]).distance).toBeCloseTo(11, 9);
  });

  it('BF.ARC.MEASURE_FROM_MOUNT: arcs are laid out about the mount — a target right of the hull\'s centre is ahead of its right sponson', () => {
    const target = inch('x', 27, 26);
    expect(arcsSpanned(tank, target)).toEqual(['right']);
    const sponson = { right: 2, ahead: 0 };
    expect(weaponCanTarget(tank, { mount: sponson, arcs: ['front'] }, [target])).toMatchObject({ ok: true, arc: 'front', modelId: 'x' });
    expect(weaponCanTarget(tank, { mount: { right: 0, ahead: 0 }, arcs: ['front'] }, [target])).toMatchObject({ ok: false, arc: 'right' });
  });

  it('BF.ARC.WEAPON_ARC: a mounted weapon may only target a unit inside the arcs it is allowed', () => {
    const turret = { right: 0, ahead: 2.5 };
    const behind = inch('r', 20, 10);
    const forward = { mount: turret, arcs: ['front'] as const };
    const refused = weaponCanTarget(tank, forward, [behind]);
    expect(refused).toMatchObject({ ok: false, modelId: 'r', arc: 'rear' });
    expect(refused.reason).toContain('arc');
    expect(weaponCanTarget(tank, { mount: turret, arcs: ['rear'] }, [behind])).toMatchObject({ ok: true, arc: 'rear' });
    expect(weaponCanTarget(tank, { mount: turret, arcs: ARCS }, [behind]).ok).toBe(true);
    // A unit counts when one of its models is in an allowed arc; the answer names that model.
    expect(weaponCanTarget(tank, forward, [behind, inch('f', 21, 40)])).toMatchObject({ ok: true, modelId: 'f', arc: 'front' });
    // BF.ARC.BEST_FOR_SHOOTER: a target on the front-right line of the mount counts in either arc.
    const straddling = inch('s', 30, 32.5);
    expect(weaponCanTarget(tank, { mount: turret, arcs: ['right'] }, [straddling])).toMatchObject({ ok: true, arc: 'right' });
    expect(weaponCanTarget(tank, { mount: turret, arcs: ['left', 'rear'] }, [straddling]).ok).toBe(false);
  });
});
