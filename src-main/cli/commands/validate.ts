/**
 * `tenfold validate <army.json> [--json]`: is this army legal? With --json it prints the stable
 * contract {"ok":bool,"points":n,"limit":n,"problems":[{"rule":id,"message":text}]} — a problem
 * about one unit also carries "unit": the list's uid for it. Without --json, a readable summary.
 * Exit 0 legal, 1 illegal, 2 when the file cannot be read or parsed.
 */
import { armyRules, checkArmy, parseArmyJson } from '../../../shared/armies/index';
import { fileArguments, readSmallFile } from '../input';
import { type CliCommand, CliError } from '../main';

/** Army files are small; anything bigger is refused before it is read into memory. */
export const MAX_ARMY_FILE_BYTES = 5 * 1024 * 1024;

export const validateCommand: CliCommand = {
  name: 'validate',
  usage: 'validate <army.json> [--json]',
  summary: 'check an army list against its ruleset: points, force organisation, unit sizes and options',
  async run(args, io) {
    const { file, json } = fileArguments(args, 'validate', 'army');
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
};
