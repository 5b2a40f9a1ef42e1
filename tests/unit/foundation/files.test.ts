import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFileError, writeFileAtomic } from '../../../src-main/main/files';

describe('atomic file writes', () => {
  it('replace the file whole and leave no temporary file behind', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'tenfold-'));
    const path = join(folder, 'army.json');
    await writeFile(path, 'old');
    await writeFileAtomic(path, 'new contents');
    expect(await readFile(path, 'utf8')).toBe('new contents');
    expect(await readdir(folder)).toEqual(['army.json']);
  });

  it('leave the old file intact when the write fails', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'tenfold-'));
    const path = join(folder, 'missing-folder', 'army.json');
    await expect(writeFileAtomic(path, 'x')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(folder)).toEqual([]);
  });

  it('explain failures in a sentence the player understands', () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    expect(describeFileError(error('ENOSPC'), 'game.tenfold')).toMatch(/disk is full/);
    expect(describeFileError(error('EACCES'), 'game.tenfold')).toMatch(/permission denied/);
    expect(describeFileError(error('EROFS'), 'game.tenfold')).toMatch(/read-only/);
  });
});
