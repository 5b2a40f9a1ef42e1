/**
 * `tenfold analyze <table.json> [--json]`: who can see, reach and shoot whom on a laid-out table.
 * The file format is shared/geometry/TABLE_FORMAT.md. With --json it prints the stable contract,
 * one array of {"from","to","distance","los","visible","arc","cover","inRange"} for every ordered
 * pair of units of opposing sides; without it, a readable table. Exit 0, or 2 on a bad file.
 */
import { readFile, stat } from 'node:fs/promises';
import { analyzeTable, parseTableJson, type PairReport } from '../../../shared/geometry/index';
import { type CliCommand, CliError } from '../main';

/** Table files are small; anything bigger is refused before it is read. */
export const MAX_TABLE_FILE_BYTES = 5 * 1024 * 1024;

function parseArgs(args: string[]): { file: string; json: boolean } {
  let file: string | undefined;
  let json = false;
  for (const arg of args) {
    if (arg === '--json') json = true;
    else if (arg.startsWith('--')) throw new CliError(`unknown option ${arg}`);
    else if (file === undefined) file = arg;
    else throw new CliError(`unexpected argument "${arg}" (analyze takes one table file)`);
  }
  if (file === undefined) throw new CliError('which table file? usage: tenfold analyze <table.json> [--json]');
  return { file, json };
}

async function readTableText(file: string): Promise<string> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new CliError(`${file} is not a file`);
    if (info.size > MAX_TABLE_FILE_BYTES) throw new CliError(`${file} is ${info.size} bytes; a table file may be at most ${MAX_TABLE_FILE_BYTES}`);
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as { code?: string }).code;
    throw new CliError(code === 'ENOENT' ? `cannot find ${file}` : `cannot read ${file} (${code ?? 'error'})`);
  }
}

function readable(rows: PairReport[]): string {
  if (rows.length === 0) return 'No pairs of opposing units on the table.';
  const header = ['from', 'to', 'distance', 'sight', 'visible', 'arc', 'cover', 'in range'];
  const body = rows.map((r) => [
    r.from,
    r.to,
    `${r.distance.toFixed(2)}"`,
    r.los,
    `${Math.round(r.visible * 100)}%`,
    r.arc,
    r.cover,
    r.inRange.length ? r.inRange.join(', ') : '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

export const analyzeCommand: CliCommand = {
  name: 'analyze',
  usage: 'analyze <table.json> [--json]',
  summary: 'distance, line of sight, arc, cover and weapons in range for every pair of opposing units on a table',
  async run(args, io) {
    const { file, json } = parseArgs(args);
    const parsed = parseTableJson(await readTableText(file));
    if (!parsed.ok) throw new CliError(`${file}: ${parsed.message}`);
    const rows = analyzeTable(parsed.value);
    io.out(json ? JSON.stringify(rows) : readable(rows));
    return 0;
  },
};
