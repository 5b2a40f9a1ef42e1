import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileSafely } from '../../../src-main/files/atomic-write';
import { writeGameFile } from '../../../src-main/files/write-game';
import { readGameFile } from '../../../src-main/files/read-game';
import { sampleText } from '../savefile/sample-game';

async function folder(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'tenfold-files-'));
}

describe('saving a game file', () => {
  it('keeps the previous good version as <name>.bak', async () => {
    const dir = await folder();
    const path = join(dir, 'game.tenfold');
    const [first, second, third] = [sampleText(3, 1), sampleText(3, 2), sampleText(3, 3)];
    expect(await writeGameFile(path, first)).toEqual({ ok: true, fileName: 'game.tenfold' });
    expect(await readdir(dir)).toEqual(['game.tenfold']);
    await writeGameFile(path, second);
    expect(await readFile(`${path}.bak`, 'utf8')).toBe(first);
    await writeGameFile(path, third);
    expect(await readFile(path, 'utf8')).toBe(third);
    expect(await readFile(`${path}.bak`, 'utf8')).toBe(second);
  });

  it('does not let a damaged file replace a good backup', async () => {
    const dir = await folder();
    const path = join(dir, 'game.tenfold');
    await writeGameFile(path, sampleText(3, 1));
    await writeGameFile(path, sampleText(3, 2));
    await writeFile(path, '{"format":"tenfold", truncated');
    await writeGameFile(path, sampleText(3, 3));
    expect(await readFile(`${path}.bak`, 'utf8')).toBe(sampleText(3, 1));
  });

  it('ends two (or twenty) saves of one file at once with one whole file: the last one asked for', async () => {
    const dir = await folder();
    const path = join(dir, 'game.tenfold');
    const texts = Array.from({ length: 20 }, (_, i) => sampleText(200, i));
    const results = await Promise.all(texts.map((text) => writeGameFile(path, text)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await readFile(path, 'utf8')).toBe(texts[19]);
    expect((await readdir(dir)).sort()).toEqual(['game.tenfold', 'game.tenfold.bak']);
  });

  it('sweeps away temporary files a killed save left behind, and only those of this file', async () => {
    const dir = await folder();
    const path = join(dir, 'game.tenfold');
    await writeFile(join(dir, '.game.tenfold.0123456789ab.tmp'), 'half a game');
    await writeFile(join(dir, '.game.tenfold.bak.0123456789ab.tmp'), 'half a backup');
    await writeFile(join(dir, '.other.tenfold.0123456789ab.tmp'), 'not ours');
    await writeFileSafely(path, 'whole');
    expect((await readdir(dir)).sort()).toEqual(['.other.tenfold.0123456789ab.tmp', 'game.tenfold']);
  });
});

describe('opening a game file', () => {
  it('checks the size before reading a byte', async () => {
    const dir = await folder();
    const path = join(dir, 'huge.tenfold');
    await writeFile(path, 'x'.repeat(2048));
    expect(await readGameFile(path, undefined, 1024)).toEqual({
      ok: false,
      fileName: 'huge.tenfold',
      problem: 'huge.tenfold cannot be opened: it is over the 1 KB limit (2 KB).',
    });
  });

  it('names the problem of a missing file or a folder', async () => {
    const dir = await folder();
    expect(await readGameFile(join(dir, 'gone.tenfold'))).toMatchObject({ ok: false, problem: 'gone.tenfold cannot be opened: it was moved or deleted.' });
    expect(await readGameFile(dir)).toMatchObject({ ok: false, problem: expect.stringMatching(/not a file/) });
  });

  it('says by a flag, not in words only, that the file is no longer there', async () => {
    const dir = await folder();
    expect(await readGameFile(join(dir, 'gone.tenfold'))).toMatchObject({ ok: false, missing: true });
    expect(await readGameFile(dir)).not.toHaveProperty('missing');
    const path = join(dir, 'broken.tenfold');
    await writeFile(path, '{ not json');
    expect(await readGameFile(path)).not.toHaveProperty('missing');
  });
});
