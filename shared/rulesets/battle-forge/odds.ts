/**
 * Exact odds of a Battle Forge attack, by dynamic programming over the dice (no sampling).
 *
 * Each attack die hits on a roll at or under the modified Accuracy or Strength (BF.HIT.SUCCESS,
 * BF.MELEE.HIT_ON_STR); each hit is saved on a roll at or under Save − AP with cover and other
 * modifiers (BF.SAVE.TARGET, BF.SAVE.SUCCESS); a natural 1 always passes and a natural 10 always
 * fails, Save rolls included (BF.SAVE.NAT1, BF.SAVE.NAT10). Each unsaved hit takes one wound and a
 * model at 0 wounds is removed (BF.SAVE.FAIL_WOUND, BF.SAVE.REMOVE_CASUALTIES).
 *
 * Readings taken here:
 * - Where the wounds go. The defender assigns hits to models (BF.SAVE.ASSIGN) and no ambiguity row
 *   says how; as in the other rulesets' odds, wounds finish the damaged model before another one is
 *   touched, the allocation that removes the most models for a number of wounds, so the figures
 *   never flatter the defender.
 * - The Injury Chart is not rolled: only models whose datasheet refers to injuries use it
 *   (BF.AMBIG.INJURY_SCOPE), and a target given as models and wounds has no datasheet.
 * - `moraleCheck` is the chance of a break test forced by losses: the unit survives having lost
 *   more than half of its models, or of its wounds when they have several, counted from the start
 *   of the attack (BF.BREAK.CASUALTY_TRIGGER, BF.AMBIG.BREAK_HALF). The other trigger, Shock
 *   reaching Courage (BF.BREAK.SHOCK_TRIGGER), needs the unit's Shock and Courage and is left to
 *   the engine.
 * - `shock` is the chance that the attack puts its one Shock on the target: at least one hit,
 *   whether or not it is saved (BF.SHOCK.ON_HIT, BF.AMBIG.SHOCK_HIT_DEFINITION), once however many
 *   weapons fire in the action (BF.SHOCK.ONE_PER_SOURCE, BF.AMBIG.SHOCK_PER_ATTACK).
 */
import { Scratch, binomialInto, thinInto } from '../../odds/distribution';
import { sequenceOddsOf } from '../../odds/sequence';
import { distributionsResult, modelsRemovedBy, woundCapacity, type TargetShape } from '../../odds/target';
import type { AttackDistributions, AttackOdds } from '../../odds/types';
import { MAX_ATTACKS, MAX_MODELS, requireCount, requireValue } from '../../odds/validate';
import { checkChance, saveValue } from './check';

/** One weapon's attack dice against one target. */
export interface BfAttackSpec {
  /** Hit dice rolled: models × copies × Attacks (bfAttackDice). */
  attacks: number;
  /** The modified Accuracy (ranged) or Strength (melee): a hit is a roll at or under it. */
  hit: number;
  /** The target's Save with cover and other modifiers, before AP. */
  save: number;
  /** The weapon's AP, taken off the Save (BF.WPN.AP); default 0. */
  ap?: number;
}

/** A target unit: `models` left, each with `woundsPerModel` wounds, one of which may be damaged. */
export interface BfTarget {
  models: number;
  /** Wounds(x) gives a model X wounds (BF.AMBIG.OBJ_WOUNDS_X); default 1. */
  woundsPerModel?: number;
  /** Wounds the one damaged model has already lost (0 to woundsPerModel − 1). */
  woundsAlreadyOnDamagedModel?: number;
}

/** Hits and unsaved hits, with the chance the target takes Shock. */
export interface BfAttackDistributions extends AttackDistributions {
  shock: number;
}

/** The full odds against a target; `moraleCheck` is the break test forced by losses. */
export interface BfAttackOdds extends AttackOdds {
  shock: number;
}

/**
 * Hit dice for one weapon: each model carrying it rolls Attacks dice for each copy, Name(X) being X
 * full attacks (BF.HIT.DICE, BF.WPN.COPIES, BF.WPN.COPIES_FULL_PROFILE, BF.AMBIG.WEAPON_COPIES).
 */
export function bfAttackDice(models: number, weaponAttacks: number, copies = 1): number {
  return models * copies * weaponAttacks;
}

