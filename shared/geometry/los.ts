/**
 * Line of sight between bases (D10.LOS.*, QW.LOS.*, BF.LOS.*). The answer is clear / partial /
 * blocked, the share of the target's base that can be seen, and a witness line to draw.
 */
import type { PlacedModel } from './shapes';
import type { TableIndex, TableUnit, TerrainPiece } from './table';
import { type Obstacle, type SightRules, type Sighting, type TerrainSight, obstaclesIn, sighting, sightingAmong } from './sight';
import { coveredByMany, shadowed } from './umbra';
import { bboxOf, boundingRadius } from './shapes';
import { pointSegmentDistance, segmentPolygonDistance } from './polygon';
import type { Point } from './units';

export type LosRuleset = 'd10-wargame' | 'quality' | 'battle-forge';

export interface LosOptions {
  ruleset: LosRuleset;
  shooterUnitId: string;
  targetUnitId: string;
  shooterSide: 0 | 1;
}

export type LosStatus = 'clear' | 'partial' | 'blocked';

export interface LosResult {
  /** clear: the whole base is seen; partial: some line reaches it; blocked: no line does. */
  status: LosStatus;
  /** Share of the target's base seen from any point of the firing model's base, 0..1. */
  visible: number;
  /** One unobstructed line, firing base → target base (absent when blocked). */
  witness?: [Point, Point];
}

export interface UnitLosResult extends LosResult {
  /** The firing and target model the witness runs between. */
  fromModelId?: string;
  toModelId?: string;
  /** Best visible share of each target model examined, from any firing model (QW.AMBIG.COVER_VISIBILITY). */
  perModel: Record<string, number>;
}

/**
 * Terrain: Blocking terrain blocks in every ruleset (D10.LOS.BLOCKING_TERRAIN, QW.AMBIG.LOS_TERRAIN);
 * area terrain marked `seeInto` can be seen into but not through (BF.AREA.LOS_BLOCKING); other
 * terrain does not hide a model from being shot (D10.AMBIG.COVER — it may still give cover, cover.ts).
 */
export const losTerrain = (piece: TerrainPiece): TerrainSight =>
  piece.blocksSight ? 'block' : piece.seeInto ? 'into' : 'ignore';

/**
 * Other units: D10.LOS.UNITS_OBSTRUCT — every unit but the firer and the target blocks.
 * Quality: QW.LOS.NO_FRIENDLY (other friendly units block), QW.LOS.OWN_UNIT and QW.LOS.ENEMY_UNITS
 * (own unit and enemies never do). Battle Forge is true line of sight, read like D10's.
 */
export function sightRules(opts: LosOptions): SightRules {
  const { ruleset, shooterUnitId, targetUnitId, shooterSide } = opts;
  return {
    terrain: losTerrain,
    modelBlocks:
      ruleset === 'quality'
        ? (e) => e.unit.side === shooterSide && e.unit.id !== shooterUnitId
        : (e) => e.unit.id !== shooterUnitId && e.unit.id !== targetUnitId,
  };
}

/** The centroid of some models and the radius about it that holds all their bases. */
function spreadOf(models: readonly PlacedModel[]): { c: Point; r: number } {
  let x = 0, y = 0;
  for (const m of models) {
    x += m.x;
    y += m.y;
  }
  const c = { x: x / models.length, y: y / models.length };
  let r = 0;
  for (const m of models) r = Math.max(r, Math.hypot(m.x - c.x, m.y - c.y) + boundingRadius(m.shape));
  return { c, r };
}

/**
 * Keeps only obstacles inside the capsule around the line between the two units' centroids that
 * holds both units: every sight line between their models runs inside it.
 */
function corridor(a: readonly PlacedModel[], b: readonly PlacedModel[], found: ReturnType<typeof obstaclesIn>): ReturnType<typeof obstaclesIn> {
  if (a.length === 0 || b.length === 0) return found;
  const sa = spreadOf(a), sb = spreadOf(b);
  const R = Math.max(sa.r, sb.r);
  return {
    discs: found.discs.filter(({ entry, obstacle }) =>
      obstacle.kind === 'disc'
        ? pointSegmentDistance(obstacle, sa.c, sb.c) <= R + obstacle.r
        : pointSegmentDistance(entry.model, sa.c, sb.c) <= R + boundingRadius(entry.model.shape),
    ),
    polygons: found.polygons.filter((o) => o.kind !== 'polygon' || segmentPolygonDistance(sa.c, sb.c, o.points) <= R),
  };
}

const statusOf = (fraction: number, anyLine: boolean): LosStatus =>
  !anyLine ? 'blocked' : fraction >= 1 ? 'clear' : 'partial';

/**
 * Line of sight from one model to another (D10.LOS.FROM_MODEL, D10.LOS.ANY_POINT: any line from
 * any point of the firing base to any point of the target's base; one unobstructed line is enough).
 */
export function lineOfSight(index: TableIndex, from: PlacedModel, to: PlacedModel, opts: LosOptions): LosResult {
  const s = sighting(index, from, to, sightRules(opts));
  const result: LosResult = { status: statusOf(s.fraction, s.anyLine), visible: s.fraction };
  if (s.witness) result.witness = s.witness;
  return result;
}

