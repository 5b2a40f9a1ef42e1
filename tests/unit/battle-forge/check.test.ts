import { describe, expect, it } from 'vitest';
import {
  checkChance,
  checkPasses,
  coverSaveModifier,
  hitModifier,
  hitValue,
  modifiedValue,
  movementAfterShock,
  rangeBand,
  saveFailMargin,
  saveValue,
  shockModifier,
} from '../../../shared/rulesets/battle-forge/check';

const FACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const passing = (value: number): number[] => FACES.filter((roll) => checkPasses(roll, value));

describe('one Battle Forge check', () => {
  it('BF.GEN.DICE_D10: a check reads a D10 face, 1 to 10, and refuses anything else', () => {
    for (const roll of FACES) expect(() => checkPasses(roll, 5)).not.toThrow();
    for (const roll of [0, 11, 2.5, -1]) expect(() => checkPasses(roll, 5)).toThrow(/1 to 10/);
  });

  it('BF.CHECK.ONE_D10: one die decides, its chance is the share of the ten faces that pass', () => {
    for (let value = 1; value <= 9; value++) expect(checkChance(value)).toBeCloseTo(passing(value).length / 10, 12);
  });

  it('BF.CHECK.PASS_AT_OR_BELOW: against 6 the faces 1 to 6 pass and 7 to 10 fail', () => {
    expect(passing(6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(checkChance(6)).toBeCloseTo(0.6, 12);
  });

  it('BF.CHECK.NAT1_PASSES: a 1 passes even when modifiers take the value below 1', () => {
    for (const value of [1, 0, -3, -20]) {
      expect(passing(value)).toEqual([1]);
      expect(checkChance(value)).toBeCloseTo(0.1, 12);
    }
  });

  it('BF.CHECK.NAT10_FAILS: a 10 fails even against a value of 10 or more', () => {
    for (const value of [9, 10, 12, 20]) {
      expect(passing(value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(checkChance(value)).toBeCloseTo(0.9, 12);
    }
  });

  it('BF.DICE.MODIFY_TARGET: a modifier moves the value, +2 lets two more faces pass and −2 two fewer', () => {
    expect(passing(modifiedValue(5, 2))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(passing(modifiedValue(5, -2))).toEqual([1, 2, 3]);
  });

  it('BF.DICE.EX_ACC4_PLUS1: Accuracy 4 with +1 succeeds on a 5 or less', () => {
    const value = modifiedValue(4, 1);
    expect(value).toBe(5);
    expect(passing(value)).toEqual([1, 2, 3, 4, 5]);
    expect(checkPasses(6, value)).toBe(false);
  });

  it('BF.AMBIG.MODIFIER_STACKING: modifiers add up with no limit on the value; the natural faces still decide', () => {
    expect(modifiedValue(4, 1, -1, -1, -1)).toBe(2);
    expect(modifiedValue(2, -1, -1, -1)).toBe(-1);
    expect(modifiedValue(9, 1, 1, 1)).toBe(12);
    expect(checkChance(-1)).toBeCloseTo(0.1, 12);
    expect(checkChance(12)).toBeCloseTo(0.9, 12);
  });
});

describe('what Shock does to a unit', () => {
  it('BF.SHOCK.ACC: each Shock is −1 Accuracy', () => {
    expect(shockModifier('accuracy', 2)).toBe(-2);
    expect(hitValue({ accuracy: 5, strength: 3 }, { kind: 'ranged', shock: 2 })).toBe(3);
  });

  it('BF.SHOCK.STR: each Shock is −1 Strength', () => {
    expect(shockModifier('strength', 3)).toBe(-3);
    expect(hitValue({ accuracy: 5, strength: 6 }, { kind: 'melee', shock: 3 })).toBe(3);
  });

  it('BF.SHOCK.INIT: each Shock is −1 Initiative', () => {
    expect(modifiedValue(6, shockModifier('initiative', 1))).toBe(5);
  });

  it('BF.SHOCK.MOV: each Shock is −1" of Movement, never below 0"', () => {
    expect(movementAfterShock(6, 2)).toBe(4);
    expect(movementAfterShock(3, 5)).toBe(0);
  });

  it('BF.SHOCK.NO_OTHER_STATS: Shock leaves Save and Courage alone', () => {
    expect(shockModifier('save', 4)).toBe(0);
    expect(shockModifier('courage', 4)).toBe(0);
    expect(() => shockModifier('accuracy', -1)).toThrow(/shock/);
  });
});

describe('the value a hit roll needs', () => {
  const model = { accuracy: 5, strength: 4 };

  it('BF.DATA.ACC: a shooting attack rolls against Accuracy', () => {
    expect(hitValue(model, { kind: 'ranged' })).toBe(5);
  });

  it('BF.DATA.STR: a melee attack rolls against Strength', () => {
    expect(hitValue(model, { kind: 'melee' })).toBe(4);
  });

  it('BF.HIT.SUCCESS: a die at or under the modified Accuracy hits', () => {
    const value = hitValue(model, { kind: 'ranged', longRange: true });
    expect(checkPasses(4, value)).toBe(true);
    expect(checkPasses(5, value)).toBe(false);
  });

  it('BF.ACT.FOCUS_SPEND: a Focus token is +1 to Accuracy or Strength for that attack', () => {
    expect(hitModifier({ kind: 'ranged', focus: true })).toBe(1);
    expect(hitValue(model, { kind: 'melee', focus: true })).toBe(5);
  });

  it('BF.ACT.EVADE_SPEND: the target’s Evade token is −1 to Accuracy or Strength for that attack', () => {
    expect(hitModifier({ kind: 'ranged', evade: true })).toBe(-1);
    expect(hitValue(model, { kind: 'melee', evade: true })).toBe(3);
  });

  it('BF.SHOOT.LONG_RANGE: a target in the Long band is −1 Accuracy; it means nothing in melee', () => {
    expect(hitModifier({ kind: 'ranged', longRange: true })).toBe(-1);
    expect(hitModifier({ kind: 'melee', longRange: true })).toBe(0);
  });

  it('BF.MELEE.INTERVENING_TERRAIN: fighting across terrain is −1 Strength; it means nothing to shooting', () => {
    expect(hitModifier({ kind: 'melee', interveningTerrain: true })).toBe(-1);
    expect(hitModifier({ kind: 'ranged', interveningTerrain: true })).toBe(0);
  });

  it('BF.HIT.ACC_MODIFIERS: Focus, Evade, Long Range and Shock all add up on the value', () => {
    expect(hitValue(model, { kind: 'ranged', focus: true, evade: true, longRange: true, shock: 2 })).toBe(5 + 1 - 1 - 1 - 2);
  });

  it('BF.MELEE.HIT_ON_STR: Focus, Evade, Shock and intervening terrain all add up on Strength', () => {
    expect(hitValue(model, { kind: 'melee', focus: true, evade: true, interveningTerrain: true, shock: 1 })).toBe(4 + 1 - 1 - 1 - 1);
  });
});

describe('range bands', () => {
  const rifle = { short: 12, long: 24 };

  it('BF.WPN.RANGE_BANDS: a range is Short/Long, and Long is the most the weapon reaches', () => {
    expect(rangeBand(6, rifle)).toBe('short');
    expect(rangeBand(18, rifle)).toBe('long');
    expect(rangeBand(30, rifle)).toBe('out');
  });

  it('BF.SHOOT.IN_RANGE: a target beyond the Long band cannot be shot', () => {
    expect(rangeBand(24.01, rifle)).toBe('out');
  });

  it('BF.SHOOT.EX_RIFLE_12_24: a 12"/24" Rifle reaches units up to 24" away and nothing farther', () => {
    expect(rangeBand(24, rifle)).not.toBe('out');
    expect(rangeBand(24.5, rifle)).toBe('out');
  });

  it('BF.SHOOT.EX_RIFLE_LONG_BAND: the Rifle shoots at 12" with normal Accuracy, over 12" up to 24" at −1, not beyond', () => {
    const accuracy = (distance: number): number | null => {
      const band = rangeBand(distance, rifle);
      return band === 'out' ? null : hitValue({ accuracy: 5, strength: 3 }, { kind: 'ranged', longRange: band === 'long' });
    };
    expect(accuracy(12)).toBe(5);
    expect(accuracy(12.5)).toBe(4);
    expect(accuracy(24)).toBe(4);
    expect(accuracy(25)).toBeNull();
  });
});

describe('the value a Save roll needs', () => {
  it('BF.COVER.SOFT: soft cover is +1 to Save rolls', () => {
    expect(coverSaveModifier('soft')).toBe(1);
  });

  it('BF.COVER.HARD: hard cover is +2 to Save rolls', () => {
    expect(coverSaveModifier('hard')).toBe(2);
  });

  it('BF.COVER.FORTIFIED: fortified cover is +3 to Save rolls', () => {
    expect(coverSaveModifier('fortified')).toBe(3);
  });

  it('BF.COVER.NEGATIVE: negative cover is −1 to Save rolls', () => {
    expect(coverSaveModifier('negative')).toBe(-1);
  });

  it('BF.COVER.SAVE_BONUS: one cover level modifies the Save; none is 0 and an unknown level is refused', () => {
    expect(coverSaveModifier('none')).toBe(0);
    expect(() => coverSaveModifier('double' as never)).toThrow(/cover/);
  });

  it('BF.SHOOT.POINT_BLANK: at 3" or less the target loses its cover bonus (BF.AMBIG.POINT_BLANK_MEASURE: a penalty stays)', () => {
    expect(coverSaveModifier('fortified', { pointBlank: true })).toBe(0);
    expect(coverSaveModifier('soft', { pointBlank: true })).toBe(0);
    expect(coverSaveModifier('negative', { pointBlank: true })).toBe(-1);
  });

  it('BF.WPN.AP: AP is taken off the Save', () => {
    expect(saveValue(6, 2)).toBe(4);
  });

  it('BF.SAVE.TARGET: the value is Save − AP + cover + other modifiers (Save 5, AP 2, hard cover: 5)', () => {
    expect(saveValue(5, 2, coverSaveModifier('hard'))).toBe(5);
    expect(saveValue(5, 1, coverSaveModifier('negative'), -1)).toBe(2);
  });

  it('BF.AMBIG.SAVE_AP: the roll is compared with the reduced value, never the printed Save', () => {
    const value = saveValue(6, 2);
    expect(checkPasses(5, value)).toBe(false);
    expect(checkPasses(4, value)).toBe(true);
  });

  it('BF.SAVE.SUCCESS: a save roll at or under the value stops the hit', () => {
    expect(checkPasses(3, saveValue(4, 1))).toBe(true);
    expect(checkPasses(4, saveValue(4, 1))).toBe(false);
  });

  it('BF.SAVE.NAT1: a save roll of 1 stops the hit whatever the AP', () => {
    expect(checkPasses(1, saveValue(3, 6))).toBe(true);
    expect(checkChance(saveValue(3, 6))).toBeCloseTo(0.1, 12);
  });

  it('BF.SAVE.NAT10: a save roll of 10 fails even against a value of 10 or more', () => {
    expect(checkPasses(10, saveValue(10, 0, coverSaveModifier('fortified')))).toBe(false);
    expect(checkChance(13)).toBeCloseTo(0.9, 12);
  });

  it('BF.SAVE.FAIL_MARGIN_NORMAL: an ordinary failed save fails by the roll minus the value; a pass has no margin', () => {
    expect(saveFailMargin(7, 4)).toBe(3);
    expect(saveFailMargin(4, 4)).toBeNull();
  });

  it('BF.SAVE.FAIL_MARGIN_NAT10: a natural 10 fails by 10 minus the value, negative above 10', () => {
    expect(saveFailMargin(10, 8)).toBe(2);
    expect(saveFailMargin(10, 11)).toBe(-1);
  });

  it('BF.SAVE.EX_SAVE12_NAT10: Save 12 rolling a 10 fails automatically, by 10 − 12 = −2', () => {
    expect(checkPasses(10, saveValue(12, 0))).toBe(false);
    expect(saveFailMargin(10, saveValue(12, 0))).toBe(-2);
  });

  it('BF.AMBIG.SAVE_FAIL_MARGIN: the margin is taken from the modified value (Save 12, AP 3: a 10 fails by 1)', () => {
    expect(saveFailMargin(10, saveValue(12, 3))).toBe(1);
    expect(saveFailMargin(10, saveValue(12, 0, coverSaveModifier('hard')))).toBe(-4);
  });
});
