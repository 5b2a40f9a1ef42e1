/**
 * Abilities that cancel hits (Ward, Lucky Charm) through the engine: a hit is given to a model
 * first, then the ability may cancel it, then the Save; a unit uses one such ability, its best.
 */
import { describe, expect, it } from 'vitest';
import { attackPlan } from '../../../shared/rulesets/battle-forge/attack';
import { negateOf } from '../../../shared/rulesets/battle-forge/commands';
import type { BfState } from '../../../shared/rulesets/battle-forge/state';
import { SHELLBACKS, WARDENS, eventsOf, run, table, withDice } from './engine-table';

const faces = (n: number, face: number): number[] => Array.from({ length: n }, () => face);

/** The Wardens shoot the Shellback Guard (Ward 1) 10″ away; the number of hit dice. */
function shot(): { s: BfState; dice: number } {
  const s = run(table({ [WARDENS]: { x: 10, y: 10 }, [SHELLBACKS]: { x: 10, y: 22 } }), { type: 'activate', unitId: WARDENS }, { type: 'shoot', target: SHELLBACKS }).state;
  const plan = attackPlan(s, s.units[WARDENS]!, s.units[SHELLBACKS]!, 'shoot', { focus: false, evade: false });
  if (!('volleys' in plan)) throw new Error(plan.reason);
  return { s, dice: plan.volleys.reduce((n, v) => n + v.dice, 0) };
}

describe('abilities that cancel hits', () => {
  it('BF.SAVE.NEGATE_AFTER_ASSIGN: each hit is given to a model, then its Ward may cancel it before the Save is rolled', () => {
    const { s, dice } = shot();
    // Every die hits (1s), every Ward roll cancels (1s): no Save is rolled, no model lost.
    const cancelled = run(withDice(s, ...faces(dice, 1), ...faces(dice, 1)), { type: 'noReaction' });
    const a = eventsOf(cancelled.events, 'attack')[0]!;
    expect(a.hits).toBe(dice);
    expect(a.saves).toEqual([]);
    expect(a.removed).toEqual([]);
    // Every Ward roll fails (2s, Ward 1): each hit goes on to its Save, which fails (10s).
    const through = run(withDice(s, ...faces(dice, 1), ...Array.from({ length: dice }, () => [2, 10]).flat()), { type: 'noReaction' });
    const b = eventsOf(through.events, 'attack')[0]!;
    expect(b.saves.length).toBeGreaterThan(0);
    expect(b.saves.every((x) => !x.saved)).toBe(true);
  });

  it('BF.SAVE.ONE_NEGATE_ABILITY and BF.AMBIG.NEGATE_SCOPE: a model with two such abilities rolls once, with its best', () => {
    const { s, dice } = shot();
    const charmed = structuredClone(s);
    for (const m of charmed.units[SHELLBACKS]!.models) m.special = [{ rule: 'lucky-charm', tier: 3 }];
    expect(negateOf(charmed.units[SHELLBACKS]!, charmed.units[SHELLBACKS]!.models[0]!)).toBe(3);
    // One cancelling roll of 3 a hit: Lucky Charm (3) cancels it where Ward (1) would not; no second roll is asked for.
    const r = run(withDice(charmed, ...faces(dice, 1), ...faces(dice, 3)), { type: 'noReaction' });
    const a = eventsOf(r.events, 'attack')[0]!;
    expect(a.hits).toBe(dice);
    expect(a.saves).toEqual([]);
  });
});
