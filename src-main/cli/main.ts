/**
 * `tenfold` — the rules core, headless. Each sub-command lives in ./commands and is listed in
 * ./commands/index.ts; ./command.ts parses its options and prints its help. Output with --json is a
 * stable contract (see README). Errors are one line on stderr, never a stack trace.
 */
import { CliError, type CliIo } from './command';
import { commands } from './commands/index';

export { CliError, type CliCommand, type CliIo } from './command';

export function usage(): string {
  const lines = ['usage: tenfold <command> [options]', '', 'commands:'];
  for (const c of commands) lines.push(`  ${c.usage}`, `      ${c.summary}`);
  lines.push('', 'tenfold help <command> (or tenfold <command> --help) describes a command and each of its options.');
  return lines.join('\n');
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    io.out(usage());
    return name ? 0 : 2;
  }
  if (name === 'help') {
    const command = commands.find((c) => c.name === rest[0]);
    if (!command || rest.length > 1) return unknownCommand(rest.join(' '), io);
    io.out(command.help());
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) return unknownCommand(name, io);
  try {
    return await command.run(rest, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.err(`tenfold ${name}: ${message.split('\n')[0]}`);
    return error instanceof CliError ? error.status : 2;
  }
}

function unknownCommand(name: string, io: CliIo): number {
  io.err(`tenfold: unknown command "${name}" (try: ${commands.map((c) => c.name).join(', ')})`);
  return 2;
}
