/**
 * Odds of attacks named by ruleset, through the registry: for callers that hold profiles of any
 * ruleset (each tagged with its id) rather than one ruleset's own specs.
 */
import { rulesetById } from '../rulesets/index';
import type { AttackOdds } from './types';

/** One attack's spec, tagged with the id of the ruleset that reads it. */
export interface TaggedProfile {
  ruleset: string;
}

/**
 * The exact odds of `profiles` resolved in order against one `target`. Every profile must be of
 * the same ruleset, which checks them and the target (RangeError naming the field).
 */
export function sequenceOdds<P extends TaggedProfile>(profiles: readonly P[], target: object): AttackOdds {
  const id = profiles[0]?.ruleset;
  if (id === undefined) throw new RangeError('a sequence needs at least one profile');
  if (profiles.some((p) => p.ruleset !== id)) throw new RangeError('every profile of a sequence must use the same ruleset');
  const ruleset = rulesetById(id);
  if (!ruleset) throw new RangeError(`Tenfold has no odds for the ruleset "${id}"`);
  const specs = profiles.map(({ ruleset: _id, ...spec }) => spec);
  return ruleset.odds.sequence(specs, target);
}
