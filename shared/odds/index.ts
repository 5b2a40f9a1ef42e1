/**
 * Exact attack odds for the Odds and Play screens and `tenfold odds`.
 *
 * Every figure is computed by dynamic programming over the dice, never by sampling: a
 * distribution is an array whose entry k is the chance of exactly k (hits, wounds, models
 * removed). The calculators are pure functions of a spec; a spec that makes no sense is refused
 * with a RangeError naming the field.
 *
 * - {@link d10CheckChance}(rv, { exhausted? }) → chance one `d10-wargame` check passes.
 * - {@link qualityCheckChance}(quality, modifier?) → chance one `quality` roll passes.
 * - {@link attackOdds}(spec & { target }) → {@link AttackOdds} of one `d10-wargame` attack.
 * - {@link d10AttackDistributions}(spec) → hits and wounds only, no target.
 * - {@link d10AttackDice}(models, A, attacksTier?) / {@link qualityAttackDice}(models, attacks?) → dice rolled.
 * - {@link qualityAttackOdds}(spec & { target }) / {@link qualityAttackDistributions}(spec) → the same for `quality`.
 * - {@link sequenceOdds}(profiles, target) → up to three profiles fired in turn at one target.
 * - {@link summarizeD10Attack} / {@link summarizeQualityAttack} / {@link formatOddsSummary} → one
 *   readable line, e.g. "4+ to hit, 6+ to defend: 2.4 wounds expected, 31% to destroy".
 *
 * Readings of the rules the odds depend on (ids in ../shared/rules/):
 * - D10: natural 1 fails and natural 10 passes whatever the RV, unclamped (D10.CHECK.ODDS,
 *   D10.AMBIG.RV_BOUNDS, D10.AMBIG.NATURAL_VS_MODIFIED); Ranged(n), Melee(n), Defense(n) and the
 *   Command Point +1 lower an RV, AP raises the Defense RV (D10.AMBIG.MODIFIER_DIRECTION);
 *   combat exhaustion makes melee hits need a natural 10 whatever else applies
 *   (D10.AMBIG.EXHAUSTION_TIMING); a Command Point re-roll re-rolls one failed hit die
 *   ({@link CommandPointUse}); each failed Defense is one wound, and wounds finish the damaged
 *   model first (D10.AMBIG.WOUNDS); the Morale trigger is D10.MORALE.TRIGGER read with
 *   D10.AMBIG.MORALE_REPEAT and D10.AMBIG.MORALE_MODEL_COUNT.
 * - Quality: no natural success or failure, so 0% and 100% happen (QW.AMBIG.NATURAL_ROLLS);
 *   one die per model per attack (QW.AMBIG.DICE_PER_MODEL); Heavy re-rolls each failed Save once
 *   with the same modifiers (QW.AMBIG.HEAVY); each failed Save removes one model.
 */
export { DIE_FACES, d10CheckChance, d10NeededFace, qualityCheckChance, qualityNeededFace } from './check';
export {
  type CommandPointUse,
  type D10AttackSpec,
  attackOdds,
  d10AttackDice,
  d10AttackDistributions,
  d10DefenseRv,
  d10HitRv,
  d10IsExhausted,
} from './d10';
export {
  type QualityAttackSpec,
  qualityAttackDice,
  qualityAttackDistributions,
  qualityAttackOdds,
  qualityFailedSaveChance,
  qualityHitModifier,
  qualitySaveModifier,
} from './quality';
export { type AttackProfile, sequenceOdds } from './sequence';
export {
  type OddsSummaryInput,
  formatExpected,
  formatOddsSummary,
  formatPercent,
  summarizeD10Attack,
  summarizeQualityAttack,
} from './summary';
export type { AttackDistributions, AttackOdds, D10Target, QualityTarget, TargetOdds } from './types';
export { MAX_ATTACKS, MAX_MODELS } from './validate';
