/** Result shapes shared by every calculator in shared/odds. */

/** Distributions of one attack (or several profiles in sequence) before any target is counted. */
export interface AttackDistributions {
  /** hits[k]: the chance of exactly k hits. */
  hits: number[];
  /**
   * wounds[k]: the chance of exactly k unsaved hits (failed Defense rolls in `d10-wargame`,
   * failed Saves in `quality`), whether or not the target had that much left to lose.
   */
  wounds: number[];
  expected: { hits: number; wounds: number };
}

/** What the attack does to its target unit. */
export interface TargetOdds {
  /** modelsRemoved[m]: the chance that exactly m models are removed, m = 0..target models. */
  modelsRemoved: number[];
  /** The chance that every model of the target is removed. */
  destroy: number;
  /**
   * The chance that the attack forces a Morale Check: at least one wound, and the unit left alive
   * with half or fewer of its initial models (D10.MORALE.TRIGGER, D10.AMBIG.MORALE_REPEAT).
   * A destroyed unit has nobody left to test, so `destroy` and `moraleCheck` never overlap.
   * Always 0 in `quality`, which has no Morale.
   */
  moraleCheck: number;
}

/** The full odds of an attack against a target. */
export interface AttackOdds extends AttackDistributions, TargetOdds {
  expected: { hits: number; wounds: number; modelsRemoved: number };
}
