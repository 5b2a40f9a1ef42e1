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
import { type CliCommand, CliError } from '../main';

export const reportCommand: CliCommand = {
  name: 'report',
  usage: 'report <file.tenfold> [--json]',
  summary: 'print the battle report of a saved game, round by round, with the final score',
  async run(args, io) {
    const json = args.includes('--json');
    const rest = args.filter((arg) => arg !== '--json');
    const unknown = rest.find((arg) => arg.startsWith('--'));
    if (unknown) throw new CliError(`unknown option ${unknown}`);
    if (rest.length !== 1) throw new CliError('give exactly one saved game: tenfold report <file.tenfold> [--json]');
    const read = await readGameFile(rest[0]!);
    if (!read.ok) throw new CliError(read.problem);
    const report = reportOfFile(read.fileName, read.opened.file, json);
    if (!report.ok) throw new CliError(report.problem);
    io.out(report.value);
    return 0;
  },
};

/** The report's text for a file the format has read, or the one sentence refusing it. */
export function reportOfFile(fileName: string, file: SaveFile, json: boolean): Result<string> {
  const accepted = reportOf(file, engineNarrator);
  if (!accepted.ok) return { ok: false, problem: describeRefusal(fileName, accepted.problem) };
  return { ok: true, value: json ? JSON.stringify(accepted.value, null, 2) : reportToMarkdown(accepted.value).trimEnd() };
}
