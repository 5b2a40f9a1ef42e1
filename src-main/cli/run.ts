/**
 * The `tenfold` program: the command line in, the exit status out. `npm run build:cli` bundles this
 * file with everything it imports into out/cli/tenfold.mjs, which Node runs with nothing installed.
 */
import { runCli } from './main';

process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text + '\n'),
  err: (text) => process.stderr.write(text + '\n'),
});
