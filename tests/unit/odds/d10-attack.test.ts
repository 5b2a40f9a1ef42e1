import { describe, expect, it } from 'vitest';
import { attackOdds, d10AttackDice, d10AttackDistributions, d10DefenseRv, d10HitRv, type D10AttackSpec } from '../../../shared/rulesets/d10-wargame/odds';

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
/** The chance one die gets a wound through: P(hit) × P(Defense fails). */
const perDieWound = (spec: D10AttackSpec): number => d10AttackDistributions({ ...spec, attacks: 1 }).wounds[1]!;

describe('d10-wargame attack distributions', () => {
  it('D10.SR.ATTACKS: Attacks(1) on a 2-attack weapon carried by 5 models rolls 15 dice (D10.AMBIG.ATTACKS_PER_MODEL)', () => {
    expect(d10AttackDice(5, 2, 1)).toBe(15);
    expect(d10AttackDice(5, 2)).toBe(10);
  });

  it('D10.CHECK.ONE_DIE: each attack is its own check, so hits are binomial (3 dice at 4+: 0.7³ for 3 hits)', () => {
    const { hits, expected } = d10AttackDistributions({ attacks: 3, skill: 4, defense: 4 });
    expect(hits[3]).toBeCloseTo(0.343, 12);
    expect(hits[0]).toBeCloseTo(0.027, 12);
    expect(hits[1]).toBeCloseTo(3 * 0.7 * 0.09, 12);
    expect(sum(hits)).toBeCloseTo(1, 12);
    expect(expected.hits).toBeCloseTo(2.1, 12);
  });

  it('D10.SHOOT.DEFENSE: each hit is a wound when its Defense roll fails (1 die, 4+ to hit, Defense 5+: 0.7 × 0.4)', () => {
    const { wounds, expected } = d10AttackDistributions({ attacks: 1, skill: 4, defense: 5 });
    expect(wounds[1]).toBeCloseTo(0.28, 12);
    expect(wounds[0]).toBeCloseTo(0.72, 12);
    expect(expected.wounds).toBeCloseTo(0.28, 12);
  });

  it('D10.SHOOT.AP_EXAMPLE: AP 2 against Defense 4+ defends on 6+, 50%', () => {
    const spec = { attacks: 1, skill: 2, defense: 4, ap: 2 };
    expect(d10DefenseRv(spec)).toBe(6);
    expect(perDieWound(spec)).toBeCloseTo(0.9 * 0.5, 12);
  });

  it('D10.SHOOT.AP: AP 0 leaves Defense unchanged, and AP applies to melee hits too', () => {
    expect(perDieWound({ attacks: 1, skill: 4, defense: 4, ap: 0 })).toBeCloseTo(0.7 * 0.3, 12);
    expect(perDieWound({ attacks: 1, kind: 'melee', skill: 4, defense: 4, ap: 3 })).toBeCloseTo(0.7 * 0.6, 12);
  });

  it('D10.SR.AP: AP(2) adds 2 AP on top of the weapon’s AP 1 (Defense 3+ defends on 6+)', () => {
    const spec = { attacks: 1, skill: 4, defense: 3, ap: 1, apTier: 2 };
    expect(d10DefenseRv(spec)).toBe(6);
    expect(perDieWound(spec)).toBeCloseTo(0.7 * 0.5, 12);
  });

  it('D10.SR.RANGED: Ranged(2) makes a 6+ shot hit on 4+ (RV lowered, D10.AMBIG.MODIFIER_DIRECTION)', () => {
    const spec = { attacks: 1, skill: 6, skillTier: 2, defense: 11 };
    expect(d10HitRv(spec)).toBe(4);
    expect(d10AttackDistributions(spec).hits[1]).toBeCloseTo(0.7, 12);
  });

  it('D10.SR.MELEE: Melee(3) makes a 5+ melee attack hit on 2+ (90%), never on a natural 1', () => {
    const { hits } = d10AttackDistributions({ attacks: 1, kind: 'melee', skill: 5, skillTier: 3, defense: 4 });
    expect(hits[1]).toBeCloseTo(0.9, 12);
  });

  it('D10.SR.DEFENSE: Defense(1) turns Defense 5+ against AP 2 into 6+ (50% to defend)', () => {
    const spec = { attacks: 1, skill: 2, defense: 5, ap: 2, defenseTier: 1 };
    expect(d10DefenseRv(spec)).toBe(6);
    expect(perDieWound(spec)).toBeCloseTo(0.9 * 0.5, 12);
  });

  it('D10.AMBIG.RV_BOUNDS: Defense 9+ against AP 3 still defends on a natural 10 (90% of hits wound)', () => {
    expect(perDieWound({ attacks: 1, skill: 2, defense: 9, ap: 3 })).toBeCloseTo(0.9 * 0.9, 12);
  });

  it('D10.MELEE.EXHAUSTION_EFFECT: an exhausted unit hits on natural 10s only, Melee(3) and a CP +1 notwithstanding', () => {
    const base = { attacks: 4, kind: 'melee' as const, skill: 3, defense: 11, exhausted: true };
    const plain = d10AttackDistributions(base);
    expect(plain.expected.hits).toBeCloseTo(0.4, 12);
    expect(plain.hits[0]).toBeCloseTo(0.9 ** 4, 12);
    expect(d10AttackDistributions({ ...base, skillTier: 3 }).hits).toEqual(plain.hits);
    expect(d10AttackDistributions({ ...base, commandPoint: 'plus-one' }).hits).toEqual(plain.hits);
  });

  it('D10.MELEE.EXHAUSTION_SCOPE: exhaustion changes neither shooting nor the Defense roll', () => {
    const shooting = d10AttackDistributions({ attacks: 4, kind: 'shooting', skill: 3, defense: 5, exhausted: true });
    expect(shooting.expected.hits).toBeCloseTo(4 * 0.8, 12);
    const melee = d10AttackDistributions({ attacks: 1, kind: 'melee', skill: 3, defense: 5, exhausted: true });
    expect(melee.wounds[1]).toBeCloseTo(0.1 * 0.4, 12);
  });

  it('D10.SHAKEN.EXHAUSTED: a Shaken unit fights as exhausted (the same natural-10 odds)', () => {
    const shaken = d10AttackDistributions({ attacks: 2, kind: 'melee', skill: 4, defense: 4, exhausted: true });
    expect(shaken.hits[2]).toBeCloseTo(0.01, 12);
  });

  it('D10.CP.REROLL: re-rolling one failed hit die (2 dice at 6+: 3 hits impossible, 2 hits 0.25 + 2·0.5·0.5·0.5)', () => {
    const { hits, expected } = d10AttackDistributions({ attacks: 2, skill: 6, defense: 4, commandPoint: 'reroll' });
    // Both hit (0.25, no re-roll); one fails (0.5) and the re-roll hits half the time.
    expect(hits[2]).toBeCloseTo(0.25 + 0.5 * 0.5, 12);
    expect(hits[1]).toBeCloseTo(0.5 * 0.5 + 0.25 * 0.5, 12);
    expect(hits[0]).toBeCloseTo(0.25 * 0.5, 12);
    expect(expected.hits).toBeCloseTo(1 + (1 - 0.25) * 0.5, 12);
  });

  it('D10.CP.REROLL: the re-roll obeys natural 1 and 10 (D10.AMBIG.COMMAND_POINTS): exhausted, it hits on a 10 only', () => {
    const { hits } = d10AttackDistributions({ attacks: 1, kind: 'melee', skill: 2, defense: 4, exhausted: true, commandPoint: 'reroll' });
    expect(hits[1]).toBeCloseTo(0.1 + 0.9 * 0.1, 12);
  });

  it('D10.CP.PLUS_ONE: +1 to one check lowers one hit die’s RV by 1 (2 dice at 5+: one at 60%, one at 70%)', () => {
    const { hits } = d10AttackDistributions({ attacks: 2, skill: 5, defense: 4, commandPoint: 'plus-one' });
    expect(hits[2]).toBeCloseTo(0.6 * 0.7, 12);
    expect(hits[0]).toBeCloseTo(0.4 * 0.3, 12);
  });

  it('D10.CP.PLUS_ONE: +1 cannot beat the 90% ceiling of a natural 1 (RV 2 stays 90%)', () => {
    const { hits } = d10AttackDistributions({ attacks: 1, skill: 2, defense: 4, commandPoint: 'plus-one' });
    expect(hits[1]).toBeCloseTo(0.9, 12);
  });

  it('D10.CP.REROLL: the defender re-rolls one failed Defense die of its own (1 hit at 2+, Defense 6+: wounds 0.5 × 0.5)', () => {
    const { wounds } = d10AttackDistributions({ attacks: 1, skill: 2, defense: 6, defenderCommandPoint: 'reroll' });
    expect(wounds[1]).toBeCloseTo(0.9 * 0.5 * 0.5, 12);
    // Two hits both failed: one is re-rolled, so two wounds need three failures.
    const two = d10AttackDistributions({ attacks: 2, skill: 2, defense: 6, defenderCommandPoint: 'reroll' });
    expect(two.wounds[2]).toBeCloseTo(0.81 * 0.5 ** 3, 12);
    expect(two.wounds[0]).toBeCloseTo(0.01 + 2 * 0.9 * 0.1 * 0.75 + 0.81 * (0.25 + 2 * 0.25 * 0.5), 12);
  });

  it('D10.CP.PLUS_ONE: the defender’s +1 lowers one Defense die’s RV (2 hits against 6+: 50% and 60% to defend)', () => {
    const { wounds } = d10AttackDistributions({ attacks: 2, skill: 2, defense: 6, defenderCommandPoint: 'plus-one' });
    expect(wounds[2]).toBeCloseTo(0.81 * 0.5 * 0.4, 12);
    expect(wounds[1]).toBeCloseTo(2 * 0.9 * 0.1 * 0.4 + 0.81 * (0.5 * 0.6 + 0.5 * 0.4), 12);
    expect(wounds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('zero attacks is a certain nothing', () => {
    const odds = attackOdds({ attacks: 0, skill: 4, defense: 4, target: { models: 5 } });
    expect(odds.hits).toEqual([1]);
    expect(odds.modelsRemoved[0]).toBe(1);
    expect(odds.destroy).toBe(0);
  });

  it('refuses a spec that makes no sense, naming the field', () => {
    expect(() => d10AttackDistributions({ attacks: -1, skill: 4, defense: 4 })).toThrow(/attacks/);
    expect(() => d10AttackDistributions({ attacks: 2.5, skill: 4, defense: 4 })).toThrow(/attacks/);
    expect(() => d10AttackDistributions({ attacks: 2, skill: Number.NaN, defense: 4 })).toThrow(/skill/);
    expect(() => d10AttackDistributions({ attacks: 2, skill: 4, defense: 4, skillTier: 4 })).toThrow(/skillTier/);
    expect(() => attackOdds({ attacks: 2, skill: 4, defense: 4, target: { models: 0 } })).toThrow(/models/);
    expect(() =>
      attackOdds({ attacks: 2, skill: 4, defense: 4, target: { models: 2, woundsPerModel: 2, woundsAlreadyOnDamagedModel: 2 } }),
    ).toThrow(/woundsAlreadyOnDamagedModel/);
  });
});
