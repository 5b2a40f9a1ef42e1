/**
 * The game is its record: the ruleset, the setup (armies, table, options, seed) and the commands
 * accepted so far. The state is what replaying that record gives; undo drops the last command and
 * replays, redo re-applies it. Nothing here knows any ruleset's rules.
 */
import type { ApplyResult, BaseCommand, BaseEvent, Ruleset } from './ruleset';

export interface GameRecord<Setup, Command extends BaseCommand> {
  ruleset: string;
  setup: Setup;
  commands: Command[];
}

/** A game in play: its record, current state, the events so far, and commands undone (for redo). */
export interface Game<Setup, State, Command extends BaseCommand, Event extends BaseEvent> {
  record: GameRecord<Setup, Command>;
  state: State;
  /** Events of every accepted command, one array per command (index 0 is the setup's events). */
  log: Event[][];
  /** Undone commands, most recent last. */
  redo: Command[];
}

type R<S, St, C extends BaseCommand, E extends BaseEvent> = Ruleset<S, St, C, E>;

export function newGame<S, St, C extends BaseCommand, E extends BaseEvent>(
  ruleset: R<S, St, C, E>,
  setup: S,
): { ok: true; game: Game<S, St, C, E> } | { ok: false; reason: string } {
  const started = ruleset.init(setup);
  if (!started.ok) return started;
  return { ok: true, game: { record: { ruleset: ruleset.id, setup, commands: [] }, state: started.state, log: [started.events], redo: [] } };
}

/** Apply a player's command. A new command clears the redo list, as in any editor. */
export function play<S, St, C extends BaseCommand, E extends BaseEvent>(
  ruleset: R<S, St, C, E>,
  game: Game<S, St, C, E>,
  command: C,
): { ok: true; game: Game<S, St, C, E>; events: E[] } | { ok: false; reason: string } {
  const result = ruleset.apply(game.state, command);
  if (!result.ok) return result;
  return {
    ok: true,
    events: result.events,
    game: {
      record: { ...game.record, commands: [...game.record.commands, command] },
      state: result.state,
      log: [...game.log, result.events],
      redo: [],
    },
  };
}

/** Replay a record from its setup. Fails if the record does not belong to this ruleset or a command is refused. */
export function replay<S, St, C extends BaseCommand, E extends BaseEvent>(
  ruleset: R<S, St, C, E>,
  record: GameRecord<S, C>,
  upTo = record.commands.length,
): ApplyResult<St, E> & { log?: E[][] } {
  if (record.ruleset !== ruleset.id) return { ok: false, reason: `This game is for ${record.ruleset}, not ${ruleset.id}.` };
  const started = ruleset.init(record.setup);
  if (!started.ok) return started;
  let state = started.state;
  const events: E[] = [...started.events];
  for (let i = 0; i < upTo; i++) {
    const result = ruleset.apply(state, record.commands[i]!);
    if (!result.ok) return { ok: false, reason: `Command ${i + 1} (${record.commands[i]!.type}) was refused: ${result.reason}` };
    state = result.state;
    events.push(...result.events);
  }
  return { ok: true, state, events };
}

/** Undo the last command: replay everything before it. */
export function undo<S, St, C extends BaseCommand, E extends BaseEvent>(
  ruleset: R<S, St, C, E>,
  game: Game<S, St, C, E>,
): { ok: true; game: Game<S, St, C, E> } | { ok: false; reason: string } {
  const commands = game.record.commands;
  if (commands.length === 0) return { ok: false, reason: 'There is nothing to undo.' };
  const last = commands[commands.length - 1]!;
  const record = { ...game.record, commands: commands.slice(0, -1) };
  const replayed = replay(ruleset, record);
  if (!replayed.ok) return replayed;
  return { ok: true, game: { record, state: replayed.state, log: game.log.slice(0, -1), redo: [...game.redo, last] } };
}

/** Redo the last undone command. */
export function redo<S, St, C extends BaseCommand, E extends BaseEvent>(
  ruleset: R<S, St, C, E>,
  game: Game<S, St, C, E>,
): { ok: true; game: Game<S, St, C, E> } | { ok: false; reason: string } {
  const next = game.redo[game.redo.length - 1];
  if (!next) return { ok: false, reason: 'There is nothing to redo.' };
  const result = ruleset.apply(game.state, next);
  if (!result.ok) return result;
  return {
    ok: true,
    game: {
      record: { ...game.record, commands: [...game.record.commands, next] },
      state: result.state,
      log: [...game.log, result.events],
      redo: game.redo.slice(0, -1),
    },
  };
}
