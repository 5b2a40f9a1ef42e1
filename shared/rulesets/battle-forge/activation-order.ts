/**
 * Who activates first, and how many in a row, once the bids are revealed and their Shock placed:
 * one-on-one (BF.BID.WINNER, BF.BID.BONUS_ACTIVATIONS, BF.BID.TIE_ROLLOFF, BF.BID.FORFEIT,
 * BF.BID.BOTH_FAIL_ROLLOFF), free-for-all (BF.FFA.*) and team games (BF.TEAM.*). A pure function of
 * the bids, what each player managed to place, the advantage points and a roller for roll-offs.
 *
 * One rule covers one-on-one and free-for-all alike. Players are ranked: those who placed all their
 * bid Shock first, by bid, then those who fell short. Each player but the last opens with
 * max(1, own bid − next bid in the ranking) activations and the last with 1 (BF.AMBIG.FFA_OPENING);
 * then the ranking repeats, one activation each. For two players this is BF.AMBIG.BID_SEQUENCE
 * (winner D in a row, opponent 1, then alternate) and BF.AMBIG.BID_FORFEIT (who fell short loses the
 * first activation and the bonus; the other opens with the full bonus if they bid higher, 1 if lower).
 * A short player opening with 1 in a free-for-all is that same reading carried to more players.
 */
import { rollOff } from '../../core/roll-off';
import type { Roller } from '../../core/dice';
import type { Side } from '../../core/ruleset';
import type { ActivationSchedule, BidOutcome, BidResult } from './round-state';

export interface BidFacts {
  seat: Side;
  bid: number;
  assigned: number;
  advantage: number;
}

export interface OrderResult {
  outcomes: BidOutcome[];
  schedule: ActivationSchedule;
}

const seatName = (seat: Side): string => `Player ${seat + 1}`;

/**
 * Rank players who are level: more advantage points first, without rolling (BF.FORCE.ADV_TIES,
 * BF.AMBIG.ADVANTAGE_TIES); players level on those roll off, the winner placed first and the rest
 * rolling again for the next place (BF.BID.TIE_ROLLOFF, BF.FFA.TIES_ROLLOFF).
 */
function breakTie<T extends { advantage: number }>(level: T[], dice: Roller, purpose: string, name: (t: T) => string): T[] {
  const byAdvantage = [...new Set(level.map((t) => t.advantage))].sort((a, b) => b - a);
  const ranked: T[] = [];
  for (const advantage of byAdvantage) {
    let left = level.filter((t) => t.advantage === advantage);
    while (left.length > 1) {
      const { winner } = rollOff(dice, 10, purpose, left.map(name));
      ranked.push(left[winner]!);
      left = left.filter((_, i) => i !== winner);
    }
    ranked.push(...left);
  }
  return ranked;
}

/** Rank by a key, highest first, breaking ties as above. */
function rankBy<T extends { advantage: number }>(items: T[], key: (t: T) => number, dice: Roller, purpose: string, name: (t: T) => string): T[] {
  const values = [...new Set(items.map(key))].sort((a, b) => b - a);
  return values.flatMap((v) => breakTie(items.filter((t) => key(t) === v), dice, purpose, name));
}

function resultOf(index: number, short: boolean, level: boolean): BidResult {
  if (short) return 'forfeited';
  if (level) return 'tied';
  return index === 0 ? 'won' : 'lost';
}

