/**
 * Hot-seat play of a game with hidden information (secret bids, a hand of cards): whenever the
 * person seated at the laptop changes, the screen is covered until the next person takes it, so
 * nobody sees what is not theirs — also when a decision several players make at once (a secret
 * bid) passes from the first to the next as each one decides. Seats the built-in opponent plays
 * never take the laptop: while it decides, the person who sat last keeps it. A game without
 * secrets (`Ruleset.hiddenInformation` false) never covers the screen.
 */
import type { AnyRuleset, Side } from '../../../../shared/core/ruleset';

/** Who plays each seat: null (or absent) for a person, anything else for the built-in opponent. */
export type Seats = readonly unknown[] | undefined;

/** The first person (not the built-in opponent) with a decision now, or null when none has one. */
export function personDeciding(ruleset: AnyRuleset, state: unknown, seats?: Seats): Side | null {
  return ruleset.decision(state).players.find((p) => !seats?.[p]) ?? null;
}

/**
 * Whose view the screen shows: the first person deciding; while only opponents decide, the person
 * who sat last (`atLaptop`), else the first seat a person plays; Player 1 when nobody decides (the
 * game is over) or nobody is a person.
 */
export function seatedPlayer(ruleset: AnyRuleset, state: unknown, seats?: Seats, atLaptop?: Side): Side {
  const person = personDeciding(ruleset, state, seats);
  if (person !== null) return person;
  if (atLaptop !== undefined && !seats?.[atLaptop]) return atLaptop;
  const firstPerson = seats && seats.length > 0 ? seats.findIndex((s) => !s) : -1;
  return firstPerson >= 0 ? firstPerson : (ruleset.decision(state).players[0] ?? 0);
}

/** The person the laptop passes to from the one at it (`atLaptop`) once the game is in `after`, or null when it stays. */
export function handoverTo(ruleset: AnyRuleset, atLaptop: Side, after: unknown, seats?: Seats): Side | null {
  if (!ruleset.hiddenInformation) return null;
  const now = personDeciding(ruleset, after, seats);
  return now === null || now === atLaptop ? null : now;
}
