/**
 * `tenfold odds`: the exact odds of one attack, from the command line. Prints
 * {"hits":[…],"wounds":[…],"expected":{"hits":x,"wounds":y}} (plus the target's odds when
 * --models is given); --hit and --defense are the values needed after modifiers. Each ruleset
 * names the flags it reads and describes them (its `odds.flags`); the registry is read when the
 * command runs, so a ruleset registered at run time brings its flags with it.
 */
import { formatOddsSummary, OddsFlagError, type OddsFlags } from '../../../shared/odds/index';
import { RULESETS, rulesetById } from '../../../shared/rulesets/index';
import { CliError, defineCommand, type HelpSection, type OptionSpec, type OptionSpecs } from '../command';

const rulesetList = (): string => Object.keys(RULESETS).join(' or ');

/** Flags every ruleset's odds share. */
const common = (): Record<string, OptionSpec> => ({
  ruleset: { type: 'string', value: 'ID', help: `the rules the attack is worked out by: ${rulesetList()} (required)` },
  json: { type: 'boolean', help: 'print the odds as one JSON document, a stable contract (the default)' },
  summary: { type: 'boolean', help: 'print one readable line instead: the values needed, wounds expected, chance to destroy' },
});
const COMMON = ['ruleset', 'json', 'summary'];

/** Every flag some ruleset reads; a switch in one ruleset stays a switch for all. */
function allOptions(): OptionSpecs {
  const options: Record<string, OptionSpec> = common();
  for (const ruleset of Object.values(RULESETS)) {
    const { values, switches, help } = ruleset.odds.flags;
    for (const name of switches) options[name] ??= { type: 'boolean', help: help?.[name]?.text ?? '', inSection: true };
    for (const name of values) options[name] ??= { type: 'string', value: help?.[name]?.value, help: help?.[name]?.text ?? '', inSection: true };
  }
  return options;
}

/** The flags each ruleset reads, described by the ruleset itself. */
function rulesetSections(): HelpSection[] {
  return Object.values(RULESETS).map((ruleset) => {
    const { values, switches, help } = ruleset.odds.flags;
    const rows = [...values, ...switches].map((name): [string, string] => {
      const value = values.includes(name) ? ` ${help?.[name]?.value ?? 'VALUE'}` : '';
      return [`--${name}${value}`, help?.[name]?.text ?? `read by --ruleset ${ruleset.id}`];
    });
    return { title: `with --ruleset ${ruleset.id}`, rows };
  });
}

export const oddsCommand = defineCommand({
  name: 'odds',
  usage: () => Object.values(RULESETS).map((r) => `odds ${r.odds.usage} [--summary]`),
  summary:
    'exact odds of one attack: the chance of each number of hits and wounds (H and D are the values needed after modifiers)',
  options: allOptions,
  sections: rulesetSections,
  run({ options }, io) {
    const values: Record<string, string> = {};
    const switches = new Set<string>();
    for (const [name, value] of Object.entries(options)) {
      if (typeof value === 'string') values[name] = value;
      else if (value === true) switches.add(name);
    }
    const id = values['ruleset'];
    if (id === undefined) throw new CliError(`--ruleset is required (${rulesetList()})`);
    const ruleset = rulesetById(id);
    if (!ruleset) throw new CliError(`--ruleset must be ${rulesetList()} (got "${id}")`);
    if (switches.has('json') && switches.has('summary')) throw new CliError('--json and --summary cannot be used together');
    const reads = ruleset.odds.flags;
    for (const name of [...Object.keys(values), ...switches]) {
      if (!COMMON.includes(name) && !reads.values.includes(name) && !reads.switches.includes(name)) {
        throw new CliError(`--${name} does not apply to --ruleset ${id}`);
      }
    }
    const flags: OddsFlags = { values, switches };
    let result;
    try {
      result = ruleset.odds.fromFlags(flags);
    } catch (error) {
      if (error instanceof OddsFlagError) throw new CliError(error.message);
      throw error;
    }
    const { odds, hitOn, defendOn } = result;
    if (switches.has('summary')) {
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
});
