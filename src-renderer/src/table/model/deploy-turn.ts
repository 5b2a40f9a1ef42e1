/**
 * Whose turn it is to deploy. D10.SETUP.DEPLOY_ALTERNATE: units are deployed one at a time, the
 * players alternating; D10.SETUP.DEPLOY_FIRST: the player who will activate second deploys first.
 * When one player has no units left to deploy, the other deploys the rest of theirs in a row.
 * Declaring a unit in reserve (D10.RESERVE.DECLARE) counts as deploying it.
 *
 * The engine's setup module did not exist when this screen was written; this is the small pure
 * function the table needs, kept here until the core offers one.
 */
import type { Side } from './plan';

export interface DeployCounts {
  /** Units each player has placed on the table or declared in reserve. */
  done: [number, number];
  /** Units each player has in their army. */
  total: [number, number];
}

/** The player to deploy next, or null when every unit of both armies is placed. */
export function nextToDeploy(first: Side, counts: DeployCounts): Side | null {
  const other: Side = first === 0 ? 1 : 0;
  const left = (s: Side) => counts.total[s] - counts.done[s];
  if (left(first) <= 0 && left(other) <= 0) return null;
  if (left(first) <= 0) return other;
  if (left(other) <= 0) return first;
  // After k alternating placements the first player has placed ceil(k/2), the other floor(k/2).
  return counts.done[first] <= counts.done[other] ? first : other;
}
