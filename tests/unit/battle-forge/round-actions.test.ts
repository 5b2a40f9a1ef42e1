import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../shared/core/dice';
import { legalActions, type ChargeReach } from '../../../shared/rulesets/battle-forge/activation';
import { roundDecision, viewRound } from '../../../shared/rulesets/battle-forge/round';
import { ROUNDS_IN_GAME, seatToActivate, unitOf, type RoundState, type RoundUnit } from '../../../shared/rulesets/battle-forge/round-state';
import { activateAll, bids, game, play, refused, unit } from './round-helpers';

/** Reach for the Charge tests: only the pairs listed can reach each other. */
const reachOf = (...pairs: [string, string][]): ChargeReach => ({ canReach: (u, t) => pairs.some(([a, b]) => a === u && b === t) });

/** A game in its Actions Phase with `a1` activated: player 1 won the tie on advantage points. */
function activated(a1: Partial<RoundUnit> = {}, dice = fixedDice()): RoundState {
  const s = game([unit('a1', 0, a1), unit('a2', 0), unit('b1', 1), unit('b2', 1)], { advantage: [1, 0], dice });
  return play(s, [...bids(0, 0), { type: 'activate', seat: 0, unit: 'a1' }]).state;
}

describe('Battle Forge activations and actions', () => {
  it('BF.ROUND.TWO_ACTIONS: an activated unit takes two actions, then its activation ends and the next player activates', () => {
    const s = activated();
    expect(roundDecision(s)).toMatchObject({ kind: 'act', players: [0] });
    const one = play(s, [{ type: 'action', seat: 0, action: 'move' }]).state;
    expect(one.activation).toEqual({ seat: 0, unit: 'a1', group: [], actions: ['move'] });
    const { state: two, events } = play(one, [{ type: 'action', seat: 0, action: 'focus' }]);
    expect(events.map((e) => e.type)).toEqual(['action', 'activationEnded']);
    expect(two.activation).toBeNull();
    expect(roundDecision(two)).toMatchObject({ kind: 'activate', players: [1] });
    expect(refused(two, { type: 'action', seat: 0, action: 'move' })).toEqual({ code: 'no-activation', rule: 'BF.ROUND.TWO_ACTIONS' });
    expect(refused(two, { type: 'action', seat: 1, action: 'move' })).toEqual({ code: 'no-activation', rule: 'BF.ROUND.TWO_ACTIONS' });
  });

  it('BF.AMBIG.PASS_ACTIONS: a unit may decline its actions, and the activation is still used', () => {
    const s = play(activated(), [{ type: 'endActivation', seat: 0 }]).state;
    expect(unitOf(s, 'a1')!.activated).toBe(true);
    expect(seatToActivate(s)).toBe(1);
    expect(refused(activated(), { type: 'endActivation', seat: 1 })).toEqual({ code: 'not-your-turn', rule: 'BF.ROUND.ALTERNATE' });
  });

  it('BF.ROUND.REPEAT_ACTIONS: the same action may be taken twice in one activation', () => {
    const moved = play(activated(), [
      { type: 'action', seat: 0, action: 'move' },
      { type: 'action', seat: 0, action: 'move' },
    ]);
    expect(moved.events.filter((e) => e.type === 'action')).toHaveLength(2);
    const focused = play(activated(), [
      { type: 'action', seat: 0, action: 'focus' },
      { type: 'action', seat: 0, action: 'focus' },
    ]).state;
    expect(unitOf(focused, 'a1')!.focusTokens).toBe(2);
  });

  it('BF.ROUND.ONE_ACTIVATION: a unit activates once a round, however the turns fall', () => {
    const s = play(activated(), [
      { type: 'endActivation', seat: 0 },
      { type: 'activate', seat: 1, unit: 'b1' },
      { type: 'endActivation', seat: 1 },
    ]).state;
    expect(refused(s, { type: 'activate', seat: 0, unit: 'a1' })).toEqual({ code: 'already-activated', rule: 'BF.ROUND.ONE_ACTIVATION' });
    expect(refused(s, { type: 'activate', seat: 0, unit: 'b2' })).toEqual({ code: 'not-your-unit' });
  });

  it('BF.ACT.SOURCES: the eight core actions are offered, with any the scenario or the unit adds; others are refused', () => {
    expect(legalActions(activated(), reachOf(['a1', 'b1']))).toEqual(['focus', 'shoot', 'fight', 'move', 'charge', 'hold', 'evade', 'rally']);
    const caster = activated({ extraActions: ['power'] });
    expect(legalActions(caster, reachOf(['a1', 'b1']))).toContain('power');
    expect(play(caster, [{ type: 'action', seat: 0, action: 'power' }]).state.activation!.actions).toEqual(['power']);
    expect(refused(activated(), { type: 'action', seat: 0, action: 'power' })).toEqual({ code: 'unknown-action', rule: 'BF.ACT.SOURCES' });
  });

  it('BF.ACT.SHOOT_ONCE: a unit shoots at most once a round, and may shoot again the next round', () => {
    const s = play(activated(), [{ type: 'action', seat: 0, action: 'shoot' }]).state;
    expect(refused(s, { type: 'action', seat: 0, action: 'shoot' })).toEqual({ code: 'shot-this-round', rule: 'BF.ACT.SHOOT_ONCE' });
    expect(legalActions(s)).not.toContain('shoot');
    const nextRound = play(s, [
      { type: 'endActivation', seat: 0 },
      ...(['b1', 'a2', 'b2'] as const).flatMap((u, i) => [
        { type: 'activate' as const, seat: i % 2 === 0 ? 1 : 0, unit: u },
        { type: 'endActivation' as const, seat: i % 2 === 0 ? 1 : 0 },
      ]),
      { type: 'keepStandby', seat: 0, keep: [] },
      { type: 'keepStandby', seat: 1, keep: [] },
    ]).state;
    expect(nextRound.round).toBe(2);
    expect(unitOf(nextRound, 'a1')!.shot).toBe(false);
  });

  it('BF.ACT.SHOOT_ALL_RANGED: a unit with no ranged weapons has nothing to shoot with', () => {
    expect(refused(activated({ hasRanged: false }), { type: 'action', seat: 0, action: 'shoot' })).toEqual({ code: 'no-ranged-weapons', rule: 'BF.ACT.SHOOT_ALL_RANGED' });
  });

  it('BF.ACT.FIGHT_ONCE: a unit fights at most once a round', () => {
    const s = play(activated(), [{ type: 'action', seat: 0, action: 'fight' }]).state;
    expect(refused(s, { type: 'action', seat: 0, action: 'fight' })).toEqual({ code: 'fought-this-round', rule: 'BF.ACT.FIGHT_ONCE' });
  });

  it('BF.ACT.FIGHT_NEEDS_MELEE: a unit with no Melee weapons cannot Fight', () => {
    const s = activated({ hasMelee: false });
    expect(refused(s, { type: 'action', seat: 0, action: 'fight' })).toEqual({ code: 'no-melee-weapons', rule: 'BF.ACT.FIGHT_NEEDS_MELEE' });
    expect(legalActions(s)).not.toContain('fight');
  });

  it('BF.ACT.CHARGE_TARGET: a Charge names an enemy unit on the field', () => {
    const reach = reachOf(['a1', 'a2'], ['a1', 'b1']);
    expect(refused(activated(), { type: 'action', seat: 0, action: 'charge' }, reach)).toEqual({ code: 'charge-needs-enemy', rule: 'BF.ACT.CHARGE_TARGET' });
    expect(refused(activated(), { type: 'action', seat: 0, action: 'charge', target: 'a2' }, reach)).toEqual({ code: 'charge-needs-enemy', rule: 'BF.ACT.CHARGE_TARGET' });
    const charged = play(activated(), [{ type: 'action', seat: 0, action: 'charge', target: 'b1' }], reach).state;
    expect(unitOf(charged, 'a1')!.engaged).toBe(true);
  });

  it('BF.ACT.CHARGE_REACH: a unit may Charge only an enemy its move can reach', () => {
    expect(refused(activated(), { type: 'action', seat: 0, action: 'charge', target: 'b2' }, reachOf(['a1', 'b1']))).toEqual({ code: 'charge-out-of-reach', rule: 'BF.ACT.CHARGE_REACH' });
    expect(legalActions(activated(), reachOf())).not.toContain('charge');
    expect(legalActions(activated(), reachOf(['a1', 'b2']))).toContain('charge');
  });

  it('BF.ACT.CHARGE_NOT_ENGAGED: a unit already in close combat cannot Charge', () => {
    const s = activated({ engaged: true });
    expect(refused(s, { type: 'action', seat: 0, action: 'charge', target: 'b1' }, reachOf(['a1', 'b1']))).toEqual({ code: 'already-engaged', rule: 'BF.ACT.CHARGE_NOT_ENGAGED' });
  });

  it('BF.ACT.CHARGE_FREE_FIGHT: the free Fight uses none of the two actions but is the Fight of the round (BF.AMBIG.CHARGE_FREE_FIGHT)', () => {
    const reach = reachOf(['a1', 'b1']);
    const { state, events } = play(activated(), [{ type: 'action', seat: 0, action: 'charge', target: 'b1' }], reach);
    expect(events[0]).toMatchObject({ type: 'action', action: 'charge', freeFight: true });
    expect(state.activation!.actions).toEqual(['charge']);
    expect(refused(state, { type: 'action', seat: 0, action: 'fight' })).toEqual({ code: 'fought-this-round', rule: 'BF.ACT.FIGHT_ONCE' });
    const foughtFirst = play(activated(), [{ type: 'action', seat: 0, action: 'fight' }]).state;
    const late = play(foughtFirst, [{ type: 'action', seat: 0, action: 'charge', target: 'b1' }], reach);
    expect(late.events[0]).toMatchObject({ action: 'charge', freeFight: false });
  });

  it('BF.ACT.FOCUS_TOKEN: Focus gives the unit a Focus token', () => {
    expect(unitOf(play(activated(), [{ type: 'action', seat: 0, action: 'focus' }]).state, 'a1')!.focusTokens).toBe(1);
  });

  it('BF.ACT.EVADE_TOKEN: Evade gives the unit an Evade token', () => {
    expect(unitOf(play(activated(), [{ type: 'action', seat: 0, action: 'evade' }]).state, 'a1')!.evadeTokens).toBe(1);
  });

  it('BF.ACT.HOLD: Hold puts the unit on Hold for a reaction later in the round', () => {
    expect(unitOf(play(activated(), [{ type: 'action', seat: 0, action: 'hold' }]).state, 'a1')!.hold).toBe(true);
  });

  it('BF.SHOCK.REMOVE_ON_ACTIVATION: on activation a unit checks Courage once per Shock, each pass removing one', () => {
    // Courage 5 with 3 Shock: 4 passes, 6 fails, 1 passes.
    const s = game([unit('a1', 0, { courage: 5, shock: 3 }), unit('b1', 1)], { advantage: [1, 0], dice: fixedDice(4, 6, 1) });
    const { state, events } = play(s, [...bids(0, 0), { type: 'activate', seat: 0, unit: 'a1' }]);
    expect(unitOf(state, 'a1')!.shock).toBe(1);
    const act = events.find((e) => e.type === 'activated')!;
    expect(act).toMatchObject({ shockRemoved: 2 });
    expect(act.type === 'activated' && act.rolls.map((r) => [r.face, r.rv, r.success])).toEqual([
      [4, 5, true],
      [6, 5, false],
      [1, 5, true],
    ]);
  });

  it('BF.ACT.RALLY: Rally rolls a Courage check per Shock and each pass removes one; a 10 always fails', () => {
    // Activation clears nothing (7, 10 fail against Courage 6); Rally then passes on 2 and fails on 10.
    const s = activated({ shock: 2 }, fixedDice(7, 10, 2, 10));
    expect(unitOf(s, 'a1')!.shock).toBe(2);
    const { state, events } = play(s, [{ type: 'action', seat: 0, action: 'rally' }]);
    expect(unitOf(state, 'a1')!.shock).toBe(1);
    expect(events[0]).toMatchObject({ action: 'rally', shockRemoved: 1 });
  });

  it('BF.INJURY.SHOCK_FLOOR: a unit with critical damage tokens keeps that much Shock, on activation and by Rally (BF.AMBIG.INJURY_TOKEN_FLOOR)', () => {
    // Three Shock, two tokens: every check passes, but only one Shock can go.
    const s = activated({ shock: 3, criticalDamage: 2 }, fixedDice(1, 1, 1, 1, 1));
    expect(unitOf(s, 'a1')!.shock).toBe(2);
    const { state, events } = play(s, [{ type: 'action', seat: 0, action: 'rally' }]);
    expect(unitOf(state, 'a1')!.shock).toBe(2);
    expect(events[0]).toMatchObject({ action: 'rally', shockRemoved: 0 });
  });

  it('BF.ROUND.UNTIL_ALL_ACTIVATED: the phase lasts until every unit has activated; a player with units left activates them in a row (BF.AMBIG.ACTIVATION_RUNOUT)', () => {
    const s = game([unit('a1', 0), unit('b1', 1), unit('b2', 1), unit('b3', 1)], { advantage: [1, 0] });
    const started = play(s, bids(0, 0)).state;
    const after = activateAll(started, [
      [0, 'a1'],
      [1, 'b1'],
      [1, 'b2'],
    ]);
    expect(after.phase).toBe('actions');
    expect(seatToActivate(after)).toBe(1);
    const { state, events } = play(after, [
      { type: 'activate', seat: 1, unit: 'b3' },
      { type: 'endActivation', seat: 1 },
    ]);
    expect(events.map((e) => e.type)).toContain('actionsPhaseOver');
    expect(state.phase).toBe('end');
  });
});

