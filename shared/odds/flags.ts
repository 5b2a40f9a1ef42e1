/**
 * What `tenfold odds` asks of a ruleset's odds: the flags it reads, and the odds of the attack they
 * describe. The command line parses `--name value` pairs and switches generically; each ruleset
 * reads its own flags with these helpers, which refuse a bad value with a sentence naming it.
 */
import type { AttackDistributions, AttackOdds, TargetOdds } from './types';

/** The flags given, by name without the dashes. */
export interface OddsFlags {
  values: Readonly<Record<string, string>>;
  switches: ReadonlySet<string>;
}

/** The odds the flags describe, and the faces the one-line summary shows. */
export interface FlagOdds {
  odds: AttackDistributions & Partial<TargetOdds>;
  hitOn: number;
  defendOn: number;
}

/** A flag that makes no sense, in a sentence naming it. */
export class OddsFlagError extends Error {}

/** A whole-number flag from `min` to `max`; `fallback` when it is absent (required without one). */
export function wholeFlag(flags: OddsFlags, name: string, min: number, max: number, fallback?: number): number {
  const text = flags.values[name];
  if (text === undefined) {
    if (fallback === undefined) throw new OddsFlagError(`--${name} is required`);
    return fallback;
  }
  const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new OddsFlagError(`--${name} must be a whole number from ${min} to ${max} (got "${text}")`);
  }
  return value;
}

/** Refuses flags that do not apply in this case (`what` says which, e.g. "--ruleset quality"). */
export function refuseFlags(flags: OddsFlags, what: string, names: readonly string[]): void {
  for (const name of names) {
    if (flags.values[name] !== undefined || flags.switches.has(name)) throw new OddsFlagError(`--${name} does not apply to ${what}`);
  }
}

/** One of a few words (`--cp reroll`), or `fallback` when absent. */
export function choiceFlag<T extends string>(flags: OddsFlags, name: string, choices: readonly T[], fallback: T): T {
  const text = flags.values[name];
  if (text === undefined) return fallback;
  if (!(choices as readonly string[]).includes(text)) {
    throw new OddsFlagError(`--${name} must be ${choices.filter((c) => c !== fallback).join(' or ')} (got "${text}")`);
  }
  return text as T;
}

/** What one flag means, for `tenfold odds --help`: `value` shows what it takes ("N"), `text` what it does. */
export interface FlagHelp {
  readonly value?: string;
  readonly text: string;
}

/** What `tenfold odds` and the Play screen ask of a ruleset's odds. */
export interface OddsRules<State = unknown, Spec = unknown, Target = unknown> {
  /**
   * `tenfold odds`: the value flags and switches this ruleset reads (beyond --ruleset, --json and
   * --summary), and what each means (`help`, by flag name), which `tenfold odds --help` prints.
   */
  readonly flags: {
    readonly values: readonly string[];
    readonly switches: readonly string[];
    readonly help?: Readonly<Record<string, FlagHelp>>;
  };
  /** How the command line shows this ruleset's flags in its usage line. */
  readonly usage: string;
  /** The odds of the attack the flags describe. Throws OddsFlagError naming a flag that makes no sense. */
  fromFlags(flags: OddsFlags): FlagOdds;
  /**
   * The exact odds of attacks (the ruleset's own specs) resolved in turn against one target unit;
   * a spec or target that makes no sense is refused with a RangeError naming the field.
   */
  sequence(profiles: readonly Spec[], target: Target): AttackOdds;
  /**
   * The Play screen's line before a roll, the odds of exactly the attack `apply` would roll:
   * "8 dice — 4+ to hit, 5+ to defend: 1.8 wounds expected, 3% to destroy". Null when there is no
   * such attack. `weapon` picks a weapon profile where the ruleset fires them one by one; `kind`
   * says a ranged or a melee attack where the unit attacks as one.
   */
  attackLine(state: State, attack: { unitId: string; targetId: string; weapon?: string; kind?: 'ranged' | 'melee' }): string | null;
}
