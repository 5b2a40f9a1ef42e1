/**
 * Taking turns at placing things (units at deployment, terrain, objectives): one at a time, the
 * players taking turns in seat order from `first`; a player with nothing left to place is passed
 * over, so the last one places the rest of theirs in a row. The engines' own deployment order and the Table screen's, while a deployment
 * is planned, both ask this.
 */
import type { Side } from './ruleset';

export interface PlacementCounts {
  /** Things each player has placed so far. */
  done: readonly number[];
  /** Things each player has to place in all, one count per seat. */
  total: readonly number[];
}

/** Whose turn it is to place next, from how many each player has placed; null when all are placed. */
export function nextInTurn<S extends Side>(first: S, counts: PlacementCounts): S | null {
  const seats = counts.total.length;
  const left = (seat: number) => (counts.total[seat] ?? 0) - (counts.done[seat] ?? 0);
  let next: number | null = null;
  // In seat order from the first player, the fewest placed goes next: after k turns round the table
  // the players before the one due have placed once more than those from it on.
  for (let step = 0; step < seats; step++) {
    const seat = (first + step) % seats;
    if (left(seat) > 0 && (next === null || (counts.done[seat] ?? 0) < (counts.done[next] ?? 0))) next = seat;
  }
  return next as S | null;
}
