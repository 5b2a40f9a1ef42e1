import { describe, expect, it } from 'vitest';
import { hitValue, modifiedValue } from '../../../shared/rulesets/battle-forge/check';
import {
  bfAttackDice,
  bfAttackDistributions,
  bfAttackOdds,
  bfCasualtyBreakChance,
  bfSaveValue,
  bfSequenceOdds,
  bfWoundChance,
} from '../../../shared/rulesets/battle-forge/odds';

const binomial = (n: number, p: number): number[] => {
  const out: number[] = [];
  const choose = (k: number): number => (k === 0 ? 1 : (choose(k - 1) * (n - k + 1)) / k);
  for (let k = 0; k <= n; k++) out.push(choose(k) * p ** k * (1 - p) ** (n - k));
  return out;
};
/** A wound distribution sure to be exactly `k` unsaved hits out of `n` dice. */
const exactly = (k: number, n: number): number[] => Array.from({ length: n + 1 }, (_, w) => (w === k ? 1 : 0));

function expectClose(actual: readonly number[], wanted: readonly number[]): void {
  expect(actual).toHaveLength(wanted.length);
  actual.forEach((p, k) => expect(p).toBeCloseTo(wanted[k]!, 12));
}

describe('hit dice', () => {
  it('BF.HIT.DICE: one D10 per attack, Attacks × copies for each model carrying the weapon', () => {
    expect(bfAttackDice(5, 2)).toBe(10);
    expect(bfAttackDice(5, 2, 3)).toBe(30);
  });

  it('BF.WPN.COPIES: Name(X) attacks X times with the weapon', () => {
    expect(bfAttackDice(1, 1, 4)).toBe(4 * bfAttackDice(1, 1));
  });

  it('BF.WPN.COPIES_FULL_PROFILE: each copy rolls the whole Attacks value (BF.AMBIG.WEAPON_COPIES: X × A per model)', () => {
    expect(bfAttackDice(3, 4, 2)).toBe(3 * 2 * 4);
  });

  it('BF.WPN.EX_RIFLE2: a unit with Rifle(2) attacks with its Rifle twice', () => {
    const rifleAttacks = 2;
    expect(bfAttackDice(1, rifleAttacks, 2)).toBe(2 * bfAttackDice(1, rifleAttacks, 1));
  });

  it('BF.WPN.EX_KNIFE2: Knife(2) gives two full Knife attacks in melee, every listed attack each time', () => {
    const knifeAttacks = 3;
    expect(bfAttackDice(1, knifeAttacks, 2)).toBe(6);
  });
});

