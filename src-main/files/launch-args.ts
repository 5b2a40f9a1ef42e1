/**
 * Which `.tenfold` files the system asked Tenfold to open: on Windows and Linux they arrive on the
 * command line (a double-click runs `tenfold <file>`; a second launch forwards its argv), on macOS
 * through the open-file event. Flags and the app's own paths are ignored.
 */
import { extname, isAbsolute, resolve } from 'node:path';

export const GAME_EXTENSION = '.tenfold';

export function isGamePath(path: string): boolean {
  return extname(path).toLowerCase() === GAME_EXTENSION;
}

/** Game files named in `argv` (process.argv, or a second instance's), made absolute against `cwd`. */
export function gameFilesFromArgv(argv: readonly string[], cwd: string): string[] {
  return argv
    .slice(1)
    .filter((arg) => !arg.startsWith('-') && isGamePath(arg))
    .map((arg) => (isAbsolute(arg) ? arg : resolve(cwd, arg)));
}
