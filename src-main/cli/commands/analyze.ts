/**
 * `tenfold analyze <table.json> [--json]`: who can see, reach and shoot whom on a laid-out table.
 * The file format is shared/geometry/TABLE_FORMAT.md. With --json it prints the stable contract,
 * one array of {"from","to","distance","los","visible","arc","cover","inRange"} for every ordered
 * pair of units of opposing sides; without it, a readable table. Exit 0, or 2 on a bad file.
 */
import { tableRulesOf } from '../../../shared/rulesets/index';
import { analyzeTable, parseTableJson, type PairReport } from '../../../shared/geometry/index';
import { CliError, defineCommand } from '../command';
import { oneFile, readSmallFile } from '../input';

/** Table files are small; anything bigger is refused before it is read. */
export const MAX_TABLE_FILE_BYTES = 5 * 1024 * 1024;

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

const USAGE = 'analyze <table.json> [--json]';

export const analyzeCommand = defineCommand({
  name: 'analyze',
  usage: USAGE,
  summary: 'distance, line of sight, arc, cover and weapons in range for every pair of opposing units on a table',
  operands: [['<table.json>', 'a laid-out table: its terrain and units (the format is shared/geometry/TABLE_FORMAT.md)']],
  options: {
    json: { type: 'boolean', help: 'print one JSON array of {"from","to","distance","los","visible","arc","cover","inRange"}, a stable contract, instead of a readable table' },
  },
  async run({ options, operands }, io) {
    const file = oneFile(operands, 'analyze', 'table', USAGE);
    const parsed = parseTableJson(await readSmallFile(file, MAX_TABLE_FILE_BYTES, 'a table file'), tableRulesOf);
    if (!parsed.ok) throw new CliError(`${file}: ${parsed.message}`);
    const rows = analyzeTable(parsed.value);
    io.out(options.json ? JSON.stringify(rows) : readable(rows));
    return 0;
  },
});