describe('Battle Forge round end and game length', () => {
  const quickRound = (s: RoundState): RoundState =>
    play(s, [...bids(0, 0), { type: 'activate', seat: 0, unit: 'a1' }, { type: 'endActivation', seat: 0 }, { type: 'activate', seat: 1, unit: 'b1' }, { type: 'endActivation', seat: 1 }]).state;
  const start = () => game([unit('a1', 0), unit('b1', 1)], { advantage: [1, 0] });

  it('BF.ROUND.PHASES: Bidding, then Actions, then End, then the next round\'s Bidding', () => {
    const phases: string[] = [];
    let s = start();
    phases.push(s.phase);
    s = play(s, bids(0, 0)).state;
    phases.push(s.phase);
    s = activateAll(s, [
      [0, 'a1'],
      [1, 'b1'],
    ]);
    phases.push(s.phase);
    expect(refused(s, { type: 'activate', seat: 0, unit: 'a1' })).toEqual({ code: 'not-actions-phase', rule: 'BF.ROUND.PHASES' });
    expect(refused(s, { type: 'bid', seat: 0, shock: 1 })).toEqual({ code: 'not-bidding', rule: 'BF.ROUND.PHASES' });
    s = play(s, [
      { type: 'keepStandby', seat: 0, keep: [] },
      { type: 'keepStandby', seat: 1, keep: [] },
    ]).state;
    phases.push(s.phase);
    expect(phases).toEqual(['bidding', 'actions', 'end', 'bidding']);
    expect(s.round).toBe(2);
    expect(s.units.every((u) => !u.activated)).toBe(true);
  });

  it('BF.ROUND.END_STANDBY: in the End Phase each player, all at once, picks which units keep their standby; the rest is removed (BF.AMBIG.STANDBY)', () => {
    const units = [unit('a1', 0, { focusTokens: 1, hold: true }), unit('a2', 0, { evadeTokens: 2 }), unit('b1', 1, { focusTokens: 1 })];
    let s = activateAll(play(game(units, { advantage: [1, 0] }), bids(0, 0)).state, [
      [0, 'a1'],
      [1, 'b1'],
      [0, 'a2'],
    ]);
    expect(roundDecision(s)).toMatchObject({ kind: 'standby', players: [0, 1] });
    expect(refused(s, { type: 'keepStandby', seat: 1, keep: ['a1'] })).toEqual({ code: 'not-your-unit', rule: 'BF.ROUND.END_STANDBY' });
    s = play(s, [{ type: 'keepStandby', seat: 0, keep: ['a2'] }]).state;
    expect(roundDecision(s).players).toEqual([1]);
    expect(refused(s, { type: 'keepStandby', seat: 0, keep: [] })).toEqual({ code: 'already-chosen', rule: 'BF.ROUND.END_STANDBY' });
    s = play(s, [{ type: 'keepStandby', seat: 1, keep: ['b1'] }]).state;
    expect(s.units.map((u) => [u.id, u.hold, u.focusTokens, u.evadeTokens])).toEqual([
      ['a1', false, 0, 0],
      ['a2', false, 0, 2],
      ['b1', false, 1, 0],
    ]);
  });

  it('BF.LEN.SIX_ROUNDS: the game ends when round 6 is over, and nothing more is played', () => {
    let s = start();
    const rounds: number[] = [];
    while (s.phase !== 'over') {
      rounds.push(s.round);
      s = play(quickRound(s), [
        { type: 'keepStandby', seat: 0, keep: [] },
        { type: 'keepStandby', seat: 1, keep: [] },
      ]).state;
    }
    expect(ROUNDS_IN_GAME).toBe(6);
    expect(rounds).toEqual([1, 2, 3, 4, 5, 6]);
    expect(roundDecision(s)).toMatchObject({ kind: 'over', players: [] });
    expect(refused(s, { type: 'bid', seat: 0, shock: 0 })).toEqual({ code: 'not-bidding', rule: 'BF.ROUND.PHASES' });
    expect(viewRound(s, 0).round).toBe(6);
  });
});

