#!/usr/bin/env node
// `npm run bench`: bundles each tests/bench/*.bench.ts with esbuild — the shared core as the app
// ships it (one ES module, no development-time module shims) — and runs it in its own Node process
// so one benchmark's warm caches and garbage do not colour the next. Each writes its figures to
// tests/bench/results.json via record.ts.
import { mkdirSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../out/bench/', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
mkdirSync(outDir, { recursive: true });
let failed = 0;
for (const file of files) {
  console.log(`\n# ${file}`);
  const bundle = join(outDir, file.replace(/\.ts$/, '.mjs'));
  await build({
    entryPoints: [join(here, file)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: bundle,
    packages: 'external',
    logLevel: 'warning',
  });
  const result = spawnSync(process.execPath, [bundle], {
    stdio: 'inherit',
    env: { ...process.env, TENFOLD_BENCH_RESULTS: join(here, 'results.json'), TENFOLD_BENCH_DIR: here },
  });
  if (result.status !== 0) failed++;
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} failed; figures in tests/bench/results.json`);
process.exitCode = failed ? 1 : 0;
