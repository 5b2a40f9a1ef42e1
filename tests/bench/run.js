#!/usr/bin/env node
// `npm run bench`: runs every tests/bench/*.bench.ts in its own Node process (through tsx) so one
// benchmark's warm caches and garbage do not colour the next. Each writes its figures to
// tests/bench/results.json via record.ts.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n# ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} failed; figures in tests/bench/results.json`);
process.exitCode = failed ? 1 : 0;
