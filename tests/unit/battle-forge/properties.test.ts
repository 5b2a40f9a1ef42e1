import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkChance, checkPasses } from '../../../shared/rulesets/battle-forge/check';
import { bfAttackDistributions, bfAttackOdds, bfSaveValue, bfSequenceOdds, type BfAttackSpec, type BfTarget } from '../../../shared/rulesets/battle-forge/odds';

const spec: fc.Arbitrary<BfAttackSpec> = fc.record({
  attacks: fc.integer({ min: 0, max: 60 }),
  hit: fc.integer({ min: -5, max: 15 }),
  save: fc.integer({ min: -5, max: 15 }),
  ap: fc.integer({ min: 0, max: 6 }),
});
const target: fc.Arbitrary<BfTarget> = fc
  .record({ models: fc.integer({ min: 1, max: 12 }), woundsPerModel: fc.integer({ min: 1, max: 4 }) })
  .chain((t) => fc.record({ models: fc.constant(t.models), woundsPerModel: fc.constant(t.woundsPerModel), woundsAlreadyOnDamagedModel: fc.integer({ min: 0, max: t.woundsPerModel - 1 }) }));

const total = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function expectDistribution(dist: readonly number[], length: number): void {
  expect(dist).toHaveLength(length);
  expect(total(dist)).toBeCloseTo(1, 9);
  for (const p of dist) expect(p >= -1e-15 && p <= 1 + 1e-12).toBe(true);
}

describe('properties of the Battle Forge odds', () => {
  it('BF.CHECK.PASS_AT_OR_BELOW: the chance of a check is the share of faces that pass it, for any modified value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), (value) => {
        const faces = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((roll) => checkPasses(roll, value)).length;
        expect(checkChance(value)).toBeCloseTo(faces / 10, 12);
      }),
    );
  });

  it('BF.HIT.SUCCESS: hits, unsaved hits and models removed are distributions, and expected values are dice × chance', () => {
    fc.assert(
      fc.property(spec, target, (s, t) => {
        const odds = bfAttackOdds({ ...s, target: t });
        expectDistribution(odds.hits, s.attacks + 1);
        expectDistribution(odds.wounds, s.attacks + 1);
        expectDistribution(odds.modelsRemoved, t.models + 1);
        const hit = checkChance(s.hit);
        const through = 1 - checkChance(bfSaveValue(s));
        expect(odds.expected.hits).toBeCloseTo(s.attacks * hit, 9);
        expect(odds.expected.wounds).toBeCloseTo(s.attacks * hit * through, 9);
        expect(odds.destroy).toBeCloseTo(odds.modelsRemoved[t.models]!, 12);
        expect(odds.destroy + odds.moraleCheck).toBeLessThanOrEqual(1 + 1e-9);
        expect(odds.shock).toBeCloseTo(1 - (1 - hit) ** s.attacks, 9);
      }),
      { numRuns: 300 },
    );
  });

  it('BF.SAVE.FAIL_WOUND: with one-wound models the models removed are the unsaved hits, capped at the unit', () => {
    fc.assert(
      fc.property(spec, fc.integer({ min: 1, max: 12 }), (s, models) => {
        const odds = bfAttackOdds({ ...s, target: { models } });
        for (let m = 0; m < models; m++) expect(odds.modelsRemoved[m]).toBeCloseTo(odds.wounds[m] ?? 0, 12);
        expect(odds.destroy).toBeCloseTo(total(odds.wounds.slice(models)), 12);
      }),
      { numRuns: 200 },
    );
  });

  it('BF.WPN.AP: more AP never lowers the unsaved hits expected, and a better Save never raises them', () => {
    fc.assert(
      fc.property(spec, (s) => {
        const base = bfAttackDistributions(s).expected.wounds;
        expect(bfAttackDistributions({ ...s, ap: (s.ap ?? 0) + 1 }).expected.wounds).toBeGreaterThanOrEqual(base - 1e-12);
        expect(bfAttackDistributions({ ...s, save: s.save + 1 }).expected.wounds).toBeLessThanOrEqual(base + 1e-12);
      }),
      { numRuns: 200 },
    );
  });

  it('BF.SAVE.ROLL: the odds agree with every face of every hit and save die counted one by one (up to 2 dice)', () => {
    const faces = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    fc.assert(
      fc.property(spec.map((s) => ({ ...s, attacks: s.attacks % 3 })), (s) => {
        const n = s.attacks;
        const hits = new Array<number>(n + 1).fill(0);
        const wounds = new Array<number>(n + 1).fill(0);
        // Each die is a pair of faces: its hit roll, then its save roll (read only when it hits).
        const pairs = faces.flatMap((hit) => faces.map((save) => [hit, save] as const));
        const walk = (die: number, h: number, w: number, chance: number): void => {
          if (die === n) {
            hits[h] = hits[h]! + chance;
            wounds[w] = wounds[w]! + chance;
            return;
          }
          for (const [hit, save] of pairs) {
            const hits1 = checkPasses(hit, s.hit);
            const through = hits1 && !checkPasses(save, bfSaveValue(s));
            walk(die + 1, h + (hits1 ? 1 : 0), w + (through ? 1 : 0), chance / pairs.length);
          }
        };
        walk(0, 0, 0, 1);
        const odds = bfAttackDistributions(s);
        odds.hits.forEach((p, k) => expect(p).toBeCloseTo(hits[k]!, 12));
        odds.wounds.forEach((p, k) => expect(p).toBeCloseTo(wounds[k]!, 12));
      }),
      { numRuns: 60 },
    );
  });

  it('several weapons in turn are distributions too, and their expected hits add up', () => {
    fc.assert(
      fc.property(fc.array(spec, { minLength: 1, maxLength: 4 }), target, (profiles, t) => {
        const odds = bfSequenceOdds(profiles, t);
        const dice = profiles.reduce((n, p) => n + p.attacks, 0);
        expectDistribution(odds.hits, dice + 1);
        expectDistribution(odds.wounds, dice + 1);
        expectDistribution(odds.modelsRemoved, t.models + 1);
        expect(odds.expected.hits).toBeCloseTo(total(profiles.map((p) => p.attacks * checkChance(p.hit))), 9);
      }),
      { numRuns: 150 },
    );
  });
});
