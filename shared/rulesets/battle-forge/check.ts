/**
 * Battle Forge's one kind of check: a single D10 rolled at or under a characteristic after its
 * modifiers (BF.CHECK.ONE_D10, BF.CHECK.PASS_AT_OR_BELOW). Hit rolls, Save rolls, Initiative and
 * Courage checks are all this check; only the value rolled against differs. Pure functions, so the
 * engine, the odds and the opponent read the same rule.
 *
 * Modifiers move the value, never the die (BF.DICE.MODIFY_TARGET), and add up without limits, so a
 * value may fall below 1 or rise above 10 (BF.AMBIG.MODIFIER_STACKING); the natural faces still
 * decide at the ends: a 1 always passes and a 10 always fails (BF.CHECK.NAT1_PASSES,
 * BF.CHECK.NAT10_FAILS).
 */
import { DIE_FACES } from '../../odds/check';

/** The characteristics a check is rolled against (BF.DATA.MODEL_STATS, without Mov and Special). */
export type Characteristic = 'accuracy' | 'strength' | 'save' | 'initiative' | 'courage';

function requireRoll(roll: number): void {
  if (!Number.isInteger(roll) || roll < 1 || roll > DIE_FACES) {
    throw new RangeError(`a D10 roll must be a whole number from 1 to ${DIE_FACES} (got ${String(roll)})`);
  }
}

/** The value a check is rolled against: the characteristic plus every modifier, unclamped. */
export function modifiedValue(characteristic: number, ...modifiers: readonly number[]): number {
  return modifiers.reduce((value, modifier) => value + modifier, characteristic);
}

/** Whether a natural `roll` passes a check against the modified `value`. */
export function checkPasses(roll: number, value: number): boolean {
  requireRoll(roll);
  if (roll === 1) return true;
  if (roll === DIE_FACES) return false;
  return roll <= value;
}

/**
 * The chance that one check against the modified `value` passes: the faces 1 to `value`, but never
 * fewer than the natural 1 nor more than 1–9, so from 10% to 90%.
 */
export function checkChance(value: number): number {
  const faces = Math.min(DIE_FACES - 1, Math.max(1, Math.floor(value)));
  return faces / DIE_FACES;
}

/**
 * What a unit's Shock does to a characteristic: −1 each to Accuracy, Strength, Initiative and
 * Movement (BF.SHOCK.ACC, BF.SHOCK.STR, BF.SHOCK.INIT, BF.SHOCK.MOV), nothing to Save or Courage
 * (BF.SHOCK.NO_OTHER_STATS).
 */
export function shockModifier(characteristic: Characteristic | 'movement', shock: number): number {
  if (!Number.isInteger(shock) || shock < 0) throw new RangeError(`shock must be a whole number from 0 (got ${String(shock)})`);
  if (shock === 0 || characteristic === 'save' || characteristic === 'courage') return 0;
  return -shock;
}

/** Movement after Shock: −1" per Shock, never below 0 (BF.SHOCK.MOV, BF.AMBIG.MODIFIER_STACKING). */
export function movementAfterShock(movement: number, shock: number): number {
  return Math.max(0, movement + shockModifier('movement', shock));
}

/** Where a target lies against a ranged weapon's Short/Long bands (BF.WPN.RANGE_BANDS, BF.SHOOT.IN_RANGE). */
export type RangeBand = 'short' | 'long' | 'out';

export function rangeBand(distance: number, range: { short: number; long: number }): RangeBand {
  if (distance <= range.short) return 'short';
  return distance <= range.long ? 'long' : 'out';
}

/** What changes one hit roll, as the attack sees it (BF.HIT.ACC_MODIFIERS, BF.MELEE.HIT_ON_STR). */
export interface HitSituation {
  /** Shooting rolls against Accuracy, melee against Strength (BF.DATA.ACC, BF.DATA.STR). */
  kind: 'ranged' | 'melee';
  /** The attacker spends a Focus token: +1 (BF.ACT.FOCUS_SPEND); one per attack (BF.AMBIG.STANDBY). */
  focus?: boolean;
  /** The target spends an Evade token: −1 (BF.ACT.EVADE_SPEND); one per attack (BF.AMBIG.STANDBY). */
  evade?: boolean;
  /** Ranged only: the target is in the Long band, −1 (BF.SHOOT.LONG_RANGE). */
  longRange?: boolean;
  /** Melee only: fighting across terrain, −1 (BF.MELEE.INTERVENING_TERRAIN). */
  interveningTerrain?: boolean;
  /** Shock on the attacking unit: −1 each (BF.SHOCK.ACC, BF.SHOCK.STR). */
  shock?: number;
}

/** The sum of the modifiers on one hit roll. */
export function hitModifier(situation: HitSituation): number {
  const stat = situation.kind === 'ranged' ? 'accuracy' : 'strength';
  let modifier = shockModifier(stat, situation.shock ?? 0);
  if (situation.focus) modifier += 1;
  if (situation.evade) modifier -= 1;
  if (situation.kind === 'ranged' && situation.longRange) modifier -= 1;
  if (situation.kind === 'melee' && situation.interveningTerrain) modifier -= 1;
  return modifier;
}

/** The value a hit roll must be at or under: Accuracy or Strength, modified (BF.HIT.SUCCESS). */
export function hitValue(model: { accuracy: number; strength: number }, situation: HitSituation): number {
  const stat = situation.kind === 'ranged' ? model.accuracy : model.strength;
  return modifiedValue(stat, hitModifier(situation));
}

/** The cover a unit has against one attack (BF.COVER.*); levels never stack (BF.AMBIG.COVER_DETERMINATION). */
export type CoverLevel = 'none' | 'soft' | 'hard' | 'fortified' | 'negative';

const COVER_SAVE: Readonly<Record<CoverLevel, number>> = { none: 0, soft: 1, hard: 2, fortified: 3, negative: -1 };

/**
 * The Save modifier of a cover level (BF.COVER.SAVE_BONUS). At point blank a bonus is lost but a
 * penalty still applies (BF.SHOOT.POINT_BLANK, BF.AMBIG.POINT_BLANK_MEASURE).
 */
export function coverSaveModifier(cover: CoverLevel, options: { pointBlank?: boolean } = {}): number {
  const modifier = COVER_SAVE[cover];
  if (modifier === undefined) throw new RangeError(`cover must be none, soft, hard, fortified or negative (got ${String(cover)})`);
  return options.pointBlank && modifier > 0 ? 0 : modifier;
}

/**
 * The value a Save roll must be at or under: Save minus the weapon's AP plus cover and any other
 * modifier, never the printed Save (BF.SAVE.TARGET, BF.WPN.AP, BF.AMBIG.SAVE_AP).
 */
export function saveValue(save: number, ap: number, ...modifiers: readonly number[]): number {
  return modifiedValue(save - ap, ...modifiers);
}

/**
 * How much a Save roll failed by, for the rules that read it (the Injury Chart, BF.INJURY.ROLL), or
 * null when it passed: the roll minus the save value, so an ordinary failure is positive and a
 * natural 10 against a value above 10 is negative (BF.SAVE.FAIL_MARGIN_NORMAL,
 * BF.SAVE.FAIL_MARGIN_NAT10, BF.AMBIG.SAVE_FAIL_MARGIN).
 */
export function saveFailMargin(roll: number, value: number): number | null {
  return checkPasses(roll, value) ? null : roll - value;
}
