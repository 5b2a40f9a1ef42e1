import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedDice, seedDice } from '../../../shared/core/dice';
import {
  applyDamage,
  breakTriggers,
  injuryResult,
  receiveShock,
  resolveAttack,
  resolveHits,
  resolveSimultaneous,
  rollToHit,
  splitHits,
  suggestHitOrder,
  type AttackOrder,
  type Hit,
  type ResolveModel,
  type ResolveUnit,
  type UnitDamage,
} from '../../../shared/rulesets/battle-forge/resolve';

const trooper = (id: string, save = 6, more: Partial<ResolveModel> = {}): ResolveModel => ({ id, wounds: 1, save, ...more });
const squad = (id: string, models: ResolveModel[], more: Partial<ResolveUnit> = {}): ResolveUnit => ({
  id,
  models,
  shock: 0,
  courage: 6,
  criticalDamage: 0,
  ...more,
});
const troopers = (prefix: string, count: number, save = 6): ResolveModel[] =>
  Array.from({ length: count }, (_, i) => trooper(`${prefix}${String(i + 1)}`, save));

/** One attack at one unit, the defender taking hits in the order its models are listed. */
function attackOn(target: ResolveUnit, attacks: number, hitValue: number, more: Partial<AttackOrder> = {}, ap = 0, saveModifier = 0): AttackOrder {
  return {
    attacker: 'shooters',
    attacks,
    split: { kind: 'ranged', target: target.id, targetHitValue: hitValue, extras: [] },
    defenders: [{ unit: target, save: { ap, saveModifier }, hitOrder: target.models.map((model) => model.id) }],
    ...more,
  };
}

function only<T>(result: { ok: true; value: T } | { ok: false }): T {
  if (!result.ok) throw new Error(`expected a result, got ${JSON.stringify(result)}`);
  return result.value;
}

function firstDamage(result: Parameters<typeof only<UnitDamage[]>>[0]): UnitDamage {
  const damage = only(result)[0];
  if (!damage) throw new Error('no damage');
  return damage;
}

const plain = (count: number): Hit[] => Array.from({ length: count }, () => ({ apBonus: 0, extra: false }));

describe('hit rolls', () => {
  it('BF.HIT.DICE: one D10 per attack, each recorded against the hit value', () => {
    const rolled = rollToHit({ unit: 'shooters', attacks: 5, hitValue: 5 }, fixedDice(5, 6, 1, 10, 3));
    if (!rolled.ok) throw new Error('refused');
    expect(rolled.rolls.map((roll) => [roll.purpose, roll.face, roll.rv])).toEqual([
      ['hit', 5, 5],
      ['hit', 6, 5],
      ['hit', 1, 5],
      ['hit', 10, 5],
      ['hit', 3, 5],
    ]);
  });

  it('BF.HIT.SUCCESS: a die at or under the modified value hits', () => {
    expect(only(rollToHit({ unit: 's', attacks: 5, hitValue: 5 }, fixedDice(5, 6, 1, 10, 3)))).toHaveLength(3);
    expect(only(rollToHit({ unit: 's', attacks: 3, hitValue: 7 }, fixedDice(7, 8, 6)))).toHaveLength(2);
  });

  it('BF.CHECK.NAT1_PASSES: a natural 1 hits even when modifiers take the value below 1', () => {
    expect(only(rollToHit({ unit: 's', attacks: 2, hitValue: -1 }, fixedDice(1, 2)))).toHaveLength(1);
  });

  it('BF.CHECK.NAT10_FAILS: a natural 10 misses even when the value is 10 or more', () => {
    expect(only(rollToHit({ unit: 's', attacks: 2, hitValue: 12 }, fixedDice(10, 9)))).toHaveLength(1);
  });

  it('BF.HIT.DICE: an attack with no dice left to roll is refused, not guessed', () => {
    const rolled = rollToHit({ unit: 's', attacks: 3, hitValue: 5 }, fixedDice(2, 3));
    expect(rolled.ok ? null : rolled.reason.code).toBe('dice-ran-out');
    const bad = rollToHit({ unit: 's', attacks: -1, hitValue: 5 }, fixedDice());
    expect(bad.ok ? null : bad.reason.rule).toBe('BF.HIT.DICE');
  });

  it('BF.HIT.EX_EXTRA_NO_AP: a roll of 2 is a hit with +1 AP plus one extra hit at base AP', () => {
    const abilities = { extraHitAtOrUnder: 2, apBonus: { atOrUnder: 2, ap: 1 } };
    expect(only(rollToHit({ unit: 's', attacks: 1, hitValue: 6, abilities }, fixedDice(2)))).toEqual([
      { apBonus: 1, extra: false },
      { apBonus: 0, extra: true },
    ]);
    // A 3 triggers neither ability: one plain hit.
    expect(only(rollToHit({ unit: 's', attacks: 1, hitValue: 6, abilities }, fixedDice(3)))).toEqual([{ apBonus: 0, extra: false }]);
    // Against Save 6 and AP 0 the original hit is saved on 5 or less, the extra hit on 6 or less.
    const target = squad('target', [trooper('t1', 6, { wounds: 2, maxWounds: 2 })]);
    const damage = firstDamage(resolveAttack(attackOn(target, 1, 6, { abilities }), fixedDice(2, 6, 6)));
    expect(damage.saves.map((save) => [save.value, save.saved])).toEqual([
      [5, false],
      [6, true],
    ]);
  });

  it('BF.HIT.EXTRA_BASE_PROFILE: the extra hit never carries the bonus AP, whatever the bonus', () => {
    const abilities = { extraHitAtOrUnder: 3, apBonus: { atOrUnder: 3, ap: 2 } };
    const hits = only(rollToHit({ unit: 's', attacks: 2, hitValue: 6, abilities }, fixedDice(3, 1)));
    expect(hits.filter((hit) => hit.extra).map((hit) => hit.apBonus)).toEqual([0, 0]);
    expect(hits.filter((hit) => !hit.extra).map((hit) => hit.apBonus)).toEqual([2, 2]);
  });
});

