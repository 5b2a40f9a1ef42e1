/**
 * `tenfold report <file.tenfold> [--json]`: the battle report of a saved game — round by round,
 * with the final score. A broken or hostile file exits with status 2 and one line naming the
 * problem. With --json it prints the BattleReport object (shared/savefile/report.ts), a stable
 * contract. A game's report comes from replaying its commands through the ruleset (`source:
 * "replay"`); a game whose log does not replay is refused (status 2), whatever its snapshot claims,
 * exactly as the app refuses to open it. A plan has no log and is reported from the file as it is.
 */
import { readGameFile } from '../../files/read-game';
import { describeRefusal, reportOf, reportToMarkdown, type Result, type SaveFile } from '../../../shared/savefile';
import { engineNarrator } from '../../../shared/savefile/engine-replay';
import { CliError, defineCommand } from '../command';
import { oneFile } from '../input';

const USAGE = 'report <file.tenfold> [--json]';

export const reportCommand = defineCommand({
  name: 'report',
  usage: USAGE,
  summary: 'print the battle report of a saved game, round by round, with the final score',
  operands: [['<file.tenfold>', 'a saved game (its log is replayed) or deployment plan (the format is shared/savefile/FORMAT.md)']],
  options: { json: { type: 'boolean', help: 'print the report as one JSON document (a BattleReport, a stable contract) instead of Markdown' } },
  async run({ options, operands }, io) {
    const read = await readGameFile(oneFile(operands, 'report', 'saved game', USAGE));
    if (!read.ok) throw new CliError(read.problem);
    const report = reportOfFile(read.fileName, read.opened.file, options.json === true);
    if (!report.ok) throw new CliError(report.problem);
    io.out(report.value);
    return 0;
  },
});

/** The report's text for a file the format has read, or the one sentence refusing it. */
export function reportOfFile(fileName: string, file: SaveFile, json: boolean): Result<string> {
  const accepted = reportOf(file, engineNarrator);
  if (!accepted.ok) return { ok: false, problem: describeRefusal(fileName, accepted.problem) };
  return { ok: true, value: json ? JSON.stringify(accepted.value, null, 2) : reportToMarkdown(accepted.value).trimEnd() };
}
