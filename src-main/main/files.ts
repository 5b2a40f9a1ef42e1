/**
 * Writing the player's files without ever leaving a half-written one: write a temporary file in
 * the same folder, flush it, rename it over the old file, then flush the folder.
 */
import { open, rename, rm } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';

export async function writeFileAtomic(path: string, contents: string | Uint8Array): Promise<void> {
  const folder = dirname(path);
  const temporary = join(folder, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(contents);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

async function syncFolder(folder: string): Promise<void> {
  // Directories cannot be opened for fsync on Windows; there the rename is already durable enough.
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A sentence for the player about why a file could not be read or written. */
export function describeFileError(error: unknown, fileName: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOSPC':
      return `${fileName} was not saved: the disk is full. Your previous file is unchanged.`;
    case 'EACCES':
    case 'EPERM':
      return `${fileName} could not be written: permission denied. Choose another folder.`;
    case 'EROFS':
      return `${fileName} could not be written: the disk is read-only.`;
    case 'ENOENT':
      return `${fileName} could not be found; it may have been moved or deleted.`;
    case 'EBUSY':
      return `${fileName} is in use by another program; close it and try again.`;
    default:
      return `${fileName} could not be saved (${code ?? 'unknown error'}).`;
  }
}