describe('sharing hits between units', () => {
  const plan = (extras: { unit: string; hitValue?: number; inches?: number }[], kind: 'ranged' | 'melee' = 'ranged') => ({
    kind,
    target: 'first',
    targetHitValue: 5,
    extras: extras.map((extra) => ({ unit: extra.unit, hitValue: extra.hitValue ?? 5, inchesFromTarget: extra.inches ?? 2 })),
  });
  const counts = (result: ReturnType<typeof splitHits>): Record<string, number> => {
    if (!result.ok) throw new Error(result.reason.code);
    return Object.fromEntries([...result.shares].map(([unit, hits]) => [unit, hits.length]));
  };

  it('BF.HIT.SPLIT_ODD_TO_ORIGINAL: 5 hits with one extra target are 3 to the original and 2 to the extra (BF.AMBIG.SPLIT_HITS)', () => {
    expect(counts(splitHits(plain(5), plan([{ unit: 'second' }])))).toEqual({ first: 3, second: 2 });
    expect(counts(splitHits(plain(5), plan([{ unit: 'second' }, { unit: 'third' }])))).toEqual({ first: 3, second: 1, third: 1 });
    expect(counts(splitHits(plain(6), plan([{ unit: 'second' }, { unit: 'third' }])))).toEqual({ first: 2, second: 2, third: 2 });
  });

  it('BF.HIT.SPLIT_OPTION: only more than one hit is shared, and only with units within 3" of the target', () => {
    const one = splitHits(plain(1), plan([{ unit: 'second' }]));
    expect(one.ok ? null : one.reason.code).toBe('too-few-hits');
    const far = splitHits(plain(4), plan([{ unit: 'second', inches: 3.5 }]));
    expect(far.ok ? null : far.reason.code).toBe('split-too-far');
    expect(counts(splitHits(plain(4), plan([{ unit: 'second', inches: 3 }])))).toEqual({ first: 2, second: 2 });
    expect(counts(splitHits(plain(4), plan([])))).toEqual({ first: 4 });
  });

  it('BF.HIT.SPLIT_NO_HARDER_TARGET: no share goes to a unit hit on a worse value than the target', () => {
    const harder = splitHits(plain(4), plan([{ unit: 'second', hitValue: 4 }]));
    expect(harder.ok ? null : harder.reason.rule).toBe('BF.HIT.SPLIT_NO_HARDER_TARGET');
    expect(counts(splitHits(plain(4), plan([{ unit: 'second', hitValue: 6 }])))).toEqual({ first: 2, second: 2 });
  });

  it('BF.HIT.SPLIT_OPTION: the attacker may see the hits before choosing how to share them', () => {
    const first = squad('first', troopers('f', 3));
    const second = squad('second', troopers('s', 3));
    const hits = only(rollToHit({ unit: 'shooters', attacks: 4, hitValue: 5 }, fixedDice(1, 2, 3, 9)));
    const split = splitHits(hits, plan([{ unit: 'second' }]));
    if (!split.ok) throw new Error(split.reason.code);
    const defenders = [first, second].map((unit) => ({ unit, save: { ap: 0 }, hitOrder: unit.models.map((model) => model.id) }));
    // Three hits: two to the first unit (saves 7, 2), one to the second (save 8).
    const damage = only(resolveHits(split.shares, defenders, fixedDice(7, 2, 8)));
    expect(damage.map((unit) => [unit.unit, unit.hits, unit.modelsLost])).toEqual([
      ['first', 2, 1],
      ['second', 1, 1],
    ]);
    const stranger = resolveHits(new Map([['nobody', hits]]), defenders, fixedDice(1, 1, 1));
    expect(stranger.ok ? null : stranger.reason.code).toBe('unknown-unit');
  });

  it('BF.AMBIG.SPLIT_HITS: hits are shared only when shooting', () => {
    const melee = splitHits(plain(4), plan([{ unit: 'second' }], 'melee'));
    expect(melee.ok ? null : melee.reason.code).toBe('no-split-in-melee');
  });

  it('BF.HIT.SPLIT_OPTION: a shared attack rolls saves on each unit for its own share', () => {
    const first = squad('first', troopers('f', 3));
    const second = squad('second', troopers('s', 3));
    const order: AttackOrder = {
      attacker: 'shooters',
      attacks: 3,
      split: { kind: 'ranged', target: 'first', targetHitValue: 5, extras: [{ unit: 'second', hitValue: 5, inchesFromTarget: 1 }] },
      defenders: [first, second].map((unit) => ({ unit, save: { ap: 0 }, hitOrder: unit.models.map((model) => model.id) })),
    };
    // Hits 1, 2, 3; first takes two saves (7, 7: both fail), second one (2: saved).
    const damage = only(resolveAttack(order, fixedDice(1, 2, 3, 7, 7, 2)));
    expect(damage.map((unit) => [unit.unit, unit.hits, unit.modelsLost, unit.shockGained])).toEqual([
      ['first', 2, 2, 1],
      ['second', 1, 0, 1],
    ]);
  });
});

