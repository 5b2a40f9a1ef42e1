/**
 * `tenfold odds`: the exact odds of one attack, from the command line. Prints
 * {"hits":[…],"wounds":[…],"expected":{"hits":x,"wounds":y}} (plus the target's odds when
 * --models is given); --hit and --defense are the values needed after modifiers.
 */
import { formatOddsSummary, OddsFlagError, type OddsFlags } from '../../../shared/odds/index';
import { RULESETS, rulesetById } from '../../../shared/rulesets/index';
import { type CliCommand, CliError } from '../main';

/** Flags every ruleset's odds share; each ruleset names the rest it reads (its `odds.flags`). */
const COMMON_VALUES = ['ruleset'];
const COMMON_SWITCHES = ['json', 'summary'];

const allValues = (): Set<string> => new Set([...COMMON_VALUES, ...Object.values(RULESETS).flatMap((r) => r.odds.flags.values)]);
const allSwitches = (): Set<string> => new Set([...COMMON_SWITCHES, ...Object.values(RULESETS).flatMap((r) => r.odds.flags.switches)]);

function parse(args: string[]): OddsFlags & { values: Record<string, string>; switches: Set<string> } {
  const values: Record<string, string> = {};
  const switches = new Set<string>();
  const valueNames = allValues();
  const switchNames = allSwitches();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    if (name !== undefined && switchNames.has(name)) {
      switches.add(name);
    } else if (name !== undefined && valueNames.has(name)) {
      if (values[name] !== undefined) throw new CliError(`--${name} is given twice`);
      // The next word is the value even when it looks like a number with a minus sign (--attacks -3).
      const value = args[++i];
      if (value === undefined || /^--[a-z]/.test(value)) throw new CliError(`--${name} needs a value`);
      values[name] = value;
    } else {
      throw new CliError(name === undefined ? `unexpected argument "${arg}"` : `unknown option ${arg}`);
    }
  }
  return { values, switches };
}

const rulesetList = (): string => Object.keys(RULESETS).join(' or ');

export const oddsCommand: CliCommand = {
  name: 'odds',
  usage: `odds ${Object.values(RULESETS).map((r) => r.odds.usage).join(' | ')} [--summary]`,
  summary:
    'exact odds of one attack: the chance of each number of hits and wounds (H and D are the values needed after modifiers)',
  run(args, io) {
    const parsed = parse(args);
    const id = parsed.values['ruleset'];
    if (id === undefined) throw new CliError(`--ruleset is required (${rulesetList()})`);
    const ruleset = rulesetById(id);
    if (!ruleset) throw new CliError(`--ruleset must be ${rulesetList()} (got "${id}")`);
    if (parsed.switches.has('json') && parsed.switches.has('summary')) {
      throw new CliError('--json and --summary cannot be used together');
    }
    const { values, switches } = ruleset.odds.flags;
    for (const name of [...Object.keys(parsed.values), ...parsed.switches]) {
      if (!COMMON_VALUES.includes(name) && !COMMON_SWITCHES.includes(name) && !values.includes(name) && !switches.includes(name)) {
        throw new CliError(`--${name} does not apply to --ruleset ${id}`);
      }
    }
    let result;
    try {
      result = ruleset.odds.fromFlags(parsed);
    } catch (error) {
      if (error instanceof OddsFlagError) throw new CliError(error.message);
      throw error;
    }
    const { odds, hitOn, defendOn } = result;
    if (parsed.switches.has('summary')) {
      const { destroy, moraleCheck } = odds;
      io.out(formatOddsSummary({ hitOn, defendOn, expectedWounds: odds.expected.wounds, destroy, moraleCheck }));
      return 0;
    }
    const json: Record<string, unknown> = {
      hits: odds.hits,
      wounds: odds.wounds,
      expected: { hits: odds.expected.hits, wounds: odds.expected.wounds },
    };
    if (odds.modelsRemoved !== undefined) {
      json['modelsRemoved'] = odds.modelsRemoved;
      json['destroy'] = odds.destroy;
      json['moraleCheck'] = odds.moraleCheck;
    }
    io.out(JSON.stringify(json));
    return 0;
  },
};
