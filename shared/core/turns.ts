/**
 * Taking turns at placing things (units at deployment, terrain, objectives): one at a time, the
 * players alternating from `first`; when one has nothing left to place, the other places the rest
 * of theirs in a row. The engines' own deployment order and the Table screen's, while a deployment
 * is planned, both ask this.
 */
import type { Side } from './ruleset';

export interface PlacementCounts {
  /** Things each player has placed so far. */
  done: [number, number];
  /** Things each player has to place in all. */
  total: [number, number];
}

/** Whose turn it is to place next, from how many each player has placed; null when all are placed. */
export function nextInTurn(first: Side, counts: PlacementCounts): Side | null {
  const second: Side = first === 0 ? 1 : 0;
  const left = (side: Side) => counts.total[side] - counts.done[side];
  if (left(first) <= 0 && left(second) <= 0) return null;
  if (left(first) <= 0) return second;
  if (left(second) <= 0) return first;
  // After k alternating placements the first player has placed ceil(k/2), the other floor(k/2).
  return counts.done[first] <= counts.done[second] ? first : second;
}