describe('saves and casualties', () => {
  it('BF.SAVE.TARGET: the roll is compared with Save − AP + cover, never the printed Save (BF.AMBIG.SAVE_AP)', () => {
    const target = squad('t', troopers('m', 2, 6));
    // Save 6, AP 2, hard cover +2: the value is 6; a 6 saves and a 7 fails.
    const damage = firstDamage(resolveAttack(attackOn(target, 2, 6, {}, 2, 2), fixedDice(1, 1, 6, 7)));
    expect(damage.saves.map((save) => [save.value, save.face, save.saved])).toEqual([
      [6, 6, true],
      [6, 7, false],
    ]);
    // Without the cover the same 6 fails against 4.
    const bare = firstDamage(resolveAttack(attackOn(target, 1, 6, {}, 2, 0), fixedDice(1, 6)));
    expect(bare.saves.map((save) => [save.value, save.saved])).toEqual([[4, false]]);
  });

  it('BF.SAVE.NAT1: a 1 saves whatever the AP', () => {
    const target = squad('t', troopers('m', 1, 3));
    const damage = firstDamage(resolveAttack(attackOn(target, 2, 6, {}, 5), fixedDice(1, 1, 1, 2)));
    expect(damage.saves.map((save) => [save.value, save.face, save.saved])).toEqual([
      [-2, 1, true],
      [-2, 2, false],
    ]);
  });

  it('BF.SAVE.NAT10: a 10 fails even against a save value of 10 or more', () => {
    const target = squad('t', troopers('m', 2, 12));
    const damage = firstDamage(resolveAttack(attackOn(target, 2, 6), fixedDice(1, 1, 10, 9)));
    expect(damage.saves.map((save) => save.saved)).toEqual([false, true]);
    expect(damage.modelsLost).toBe(1);
  });

  it('BF.SAVE.EX_SAVE12_NAT10: Save 12 rolling a 10 fails by 10 − 12 = −2, and the Injury Chart reads −2', () => {
    const target = squad('walker', [trooper('hull', 12, { injuryChart: true })]);
    const damage = firstDamage(resolveAttack(attackOn(target, 1, 6), fixedDice(1, 10, 7)));
    expect(damage.saves[0]).toMatchObject({ face: 10, saved: false, margin: -2 });
    // Injury roll 7 − 2 + 0 tokens = 5: Shaken rather than the 8 (Panic) of a positive margin.
    expect(damage.injuries[0]).toMatchObject({ face: 7, total: 5, result: 'shaken' });
  });

  it('BF.AMBIG.SAVE_FAIL_MARGIN: a natural 10 fails by 10 − the save value, or by 10 − the printed Save as an option', () => {
    const target = squad('t', troopers('m', 1, 5));
    // Save 5, AP 2: the value is 3.
    const modified = firstDamage(resolveAttack(attackOn(target, 1, 6, {}, 2), fixedDice(1, 10)));
    expect(modified.saves[0]?.margin).toBe(7);
    const literal: AttackOrder = {
      ...attackOn(target, 1, 6),
      defenders: [{ unit: target, save: { ap: 2, literalNaturalTenMargin: true }, hitOrder: ['m1'] }],
    };
    expect(firstDamage(resolveAttack(literal, fixedDice(1, 10))).saves[0]?.margin).toBe(5);
    // An ordinary failure is the roll less the value either way: 8 − 3.
    expect(firstDamage(resolveAttack(literal, fixedDice(1, 8))).saves[0]?.margin).toBe(5);
    expect(firstDamage(resolveAttack(attackOn(target, 1, 6, {}, 2), fixedDice(1, 9))).saves[0]?.margin).toBe(6);
  });

  it('BF.SAVE.FAIL_WOUND: each unsaved hit takes one wound; a 1-wound model dies, a 2-wound model is left with 1', () => {
    const target = squad('t', [trooper('big', 6, { wounds: 2, maxWounds: 2 }), trooper('small')]);
    const damage = firstDamage(resolveAttack({ ...attackOn(target, 1, 6) }, fixedDice(1, 9)));
    expect(damage.after.models.map((model) => [model.id, model.wounds])).toEqual([
      ['big', 1],
      ['small', 1],
    ]);
    expect([damage.modelsLost, damage.woundsLost]).toEqual([0, 1]);
  });

  it('BF.SAVE.REMOVE_CASUALTIES: models at 0 wounds leave the unit', () => {
    const target = squad('t', troopers('m', 3));
    const damage = firstDamage(resolveAttack(attackOn(target, 2, 6), fixedDice(1, 1, 9, 9)));
    expect(damage.after.models.map((model) => model.id)).toEqual(['m3']);
    expect(damage.after.models.every((model) => model.wounds > 0)).toBe(true);
  });

  it('BF.SAVE.ASSIGN: the defender chooses which models take the hits, and the engine follows it', () => {
    const target = squad('t', [trooper('sergeant', 4), trooper('gunner', 6), trooper('rifle', 6)]);
    const order = (hitOrder: string[]): AttackOrder => ({
      ...attackOn(target, 1, 6),
      defenders: [{ unit: target, save: { ap: 0 }, hitOrder }],
    });
    // Save roll 5: the sergeant (Save 4) fails, a trooper (Save 6) saves.
    const onSergeant = firstDamage(resolveAttack(order(['sergeant', 'gunner', 'rifle']), fixedDice(1, 5)));
    expect(onSergeant.after.models.map((model) => model.id)).toEqual(['gunner', 'rifle']);
    const onRifle = firstDamage(resolveAttack(order(['rifle', 'gunner', 'sergeant']), fixedDice(1, 5)));
    expect(onRifle.after.models.map((model) => model.id)).toEqual(['sergeant', 'gunner', 'rifle']);
    const missing = resolveAttack(order(['rifle', 'gunner']), fixedDice(1, 5));
    expect(missing.ok ? null : missing.reason.code).toBe('model-not-listed');
    const twice = resolveAttack(order(['rifle', 'rifle', 'gunner', 'sergeant']), fixedDice(1, 5));
    expect(twice.ok ? null : twice.reason.code).toBe('model-listed-twice');
  });

  it('BF.SAVE.ASSIGN: the suggested order is only a suggestion, ordinary models first and the most hurt first', () => {
    const target = squad('t', [trooper('hero', 4, { injuryChart: true }), trooper('big', 5, { wounds: 3, maxWounds: 3 }), trooper('small')]);
    expect(suggestHitOrder(target)).toEqual(['small', 'big', 'hero']);
    expect(target.models.map((model) => model.id)).toEqual(['hero', 'big', 'small']);
  });

  it('BF.SAVE.VALID_MODELS_ONLY: a hit can only go to a model that could be targeted', () => {
    const target = squad('t', troopers('m', 3));
    const order = (hitOrder: string[]): AttackOrder => ({
      ...attackOn(target, 1, 6),
      defenders: [{ unit: target, save: { ap: 0 }, hitOrder, validModels: ['m1', 'm2'] }],
    });
    const hidden = resolveAttack(order(['m3', 'm1', 'm2']), fixedDice(1, 9));
    expect(hidden.ok ? null : hidden.reason.rule).toBe('BF.SAVE.VALID_MODELS_ONLY');
    const damage = firstDamage(resolveAttack(order(['m2', 'm1']), fixedDice(1, 9)));
    expect(damage.after.models.map((model) => model.id)).toEqual(['m1', 'm3']);
  });
});

