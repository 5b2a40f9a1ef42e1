/**
 * Table geometry of the rules core: public API. Pure TypeScript, inches throughout (D10.MEASURE.INCHES).
 *
 * Conventions
 * - Points are table inches, origin at a table corner; y grows toward side 1's edge (side 0's edge
 *   is y = 0). A 4'×6' table is width 72 × height 48 (players across the long edges,
 *   D10.AMBIG.DEPLOY_GEOMETRY).
 * - Facing is radians: 0 faces +y, π/2 faces +x, π faces −y; heading = (sin f, cos f).
 *   A hull's halfWidth runs across its facing, halfDepth along it.
 * - Distances are edge to edge (D10.MEASURE.CLOSEST_POINTS); "in range" is ≤ R (D10.RANGE.INCLUSIVE).
 * - A rejected move or charge is a value `{ ok: false, code, reason }`, never an exception.
 * - Every query takes a `TableIndex` (flatbush R-trees over terrain and bases): build it with
 *   `buildTableIndex(table)` whenever the table changes; `index.withUnit(unit)` swaps one unit in
 *   while it is dragged.
 *
 * Signatures (see each module for the full TSDoc):
 * - inches(n), mm(n), pixels(n): branded numbers; mmToInches(mm): Inches; inchesToMm(in)
 * - baseShapeFromSpec(spec: BaseSpec): BaseShape; roundBase(diameterMm): BaseShape
 * - outlineOf(model, sides = 24): Point[] (for drawing); boundingRadius(shape); toWorld(model, u, v)
 * - buildTableIndex(table): TableIndex; index.withUnit(unit): TableIndex; index.unit(id)
 * - modelDistance(a, b): Inches — edge to edge, 0 in contact; distanceToPoint(model, p): Inches;
 *   unitDistance(aModels, bModels): Inches (nearest pair); nearestPair(a, b); inRange(distance, R)
 * - lineOfSight(index, from, to, {rules, shooterUnitId, targetUnitId, shooterSide}): LosResult
 *   {status: 'clear'|'partial'|'blocked', visible: 0..1, witness?: [Point, Point]}
 * - unitLineOfSight(index, shooterUnit, targetUnit, {rules, everyModel?}): UnitLosResult
 *   (LosResult + fromModelId, toModelId, perModel: Record<targetModelId, visible>)
 * - canTarget(result, rules): boolean — any line, or more than `rules.targetShare` of a model visible
 * - unitCanTarget(index, shooterUnit, targetUnit, rules): boolean — canTarget of unitLineOfSight,
 *   stopping at the first model pair that settles it
 * - coverOf(index, attackerUnit, targetUnit, rules): CoverResult {cover, visible, reason}
 *   (`rules` is a ruleset's TableRules: who blocks sight, the share a target must show, the cover reading)
 * - arcOf(observer, target, preference?): Arc; arcsSpanned(observer, target): Arc[];
 *   arcBoundaries(observer, length): Array<[Point, Point]>; arcSector(observer, arc, radius): Point[]
 * - mountPoint(model, {right, ahead}): Point; weaponCanTarget(model, {mount, arcs, range?}, targetModels):
 *   WeaponTargeting {ok, modelId?, arc?, distance, reason} — arcs and range from the mount
 * - checkMove(index, {unitId, paths, allowance, mode, rules, crossingCheck?}): MoveResult
 *   ({ok: true, distances, positions, difficult} | {ok: false, code, reason, modelId?, farthest})
 * - obstacleCrossings(index, {unitId, paths}): ObstacleCrossing[] {pieceId, kind, height?, modelIds}
 * - crossable(piece), isLowObstacle(piece): obstacle heights; designateArea(piece, seeThrough?): TerrainPiece
 * - checkCharge(index, chargerUnitId, targetUnitId, reach): ChargeResult
 *   ({ok: true, placement, distance, cohesive} | {ok: false, code, reason})
 * - separate(index, activeUnitId, otherUnitId, gap = 1, options?): SeparateResult ({ok, positions, moved} | {ok: false, code, reason}); straight back, or with `directions: 'any'` the shortest clear slide
 * - retreat(index, loserUnitId, winnerUnitIds, distance = 3, clear = 3): {positions, slain}
 * - cohesion(models, 'square' | 'spread'): {ok, problems: [{code, message, modelIds}], removeSuggestion}
 * - cohesive(models, rule): boolean — exactly cohesion(...).ok, quicker (stops at the first answer)
 * - minSquareSide(models): number — the smallest turned square holding every base
 * - formation(center, count, shape, facing, {rule?, gap?, ids?, idPrefix?, index?, ignoreUnits?}): PlacedModel[]
 * - rangeZone(models, R) / moveZone(models, allowance, {terrain, rules}) / chargeZone(models, reach) /
 *   threatZone(models, move, range): Zone {rings} (a union); pointInZone(p, zone)
 * - deploymentZones('standard' | 'diagonal' | 'dawn-of-war', width, height): [DeploymentZone, DeploymentZone];
 *   inZone(model, zone): wholly within
 * - objectiveControl(objective, units, radius = 3): {controller: 0|1|null, contested, present}
 * - checkTerrainPlacement(piece, table) / checkObjectivePlacement(p, objectives, table): {ok, reasons}
 * - parseTableJson(text, rulesOf): {ok, value: LoadedTable} | {ok: false, message}; analyzeTable(loaded): PairReport[]
 *
 * The visible fraction is the share of the target's base, as wide as it shows across the sight
 * line, that can be seen from some point of the firer's base (sight.ts explains how).
 */
