/**
 * Cover of a target unit from an attacking unit, as the ruleset's table rules read it (`CoverReading`).
 * - 'none' (the D10 Wargame): no cover modifier exists (D10.AMBIG.COVER).
 * - 'half-hidden' (Quality): QW.COVER.DEFINITION with QW.AMBIG.COVER_VISIBILITY (each target model's best visible
 *   share from any attacking model; in cover when every share is 50% or less) and
 *   QW.AMBIG.COVER_MIXED (hard when still in cover counting hard terrain alone).
 * - 'most-models' (Battle Forge): BF.AMBIG.COVER_DETERMINATION (most models in or overlapping cover terrain, or
 *   within 2" of an obstacle that most attacking lines cross; the single best level).
 */
import type { PlacedModel } from './shapes';
import { areaSamples, boundingRadius } from './shapes';
import type { CoverLevel, TableIndex, TableUnit, TerrainPiece } from './table';
import { type SightRules, type TerrainSight, sighting } from './sight';
import { unitLineOfSight } from './los';
import type { TableRules } from './table-rules';
import { insideIntervals, pointInPolygon, signedDistance, pointPolygonDistance } from './polygon';
import { distanceToPoint } from './distance';

export interface CoverResult {
  cover: CoverLevel;
  /** The visible share of each target model used to decide (0..1). */
  visible: Record<string, number>;
  /** Why, in a sentence a player understands. */
  reason: string;
  /**
   * 'most-models' only: the Save modifier the cover gives (BF.COVER.SOFT +1, BF.COVER.HARD +2,
   * BF.COVER.FORTIFIED +3, BF.COVER.NEGATIVE −1, none 0).
   */
  saveModifier?: number;
}

const SAVE_BY_LEVEL: Record<CoverLevel, number> = { none: 0, soft: 1, hard: 2, fortified: 3 };

const RANK: Record<CoverLevel, number> = { none: 0, soft: 1, hard: 2, fortified: 3 };

/** Visible share of each target model from the attacking unit, terrain giving at least `atLeast` cover hiding it. */
function sharesBehind(index: TableIndex, attacker: TableUnit, target: TableUnit, atLeast: CoverLevel): Record<string, number> {
  const terrain = (p: TerrainPiece): TerrainSight =>
    p.blocksSight ? 'block' : p.cover !== 'none' && RANK[p.cover] >= RANK[atLeast] ? 'cover' : p.seeInto ? 'into' : 'ignore';
  // Cover comes from terrain (QW.COVER.SOFT_TERRAIN, QW.COVER.HARD_TERRAIN), not from other units.
  const rules: SightRules = { terrain, unitBlocks: () => false };
  const shares: Record<string, number> = {};
  for (const t of target.models) {
    let best = 0;
    for (const a of attacker.models) {
      best = Math.max(best, sighting(index, a, t, rules).fraction);
      if (best >= 1) break;
    }
    shares[t.id] = best;
  }
  return shares;
}

const allHalfHidden = (shares: Record<string, number>): boolean => Object.values(shares).every((s) => s <= 0.5);

/**
 * Quality's verdict from the visible shares: counting all cover terrain (`soft`) and counting hard
 * terrain alone (`hard`). Exactly 50% visible still counts as covered (QW.COVER.DEFINITION).
 */
export function halfHiddenCoverFrom(soft: Record<string, number>, hard: () => Record<string, number>): CoverResult {
  if (Object.keys(soft).length === 0 || !allHalfHidden(soft))
    return { cover: 'none', visible: soft, reason: 'At least one model shows more than half its base.' };
  const hardShares = hard();
  if (allHalfHidden(hardShares)) return { cover: 'hard', visible: hardShares, reason: 'Every model is at least half hidden by hard cover.' };
  return { cover: 'soft', visible: soft, reason: 'Every model is at least half hidden, not all of it by hard cover.' };
}

function halfHiddenCover(index: TableIndex, attacker: TableUnit, target: TableUnit): CoverResult {
  return halfHiddenCoverFrom(sharesBehind(index, attacker, target, 'soft'), () => sharesBehind(index, attacker, target, 'hard'));
}

