/**
 * Exact odds of one `quality` attack: one die per attack, hits against the attacker's Quality,
 * Saves against the defender's Quality, each failed Save removes a model (QW.HIT.*, QW.SAVE.*).
 */
import { DIE_FACES } from '../../odds/check';
import { Scratch, binomialInto, thinInto } from '../../odds/distribution';
import { sequenceOddsOf } from '../../odds/sequence';
import { formatOddsSummary } from '../../odds/summary';
import { attackOddsResult, distributionsResult, type TargetShape } from '../../odds/target';
import type { AttackDistributions, AttackOdds } from '../../odds/types';
import { MAX_ATTACKS, MAX_MODELS, requireCount, requireValue } from '../../odds/validate';

/** A `quality` target unit: each failed Save removes one model (QW.SAVE.FAIL_REMOVE). */
export interface QualityTarget {
  models: number;
}

/**
 * The chance that one D10 roll passes a `quality` check: die + `modifier` ≥ `quality`
 * (QW.HIT.QUALITY, QW.SAVE.QUALITY). There is no natural success or failure, so the chance runs
 * the whole way from 0% to 100% (QW.AMBIG.NATURAL_ROLLS).
 */
export function qualityCheckChance(quality: number, modifier = 0): number {
  const faces = Math.min(DIE_FACES, Math.max(0, DIE_FACES + 1 - (quality - modifier)));
  return faces / DIE_FACES;
}

/**
 * The natural face a `quality` check needs: Quality minus the modifier. Below 2 it always passes
 * and above 10 it never can (QW.AMBIG.NATURAL_ROLLS); callers show those as such.
 */
export function qualityNeededFace(quality: number, modifier = 0): number {
  return quality - modifier;
}

export function qualityTargetShape(target: QualityTarget): TargetShape {
  return { models: target.models, woundsPerModel: 1, damaged: 0, initialModels: 0 };
}

/** One `quality` attack. Modifiers are the book's situations, not numbers, so they cannot stack. */
export interface QualityAttackSpec {
  /** Dice rolled: one per attacking model per attack (QW.HIT.ONE_DIE_PER_MODEL, QW.AMBIG.DICE_PER_MODEL). */
  attacks: number;
  /** The attacking unit's Quality (QW.DATA.QUALITY). */
  quality: number;
  /** The target unit's Quality, used for its Saves (QW.SAVE.QUALITY). */
  defenderQuality: number;
  /** The target's cover from this attacker: any cover is −1 to hit, Hard Cover +1 to save (QW.COVER.*). */
  cover?: 'none' | 'soft' | 'hard';
  /** The attacker Held this turn: +1 to hit (QW.HIT.MOD_HOLD). */
  held?: boolean;
  /** The attacker is fatigued: −1 to hit (QW.FATIGUE.HIT_PENALTY). */
  attackerFatigued?: boolean;
  /** The target is fatigued: −1 to its Saves (QW.FATIGUE.SAVE_PENALTY). */
  defenderFatigued?: boolean;
  /** The target is in combat with additional units: −1 to its Saves (QW.SAVE.MOD_MULTI_COMBAT). */
  defenderInMultiCombat?: boolean;
  /** The target is Heavy: each failed Save is re-rolled once, same modifiers (QW.SAVE.HEAVY_REROLL). */
  heavy?: boolean;
}

/** Dice for a `quality` attack: one per model in range per attack it makes (QW.AMBIG.DICE_PER_MODEL). */
export function qualityAttackDice(modelsInRange: number, attacksPerModel = 1): number {
  return modelsInRange * attacksPerModel;
}

/** The sum of the hit modifiers (QW.HIT.MODS_ADD). */
export function qualityHitModifier(spec: QualityAttackSpec): number {
  const cover = spec.cover !== undefined && spec.cover !== 'none' ? -1 : 0;
  return cover + (spec.held ? 1 : 0) - (spec.attackerFatigued ? 1 : 0);
}

/** The sum of the Save modifiers (QW.SAVE.MODS_ADD). */
export function qualitySaveModifier(spec: QualityAttackSpec): number {
  const hardCover = spec.cover === 'hard' ? 1 : 0;
  return hardCover - (spec.defenderInMultiCombat ? 1 : 0) - (spec.defenderFatigued ? 1 : 0);
}

/** The chance that one hit gets through the target's Save, with Heavy's re-roll. */
export function qualityFailedSaveChance(spec: QualityAttackSpec): number {
  const fail = 1 - qualityCheckChance(spec.defenderQuality, qualitySaveModifier(spec));
  return spec.heavy ? fail * fail : fail;
}

export function validateQualitySpec(spec: QualityAttackSpec): void {
  requireCount('attacks', spec.attacks, MAX_ATTACKS);
  requireValue('quality', spec.quality);
  requireValue('defenderQuality', spec.defenderQuality);
  const cover = spec.cover;
  if (cover !== undefined && cover !== 'none' && cover !== 'soft' && cover !== 'hard') {
    throw new RangeError(`cover must be "none", "soft" or "hard" (got ${String(cover)})`);
  }
}

export function validateQualityTarget(target: QualityTarget): void {
  requireCount('target.models', target.models, MAX_MODELS, 1);
}

const hitScratch = new Scratch();
const woundScratch = new Scratch();
const rowScratch = new Scratch();

/** Hit and failed-Save distributions in scratch arrays, valid until the next call. */
export function qualityDistributionsInto(spec: QualityAttackSpec): { hits: Float64Array; wounds: Float64Array } {
  const n = spec.attacks;
  const hits = hitScratch.get(n + 1);
  binomialInto(hits, n, qualityCheckChance(spec.quality, qualityHitModifier(spec)));
  const wounds = woundScratch.get(n + 1);
  thinInto(wounds, hits, n, qualityFailedSaveChance(spec), rowScratch.get(n + 1));
  return { hits, wounds };
}

/** Hits and failed Saves of one `quality` attack, with no target counted. */
export function qualityAttackDistributions(spec: QualityAttackSpec): AttackDistributions {
  validateQualitySpec(spec);
  const n = spec.attacks;
  const { hits, wounds } = qualityDistributionsInto(spec);
  return distributionsResult(hits, wounds, n);
}

/** The exact odds of one `quality` attack against `target` (no Morale: `moraleCheck` is 0). */
export function qualityAttackOdds(spec: QualityAttackSpec & { target: QualityTarget }): AttackOdds {
  validateQualitySpec(spec);
  validateQualityTarget(spec.target);
  const n = spec.attacks;
  const { hits, wounds } = qualityDistributionsInto(spec);
  return attackOddsResult(hits, wounds, n, qualityTargetShape(spec.target), spec.target.models);
}

/** The summary of a `quality` attack: the natural face needed after modifiers (QW.HIT.EX_NET). */
export function summarizeQualityAttack(spec: QualityAttackSpec, odds: AttackOdds): string {
  return formatOddsSummary({
    hitOn: spec.quality - qualityHitModifier(spec),
    defendOn: spec.defenderQuality - qualitySaveModifier(spec),
    expectedWounds: odds.expected.wounds,
    destroy: odds.destroy,
  });
}

/** Several `quality` attacks on one unit, resolved in turn. */
export function qualitySequenceOdds(profiles: readonly QualityAttackSpec[], target: QualityTarget): AttackOdds {
  validateQualityTarget(target);
  for (const profile of profiles) validateQualitySpec(profile);
  return sequenceOddsOf(
    profiles.map((profile) => ({ attacks: profile.attacks, roll: () => qualityDistributionsInto(profile) })),
    qualityTargetShape(target),
  );
}
