/**
 * What the file-reading commands share: one file named on the command line, and reading a small
 * file with its size capped before a byte is read. Every failure is a CliError with one line.
 */
import { readFile, stat } from 'node:fs/promises';
import { CliError } from './command';

/** The one file a command reads, from the words its command line gave besides options. */
export function oneFile(operands: readonly string[], command: string, what: string, usage: string): string {
  const [file, extra] = operands;
  if (file === undefined) throw new CliError(`which ${what} file? usage: tenfold ${usage}`);
  if (extra !== undefined) throw new CliError(`unexpected argument "${extra}" (${command} takes one ${what} file)`);
  return file;
}


/** Reads a text file of at most `maxBytes`; `described` names it in messages ("an army file"). */
export async function readSmallFile(file: string, maxBytes: number, described: string): Promise<string> {
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new CliError(`${file} is not a file`);
    size = info.size;
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as { code?: string }).code;
    throw new CliError(code === 'ENOENT' ? `cannot find ${file}` : `cannot read ${file} (${code ?? 'error'})`);
  }
  if (size > maxBytes) throw new CliError(`${file} is ${size} bytes; ${described} may be at most ${maxBytes}`);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${file} (${(error as { code?: string }).code ?? 'error'})`);
  }
}
