/**
 * Writing a player's file so that a crash, a full disk or a yanked cable never leaves a broken
 * one: write a temporary file in the same folder, flush it to disk, keep the previous version as
 * `<name>.bak`, rename the new file over the old one, then flush the folder so the rename itself
 * survives a power cut. Until the rename the old file is untouched; the rename is atomic.
 *
 * The file's own properties survive the save: a link is followed (the link stays, the file it
 * points to gets the new contents), the permission bits are kept (a private game stays private,
 * and so does its backup), and a read-only file is never replaced unless the caller says the
 * player agreed (`replaceReadOnly`).
 */
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { describeWriteError, errorCode } from './errors';
import { nodeFs, type FileInfo, type FileSystem } from './fs-seam';

/** Saved; `note` says what the player should know about it (no backup could be kept, say). */
export type WriteOutcome = { ok: true; note?: string } | { ok: false; problem: string; code: string | undefined };

export interface WriteOptions {
  fs?: FileSystem;
  /** Keep the file being replaced as `<path>.bak` when this says it is a good version (default: never). */
  keepBackup?: (previous: Buffer) => boolean;
  /** The player agreed to replace a read-only file; without this a read-only file is refused with READ_ONLY. */
  replaceReadOnly?: boolean;
}

export const BACKUP_SUFFIX = '.bak';

/** The code of the refusal to replace a read-only file: the caller may ask the player and try again. */
export const READ_ONLY = 'EREADONLY';

/** Links pointing at links: more than this many is a loop (as the system itself decides). */
const MAX_LINK_HOPS = 40;

/** A new file is readable by others, as any document the player saves; an existing file keeps its own bits. */
const NEW_FILE_MODE = 0o644;

/** Temporary files of `name` look like `.name.<hex>.tmp`; a crash may leave them behind. */
export function isTemporaryOf(name: string, entry: string): boolean {
  return entry.startsWith(`.${name}.`) && entry.endsWith('.tmp');
}

export async function writeFileSafely(path: string, contents: string | Uint8Array, options: WriteOptions = {}): Promise<WriteOutcome> {
  const fs = options.fs ?? nodeFs;
  // Messages name the file as the player knows it, even when it is a link to another.
  const name = basename(path);
  let target: string;
  let existing: FileInfo | null;
  try {
    target = await followLinks(fs, path);
    // Every link is followed by now, so the path's own information is the file's.
    existing = await infoOrNull(fs.lstat, target);
  } catch (error) {
    return { ok: false, problem: describeWriteError(error, name), code: errorCode(error) };
  }
  const mode = existing?.isFile() ? existing.mode & 0o777 : null;
  const readOnly = existing?.isFile() ? await isReadOnly(fs, target, existing) : false;
  if (readOnly && !options.replaceReadOnly) {
    return { ok: false, problem: `${name} was not saved: it is read-only. The previous file is unchanged.`, code: READ_ONLY };
  }
  const folder = dirname(target);
  const temporary = join(folder, `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  let note: string | undefined;
  try {
    await removeLeftovers(fs, folder, basename(target));
    await writeAndFlush(fs, temporary, contents, mode);
    if (options.keepBackup) note = await keepBackup(fs, target, options.keepBackup, mode);
    await renameOver(fs, temporary, target, readOnly);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => undefined);
    return { ok: false, problem: describeWriteError(error, name), code: errorCode(error) };
  }
  try {
    await syncFolder(fs, folder);
  } catch {
    // The file is already in place; a folder that cannot be flushed (some network drives) is no reason to report failure.
  }
  return note ? { ok: true, note } : { ok: true };
}

/**
 * The file a save really writes: the path itself, or the file its link points to. Renaming over a
 * link would replace the link with a plain file and leave the linked file holding the old game.
 * A link to a file not yet there is followed too, so the first save creates the linked file.
 */
async function followLinks(fs: FileSystem, path: string): Promise<string> {
  try {
    return await fs.realpath(path);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  let current = path;
  for (let hop = 0; hop < MAX_LINK_HOPS; hop++) {
    const info = await infoOrNull(fs.lstat, current);
    if (!info?.isSymbolicLink()) return current;
    current = resolve(dirname(current), await fs.readlink(current));
  }
  throw Object.assign(new Error(`${path}: too many links`), { code: 'ELOOP' });
}

async function infoOrNull(look: (path: string) => Promise<FileInfo>, path: string): Promise<FileInfo | null> {
  try {
    return await look(path);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The file itself is protected: no write bit at all, or the system refuses this process the write
 * (root passes the second test, not the first). A read-only disk is not the file's doing: the
 * write goes ahead and fails with its own sentence.
 */
async function isReadOnly(fs: FileSystem, path: string, info: FileInfo): Promise<boolean> {
  if ((info.mode & 0o222) === 0) return true;
  try {
    await fs.checkWritable(path);
    return false;
  } catch (error) {
    const code = errorCode(error);
    return code === 'EACCES' || code === 'EPERM';
  }
}

/**
 * The temporary file is private while it is written, then takes the permission bits of the file
 * it replaces (exactly, whatever the umask), so a 0600 game never passes through 0644.
 */
async function writeAndFlush(fs: FileSystem, path: string, contents: string | Uint8Array, mode: number | null): Promise<void> {
  const handle = await fs.open(path, 'wx', mode === null ? NEW_FILE_MODE : 0o600);
  try {
    await handle.writeFile(contents);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (mode !== null) await fs.chmod(path, mode);
}

/** Windows refuses to rename over a read-only file; elsewhere the rename replaces it as any other. */
async function renameOver(fs: FileSystem, from: string, to: string, toIsReadOnly: boolean): Promise<void> {
  if (process.platform === 'win32' && toIsReadOnly) await fs.chmod(to, 0o666);
  await fs.rename(from, to);
}

/**
 * Copy the current file to `.bak` through its own temporary file, so the backup is never half a
 * file either. Returns a note for the player when no backup could be kept because something that
 * is not a file (a folder, say) already has the backup's name: the save itself still goes ahead,
 * since refusing every save over it would keep the player's newest game nowhere at all, and the
 * backup keeps its one fixed name rather than appear somewhere the player would not look.
 */
async function keepBackup(fs: FileSystem, path: string, isGood: (previous: Buffer) => boolean, mode: number | null): Promise<string | undefined> {
  let previous: Buffer;
  try {
    previous = await fs.readFile(path);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined; // a first save has nothing to back up
    throw error;
  }
  if (!isGood(previous)) return undefined;
  const backup = `${path}${BACKUP_SUFFIX}`;
  const inTheWay = await infoOrNull(fs.lstat, backup);
  if (inTheWay && !inTheWay.isFile() && !inTheWay.isSymbolicLink()) {
    const what = inTheWay.isDirectory() ? 'a folder' : 'not a file';
    return `No backup of the previous version was kept: ${basename(backup)} is ${what}. Move or rename it to keep backups again.`;
  }
  const temporary = join(dirname(path), `.${basename(path)}${BACKUP_SUFFIX}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeAndFlush(fs, temporary, previous, mode);
    await renameOver(fs, temporary, backup, inTheWay !== null && (inTheWay.mode & 0o222) === 0);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
  return undefined;
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
