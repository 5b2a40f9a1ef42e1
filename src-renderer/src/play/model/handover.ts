/**
 * Hot-seat play of a game with hidden information (secret bids, a hand of cards): whenever the
 * decision passes to another player, the screen is covered until that player takes the laptop, so
 * nobody sees what is not theirs. A game without secrets (`Ruleset.hiddenInformation` false) never
 * covers the screen.
 */
import type { AnyRuleset, Side } from '../../../../shared/core/ruleset';

/** The player the laptop passes to after a change from `before` to `after`, or null when it stays. */
export function handoverTo(ruleset: AnyRuleset, before: unknown, after: unknown): Side | null {
  if (!ruleset.hiddenInformation) return null;
  const was = ruleset.decision(before).players;
  const next = ruleset.decision(after).players.find((player) => !was.includes(player));
  return next ?? null;
}

/** Who sits at the laptop now: the first player to decide, or Player 1 when nobody does (the game is over). */
export function seatedPlayer(ruleset: AnyRuleset, state: unknown): Side {
  return ruleset.decision(state).players[0] ?? 0;
}
