/**
 * A game in play as a `.tenfold` file (shared/savefile) and back. The file carries the engine's
 * record — the setup (in `options.setup`, the seed beside it) and every accepted command — plus a
 * snapshot of the log and score in words for the battle report. Opening replays the commands
 * through the engine, so a resumed game is exactly the game that was saved.
 */
import { buildReport, createSaveFile, type BattleReport, parseSaveFile, reportToMarkdown, serializeSaveFile, setupOfFile, type JsonObject, type SaveFile } from '../../../../shared/savefile/index';
import { buildLog } from './log';
import { rulesetFor, isPlayRuleset } from './rulesets';
import { startSession, type SessionData } from './session';
import { openGame } from '../../../../shared/core/game';
import type { BaseCommand } from '../../../../shared/core/ruleset';

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

export function toSaveFile(data: SessionData, appVersion: string, now = new Date()): SaveFile {
  const { seed, ...setup } = data.game.record.setup as { seed: number | string } & Record<string, unknown>;
  const sheet = rulesetFor(data.ruleset).score(data.game.state);
  const players = (data.game.state as { players: [string, string] }).players;
  const log = buildLog(data);
  return createSaveFile(
    {
      kind: 'game',
      title: data.title,
      ruleset: data.ruleset,
      armies: data.armyFiles.map((text) => json(JSON.parse(text))),
      table: json((setup['table'] as object | undefined) ?? (setup['scenario'] as object | undefined) ?? {}),
      seed,
      commands: data.game.record.commands.map(commandJson),
      options: json({ setup, armyNames: data.armies }),
      snapshot: {
        round: Math.min(99, log.at(-1)?.round ?? 0),
        finished: rulesetFor(data.ruleset).isOver(data.game.state),
        score: [0, 1].map((side) => ({ side: players[side]!, name: data.armies[side]!, points: sheet.totals[side]! })),
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

/** A parsed file back into a game in play, by replaying its commands through the engine. */
export function fromSaveFile(file: SaveFile): { ok: true; data: SessionData } | { ok: false; reason: string } {
  if (!isPlayRuleset(file.ruleset)) return { ok: false, reason: `Tenfold cannot play ${file.ruleset} games yet.` };
  const setup = setupOfFile(file);
  if (!setup.ok) return { ok: false, reason: setup.problem };
  const names = (file.options as { armyNames?: [string, string] } | undefined)?.armyNames ?? ['Player 1', 'Player 2'];
  const files = file.armies.map((a) => JSON.stringify(a));
  const started = startSession(file.ruleset, setup.setup, file.title, names, [files[0] ?? '{}', files[1] ?? '{}']);
  if (!started.ok) return { ok: false, reason: `This game cannot be set up again: ${started.reason}` };
  // One pass through the commands (the engine's openGame), keeping the log and undo's checkpoints.
  const opened = openGame(rulesetFor(file.ruleset), { ...started.data.game.record, commands: file.commands as unknown as BaseCommand[] });
  if (!opened.ok) {
    const r = opened.refused;
    return { ok: false, reason: r ? `Command ${r.index + 1} (${r.type}) was refused on replay: ${r.reason}` : `This game cannot be set up again: ${opened.reason}` };
  }
  return { ok: true, data: { ...started.data, game: opened.game, lastEvents: [] } };
}

/** The battle report as Markdown, from the same file the game saves. */
export function battleReport(data: SessionData, appVersion: string): string {
  return reportToMarkdown(gameReport(data, appVersion));
}

/** The battle report of the game in play, as data for the Play screen to lay out. */
export function gameReport(data: SessionData, appVersion: string): BattleReport {
  return buildReport(toSaveFile(data, appVersion));
}
