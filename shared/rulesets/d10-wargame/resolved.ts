/**
 * A listed unit with its profile, options and special rules worked out: the shape the game engine,
 * the odds and the army cards read. Army building (army.ts) produces it; nothing downstream looks
 * at raw profiles again.
 */
import type { BaseSpec, Category, RuleRef, Stats } from './schema';

export interface ResolvedWeapon {
  id: string;
  name: string;
  kind: 'ranged' | 'melee';
  /** Range after Range(n) (D10.SR.RANGE); undefined for melee weapons. */
  range?: number;
  /** Attacks per model after Attacks(n) (D10.SR.ATTACKS). */
  attacks: number;
  /** AP after AP(n) (D10.SR.AP). */
  ap: number;
  rules: RuleRef[];
  /** How many models of the unit carry this weapon. */
  carriers: number;
}

/** Stacked unit-level tiers, each capped at 3 (D10.SR.STACK_CAP_3); absent means 0. */
export interface UnitTiers {
  defense?: number;
  ranged?: number;
  melee?: number;
  speed?: number;
  charge?: number;
  morale?: number;
  leadership?: number;
}

export interface ResolvedUnit {
  /** The list's uid for the unit. */
  uid: string;
  profileId: string;
  /** Display name: the player's label if any, else the profile name. */
  name: string;
  category: Category;
  /** Base stats from the profile (before special rules). */
  stats: Stats;
  tiers: UnitTiers;
  /** Wounds per model. */
  wounds: number;
  models: number;
  base: BaseSpec;
  weapons: ResolvedWeapon[];
  /** Every special rule on the unit, its weapons and wargear, as listed (for cards). */
  rules: RuleRef[];
  keywords: string[];
  /** Total cost with models and every option (D10.SCORE.DP_UPGRADES). */
  points: number;
  /** Wargear the unit has, default and bought (for cards). */
  wargear?: { id: string; name: string; summary: string }[];
  /**
   * What each model carries, weapon ids, model by model (D10.WEAPON.ATTACKS, D10.TENFOLD.OPTION_MODELS):
   * the engine gives model i the i-th list. Absent in units resolved before weapons were tracked per
   * model; the engine then shares the weapons out from `carriers` (shared/rulesets/d10-wargame/loadout.ts).
   */
  loadouts?: string[][];
}
