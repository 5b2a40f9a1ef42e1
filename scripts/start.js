#!/usr/bin/env node
// `npm start`: builds Tenfold (out/main, out/preload, out/renderer) and opens it in Electron,
// through electron-vite's own `preview`, which builds first (it has `--skipBuild`, no `--build`).
//
// Electron's binary is downloaded by its install script, which machines installing with
// ELECTRON_SKIP_BINARY_DOWNLOAD=1 (or a failed download) skip. electron-vite then dies with
// "Electron uninstall" and a stack trace; this launcher looks first, and when there is no binary
// says so in one line with what to do, exits 1, and builds nothing. ELECTRON_EXEC_PATH (electron-
// vite's own override) names another Electron to launch, or, in tests, a stand-in that records how
// it was launched (tests/unit/foundation/start.test.ts). Arguments after `npm start --` go to
// `electron-vite preview` (e.g. `--noSandbox`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Electron binary to launch, or one line saying why there is none and what to do. */
function findElectron(env) {
  const named = env.ELECTRON_EXEC_PATH;
  if (named) {
    return existsSync(named) ? { path: named } : { problem: `ELECTRON_EXEC_PATH names ${named}, which does not exist; point it at an Electron binary, or unset it to use the installed one` };
  }
  let folder;
  try {
    folder = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { problem: 'the electron package is not installed; run `npm install`, then `npm start` again' };
  }
  // Electron's install script writes the binary's path inside dist/ to path.txt once it is downloaded.
  const pathFile = join(folder, 'path.txt');
  const binary = existsSync(pathFile) ? join(folder, 'dist', readFileSync(pathFile, 'utf8').trim()) : null;
  if (binary && existsSync(binary)) return { path: binary };
  return { problem: "Electron's binary is not installed (npm skipped its download); run `npm rebuild electron` with ELECTRON_SKIP_BINARY_DOWNLOAD unset, then `npm start` again" };
}

const electron = findElectron(process.env);
if (!electron.path) {
  console.error(`Tenfold cannot start: ${electron.problem}.`);
  process.exit(1);
}

const cli = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
const child = spawn(process.execPath, [cli, 'preview', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ELECTRON_EXEC_PATH: electron.path },
});
// Ctrl+C reaches electron-vite and Electron too; wait for them and report how they ended.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
