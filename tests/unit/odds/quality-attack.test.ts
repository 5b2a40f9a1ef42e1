import { describe, expect, it } from 'vitest';
import { qualityAttackDice, qualityAttackDistributions, qualityAttackOdds, qualityFailedSaveChance, qualityHitModifier, qualitySaveModifier, type QualityAttackSpec } from '../../../shared/rulesets/quality/odds';

const one = (spec: Partial<QualityAttackSpec>) =>
  qualityAttackDistributions({ attacks: 1, quality: 5, defenderQuality: 5, ...spec });

describe('quality attack odds', () => {
  it('QW.HIT.ONE_DIE_PER_MODEL: one die per attack (QW.AMBIG.DICE_PER_MODEL), binomial hits', () => {
    const { hits, expected } = qualityAttackDistributions({ attacks: 4, quality: 6, defenderQuality: 5 });
    expect(hits[4]).toBeCloseTo(0.5 ** 4, 12);
    expect(hits[2]).toBeCloseTo(6 * 0.5 ** 4, 12);
    expect(expected.hits).toBeCloseTo(2, 12);
    expect(qualityAttackDice(4)).toBe(4);
    expect(qualityAttackDice(4, 2)).toBe(8);
  });

  it('QW.HIT.QUALITY: Quality 5+ hits 60% with no modifiers', () => {
    expect(one({}).hits[1]).toBeCloseTo(0.6, 12);
  });

  it('QW.HIT.MOD_COVER: soft or hard cover is −1 to hit (5+ becomes 6+, 50%)', () => {
    expect(one({ cover: 'soft' }).hits[1]).toBeCloseTo(0.5, 12);
    expect(one({ cover: 'hard' }).hits[1]).toBeCloseTo(0.5, 12);
    expect(qualityHitModifier({ attacks: 1, quality: 5, defenderQuality: 5, cover: 'soft' })).toBe(-1);
  });

  it('QW.HIT.MOD_HOLD: Holding is +1 to hit (5+ becomes 4+, 70%)', () => {
    expect(one({ held: true }).hits[1]).toBeCloseTo(0.7, 12);
  });

  it('QW.FATIGUE.HIT_PENALTY: a fatigued attacker is −1 to hit (5+ becomes 6+, 50%)', () => {
    expect(one({ attackerFatigued: true }).hits[1]).toBeCloseTo(0.5, 12);
  });

  it('QW.HIT.MODS_ADD: Held in cover while fatigued adds to −1', () => {
    expect(qualityHitModifier({ attacks: 1, quality: 5, defenderQuality: 5, held: true, cover: 'hard', attackerFatigued: true })).toBe(-1);
  });

  it('QW.HIT.EX_NET: Held, target in cover, fatigued, Quality 5+ → needs natural 6 →50%', () => {
    expect(one({ held: true, cover: 'soft', attackerFatigued: true }).hits[1]).toBeCloseTo(0.5, 12);
  });

  it('QW.AMBIG.NATURAL_ROLLS: Quality 10+ with −1 never hits', () => {
    const odds = qualityAttackOdds({ attacks: 6, quality: 10, defenderQuality: 2, cover: 'soft', target: { models: 3 } });
    expect(odds.hits[0]).toBe(1);
    expect(odds.expected.hits).toBe(0);
    expect(odds.destroy).toBe(0);
  });

  it('QW.AMBIG.NATURAL_ROLLS: Quality 2+ Holding always hits, and Quality 10+ in multi-combat never saves: 100% to destroy', () => {
    const odds = qualityAttackOdds({
      attacks: 3, quality: 2, held: true, defenderQuality: 10, defenderInMultiCombat: true, target: { models: 3 },
    });
    expect(odds.hits[3]).toBe(1);
    expect(odds.wounds[3]).toBe(1);
    expect(odds.destroy).toBe(1);
  });

  it('QW.SAVE.PER_HIT: one Save per hit; QW.SAVE.QUALITY: Save 5+ succeeds 60% (hit 60% × fail 40%)', () => {
    expect(one({}).wounds[1]).toBeCloseTo(0.6 * 0.4, 12);
  });

  it('QW.SAVE.MOD_HARD_COVER: hard cover is +1 to save as well as −1 to hit; soft cover only −1 to hit', () => {
    expect(one({ cover: 'hard' }).wounds[1]).toBeCloseTo(0.5 * 0.3, 12);
    expect(one({ cover: 'soft' }).wounds[1]).toBeCloseTo(0.5 * 0.4, 12);
  });

  it('QW.SAVE.MOD_MULTI_COMBAT: in combat with additional units is −1 to save (5+ becomes 6+)', () => {
    expect(one({ defenderInMultiCombat: true }).wounds[1]).toBeCloseTo(0.6 * 0.5, 12);
  });

  it('QW.FATIGUE.SAVE_PENALTY: a fatigued defender is −1 to save, also against the opponent’s attack', () => {
    expect(one({ defenderFatigued: true }).wounds[1]).toBeCloseTo(0.6 * 0.5, 12);
  });

  it('QW.SAVE.MODS_ADD: hard cover +1, multi-combat −1, fatigued −1 add to −1', () => {
    const spec = { attacks: 1, quality: 5, defenderQuality: 5, cover: 'hard' as const, defenderInMultiCombat: true, defenderFatigued: true };
    expect(qualitySaveModifier(spec)).toBe(-1);
    expect(one(spec).wounds[1]).toBeCloseTo(0.5 * 0.5, 12);
  });

  it('QW.SAVE.HEAVY_REROLL: a Heavy target re-rolls each failed Save once (Save 6+: fails 50% × 50% = 25%)', () => {
    expect(qualityFailedSaveChance({ attacks: 1, quality: 2, defenderQuality: 6, heavy: true })).toBeCloseTo(0.25, 12);
    expect(one({ quality: 2, defenderQuality: 6, heavy: true }).wounds[1]).toBeCloseTo(0.9 * 0.25, 12);
  });

  it('QW.SAVE.HEAVY_REROLL: the re-roll keeps the modifiers (QW.AMBIG.HEAVY: hard cover 9+ → 8+ twice)', () => {
    expect(qualityFailedSaveChance({ attacks: 1, quality: 2, defenderQuality: 9, cover: 'hard', heavy: true })).toBeCloseTo(0.7 * 0.7, 12);
  });

  it('QW.SAVE.FAIL_REMOVE: each failed Save removes one model, up to the unit', () => {
    const spec = { attacks: 4, quality: 4, defenderQuality: 7 };
    const { wounds } = qualityAttackDistributions(spec);
    const odds = qualityAttackOdds({ ...spec, target: { models: 2 } });
    expect(odds.modelsRemoved[0]).toBeCloseTo(wounds[0]!, 12);
    expect(odds.modelsRemoved[1]).toBeCloseTo(wounds[1]!, 12);
    expect(odds.destroy).toBeCloseTo(wounds[2]! + wounds[3]! + wounds[4]!, 12);
    expect(odds.moraleCheck).toBe(0);
  });

  it('refuses a spec that makes no sense, naming the field', () => {
    expect(() => qualityAttackDistributions({ attacks: 1001, quality: 4, defenderQuality: 4 })).toThrow(/attacks/);
    expect(() => qualityAttackOdds({ attacks: 3, quality: 4, defenderQuality: 4, target: { models: -1 } })).toThrow(/models/);
  });
});
