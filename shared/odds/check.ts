/**
 * The chance of one die passing one check, for each ruleset the odds know. Everything else in
 * this folder is built from these two numbers per die.
 */

/** Faces on the die. Both rulesets roll a D10 (QW.AMBIG.DIE_TYPE for `quality`). */
export const DIE_FACES = 10;

/**
 * The chance that one D10 check with effective required value `rv` succeeds in `d10-wargame`.
 *
 * The RV is compared unclamped with the natural face (D10.AMBIG.RV_BOUNDS), but a natural 10
 * always succeeds and a natural 1 always fails (D10.CHECK.NAT10, D10.CHECK.NAT1, read from the
 * unmodified face: D10.AMBIG.NATURAL_VS_MODIFIED), so the chance is (11 − rv)/10 held inside
 * 10%–90% (D10.CHECK.ODDS).
 *
 * `exhausted` is combat exhaustion on a melee to-hit roll: only a natural 10 hits, whatever the
 * RV and whatever Melee(n) or a Command Point +1 did to it (D10.MELEE.EXHAUSTION_EFFECT,
 * D10.AMBIG.EXHAUSTION_TIMING), so the chance is 10%.
 */
export function d10CheckChance(rv: number, options: { exhausted?: boolean } = {}): number {
  if (options.exhausted) return 1 / DIE_FACES;
  const faces = Math.min(DIE_FACES - 1, Math.max(1, DIE_FACES + 1 - rv));
  return faces / DIE_FACES;
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
 * The natural face a `d10-wargame` check needs, for display: the RV held to 2–10, because a
 * natural 1 never passes and a natural 10 always does (D10.AMBIG.RV_BOUNDS: "show the effective
 * chance"). Exhausted melee hits need a 10.
 */
export function d10NeededFace(rv: number, options: { exhausted?: boolean } = {}): number {
  if (options.exhausted) return DIE_FACES;
  return Math.min(DIE_FACES, Math.max(2, rv));
}

/**
 * The natural face a `quality` check needs: Quality minus the modifier. Below 2 it always passes
 * and above 10 it never can (QW.AMBIG.NATURAL_ROLLS); callers show those as such.
 */
export function qualityNeededFace(quality: number, modifier = 0): number {
  return quality - modifier;
}
