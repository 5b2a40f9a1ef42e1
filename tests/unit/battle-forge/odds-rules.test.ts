import { describe, expect, it } from 'vitest';
import { sampleSetup, start } from './engine-helpers';
import { OddsFlagError, type OddsFlags } from '../../../shared/odds/flags';
import { bfAttackDistributions, bfAttackOdds, bfSequenceOdds } from '../../../shared/rulesets/battle-forge/odds';
import { battleForgeOdds } from '../../../shared/rulesets/battle-forge/odds-rules';

const flags = (values: Record<string, string>, switches: string[] = []): OddsFlags => ({ values, switches: new Set(switches) });
const refusal = (values: Record<string, string>): string => {
  try {
    battleForgeOdds.fromFlags(flags(values));
  } catch (error) {
    expect(error).toBeInstanceOf(OddsFlagError);
    return (error as Error).message;
  }
  throw new Error('the flags were accepted');
};

describe('tenfold odds flags for Battle Forge', () => {
  it('reads --attacks, --hit, --save and --ap into the distributions, in the shape the other rulesets print', () => {
    const { odds, hitOn, defendOn } = battleForgeOdds.fromFlags(flags({ attacks: '4', hit: '5', save: '6', ap: '2' }));
    expect(odds).toEqual(bfAttackDistributions({ attacks: 4, hit: 5, save: 6, ap: 2 }));
    expect(Object.keys(odds)).toEqual(expect.arrayContaining(['hits', 'wounds', 'expected']));
    expect(odds.modelsRemoved).toBeUndefined();
    // At or under 5 passes as often as 6+; at or under 4 as often as 7+.
    expect(hitOn).toBe(6);
    expect(defendOn).toBe(7);
  });

  it('BF.CHECK.NAT10_FAILS: the summary face never claims a sure hit (at or under 12 shows as 2+, 90%)', () => {
    const { hitOn, defendOn } = battleForgeOdds.fromFlags(flags({ attacks: '1', hit: '12', save: '0' }));
    expect(hitOn).toBe(2);
    expect(defendOn).toBe(10);
  });

  it('--models and --wounds-per-model add modelsRemoved, destroy and moraleCheck (the break test forced by losses)', () => {
    const { odds } = battleForgeOdds.fromFlags(flags({ attacks: '6', hit: '7', save: '5', ap: '1', models: '4', 'wounds-per-model': '2' }));
    const wanted = bfAttackOdds({ attacks: 6, hit: 7, save: 5, ap: 1, target: { models: 4, woundsPerModel: 2 } });
    expect(odds).toEqual(wanted);
    expect(odds.modelsRemoved).toHaveLength(5);
    expect(odds.moraleCheck).toBeGreaterThan(0);
  });

  it('--ap defaults to 0 and --wounds-per-model to 1', () => {
    const { odds } = battleForgeOdds.fromFlags(flags({ attacks: '3', hit: '6', save: '4', models: '3' }));
    expect(odds).toEqual(bfAttackOdds({ attacks: 3, hit: 6, save: 4, ap: 0, target: { models: 3, woundsPerModel: 1 } }));
  });

  it('refuses negative or missing attacks, naming --attacks', () => {
    expect(refusal({ attacks: '-1', hit: '5', save: '5' })).toMatch(/--attacks/);
    expect(refusal({ attacks: 'many', hit: '5', save: '5' })).toMatch(/--attacks/);
    expect(refusal({ hit: '5', save: '5' })).toMatch(/--attacks is required/);
  });

  it('refuses a hit value out of range or not whole, naming --hit', () => {
    expect(refusal({ attacks: '3', hit: '21', save: '5' })).toMatch(/--hit/);
    expect(refusal({ attacks: '3', hit: '-21', save: '5' })).toMatch(/--hit/);
    expect(refusal({ attacks: '3', hit: '4.5', save: '5' })).toMatch(/--hit/);
    expect(refusal({ attacks: '3', save: '5' })).toMatch(/--hit is required/);
  });

  it('BF.AMBIG.MODIFIER_STACKING: a modified value below 1 or above 10 is accepted (the natural faces decide)', () => {
    expect(battleForgeOdds.fromFlags(flags({ attacks: '1', hit: '-2', save: '13' })).odds.hits[1]).toBeCloseTo(0.1, 12);
  });

  it('refuses a bad save, AP, model count or wounds per model, naming the flag', () => {
    expect(refusal({ attacks: '3', hit: '5', save: '30' })).toMatch(/--save/);
    expect(refusal({ attacks: '3', hit: '5' })).toMatch(/--save is required/);
    expect(refusal({ attacks: '3', hit: '5', save: '5', ap: '-1' })).toMatch(/--ap/);
    expect(refusal({ attacks: '3', hit: '5', save: '5', models: '0' })).toMatch(/--models/);
    expect(refusal({ attacks: '3', hit: '5', save: '5', models: '2', 'wounds-per-model': '0' })).toMatch(/--wounds-per-model/);
    expect(refusal({ attacks: '3', hit: '5', save: '5', 'wounds-per-model': '2' })).toMatch(/--wounds-per-model does not apply/);
  });

  it('lists every flag it reads in the usage line and explains each in the help', () => {
    const { values, switches, help } = battleForgeOdds.flags;
    expect(values).toEqual(['attacks', 'hit', 'save', 'ap', 'models', 'wounds-per-model']);
    expect(switches).toEqual([]);
    for (const name of values) {
      expect(battleForgeOdds.usage).toContain(`--${name}`);
      expect(help?.[name]?.text.length ?? 0).toBeGreaterThan(10);
    }
  });

  it('offers the sequence of several weapons, and no Play screen line for units that are not in the game', () => {
    const profiles = [{ attacks: 2, hit: 5, save: 5 }];
    expect(battleForgeOdds.sequence(profiles, { models: 3 })).toEqual(bfSequenceOdds(profiles, { models: 3 }));
    const s = start(sampleSetup(150, 1));
    expect(battleForgeOdds.attackLine(s, { unitId: 'a', targetId: 'b' })).toBeNull();
  });

  it('BF.SHOOT.LONG_RANGE: the Play screen line gives the odds of the shot the engine would roll, long range and all', () => {
    const s = structuredClone(start(sampleSetup(150, 1)));
    const shooter = s.order.map((id) => s.units[id]!).find((u) => u.owner === 0 && u.models.every((m) => m.weapons.some((w) => w.range !== 'melee' && w.range.short >= 10)))!;
    const target = s.order.map((id) => s.units[id]!).find((u) => u.owner === 1)!;
    const row = (u: typeof shooter, y: number) => u.models.forEach((m, i) => Object.assign(m, { x: 4 + i * 1.5, y }));
    shooter.status = 'table';
    target.status = 'table';
    row(shooter, 4);
    const weapon = shooter.models[0]!.weapons.find((w) => w.range !== 'melee')!;
    const bands = weapon.range as { short: number; long: number };
    // Every target model inside the long band but beyond the short one: −1 Accuracy for every die.
    row(target, 4 + bands.short + 2);
    const line = battleForgeOdds.attackLine(s, { unitId: shooter.id, targetId: target.id, kind: 'ranged' });
    const acc = shooter.models[0]!.stats!.acc;
    expect(line).toMatch(new RegExp(`^\\d+ dice at or under ${acc - 1}( |/)`));
    expect(line).toMatch(/wounds expected, \d+% to destroy, \d+% Shock$/);
  });
});
