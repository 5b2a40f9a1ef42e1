/**
 * Enclosed buildings (BF.BLDG.*): terrain of kind 'building' that units go into. A unit inside fills
 * the whole floor (BF.BLDG.WHOLE_FLOOR): its models have no places of their own, so range and sight
 * are measured from the building's outline, and any model may shoot out of any side
 * (BF.BLDG.SHOOT_OUT_ANY). Tenfold plays each building with one floor, the ground floor the book
 * calls the first (BF.AMBIG.BUILDINGS): a unit goes in, and later gets out; there is no floor to
 * change to. The unit inside is marked by `BfUnit.inBuilding`; it stays 'table'.
 */
import { refuse, type Problem } from '../../core/refusal';
import { inches, withinAllowance, type PlacedModel } from '../../geometry/index';
import { pointInPolygon, signedDistance } from '../../geometry/polygon';
import type { Point } from '../../geometry/units';
import { isEnemy, onTable, placed } from './geo';
import { basesAt, placementProblem, type ModelPlace } from './placement';
import type { BfState, BfTerrain, BfUnit } from './state';

/** Models a floor holds unless the players agreed otherwise (BF.BLDG.CAPACITY_12). */
export const DEFAULT_FLOOR_CAPACITY = 12;

/** How far a unit's models may end from a building to go in (BF.BLDG.ENTER_6IN). */
export const ENTER_DISTANCE = 6;

/** The enclosed building with this id, if there is one. */
export function buildingOf(state: BfState, id: string): BfTerrain | undefined {
  return state.terrain.find((t) => t.id === id && t.kind === 'building');
}

/** The models the building's floor holds: its `capacity`, or 12 (BF.BLDG.CAPACITY_12). */
export function floorCapacity(building: BfTerrain): number {
  return building.capacity ?? DEFAULT_FLOOR_CAPACITY;
}

/** The units inside the building. */
export function unitsInside(state: BfState, buildingId: string): BfUnit[] {
  return state.order.map((id) => state.units[id]!).filter((u) => onTable(u) && u.inBuilding === buildingId);
}

/** The distance from a base to the building's outline, 0 when it touches or overlaps it. */
export function distanceToBuilding(base: PlacedModel, building: BfTerrain): number {
  const r = base.shape.kind === 'circle' ? base.shape.radius : 0;
  return Math.max(0, signedDistance(base, building.points) - r);
}

/**
 * May the unit go into the building? It is on the table and not inside one already; all its
 * models end within 6" of it (BF.BLDG.ENTER_6IN; `models` are where the move ends them, the unit's
 * own places when left out); no enemy unit is inside (BF.AMBIG.BUILDINGS); and its models fit with
 * those already inside (BF.BLDG.CAPACITY_ENFORCE). Going in is the end of a Move. Null when it may.
 */
export function enterBuildingProblem(state: BfState, unit: BfUnit, buildingId: string, models: readonly ModelPlace[] = unit.models): Problem {
  const building = buildingOf(state, buildingId);
  if (!building) return refuse('no-building', 'There is no enclosed building there.');
  if (unit.status !== 'table') return refuse('not-on-table', `${unit.name} is not on the table.`, 'BF.BLDG.ENTER_6IN');
  if (unit.inBuilding) return refuse('already-inside', `${unit.name} is already inside a building.`, 'BF.BLDG.EXIT_OR_CHANGE_FLOOR');
  for (const base of basesAt(unit, models)) {
    const d = distanceToBuilding(base, building);
    if (!withinAllowance(d, ENTER_DISTANCE))
      return refuse('too-far-from-building', `A model of ${unit.name} is ${d.toFixed(1)}" from the building; every model must be within 6" to go in.`, 'BF.BLDG.ENTER_6IN', [base.id]);
  }
  const inside = unitsInside(state, buildingId);
  const enemy = inside.find((u) => isEnemy(state, u.owner, unit.owner));
  if (enemy) return refuse('enemy-inside', `${enemy.name} holds the building; enemies never share a floor.`, 'BF.AMBIG.BUILDINGS');
  const taken = inside.reduce((n, u) => n + u.models.length, 0);
  const capacity = floorCapacity(building);
  if (taken + unit.models.length > capacity)
    return refuse('building-full', `The building holds ${capacity} models and has ${taken} inside: ${unit.name} (${unit.models.length}) does not fit.`, 'BF.BLDG.CAPACITY_ENFORCE');
  return null;
}

