/**
 * `npm start`, the README's first command (issue 16: it failed for everyone). It builds the app and
 * launches Electron on it; here Electron is a stand-in executable named by ELECTRON_EXEC_PATH
 * (electron-vite's own override) that records its arguments and working folder, since the machines
 * that run the tests install without Electron's binary. Without a binary it says so in one line.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const BUILT = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'];

/** A stand-in for Electron: writes its working folder, then each argument, one per line. */
function standIn(): { executable: string; record: string } {
  const folder = mkdtempSync(join(tmpdir(), 'tenfold-electron-'));
  const record = join(folder, 'launched.txt');
  const executable = join(folder, 'electron');
  writeFileSync(executable, `#!/bin/sh\nprintf '%s\\n' "$PWD" "$@" > '${record}'\n`);
  chmodSync(executable, 0o755);
  return { executable, record };
}

/** The environment of a player's shell, without any Electron override of the test runner's. */
function playerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  if (!extra['ELECTRON_EXEC_PATH']) delete env['ELECTRON_EXEC_PATH'];
  return env;
}

describe('npm start', () => {
  it('builds out/main, out/preload and out/renderer, then launches Electron on the app from the project folder', { timeout: 240_000 }, () => {
    for (const folder of ['out/main', 'out/preload', 'out/renderer']) rmSync(join(root, folder), { recursive: true, force: true });
    const started = Date.now();
    const electron = standIn();
    const run = spawnSync('npm', ['start'], { cwd: root, env: playerEnv({ ELECTRON_EXEC_PATH: electron.executable }), encoding: 'utf8', timeout: 200_000 });
    expect(run.status, run.stderr).toBe(0);

    for (const file of BUILT) {
      expect(existsSync(join(root, file)), file).toBe(true);
      expect(statSync(join(root, file)).mtimeMs).toBeGreaterThanOrEqual(started - 1000);
    }
    // Electron was started once, in the project folder, on "." — the app whose main is the build.
    const [folder, ...args] = readFileSync(electron.record, 'utf8').trimEnd().split('\n');
    expect(folder).toBe(root.replace(/\/$/, ''));
    expect(args).toEqual(['.']);
    const main = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string }).main;
    expect(existsSync(join(folder!, main))).toBe(true);
    expect(main).toBe('./out/main/index.js');
  });

  it('without an Electron binary, says so in one line with what to do, exits 1 and builds nothing', () => {
    // A project as this machine has it: the electron package installed, its binary never downloaded
    // (no path.txt, no dist/), and ELECTRON_EXEC_PATH unset.
    const project = mkdtempSync(join(tmpdir(), 'tenfold-project-'));
    cpSync(join(root, 'scripts/start.js'), join(project, 'scripts/start.js'));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'tenfold', type: 'module', main: './out/main/index.js' }));
    const start = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, [join(project, 'scripts/start.js')], { cwd: project, env, encoding: 'utf8' });

    const noPackage = start(playerEnv());
    expect(noPackage.status).toBe(1);
    expect(noPackage.stderr).toBe('Tenfold cannot start: the electron package is not installed; run `npm install`, then `npm start` again.\n');

    mkdirSync(join(project, 'node_modules/electron'), { recursive: true });
    writeFileSync(join(project, 'node_modules/electron/package.json'), JSON.stringify({ name: 'electron', version: '40.10.2', main: 'index.js' }));
    const noBinary = start(playerEnv());
    expect(noBinary.status).toBe(1);
    expect(noBinary.stdout).toBe('');
    expect(noBinary.stderr).toBe(
      "Tenfold cannot start: Electron's binary is not installed (npm skipped its download); run `npm rebuild electron` with ELECTRON_SKIP_BINARY_DOWNLOAD unset, then `npm start` again.\n",
    );

    const misnamed = start(playerEnv({ ELECTRON_EXEC_PATH: join(project, 'no-such-electron') }));
    expect(misnamed.status).toBe(1);
    expect(misnamed.stderr.split('\n')).toEqual([expect.stringMatching(/^Tenfold cannot start: ELECTRON_EXEC_PATH names .*no-such-electron, which does not exist; /), '']);
    expect(existsSync(join(project, 'out'))).toBe(false);
  });

  it('is what package.json runs, and the README still says so', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['start']).toBe('node scripts/start.js');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('npm install && npm start');
  });
});