describe('Battle Forge group activations', () => {
  /** Player 1 has a unit whose rule lets one other unit join it, and two more; player 2 has two units. */
  const start = (dice = fixedDice()) =>
    play(game([unit('a1', 0, { groupSize: 1 }), unit('a2', 0), unit('a3', 0, { hasMelee: false }), unit('b1', 1), unit('b2', 1)], { advantage: [1, 0], dice }), bids(0, 0)).state;

  it('BF.GROUP.NEEDS_RULE: only a unit with a special rule for it activates as a group', () => {
    expect(refused(start(), { type: 'activate', seat: 0, unit: 'a2', group: ['a1'] })).toEqual({ code: 'no-group-rule', rule: 'BF.GROUP.NEEDS_RULE' });
  });

  it('BF.GROUP.SIZE_LIMIT: the group has no more other units than the rule allows', () => {
    expect(refused(start(), { type: 'activate', seat: 0, unit: 'a1', group: ['a2', 'a3'] })).toEqual({ code: 'group-too-large', rule: 'BF.GROUP.SIZE_LIMIT' });
    expect(refused(start(), { type: 'activate', seat: 0, unit: 'a1', group: ['b1'] })).toEqual({ code: 'not-your-unit' });
  });

  it('BF.GROUP.UNACTIVATED_ONLY: a unit that has activated this round cannot join a group', () => {
    const s = activateAll(start(), [
      [0, 'a2'],
      [1, 'b1'],
    ]);
    expect(refused(s, { type: 'activate', seat: 0, unit: 'a1', group: ['a2'] })).toEqual({ code: 'already-activated', rule: 'BF.GROUP.UNACTIVATED_ONLY' });
  });

  it('BF.GROUP.SAME_ACTIONS: every unit of the group takes the same action, and an action one of them cannot take is refused', () => {
    const s = play(start(), [{ type: 'activate', seat: 0, unit: 'a1', group: ['a3'] }]).state;
    expect(refused(s, { type: 'action', seat: 0, action: 'fight' })).toEqual({ code: 'no-melee-weapons', rule: 'BF.ACT.FIGHT_NEEDS_MELEE' });
    expect(legalActions(s)).not.toContain('fight');
    const { state, events } = play(s, [{ type: 'action', seat: 0, action: 'focus' }]);
    expect(events.map((e) => e.type === 'action' && e.unit)).toEqual(['a1', 'a3']);
    expect([unitOf(state, 'a1')!.focusTokens, unitOf(state, 'a3')!.focusTokens, unitOf(state, 'a2')!.focusTokens]).toEqual([1, 1, 0]);
  });

  it('BF.GROUP.COUNTS_ACTIVATED: every unit of the group counts as activated, and the group takes one turn of the alternation (BF.AMBIG.GROUP_ALTERNATION)', () => {
    const s = play(start(), [
      { type: 'activate', seat: 0, unit: 'a1', group: ['a2'] },
      { type: 'endActivation', seat: 0 },
    ]).state;
    expect(s.units.filter((u) => u.activated).map((u) => u.id)).toEqual(['a1', 'a2']);
    expect(seatToActivate(s)).toBe(1);
    const after = activateAll(s, [[1, 'b1']]);
    expect(refused(after, { type: 'activate', seat: 0, unit: 'a2' })).toEqual({ code: 'already-activated', rule: 'BF.ROUND.ONE_ACTIVATION' });
    expect(seatToActivate(activateAll(after, [[0, 'a3']]))).toBe(1);
  });
});

