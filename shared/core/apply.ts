/**
 * The pipeline every ruleset's `apply` shares: refuse what is not a command, check faces typed
 * from real dice, run the command on a copy of the state with a Roller, refuse if the rules or the
 * dice said no, and otherwise keep the dice's new running state. A rejection is a value and
 * changes nothing; a malformed command that throws deep in the rules still comes back as one.
 */
import { checkTypedDice, Roller, type DiceState } from './dice';
import { refuse, type Problem } from './refusal';
import type { ApplyResult, BaseCommand, BaseEvent, Refusal } from './ruleset';

/** What a ruleset's command handlers work on: the new state, the dice, the events so far. */
export interface CommandContext<S, E> {
  s: S;
  dice: Roller;
  events: E[];
}

export function applyCommand<S extends { dice: DiceState }, C extends BaseCommand, E extends BaseEvent>(
  state: S,
  command: C,
  copy: (state: S) => S,
  run: (ctx: CommandContext<S, E>, command: C) => Problem,
  sides = 10,
): ApplyResult<S, E> {
  if (!command || typeof command !== 'object' || typeof command.type !== 'string') return refused(refuse('not-a-command', 'That is not a command.'));
  if (command.dice !== undefined) {
    const bad = checkTypedDice(command.dice, sides);
    if (bad) return refused(refuse('dice-typed-wrong', bad));
  }
  const ctx: CommandContext<S, E> = { s: copy(state), dice: new Roller(state.dice, command.dice), events: [] };
  let problem: Problem;
  try {
    problem = run(ctx, command);
  } catch {
    // A programmer's error text means nothing to a player; the command is refused in words.
    return refused(refuse('unreadable-command', `The ${command.type.slice(0, 40)} command could not be applied: its data is not what the rules expect.`));
  }
  if (problem) return refused(problem);
  const diceProblem = ctx.dice.refusal();
  if (diceProblem) return refused(diceProblem);
  ctx.s.dice = ctx.dice.state;
  return { ok: true, state: ctx.s, events: ctx.events };
}

/**
 * A ruleset's `init`, refusing in words instead of throwing: a setup that slipped past its schema
 * and broke the engine is refused like any other setup the rules cannot play.
 */
export function guardedInit<R extends { ok: boolean }>(start: () => R | Refused): R | Refused {
  try {
    return start();
  } catch {
    return refused(refuse('unreadable-setup', "The game's setup cannot be played: its data is not what the rules expect."));
  }
}

/** The failure branch of `apply` and `init`: a refusal, code and all. */
export type Refused = { ok: false } & Refusal;

/** A refusal as the failure branch of `apply` or `init`. */
export function refused(refusal: Refusal): Refused {
  return { ok: false, ...refusal };
}
