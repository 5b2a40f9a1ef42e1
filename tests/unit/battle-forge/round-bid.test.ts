import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../shared/core/dice';
import { assignmentDone, roundCommands, roundDecision, shockToAssign, viewRound } from '../../../shared/rulesets/battle-forge/round';
import { seatToActivate, shockLimitMax, unitOf, type RoundState } from '../../../shared/rulesets/battle-forge/round-state';
import { activateAll, bids, game, play, refused, unit } from './round-helpers';

/** Two players, each with a Courage 6 and a Courage 8 unit on the field. */
const duel = (extra: { advantage?: number[]; dice?: ReturnType<typeof fixedDice> } = {}): RoundState =>
  game([unit('a1', 0), unit('a2', 0, { courage: 8 }), unit('b1', 1), unit('b2', 1, { courage: 8 })], extra);

const outcome = (s: RoundState, seat: number) => s.outcomes!.find((o) => o.seat === seat)!;

describe('Battle Forge bidding', () => {
  it('BF.BID.SECRET: both players are asked for a bid at once; a bid is a whole number of Shock, 0 or more, and stands once made', () => {
    const s = duel();
    expect(roundDecision(s)).toMatchObject({ kind: 'bid', players: [0, 1] });
    expect(refused(s, { type: 'bid', seat: 0, shock: -1 })).toEqual({ code: 'bid-not-whole', rule: 'BF.BID.SECRET' });
    expect(refused(s, { type: 'bid', seat: 0, shock: 1.5 })).toEqual({ code: 'bid-not-whole', rule: 'BF.BID.SECRET' });
    const after = play(s, [{ type: 'bid', seat: 1, shock: 0 }]).state;
    expect(roundDecision(after)).toMatchObject({ kind: 'bid', players: [0] });
    expect(refused(after, { type: 'bid', seat: 1, shock: 4 })).toEqual({ code: 'bid-already-committed', rule: 'BF.BID.SECRET' });
  });

  it('BF.BID.SECRET: a committed bid is hidden from the other player, who sees only that it is in; the view holds no dice', () => {
    const s = play(duel({ dice: fixedDice(4, 4) }), [{ type: 'bid', seat: 0, shock: 3 }]).state;
    expect(viewRound(s, 0).bids).toEqual([{ committed: true, shock: 3 }, { committed: false, shock: null }]);
    expect(viewRound(s, 1).bids).toEqual([{ committed: true, shock: null }, { committed: false, shock: null }]);
    expect(JSON.stringify(viewRound(s, 1).dice)).not.toContain('4');
  });

  it('BF.BID.REVEAL: nothing is revealed until the last bid is in, then every bid at once', () => {
    const { state, events } = play(duel(), bids(2, 1));
    expect(events.map((e) => e.type)).toEqual(['bidCommitted', 'bidCommitted', 'bidsRevealed']);
    expect(events[2]).toEqual({ type: 'bidsRevealed', bids: [2, 1] });
    expect(viewRound(state, 1).bids).toEqual([{ committed: true, shock: 2 }, { committed: true, shock: 1 }]);
    expect(state.phase).toBe('assigning');
  });

  it('BF.BID.EX_3V1_ASSIGN: with bids of 3 and 1, the player who bid 3 must place 3 Shock and the player who bid 1 must place 1', () => {
    const s = play(duel(), bids(3, 1)).state;
    expect([shockToAssign(s, 0), shockToAssign(s, 1)]).toEqual([3, 1]);
    expect(roundDecision(s)).toMatchObject({ kind: 'assignShock', players: [0, 1] });
    const placed = play(s, [
      { type: 'assignShock', seat: 1, unit: 'b1' },
      { type: 'assignShock', seat: 0, unit: 'a1', shock: 2 },
    ]).state;
    expect(roundDecision(placed)).toMatchObject({ kind: 'assignShock', players: [0] });
    expect(placed.phase).toBe('assigning');
    const done = play(placed, [{ type: 'assignShock', seat: 0, unit: 'a2' }]).state;
    expect(done.units.map((u) => [u.id, u.shock])).toEqual([['a1', 2], ['a2', 1], ['b1', 1], ['b2', 0]]);
    expect(done.phase).toBe('actions');
  });

  it('BF.BID.EX_3V1_ACTIVATIONS: bids of 3 and 1 give two activations first', () => {
    const s = play(duel(), [...bids(3, 1), { type: 'assignShock', seat: 0, unit: 'a2', shock: 3 }, { type: 'assignShock', seat: 1, unit: 'b2' }]).state;
    expect(s.schedule).toEqual({ opening: [0, 0, 1], cycle: [0, 1] });
    expect(outcome(s, 0)).toMatchObject({ bid: 3, result: 'won', opening: 2, short: false });
    expect(outcome(s, 1)).toMatchObject({ bid: 1, result: 'lost', opening: 1, short: false });
  });

  it('BF.BID.EX_CO6_LIMIT: a Courage 6 unit must stay below 3 Shock, so it takes at most 2 of the bid Shock', () => {
    const s = play(duel(), bids(3, 0)).state;
    expect(refused(s, { type: 'assignShock', seat: 0, unit: 'a1', shock: 3 })).toEqual({ code: 'over-shock-limit', rule: 'BF.BID.SHOCK_LIMIT' });
    const two = play(s, [{ type: 'assignShock', seat: 0, unit: 'a1', shock: 2 }]).state;
    expect(unitOf(two, 'a1')!.shock).toBe(2);
    expect(refused(two, { type: 'assignShock', seat: 0, unit: 'a1' })).toEqual({ code: 'over-shock-limit', rule: 'BF.BID.SHOCK_LIMIT' });
  });

  it('BF.BID.SHOCK_LIMIT: the bids offered are those the units on the field can pay, and each unit is offered Shock up to its room', () => {
    const s = duel();
    // Courage 6 holds 2 and Courage 8 holds 3.
    expect(roundCommands(s, 0).map((c) => c.type === 'bid' && c.shock)).toEqual([0, 1, 2, 3, 4, 5]);
    const placing = play(s, bids(3, 0)).state;
    expect(roundCommands(placing, 0).map((c) => c.type === 'assignShock' && [c.unit, c.shock])).toEqual([
      ['a1', 1],
      ['a1', 2],
      ['a2', 1],
      ['a2', 2],
      ['a2', 3],
    ]);
    expect(roundCommands(placing, 1)).toEqual([]);
  });

  it('BF.BID.SHOCK_LIMIT_MAX: after bid assignment a unit holds at most ceil(Co/2) - 1 Shock', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(shockLimitMax)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('BF.BID.SHOCK_LIMIT: Shock already on the unit counts toward the limit, without rounding (BF.AMBIG.SHOCK_LIMIT_ROUNDING)', () => {
    const s = play(game([unit('a1', 0, { courage: 7, shock: 2 }), unit('b1', 1)]), bids(2, 0)).state;
    // Co 7: 3 Shock is below 3.5, 4 is not.
    expect(refused(s, { type: 'assignShock', seat: 0, unit: 'a1', shock: 2 })).toEqual({ code: 'over-shock-limit', rule: 'BF.BID.SHOCK_LIMIT' });
    const after = play(s, [{ type: 'assignShock', seat: 0, unit: 'a1' }]).state;
    expect(unitOf(after, 'a1')!.shock).toBe(3);
    expect(assignmentDone(after, 0)).toBe(true);
  });

  it('BF.BID.ON_TABLE_ONLY: bid Shock goes only on units on the field, and may be spread over several', () => {
    const s = play(game([unit('a1', 0), unit('a2', 0), unit('a3', 0, { onTable: false }), unit('b1', 1)]), bids(2, 0)).state;
    expect(refused(s, { type: 'assignShock', seat: 0, unit: 'a3' })).toEqual({ code: 'unit-off-table', rule: 'BF.BID.ON_TABLE_ONLY' });
    const after = play(s, [
      { type: 'assignShock', seat: 0, unit: 'a1' },
      { type: 'assignShock', seat: 0, unit: 'a2' },
    ]).state;
    expect(after.units.map((u) => u.shock)).toEqual([1, 1, 0, 0]);
  });

  it('BF.BID.ON_TABLE_ONLY: units off the field give no room, so a player with none on it places nothing and falls short (BF.BID.PARTIAL_ASSIGN)', () => {
    const s = play(game([unit('a1', 0, { onTable: false }), unit('b1', 1)], { advantage: [1, 0] }), bids(2, 0)).state;
    expect(assignmentDone(s, 0)).toBe(true);
    expect(s.phase).toBe('actions');
    expect(outcome(s, 0)).toMatchObject({ assigned: 0, short: true, result: 'forfeited' });
  });

  it('BF.BID.PAY_ALWAYS: the loser pays too, only on their own units, and never more than the bid', () => {
    const s = play(duel(), bids(2, 1)).state;
    expect(refused(s, { type: 'assignShock', seat: 1, unit: 'a1' })).toEqual({ code: 'not-your-unit', rule: 'BF.BID.PAY_ALWAYS' });
    expect(refused(s, { type: 'assignShock', seat: 1, unit: 'b2', shock: 2 })).toEqual({ code: 'more-than-bid', rule: 'BF.BID.PAY_ALWAYS' });
    expect(roundDecision(play(s, [{ type: 'assignShock', seat: 0, unit: 'a1', shock: 2 }]).state).players).toEqual([1]);
  });

  it('BF.BID.WINNER: the higher bid wins and activates first; the other seat is refused until then', () => {
    const s = play(duel(), [...bids(1, 2), { type: 'assignShock', seat: 0, unit: 'a2' }, { type: 'assignShock', seat: 1, unit: 'b2', shock: 2 }]).state;
    expect(outcome(s, 1).result).toBe('won');
    expect(seatToActivate(s)).toBe(1);
    expect(refused(s, { type: 'activate', seat: 0, unit: 'a1' })).toEqual({ code: 'not-your-turn', rule: 'BF.ROUND.ALTERNATE' });
  });

  it('BF.BID.BONUS_ACTIVATIONS: the winner activates (higher - lower) units before the opponent activates any', () => {
    const units = [unit('a1', 0, { courage: 10 }), unit('a2', 0, { courage: 10 }), unit('a3', 0, { courage: 10 }), unit('a4', 0), unit('b1', 1), unit('b2', 1)];
    const s = play(game(units), [...bids(4, 1), { type: 'assignShock', seat: 0, unit: 'a1', shock: 4 }, { type: 'assignShock', seat: 1, unit: 'b1' }]).state;
    expect(s.schedule!.opening).toEqual([0, 0, 0, 1]);
  });

  it('BF.BID.TIE_ROLLOFF: equal bids roll off, and the roll-off winner activates one unit first, then the opponent (BF.AMBIG.BID_SEQUENCE)', () => {
    const s = play(duel({ dice: fixedDice(3, 8) }), bids(0, 0)).state;
    expect(s.schedule).toEqual({ opening: [1, 0], cycle: [1, 0] });
    expect([outcome(s, 0).result, outcome(s, 1).result]).toEqual(['tied', 'tied']);
    const other = play(duel({ dice: fixedDice(8, 3) }), bids(0, 0)).state;
    expect(other.schedule!.opening).toEqual([0, 1]);
  });

  it('BF.BID.TIE_ROLLOFF: advantage points decide a tied bid without rolling (BF.FORCE.ADV_TIES, BF.AMBIG.ADVANTAGE_TIES)', () => {
    const s = play(duel({ advantage: [0, 2] }), bids(0, 0)).state;
    expect(s.schedule!.opening).toEqual([1, 0]);
    expect(s.dice).toEqual(fixedDice());
  });

  it('BF.FORCE.ADV_TIES: among several players level on their bids, more advantage points go first, without a roll (BF.AMBIG.ADVANTAGE_TIES)', () => {
    const units = [0, 1, 2].map((seat) => unit(`u${seat}`, seat));
    const s = play(game(units, { players: 3, advantage: [0, 2, 1] }), bids(1, 1, 1).concat([0, 1, 2].map((seat) => ({ type: 'assignShock' as const, seat, unit: `u${seat}` })))).state;
    expect(s.schedule).toEqual({ opening: [1, 2, 0], cycle: [1, 2, 0] });
    expect(s.dice).toEqual(fixedDice());
  });

  it('BF.FORCE.ADV_NONE: with no advantage points on either side, a tied bid is rolled off as normal', () => {
    const { state, events } = play(duel({ dice: fixedDice(6, 6, 2, 5) }), bids(0, 0));
    // 6-6 ties and is rolled again: 2 against 5.
    expect(state.schedule!.opening).toEqual([1, 0]);
    const decided = events.find((e) => e.type === 'orderDecided');
    expect(decided?.type === 'orderDecided' && decided.rolls.map((r) => r.face)).toEqual([6, 6, 2, 5]);
  });

  it('BF.ROUND.UNTIL_ALL_ACTIVATED: a round where no unit is left to activate goes straight from the bids to the End Phase', () => {
    const s = play(game([unit('a1', 0, { activated: true }), unit('b1', 1, { activated: true })], { advantage: [1, 0] }), bids(0, 0)).state;
    expect(s.phase).toBe('end');
    expect(roundDecision(s)).toMatchObject({ kind: 'standby', players: [0, 1] });
  });

  it('BF.BID.PARTIAL_ASSIGN: a player who cannot place all the bid places as much as possible, and is then done', () => {
    const s = play(game([unit('a1', 0, { courage: 4 }), unit('b1', 1)]), bids(3, 1)).state;
    const after = play(s, [{ type: 'assignShock', seat: 0, unit: 'a1' }]).state;
    expect(unitOf(after, 'a1')!.shock).toBe(1);
    expect(assignmentDone(after, 0)).toBe(true);
    expect(roundDecision(after).players).toEqual([1]);
  });

  it('BF.BID.FORFEIT: who fell short loses the bonus and the first activation; the other opens with 1 if they bid lower (BF.AMBIG.BID_FORFEIT)', () => {
    const s = play(game([unit('a1', 0, { courage: 4 }), unit('b1', 1)]), [
      ...bids(3, 1),
      { type: 'assignShock', seat: 0, unit: 'a1' },
      { type: 'assignShock', seat: 1, unit: 'b1' },
    ]).state;
    expect(outcome(s, 0)).toMatchObject({ bid: 3, assigned: 1, short: true, result: 'forfeited', opening: 1 });
    expect(outcome(s, 1)).toMatchObject({ result: 'won', opening: 1 });
    expect(s.schedule).toEqual({ opening: [1, 0], cycle: [1, 0] });
  });

  it('BF.BID.FORFEIT: a player who placed all their Shock and bid higher keeps the full bonus when the other falls short', () => {
    const units = [unit('a1', 0, { courage: 10 }), unit('b1', 1, { courage: 2 }), unit('b2', 1, { courage: 10 })];
    const s = play(game(units), [...bids(4, 5), { type: 'assignShock', seat: 0, unit: 'a1', shock: 4 }, { type: 'assignShock', seat: 1, unit: 'b2', shock: 4 }]).state;
    // Player 2 bid 5 but had room for 4 only; player 1 bid lower and opens with 1.
    expect(s.schedule!.opening).toEqual([0, 1]);
    const higher = play(game(units), [...bids(4, 1), { type: 'assignShock', seat: 0, unit: 'a1', shock: 4 }]).state;
    expect(refused(higher, { type: 'assignShock', seat: 1, unit: 'b1' })).toEqual({ code: 'over-shock-limit', rule: 'BF.BID.SHOCK_LIMIT' });
    const ordered = play(higher, [{ type: 'assignShock', seat: 1, unit: 'b2' }]).state;
    expect(ordered.schedule!.opening).toEqual([0, 0, 0, 1]);
  });

  it('BF.BID.BOTH_FAIL_ROLLOFF: when neither player can place all the bid, a roll-off decides who activates first', () => {
    const units = [unit('a1', 0, { courage: 2 }), unit('b1', 1, { courage: 2 })];
    const s = play(game(units, { dice: fixedDice(2, 9) }), bids(5, 1)).state;
    expect([outcome(s, 0).result, outcome(s, 1).result]).toEqual(['forfeited', 'forfeited']);
    expect(s.schedule).toEqual({ opening: [1, 0], cycle: [1, 0] });
    const advantaged = play(game(units, { advantage: [3, 1] }), bids(5, 1)).state;
    expect(advantaged.schedule!.opening).toEqual([0, 1]);
  });

  it('BF.ROUND.ALTERNATE: after the opening, players strictly alternate (BF.AMBIG.BID_SEQUENCE)', () => {
    const units = ['a1', 'a2', 'a3', 'a4'].map((id) => unit(id, 0, { courage: 10 })).concat(['b1', 'b2', 'b3', 'b4'].map((id) => unit(id, 1)));
    // a1 carries the bid Shock: its two Courage checks on activation both pass.
    let s = play(game(units, { dice: fixedDice(1, 1) }), [...bids(2, 0), { type: 'assignShock', seat: 0, unit: 'a1', shock: 2 }]).state;
    const seen: number[] = [];
    const next = { 0: 1, 1: 1 } as Record<number, number>;
    while (s.phase === 'actions') {
      const seat = seatToActivate(s)!;
      seen.push(seat);
      s = activateAll(s, [[seat, `${seat === 0 ? 'a' : 'b'}${next[seat]!++}`]]);
    }
    expect(seen).toEqual([0, 0, 1, 0, 1, 0, 1, 1]);
  });
});
