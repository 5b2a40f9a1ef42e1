/**
 * "Why can't I shoot that?": legalTargets lists every enemy unit on the table that a profile or a
 * charge leaves out, with its reason as data, beside the targets it offers.
 */
import { describe, expect, it } from 'vitest';
import { legalTargets } from '../../../shared/rulesets/d10-wargame/legal';
import type { D10State } from '../../../shared/rulesets/d10-wargame/state';
import { battle, id, knife, lasgun, unit } from '../game/fixtures';

const R = 12.5 / 25.4; // a 25 mm base's radius, in inches
const shooter = () => unit({ uid: 'vets', name: 'Veteran Squad', models: 1, weapons: [lasgun(1), knife(1)] });
const target = (uid: string, name: string) => unit({ uid, name, models: 1 });
const A = id(0, 'vets');

/** The shooter at (24, 6) and each enemy up the table, `dx` across, with this gap between the bases. */
function lineUp(...gaps: [string, string, number, number?][]): D10State {
  return battle([
    { side: 0, unit: shooter(), at: { x: 24, y: 6 } },
    ...gaps.map(([uid, name, gap, dx = 0]) => ({ side: 1 as const, unit: target(uid, name), at: { x: 24 + dx, y: 6 + Math.sqrt((gap + 2 * R) ** 2 - dx ** 2) } })),
  ]);
}

const refusedBy = (s: D10State, unitId: string) => legalTargets(s, A).shooting.find((w) => w.weapon === 'lasgun')!.refused!.find((r) => r.unitId === unitId);

describe('the targets a D10 unit may not shoot at, with why', () => {
  it('D10.RANGE.OUT: an enemy 27.2" away from a 24" Lasgun is listed "out of range by 3.2"", not offered', () => {
    const s = lineUp(['far', 'Raider Mob', 27.2]);
    const lasguns = legalTargets(s, A).shooting.find((w) => w.weapon === 'lasgun')!;
    expect(lasguns.targets).toEqual([]);
    expect(refusedBy(s, id(1, 'far'))).toEqual({ unitId: id(1, 'far'), code: 'out-of-range', message: 'out of range by 3.2"', rule: 'D10.RANGE.OUT' });
  });

  it('D10.RANGE.INCLUSIVE: an enemy exactly 24" away is offered and not listed as refused; one 24.04" away is out "by 0.1"", never "by 0.0"', () => {
    const s = lineUp(['edge', 'Edge Mob', 24], ['over', 'Over Mob', 24.04, 6]);
    const lasguns = legalTargets(s, A).shooting[0]!;
    expect(lasguns.targets).toContain(id(1, 'edge'));
    expect(lasguns.refused!.map((r) => r.unitId)).not.toContain(id(1, 'edge'));
    expect(refusedBy(s, id(1, 'over'))?.message).toBe('out of range by 0.1"');
  });

  it('D10.LOS.REQUIRED and D10.LOS.BLOCKING_TERRAIN: an enemy behind a wall is listed "no line of sight — blocking terrain in the way"', () => {
    const s = lineUp(['hidden', 'Raider Mob', 10]);
    s.table.terrain = [{ id: 'wall', kind: 'blocking', points: [{ x: 18, y: 11 }, { x: 30, y: 11 }, { x: 30, y: 12 }, { x: 18, y: 12 }] }];
    expect(refusedBy(s, id(1, 'hidden'))).toEqual({ unitId: id(1, 'hidden'), code: 'no-line-of-sight', message: 'no line of sight — blocking terrain in the way', rule: 'D10.LOS.REQUIRED' });
  });

  it('D10.LOS.UNITS_OBSTRUCT: an enemy hidden behind another unit names that unit', () => {
    const s = battle([
      { side: 0, unit: shooter(), at: { x: 24, y: 6 } },
      { side: 0, unit: { ...unit({ uid: 'wall', name: 'Shield Wall', models: 3 }), base: { shape: 'round', mm: 60 } }, at: { x: 24, y: 10 } },
      { side: 1, unit: target('hidden', 'Raider Mob'), at: { x: 24, y: 16 } },
    ]);
    const reason = refusedBy(s, id(1, 'hidden'));
    expect(reason?.code).toBe('no-line-of-sight');
    expect(reason?.message).toBe('no line of sight — Shield Wall in the way');
  });

  it('D10.ACT.NO_SHOOT_AFTER_ADVANCE: after an Advance no profile has a target, and every enemy is listed "Advanced this activation"', () => {
    const s = lineUp(['near', 'Raider Mob', 6], ['far', 'Boar Riders', 30, 6]);
    s.activation = { unitId: A, step: 'shooting', advanced: true };
    for (const w of legalTargets(s, A).shooting) {
      expect(w.targets).toEqual([]);
      expect(w.refused!.map((r) => [r.unitId, r.code, r.message, r.rule])).toEqual([
        [id(1, 'near'), 'advanced', 'Advanced this activation', 'D10.ACT.NO_SHOOT_AFTER_ADVANCE'],
        [id(1, 'far'), 'advanced', 'Advanced this activation', 'D10.ACT.NO_SHOOT_AFTER_ADVANCE'],
      ]);
    }
  });

  it('D10.MELEE.CHARGE_RANGE_6: an enemy 9.2" away is listed "out of charge reach by 3.2"", one 5" away is offered', () => {
    const s = lineUp(['near', 'Raider Mob', 5], ['far', 'Boar Riders', 9.2, 6]);
    const t = legalTargets(s, A);
    expect(t.charge).toEqual([id(1, 'near')]);
    expect(t.chargeRefused).toEqual([{ unitId: id(1, 'far'), code: 'out-of-reach', message: 'out of charge reach by 3.2"', rule: 'D10.MELEE.CHARGE_RANGE_6' }]);
  });

  it('D10.MELEE.STRAIGHT_LINE: an enemy within reach behind a wall is listed "no straight path"', () => {
    const s = lineUp(['hidden', 'Raider Mob', 4]);
    s.table.terrain = [{ id: 'wall', kind: 'blocking', points: [{ x: 14, y: 8 }, { x: 34, y: 8 }, { x: 34, y: 9 }, { x: 14, y: 9 }] }];
    expect(legalTargets(s, A).chargeRefused).toEqual([
      { unitId: id(1, 'hidden'), code: 'charge-blocked', message: 'no straight path — blocking terrain or another unit in the way', rule: 'D10.MELEE.STRAIGHT_LINE' },
    ]);
  });

  it('lists only enemy units on the table: friends and units in reserve or destroyed are never "refused"', () => {
    const s = lineUp(['far', 'Raider Mob', 40], ['gone', 'Boar Riders', 10, 6]);
    s.units[id(1, 'gone')]!.status = 'destroyed';
    const t = legalTargets(s, A);
    expect(t.shooting[0]!.refused!.map((r) => r.unitId)).toEqual([id(1, 'far')]);
    expect(t.chargeRefused!.map((r) => r.unitId)).toEqual([id(1, 'far')]);
  });
});