export type { Inches, Millimetres, Pixels, Point } from './units';
export { inches, mm, pixels, mmToInches, inchesToMm, MM_PER_INCH, EPS, heading, facingToward, pathLength } from './units';
export type { BaseShape, PlacedModel } from './shapes';
export { ROUND_BASE_SIZES_MM, roundBase, baseShapeFromSpec, outlineOf, boundingRadius, toWorld } from './shapes';
export type { CoverLevel, TerrainPiece, TableUnit, Table } from './table';
export {
  COVER_LEVELS,
  TableIndex,
  buildTableIndex,
  designateArea,
  isLowObstacle,
  crossable,
  LOW_OBSTACLE_HEIGHT,
  CROSSING_HEIGHT,
} from './table';
export type { NearestPair } from './distance';
export { modelDistance, unitDistance, distanceToPoint, nearestPair, inRange } from './distance';
export type { LosOptions, LosStatus, LosResult, UnitLosResult } from './los';
export { lineOfSight, unitLineOfSight, unitCanTarget, canTarget } from './los';
export { sightObstructions, type Obstructions } from './obstruction';
export { atLeast, overByText, shortOfText, withinAllowance, MEASURE_TOLERANCE, TAPE_STEP, TAPE_TOLERANCE } from './measure';
export type { CoverResult } from './cover';
export { coverOf, halfHiddenCoverFrom } from './cover';
export type { CoverReading, SightBlockers, TableRules } from './table-rules';
export type { Arc, WeaponMount, MountedWeapon, WeaponTargeting } from './arcs';
export { ARCS, arcOf, arcsSpanned, arcBoundaries, arcSector, mountPoint, weaponCanTarget } from './arcs';
export type { MoveMode, MoveRequest, MoveResult, MoveCode, ObstacleCrossing } from './move';
export { checkMove, obstacleCrossings, CROSSING_PENALTY } from './move';
export type { ChargeResult, RetreatResult } from './charge';
export { checkCharge, retreat } from './charge';
export { separate, type SeparateOptions, type SeparateResult } from './separate';
export type { CohesionRule, CohesionResult, CohesionProblem, FormationOptions } from './cohesion';
export { cohesion, cohesive, formation, minSquareSide } from './cohesion';
export type { Zone } from './zones';
export { rangeZone, moveZone, chargeZone, threatZone, pointInZone } from './zones';
export type { DeploymentKind, DeploymentZone, ObjectiveControl, PlacementCheck } from './setup';
export {
  deploymentZones,
  inZone,
  objectiveControl,
  checkTerrainPlacement,
  checkObjectivePlacement,
  OBJECTIVE_RADIUS,
} from './setup';
export type { TableFile, LoadedTable } from './table-file';
export { parseTableJson, TERRAIN_DEFAULTS } from './table-file';
export type { PairReport } from './analyze';
export { analyzeTable } from './analyze';
export { MoveRouter, moveObstacles, moveReach, routedShift, unitFootprint } from './route';
export type { MoveRules } from './move';
export { DIFFICULT_CAP, ENEMY_GAP } from './move';
export { standingProblem, overlaps, baseOverlapsPiece, type StandingProblem } from './legal';
