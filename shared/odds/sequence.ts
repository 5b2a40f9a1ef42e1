/**
 * Several weapon profiles fired one after another at the same target (D10.SHOOT.RULE_OF_THREE,
 * D10.SHOOT.ONE_PROFILE_AT_A_TIME), or several `quality` attacks on one unit.
 */
import { type D10AttackSpec, d10DistributionsInto, validateD10Spec, validateD10Target } from './d10';
import { convolveCappedInto, expectation, toArray } from './distribution';
import {
  type QualityAttackSpec,
  qualityDistributionsInto,
  validateQualitySpec,
  validateQualityTarget,
} from './quality';
import { type TargetShape, d10TargetShape, qualityTargetShape, targetOdds, woundCapacity } from './target';
import type { AttackOdds, D10Target, QualityTarget } from './types';

/** One profile of a sequence, tagged with its ruleset. */
export type AttackProfile = ({ ruleset: 'd10-wargame' } & D10AttackSpec) | ({ ruleset: 'quality' } & QualityAttackSpec);

/**
 * The exact odds of `profiles` resolved in order against one `target`. Every profile must be of
 * the same ruleset. The Morale Check is judged once, after the last profile
 * (D10.SHOOT.MORALE_AFTER, D10.AMBIG.MORALE_REPEAT: a split-fire target tests once).
 *
 * The DP runs over the target's state between profiles. Each failed Defense is one wound and the
 * wounds finish the damaged model first (D10.AMBIG.WOUNDS), so the state is fully described by
 * the wounds taken so far, capped at what the unit can absorb (wounds beyond are lost): a wound
 * token left on a model by one profile is carried into the next.
 */
export function sequenceOdds(profiles: readonly AttackProfile[], target: D10Target | QualityTarget): AttackOdds {
  const ruleset = profiles[0]?.ruleset ?? 'd10-wargame';
  let shape: TargetShape;
  if (ruleset === 'quality') {
    validateQualityTarget(target);
    shape = qualityTargetShape(target);
  } else {
    validateD10Target(target);
    shape = d10TargetShape(target);
  }
  let dice = 0;
  for (const profile of profiles) {
    if (profile.ruleset !== ruleset) throw new RangeError('every profile of a sequence must use the same ruleset');
    if (profile.ruleset === 'quality') validateQualitySpec(profile);
    else validateD10Spec(profile);
    dice += profile.attacks;
  }

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
    const one = profile.ruleset === 'quality' ? qualityDistributionsInto(profile) : d10DistributionsInto(profile);
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
