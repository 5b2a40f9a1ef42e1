/**
 * Saving a game to a path chosen in a dialog. The text comes from the renderer, so it is parsed
 * first: main never writes a file it could not open again. Saves of one path are queued.
 */
import { basename } from 'node:path';
import { parseSaveFile } from '../../shared/savefile';
import { writeFileSafely } from './atomic-write';
import type { FileSystem } from './fs-seam';
import { PathLocks } from './path-locks';
import { isReadableGame } from './read-game';

export type SaveGameResult = { ok: true; fileName: string } | { ok: false; problem: string };

const locks = new PathLocks();

export async function writeGameFile(path: string, text: string, fs?: FileSystem): Promise<SaveGameResult> {
  const fileName = basename(path);
  const parsed = parseSaveFile(text);
  if (!parsed.ok) return { ok: false, problem: `${fileName} was not saved: the game is not a valid Tenfold file (${parsed.problem})` };
  if (parsed.value.migratedFrom !== null) return { ok: false, problem: `${fileName} was not saved: Tenfold writes only the current file version.` };
  const outcome = await locks.run(path, () => writeFileSafely(path, text, { ...(fs ? { fs } : {}), keepBackup: isReadableGame }));
  return outcome.ok ? { ok: true, fileName } : { ok: false, problem: outcome.problem };
}
