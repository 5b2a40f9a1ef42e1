/**
 * Done-when of issue 7: a full disk, a read-only folder, a file locked or removed mid-save — each
 * leaves the old file byte for byte and gives the player a clear message. Where this machine
 * allows (root, tmpfs), the disk really is full or read-only; otherwise, and always in addition,
 * the fault is injected through the file-system seam.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeGameFile } from '../../../src-main/files/write-game';
import { nodeFs, type FileSystem } from '../../../src-main/files/fs-seam';
import { sampleText } from '../savefile/sample-game';

const OLD = sampleText(5, 1);
const NEW = sampleText(400, 2);
const mounts: string[] = [];

afterAll(() => {
  for (const mount of mounts) tryRun('umount', [mount]);
});

function tryRun(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A real 64 KB tmpfs when running as root, else null (the injected test below covers it then). */
async function tinyDisk(): Promise<string | null> {
  if (process.getuid?.() !== 0) return null;
  const folder = await mkdtemp(join(tmpdir(), 'tenfold-tmpfs-'));
  if (!tryRun('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', folder])) return null;
  mounts.push(folder);
  return folder;
}

async function folderWithOldGame(): Promise<{ folder: string; path: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'tenfold-fault-'));
  const path = join(folder, 'game.tenfold');
  await writeFile(path, OLD);
  return { folder, path };
}

/** The real file system, except that `call` fails with `code` (once `when` says so). */
function failing(call: keyof FileSystem, code: string, when: (...args: string[]) => boolean = () => true): FileSystem {
  return {
    ...nodeFs,
    [call]: async (...args: string[]) => {
      if (when(...args)) throw Object.assign(new Error(`${code}: injected`), { code });
      return (nodeFs[call] as (...a: string[]) => Promise<unknown>)(...args);
    },
  } as FileSystem;
}

async function expectOldIntact(folder: string, path: string): Promise<void> {
  expect(await readFile(path, 'utf8')).toBe(OLD);
  expect((await readdir(folder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
}

describe('a save that fails', () => {
  it('on a really full disk (64 KB tmpfs) leaves the old file and says the disk is full', async () => {
    const disk = await tinyDisk();
    const { folder, path } = disk ? { folder: disk, path: join(disk, 'game.tenfold') } : await folderWithOldGame();
    if (disk) await writeFile(path, OLD);
    const fs = disk ? nodeFs : failing('open', 'ENOSPC', (p) => p.endsWith('.tmp'));
    const result = await writeGameFile(path, NEW, fs);
    expect(result).toEqual({ ok: false, problem: expect.stringMatching(/^game\.tenfold was not saved: the disk is full\. The previous file is unchanged\./) });
    expect(NEW.length).toBeGreaterThan(64 * 1024);
    await expectOldIntact(folder, path);
  });

  it('when the disk fills while the temporary file is written (injected ENOSPC on write)', async () => {
    const { folder, path } = await folderWithOldGame();
    const fs: FileSystem = {
      ...nodeFs,
      open: async (p, flags, mode) => {
        const handle = await nodeFs.open(p, flags, mode);
        if (!p.endsWith('.tmp')) return handle;
        return { ...handle, close: () => handle.close(), sync: () => handle.sync(), writeFile: async () => { throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }); } };
      },
    };
    expect(await writeGameFile(path, NEW, fs)).toMatchObject({ ok: false, problem: expect.stringMatching(/disk is full/) });
    await expectOldIntact(folder, path);
  });

  it('in a really read-only folder (tmpfs remounted read-only) says the disk is read-only', async () => {
    const disk = await tinyDisk();
    const { folder, path } = disk ? { folder: disk, path: join(disk, 'game.tenfold') } : await folderWithOldGame();
    if (disk) {
      await writeFile(path, OLD);
      expect(tryRun('mount', ['-o', 'remount,ro', disk])).toBe(true);
    }
    const fs = disk ? nodeFs : failing('open', 'EROFS', (p) => p.endsWith('.tmp'));
    expect(await writeGameFile(path, NEW, fs)).toMatchObject({ ok: false, problem: expect.stringMatching(/the disk is read-only\. The previous file is unchanged/) });
    await expectOldIntact(folder, path);
  });

  it('in a folder without write permission says permission denied (injected: root ignores chmod)', async () => {
    const { folder, path } = await folderWithOldGame();
    expect(await writeGameFile(path, NEW, failing('open', 'EACCES', (p) => p.endsWith('.tmp')))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/permission denied\. The previous file is unchanged; choose another folder with Save As/),
    });
    await expectOldIntact(folder, path);
  });

  it('when another program locks the file at the moment of the rename (EBUSY, as on Windows)', async () => {
    const { folder, path } = await folderWithOldGame();
    expect(await writeGameFile(path, NEW, failing('rename', 'EBUSY', (_from, to) => to === path))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/another program is using it\. The previous file is unchanged/),
    });
    await expectOldIntact(folder, path);
  });

  it('when the backup cannot be kept, does not replace the file either', async () => {
    const { folder, path } = await folderWithOldGame();
    expect(await writeGameFile(path, NEW, failing('rename', 'EACCES', (_from, to) => to.endsWith('.bak')))).toMatchObject({ ok: false });
    await expectOldIntact(folder, path);
  });

  it('when the folder is removed mid-save, says so and leaves nothing behind', async () => {
    const { folder, path } = await folderWithOldGame();
    const fs: FileSystem = {
      ...nodeFs,
      rename: async (from, to) => {
        if (to === path) await rm(folder, { recursive: true, force: true });
        return nodeFs.rename(from, to);
      },
    };
    expect(await writeGameFile(path, NEW, fs)).toMatchObject({ ok: false, problem: expect.stringMatching(/folder was moved or deleted/) });
    await expect(readdir(folder)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('when the file itself is removed mid-save, still ends with the new game whole', async () => {
    const { folder, path } = await folderWithOldGame();
    const fs: FileSystem = {
      ...nodeFs,
      rename: async (from, to) => {
        if (to === path) await rm(path, { force: true });
        return nodeFs.rename(from, to);
      },
    };
    expect(await writeGameFile(path, NEW, fs)).toEqual({ ok: true, fileName: 'game.tenfold' });
    expect(await readFile(path, 'utf8')).toBe(NEW);
    expect((await readdir(folder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to write text that is not a valid game, and leaves the old file', async () => {
    const { folder, path } = await folderWithOldGame();
    expect(await writeGameFile(path, '{"format":"tenfold","schemaVersion":3}')).toMatchObject({ ok: false, problem: expect.stringMatching(/not a valid Tenfold file/) });
    await expectOldIntact(folder, path);
  });
});
