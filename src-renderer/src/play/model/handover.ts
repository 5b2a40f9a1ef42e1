/**
 * Hot-seat play of a game with hidden information (secret bids, a hand of cards): whenever the
 * player seated at the laptop changes, the screen is covered until the next player takes it, so
 * nobody sees what is not theirs — also when a decision several players make at once (a secret
 * bid) passes from the first to the next as each one decides. A game without secrets
 * (`Ruleset.hiddenInformation` false) never covers the screen.
 */
import type { AnyRuleset, Side } from '../../../../shared/core/ruleset';

/** The player the laptop passes to after a change from `before` to `after`, or null when it stays. */
export function handoverTo(ruleset: AnyRuleset, before: unknown, after: unknown): Side | null {
  if (!ruleset.hiddenInformation) return null;
  const next = ruleset.decision(after).players;
  if (next.length === 0) return null;
  const was = seatedPlayer(ruleset, before);
  const now = seatedPlayer(ruleset, after);
  return now === was ? null : now;
}

/** Who sits at the laptop now: the first player to decide, or Player 1 when nobody does (the game is over). */
export function seatedPlayer(ruleset: AnyRuleset, state: unknown): Side {
  return ruleset.decision(state).players[0] ?? 0;
}