/**
 * Unit to unit (D10.AMBIG.LOS_UNIT: one clear line from any firing model to any target model is
 * enough). `visible` is the best share of any one target model. With `everyModel` each target
 * model's best share is worked out (cover needs them); otherwise the search stops at the first
 * fully visible model.
 */
export function unitLineOfSight(
  index: TableIndex,
  shooter: TableUnit,
  target: TableUnit,
  opts: { ruleset: LosRuleset; everyModel?: boolean },
): UnitLosResult {
  return unitSight(index, shooter, target, opts, true);
}

/**
 * `unitLineOfSight` without the shadow certificates: every model pair is worked out. The reference
 * the property tests hold the fast path to (not part of the public API).
 */
export function unitLineOfSightExhaustive(
  index: TableIndex,
  shooter: TableUnit,
  target: TableUnit,
  opts: { ruleset: LosRuleset; everyModel?: boolean },
): UnitLosResult {
  return unitSight(index, shooter, target, opts, false);
}

function unitSight(
  index: TableIndex,
  shooter: TableUnit,
  target: TableUnit,
  opts: { ruleset: LosRuleset; everyModel?: boolean },
  shortcuts: boolean,
): UnitLosResult {
  const rules = sightRules({ ruleset: opts.ruleset, shooterUnitId: shooter.id, targetUnitId: target.id, shooterSide: shooter.side });
  const best: UnitLosResult = { status: 'blocked', visible: 0, perModel: {} };
  let anyLine = false;
  // One R-tree query for the whole pair of units; each model pair then skips what is far from it.
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const m of [...shooter.models, ...target.models]) {
    const b = bboxOf(m);
    box[0] = Math.min(box[0], b[0]);
    box[1] = Math.min(box[1], b[1]);
    box[2] = Math.max(box[2], b[2]);
    box[3] = Math.max(box[3], b[3]);
  }
  // A single blocking footprint that hides the whole target unit from the whole firing unit
  // settles it at once (umbra.ts proves this gives the same answer as every model pair).
  if (shortcuts && shooter.models.length > 0 && target.models.length > 0) {
    const blockers: Obstacle[] = [];
    for (const t of index.terrainIn(...box)) {
      const how = rules.terrain(t.piece);
      if (how === 'block') blockers.push({ kind: 'polygon', points: t.piece.polygon, box: t.bbox, piece: t.piece, how });
    }
    if (blockers.length > 0 && shadowed(shooter.models, target.models, blockers)) {
      for (const t of target.models) best.perModel[t.id] = 0;
      return best;
    }
  }
  const { discs, polygons } = corridor(shooter.models, target.models, obstaclesIn(index, box, rules));
  // Two model pairs (the first the loop below looks at, and the middle ones) are worked out first:
  // only when both are blocked is it worth trying to show that every line between the units is
  // (the certificate costs about as much as a few pairs). Their answers are kept for the loop.
  const nf = shooter.models.length, nt = target.models.length;
  let first: Sighting | undefined, middle: Sighting | undefined;
  const mf = nf >> 1, mt = nt >> 1;
  if (shortcuts && nf > 0 && nt > 0) {
    first = sightingAmong(shooter.models[0]!, target.models[0]!, discs, polygons);
    if (!first.anyLine && (mf > 0 || mt > 0)) middle = sightingAmong(shooter.models[mf]!, target.models[mt]!, discs, polygons);
    if (!first.anyLine && !middle?.anyLine && coveredByMany(shooter.models, target.models, discs, polygons)) {
      for (const t of target.models) best.perModel[t.id] = 0;
      return best;
    }
  }
  for (let ti = 0; ti < nt; ti++) {
    const t = target.models[ti]!;
    let modelBest = 0;
    for (let fi = 0; fi < nf; fi++) {
      const f = shooter.models[fi]!;
      const s =
        first && ti === 0 && fi === 0
          ? first
          : middle && ti === mt && fi === mf
            ? middle
            : sightingAmong(f, t, discs, polygons);
      if (!s.anyLine) continue;
      if (!anyLine || s.fraction > best.visible) {
        best.visible = s.fraction;
        best.witness = s.witness!;
        best.fromModelId = f.id;
        best.toModelId = t.id;
      }
      anyLine = true;
      if (s.fraction > modelBest) modelBest = s.fraction;
      if (modelBest >= 1) break;
    }
    best.perModel[t.id] = modelBest;
    if (best.visible >= 1 && !opts.everyModel) break;
  }
  best.status = statusOf(best.visible, anyLine);
  return best;
}

/**
 * May the firer target it? D10 and Quality: any unobstructed line (D10.LOS.CLEAR). Battle Forge:
 * more than 1/3 of a model must be seen (BF.LOS.ONE_THIRD, BF.AMBIG.LOS_UNIT_VISIBLE).
 */
export function canTarget(result: LosResult, ruleset: LosRuleset): boolean {
  if (ruleset === 'battle-forge') return result.visible > 1 / 3;
  return result.status !== 'blocked';
}
