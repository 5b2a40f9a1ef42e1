/**
 * The one question every way of opening a `.tenfold` file asks: does Tenfold accept this file?
 * The Play screen's open, the document's open (File → Open, Recent, a dropped file, recovery) and
 * `tenfold report` all answer it here, so the app opens exactly the files the report accepts.
 *
 * The log is the truth. A game that carries its setup is accepted only when the setup starts a
 * game and every command in its log is accepted by the rules; its saved snapshot is never believed
 * instead. A plan, or a game from before the engine wrote its setup, has no log to replay and is
 * accepted once the format accepts it. Whatever goes wrong — a refusal, a
 * ruleset that throws — comes back as one sentence, never as an exception.
 */
import type { AnyRuleset, BaseCommand, BaseEvent } from '../core/ruleset';
import { SETUP_LIMITS } from '../core/setup-limits';
import { isLibraryText } from '../core/issue-words';
import { dataVersionOf, upgradeRulesetData } from '../core/save-data';
import { parseSaveFile, type OpenedSaveFile } from './format';
import { ok, refuse, type Result } from './result';
import type { JsonLimits } from './safe-json';
import type { SaveFile } from './schema';

/** Commands one game may hold: far above any real game, so replaying any file takes bounded time. */
export const MAX_GAME_COMMANDS = SETUP_LIMITS.commandsPerGame;

export interface AcceptOptions {
  /** The ruleset of the file, or undefined when this Tenfold does not play it yet. */
  rulesetOf: (id: string) => AnyRuleset | undefined;
  /** The ruleset's setup for this file, or a refusal sentence (default: `setupOfFile`). */
  setupOf?: (file: SaveFile) => { ok: true; setup: unknown } | { ok: false; problem: string };
  /** Told of every step of the replay: the setup's events (index -1), then each command's. */
  observe?: (step: { index: number; events: BaseEvent[]; state: unknown }) => void;
}

/** A game replayed from its log: the setup, the state after the last command, each command's events. */
export interface ReplayedGame {
  ruleset: AnyRuleset;
  setup: unknown;
  commands: BaseCommand[];
  state: unknown;
  /** Events of the setup (index 0), then of each command. */
  log: BaseEvent[][];
}

export interface AcceptedFile extends OpenedSaveFile {
  /** The replayed game; null for a plan or a game saved without its setup, which have no log to replay. */
  game: ReplayedGame | null;
}

/**
 * The engine's setup of a game the Play screen saved: `options.setup` (written without the seed,
 * which the envelope carries) with the file's seed. A file without it has nothing to replay.
 */
export function setupOfFile(file: SaveFile): { ok: true; setup: unknown } | { ok: false; problem: string } {
  const setup = file.options?.['setup'];
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) {
    return { ok: false, problem: 'This file has no game setup to replay (is it a deployment plan?).' };
  }
  return { ok: true, setup: { ...setup, seed: file.seed } };
}

/** Read `.tenfold` text and accept it: the format's checks, then the replay of a game's log. */
export function acceptGameText(text: string, options: AcceptOptions, limits?: JsonLimits): Result<AcceptedFile> {
  const parsed = limits ? parseSaveFile(text, limits) : parseSaveFile(text);
  if (!parsed.ok) return parsed;
  const accepted = acceptGame(parsed.value.file, options);
  return accepted.ok ? ok({ ...parsed.value, game: accepted.value }) : accepted;
}

/**
 * Accept a file the format has read: a plan as it is, a game only if its log replays. The problem
 * is a clause for "<file> cannot be opened: …".
 */
export function acceptGame(file: SaveFile, options: AcceptOptions): Result<ReplayedGame | null> {
  try {
    return replayLog(file, options);
  } catch {
    // A ruleset that throws is a bug, and the file still gets one sentence.
    return refuse('its game could not be replayed: the rules stopped on data they cannot read.');
  }
}

function replayLog(file: SaveFile, options: AcceptOptions): Result<ReplayedGame | null> {
  if (file.kind === 'plan') return ok(null);
  const ruleset = options.rulesetOf(file.ruleset);
  if (!ruleset) return refuse(`this Tenfold cannot play ${file.ruleset} games yet.`);
  const setup = (options.setupOf ?? setupOfFile)(file);
  // A game saved before the engine wrote its setup (file versions 1–3 allowed it) is a record with
  // nothing to replay: it opens as the document it is and reports from what it holds, and the Play
  // screen says it cannot be played on. Every game that carries a setup must replay.
  if (!setup.ok) return ok(null);
  if (file.commands.length > MAX_GAME_COMMANDS) {
    return refuse(`its log holds ${file.commands.length} commands; a game may hold at most ${MAX_GAME_COMMANDS}.`);
  }
  // The ruleset's own data, brought up to its current version first (Ruleset.saveData).
  const upgraded = upgradeRulesetData(ruleset.name, ruleset.saveData, dataVersionOf(file.options), {
    setup: setup.setup as Record<string, unknown>,
    commands: file.commands as unknown as BaseCommand[],
  });
  if (!upgraded.ok) return refuse(upgraded.problem);
  const started = ruleset.init(upgraded.data.setup);
  if (!started.ok) return refuse(`its game cannot be set up again: ${inWords(started.reason.replace(/^The game's setup cannot be played: /, ''))}`);
  options.observe?.({ index: -1, events: started.events, state: started.state });
  let state: unknown = started.state;
  const log: BaseEvent[][] = [started.events];
  const commands = upgraded.data.commands;
  for (const [index, command] of commands.entries()) {
    const result = ruleset.apply(state, command);
    if (!result.ok) return refuse(`command ${index + 1} (${String(command.type).slice(0, 40)}) in its log is refused by the rules: ${inWords(result.reason)}`);
    state = result.state;
    log.push(result.events);
    options.observe?.({ index, events: result.events, state });
  }
  return ok({ ruleset, setup: upgraded.data.setup, commands, state, log });
}

/** A rules refusal inside the file's sentence: one sentence, and never a programmer's words. */
function inWords(reason: string): string {
  const text = reason.replace(/\s+/g, ' ').trim();
  if (text === '' || isLibraryText(text)) return 'its data is not what the rules expect.';
  const clause = text.replace(/\.\s+(?=\S)/g, '; ');
  return /[.!?]$/.test(clause) ? clause : `${clause}.`;
}
