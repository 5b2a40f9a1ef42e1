#!/usr/bin/env node
// `tenfold` entry: runs the TypeScript CLI through tsx so `npx tenfold` works straight after
// `npm install`, without a build step.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('./main.ts');
const status = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text + '\n'),
  err: (text) => process.stderr.write(text + '\n'),
});
process.exitCode = status;