describe('Battle Forge attack distributions', () => {
  it('BF.HIT.SUCCESS: each die at or under the modified value hits, so hits are binomial (3 dice at or under 4: 0.4 each)', () => {
    const { hits, expected } = bfAttackDistributions({ attacks: 3, hit: 4, save: 5 });
    expectClose(hits, binomial(3, 0.4));
    expect(expected.hits).toBeCloseTo(1.2, 12);
  });

  it('BF.DICE.EX_ACC4_PLUS1: Accuracy 4 with +1 hits on 5 or less, half the dice on average', () => {
    const hit = hitValue({ accuracy: 4, strength: 2 }, { kind: 'ranged', focus: true });
    expect(hit).toBe(5);
    expect(bfAttackDistributions({ attacks: 10, hit, save: 5 }).expected.hits).toBeCloseTo(5, 12);
  });

  it('BF.SAVE.ROLL: every hit rolls its own save, so unsaved hits are hits thinned by the failed saves', () => {
    // 2 dice, hit at or under 5 (0.5), Save 6 with AP 2 saves at or under 4 (0.4): each die 0.5 × 0.6 = 0.3.
    const spec = { attacks: 2, hit: 5, save: 6, ap: 2 };
    expect(bfSaveValue(spec)).toBe(4);
    expect(bfWoundChance(spec)).toBeCloseTo(0.3, 12);
    const { hits, wounds, expected } = bfAttackDistributions(spec);
    expectClose(hits, [0.25, 0.5, 0.25]);
    expectClose(wounds, [0.49, 0.42, 0.09]);
    expect(expected.wounds).toBeCloseTo(0.6, 12);
  });

  it('BF.SAVE.SUCCESS: a hit is stopped by a save at or under Save − AP (Save 7, AP 3: 40% stopped)', () => {
    const { wounds } = bfAttackDistributions({ attacks: 1, hit: 20, save: 7, ap: 3 });
    expect(wounds[1]).toBeCloseTo(0.9 * 0.6, 12);
  });

  it('BF.WPN.AP: each point of AP lets 10% more of the hits through, until only the natural 1 saves', () => {
    const through = (ap: number): number => bfWoundChance({ attacks: 1, hit: 9, save: 6, ap });
    expect(through(1) - through(0)).toBeCloseTo(0.9 * 0.1, 12);
    expect(through(5)).toBeCloseTo(0.9 * 0.9, 12);
    expect(through(9)).toBeCloseTo(0.9 * 0.9, 12);
  });

  it('BF.SAVE.NAT1: with AP above the Save a natural 1 still saves (10% of hits stopped)', () => {
    expect(bfWoundChance({ attacks: 1, hit: 9, save: 3, ap: 6 })).toBeCloseTo(0.9 * 0.9, 12);
  });

  it('BF.SAVE.NAT10: a save value of 10 or more still fails on a natural 10 (10% of hits through)', () => {
    expect(bfWoundChance({ attacks: 1, hit: 9, save: 13 })).toBeCloseTo(0.9 * 0.1, 12);
  });

  it('BF.CHECK.NAT1_PASSES: a hit value below 1 still hits on a natural 1', () => {
    const hit = modifiedValue(2, -3);
    expect(bfAttackDistributions({ attacks: 1, hit, save: 0 }).hits[1]).toBeCloseTo(0.1, 12);
  });

  it('BF.CHECK.NAT10_FAILS: a hit value above 10 still misses on a natural 10', () => {
    expect(bfAttackDistributions({ attacks: 1, hit: 14, save: 0 }).hits[0]).toBeCloseTo(0.1, 12);
  });

  it('a spec or target that makes no sense is refused with a RangeError naming the field', () => {
    expect(() => bfAttackDistributions({ attacks: -1, hit: 5, save: 5 })).toThrow(/attacks/);
    expect(() => bfAttackDistributions({ attacks: 2, hit: 4.5, save: 5 })).toThrow(/hit/);
    expect(() => bfAttackDistributions({ attacks: 2, hit: 4, save: Number.NaN })).toThrow(/save/);
    expect(() => bfAttackDistributions({ attacks: 2, hit: 4, save: 5, ap: -1 })).toThrow(/ap/);
    expect(() => bfAttackOdds({ attacks: 2, hit: 4, save: 5, target: { models: 0 } })).toThrow(/target\.models/);
    expect(() => bfAttackOdds({ attacks: 2, hit: 4, save: 5, target: { models: 2, woundsPerModel: 2, woundsAlreadyOnDamagedModel: 2 } })).toThrow(
      /woundsAlreadyOnDamagedModel/,
    );
  });
});

describe('casualties', () => {
  it('BF.SAVE.FAIL_WOUND: with one-wound models each unsaved hit kills a model', () => {
    const odds = bfAttackOdds({ attacks: 2, hit: 5, save: 6, ap: 2, target: { models: 5 } });
    expectClose(odds.modelsRemoved, [0.49, 0.42, 0.09, 0, 0, 0]);
    expect(odds.expected.modelsRemoved).toBeCloseTo(0.6, 12);
  });

  it('BF.SAVE.REMOVE_CASUALTIES: a model goes when its wounds reach 0; the damaged model is finished first', () => {
    // 4 dice each getting through with 0.5; models of 2 wounds: 2–3 wounds remove one, 4 remove two.
    const spec = { attacks: 4, hit: 20, save: 5, ap: 0 };
    const through = binomial(4, 0.9 * 0.5);
    const odds = bfAttackOdds({ ...spec, target: { models: 3, woundsPerModel: 2 } });
    expectClose(odds.modelsRemoved, [through[0]! + through[1]!, through[2]! + through[3]!, through[4]!, 0]);
    const damaged = bfAttackOdds({ ...spec, target: { models: 3, woundsPerModel: 2, woundsAlreadyOnDamagedModel: 1 } });
    expect(damaged.modelsRemoved[1]).toBeCloseTo(through[1]! + through[2]!, 12);
    expect(damaged.modelsRemoved[2]).toBeCloseTo(through[3]! + through[4]!, 12);
  });

  it('BF.SAVE.REMOVE_CASUALTIES: wounds beyond the last model are lost, and destroy is every model gone', () => {
    const odds = bfAttackOdds({ attacks: 6, hit: 9, save: 0, target: { models: 2 } });
    const through = binomial(6, 0.81);
    const two = through.slice(2).reduce((a, b) => a + b, 0);
    expect(odds.modelsRemoved[2]).toBeCloseTo(two, 12);
    expect(odds.destroy).toBeCloseTo(two, 12);
    expect(odds.wounds).toHaveLength(7);
  });
});

