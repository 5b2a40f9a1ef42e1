/**
 * A game in play as plain data: the core's game record (setup + accepted commands), its state, the
 * events of every command, and the redo list — all from shared/core/game.ts. These functions add
 * only what the Play screen needs around it: typed dice (real-dice mode) attached to a command, and
 * the events of the last change for the dice tray. Nothing here judges a rule: `apply` does.
 */
import { newGame, play, redo, undo, type Game } from '../../../../shared/core/game';
import type { OpponentSettings } from '../../../../shared/ai/opponent';
import type { BaseCommand, BaseEvent } from '../../../../shared/core/ruleset';
import { rulesetFor, type PlayRulesetId } from './rulesets';
import { MAX_GAME_COMMANDS } from '../../../../shared/savefile/accept';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, BaseCommand, BaseEvent>;

export interface SessionData {
  ruleset: PlayRulesetId;
  title: string;
  /** The names of the armies, one per player, for the score panel and the report. */
  armies: string[];
  /** The army files as JSON text, one per player, kept so a saved game carries its lists. */
  armyFiles: string[];
  game: AnyGame;
  /** Who plays each seat: null for a person, the built-in opponent's settings otherwise (absent: all people). */
  seats?: (OpponentSettings | null)[];
  /** The seat of the person at the laptop (the last person who decided): whose view the screen keeps while the opponent decides. */
  atLaptop?: number;
  /** Events of the last change (a command, an undo shows none, a redo its own), for the dice tray. */
  lastEvents: BaseEvent[];
}

export type Outcome = { ok: true; data: SessionData; events: BaseEvent[] } | { ok: false; reason: string };

export function startSession(
  ruleset: PlayRulesetId,
  setup: unknown,
  title: string,
  armies: string[],
  armyFiles: string[],
): { ok: true; data: SessionData } | { ok: false; reason: string } {
  const started = newGame(rulesetFor(ruleset), setup);
  if (!started.ok) return started;
  return { ok: true, data: { ruleset, title, armies, armyFiles, game: started.game, lastEvents: started.game.log[0] ?? [] } };
}

/**
 * Apply a command. In real-dice mode the faces the player typed ride on the command (`dice`), and the
 * engine takes them in the order it asks for dice; too few or too many come back as its refusal.
 */
export function issue(data: SessionData, command: BaseCommand, typed?: readonly number[]): Outcome {
  // A game no file could hold is not played on: every saved game must open again (shared/savefile/accept.ts).
  if (data.game.record.commands.length >= MAX_GAME_COMMANDS) return { ok: false, reason: `This game has reached ${MAX_GAME_COMMANDS} commands, the most one game may hold.` };
  const withDice: BaseCommand = typed ? { ...command, dice: [...typed] } : command;
  const result = play(rulesetFor(data.ruleset), data.game, withDice);
  if (!result.ok) return result;
  return { ok: true, data: { ...data, game: result.game, lastEvents: result.events }, events: result.events };
}

/** Would the engine accept this command now? Used for live legality while dragging; nothing changes. */
export function dryRun(data: SessionData, command: BaseCommand): string | null {
  const result = rulesetFor(data.ruleset).apply(data.game.state, command);
  return result.ok ? null : result.reason;
}

export function undoStep(data: SessionData): Outcome {
  const result = undo(rulesetFor(data.ruleset), data.game);
  if (!result.ok) return result;
  return { ok: true, data: { ...data, game: result.game, lastEvents: [] }, events: [] };
}

export function redoStep(data: SessionData): Outcome {
  const result = redo(rulesetFor(data.ruleset), data.game);
  if (!result.ok) return result;
  const events = result.game.log[result.game.log.length - 1] ?? [];
  return { ok: true, data: { ...data, game: result.game, lastEvents: events }, events };
}
