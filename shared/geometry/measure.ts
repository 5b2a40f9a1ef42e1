/**
 * Distances as a player reads them off a tape: to a tenth of an inch. A minimum such as "at least
 * 12" apart" is met by anything that reads as 12.0", so the check allows half a tenth and a refusal
 * never prints the limit itself ("12.0" from another objective; they must be at least 12"" was a
 * refusal that read as a pass). The same reading holds a maximum: a 6" Move worked out as 6.004" on
 * positions rounded to the hundredth is a 6" Move (the Play screen's own "toward X by 6"" was once
 * refused as 6.0"). Used by the setup checks, the moves and the charges the Table screen and the
 * engines share.
 */

/** The tape is read to this step, in inches. */
export const TAPE_STEP = 0.1;

/** A distance this close under a minimum reads as the minimum on the tape, so it meets it. */
export const TAPE_TOLERANCE = TAPE_STEP / 2;


/** How far past an allowance a move may measure and still be within it (half the tape's step). */
export const MEASURE_TOLERANCE = TAPE_TOLERANCE;

/** Whether a measured distance is within an allowance (a Move, an Advance, a charge), as the tape reads it. */
export const withinAllowance = (distance: number, allowance: number): boolean => distance <= allowance + TAPE_TOLERANCE + 1e-9;

/** Whether a measured distance meets a minimum, as the tape reads it. */
export function atLeast(distance: number, minimum: number): boolean {
  return distance >= minimum - TAPE_TOLERANCE - 1e-9;
}

/**
 * How far a distance goes past a maximum, to one decimal and never as 0.0": a target 27.2" away from
 * a 24" weapon is "out of range by 3.2"", one 24.04" away by "0.1"", not by "0.0"".
 */
export function overByText(distance: number, maximum: number): string {
  return Math.max(TAPE_STEP, Math.round((distance - maximum) / TAPE_STEP) * TAPE_STEP).toFixed(1);
}

/**
 * A distance that fell short of `minimum`, to one decimal, never shown as the minimum itself: a
 * refused 11.96" would round to 12.0" and read as a pass.
 */
export function shortOfText(distance: number, minimum: number): string {
  const text = Math.max(0, distance).toFixed(1);
  return Number(text) >= minimum ? Math.max(0, minimum - TAPE_STEP).toFixed(1) : text;
}
