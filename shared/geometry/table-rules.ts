/**
 * What a ruleset's rules ask of the table's geometry, as data, so the geometry never needs to know
 * which ruleset is played: who blocks sight, how much of a model must show to be a target, how cover
 * is judged, whether area terrain is seen into, and the movement rules of each kind of move. Each
 * ruleset gives its own (`Ruleset.tableRules`); the registry lists them for the Table screen and
 * `tenfold analyze`.
 */
import type { MoveMode, MoveRules } from './move';

/**
 * Which other units stand in the way of a line of sight: 'every-unit' — every unit but the firer
 * and the target; 'own-side' — only the firer's side's other units (enemies and the firer's own
 * unit never do).
 */
export type SightBlockers = 'every-unit' | 'own-side';

/**
 * How cover is judged: 'none' — the rules have no cover; 'half-hidden' — a unit is in cover when
 * each model is at least half hidden by cover terrain from every attacking model, hard when hard
 * terrain alone does it; 'most-models' — the best level that most models have, standing in area
 * cover or within 2" behind an obstacle most attacking lines cross, with negative cover.
 */
export type CoverReading = 'none' | 'half-hidden' | 'most-models';

export interface TableRules {
  /** The ruleset's id, as plan files name it. */
  readonly id: string;
  /** The ruleset's name, for the player. */
  readonly name: string;
  readonly sightBlockers: SightBlockers;
  /**
   * How much of a target model must show for it to be targeted: null — any unobstructed line will
   * do; a share — more than that share of the model must be seen.
   */
  readonly targetShare: number | null;
  readonly cover: CoverReading;
  /** Area terrain is seen into but not through, unless the table says otherwise. */
  readonly areaSeenInto: boolean;
  /** The movement rules of a move of this kind. */
  movement(mode: MoveMode): MoveRules;
  /**
   * How the book sets terrain up, for a generated table: how many pieces, drawn from which kinds of
   * the terrain catalog (building, forest, …); absent when the book says nothing Tenfold can use.
   */
  readonly terrainSetup?: { readonly min: number; readonly max: number; readonly kinds: readonly string[] };
}
