/**
 * Line of sight between bases (D10.LOS.*, QW.LOS.*, BF.LOS.*). The answer is clear / partial /
 * blocked, the share of the target's base that can be seen, and a witness line to draw.
 *
 * BF.LOS.PROXY_POSE: every model is seen, and sees, as the same standard volume — its base
 * footprint — never as its sculpt. A kneeling figure, a raised banner or a long barrel changes
 * nothing: only the base's shape, size and position (and a hull's or oval's facing) count.
 */
import type { TableRules } from './table-rules';
import type { PlacedModel } from './shapes';
import { type TableIndex, type TableUnit, type TerrainEntry, type TerrainPiece, type UnitReach } from './table';
import { type Obstacle, type PolygonObstacle, type SightRules, type TerrainSight, ObstacleSet, lastWitness, sightFraction, sighting } from './sight';
import { coveredByMany, shadowed } from './umbra';
import { type BBox, pointSegmentDistance } from './polygon';
import { type Point, norm } from './units';

export interface LosOptions {
  rules: TableRules;
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
 * (own unit and enemies never do). Battle Forge is true line of sight, read like D10's. In every
 * ruleset the unit looked at never hides itself: asked about a friendly unit in Quality, its other
 * bases do not stand in the way of the one looked at, as they never do for an enemy.
 */
export function sightRules(opts: LosOptions): SightRules {
  const { rules, shooterUnitId, targetUnitId, shooterSide } = opts;
  return {
    terrain: losTerrain,
    unitBlocks:
      rules.sightBlockers === 'own-side'
        ? (unit) => unit.side === shooterSide && unit.id !== shooterUnitId && unit.id !== targetUnitId
        : (unit) => unit.id !== shooterUnitId && unit.id !== targetUnitId,
  };
}

/**
 * A terrain piece as unit line of sight meets it: the obstacle it is (none when sight ignores it)
 * and the circle about its bounding box. Worked out once per table's terrain (kept across the
 * indexes of a drag) and per way of reading terrain — `losTerrain`, the same in every ruleset —
 * rather than for every pair of units.
 */
interface SightTerrain {
  obstacle: PolygonObstacle | undefined;
  centre: Point;
  radius: number;
}

const terrainSights = new WeakMap<readonly TerrainEntry[], { read: SightRules['terrain']; list: SightTerrain[] }>();

function sightTerrainOf(index: TableIndex, read: SightRules['terrain']): SightTerrain[] {
  const known = terrainSights.get(index.terrain);
  if (known && known.read === read) return known.list;
  const list = index.terrain.map(({ piece, bbox: b }): SightTerrain => {
    const how = read(piece), hx = (b[2] - b[0]) / 2, hy = (b[3] - b[1]) / 2;
    const obstacle: PolygonObstacle | undefined = how === 'ignore' ? undefined : { kind: 'polygon', points: piece.polygon, box: b, piece, how };
    return { obstacle, centre: { x: b[0] + hx, y: b[1] + hy }, radius: norm(hx, hy) };
  });
  terrainSights.set(index.terrain, { read, list });
  return list;
}

const pairSet = new ObstacleSet();

/**
 * Gathers into `pairSet` the obstacles that may stand between two units (with `terrain`, the
 * pieces in play near them): those the rules let block, inside the capsule around the line between
 * the units' centroids that holds both units (every sight line between their models runs inside it).
 */
function gatherBetween(
  index: TableIndex,
  sa: UnitReach,
  sb: UnitReach,
  box: Readonly<BBox>,
  terrain: readonly SightTerrain[],
  rules: SightRules,
): ObstacleSet {
  pairSet.clear();
  const R = Math.max(sa.r, sb.r);
  const found = index.modelsNear(sa, sb, R, box, rules.unitBlocks);
  for (let i = 0; i < found.length; i++) pairSet.addBase(index.models[found[i]!]!);
  for (const t of terrain) {
    // Its bounding box, as the circle about it, is outside the capsule.
    if (pointSegmentDistance(t.centre, sa, sb) > R + t.radius) continue;
    pairSet.polygons.push(t.obstacle!);
  }
  return pairSet;
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
  opts: { rules: TableRules; everyModel?: boolean },
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
  opts: { rules: TableRules; everyModel?: boolean },
): UnitLosResult {
  return unitSight(index, shooter, target, opts, false);
}

/**
 * Whether the unit may target the other (`canTarget` of `unitLineOfSight`), working out no more
 * than that takes: the model pairs stop at the first that settles it (any line; in Battle Forge,
 * more than a third of a base), where the full answer goes on to the best share of every target
 * model. What a game asks before a unit shoots. Hidden units cost the same as before: every line
 * must still be shown blocked.
 */
export function unitCanTarget(index: TableIndex, shooter: TableUnit, target: TableUnit, rules: TableRules): boolean {
  const needed = rules.targetShare;
  const enough = needed === null ? anyLineSeen : (share: number) => share > needed;
  return canTarget(unitSight(index, shooter, target, { rules }, true, enough), rules);
}

const anyLineSeen = (share: number): boolean => share >= 0;

/**
 * `enough`: a model pair's share that settles the question asked, so the search may stop there
 * (the answer is then only as complete as that question needs).
 */
function unitSight(
  index: TableIndex,
  shooter: TableUnit,
  target: TableUnit,
  opts: { rules: TableRules; everyModel?: boolean },
  shortcuts: boolean,
  enough?: (share: number) => boolean,
): UnitLosResult {
  const rules = sightRules({ rules: opts.rules, shooterUnitId: shooter.id, targetUnitId: target.id, shooterSide: shooter.side });
  const best: UnitLosResult = { status: 'blocked', visible: 0, perModel: {} };
  const nf = shooter.models.length, nt = target.models.length;
  const hidden = (): UnitLosResult => {
    for (const t of target.models) best.perModel[t.id] = 0;
    return best;
  };
  // With no model on one side there is no sight line to look along.
  if (nf === 0 || nt === 0) return hidden();
  // One R-tree query for the whole pair of units; each model pair then skips what is far from it.
  const sa = index.reachOf(shooter), sb = index.reachOf(target);
  const box: BBox = [sa.box[0], sa.box[1], sa.box[2], sa.box[3]];
  if (sb.box[0] < box[0]) box[0] = sb.box[0];
  if (sb.box[1] < box[1]) box[1] = sb.box[1];
  if (sb.box[2] > box[2]) box[2] = sb.box[2];
  if (sb.box[3] > box[3]) box[3] = sb.box[3];
  const sights = sightTerrainOf(index, rules.terrain), terrain: SightTerrain[] = [], blockers: Obstacle[] = [];
  for (const i of index.terrainAt(box)) {
    const t = sights[i]!;
    if (!t.obstacle) continue;
    terrain.push(t);
    if (t.obstacle.how === 'block') blockers.push(t.obstacle);
  }
  // A single blocking footprint that hides the whole target unit from the whole firing unit
  // settles it at once (umbra.ts proves this gives the same answer as every model pair).
  if (shortcuts && blockers.length > 0 && shadowed(shooter.models, target.models, blockers)) return hidden();
  const set = gatherBetween(index, sa, sb, box, terrain, rules);
  // Proving every line between the units blocked costs about as much as working out twenty model
  // pairs, and the pairs themselves cost little when most are blocked (a base or wall hides each
  // eye's whole view) while settling the answer outright when some line gets through. So the proof
  // is tried only when the corridor between the units holds many bases (twice as many as the two
  // units have models: it is then mostly shut). Tried also after a few model pairs came out blocked,
  // it cost more on units that do see each other than it saved on hidden ones.
  if (shortcuts && set.discCount >= 2 * (nf + nt) && coveredByMany(shooter.models, target.models, set)) return hidden();
  let anyLine = false;
  for (let ti = 0; ti < nt; ti++) {
    const t = target.models[ti]!;
    let modelBest = 0;
    for (let fi = 0; fi < nf; fi++) {
      const f = shooter.models[fi]!;
      const s = sightFraction(f, t, set);
      if (s < 0) continue;
      if (!anyLine || s > best.visible) {
        best.visible = s;
        best.witness = lastWitness();
        best.fromModelId = f.id;
        best.toModelId = t.id;
      }
      anyLine = true;
      if (s > modelBest) modelBest = s;
      if (enough?.(s)) {
        best.perModel[t.id] = modelBest;
        best.status = statusOf(best.visible, true);
        return best;
      }
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
 * only what the firing model can see (BF.LOS.REQUIRED), and a model counts as seen only with more
 * than 1/3 of it showing (BF.LOS.ONE_THIRD, BF.AMBIG.LOS_UNIT_VISIBLE).
 */
export function canTarget(result: LosResult, rules: TableRules): boolean {
  if (rules.targetShare !== null) return result.visible > rules.targetShare;
  return result.status !== 'blocked';
}