describe('the Injury Chart', () => {
  it('BF.INJURY.BELOW_5: totals of 4 or less do nothing more, 5–7 Shaken, 8–9 Panic, 10+ Destroyed', () => {
    expect([-3, 0, 4, 5, 7, 8, 9, 10, 14].map(injuryResult)).toEqual([
      'no-effect',
      'no-effect',
      'no-effect',
      'shaken',
      'shaken',
      'panic',
      'panic',
      'destroyed',
      'destroyed',
    ]);
  });

  it('BF.INJURY.ROLL: D10 + the failure margin + critical damage tokens; BF.INJURY.PANIC gives 2 Shock and a Courage check', () => {
    const target = squad('walker', [trooper('hull', 5, { injuryChart: true })], { criticalDamage: 2 });
    // Save 7 against 5 fails by 2; injury 4 + 2 + 2 = 8, Panic; Courage 3 ≤ 6 holds.
    const damage = firstDamage(resolveAttack(attackOn(target, 1, 6), fixedDice(1, 7, 4, 3)));
    expect(damage.injuries).toEqual([{ model: 'hull', face: 4, total: 8, result: 'panic', courageHeld: true }]);
    expect(damage.shockGained).toBe(3);
    expect(damage.after.models).toEqual([{ id: 'hull', wounds: 1, save: 5, injuryChart: true }]);
  });

  it('BF.INJURY.PANIC: a failed Courage check after Panic destroys the unit', () => {
    const target = squad('walker', [trooper('hull', 5, { injuryChart: true }), trooper('crew')], { criticalDamage: 2 });
    const damage = firstDamage(resolveAttack(attackOn(target, 1, 6), fixedDice(1, 7, 4, 9)));
    expect(damage.injuries[0]?.courageHeld).toBe(false);
    expect(damage.after.destroyed).toBe(true);
    expect(damage.after.models).toEqual([]);
  });

  it('BF.INJURY.SHAKEN: 5–7 adds 1 Shock and the model stays with 1 wound (BF.AMBIG.INJURY_SCOPE)', () => {
    const target = squad('walker', [trooper('hull', 5, { injuryChart: true, wounds: 3, maxWounds: 3 })]);
    // Three hits, three failed saves (6 fails by 1); the third wound sends it to the chart: 5 + 1 = 6.
    const damage = firstDamage(resolveAttack(attackOn(target, 3, 6), fixedDice(1, 1, 1, 6, 6, 6, 5)));
    expect(damage.injuries).toEqual([{ model: 'hull', face: 5, total: 6, result: 'shaken' }]);
    expect(damage.shockGained).toBe(2);
    expect(damage.after.models[0]?.wounds).toBe(1);
  });

  it('BF.INJURY.DESTROYED: 10 or more removes the model', () => {
    const target = squad('walker', [trooper('hull', 5, { injuryChart: true })], { criticalDamage: 1 });
    const damage = firstDamage(resolveAttack(attackOn(target, 1, 6), fixedDice(1, 9, 5)));
    expect(damage.injuries[0]).toMatchObject({ total: 10, result: 'destroyed' });
    expect(damage.after.models).toEqual([]);
    expect(damage.after.destroyed).toBe(true);
  });

  it('BF.INJURY.TOKEN: every roll on the chart gives a critical damage token, and models without the chart never roll', () => {
    const target = squad('walker', [trooper('hull', 5, { injuryChart: true, wounds: 1 }), trooper('crew', 5)]);
    const order: AttackOrder = { ...attackOn(target, 3, 6), defenders: [{ unit: target, save: { ap: 0 }, hitOrder: ['crew', 'hull'] }] };
    // Crew fails (dies, no roll); hull fails: injury 1 + 1 = 2; hull fails again: 1 + 1 + 1 token = 3.
    const damage = firstDamage(resolveAttack(order, fixedDice(1, 1, 1, 6, 6, 1, 6, 1)));
    expect(damage.injuries.map((injury) => [injury.model, injury.total])).toEqual([
      ['hull', 2],
      ['hull', 3],
    ]);
    expect(damage.after.criticalDamage).toBe(2);
  });
});

