import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AttackOdds } from '../../../shared/odds/index';
import { type D10AttackSpec, attackOdds, d10CheckChance, d10HitRv } from '../../../shared/rulesets/d10-wargame/odds';
import { qualityAttackOdds, qualityCheckChance, qualityHitModifier } from '../../../shared/rulesets/quality/odds';

const d10Spec: fc.Arbitrary<D10AttackSpec> = fc.record({
  attacks: fc.integer({ min: 0, max: 60 }),
  kind: fc.constantFrom('shooting' as const, 'melee' as const),
  skill: fc.integer({ min: 2, max: 10 }),
  skillTier: fc.integer({ min: 0, max: 3 }),
  ap: fc.integer({ min: 0, max: 4 }),
  apTier: fc.integer({ min: 0, max: 3 }),
  defense: fc.integer({ min: 2, max: 10 }),
  defenseTier: fc.integer({ min: 0, max: 3 }),
  exhausted: fc.boolean(),
  commandPoint: fc.constantFrom('none' as const, 'reroll' as const, 'plus-one' as const),
  defenderCommandPoint: fc.constantFrom('none' as const, 'reroll' as const, 'plus-one' as const),
});
const d10Target = fc
  .record({ models: fc.integer({ min: 1, max: 12 }), woundsPerModel: fc.integer({ min: 1, max: 4 }), extra: fc.integer({ min: 0, max: 10 }) })
  .chain((t) =>
    fc.record({
      models: fc.constant(t.models),
      woundsPerModel: fc.constant(t.woundsPerModel),
      woundsAlreadyOnDamagedModel: fc.integer({ min: 0, max: t.woundsPerModel - 1 }),
      initialModels: fc.constant(t.models + t.extra),
    }),
  );

const total = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

function expectWellFormed(odds: AttackOdds, attacks: number, models: number): void {
  expect(odds.hits).toHaveLength(attacks + 1);
  expect(odds.wounds).toHaveLength(attacks + 1);
  expect(odds.modelsRemoved).toHaveLength(models + 1);
  for (const dist of [odds.hits, odds.wounds, odds.modelsRemoved]) {
    expect(total(dist)).toBeCloseTo(1, 9);
    for (const p of dist) expect(p >= -1e-15 && p <= 1 + 1e-12).toBe(true);
  }
  expect(odds.destroy + odds.moraleCheck).toBeLessThanOrEqual(1 + 1e-9);
}

describe('properties of the exact odds', () => {
  it('D10.CHECK.ODDS: every d10-wargame distribution is a distribution, and expected hits are dice × chance', () => {
    fc.assert(
      fc.property(d10Spec, d10Target, (spec, target) => {
        const odds = attackOdds({ ...spec, target });
        expectWellFormed(odds, spec.attacks, target.models);
        if (spec.commandPoint === 'none') {
          const exhausted = spec.kind === 'melee' && spec.exhausted === true;
          expect(odds.expected.hits).toBeCloseTo(spec.attacks * d10CheckChance(d10HitRv(spec), { exhausted }), 9);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('D10.AMBIG.MODIFIER_DIRECTION: a better tier never lowers the wounds expected, more AP never lowers them', () => {
    fc.assert(
      fc.property(d10Spec, d10Target, (spec, target) => {
        const base = attackOdds({ ...spec, target }).expected.wounds;
        const sharper = attackOdds({ ...spec, skillTier: Math.min(3, (spec.skillTier ?? 0) + 1), target }).expected.wounds;
        const piercing = attackOdds({ ...spec, ap: (spec.ap ?? 0) + 1, target }).expected.wounds;
        const tougher = attackOdds({ ...spec, defenseTier: Math.min(3, (spec.defenseTier ?? 0) + 1), target }).expected.wounds;
        expect(sharper).toBeGreaterThanOrEqual(base - 1e-12);
        expect(piercing).toBeGreaterThanOrEqual(base - 1e-12);
        expect(tougher).toBeLessThanOrEqual(base + 1e-12);
      }),
      { numRuns: 200 },
    );
  });

  it('D10.CP.REROLL: an attacker’s Command Point adds at most one hit, a defender’s saves at most one wound', () => {
    fc.assert(
      fc.property(d10Spec, (spec) => {
        const target = { models: 5 };
        const without = attackOdds({ ...spec, commandPoint: 'none', target }).expected.hits;
        const withReroll = attackOdds({ ...spec, commandPoint: 'reroll', target }).expected.hits;
        expect(withReroll).toBeGreaterThanOrEqual(without - 1e-12);
        expect(withReroll).toBeLessThanOrEqual(without + 1 + 1e-12);
        const defended = attackOdds({ ...spec, defenderCommandPoint: 'none', target }).expected.wounds;
        for (const use of ['reroll', 'plus-one'] as const) {
          const saved = attackOdds({ ...spec, defenderCommandPoint: use, target }).expected.wounds;
          expect(saved).toBeLessThanOrEqual(defended + 1e-12);
          expect(saved).toBeGreaterThanOrEqual(defended - 1 - 1e-12);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('QW.SAVE.HEAVY_REROLL: every quality distribution is a distribution, and Heavy never raises the models lost', () => {
    const spec = fc.record({
      attacks: fc.integer({ min: 0, max: 60 }),
      quality: fc.integer({ min: 2, max: 10 }),
      defenderQuality: fc.integer({ min: 2, max: 10 }),
      cover: fc.constantFrom('none' as const, 'soft' as const, 'hard' as const),
      held: fc.boolean(),
      attackerFatigued: fc.boolean(),
      defenderFatigued: fc.boolean(),
      defenderInMultiCombat: fc.boolean(),
    });
    fc.assert(
      fc.property(spec, fc.integer({ min: 1, max: 20 }), (s, models) => {
        const plain = qualityAttackOdds({ ...s, heavy: false, target: { models } });
        const heavy = qualityAttackOdds({ ...s, heavy: true, target: { models } });
        expectWellFormed(plain, s.attacks, models);
        expectWellFormed(heavy, s.attacks, models);
        expect(plain.expected.hits).toBeCloseTo(s.attacks * qualityCheckChance(s.quality, qualityHitModifier(s)), 9);
        expect(heavy.expected.modelsRemoved).toBeLessThanOrEqual(plain.expected.modelsRemoved + 1e-12);
        expect(plain.moraleCheck).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
