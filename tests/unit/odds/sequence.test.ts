import { describe, expect, it } from 'vitest';
import { sequenceOdds } from '../../../shared/odds/index';
import { attackOdds, d10AttackDistributions } from '../../../shared/rulesets/d10-wargame/odds';
import { qualityAttackOdds } from '../../../shared/rulesets/quality/odds';
import { type AttackProfile } from '../../support/simulate-attacks';

const rifle: AttackProfile = { ruleset: 'd10-wargame', attacks: 3, skill: 4, defense: 5 };
const cannon: AttackProfile = { ruleset: 'd10-wargame', attacks: 2, skill: 5, defense: 5, ap: 2 };
const flamer: AttackProfile = { ruleset: 'd10-wargame', attacks: 1, skill: 2, defense: 5, ap: 1 };

describe('several profiles in sequence', () => {
  it('D10.SHOOT.ONE_PROFILE_AT_A_TIME: hits and wounds of two profiles are the convolution of each', () => {
    const a = d10AttackDistributions(rifle);
    const b = d10AttackDistributions(cannon);
    const both = sequenceOdds([rifle, cannon], { models: 10 });
    expect(both.hits).toHaveLength(6);
    for (let k = 0; k <= 5; k++) {
      let chance = 0;
      for (let i = 0; i <= Math.min(k, 3); i++) if (k - i <= 2) chance += a.wounds[i]! * b.wounds[k - i]!;
      expect(both.wounds[k]).toBeCloseTo(chance, 12);
    }
    expect(both.expected.hits).toBeCloseTo(a.expected.hits + b.expected.hits, 12);
  });

  it('D10.WOUND.MULTI: a wound token left by one profile carries into the next (1 + 1 wound removes a 2-wound model)', () => {
    const a = d10AttackDistributions({ ...flamer });
    const both = sequenceOdds([flamer, flamer], { models: 3, woundsPerModel: 2 });
    expect(both.modelsRemoved[1]).toBeCloseTo(a.wounds[1]! ** 2, 12);
  });

  it('D10.SHOOT.RULE_OF_THREE: three profiles against one unit; a single profile equals attackOdds', () => {
    const target = { models: 4, woundsPerModel: 2, woundsAlreadyOnDamagedModel: 1, initialModels: 6 };
    const three = sequenceOdds([rifle, cannon, flamer], target);
    expect(three.hits).toHaveLength(7);
    expect(three.modelsRemoved.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
    const single = sequenceOdds([cannon], target);
    const direct = attackOdds({ ...cannon, target });
    expect(single.modelsRemoved.map((x) => x.toFixed(12))).toEqual(direct.modelsRemoved.map((x) => x.toFixed(12)));
    expect(single.destroy).toBeCloseTo(direct.destroy, 12);
    expect(single.moraleCheck).toBeCloseTo(direct.moraleCheck, 12);
  });

  it('D10.AMBIG.MORALE_REPEAT: a split-fire target tests once, after all profiles (judged on the total)', () => {
    // 4 models of 4: the test comes at 2 or fewer left, i.e. 2 or 3 wounds in total over both profiles.
    const one = d10AttackDistributions(flamer).wounds;
    const both = sequenceOdds([flamer, flamer], { models: 4 });
    expect(both.moraleCheck).toBeCloseTo(one[1]! * one[1]!, 12);
  });

  it('QW.SAVE.FAIL_REMOVE: quality attacks in sequence remove one model per failed Save, up to the unit', () => {
    const spec = { attacks: 3, quality: 4, defenderQuality: 6 };
    const single = qualityAttackOdds({ ...spec, target: { models: 4 } });
    const seq = sequenceOdds([{ ruleset: 'quality', ...spec }], { models: 4 });
    for (let m = 0; m <= 4; m++) expect(seq.modelsRemoved[m]).toBeCloseTo(single.modelsRemoved[m]!, 12);
    expect(seq.moraleCheck).toBe(0);
  });

  it('refuses profiles of two rulesets in one sequence', () => {
    expect(() => sequenceOdds([rifle, { ruleset: 'quality', attacks: 1, quality: 4, defenderQuality: 4 }], { models: 2 })).toThrow(
      /same ruleset/,
    );
  });
});