/** One-on-one and free-for-all: the ranking, each player's opening count, then the ranking in turn. */
export function orderByBids(facts: BidFacts[], dice: Roller): OrderResult {
  const isShort = (f: BidFacts): boolean => f.assigned < f.bid;
  const full = rankBy(facts.filter((f) => !isShort(f)), (f) => f.bid, dice, 'bid tie', (f) => seatName(f.seat));
  // Players who fell short roll off among themselves (BF.BID.BOTH_FAIL_ROLLOFF), advantage first.
  const short = breakTie(facts.filter(isShort), dice, 'first activation', (f) => seatName(f.seat));
  const ranking = [...full, ...short];
  const opening: Side[] = [];
  const outcomes = ranking.map((f, i): BidOutcome => {
    const next = ranking[i + 1];
    // BF.FFA.OPENING_COUNT, BF.FFA.LOWEST_ONE, BF.BID.BONUS_ACTIVATIONS, BF.BID.FORFEIT.
    const count = next === undefined || isShort(f) ? 1 : Math.max(1, f.bid - next.bid);
    for (let k = 0; k < count; k++) opening.push(f.seat);
    const level = !isShort(f) && full.some((g) => g !== f && g.bid === f.bid);
    return { seat: f.seat, bid: f.bid, assigned: f.assigned, short: isShort(f), result: resultOf(i, isShort(f), level), opening: count };
  });
  // BF.FFA.ROTATION, BF.ROUND.ALTERNATE: after the opening, the same order, one unit each.
  return { outcomes: outcomes.sort((a, b) => a.seat - b.seat), schedule: { opening, cycle: ranking.map((f) => f.seat) } };
}

interface TeamFacts {
  seats: Side[];
  total: number;
  short: boolean;
  advantage: number;
}

/**
 * Team games (BF.TEAM.*). Each team bids the sum of its players' bids (BF.TEAM.SUM_BIDS). The team
 * with the higher total opens (BF.TEAM.COMPARE_TOTALS) with D team turns, D the difference
 * (BF.AMBIG.TEAM_BONUS: one unit per player per point, so 8 against 7 gives two units in a two-player
 * team); a team with a player who fell short loses the bonus and the first turn, as one player would
 * (BF.AMBIG.TEAM_BONUS, BF.AMBIG.BID_FORFEIT); level totals roll off between the teams. In a team
 * turn each player activates one unit (BF.TEAM.ONE_PER_PLAYER), the smaller team's players sharing
 * as many as the larger team has players (BF.TEAM.IMBALANCED), taken in seat order.
 */
export function orderByTeams(facts: BidFacts[], teams: Side[][], dice: Roller): OrderResult {
  const factOf = (seat: Side): BidFacts => facts.find((f) => f.seat === seat)!;
  const teamFacts: TeamFacts[] = teams.map((seats) => ({
    seats,
    total: seats.reduce((n, s) => n + factOf(s).bid, 0),
    short: seats.some((s) => factOf(s).assigned < factOf(s).bid),
    // Team ties are a roll-off between the teams (BF.AMBIG.TEAM_BONUS): advantage does not enter.
    advantage: 0,
  }));
  const name = (t: TeamFacts): string => `Team of ${t.seats.map(seatName).join(' and ')}`;
  const full = rankBy(teamFacts.filter((t) => !t.short), (t) => t.total, dice, 'team bid tie', name);
  const short = breakTie(teamFacts.filter((t) => t.short), dice, 'first activation', name);
  const ranking = [...full, ...short];
  const largest = Math.max(...teams.map((t) => t.length));
  const teamTurn = (t: TeamFacts): Side[] => Array.from({ length: largest }, (_, i) => t.seats[i % t.seats.length]!);
  const first = ranking[0]!;
  const second = ranking[1]!;
  const turns = first.short ? 1 : Math.max(1, first.total - second.total);
  const opening = [...Array.from({ length: turns }, () => teamTurn(first)).flat(), ...teamTurn(second)];
  const outcomes = facts.map((f): BidOutcome => {
    const index = ranking.findIndex((t) => t.seats.includes(f.seat));
    const team = ranking[index]!;
    const level = !team.short && full.some((t) => t !== team && t.total === team.total);
    return {
      seat: f.seat,
      bid: f.bid,
      assigned: f.assigned,
      short: f.assigned < f.bid,
      result: resultOf(index, team.short, level),
      opening: opening.filter((s) => s === f.seat).length,
    };
  });
  return { outcomes: outcomes.sort((a, b) => a.seat - b.seat), schedule: { opening, cycle: [...teamTurn(first), ...teamTurn(second)] } };
}
