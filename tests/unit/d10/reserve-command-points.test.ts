/**
 * A Command Point on a reserve roll (D10.CP.PLUS_ONE, D10.CP.REROLL with D10.RESERVE.FROM_ROUND_2):
 * the points of a round are gained at its Start, just before the reserve rolls, so the Start of Round
 * waits for a player who could spend one; at any other time such a point is refused, since it could
 * never take effect.
 */
import { describe, expect, it } from 'vitest';
import { availableActions, decision, legalCommands } from '../../../shared/rulesets/d10-wargame/legal';
import { apply } from '../../../shared/rulesets/d10-wargame/commands';
import { battle, id, ofType, refused, run, unit, withDice } from '../game/fixtures';

const a = id(0, 'a');
const hq = id(0, 'hq');
const r = id(0, 'r');
const b = id(1, 'b');

function game(commandPoints = true) {
  const s = battle([
    { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 10, y: 10 } },
    { side: 0, unit: unit({ uid: 'hq', models: 1, category: 'HQ' }), at: { x: 40, y: 6 } },
    { side: 0, unit: unit({ uid: 'r', models: 3 }), at: { x: 30, y: 10 } },
    { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 24, y: 40 } },
  ], { reserves: true, commandPoints });
  s.units[r]!.status = 'reserve';
  return s;
}
const end = { type: 'endActivation' } as const;
const round1 = [{ type: 'activate', unitId: a }, end, { type: 'activate', unitId: b }, end, { type: 'activate', unitId: hq }, end, { type: 'nextRound' }] as const;

describe('a Command Point on a reserve roll', () => {
  it('D10.CP.PLUS_ONE / D10.RESERVE.ARRIVE_6PLUS: spent at the Start of Round 2, before the roll, it turns a 5 into an arrival', () => {
    const { state, events } = run(game(), ...round1);
    // The Start of Round waits: player 1 has this round's point and a unit in reserve.
    expect(state.pending).toEqual({ kind: 'reserveRolls' });
    expect(ofType(events, 'reserveRoll')).toHaveLength(0);
    expect(decision(state)).toMatchObject({ players: [0], kind: 'reserveRolls' });
    expect(state.commandPoints).toEqual([1, 0]);
    expect(refused(state, { type: 'activate', unitId: a })).toMatch(/reserve rolls of the Start of Round first/);
    const spent = run(state, { type: 'useCommandPoint', unitId: r, use: 'plusOne', check: 'reserve' });
    expect(spent.state.commandPoints).toEqual([0, 0]);
    const rolled = run(withDice(spent.state, 5), { type: 'rollReserves' });
    expect(ofType(rolled.events, 'reserveRoll')[0]).toMatchObject({ unitId: r, arrives: true, dice: [{ face: 5, rv: 5, success: true }] });
    expect(rolled.state.units[r]!.arriving).toBe(true);
    expect(rolled.state.armed).toEqual([]);
    expect(ofType(rolled.events, 'roundStarted')[0]).toMatchObject({ round: 2, commandPoints: [0, 0] });
    expect(apply(rolled.state, { type: 'activate', unitId: r }).ok).toBe(true);
  });

  it('D10.CP.REROLL / D10.AMBIG.COMMAND_POINTS: a re-roll spent in the window re-rolls a failed reserve roll once', () => {
    const { state } = run(game(), ...round1);
    const rolled = run(withDice(state, 2, 7), { type: 'useCommandPoint', unitId: r, use: 'reroll', check: 'reserve' }, { type: 'rollReserves' });
    expect(ofType(rolled.events, 'reserveRoll')[0]!.dice!.map((d) => [d.face, d.success, d.reroll ?? false])).toEqual([[2, false, false], [7, true, true]]);
  });

  it('D10.RESERVE.FROM_ROUND_2: without the point the same 5 stays in reserve, and nobody with nothing to spend is kept waiting', () => {
    const spare = run(game(), ...round1).state;
    expect(run(withDice(spare, 5), { type: 'rollReserves' }).state.units[r]!.status).toBe('reserve');
    // Command Points off: no window; the roll is made at once at the Start of Round.
    const off = run(withDice(game(false), 6), ...round1);
    expect(off.state.pending).toBeNull();
    expect(ofType(off.events, 'reserveRoll')[0]).toMatchObject({ unitId: r, arrives: true });
  });

  it('D10.CP.PLUS_ONE / D10.CP.NO_CARRY: a point for a reserve roll spent during a round is refused — it could never take effect', () => {
    const s = game();
    expect(s.commandPoints).toEqual([1, 1]);
    expect(refused(s, { type: 'useCommandPoint', unitId: r, use: 'plusOne', check: 'reserve' })).toBe(
      'A Command Point on a reserve roll is spent at the Start of Round, before the reserve rolls (from Round 2); points gained in a round are lost at its end (D10.CP.NO_CARRY).',
    );
    expect(refused(s, { type: 'useCommandPoint', unitId: a, use: 'plusOne', check: 'reserve' })).toMatch(/not waiting in reserve/);
    const window = run(game(), ...round1).state;
    expect(refused(window, { type: 'useCommandPoint', unitId: a, use: 'plusOne', check: 'reserve' })).toMatch(/not waiting in reserve/);
  });

  it('D10.CP.PLUS_ONE / D10.CP.REROLL: the window offers the point as a form of choices (+1 or re-roll, on the reserve roll), and its first choices make a command it accepts', () => {
    const { state } = run(game(), ...round1);
    const offer = availableActions(state, r).find((o) => o.command === 'useCommandPoint')!;
    expect(offer.confirm).toBe('Spend');
    expect(offer.params).toEqual([
      { name: 'use', kind: 'choice', label: 'Command Point use', options: [{ value: 'plusOne', label: '+1' }, { value: 'reroll', label: 'Re-roll' }] },
      { name: 'check', kind: 'choice', label: 'Command Point check', options: [{ value: 'reserve', label: 'reserve' }] },
    ]);
    const chosen = { ...offer.template!, use: 'plusOne', check: 'reserve' };
    expect(chosen).toEqual({ type: 'useCommandPoint', unitId: r, use: 'plusOne', check: 'reserve' });
    expect(apply(state, chosen as never).ok).toBe(true);
  });

  it('D10.CP.PLUS_ONE: every command legalCommands lists in the window is accepted', () => {
    const { state } = run(game(), ...round1);
    const listed = legalCommands(state);
    expect(listed.map((c) => c.type)).toEqual(['rollReserves', 'useCommandPoint']);
    for (const c of listed) expect(apply(withDice(state, 6), c).ok).toBe(true);
  });
});
