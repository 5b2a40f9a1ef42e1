import { describe, expect, it } from 'vitest';
import { attackOdds, d10AttackDistributions } from '../../../shared/rulesets/d10-wargame/odds';

// A sure wound does not exist in d10-wargame (natural 1s), so the tests below compute each
// outcome from the wound distribution they expect and compare with the DP.
const wound = 0.9 * 0.9; // 2+ to hit, Defense 10+ fails 90%
const spec = { attacks: 3, skill: 2, defense: 10 };
const woundsOf = d10AttackDistributions(spec).wounds;

describe('d10-wargame wounds on a target unit', () => {
  it('D10.SHOOT.DEFENSE: the wound distribution is binomial in the per-die wound chance', () => {
    expect(woundsOf[3]).toBeCloseTo(wound ** 3, 12);
    expect(woundsOf[0]).toBeCloseTo((1 - wound) ** 3, 12);
  });

  it('D10.WOUND.SINGLE: every wound on single-wound models removes one model', () => {
    const odds = attackOdds({ ...spec, target: { models: 5 } });
    for (let k = 0; k <= 3; k++) expect(odds.modelsRemoved[k]).toBeCloseTo(woundsOf[k]!, 12);
    expect(odds.modelsRemoved[4]).toBe(0);
    expect(odds.destroy).toBe(0);
  });

  it('D10.WOUND.MULTI: a 2-wound model is removed when its tokens reach 2 (3 wounds → 1 removed, 1 damaged)', () => {
    const odds = attackOdds({ ...spec, target: { models: 3, woundsPerModel: 2 } });
    expect(odds.modelsRemoved[0]).toBeCloseTo(woundsOf[0]! + woundsOf[1]!, 12);
    expect(odds.modelsRemoved[1]).toBeCloseTo(woundsOf[2]! + woundsOf[3]!, 12);
    expect(odds.expected.modelsRemoved).toBeCloseTo(woundsOf[2]! + woundsOf[3]!, 12);
  });

  it('D10.WOUND.MULTI: wounds finish the damaged model first (D10.AMBIG.WOUNDS: 1 token on a 3-wound model)', () => {
    const odds = attackOdds({ ...spec, target: { models: 2, woundsPerModel: 3, woundsAlreadyOnDamagedModel: 1 } });
    // 2 wounds finish the damaged model; 3 more would be needed for the second.
    expect(odds.modelsRemoved[1]).toBeCloseTo(woundsOf[2]! + woundsOf[3]!, 12);
    expect(odds.modelsRemoved[2]).toBe(0);
  });

  it('D10.WOUND.OWNER_APPLIES: wounds beyond the unit are lost (2 models, 3 wounds: destroyed, no third model)', () => {
    const odds = attackOdds({ ...spec, target: { models: 2 } });
    expect(odds.modelsRemoved).toHaveLength(3);
    expect(odds.destroy).toBeCloseTo(woundsOf[2]! + woundsOf[3]!, 12);
    expect(odds.wounds[3]).toBeCloseTo(woundsOf[3]!, 12);
  });

  it('D10.UNIT.SIZE_VEHICLE: a 1-model vehicle with 3 wounds is destroyed only by 3 wounds', () => {
    const odds = attackOdds({ ...spec, target: { models: 1, woundsPerModel: 3 } });
    expect(odds.destroy).toBeCloseTo(wound ** 3, 12);
  });
});

describe('d10-wargame morale trigger', () => {
  it('D10.MORALE.TRIGGER: 5 of 10 models left forces a Morale Check, 6 does not', () => {
    const odds = attackOdds({ ...spec, target: { models: 8, initialModels: 10 } });
    // 8 left: 3 wounds leave 5 (test); 2 leave 6 (no test).
    expect(odds.moraleCheck).toBeCloseTo(woundsOf[3]!, 12);
  });

  it('D10.MORALE.TRIGGER: a 3-model unit tests at 1 model left; losing all 3 is destruction, not a test', () => {
    const odds = attackOdds({ ...spec, target: { models: 3 } });
    expect(odds.moraleCheck).toBeCloseTo(woundsOf[2]!, 12);
    expect(odds.destroy).toBeCloseTo(woundsOf[3]!, 12);
  });

  it('D10.AMBIG.MORALE_REPEAT: a unit already at half tests after any wound, not after an attack that missed', () => {
    const odds = attackOdds({ ...spec, target: { models: 5, woundsPerModel: 2, initialModels: 10 } });
    // 0 wounds: no test. 1–3 wounds: at most 1 model gone, the unit is alive and at or below half.
    expect(odds.moraleCheck).toBeCloseTo(1 - woundsOf[0]!, 12);
  });

  it('D10.MORALE.INITIAL_COUNT: the threshold counts models against the starting count, not wounds', () => {
    const odds = attackOdds({ ...spec, target: { models: 4, woundsPerModel: 3, initialModels: 4 } });
    // 3 wounds remove one 3-wound model: 3 of 4 left, no test though 3 of 12 wounds are gone.
    expect(odds.moraleCheck).toBe(0);
  });

  it('D10.AMBIG.MORALE_MODEL_COUNT: a single-model unit never tests for losses', () => {
    const odds = attackOdds({ ...spec, target: { models: 1, woundsPerModel: 5 } });
    expect(odds.moraleCheck).toBe(0);
  });
});
