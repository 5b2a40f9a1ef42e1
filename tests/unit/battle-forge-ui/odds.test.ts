import { describe, expect, it } from 'vitest';
import { bfAttackOdds } from '../../../shared/rulesets/battle-forge/odds';
import { BF_DEFAULTS, BfOddsCalculator, bfSpec } from '../../../src-renderer/src/rulesets/battle-forge/odds-calculator.svelte';

describe('the Battle Forge odds panel', () => {
  it('BF.HIT.DICE: models × copies × Attacks make the hit dice (BF.WPN.COPIES)', () => {
    expect(bfSpec({ ...BF_DEFAULTS, models: 5, copies: 2, attacks: 3, ap: 1 })).toEqual({ attacks: 30, hit: 5, save: 5, ap: 1 });
  });

  it('BF.HIT.SUCCESS: five dice hitting at or under 5 score 2.5 hits on average, as odds.ts works them out', () => {
    const calc = new BfOddsCalculator();
    const result = calc.result;
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.odds.expected.hits).toBeCloseTo(2.5, 10);
    expect(result.odds).toEqual(bfAttackOdds({ ...bfSpec(BF_DEFAULTS), target: { models: 5, woundsPerModel: 1 } }));
    expect(calc.woundsTitle).toBe('Unsaved hits');
  });

  it('BF.SAVE.TARGET: AP comes off the Save with cover, and the summary says what each die needs', () => {
    const calc = new BfOddsCalculator();
    calc.inputs.ap = 1;
    calc.inputs.save = 6;
    const result = calc.result;
    expect(result.ok && result.summary).toMatch(/^5 dice, hit at or under 5, saved at or under 5 \(Save 6 less AP 1\): 2\.50 hits/);
    // A 1 always saves and a 10 always fails (BF.SAVE.NAT1, BF.SAVE.NAT10): 2.5 hits × 0.5 unsaved.
    expect(result.ok && result.odds.expected.wounds).toBeCloseTo(1.25, 10);
  });

  it('BF.OBJ.WOUNDS_X: wounds per model count toward models removed; Reset brings the defaults back', () => {
    const calc = new BfOddsCalculator();
    calc.inputs.woundsPerModel = 3;
    calc.inputs.targetModels = 1;
    const result = calc.result;
    expect(result.ok && result.odds.modelsRemoved.length).toBe(2);
    calc.reset();
    expect(calc.inputs).toEqual(BF_DEFAULTS);
  });

  it('BF.SHOCK.ON_HIT: the summary gives the chance the attack puts Shock on the target, from odds.ts', () => {
    const calc = new BfOddsCalculator();
    const result = calc.result;
    // Five dice each hitting half the time: all miss 1 time in 32.
    expect(result.ok && result.summary).toMatch(/Shock on the target 97%\.$/);
  });

  it('shows the core’s refusal rather than throwing when an input makes no sense', () => {
    const calc = new BfOddsCalculator();
    calc.inputs.targetModels = 0;
    expect(calc.result.ok).toBe(false);
  });
});
