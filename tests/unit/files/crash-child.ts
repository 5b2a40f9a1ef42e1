/**
 * The process the crash test kills: it saves one of two large games over the same file, again and
 * again, as fast as it can, until SIGKILL arrives at a random moment. It runs the disk protocol of
 * every save (temporary file, fsync, backup, rename, folder fsync); the validation that precedes
 * it in writeGameFile touches no file and is left out so that most kills land mid-write.
 */
import { readFileSync } from 'node:fs';
import { writeFileSafely } from '../../../src-main/files/atomic-write';

const [path, first, second] = process.argv.slice(2);
const games = [readFileSync(first!, 'utf8'), readFileSync(second!, 'utf8')];

let turn = 0;
process.send?.('saving');
for (;;) {
  const result = await writeFileSafely(path!, games[turn++ % 2]!, { keepBackup: () => true });
  if (!result.ok) {
    process.send?.(`failed: ${result.problem}`);
    process.exit(1);
  }
}
