/**
 * `tenfold validate <army.json> [--json]`: is this army legal? With --json it prints the stable
 * contract {"ok":bool,"points":n,"limit":n,"problems":[{"rule":id,"message":text}]} — a problem
 * about one unit also carries "unit": the list's uid for it. Without --json, a readable summary.
 * Exit 0 legal, 1 illegal, 2 when the file cannot be read or parsed.
 *
 * `tenfold validate <game.tenfold> [--json]`: would Tenfold open this game or plan? It asks the
 * same question the app and `tenfold report` ask (shared/savefile/accept.ts): exit 0 with a line
 * (or {"ok":true,"kind":…,"commands":n}) when accepted, 2 with one sentence when refused.
 */
import { armyRules, checkArmy, parseArmyJson } from '../../../shared/armies/index';
import { describeRefusal, type Result, type SaveFile } from '../../../shared/savefile';
import { acceptFile } from '../../../shared/savefile/engine-replay';
import { readGameFile } from '../../files/read-game';
import { CliError, defineCommand, type CliIo } from '../command';
import { oneFile, readSmallFile } from '../input';

/** Army files are small; anything bigger is refused before it is read into memory. */
export const MAX_ARMY_FILE_BYTES = 5 * 1024 * 1024;

const USAGE = 'validate <army.json> [--json]';

export const validateCommand = defineCommand({
  name: 'validate',
  usage: [USAGE, 'validate <game.tenfold> [--json]'],
  summary: 'check an army list against its ruleset: points, force organisation, unit sizes and options; or whether Tenfold opens a saved game or plan',
  operands: [
    ['<army.json>', 'an army list: exit 0 when legal, 1 when not, 2 when it cannot be read'],
    ['<game.tenfold>', 'a saved game or plan: exit 0 when Tenfold opens it (a game\'s log must replay), 2 when it refuses it'],
  ],
  options: {
    json: { type: 'boolean', help: 'print one JSON document, a stable contract: {"ok","points","limit","problems"} for an army, {"ok","kind","ruleset","commands"} for a game' },
  },
  async run({ options, operands }, io) {
    const file = oneFile(operands, 'validate', 'army', USAGE);
    const json = options.json === true;
    if (/\.tenfold$/i.test(file)) return validateGame(file, json, io);
    const parsed = parseArmyJson(await readSmallFile(file, MAX_ARMY_FILE_BYTES, 'an army file'));
    if (!parsed.ok) throw new CliError(`${file}: ${parsed.message}`);
    const check = checkArmy(parsed.army);
    if (json) {
      const problems = check.problems.map((p) => (p.unitUid ? { rule: p.rule, message: p.message, unit: p.unitUid } : { rule: p.rule, message: p.message }));
      io.out(JSON.stringify({ ok: check.ok, points: check.points, limit: check.limit, problems }));
    } else {
      const unit = armyRules(parsed.army.ruleset)?.pointsName ?? 'points';
      io.out(`${parsed.army.name}: ${check.ok ? 'legal' : 'not legal'}, ${check.points} / ${check.limit} ${unit}`);
      for (const p of check.problems) io.out(`  ${p.rule}: ${p.message}${p.unitUid ? ` (unit ${p.unitUid})` : ''}`);
    }
    return check.ok ? 0 : 1;
  },
});

async function validateGame(path: string, json: boolean, io: CliIo): Promise<number> {
  const read = await readGameFile(path);
  if (!read.ok) throw new CliError(read.problem);
  const verdict = validateGameFile(read.fileName, read.opened.file, json);
  if (!verdict.ok) throw new CliError(verdict.problem);
  io.out(verdict.value);
  return 0;
}

/** What `validate` prints for a game or plan the format has read, or the one sentence refusing it. */
export function validateGameFile(fileName: string, file: SaveFile, json: boolean): Result<string> {
  const accepted = acceptFile(file);
  if (!accepted.ok) return { ok: false, problem: describeRefusal(fileName, accepted.problem) };
  const commands = file.commands.length;
  if (json) return { ok: true, value: JSON.stringify({ ok: true, kind: file.kind, ruleset: file.ruleset, commands }) };
  return { ok: true, value: `${fileName}: accepted, a ${file.kind === 'plan' ? 'deployment plan' : `game whose ${commands} commands replay`}` };
}

/** What `validate` says of an army file's text: legal or not (status 0 or 1), or the refusal (status 2). */
export function validateArmyText(fileName: string, text: string): { status: 0 | 1 | 2; message: string } {
  const parsed = parseArmyJson(text);
  if (!parsed.ok) return { status: 2, message: `${fileName}: ${parsed.message}` };
  const check = checkArmy(parsed.army);
  return { status: check.ok ? 0 : 1, message: `${parsed.army.name}: ${check.ok ? 'legal' : 'not legal'}, ${check.points} / ${check.limit}` };
}
