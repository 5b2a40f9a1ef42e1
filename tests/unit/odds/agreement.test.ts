import { describe, expect, it } from 'vitest';
import { type AttackOdds, sequenceOdds } from '../../../shared/odds/index';
import { type D10Target } from '../../../shared/rulesets/d10-wargame/odds';
import { type AttackProfile } from '../../support/simulate-attacks';
import { simulateAttacks } from '../../support/simulate-attacks';

// The exact odds against 100,000 attacks rolled die by die by an independent simulator
// (shared/odds/simulate.ts: its own PRNG, the rules applied face by face, wounds put on models one
// token at a time). Every bin must fall within 3 standard errors of the exact chance. Fixed seeds
// keep the test deterministic.
const TRIALS = 100_000;

/**
 * The normal approximation to a binomial count fails for bins expected to see only a handful of
 * events, so a bin's standard error is never taken below that of a bin expecting 10 events. A bin
 * the DP calls impossible must never be seen at all.
 */
function withinBand(exact: number, observed: number, trials: number): boolean {
  if (exact === 0) return observed === 0;
  const variance = Math.max(exact * (1 - exact), 10 / trials);
  return Math.abs(observed / trials - exact) <= 3 * Math.sqrt(variance / trials);
}

function expectAgreement(name: string, odds: AttackOdds, profiles: AttackProfile[], target: D10Target, seed: number): void {
  const counts = simulateAttacks(profiles, target, TRIALS, seed);
  const misses: string[] = [];
  const check = (label: string, exact: number, observed: number): void => {
    if (!withinBand(exact, observed, TRIALS)) misses.push(`${label}: exact ${exact}, simulated ${observed / TRIALS}`);
  };
  expect(counts.hits).toHaveLength(odds.hits.length);
  expect(counts.modelsRemoved).toHaveLength(odds.modelsRemoved.length);
  odds.hits.forEach((p, k) => check(`hits[${k}]`, p, counts.hits[k]!));
  odds.wounds.forEach((p, k) => check(`wounds[${k}]`, p, counts.wounds[k]!));
  odds.modelsRemoved.forEach((p, k) => check(`modelsRemoved[${k}]`, p, counts.modelsRemoved[k]!));
  check('destroy', odds.destroy, counts.destroyed);
  check('moraleCheck', odds.moraleCheck, counts.moraleChecks);
  expect(misses, name).toEqual([]);
}

const scenarios: { title: string; profiles: AttackProfile[]; target: D10Target }[] = [
  {
    title: 'D10.SHOOT.AP, D10.WOUND.MULTI, D10.MORALE.TRIGGER: 40 shots at 4+, AP 1 against 4+, a damaged 2-wound unit',
    profiles: [{ ruleset: 'd10-wargame', attacks: 40, skill: 4, defense: 4, ap: 1 }],
    target: { models: 10, woundsPerModel: 2, woundsAlreadyOnDamagedModel: 1, initialModels: 12 },
  },
  {
    title: 'D10.MELEE.EXHAUSTION_EFFECT, D10.CP.REROLL: 12 exhausted melee attacks with a re-roll',
    profiles: [
      { ruleset: 'd10-wargame', attacks: 12, kind: 'melee', skill: 3, skillTier: 2, defense: 6, exhausted: true, commandPoint: 'reroll' },
    ],
    target: { models: 5, initialModels: 10 },
  },
  {
    title: 'D10.CP.REROLL: 6 shots at 7+ with one failed die re-rolled',
    profiles: [{ ruleset: 'd10-wargame', attacks: 6, skill: 7, defense: 5, commandPoint: 'reroll' }],
    target: { models: 3 },
  },
  {
    title: 'D10.SR.RANGED, D10.SR.DEFENSE, D10.SR.AP, D10.CP.PLUS_ONE, D10.AMBIG.RV_BOUNDS: tiers on both sides, a 5-wound vehicle',
    profiles: [
      { ruleset: 'd10-wargame', attacks: 8, skill: 6, skillTier: 2, defense: 6, defenseTier: 1, ap: 3, apTier: 2, commandPoint: 'plus-one' },
    ],
    target: { models: 1, woundsPerModel: 5 },
  },
  {
    title: 'D10.CP.REROLL, D10.CP.PLUS_ONE: both players spend a Command Point on their own dice',
    profiles: [
      { ruleset: 'd10-wargame', attacks: 9, skill: 5, defense: 5, ap: 1, commandPoint: 'reroll', defenderCommandPoint: 'plus-one' },
      { ruleset: 'd10-wargame', attacks: 5, skill: 4, defense: 5, defenderCommandPoint: 'reroll' },
    ],
    target: { models: 6, woundsPerModel: 2, initialModels: 8 },
  },
  {
    title: 'D10.SHOOT.RULE_OF_THREE, D10.AMBIG.MORALE_REPEAT: three profiles in sequence on 3-wound models',
    profiles: [
      { ruleset: 'd10-wargame', attacks: 10, skill: 4, defense: 4 },
      { ruleset: 'd10-wargame', attacks: 3, skill: 5, defense: 4, ap: 2 },
      { ruleset: 'd10-wargame', attacks: 6, skill: 3, skillTier: 1, defense: 4, ap: 1 },
    ],
    target: { models: 4, woundsPerModel: 3, woundsAlreadyOnDamagedModel: 2, initialModels: 6 },
  },
  {
    title: 'QW.HIT.MODS_ADD, QW.SAVE.MODS_ADD, QW.SAVE.HEAVY_REROLL: 20 attacks, Held, hard cover, fatigue, Heavy target',
    profiles: [
      {
        ruleset: 'quality', attacks: 20, quality: 4, defenderQuality: 5, held: true, cover: 'hard',
        attackerFatigued: true, defenderFatigued: true, heavy: true,
      },
    ],
    target: { models: 6 },
  },
  {
    title: 'QW.AMBIG.NATURAL_ROLLS: Quality 2+ Holding always hits, a Quality 10+ target in multi-combat never saves',
    profiles: [{ ruleset: 'quality', attacks: 5, quality: 2, held: true, defenderQuality: 10, defenderInMultiCombat: true }],
    target: { models: 8 },
  },
  {
    title: 'QW.FATIGUE.HIT_PENALTY, QW.SAVE.MOD_MULTI_COMBAT: two attacks in sequence on one unit',
    profiles: [
      { ruleset: 'quality', attacks: 7, quality: 5, defenderQuality: 6, attackerFatigued: true },
      { ruleset: 'quality', attacks: 7, quality: 4, defenderQuality: 6, cover: 'soft', defenderInMultiCombat: true },
    ],
    target: { models: 6 },
  },
];

describe('exact odds agree with 100,000 simulated attacks', () => {
  scenarios.forEach(({ title, profiles, target }, index) => {
    it(`${title}: every bin within 3 standard errors`, () => {
      expectAgreement(title, sequenceOdds(profiles, target), profiles, target, index + 1);
    });
  });

  it('the band can fail: a DP for 4+ is refused by a simulation of 5+', () => {
    const profiles: AttackProfile[] = [{ ruleset: 'd10-wargame', attacks: 10, skill: 4, defense: 5 }];
    const wrong = sequenceOdds([{ ruleset: 'd10-wargame', attacks: 10, skill: 5, defense: 5 }], { models: 10 });
    const counts = simulateAttacks(profiles, { models: 10 }, TRIALS, 99);
    expect(wrong.hits.every((p, k) => withinBand(p, counts.hits[k]!, TRIALS))).toBe(false);
  });
});