describe('Shock and break tests', () => {
  it('BF.SHOCK.ON_HIT: a unit hit gains Shock even when every save succeeds (BF.AMBIG.SHOCK_HIT_DEFINITION)', () => {
    const target = squad('t', troopers('m', 3));
    const saved = firstDamage(resolveAttack(attackOn(target, 3, 6), fixedDice(1, 2, 3, 1, 1, 1)));
    expect([saved.modelsLost, saved.shockGained]).toEqual([0, 1]);
    const missed = firstDamage(resolveAttack(attackOn(target, 3, 6), fixedDice(9, 9, 10)));
    expect(missed.shockGained).toBe(0);
  });

  it('BF.SHOCK.ONE_PER_SOURCE: however many hits land, one attack puts 1 Shock on the unit', () => {
    const target = squad('t', troopers('m', 5));
    const damage = firstDamage(resolveAttack(attackOn(target, 5, 6), fixedDice(1, 1, 1, 1, 1, 9, 9, 9, 2, 2)));
    expect([damage.hits, damage.modelsLost, damage.shockGained]).toEqual([5, 3, 1]);
    const applied = only(applyDamage([damage], fixedDice(1)));
    expect(applied.units[0]?.shock).toBe(1);
  });

  it('BF.BREAK.CASUALTY_TRIGGER: losing more than half the models at the start of the attack triggers a test (BF.AMBIG.BREAK_HALF)', () => {
    const target = squad('t', troopers('m', 5));
    const three = firstDamage(resolveAttack(attackOn(target, 3, 6), fixedDice(1, 1, 1, 9, 9, 9)));
    expect(breakTriggers(three, 1, 6)).toEqual(['casualties']);
    const two = firstDamage(resolveAttack(attackOn(target, 2, 6), fixedDice(1, 1, 9, 9)));
    expect(breakTriggers(two, 1, 6)).toEqual([]);
    // Exactly half is not more than half.
    const four = squad('t', troopers('m', 4));
    const half = firstDamage(resolveAttack(attackOn(four, 2, 6), fixedDice(1, 1, 9, 9)));
    expect([half.modelsLost, breakTriggers(half, 1, 6)]).toEqual([2, []]);
  });

  it('BF.BREAK.CASUALTY_TRIGGER: a Wounds(x) unit counts wounds, not models', () => {
    const target = squad('t', [trooper('a', 6, { wounds: 3, maxWounds: 3 }), trooper('b', 6, { wounds: 3, maxWounds: 3 })]);
    // Four wounds of six gone, but no model removed.
    const order: AttackOrder = { ...attackOn(target, 4, 6), defenders: [{ unit: target, save: { ap: 0 }, hitOrder: ['a', 'b'] }] };
    const damage = firstDamage(resolveAttack(order, fixedDice(1, 1, 1, 1, 9, 9, 9, 9)));
    expect([damage.modelsLost, damage.woundsLost, damage.baseline]).toEqual([1, 4, 6]);
    expect(breakTriggers(damage, 1, 6)).toEqual(['casualties']);
  });

  it('BF.BREAK.SHOCK_TRIGGER: Shock reaching Courage triggers a test; BF.BREAK.TEST passes at or under Courage', () => {
    const target = squad('t', troopers('m', 5), { shock: 5, courage: 6 });
    const damage = firstDamage(resolveAttack(attackOn(target, 1, 6), fixedDice(1, 1)));
    const applied = only(applyDamage([damage], fixedDice(6)));
    expect(applied.units[0]?.shock).toBe(6);
    expect(applied.breakTests).toEqual([{ unit: 't', trigger: 'shock', face: 6, passed: true, outcome: 'holds' }]);
    const below = squad('t', troopers('m', 5), { shock: 4, courage: 6 });
    const calm = only(applyDamage([firstDamage(resolveAttack(attackOn(below, 1, 6), fixedDice(1, 1)))], fixedDice(9)));
    expect(calm.breakTests).toEqual([]);
  });

  it('BF.BREAK.FLEE_6IN: a failed break test breaks the unit, which flees', () => {
    const target = squad('t', troopers('m', 5), { shock: 5, courage: 6 });
    const damage = firstDamage(resolveAttack(attackOn(target, 1, 6), fixedDice(1, 1)));
    const applied = only(applyDamage([damage], fixedDice(7)));
    expect(applied.breakTests[0]).toMatchObject({ passed: false, outcome: 'flees' });
    expect(applied.units[0]?.models).toHaveLength(5);
  });

  it('BF.BREAK.SURRENDER: a broken unit with no room to fall back surrenders and is destroyed', () => {
    const target = squad('t', troopers('m', 5), { shock: 5, courage: 6 });
    const damage = firstDamage(resolveAttack(attackOn(target, 1, 6), fixedDice(1, 1)));
    const applied = only(applyDamage([damage], fixedDice(7), new Set(['t'])));
    expect(applied.breakTests[0]).toMatchObject({ passed: false, outcome: 'surrenders' });
    expect(applied.units[0]).toMatchObject({ models: [], destroyed: true });
  });

  it('BF.AMBIG.BREAK_TIMING: one test per trigger, and no more once the unit has broken', () => {
    const target = squad('t', troopers('m', 3), { shock: 5, courage: 6 });
    const damage = firstDamage(resolveAttack(attackOn(target, 2, 6), fixedDice(1, 1, 9, 9)));
    const held = only(applyDamage([damage], fixedDice(2, 3)));
    expect(held.breakTests.map((test) => test.trigger)).toEqual(['shock', 'casualties']);
    const broke = only(applyDamage([damage], fixedDice(8, 3)));
    expect(broke.breakTests.map((test) => [test.trigger, test.passed])).toEqual([['shock', false]]);
  });
});

