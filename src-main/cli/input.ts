/**
 * What the file-reading commands share: one positional file plus --json, and reading a small
 * file with its size capped before a byte is read. Every failure is a CliError with one line.
 */
import { readFile, stat } from 'node:fs/promises';
import { CliError } from './main';

/** Parses `<file> [--json]` for `command`, whose file is described as `what` ("army", "table"). */
export function fileArguments(args: string[], command: string, what: string): { file: string; json: boolean } {
  let file: string | undefined;
  let json = false;
  for (const arg of args) {
    if (arg === '--json') json = true;
    else if (arg.startsWith('--')) throw new CliError(`unknown option ${arg}`);
    else if (file === undefined) file = arg;
    else throw new CliError(`unexpected argument "${arg}" (${command} takes one ${what} file)`);
  }
  if (file === undefined) throw new CliError(`which ${what} file? usage: tenfold ${command} <${what}.json> [--json]`);
  return { file, json };
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
