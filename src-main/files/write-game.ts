/**
 * Saving a game to a path chosen in a dialog. The text comes from the renderer, so it is parsed
 * first: main never writes a file it could not open again. Saves of one path are queued.
 */
import { basename } from 'node:path';
import { parseSaveFile } from '../../shared/savefile';
import { READ_ONLY, writeFileSafely } from './atomic-write';
import type { FileSystem } from './fs-seam';
import { PathLocks } from './path-locks';
import { isReadableGame } from './read-game';

/** Saved (with a note the player should read, if any), or not, and whether only the file's being read-only stopped it. */
export type SaveGameResult = { ok: true; fileName: string; note?: string } | { ok: false; problem: string; readOnly?: true };

const locks = new PathLocks();

export async function writeGameFile(path: string, text: string, fs?: FileSystem, options: { replaceReadOnly?: boolean } = {}): Promise<SaveGameResult> {
  const fileName = basename(path);
  const parsed = parseSaveFile(text);
  if (!parsed.ok) return { ok: false, problem: `${fileName} was not saved: the game is not a valid Tenfold file (${parsed.problem})` };
  if (parsed.value.migratedFrom !== null) return { ok: false, problem: `${fileName} was not saved: Tenfold writes only the current file version.` };
  const outcome = await locks.run(path, () =>
    writeFileSafely(path, text, { ...(fs ? { fs } : {}), keepBackup: isReadableGame, replaceReadOnly: options.replaceReadOnly === true }),
  );
  if (!outcome.ok) return { ok: false, problem: outcome.problem, ...(outcome.code === READ_ONLY ? { readOnly: true as const } : {}) };
  return outcome.note ? { ok: true, fileName, note: outcome.note } : { ok: true, fileName };
}