/**
 * May the unit inside come out to these places? Leaving takes a Move action
 * (BF.BLDG.EXIT_OR_CHANGE_FLOOR): every model is set down within `allowance` inches (its Move after
 * Shock) of the building's outline, standing legally ({@link placementProblem}: the table, terrain,
 * other bases, 1" from enemies, coherency). Null when it may.
 */
export function exitBuildingProblem(state: BfState, unit: BfUnit, models: readonly ModelPlace[], allowance: number): Problem {
  const building = unit.inBuilding ? buildingOf(state, unit.inBuilding) : undefined;
  if (!building) return refuse('not-inside', `${unit.name} is not inside a building.`, 'BF.BLDG.EXIT_OR_CHANGE_FLOOR');
  const placement = placementProblem(state, unit, models);
  if (placement && placement.code === 'models-mismatch') return placement;
  for (const base of basesAt(unit, models)) {
    const d = distanceToBuilding(base, building);
    if (!withinAllowance(d, allowance))
      return refuse('beyond-move', `A model of ${unit.name} would end ${d.toFixed(1)}" from the building; its Move is ${allowance}".`, 'BF.BLDG.EXIT_OR_CHANGE_FLOOR', [base.id]);
  }
  return placement;
}

/** Spacing of the measuring points along a building's outline, inches. */
const OUTLINE_STEP = 0.5;
/** How far outside the walls the measuring points sit, so that a line out of the building is not stopped by its own wall. */
const OUTLINE_NUDGE = 0.02;
const POINT_RADIUS = 0.01;

/** Points all round the outline, just outside the walls, every ½" or closer. */
export function outlinePoints(building: BfTerrain): Point[] {
  const poly = building.points;
  const out: Point[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!, b = poly[(i + 1) % poly.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    let n = { x: (b.y - a.y) / len, y: -(b.x - a.x) / len };
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    if (pointInPolygon({ x: mid.x + n.x * OUTLINE_NUDGE, y: mid.y + n.y * OUTLINE_NUDGE }, poly)) n = { x: -n.x, y: -n.y };
    const steps = Math.max(1, Math.ceil(len / OUTLINE_STEP));
    for (let k = 0; k < steps; k++) {
      const t = k / steps;
      out.push({ x: a.x + (b.x - a.x) * t + n.x * OUTLINE_NUDGE, y: a.y + (b.y - a.y) * t + n.y * OUTLINE_NUDGE });
    }
  }
  return out;
}

/**
 * Where a unit inside a building is, for measuring range and sight to or from it: tiny markers all
 * round the building's outline (BF.BLDG.WHOLE_FLOOR, BF.AMBIG.BUILDINGS), each of which any model of
 * the unit may shoot from (BF.BLDG.SHOOT_OUT_ANY). The unit's own models, with their bases, when it
 * is not inside. The markers are ids `${unit.id}@${building}:${k}`, not models: they take no hits.
 */
export function buildingModels(state: BfState, unit: BfUnit): PlacedModel[] {
  const building = unit.inBuilding ? buildingOf(state, unit.inBuilding) : undefined;
  if (!building) return unit.models.map((m) => placed(unit, m));
  return outlinePoints(building).map((p, k) => ({ id: `${unit.id}@${building.id}:${k}`, x: p.x, y: p.y, facing: 0, shape: { kind: 'circle', radius: inches(POINT_RADIUS) } }));
}

/**
 * The range between a unit and another, either of them possibly inside a building: from outline to
 * outline, base or outline (BF.BLDG.WHOLE_FLOOR).
 */
export function rangeBetween(state: BfState, a: BfUnit, b: BfUnit): number {
  const pa = buildingModels(state, a), pb = buildingModels(state, b);
  const ba = a.inBuilding ? buildingOf(state, a.inBuilding) : undefined;
  const bb = b.inBuilding ? buildingOf(state, b.inBuilding) : undefined;
  let best = Infinity;
  // Against a building, measure to its outline exactly rather than to the markers.
  if (ba && !bb) for (const m of pb) best = Math.min(best, distanceToBuilding(m, ba));
  else if (bb && !ba) for (const m of pa) best = Math.min(best, distanceToBuilding(m, bb));
  else
    for (const m of pa)
      for (const n of pb) {
        const ra = m.shape.kind === 'circle' ? m.shape.radius : 0, rb = n.shape.kind === 'circle' ? n.shape.radius : 0;
        best = Math.min(best, Math.max(0, Math.hypot(m.x - n.x, m.y - n.y) - ra - rb));
      }
  return best;
}