describe('the break test forced by losses', () => {
  it('BF.BREAK.CASUALTY_TRIGGER: a unit that survives losing more than half its models tests; half is not enough', () => {
    const four = { models: 4 };
    expect(bfCasualtyBreakChance(exactly(2, 6), 6, four)).toBe(0);
    expect(bfCasualtyBreakChance(exactly(3, 6), 6, four)).toBe(1);
    expect(bfCasualtyBreakChance(exactly(3, 6), 6, { models: 5 })).toBe(1);
    expect(bfCasualtyBreakChance(exactly(2, 6), 6, { models: 5 })).toBe(0);
  });

  it('BF.BREAK.CASUALTY_TRIGGER: a destroyed unit has nobody left to test, so destroy and moraleCheck never overlap', () => {
    expect(bfCasualtyBreakChance(exactly(4, 6), 6, { models: 4 })).toBe(0);
    expect(bfCasualtyBreakChance(exactly(1, 1), 1, { models: 1 })).toBe(0);
  });

  it('BF.BREAK.CASUALTY_TRIGGER: moraleCheck is the chance of surviving with more than half lost (3 models, 3 dice)', () => {
    const odds = bfAttackOdds({ attacks: 3, hit: 9, save: 0, target: { models: 3 } });
    const through = binomial(3, 0.81);
    expect(odds.moraleCheck).toBeCloseTo(through[2]!, 12);
    expect(odds.destroy).toBeCloseTo(through[3]!, 12);
  });

  it('BF.AMBIG.BREAK_HALF: with Wounds(x) models the baseline is the wounds left at the start of the attack', () => {
    // Two models of 3 wounds: 4 wounds remove one model (not more than half the models) but 4 of 6 wounds.
    const tough = { models: 2, woundsPerModel: 3 };
    expect(bfCasualtyBreakChance(exactly(3, 8), 8, tough)).toBe(0);
    expect(bfCasualtyBreakChance(exactly(4, 8), 8, tough)).toBe(1);
    expect(bfCasualtyBreakChance(exactly(5, 8), 8, tough)).toBe(1);
    expect(bfCasualtyBreakChance(exactly(6, 8), 8, tough)).toBe(0);
    // One wound already taken: 5 left, so 3 more is more than half of them.
    expect(bfCasualtyBreakChance(exactly(3, 8), 8, { ...tough, woundsAlreadyOnDamagedModel: 1 })).toBe(1);
  });
});

describe('Shock from the attack', () => {
  it('BF.SHOCK.ON_HIT: the target takes Shock when at least one die hits', () => {
    const odds = bfAttackOdds({ attacks: 3, hit: 4, save: 5, target: { models: 5 } });
    expect(odds.shock).toBeCloseTo(1 - 0.6 ** 3, 12);
  });

  it('BF.AMBIG.SHOCK_HIT_DEFINITION: a hit causes the Shock even when every save then succeeds', () => {
    const { shock, wounds } = bfAttackDistributions({ attacks: 3, hit: 4, save: 20 });
    expect(shock).toBeCloseTo(1 - 0.6 ** 3, 12);
    expect(1 - wounds[0]!).toBeLessThan(shock);
  });

  it('BF.SHOCK.ONE_PER_SOURCE: several weapons in one action put one Shock on the target, not one each (BF.AMBIG.SHOCK_PER_ATTACK)', () => {
    const odds = bfSequenceOdds(
      [
        { attacks: 2, hit: 5, save: 5 },
        { attacks: 3, hit: 3, save: 5, ap: 1 },
      ],
      { models: 5 },
    );
    expect(odds.shock).toBeCloseTo(1 - 0.5 ** 2 * 0.7 ** 3, 12);
  });
});

describe('several weapons in one attack action', () => {
  it('weapons fired in turn add up as if their dice were rolled together when they share values', () => {
    const one = bfAttackOdds({ attacks: 5, hit: 6, save: 4, ap: 1, target: { models: 3, woundsPerModel: 2 } });
    const split = bfSequenceOdds(
      [
        { attacks: 2, hit: 6, save: 4, ap: 1 },
        { attacks: 3, hit: 6, save: 4, ap: 1 },
      ],
      { models: 3, woundsPerModel: 2 },
    );
    expectClose(split.hits, one.hits);
    expectClose(split.wounds, one.wounds);
    expectClose(split.modelsRemoved, one.modelsRemoved);
    expect(split.moraleCheck).toBeCloseTo(one.moraleCheck, 12);
  });

  it('BF.AMBIG.BREAK_HALF: the break test is judged once, on the losses of the whole action', () => {
    // Two one-die weapons against three models: one alone can never remove more than half, the two together can.
    const sure = { attacks: 1, hit: 9, save: -5 };
    const alone = bfSequenceOdds([sure], { models: 3 });
    const together = bfSequenceOdds([sure, sure], { models: 3 });
    expect(alone.moraleCheck).toBe(0);
    expect(together.moraleCheck).toBeCloseTo(bfAttackOdds({ attacks: 2, hit: 9, save: -5, target: { models: 3 } }).moraleCheck, 12);
    expect(together.moraleCheck).toBeCloseTo(0.81 ** 2, 12);
  });
});
