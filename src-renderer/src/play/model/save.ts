/**
 * A game in play as a `.tenfold` file (shared/savefile) and back. The file carries the engine's
 * record — the setup (in `options.setup`, the seed beside it) and every accepted command — plus a
 * snapshot of the log and score in words for the battle report. Opening replays the commands
 * through the engine, so a resumed game is exactly the game that was saved.
 */
import {
  acceptGame,
  setupOfFile,
  buildReport,
  createSaveFile,
  type BattleReport,
  parseSaveFile,
  reportToMarkdown,
  serializeSaveFile,
  type JsonObject,
  type SaveFile,
} from '../../../../shared/savefile/index';
import { newGame, reached, type Checkpoint } from '../../../../shared/core/game';
import { buildLog } from './log';
import { describeStep } from '../../../../shared/core/battle-log';
import { DATA_VERSION_FIELD } from '../../../../shared/core/save-data';
import { rulesetFor, isPlayRuleset } from './rulesets';
import type { SessionData } from './session';
import { boardOf } from './units';
import { seatsFrom } from './opponents';

const json = (value: unknown): JsonObject => JSON.parse(JSON.stringify(value)) as JsonObject;

/**
 * A command as the file writes it, worked out once per command: a game in play is saved (autosaved)
 * after every change, and a long game has thousands of commands that never change once played.
 */
const written = new WeakMap<object, JsonObject>();
function commandJson(command: object): JsonObject {
  let out = written.get(command);
  if (!out) written.set(command, (out = json(command)));
  return out;
}

/**
 * What the file writes of the game's setup (armies, table, options, seed), worked out once per
 * game: none of it changes once the game has begun, and the file is written after every command.
 */
interface SetupJson {
  armies: JsonObject[];
  table: JsonObject;
  seed: number | string;
  options: JsonObject;
}
const setups = new WeakMap<object, { names: readonly string[]; files: readonly string[]; out: SetupJson }>();
function setupJson(data: SessionData): SetupJson {
  const key = data.game.record.setup as object;
  const known = setups.get(key);
  if (known && known.names === data.armies && known.files === data.armyFiles) return known.out;
  const { seed, ...setup } = data.game.record.setup as { seed: number | string } & Record<string, unknown>;
  const out: SetupJson = {
    armies: data.armyFiles.map((text) => json(JSON.parse(text))),
    table: json((setup['table'] as object | undefined) ?? (setup['scenario'] as object | undefined) ?? {}),
    seed,
    options: json({ setup, armyNames: data.armies, [DATA_VERSION_FIELD]: rulesetFor(data.ruleset).saveData.version }),
  };
  setups.set(key, { names: data.armies, files: data.armyFiles, out });
  return out;
}

export function toSaveFile(data: SessionData, appVersion: string, now = new Date()): SaveFile {
  const { armies, table, seed, options } = setupJson(data);
  const ruleset = rulesetFor(data.ruleset);
  const sheet = ruleset.score(data.game.state);
  // The board the screen already worked out for this state (its view: names are no secret).
  const players = boardOf(data).players;
  const log = buildLog(data);
  return createSaveFile(
    {
      kind: 'game',
      title: data.title,
      // The session's ruleset came from the registry, whose every id the file format knows.
      ruleset: data.ruleset as SaveFile['ruleset'],
      armies,
      table,
      seed,
      commands: data.game.record.commands.map(commandJson),
      // Who plays each seat changes during a game (a person may hand a side to the opponent).
      options: data.seats?.some((s) => s !== null) ? { ...options, seats: json(data.seats) } : options,
      snapshot: {
        round: Math.min(99, log.at(-1)?.round ?? 0),
        finished: ruleset.isOver(data.game.state),
        score: sheet.totals.map((points, side) => ({ side: players[side] ?? `Player ${side + 1}`, name: data.armies[side] ?? `Player ${side + 1}`, points })),
        log: log.slice(-100_000).map((e) => ({ round: Math.min(99, e.round), text: e.text.slice(0, 500) })),
        atCommand: data.game.record.commands.length,
      },
    },
    appVersion,
    now,
  );
}

export function toSaveText(data: SessionData, appVersion: string): { ok: true; text: string } | { ok: false; reason: string } {
  const written = serializeSaveFile(toSaveFile(data, appVersion));
  return written.ok ? { ok: true, text: written.value } : { ok: false, reason: written.problem };
}

/** Open a saved game: read the file, rebuild the setup and replay every command through the engine. */
export function fromSaveText(text: string): { ok: true; data: SessionData } | { ok: false; reason: string } {
  const parsed = parseSaveFile(text);
  if (!parsed.ok) return { ok: false, reason: `This game cannot be opened: ${parsed.problem}` };
  return fromSaveFile(parsed.value.file);
}