describe('Shock from other sources', () => {
  it('BF.SHOCK.NEARBY_DESTROYED: each friendly unit destroyed within 3" adds 1 Shock, and reaching Courage calls a break test', () => {
    const unit = squad('t', troopers('m', 3), { shock: 4, courage: 6 });
    const one = only(receiveShock(unit, 1, fixedDice()));
    expect([one.unit.shock, one.breakTest]).toEqual([5, null]);
    const two = only(receiveShock(unit, 2, fixedDice(7)));
    expect(two.unit.shock).toBe(6);
    expect(two.breakTest).toEqual({ unit: 't', trigger: 'shock', face: 7, passed: false, outcome: 'flees' });
    const cornered = only(receiveShock(unit, 2, fixedDice(7), { cannotFallBack: true }));
    expect(cornered.unit).toMatchObject({ models: [], destroyed: true });
    const bad = receiveShock(unit, -1, fixedDice());
    expect(bad.ok ? null : bad.reason.code).toBe('bad-shock');
  });
});

describe('melee', () => {
  it('BF.MELEE.AS_SHOOTING: melee hits roll against Strength and meet saves, casualties and Shock as shooting does', () => {
    const target = squad('t', troopers('m', 3, 5));
    const order: AttackOrder = {
      ...attackOn(target, 3, 4),
      split: { kind: 'melee', target: 't', targetHitValue: 4, extras: [] },
    };
    // Strength 4: 4 hits, 5 misses, 1 hits; saves 6 (fails against 5), 5 (saved).
    const damage = firstDamage(resolveAttack(order, fixedDice(4, 5, 1, 6, 5)));
    expect([damage.hits, damage.modelsLost, damage.shockGained]).toEqual([2, 1, 1]);
  });

  it('BF.AMBIG.SPLIT_HITS: a melee attack refuses to share its hits once rolled', () => {
    const target = squad('t', troopers('m', 3, 5));
    const order: AttackOrder = {
      ...attackOn(target, 3, 4),
      split: { kind: 'melee', target: 't', targetHitValue: 4, extras: [{ unit: 'u', hitValue: 4, inchesFromTarget: 1 }] },
    };
    const refused = resolveAttack(order, fixedDice(1, 1, 1, 9, 9, 9));
    expect(refused.ok ? null : refused.reason.code).toBe('no-split-in-melee');
  });
});

