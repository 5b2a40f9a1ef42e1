/**
 * Writing a player's file so that a crash, a full disk or a yanked cable never leaves a broken
 * one: write a temporary file in the same folder, flush it to disk, keep the previous version as
 * `<name>.bak`, rename the new file over the old one, then flush the folder so the rename itself
 * survives a power cut. Until the rename the old file is untouched; the rename is atomic.
 */
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { describeWriteError } from './errors';
import { nodeFs, type FileSystem } from './fs-seam';

export type WriteOutcome = { ok: true } | { ok: false; problem: string; code: string | undefined };

export interface WriteOptions {
  fs?: FileSystem;
  /** Keep the file being replaced as `<path>.bak` when this says it is a good version (default: never). */
  keepBackup?: (previous: Buffer) => boolean;
}

export const BACKUP_SUFFIX = '.bak';

/** Temporary files of `name` look like `.name.<hex>.tmp`; a crash may leave them behind. */
export function isTemporaryOf(name: string, entry: string): boolean {
  return entry.startsWith(`.${name}.`) && entry.endsWith('.tmp');
}

export async function writeFileSafely(path: string, contents: string | Uint8Array, options: WriteOptions = {}): Promise<WriteOutcome> {
  const fs = options.fs ?? nodeFs;
  const folder = dirname(path);
  const name = basename(path);
  const temporary = join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await removeLeftovers(fs, folder, name);
    await writeAndFlush(fs, temporary, contents);
    if (options.keepBackup) await keepBackup(fs, path, options.keepBackup);
    await fs.rename(temporary, path);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => undefined);
    return { ok: false, problem: describeWriteError(error, name), code: (error as { code?: string }).code };
  }
  try {
    await syncFolder(fs, folder);
  } catch {
    // The file is already in place; a folder that cannot be flushed (some network drives) is no reason to report failure.
  }
  return { ok: true };
}

async function writeAndFlush(fs: FileSystem, path: string, contents: string | Uint8Array): Promise<void> {
  const handle = await fs.open(path, 'wx', 0o644);
  try {
    await handle.writeFile(contents);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Copy the current file to `.bak` through its own temporary file, so the backup is never half a file either. */
async function keepBackup(fs: FileSystem, path: string, isGood: (previous: Buffer) => boolean): Promise<void> {
  let previous: Buffer;
  try {
    previous = await fs.readFile(path);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return; // a first save has nothing to back up
    throw error;
  }
  if (!isGood(previous)) return;
  const temporary = join(dirname(path), `.${basename(path)}${BACKUP_SUFFIX}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeAndFlush(fs, temporary, previous);
    await fs.rename(temporary, `${path}${BACKUP_SUFFIX}`);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** Temporary files left by a save that was killed midway; they are never a good copy of anything. */
async function removeLeftovers(fs: FileSystem, folder: string, name: string): Promise<void> {
  let entries: string[];
  try {
    entries = await fs.readdir(folder);
  } catch {
    return; // the write itself will report a missing or unreadable folder
  }
  for (const entry of entries) {
    // `.name.<hex>.tmp` and the backup's `.name.bak.<hex>.tmp` both start with `.name.`.
    if (isTemporaryOf(name, entry)) {
      await fs.rm(join(folder, entry), { force: true }).catch(() => undefined);
    }
  }
}

async function syncFolder(fs: FileSystem, folder: string): Promise<void> {
  // Folders cannot be opened for fsync on Windows; there the rename is already durable.
  if (process.platform === 'win32') return;
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
