#!/usr/bin/env node
// `tenfold` entry. It runs the built CLI, out/cli/tenfold.mjs (`npm run build:cli`, part of
// `npm run build`): one bundled file that needs nothing but Node, so a call starts fast and works
// from an install without dev dependencies. In a dev checkout where it is not built yet, or where a
// source it was built from has changed since (out/cli/tenfold.inputs.json lists them), it runs the
// TypeScript through tsx instead, a dev dependency, so `npx tenfold` never answers with stale code.
// TENFOLD_CLI_FROM_SOURCE=1 asks for the sources whatever the build.
import { readFileSync, statSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const built = new URL('out/cli/tenfold.mjs', root);

/** Whether the build exists and no file it was built from has changed since. */
function builtIsCurrent() {
  let builtAt;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    return false;
  }
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(new URL('out/cli/tenfold.inputs.json', root), 'utf8'));
  } catch {
    return true; // an install: the build came without the list of its sources
  }
  return inputs.every((input) => {
    try {
      return statSync(new URL(input, root)).mtimeMs <= builtAt;
    } catch {
      return false;
    }
  });
}

async function runSources() {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    return false; // no dev dependencies: the build, however old, is all there is
  }
  register();
  await import('./run.ts');
  return true;
}

async function runBuilt() {
  try {
    statSync(built);
  } catch {
    process.stderr.write('tenfold: the command is not built and tsx is not installed: run `npm run build:cli`\n');
    process.exitCode = 1;
    return;
  }
  await import(built.href);
}

if (process.env.TENFOLD_CLI_FROM_SOURCE === '1' || !builtIsCurrent()) {
  if (!(await runSources())) await runBuilt();
} else {
  await runBuilt();
}
