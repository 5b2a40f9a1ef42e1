/**
 * The game is its record: the ruleset, the setup (armies, table, options, seed) and the commands
 * accepted so far. The state is what replaying that record gives; redo re-applies one command.
 * Nothing here knows any ruleset's rules.
 *
 * Undo needs the state one command back. Replaying the whole record for it costs what the game is
 * long (a 5,000-command game took over a second in the browser), so a game keeps checkpoints: the
 * state after every `spacing` commands, the spacing doubling as the game grows so there are never
 * more than MAX_CHECKPOINTS of them. Undo replays from the nearest checkpoint at or before the
 * command it goes back to, and keeps the states that replay passed through (the trail) so the undos
 * after it cost nothing. Checkpoints are only ever states this game reached by applying its own
 * commands — states are immutable values, `apply` never changes the state it is given — so they
 * give exactly what a replay from the setup gives. They are never saved: the log is the truth.
 */
import type { ApplyResult, BaseCommand, BaseEvent, Ruleset } from './ruleset';
import { refused, type Refused } from './apply';
import { refuse } from './refusal';

export interface GameRecord<Setup, Command extends BaseCommand> {
  ruleset: string;
  setup: Setup;
  commands: Command[];
}

/** The state after the first `at` commands of a game's record. */
export interface Checkpoint<State> {
  readonly at: number;
  readonly state: State;
}

/**
 * States a game passed through, kept so undo need not replay from the setup: `spaced` every
 * `spacingFor(length)` commands (always the setup's state at 0), `trail` the states an undo's
 * replay went through, for the next undos. Both are sorted by `at`, and never past the record.
 */
export interface Checkpoints<State> {
  readonly spaced: readonly Checkpoint<State>[];
  readonly trail: readonly Checkpoint<State>[];
}

/** A game in play: its record, current state, the events so far, and commands undone (for redo). */
export interface Game<Setup, State, Command extends BaseCommand, Event extends BaseEvent> {
  record: GameRecord<Setup, Command>;
  state: State;
  /** Events of every accepted command, one array per command (index 0 is the setup's events). */
  log: Event[][];
  /** Undone commands, most recent last. */
  redo: Command[];
  /** Where undo replays from (derived from the record; a game without them replays from the setup). */
  checkpoints?: Checkpoints<State>;
}

type R<S, St, C extends BaseCommand, E extends BaseEvent> = Ruleset<S, St, C, E>;

/** The first spacing between checkpoints, in commands; it doubles whenever there would be more than MAX_CHECKPOINTS. */
export const FIRST_SPACING = 16;
export const MAX_CHECKPOINTS = 128;

/** How many commands apart a game of `length` commands keeps its checkpoints. */
export function spacingFor(length: number): number {
  let spacing = FIRST_SPACING;
  while (length / spacing > MAX_CHECKPOINTS) spacing *= 2;
  return spacing;
}

/**
 * The checkpoints after the record reached `at` commands with `state`: a new one on the spacing,
 * thinned when the spacing grows. Exported for callers that replay a record themselves (a file's
 * acceptance) and keep undo's checkpoints from that one pass.
 */
export function reached<St>(spaced: readonly Checkpoint<St>[], at: number, state: St): readonly Checkpoint<St>[] {
  if (at % FIRST_SPACING !== 0) return spaced;
  const spacing = spacingFor(at);
  if (at % spacing !== 0) return spaced;
  const kept = spaced.filter((c) => c.at < at && c.at % spacing === 0);
  kept.push({ at, state });
  return kept;
}

/** The checkpoints still true of the record's first `length` commands. */
function upTo<St>(list: readonly Checkpoint<St>[], length: number): readonly Checkpoint<St>[] {
  const last = list[list.length - 1];
  return !last || last.at <= length ? list : list.filter((c) => c.at <= length);
}

/** The latest state known at or before `at` commands, from the checkpoints. */
function nearest<St>(points: Checkpoints<St> | undefined, at: number): Checkpoint<St> | undefined {
  let best: Checkpoint<St> | undefined;
  for (const list of [points?.spaced ?? [], points?.trail ?? []])
    for (let i = list.length - 1; i >= 0; i--) {
      const c = list[i]!;
      if (c.at <= at) {
        if (!best || c.at > best.at) best = c;
        break;
      }
    }
  return best;
}

export function newGame<S, St, C extends BaseCommand, E extends BaseEvent>(
  ruleset: R<S, St, C, E>,
  setup: S,
): { ok: true; game: Game<S, St, C, E> } | Refused {
  const started = ruleset.init(setup);
  if (!started.ok) return started;
  return {
    ok: true,
    game: {
      record: { ruleset: ruleset.id, setup, commands: [] },
      state: started.state,
      log: [started.events],
      redo: [],
      checkpoints: { spaced: [{ at: 0, state: started.state }], trail: [] },
    },
  };
}

/** Apply a player's command. A new command clears the redo list, as in any editor. */
export function play<S, St, C extends BaseCommand, E extends BaseEvent>(
  ruleset: R<S, St, C, E>,
  game: Game<S, St, C, E>,
  command: C,
): { ok: true; game: Game<S, St, C, E>; events: E[] } | Refused {
  const result = ruleset.apply(game.state, command);
  if (!result.ok) return result;
  const at = game.record.commands.length + 1;
  return {
    ok: true,
    events: result.events,
    game: {
      record: { ...game.record, commands: [...game.record.commands, command] },
      state: result.state,
      log: [...game.log, result.events],
      redo: [],
      // The trail served the undos before this command; a new line of play lets it go.
      checkpoints: { spaced: reached(game.checkpoints?.spaced ?? [], at, result.state), trail: [] },
    },
  };
}

