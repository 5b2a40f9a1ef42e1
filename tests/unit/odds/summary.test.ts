import { describe, expect, it } from 'vitest';
import { formatExpected, formatOddsSummary, formatPercent } from '../../../shared/odds/index';
import { attackOdds, summarizeD10Attack } from '../../../shared/rulesets/d10-wargame/odds';
import { qualityAttackOdds, summarizeQualityAttack } from '../../../shared/rulesets/quality/odds';

describe('the one-line odds summary', () => {
  it('reads like the Odds screen: "4+ to hit, 6+ to defend: 2.4 wounds expected, 31% to destroy"', () => {
    expect(formatOddsSummary({ hitOn: 4, defendOn: 6, expectedWounds: 2.4, destroy: 0.31 })).toBe(
      '4+ to hit, 6+ to defend: 2.4 wounds expected, 31% to destroy',
    );
  });

  it('D10.SHOOT.AP_EXAMPLE: a d10-wargame attack shows its effective RVs (Ranged(1) 5+ → 4+, Defense 4+ AP 2 → 6+)', () => {
    const spec = { attacks: 10, skill: 5, skillTier: 1, defense: 4, ap: 2 };
    const line = summarizeD10Attack(spec, attackOdds({ ...spec, target: { models: 10 } }));
    // Each die wounds 0.7 × 0.5 = 35%: 3.5 expected; 5 to 9 wounds (Binomial(10, 0.35)) ≈ 24.85%.
    expect(line).toBe('4+ to hit, 6+ to defend: 3.5 wounds expected, <1% to destroy, 25% to force a morale check');
  });

  it('D10.AMBIG.RV_BOUNDS: an RV past 10 shows as 10+, the effective chance', () => {
    const spec = { attacks: 1, skill: 4, defense: 9, ap: 3 };
    expect(summarizeD10Attack(spec, attackOdds({ ...spec, target: { models: 1 } }))).toMatch(/^4\+ to hit, 10\+ to defend/);
  });

  it('QW.AMBIG.NATURAL_ROLLS: the summary shows impossible and certain rolls, 0% and 100%', () => {
    const never = { attacks: 3, quality: 10, defenderQuality: 4, cover: 'soft' as const };
    expect(summarizeQualityAttack(never, qualityAttackOdds({ ...never, target: { models: 2 } }))).toBe(
      'cannot hit, 4+ to defend: 0 wounds expected, 0% to destroy',
    );
    const sure = { attacks: 2, quality: 2, held: true, defenderQuality: 10, defenderInMultiCombat: true };
    expect(summarizeQualityAttack(sure, qualityAttackOdds({ ...sure, target: { models: 2 } }))).toBe(
      'always hits, cannot defend: 2.0 wounds expected, 100% to destroy',
    );
  });

  it('shows the wounds expected precisely enough to agree with the chance to destroy ("0.0 wounds expected, 5% to destroy" contradicted itself)', () => {
    expect(formatOddsSummary({ hitOn: 10, defendOn: 6, expectedWounds: 0.046, destroy: 0.046 })).toBe('10+ to hit, 6+ to defend: 0.05 wounds expected, 5% to destroy');
    expect(formatExpected(0.004)).toBe('<0.01');
    expect(formatExpected(0.95)).toBe('0.95');
    expect(formatExpected(2.44)).toBe('2.4');
    // Against one single-wound model, destroying it needs a wound: what is shown never says less is expected than the chance to destroy.
    for (let attacks = 1; attacks <= 4; attacks++)
      for (let quality = 2; quality <= 10; quality++)
        for (let defenderQuality = 2; defenderQuality <= 10; defenderQuality += 2) {
          const spec = { attacks, quality, defenderQuality };
          const line = summarizeQualityAttack(spec, qualityAttackOdds({ ...spec, target: { models: 1 } }));
          const [, shown, percent] = /: ([<\d.]+) wounds expected, ([<>\d]+)%/.exec(line)!;
          if (/[<>]/.test(shown! + percent!)) continue;
          expect(Number(shown) * 100, line).toBeGreaterThanOrEqual(Number(percent));
        }
  });

  it('never rounds a possible outcome to 0% or a doubtful one to 100%', () => {
    expect(formatPercent(0.001)).toBe('<1%');
    expect(formatPercent(0.999)).toBe('>99%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.314)).toBe('31%');
  });
});
