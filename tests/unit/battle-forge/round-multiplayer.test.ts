import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../shared/core/dice';
import { roundDecision } from '../../../shared/rulesets/battle-forge/round';
import { seatToActivate, type RoundState } from '../../../shared/rulesets/battle-forge/round-state';
import { activateAll, bids, game, play, refused, unit } from './round-helpers';

/** `n` Courage 10 units for each seat, named s0u1, s0u2, … */
const army = (seats: number, n: number) =>
  Array.from({ length: seats }, (_, seat) => Array.from({ length: n }, (_, i) => unit(`s${seat}u${i + 1}`, seat, { courage: 10 }))).flat();

/** Every seat bids, then places its bid one Shock at a time on its first unit with room left. */
function payAll(s: RoundState, shock: number[]): RoundState {
  let state = play(s, bids(...shock)).state;
  for (const [seat, n] of shock.entries()) {
    for (let i = 0; i < n; i++) {
      const room = state.units.find((u) => u.owner === seat && 2 * (u.shock + 1) < u.courage);
      if (room) state = play(state, [{ type: 'assignShock', seat, unit: room.id }]).state;
    }
  }
  return state;
}

/** Dice enough for the Courage checks of a round: every one a 1, which always passes. */
const ones = () => fixedDice(...Array.from({ length: 40 }, () => 1));

/** Play the Actions Phase through, each seat activating its units in name order: the seats in the order they went. */
function seatsInOrder(start: RoundState): number[] {
  let s = start;
  const seen: number[] = [];
  while (s.phase === 'actions') {
    const seat = seatToActivate(s)!;
    seen.push(seat);
    const next = s.units.find((u) => u.owner === seat && !u.activated)!;
    s = activateAll(s, [[seat, next.id]]);
  }
  return seen;
}

describe('Battle Forge free-for-all bidding', () => {
  it('BF.FFA.ALL_BID: in a free-for-all every player bids, all at once, and each pays their own bid', () => {
    const s = game(army(3, 2), { players: 3 });
    expect(roundDecision(s)).toMatchObject({ kind: 'bid', players: [0, 1, 2] });
    const revealed = play(s, bids(2, 1, 0)).state;
    expect(roundDecision(revealed)).toMatchObject({ kind: 'assignShock', players: [0, 1] });
  });

  it('BF.FFA.EX_5_3_1: bids of 5, 3 and 1 give 2, then 2, then 1 activations, then one each in the same order', () => {
    const units = Array.from({ length: 3 }, (_, seat) => [1, 2, 3, 4, 5].map((i) => unit(`s${seat}u${i}`, seat, { courage: 10 }))).flat();
    const s = play(game(units, { players: 3, dice: fixedDice(...Array.from({ length: 9 }, () => 1)) }), [
      ...bids(5, 3, 1),
      { type: 'assignShock', seat: 0, unit: 's0u1', shock: 4 },
      { type: 'assignShock', seat: 0, unit: 's0u2', shock: 1 },
      { type: 'assignShock', seat: 1, unit: 's1u1', shock: 3 },
      { type: 'assignShock', seat: 2, unit: 's2u1', shock: 1 },
    ]).state;
    expect(s.schedule).toEqual({ opening: [0, 0, 1, 1, 2], cycle: [0, 1, 2] });
    expect(s.outcomes!.map((o) => [o.result, o.opening])).toEqual([['won', 2], ['lost', 2], ['lost', 1]]);
    expect(seatsInOrder(s)).toEqual([0, 0, 1, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 2]);
  });

  it('BF.FFA.ORDER_BY_BID: players are ranked from highest to lowest bid, whatever their seats', () => {
    const s = payAll(game(army(4, 3), { players: 4 }), [1, 4, 3, 0]);
    expect(s.schedule!.cycle).toEqual([1, 2, 0, 3]);
  });

  it('BF.FFA.OPENING_COUNT: each player but the last opens with their bid less the next bid, at least 1 (BF.AMBIG.FFA_OPENING)', () => {
    const s = payAll(game(army(4, 3), { players: 4 }), [1, 4, 3, 0]);
    expect(s.schedule!.opening).toEqual([1, 2, 2, 0, 3]);
    const wide = payAll(game(army(3, 3), { players: 3 }), [4, 1, 0]);
    expect(wide.schedule!.opening).toEqual([0, 0, 0, 1, 2]);
  });

  it('BF.FFA.LOWEST_ONE: the lowest bidder activates one unit in the opening', () => {
    const s = payAll(game(army(3, 3), { players: 3 }), [4, 3, 2]);
    expect(s.outcomes![2]).toMatchObject({ bid: 2, opening: 1 });
  });

  it('BF.FFA.TIES_ROLLOFF: players with equal bids roll off for which of them goes first', () => {
    const s = payAll(game(army(3, 3), { players: 3, dice: fixedDice(2, 7) }), [3, 3, 1]);
    // Player 1 rolls 2, player 2 rolls 7: player 2 goes first, with max(1, 3 - 3) = 1.
    expect(s.schedule).toEqual({ opening: [1, 0, 0, 2], cycle: [1, 0, 2] });
    expect(s.outcomes!.map((o) => o.result)).toEqual(['tied', 'tied', 'lost']);
  });

  it('BF.FFA.ROTATION: after the opening each player activates one unit in turn; a player out of units is passed over (BF.AMBIG.ACTIVATION_RUNOUT)', () => {
    const units = [...army(3, 2).filter((u) => u.owner !== 1), unit('s1u1', 1, { courage: 10 })];
    // All bid 0; advantage points settle the three-way tie without dice.
    const ordered = play(game(units, { players: 3, advantage: [3, 2, 1] }), bids(0, 0, 0)).state;
    expect(ordered.schedule).toEqual({ opening: [0, 1, 2], cycle: [0, 1, 2] });
    expect(seatsInOrder(ordered)).toEqual([0, 1, 2, 0, 2]);
  });
});

