/**
 * `tenfold` — the rules core, headless. Each sub-command lives in ./commands and is listed in
 * ./commands/index.ts. Output with --json is a stable contract (see README). Errors are one line
 * on stderr, never a stack trace.
 */
import { commands } from './commands/index';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export interface CliCommand {
  name: string;
  usage: string;
  summary: string;
  /** Returns the process exit status. */
  run(args: string[], io: CliIo): Promise<number> | number;
}

/** Thrown by commands for bad input; main prints its message alone and exits with `status`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly status = 2,
  ) {
    super(message);
  }
}

export function usage(): string {
  const lines = ['usage: tenfold <command> [options]', '', 'commands:'];
  for (const c of commands) lines.push(`  ${c.usage}`, `      ${c.summary}`);
  return lines.join('\n');
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage());
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`tenfold: unknown command "${name}" (try: ${commands.map((c) => c.name).join(', ')})`);
    return 2;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.err(`tenfold ${name}: ${message.split('\n')[0]}`);
    return error instanceof CliError ? error.status : 2;
  }
}
