/**
 * Done-when of issue 7: a child process saves a large game in a loop and is killed with SIGKILL at
 * random moments, 200 times. After every kill the file opens and is exactly the old or the new
 * game, and after the next save no temporary file is left behind.
 */
import { fork } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { parseSaveFile } from '../../../shared/savefile';
import { writeGameFile } from '../../../src-main/files/write-game';
import { sampleText } from '../savefile/sample-game';

const KILLS = 200;
/** About 1.3 MB of JSON: a long game, big enough that a write takes several milliseconds. */
const COMMANDS = 8_000;

/** Bundle the child once, so each of the 200 launches is a plain `node` start (no TypeScript loader). */
async function bundleChild(folder: string): Promise<string> {
  const outfile = join(folder, 'crash-child.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./crash-child.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

/** A seeded generator, so a failing run can be repeated exactly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function runAndKill(child: string, args: string[], delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const process = fork(child, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    process.on('message', (message) => {
      if (message === 'saving') setTimeout(() => process.kill('SIGKILL'), delayMs);
      else reject(new Error(String(message)));
    });
    process.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`child exited without being killed (${signal})`))));
    process.on('error', reject);
  });
}

/** Two lanes (two files, two children at a time) use both cores: 100 kills each. */
const LANES = 2;

async function lane(child: string, games: readonly [string, string], seed: number, kills: number): Promise<{ midSave: number }> {
  const folder = await mkdtemp(join(tmpdir(), 'tenfold-crash-'));
  const path = join(folder, 'big game.tenfold');
  const args = [path, join(folder, '..', `${seed}-a.txt`), join(folder, '..', `${seed}-b.txt`)];
  await writeFile(args[1]!, games[0]);
  await writeFile(args[2]!, games[1]);
  await writeFile(path, games[0]);
  const next = random(seed);
  let midSave = 0;
  for (let kill = 0; kill < kills; kill++) {
    await runAndKill(child, args, Math.floor(next() * 40));
    const text = await readFile(path, 'utf8');
    // Both games are valid files (sampleText validates them), so equal text means the file opens as that game.
    expect(games.includes(text), `after kill ${kill + 1} the file is one of the two games`).toBe(true);
    if ((await readdir(folder)).some((name) => name.endsWith('.tmp'))) midSave++;
    // Every tenth kill, open the file for real, and the next save must sweep away what the killed one left.
    if (kill % 10 === 9) {
      expect(parseSaveFile(text).ok).toBe(true);
      expect(await writeGameFile(path, text)).toEqual({ ok: true, fileName: 'big game.tenfold' });
      expect((await readdir(folder)).sort()).toEqual(['big game.tenfold', 'big game.tenfold.bak']);
    }
  }
  return { midSave };
}

describe('a save killed at a random moment', () => {
  it(`leaves the old or the new game, whole, after each of ${KILLS} SIGKILLs`, async () => {
    const child = await bundleChild(await mkdtemp(join(tmpdir(), 'tenfold-child-')));
    const games = [sampleText(COMMANDS, 1), sampleText(COMMANDS, 2)] as const;
    const started = performance.now();
    const lanes = await Promise.all(Array.from({ length: LANES }, (_, i) => lane(child, games, 20261121 + i, KILLS / LANES)));
    const midSave = lanes.reduce((sum, l) => sum + l.midSave, 0);
    const seconds = (performance.now() - started) / 1000;
    console.log(`crash test: ${KILLS} kills, ${midSave} killed mid-save (left a temporary file), ${seconds.toFixed(1)} s, ${(games[0].length / 1e6).toFixed(1)} MB game`);
    expect(midSave).toBeGreaterThan(KILLS / 4);
  }, 120_000);
});