describe('Battle Forge team games', () => {
  const teams = [
    [0, 1],
    [2, 3],
  ];

  it('BF.TEAM.SUM_BIDS: a team game is two teams that seat every player once', () => {
    expect(() => game(army(4, 1), { players: 4, teams: [[0, 1], [2]] })).toThrow(RangeError);
    expect(() => game(army(4, 1), { players: 4, teams: [[0, 1], [1, 2, 3]] })).toThrow(RangeError);
    expect(() => game(army(4, 1), { players: 4, teams: [[0], [1], [2, 3]] })).toThrow(RangeError);
    expect(game(army(4, 1), { players: 4, teams: [[0, 3], [1, 2]] }).teams).toEqual([[0, 3], [1, 2]]);
  });

  it('BF.TEAM.EX_8V7: team one bids 5 + 3 = 8, team two 3 + 4 = 7: team one activates one unit per player before team two', () => {
    const s = payAll(game(army(4, 3), { players: 4, teams }), [5, 3, 3, 4]);
    expect(s.phase).toBe('actions');
    expect(s.schedule!.opening.slice(0, 2)).toEqual([0, 1]);
    expect(s.schedule).toEqual({ opening: [0, 1, 2, 3], cycle: [0, 1, 2, 3] });
  });

  it('BF.TEAM.SUM_BIDS: a team bids the sum of its players\' bids, so the higher single bid does not decide', () => {
    // Player 3 bids the most (4), but team one's 2 + 3 = 5 beats team two's 4 + 0 = 4.
    const s = payAll(game(army(4, 3), { players: 4, teams }), [2, 3, 4, 0]);
    expect(s.schedule!.opening.slice(0, 2)).toEqual([0, 1]);
    expect(s.outcomes!.map((o) => o.result)).toEqual(['won', 'won', 'lost', 'lost']);
  });

  it('BF.TEAM.COMPARE_TOTALS: the higher total goes first, with one team turn per point of difference (BF.AMBIG.TEAM_BONUS)', () => {
    const s = payAll(game(army(4, 4), { players: 4, teams }), [1, 1, 4, 2]);
    expect(s.schedule).toEqual({ opening: [2, 3, 2, 3, 2, 3, 2, 3, 0, 1], cycle: [2, 3, 0, 1] });
  });

  it('BF.TEAM.COMPARE_TOTALS: level totals roll off between the teams (BF.AMBIG.TEAM_BONUS)', () => {
    const s = payAll(game(army(4, 3), { players: 4, teams, dice: fixedDice(4, 6) }), [2, 1, 1, 2]);
    expect(s.schedule).toEqual({ opening: [2, 3, 0, 1], cycle: [2, 3, 0, 1] });
    expect(s.outcomes!.map((o) => o.result)).toEqual(['tied', 'tied', 'tied', 'tied']);
  });

  it('BF.TEAM.OWN_SHOCK: each player places their own bid Shock on their own units, under the Shock limit', () => {
    const s = play(game(army(4, 2), { players: 4, teams }), bids(2, 1, 0, 0)).state;
    expect(refused(s, { type: 'assignShock', seat: 0, unit: 's1u1' })).toEqual({ code: 'not-your-unit', rule: 'BF.BID.PAY_ALWAYS' });
    expect(refused(s, { type: 'assignShock', seat: 1, unit: 's1u1', shock: 2 })).toEqual({ code: 'more-than-bid', rule: 'BF.BID.PAY_ALWAYS' });
    expect(roundDecision(s).players).toEqual([0, 1]);
  });

  it('BF.TEAM.OWN_SHOCK: a team with a player who fell short loses the bonus and the first turn (BF.AMBIG.TEAM_BONUS)', () => {
    const units = army(4, 2).map((u) => (u.owner === 1 ? { ...u, courage: 2 } : u));
    const s = payAll(game(units, { players: 4, teams }), [4, 1, 0, 0]);
    expect(s.outcomes!.map((o) => o.result)).toEqual(['forfeited', 'forfeited', 'won', 'won']);
    expect(s.outcomes![1]!.short).toBe(true);
    expect(s.schedule!.opening).toEqual([2, 3, 0, 1]);
  });

  it('BF.TEAM.ONE_PER_PLAYER: in each team turn every player of the team activates one unit', () => {
    const s = payAll(game(army(4, 2), { players: 4, teams, dice: ones() }), [0, 1, 0, 0]);
    expect(seatsInOrder(s)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
  });

  it('BF.TEAM.IMBALANCED: one player against a team of two activates two units in each of their team turns', () => {
    const s = payAll(game(army(3, 4), { players: 3, teams: [[0], [1, 2]], dice: ones() }), [0, 1, 0]);
    expect(s.schedule).toEqual({ opening: [1, 2, 0, 0], cycle: [1, 2, 0, 0] });
    expect(seatsInOrder(s)).toEqual([1, 2, 0, 0, 1, 2, 0, 0, 1, 2, 1, 2]);
  });
});