describe('simultaneous actions', () => {
  const alpha = squad('alpha', troopers('a', 5, 5));
  const bravo = squad('bravo', troopers('b', 3, 5));
  const shoot = (attacker: ResolveUnit, target: ResolveUnit): AttackOrder => ({
    ...attackOn(target, attacker.models.length, 6),
    attacker: attacker.id,
  });
  // Alpha's hits 2 3 4 9 9 (3 hits), Bravo's saves 7 8 2 (two die); Bravo's hits 1 5 10 (2 hits),
  // Alpha's saves 9 3 (one dies); Bravo's break test 4.
  const faces = [2, 3, 4, 9, 9, 7, 8, 2, 1, 5, 10, 9, 3, 4];

  it('BF.SIM.EX_RETURN_FIRE: I work out my kills, the target shoots back with all its models, then both remove their dead and take Shock', () => {
    const exchange = only(resolveSimultaneous(shoot(alpha, bravo), shoot(bravo, alpha), fixedDice(...faces)));
    expect(exchange.first.map((damage) => [damage.unit, damage.hits, damage.modelsLost])).toEqual([['bravo', 3, 2]]);
    // Bravo fires three dice: the two models Alpha killed still take part (BF.SIM.TARGET_SECOND).
    expect(exchange.second.map((damage) => [damage.unit, damage.hits, damage.modelsLost])).toEqual([['alpha', 2, 1]]);
    expect(exchange.units.map((unit) => [unit.id, unit.models.length, unit.shock])).toEqual([
      ['bravo', 1, 1],
      ['alpha', 4, 1],
    ]);
    expect(exchange.breakTests).toEqual([{ unit: 'bravo', trigger: 'casualties', face: 4, passed: true, outcome: 'holds' }]);
  });

  it('BF.SIM.APPLY_TOGETHER: both actions are rolled before any break test', () => {
    const exchange = resolveSimultaneous(shoot(alpha, bravo), shoot(bravo, alpha), fixedDice(...faces));
    if (!exchange.ok) throw new Error('refused');
    expect(exchange.rolls.map((roll) => roll.purpose).join(' ')).toBe(
      'hit hit hit hit hit save save save hit hit hit save save break',
    );
    expect(exchange.rolls.filter((roll) => roll.purpose === 'hit').map((roll) => roll.unit)).toEqual([
      'alpha',
      'alpha',
      'alpha',
      'alpha',
      'alpha',
      'bravo',
      'bravo',
      'bravo',
    ]);
  });

  it('BF.SIM.ACTIVE_FIRST: the worked-out attack changes nothing until it is applied', () => {
    const damage = only(resolveAttack(shoot(alpha, bravo), fixedDice(...faces)));
    expect(bravo.models).toHaveLength(3);
    expect(damage[0]?.after.shock).toBe(0);
  });
});

