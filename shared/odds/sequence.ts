/**
 * Several attacks resolved one after another against the same target unit: the generic dynamic
 * programme each ruleset's odds run their profile sequences through (the D10 Wargame's split fire,
 * several Quality attacks on one unit).
 *
 * The DP runs over the target's state between profiles. Each unsaved hit is one wound and the
 * wounds finish the damaged model first (D10.AMBIG.WOUNDS), so the state is fully described by
 * the wounds taken so far, capped at what the unit can absorb (wounds beyond are lost): a wound
 * token left on a model by one profile is carried into the next. Any Morale Check for losses is
 * judged once, after the last profile.
 */
import { convolveCappedInto, expectation, toArray } from './distribution';
import { type TargetShape, targetOdds, woundCapacity } from './target';
import type { AttackOdds } from './types';

/**
 * One profile of a sequence: its dice, and how to work out its hit and wound distributions
 * (arrays of `attacks + 1` chances; they may be scratch arrays, read before the next profile rolls).
 */
export interface SequenceProfile {
  attacks: number;
  roll(): { hits: ArrayLike<number>; wounds: ArrayLike<number> };
}

/** The exact odds of `profiles`, already validated by their ruleset, resolved in order against a target of `shape`. */
export function sequenceOddsOf(profiles: readonly SequenceProfile[], shape: TargetShape): AttackOdds {
  const dice = profiles.reduce((sum, p) => sum + p.attacks, 0);
  const capacity = woundCapacity(shape);
  let hits = new Float64Array(dice + 1);
  let wounds = new Float64Array(dice + 1);
  let state = new Float64Array(capacity + 1);
  let hitsNext = new Float64Array(dice + 1);
  let woundsNext = new Float64Array(dice + 1);
  let stateNext = new Float64Array(capacity + 1);
  hits[0] = wounds[0] = state[0] = 1;
  let rolled = 0;
  for (const profile of profiles) {
    const n = profile.attacks;
    const one = profile.roll();
    convolveCappedInto(hitsNext, hits, rolled, one.hits, n, dice);
    convolveCappedInto(woundsNext, wounds, rolled, one.wounds, n, dice);
    convolveCappedInto(stateNext, state, capacity, one.wounds, n, capacity);
    [hits, hitsNext] = [hitsNext, hits];
    [wounds, woundsNext] = [woundsNext, wounds];
    [state, stateNext] = [stateNext, state];
    rolled += n;
  }

  const outcome = targetOdds(state, capacity, shape);
  return {
    hits: toArray(hits, dice),
    wounds: toArray(wounds, dice),
    ...outcome,
    expected: {
      hits: expectation(hits, dice),
      wounds: expectation(wounds, dice),
      modelsRemoved: expectation(outcome.modelsRemoved, shape.models),
    },
  };
}
