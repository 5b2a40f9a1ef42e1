/**
 * "Why can't I shoot that?" in the Quality Wargame: legalTargets lists every enemy unit on the
 * table a Shoot or a Fight leaves out, with its reason as data.
 */
import { describe, expect, it } from 'vitest';
import { qAvailableActions, qLegalTargets } from '../../../shared/rulesets/quality/legal';
import { qbattle, qid, qrun, qunit } from './fixtures';

const R = 12.5 / 25.4;
const A = qid(0, 'a');
const B = qid(1, 'b');
const one = (uid: string, extra = {}) => qunit(uid, { models: 1, ...extra });

describe('the targets a Quality unit may not attack, with why', () => {
  it('QW.ATTACK.RANGED_RANGE: an enemy 27.2" from a unit whose longest weapon reaches 24" is "out of range by 3.2"', () => {
    const s = qbattle([
      { side: 0, unit: one('a'), at: { x: 24, y: 4 } },
      { side: 1, unit: one('b'), at: { x: 24, y: 4 + 27.2 + 2 * R } },
    ]);
    const t = qLegalTargets(s, A);
    expect(t.shooting).toEqual([{ weapon: 'ranged', targets: [], refused: [{ unitId: B, code: 'out-of-range', message: 'out of range by 3.2"', rule: 'QW.ATTACK.RANGED_RANGE' }] }]);
  });

  it('QW.LOS.NO_FRIENDLY: an enemy in range behind a friendly unit names the friendly unit; enemies never hide it (QW.LOS.ENEMY_UNITS)', () => {
    const s = qbattle([
      { side: 0, unit: one('a'), at: { x: 24, y: 4 } },
      { side: 0, unit: qunit('c', { name: 'Shield Line', models: 5, baseMm: 60 }), at: { x: 24, y: 8 } },
      { side: 1, unit: one('b'), at: { x: 24, y: 14 } },
    ]);
    const refused = qLegalTargets(s, A).shooting[0]!.refused!;
    expect(refused).toEqual([{ unitId: B, code: 'no-line-of-sight', message: 'no line of sight — Shield Line in the way', rule: 'QW.ATTACK.RANGED_RANGE' }]);
  });

  it('QW.AMBIG.LOS_TERRAIN: an enemy in range behind blocking terrain is listed "no line of sight — blocking terrain in the way"', () => {
    const wall = { id: 'w', kind: 'blocking' as const, points: [{ x: 14, y: 8 }, { x: 34, y: 8 }, { x: 34, y: 9 }, { x: 14, y: 9 }] };
    const s = qbattle([
      { side: 0, unit: one('a'), at: { x: 24, y: 4 } },
      { side: 1, unit: one('b'), at: { x: 24, y: 14 } },
    ], [wall]);
    expect(qLegalTargets(s, A).shooting[0]!.refused).toEqual([{ unitId: B, code: 'no-line-of-sight', message: 'no line of sight — blocking terrain in the way', rule: 'QW.ATTACK.RANGED_RANGE' }]);
  });

  it('QW.ACTION.RUN_NO_SHOOT: a unit that Ran has no target, and every enemy is listed "Ran this activation"; the Shoot menu is not offered', () => {
    const s = qbattle([
      { side: 0, unit: one('a'), at: { x: 24, y: 4 } },
      { side: 1, unit: one('b'), at: { x: 24, y: 14 } },
    ]);
    const ran = qrun(s, { type: 'activate', unitId: A, action: 'run' }).state;
    const t = qLegalTargets(ran, A);
    expect(t.shooting[0]!.targets).toEqual([]);
    expect(t.shooting[0]!.refused).toEqual([{ unitId: B, code: 'ran', message: 'Ran this activation', rule: 'QW.ACTION.RUN_NO_SHOOT' }]);
    expect(t.meleeRefused).toEqual([{ unitId: B, code: 'ran', message: 'Ran this activation', rule: 'QW.AMBIG.RUN_COMBAT' }]);
    expect(qAvailableActions(ran, A).map((o) => o.label)).not.toContain('Shoot');
  });

  it('QW.ATTACK.MELEE_RANGE_1: an enemy 4" away cannot be fought: "no model within 1" (out of reach by 3.0")"; the Fight menu is offered to say so', () => {
    const s = qbattle([
      { side: 0, unit: one('a'), at: { x: 24, y: 4 } },
      { side: 1, unit: one('b'), at: { x: 24, y: 4 + 4 + 2 * R } },
    ]);
    const held = qrun(s, { type: 'activate', unitId: A, action: 'hold' }).state;
    expect(qLegalTargets(held, A).melee).toEqual([]);
    expect(qLegalTargets(held, A).meleeRefused).toEqual([{ unitId: B, code: 'out-of-reach', message: 'no model within 1" (out of reach by 3.0")', rule: 'QW.ATTACK.MELEE_RANGE_1' }]);
    expect(qAvailableActions(held, A).find((o) => o.label === 'Fight')?.targets).toEqual([]);
  });

  it('a unit with no ranged weapon has no shooting entry at all', () => {
    const s = qbattle([
      { side: 0, unit: one('a', { weapons: [{ id: 'blade', name: 'Blade', attacks: 1 }] }), at: { x: 24, y: 4 } },
      { side: 1, unit: one('b'), at: { x: 24, y: 14 } },
    ]);
    expect(qLegalTargets(s, A).shooting).toEqual([]);
  });
});
