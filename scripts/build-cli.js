#!/usr/bin/env node
// `npm run build:cli`: bundles the `tenfold` command (src-main/cli/run.ts and the rules core it
// imports, zod included) into one ES module, out/cli/tenfold.mjs, that plain Node runs with no
// node_modules at all, so `tenfold` starts fast and runs from an install without dev dependencies.
// Beside it, tenfold.inputs.json lists the files it was built from: src-main/cli/bin.js runs the
// sources through tsx instead while any of them is newer than the build (a dev checkout mid-edit).
//
//   node scripts/build-cli.js [--outdir DIR]
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outdir: { type: 'string', default: join(root, 'out/cli') } } });
const outdir = resolve(values.outdir);

const result = await build({
  absWorkingDir: root,
  // The command, and the thread `tenfold simulate` plays its games on.
  entryPoints: { tenfold: 'src-main/cli/run.ts', 'simulate-worker': 'src-main/cli/simulate-worker.ts' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir,
  outExtension: { '.js': '.mjs' },
  banner: { js: '#!/usr/bin/env node' },
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const inputs = Object.keys(result.metafile.inputs).sort();
writeFileSync(join(outdir, 'tenfold.inputs.json'), JSON.stringify(inputs, null, 1) + '\n');
