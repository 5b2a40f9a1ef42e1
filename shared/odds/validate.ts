/**
 * Input checks for the calculators. The odds are a pure function of their spec; a spec that makes
 * no sense (negative dice, a half model) is a caller's bug, refused with a RangeError that names
 * the field, before any array is sized from it.
 */

/** The most dice one calculation accepts: the DP is O(n²), and no unit rolls more. */
export const MAX_ATTACKS = 1000;
/** The most models (and wounds per model) a target may have. */
export const MAX_MODELS = 1000;
/** Required values and Qualities are checked loosely: modifiers may push them past 2–10. */
export const MAX_ABS_VALUE = 100;

export function requireCount(name: string, value: number, max: number, min = 0): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max} (got ${String(value)})`);
  }
}

export function requireValue(name: string, value: number): void {
  if (!Number.isInteger(value) || Math.abs(value) > MAX_ABS_VALUE) {
    throw new RangeError(`${name} must be a whole number (got ${String(value)})`);
  }
}

/** A special-rule tier: 0 (none) or 1/2/3 (D10.SR.THREE_TIERS). */
export function requireTier(name: string, value: number | undefined): void {
  if (value !== undefined) requireCount(name, value, 3);
}