/** Whether the base overlaps the area (BF.AREA.AFFECTED_MODELS): touching its edge is not enough. */
export function overlapsArea(model: PlacedModel, polygon: TerrainPiece['polygon']): boolean {
  if (model.shape.kind === 'circle') return signedDistance(model, polygon) < model.shape.radius - 1e-9;
  return pointInPolygon(model, polygon) || areaSamples(model, 16).some((p) => pointInPolygon(p, polygon));
}

function levelOf(model: PlacedModel, attacker: TableUnit, piece: TerrainPiece): CoverLevel {
  if (piece.cover === 'none') return 'none';
  if (piece.obstacle) {
    // BF.OBST.COVER_WITHIN_2IN and BF.OBST.COVER_MAJORITY_CROSS.
    const near = minDistanceToPiece(model, piece) <= 2 + 1e-9;
    if (!near || attacker.models.length === 0) return 'none';
    const crossing = attacker.models.filter((a) => insideIntervals(a, model, piece.polygon).length > 0).length;
    return crossing * 2 > attacker.models.length ? piece.cover : 'none';
  }
  return overlapsArea(model, piece.polygon) ? piece.cover : 'none';
}

function minDistanceToPiece(model: PlacedModel, piece: TerrainPiece): number {
  if (model.shape.kind === 'circle') return Math.max(0, pointPolygonDistance(model, piece.polygon) - model.shape.radius);
  return Math.min(...piece.polygon.map((p) => distanceToPoint(model, p)), pointPolygonDistance(model, piece.polygon));
}

function mostModelsCover(index: TableIndex, attacker: TableUnit, target: TableUnit, rules: TableRules): CoverResult {
  const los = unitLineOfSight(index, attacker, target, { rules, everyModel: true });
  const levels = target.models.map((m) => {
    let best: CoverLevel = 'none';
    const reach = boundingRadius(m.shape) + 2.5;
    for (const { piece } of index.terrainIn(m.x - reach, m.y - reach, m.x + reach, m.y + reach)) {
      const l = levelOf(m, attacker, piece);
      if (RANK[l] > RANK[best]) best = l;
    }
    return best;
  });
  for (const level of ['fortified', 'hard', 'soft'] as const) {
    const count = levels.filter((l) => RANK[l] >= RANK[level]).length;
    if (count * 2 > target.models.length)
      return { cover: level, visible: los.perModel, reason: `Most models (${count} of ${target.models.length}) have ${level} cover.`, saveModifier: SAVE_BY_LEVEL[level] };
  }
  // BF.AMBIG.COVER_DETERMINATION: negative cover (BF.COVER.NEGATIVE, a piece marked `negativeCover`,
  // agreed before the game: BF.TERRAIN.AGREE_PREGAME) counts only when no positive cover applies.
  const sunk = target.models.filter((m) => {
    const reach = boundingRadius(m.shape);
    return index
      .terrainIn(m.x - reach, m.y - reach, m.x + reach, m.y + reach)
      .some(({ piece }) => piece.negativeCover === true && overlapsArea(m, piece.polygon));
  }).length;
  if (sunk * 2 > target.models.length)
    return { cover: 'none', visible: los.perModel, reason: `Most models (${sunk} of ${target.models.length}) stand in negative cover: −1 to Saves.`, saveModifier: -1 };
  return { cover: 'none', visible: los.perModel, reason: 'Fewer than half the models are in or behind cover.', saveModifier: 0 };
}

/** The cover `target` has against shots from `attacker` (QW.COVER.PER_ATTACKER: judged per attacking unit). */
export function coverOf(index: TableIndex, attacker: TableUnit, target: TableUnit, rules: TableRules): CoverResult {
  if (rules.cover === 'half-hidden') return halfHiddenCover(index, attacker, target);
  if (rules.cover === 'most-models') return mostModelsCover(index, attacker, target, rules);
  const los = unitLineOfSight(index, attacker, target, { rules, everyModel: true });
  return { cover: 'none', visible: los.perModel, reason: `The ${rules.name} has no cover.` };
}