describe('Battle Forge reactions in the round', () => {
  /** Player 1's a1 is activated; player 2's b1 (Initiative 5) may react, b2 is on Hold. */
  const during = (dice = fixedDice(), b1: Partial<RoundUnit> = {}) =>
    play(game([unit('a1', 0), unit('a2', 0), unit('b1', 1, b1), unit('b2', 1, { hold: true, activated: true })], { advantage: [1, 0], dice }), [
      ...bids(0, 0),
      { type: 'activate', seat: 0, unit: 'a1' },
    ]).state;

  it('BF.REACT.LIST: the reactions are Dodge, Overwatch, Counter Attack and Escape, against an enemy acting', () => {
    expect(refused(during(), { type: 'react', seat: 1, unit: 'b1', reaction: 'ambush' as never })).toEqual({ code: 'unknown-reaction', rule: 'BF.REACT.LIST' });
    expect(refused(during(), { type: 'react', seat: 0, unit: 'a2', reaction: 'dodge' })).toEqual({ code: 'no-enemy-action', rule: 'BF.REACT.LIST' });
  });

  it('BF.REACT.DECLARE_AND_TEST: a reaction is declared, then an Initiative check is rolled, with -1 per Shock (BF.SHOCK.INIT)', () => {
    const { events } = play(during(fixedDice(4)), [{ type: 'react', seat: 1, unit: 'b1', reaction: 'dodge' }]);
    expect(events[0]).toMatchObject({ type: 'reaction', reaction: 'dodge', tested: true, passed: true });
    const shocked = play(during(fixedDice(4), { shock: 2 }), [{ type: 'react', seat: 1, unit: 'b1', reaction: 'dodge' }]);
    expect(shocked.events[0]).toMatchObject({ passed: false, rolls: [{ face: 4, rv: 3, success: false }] });
  });

  it('BF.REACT.PASS: a passed check performs the reaction, a Dodge giving an Evade token (BF.REACT.DODGE_EFFECT)', () => {
    const s = play(during(fixedDice(5)), [{ type: 'react', seat: 1, unit: 'b1', reaction: 'dodge' }]).state;
    expect(unitOf(s, 'b1')!.evadeTokens).toBe(1);
  });

  it('BF.REACT.ENDS_ROUND: a unit that has reacted takes no more actions this round and is skipped in the alternation (BF.AMBIG.REACTION_AS_ACTIVATION)', () => {
    const s = play(during(fixedDice(5)), [
      { type: 'react', seat: 1, unit: 'b1', reaction: 'escape' },
      { type: 'endActivation', seat: 0 },
    ]).state;
    expect(unitOf(s, 'b1')!.activated).toBe(true);
    // b2 activated earlier on Hold and b1 has reacted: player 2 has nothing left, so player 1 goes on.
    expect(seatToActivate(s)).toBe(0);
    expect(refused(s, { type: 'activate', seat: 0, unit: 'a1' })).toEqual({ code: 'already-activated', rule: 'BF.ROUND.ONE_ACTIVATION' });
  });

  it('BF.REACT.FAIL_SHOCK: a failed check costs 1 Shock, and the unit may still activate later (BF.AMBIG.REACTION_FAIL)', () => {
    const s = play(during(fixedDice(9, 1)), [
      { type: 'react', seat: 1, unit: 'b1', reaction: 'dodge' },
      { type: 'endActivation', seat: 0 },
    ]).state;
    expect(unitOf(s, 'b1')).toMatchObject({ shock: 1, activated: false, evadeTokens: 0 });
    expect(play(s, [{ type: 'activate', seat: 1, unit: 'b1' }]).state.activation!.unit).toBe('b1');
  });

  it('BF.REACT.ELIGIBLE: a unit reacts only if it has not acted this round or is on Hold', () => {
    const s = play(during(), [
      { type: 'endActivation', seat: 0 },
      { type: 'activate', seat: 1, unit: 'b1' },
      { type: 'endActivation', seat: 1 },
      { type: 'activate', seat: 0, unit: 'a2' },
    ]).state;
    expect(refused(s, { type: 'react', seat: 1, unit: 'b1', reaction: 'dodge' })).toEqual({ code: 'cannot-react', rule: 'BF.REACT.ELIGIBLE' });
    expect(play(s, [{ type: 'react', seat: 1, unit: 'b2', reaction: 'overwatch' }]).events[0]).toMatchObject({ passed: true });
  });

  it('BF.REACT.HOLD_NO_TEST: on Hold, Overwatch and Counter Attack need no check and spend the Hold (BF.ACT.HOLD_AUTO)', () => {
    const { state, events } = play(during(), [{ type: 'react', seat: 1, unit: 'b2', reaction: 'counterAttack', counterWith: 'fight' }]);
    expect(events[0]).toMatchObject({ tested: false, passed: true, rolls: [] });
    expect(unitOf(state, 'b2')).toMatchObject({ hold: false, fought: true });
  });

  it('BF.ACT.HOLD_OTHERS_TEST: on Hold, a Dodge or an Escape still needs its Initiative check', () => {
    const { events } = play(during(fixedDice(10)), [{ type: 'react', seat: 1, unit: 'b2', reaction: 'escape' }]);
    expect(events[0]).toMatchObject({ tested: true, passed: false, rolls: [{ face: 10 }] });
  });

  it('BF.REACT.SHOOT_FIGHT_LIMITS: shooting or fighting as a reaction is the unit\'s Shoot or Fight of the round (BF.AMBIG.REACTION_SHOOT_LIMIT)', () => {
    const shot = during(fixedDice(), { hold: true, shot: true });
    expect(refused(shot, { type: 'react', seat: 1, unit: 'b1', reaction: 'overwatch' })).toEqual({ code: 'cannot-shoot', rule: 'BF.REACT.SHOOT_FIGHT_LIMITS' });
    expect(refused(shot, { type: 'react', seat: 1, unit: 'b1', reaction: 'counterAttack', counterWith: 'shoot' })).toEqual({ code: 'cannot-shoot', rule: 'BF.REACT.SHOOT_FIGHT_LIMITS' });
    const s = play(shot, [{ type: 'react', seat: 1, unit: 'b1', reaction: 'counterAttack', counterWith: 'fight' }]).state;
    expect(unitOf(s, 'b1')).toMatchObject({ fought: true, activated: true });
    const overwatched = play(during(), [{ type: 'react', seat: 1, unit: 'b2', reaction: 'overwatch' }]).state;
    expect(unitOf(overwatched, 'b2')!.shot).toBe(true);
  });
});
