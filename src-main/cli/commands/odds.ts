/**
 * `tenfold odds`: the exact odds of one attack, from the command line. Prints
 * {"hits":[…],"wounds":[…],"expected":{"hits":x,"wounds":y}} (plus the target's odds when
 * --models is given); --hit and --defense are the values needed after modifiers.
 */
import {
  type AttackDistributions,
  type CommandPointUse,
  type D10AttackSpec,
  type QualityAttackSpec,
  type TargetOdds,
  attackOdds,
  d10AttackDistributions,
  d10NeededFace,
  formatOddsSummary,
  MAX_ATTACKS,
  MAX_MODELS,
  qualityAttackDistributions,
  qualityAttackOdds,
} from '../../../shared/odds/index';
import { type CliCommand, CliError } from '../main';

const VALUE_FLAGS = ['ruleset', 'attacks', 'hit', 'defense', 'ap', 'cp', 'defender-cp', 'models', 'wounds-per-model'] as const;
const SWITCHES = ['exhausted', 'heavy', 'json', 'summary'] as const;
type ValueFlag = (typeof VALUE_FLAGS)[number];
type Switch = (typeof SWITCHES)[number];

interface Parsed {
  values: Partial<Record<ValueFlag, string>>;
  switches: Set<Switch>;
}

function parse(args: string[]): Parsed {
  const parsed: Parsed = { values: {}, switches: new Set() };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    if ((SWITCHES as readonly string[]).includes(name ?? '')) {
      parsed.switches.add(name as Switch);
    } else if ((VALUE_FLAGS as readonly string[]).includes(name ?? '')) {
      const flag = name as ValueFlag;
      if (parsed.values[flag] !== undefined) throw new CliError(`--${flag} is given twice`);
      // The next word is the value even when it looks like a number with a minus sign (--attacks -3).
      const value = args[++i];
      if (value === undefined || /^--[a-z]/.test(value)) throw new CliError(`--${flag} needs a value`);
      parsed.values[flag] = value;
    } else {
      throw new CliError(name === undefined ? `unexpected argument "${arg}"` : `unknown option ${arg}`);
    }
  }
  return parsed;
}

function whole(parsed: Parsed, flag: ValueFlag, min: number, max: number, fallback?: number): number {
  const text = parsed.values[flag];
  if (text === undefined) {
    if (fallback === undefined) throw new CliError(`--${flag} is required`);
    return fallback;
  }
  const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new CliError(`--${flag} must be a whole number from ${min} to ${max} (got "${text}")`);
  }
  return value;
}

function refuse(parsed: Parsed, ruleset: string, flags: string[]): void {
  for (const flag of flags) {
    if (parsed.values[flag as ValueFlag] !== undefined || parsed.switches.has(flag as Switch)) {
      throw new CliError(`--${flag} does not apply to --ruleset ${ruleset}`);
    }
  }
}

/** The odds as JSON, and the numbers the one-line summary needs. */
interface Result {
  odds: AttackDistributions & Partial<TargetOdds>;
  hitOn: number;
  defendOn: number;
}

function commandPoint(parsed: Parsed, flag: 'cp' | 'defender-cp'): CommandPointUse {
  const use = parsed.values[flag] ?? 'none';
  if (use !== 'none' && use !== 'reroll' && use !== 'plus-one') {
    throw new CliError(`--${flag} must be reroll or plus-one (got "${use}")`);
  }
  return use;
}

function d10(parsed: Parsed): Result {
  refuse(parsed, 'd10-wargame', ['heavy']);
  const exhausted = parsed.switches.has('exhausted');
  const spec: D10AttackSpec = {
    attacks: whole(parsed, 'attacks', 0, MAX_ATTACKS),
    // Exhaustion only exists in melee (D10.MELEE.EXHAUSTION_SCOPE), so --exhausted means a melee attack.
    kind: exhausted ? 'melee' : 'shooting',
    skill: whole(parsed, 'hit', 0, 30),
    defense: whole(parsed, 'defense', 0, 30),
    ap: whole(parsed, 'ap', 0, 20, 0),
    exhausted,
    commandPoint: commandPoint(parsed, 'cp'),
    defenderCommandPoint: commandPoint(parsed, 'defender-cp'),
  };
  const hitOn = d10NeededFace(spec.skill, { exhausted });
  const defendOn = d10NeededFace(spec.defense + (spec.ap ?? 0));
  if (parsed.values.models === undefined) {
    refuse(parsed, 'd10-wargame without --models', ['wounds-per-model']);
    return { odds: d10AttackDistributions(spec), hitOn, defendOn };
  }
  const target = {
    models: whole(parsed, 'models', 1, MAX_MODELS),
    woundsPerModel: whole(parsed, 'wounds-per-model', 1, MAX_MODELS, 1),
  };
  return { odds: attackOdds({ ...spec, target }), hitOn, defendOn };
}

function quality(parsed: Parsed): Result {
  refuse(parsed, 'quality', ['ap', 'exhausted', 'cp', 'defender-cp', 'wounds-per-model']);
  const spec: QualityAttackSpec = {
    attacks: whole(parsed, 'attacks', 0, MAX_ATTACKS),
    quality: whole(parsed, 'hit', 0, 30),
    defenderQuality: whole(parsed, 'defense', 0, 30),
    heavy: parsed.switches.has('heavy'),
  };
  const faces = { hitOn: spec.quality, defendOn: spec.defenderQuality };
  if (parsed.values.models === undefined) return { odds: qualityAttackDistributions(spec), ...faces };
  const target = { models: whole(parsed, 'models', 1, MAX_MODELS) };
  return { odds: qualityAttackOdds({ ...spec, target }), ...faces };
}

export const oddsCommand: CliCommand = {
  name: 'odds',
  usage:
    'odds --ruleset d10-wargame|quality --attacks N --hit H --defense D [--ap A] [--exhausted] [--cp reroll|plus-one] [--defender-cp reroll|plus-one] [--heavy] [--models M [--wounds-per-model W]] [--summary]',
  summary:
    'exact odds of one attack: the chance of each number of hits and wounds (H and D are the values needed after modifiers)',
  run(args, io) {
    const parsed = parse(args);
    const ruleset = parsed.values.ruleset;
    if (ruleset === undefined) throw new CliError('--ruleset is required (d10-wargame or quality)');
    if (ruleset !== 'd10-wargame' && ruleset !== 'quality') {
      throw new CliError(`--ruleset must be d10-wargame or quality (got "${ruleset}")`);
    }
    if (parsed.switches.has('json') && parsed.switches.has('summary')) {
      throw new CliError('--json and --summary cannot be used together');
    }
    const { odds, hitOn, defendOn } = ruleset === 'quality' ? quality(parsed) : d10(parsed);
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