/** The value each Save roll against this attack must be at or under. */
export function bfSaveValue(spec: BfAttackSpec): number {
  return saveValue(spec.save, spec.ap ?? 0);
}

/** The chance that one attack die becomes an unsaved hit. */
export function bfWoundChance(spec: BfAttackSpec): number {
  return checkChance(spec.hit) * (1 - checkChance(bfSaveValue(spec)));
}

export function validateBfSpec(spec: BfAttackSpec): void {
  requireCount('attacks', spec.attacks, MAX_ATTACKS);
  requireValue('hit', spec.hit);
  requireValue('save', spec.save);
  if (spec.ap !== undefined) requireCount('ap', spec.ap, 20);
}

export function validateBfTarget(target: BfTarget): void {
  requireCount('target.models', target.models, MAX_MODELS, 1);
  const perModel = target.woundsPerModel ?? 1;
  requireCount('target.woundsPerModel', perModel, MAX_MODELS, 1);
  requireCount('target.woundsAlreadyOnDamagedModel', target.woundsAlreadyOnDamagedModel ?? 0, perModel - 1);
}

/** The generic target shape, with the D10-style Morale trigger off (Battle Forge's own is below). */
function shapeOf(target: BfTarget): TargetShape {
  return {
    models: target.models,
    woundsPerModel: target.woundsPerModel ?? 1,
    damaged: target.woundsAlreadyOnDamagedModel ?? 0,
    initialModels: 0,
  };
}

const hitScratch = new Scratch();
const woundScratch = new Scratch();
const rowScratch = new Scratch();

/** Hit and unsaved-hit distributions in scratch arrays, valid until the next call. */
function distributionsInto(spec: BfAttackSpec): { hits: Float64Array; wounds: Float64Array } {
  const n = spec.attacks;
  const hits = hitScratch.get(n + 1);
  binomialInto(hits, n, checkChance(spec.hit));
  const wounds = woundScratch.get(n + 1);
  thinInto(wounds, hits, n, 1 - checkChance(bfSaveValue(spec)), rowScratch.get(n + 1));
  return { hits, wounds };
}

/**
 * The chance that losses force a break test: from `wounds[k]`, the chance of k unsaved hits in
 * one attack, the unit survives having lost more than half of what it had at the start.
 */
export function bfCasualtyBreakChance(wounds: ArrayLike<number>, n: number, target: BfTarget): number {
  const shape = shapeOf(target);
  const capacity = woundCapacity(shape);
  // One-wound models: the baseline is the model count, which equals the capacity.
  let chance = 0;
  for (let w = 1; w <= n; w++) {
    const lost = Math.min(w, capacity);
    if (lost * 2 > capacity && modelsRemovedBy(lost, shape) < shape.models) chance += wounds[w]!;
  }
  return chance;
}

/** Hits and unsaved hits of one attack, with no target counted. */
export function bfAttackDistributions(spec: BfAttackSpec): BfAttackDistributions {
  validateBfSpec(spec);
  const { hits, wounds } = distributionsInto(spec);
  return { ...distributionsResult(hits, wounds, spec.attacks), shock: 1 - hits[0]! };
}

/**
 * Several weapons' dice resolved in turn against one unit as one attack action (a Shoot or a
 * Fight with every weapon): casualties add up, and the break test and the Shock are judged once,
 * after the last weapon.
 */
export function bfSequenceOdds(profiles: readonly BfAttackSpec[], target: BfTarget): BfAttackOdds {
  validateBfTarget(target);
  for (const profile of profiles) validateBfSpec(profile);
  const odds = sequenceOddsOf(
    profiles.map((profile) => ({ attacks: profile.attacks, roll: () => distributionsInto(profile) })),
    shapeOf(target),
  );
  const dice = odds.wounds.length - 1;
  return { ...odds, moraleCheck: bfCasualtyBreakChance(odds.wounds, dice, target), shock: 1 - odds.hits[0]! };
}

/** The exact odds of one attack against `target`. */
export function bfAttackOdds(spec: BfAttackSpec & { target: BfTarget }): BfAttackOdds {
  const { target, ...attack } = spec;
  return bfSequenceOdds([attack], target);
}