describe('replaying an attack', () => {
  const model = fc.record({
    wounds: fc.integer({ min: 1, max: 4 }),
    save: fc.integer({ min: 1, max: 12 }),
    injuryChart: fc.boolean(),
  });
  const arbitraryUnit = (id: string) =>
    fc.record({
      models: fc.array(model, { minLength: 1, maxLength: 6 }),
      shock: fc.integer({ min: 0, max: 8 }),
      courage: fc.integer({ min: 1, max: 10 }),
      criticalDamage: fc.integer({ min: 0, max: 3 }),
    }).map((unit): ResolveUnit => ({
      id,
      ...unit,
      models: unit.models.map((entry, i) => ({ id: `${id}${String(i)}`, ...entry, maxWounds: entry.wounds })),
    }));
  const exchange = fc.record({
    seed: fc.integer(),
    alpha: arbitraryUnit('a'),
    bravo: arbitraryUnit('b'),
    attacks: fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })),
    hitValue: fc.integer({ min: -2, max: 12 }),
    ap: fc.integer({ min: 0, max: 4 }),
    cover: fc.integer({ min: -1, max: 3 }),
  });

  it('BF.SIM.APPLY_TOGETHER: the dice an exchange rolled replay to the same result, and nothing goes below zero', () => {
    fc.assert(
      fc.property(exchange, (game) => {
        const first = { ...attackOn(game.bravo, game.attacks[0], game.hitValue, {}, game.ap, game.cover), attacker: 'a' };
        const second = { ...attackOn(game.alpha, game.attacks[1], game.hitValue, {}, game.ap, game.cover), attacker: 'b' };
        const result = resolveSimultaneous(first, second, seedDice(game.seed));
        if (!result.ok) throw new Error(result.reason.code);
        const again = resolveSimultaneous(first, second, seedDice(game.seed));
        expect(again).toEqual(result);
        const replay = resolveSimultaneous(first, second, fixedDice(...result.rolls.map((roll) => roll.face)));
        if (!replay.ok) throw new Error(replay.reason.code);
        expect(replay.value).toEqual(result.value);
        for (const unit of result.value.units) {
          expect(unit.shock).toBeGreaterThanOrEqual(0);
          expect(unit.criticalDamage).toBeGreaterThanOrEqual(0);
          for (const survivor of unit.models) expect(survivor.wounds).toBeGreaterThan(0);
        }
        for (const damage of [...result.value.first, ...result.value.second]) {
          expect(damage.modelsLost).toBeGreaterThanOrEqual(0);
          expect(damage.woundsLost).toBeGreaterThanOrEqual(0);
          expect(damage.saves.length).toBeLessThanOrEqual(damage.hits);
        }
      }),
      { numRuns: 200 },
    );
  });
});
