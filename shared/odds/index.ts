/**
 * Exact attack odds: the generic machinery each ruleset's odds are built on, for the Odds and Play
 * screens and `tenfold odds`.
 *
 * Every figure is computed by dynamic programming over the dice, never by sampling: a
 * distribution is an array whose entry k is the chance of exactly k (hits, wounds, models
 * removed). A ruleset's own odds (its specs, the chance of one die passing its checks, its
 * targets) live in its folder and reach generic code through its `odds` (`OddsRules`); a spec that
 * makes no sense is refused with a RangeError naming the field.
 *
 * - {@link sequenceOddsOf}(profiles, shape) → attacks resolved in turn against one target.
 * - {@link targetOdds}, {@link attackOddsResult}, {@link distributionsResult} → from wounds to models removed,
 *   destroyed and forced to test morale.
 * - {@link formatOddsSummary} / {@link formatPercent} / {@link formatExpected} → one readable line,
 *   e.g. "4+ to hit, 6+ to defend: 2.4 wounds expected, 31% to destroy".
 * - {@link wholeFlag}, {@link choiceFlag}, {@link refuseFlags} → reading `tenfold odds` flags.
 *
 * Each unsaved hit is one wound and wounds finish the damaged model first (D10.AMBIG.WOUNDS); the
 * Morale trigger for losses is D10.MORALE.TRIGGER read with D10.AMBIG.MORALE_REPEAT and
 * D10.AMBIG.MORALE_MODEL_COUNT, off for rulesets without it.
 */
export { DIE_FACES } from './check';
export { type FlagHelp, type FlagOdds, type OddsFlags, type OddsRules, OddsFlagError, choiceFlag, refuseFlags, wholeFlag } from './flags';
export { type SequenceProfile, sequenceOddsOf } from './sequence';
export { type TaggedProfile, sequenceOdds } from './by-ruleset';
export { type OddsSummaryInput, formatExpected, formatOddsSummary, formatPercent } from './summary';
export { type TargetShape, attackOddsResult, distributionsResult, modelsRemovedBy, targetOdds, woundCapacity } from './target';
export type { AttackDistributions, AttackOdds, TargetOdds } from './types';
export { MAX_ATTACKS, MAX_MODELS } from './validate';
