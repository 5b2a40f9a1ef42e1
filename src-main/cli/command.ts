/**
 * What every `tenfold` sub-command shares: its options declared once, with a phrase for each, parsed
 * strictly by Node's own `util.parseArgs`, and the `--help` text made from the same declaration.
 * A bad command line is a CliError: one line on stderr and exit status 2, never a stack trace.
 */
import { parseArgs } from 'node:util';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export interface CliCommand {
  name: string;
  /** The command line in one line, as `tenfold --help` lists it. */
  usage: string;
  summary: string;
  /** The command's whole `--help`: its usage, what it takes and every option described. */
  help(): string;
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

/** One option: a switch (`boolean`) or an option that takes a value (`string`, shown as `value`). */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  /** What the value looks like in the help ("N", "reroll|plus-one"); `string` options only. */
  readonly value?: string;
  /** What the option does, in a phrase. */
  readonly help: string;
  /** Described in one of the command's own sections of help (see `sections`) rather than among the options. */
  readonly inSection?: boolean;
}

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** The options given, typed by their declaration: a value option's text, a switch's `true`. */
export type OptionValues<S extends OptionSpecs> = {
  [K in keyof S]?: S[K]['type'] extends 'string' ? string : S[K]['type'] extends 'boolean' ? boolean : string | boolean;
};

export interface ParsedArgs<S extends OptionSpecs> {
  options: OptionValues<S>;
  /** The words that are not options (a file), in order. */
  operands: string[];
}

/** A titled block of the help: the operands, the options, or a group of them ("--ruleset quality reads"). */
export interface HelpSection {
  title: string;
  rows: ReadonlyArray<readonly [term: string, text: string]>;
}

export interface CommandSpec<S extends OptionSpecs> {
  name: string;
  /** Each way to call the command, without the leading `tenfold`; a function when it depends on the registry. */
  usage: string | readonly string[] | (() => readonly string[]);
  summary: string;
  /** The words it takes besides options, described (`<table.json>`). None: any such word is refused. */
  operands?: ReadonlyArray<readonly [name: string, text: string]>;
  /** Its options; a function when they are known only when the command runs (rulesets registered at run time). */
  options: S | (() => S);
  /** Further blocks of help after the options. */
  sections?: () => HelpSection[];
  run(parsed: ParsedArgs<S>, io: CliIo): Promise<number> | number;
}

const HELP: OptionSpec = { type: 'boolean', help: 'print this help' };

/** Declares a command: `run` gets the options parsed and typed; `--help` and `-h` print its help. */
export function defineCommand<S extends OptionSpecs>(spec: CommandSpec<S>): CliCommand {
  const usages = (): readonly string[] => (typeof spec.usage === 'string' ? [spec.usage] : typeof spec.usage === 'function' ? spec.usage() : spec.usage);
  const optionsOf = (): S => (typeof spec.options === 'function' ? spec.options() : spec.options);
  const command: CliCommand = {
    name: spec.name,
    get usage() {
      return usages().join(' | ');
    },
    summary: spec.summary,
    help: () => helpText(usages(), spec.summary, spec.operands ?? [], optionsOf(), spec.sections?.() ?? []),
    run(args, io) {
      if (asksForHelp(args)) {
        io.out(command.help());
        return 0;
      }
      return spec.run(parseCommandLine(args, optionsOf(), spec.operands !== undefined && spec.operands.length > 0), io);
    },
  };
  return command;
}

/** `--help` or `-h` anywhere before a `--` asks for help, whatever else the line says. */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/**
 * Parses `args` strictly against `specs`. A value option takes the next word as its value even
 * when that word begins with a dash (`--attacks -3` is read, then refused as a number, not taken for
 * an option); a value option given twice is refused rather than the last one silently winning.
 */
export function parseCommandLine<S extends OptionSpecs>(args: readonly string[], specs: S, operands: boolean): ParsedArgs<S> {
  const options = parseOptions(specs);
  const words = joinDashedValues(args, specs);
  let parsed;
  try {
    parsed = parseArgs({ args: words, options, strict: true, allowPositionals: operands, tokens: true });
  } catch (error) {
    throw new CliError(explainRefusal(words, specs, operands) ?? firstLine(error));
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option' || specs[token.name]?.type !== 'string') continue;
    if (seen.has(token.name)) throw new CliError(`--${token.name} is given twice`);
    seen.add(token.name);
  }
  return { options: parsed.values as OptionValues<S>, operands: parsed.positionals };
}

function parseOptions(specs: OptionSpecs): Record<string, { type: 'string' | 'boolean' }> {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, { type: spec.type }]));
}

/** `--name value` → `--name=value` for value options, so parseArgs reads a dashed value as the value. */
function joinDashedValues(args: readonly string[], specs: OptionSpecs): string[] {
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      words.push(...args.slice(i));
      break;
    }
    const next = args[i + 1];
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    if (name !== undefined && Object.hasOwn(specs, name) && specs[name]!.type === 'string' && next !== undefined && next.startsWith('-') && !next.startsWith('--')) {
      words.push(`${arg}=${next}`);
      i++;
    } else {
      words.push(arg);
    }
  }
  return words;
}

/** The first thing wrong with a command line the strict parse refused, in our own words. */
function explainRefusal(words: string[], specs: OptionSpecs, operands: boolean): string | undefined {
  const { tokens } = parseArgs({ args: words, options: parseOptions(specs), strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'positional' && !operands) return `unexpected argument "${token.value}"`;
    if (token.kind !== 'option') continue;
    const spec = Object.hasOwn(specs, token.name) ? specs[token.name] : undefined;
    if (!spec) return `unknown option ${token.rawName}`;
    // Strictly, `--defense --json` leaves --defense without a value rather than taking "--json" as it.
    if (spec.type === 'string' && (token.value === undefined || (!token.inlineValue && token.value.startsWith('-')))) {
      return `--${token.name} needs a value`;
    }
    if (spec.type === 'boolean' && token.value !== undefined) return `--${token.name} takes no value`;
  }
  return undefined;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

function helpText(
  usages: readonly string[],
  summary: string,
  operands: ReadonlyArray<readonly [string, string]>,
  options: OptionSpecs,
  sections: HelpSection[],
): string {
  const optionRows = Object.entries({ ...options, help: HELP })
    .filter(([, spec]) => !spec.inSection)
    .map(([option, spec]): [string, string] => [
    `${option === 'help' ? '-h, ' : ''}--${option}${spec.type === 'string' ? ` ${spec.value ?? 'VALUE'}` : ''}`,
    spec.help,
  ]);
  const blocks: HelpSection[] = [
    ...(operands.length ? [{ title: 'arguments', rows: operands }] : []),
    { title: 'options', rows: optionRows },
    ...sections,
  ];
  const width = Math.max(...blocks.flatMap((b) => b.rows.map(([term]) => term.length)));
  const lines = usages.map((u, i) => `${i === 0 ? 'usage:' : '      '} tenfold ${u}`);
  lines.push('', `${summary.charAt(0).toUpperCase()}${summary.slice(1)}.`);
  for (const block of blocks) {
    lines.push('', `${block.title}:`);
    for (const [term, text] of block.rows) lines.push(`  ${term.padEnd(width)}  ${text}`.trimEnd());
  }
  return lines.join('\n');
}