/** Replay a record from its setup. Fails if the record does not belong to this ruleset or a command is refused. */
export function replay<S, St, C extends BaseCommand, E extends BaseEvent>(
  ruleset: R<S, St, C, E>,
  record: GameRecord<S, C>,
  upTo = record.commands.length,
): ApplyResult<St, E> & { log?: E[][] } {
  const opened = openGame(ruleset, { ...record, commands: record.commands.slice(0, upTo) });
  if (!opened.ok) return opened;
  return { ok: true, state: opened.game.state, events: opened.game.log.flat() };
}

/**
 * A recorded game back in play: replay its commands from the setup, in one pass, keeping the log and
 * the checkpoints on the way (playing the commands one by one would copy the record at every one).
 * Fails if the record is another ruleset's, the setup is refused, or a command is (`refused` says which).
 */
export function openGame<S, St, C extends BaseCommand, E extends BaseEvent>(
  ruleset: R<S, St, C, E>,
  record: GameRecord<S, C>,
): { ok: true; game: Game<S, St, C, E> } | (Refused & { refused?: { index: number; type: string; reason: string } }) {
  if (record.ruleset !== ruleset.id) return refused(refuse('wrong-ruleset', `This game is for ${record.ruleset}, not ${ruleset.id}.`));
  const started = ruleset.init(record.setup);
  if (!started.ok) return started;
  let state = started.state;
  const log: E[][] = [started.events];
  let spaced: readonly Checkpoint<St>[] = [{ at: 0, state }];
  const commands = record.commands;
  for (let i = 0; i < commands.length; i++) {
    const result = ruleset.apply(state, commands[i]!);
    if (!result.ok) {
      const type = String(commands[i]!.type);
      // The log's refusal keeps the code and rule of the command the rules refused.
      return { ...refused(refuse(result.code, `Command ${i + 1} (${type}) was refused: ${result.reason}`, result.rule)), refused: { index: i, type, reason: result.reason } };
    }
    state = result.state;
    log.push(result.events);
    spaced = reached(spaced, i + 1, state);
  }
  return { ok: true, game: { record: { ...record, commands: [...commands] }, state, log, redo: [], checkpoints: { spaced, trail: [] } } };
}

/** Undo the last command: the state one command back, replayed from the nearest checkpoint. */
export function undo<S, St, C extends BaseCommand, E extends BaseEvent>(
  ruleset: R<S, St, C, E>,
  game: Game<S, St, C, E>,
): { ok: true; game: Game<S, St, C, E> } | Refused {
  const commands = game.record.commands;
  if (commands.length === 0) return refused(refuse('nothing-to-undo', 'There is nothing to undo.'));
  const target = commands.length - 1;
  const last = commands[target]!;
  const record = { ...game.record, commands: commands.slice(0, -1) };
  const from = nearest(game.checkpoints, target);
  let state: St;
  let at: number;
  if (from) {
    state = from.state;
    at = from.at;
  } else {
    if (record.ruleset !== ruleset.id) return refused(refuse('wrong-ruleset', `This game is for ${record.ruleset}, not ${ruleset.id}.`));
    const started = ruleset.init(record.setup);
    if (!started.ok) return started;
    state = started.state;
    at = 0;
  }
  // The states on the way are kept for the next undos: the last stretch between checkpoints as the
  // trail, and any checkpoint the replay passes (a game opened without them gains them here).
  const near = Math.max(0, target - spacingFor(target));
  const trail: Checkpoint<St>[] = (game.checkpoints?.trail ?? []).filter((c) => c.at < at && c.at >= near);
  let spaced = from ? upTo(game.checkpoints?.spaced ?? [], at) : [{ at: 0, state }];
  for (; at < target; at++) {
    if (at >= near) trail.push({ at, state });
    const result = ruleset.apply(state, commands[at]!);
    if (!result.ok) return refused(refuse(result.code, `Command ${at + 1} (${commands[at]!.type}) was refused: ${result.reason}`, result.rule));
    state = result.state;
    spaced = reached(spaced, at + 1, state);
  }
  return {
    ok: true,
    game: {
      record,
      state,
      log: game.log.slice(0, -1),
      redo: [...game.redo, last],
      checkpoints: { spaced, trail },
    },
  };
}

/** Redo the last undone command. */
export function redo<S, St, C extends BaseCommand, E extends BaseEvent>(
  ruleset: R<S, St, C, E>,
  game: Game<S, St, C, E>,
): { ok: true; game: Game<S, St, C, E> } | Refused {
  const next = game.redo[game.redo.length - 1];
  if (!next) return refused(refuse('nothing-to-redo', 'There is nothing to redo.'));
  const result = ruleset.apply(game.state, next);
  if (!result.ok) return result;
  const at = game.record.commands.length + 1;
  return {
    ok: true,
    game: {
      record: { ...game.record, commands: [...game.record.commands, next] },
      state: result.state,
      log: [...game.log, result.events],
      redo: game.redo.slice(0, -1),
      checkpoints: { spaced: reached(game.checkpoints?.spaced ?? [], at, result.state), trail: game.checkpoints?.trail ?? [] },
    },
  };
}
