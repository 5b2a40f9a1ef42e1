/**
 * How fast `tenfold` starts: the median wall time of `node src-main/cli/bin.js --help`, spawned
 * again and again, with the command built (`cli.start_ms`, what a call costs now; the goal is well
 * under a second) and with bin.js sent to the TypeScript sources through tsx (`cli.start_source_ms`,
 * what every call cost before the command was built). `cli.node_start_ms` is Node starting and doing
 * nothing, the floor under both on this machine.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { median, record } from './record';

// run.js runs a bundled copy from out/bench and says where this folder is.
const here = process.env['TENFOLD_BENCH_DIR'] ?? fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');
const bin = join(root, 'src-main/cli/bin.js');

const build = spawnSync(process.execPath, [join(root, 'scripts/build-cli.js')], { stdio: 'inherit' });
if (build.status !== 0) throw new Error('npm run build:cli failed');

/** Median milliseconds of `runs` spawns of Node with `args`, after two that warm the disk cache. */
function startMs(args: string[], runs: number, env: NodeJS.ProcessEnv = process.env): number {
  const samples: number[] = [];
  for (let i = -2; i < runs; i++) {
    const start = performance.now();
    const run = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const ms = performance.now() - start;
    if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited ${run.status}: ${String(run.stderr)}`);
    if (i >= 0) samples.push(ms);
  }
  return median(samples);
}

record({
  'cli.node_start_ms': { value: startMs(['-e', '0'], 15), unit: 'ms' },
  'cli.start_ms': { value: startMs([bin, '--help'], 15), unit: 'ms' },
  'cli.start_source_ms': { value: startMs([bin, '--help'], 7, { ...process.env, TENFOLD_CLI_FROM_SOURCE: '1' }), unit: 'ms' },
});