/**
 * Why this Tenfold would not open the file as a game (the same answer `tenfold report` gives), as a
 * clause for "<file> cannot be opened: …", or null when it opens. A plan is not this screen's.
 */
export function gameProblem(file: SaveFile): string | null {
  if (file.kind !== 'game') return null;
  // A game saved without its setup opens as a record (the report accepts it too); this screen
  // then says it cannot be played on. Any other game must replay here as it would in the report.
  if (!setupOfFile(file).ok) return null;
  const read = readGame(file);
  return read.ok ? null : read.problem;
}

/** A parsed file back into a game in play, by replaying its commands through the engine. */
export function fromSaveFile(file: SaveFile): { ok: true; data: SessionData } | { ok: false; reason: string } {
  const read = readGame(file);
  return read.ok ? read : { ok: false, reason: `This game cannot be opened: ${read.problem}` };
}

/** The last game accepted, so the document's check and the screen's open replay a file once. */
let lastRead: { key: string; data: SessionData } | null = null;

function readGame(file: SaveFile): { ok: true; data: SessionData } | { ok: false; problem: string } {
  try {
    return replayGame(file);
  } catch {
    return { ok: false, problem: 'its game could not be replayed: the rules stopped on data they cannot read.' };
  }
}

function replayGame(file: SaveFile): { ok: true; data: SessionData } | { ok: false; problem: string } {
  // The whole record is the key: a file that differs in any command is a different game.
  const key = JSON.stringify([file.ruleset, file.title, file.seed, file.options ?? null, file.armies, file.commands]);
  if (lastRead?.key === key) return { ok: true, data: lastRead.data };
  if (!isPlayRuleset(file.ruleset)) return { ok: false, problem: `this Tenfold cannot play ${file.ruleset} games yet.` };
  const ruleset = rulesetFor(file.ruleset);
  // The one acceptance every open path shares (shared/savefile/accept.ts): the log must replay. Its
  // one pass also keeps undo's checkpoints, so the first undo of a long game costs a short replay.
  let spaced: readonly Checkpoint<unknown>[] = [];
  // The log is described on the way too, each step with the state it left (shared/core/battle-log.ts).
  let round = 0;
  const accepted = acceptGame(file, {
    rulesetOf: () => ruleset,
    observe: ({ index, events, state }) => {
      spaced = reached(spaced, index + 1, state);
      round = describeStep(ruleset, index + 1, events, state, round).round;
    },
  });
  if (!accepted.ok) return accepted;
  const replayed = accepted.value;
  if (!replayed) {
    return { ok: false, problem: file.kind === 'plan' ? 'it is a deployment plan, which opens on the Table screen.' : 'it was saved without the setup it was played from, so it cannot be played on (its report can still be read).' };
  }
  const started = newGame(ruleset, replayed.setup);
  if (!started.ok) return { ok: false, problem: `its game cannot be set up again: ${started.reason}` };
  const seats = Math.max(2, file.armies.length);
  const names = armyNames(file.options?.['armyNames'], seats);
  const files = file.armies.map((a) => JSON.stringify(a));
  // The replay's own result becomes the game in play: no second replay of a long log.
  const game = { ...started.game, record: { ...started.game.record, commands: replayed.commands }, state: replayed.state, log: replayed.log, checkpoints: { spaced, trail: [] } };
  const data: SessionData = { ruleset: file.ruleset, title: file.title, armies: names, armyFiles: Array.from({ length: seats }, (_, seat) => files[seat] ?? '{}'), game, lastEvents: [] };
  const controls = seatsFrom(file.options?.['seats'], seats);
  if (controls.some((s) => s !== null)) data.seats = controls;
  lastRead = { key, data };
  return { ok: true, data };
}

/** One army name per seat, from the file's options; "Player N" where a name is missing. */
function armyNames(value: unknown, seats: number): string[] {
  const name = (v: unknown, side: number) => (typeof v === 'string' && v.trim() !== '' ? v.slice(0, 120) : `Player ${side + 1}`);
  return Array.from({ length: seats }, (_, seat) => name(Array.isArray(value) ? value[seat] : undefined, seat));
}

/** The battle report as Markdown, from the same file the game saves. */
export function battleReport(data: SessionData, appVersion: string): string {
  return reportToMarkdown(gameReport(data, appVersion));
}

/** The battle report of the game in play, as data for the Play screen to lay out. */
export function gameReport(data: SessionData, appVersion: string): BattleReport {
  return buildReport(toSaveFile(data, appVersion));
}
