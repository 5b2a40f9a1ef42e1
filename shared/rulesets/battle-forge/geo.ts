/**
 * The Battle Forge table as the shared geometry sees it: terrain as pieces, units as bases, and the
 * questions the engine asks — distances, sight (more than a third of a model seen, BF.LOS.ONE_THIRD),
 * cover with negative cover (BF.COVER.*), moves (BF.MOVE.*), charges, and the flight of a broken unit
 * (BF.BREAK.FLEE_6IN).
 *
 * The geometry knows two sides. In a game of three or four players each question is asked from one
 * seat's side of the table: that seat's units are one side and every other player's the other.
 */
import { buildTableIndex } from '../../geometry/table';
import {
  coverOf,
  retreat,
  roundBase,
  unitCanTarget,
  unitDistance,
  unitLineOfSight,
  type PlacedModel,
  type Table,
  type TableIndex,
  type TableUnit,
  type TerrainPiece,
} from '../../geometry/index';
import { perList } from '../../core/memo';
import { buildingModels, buildingOf } from './buildings';
import { BATTLE_FORGE_TABLE_RULES } from './table-rules';
import type { BfModel, BfState, BfTerrain, BfUnit, Side } from './state';

function piece(t: BfTerrain): TerrainPiece {
  const base = { id: t.id, polygon: t.points, difficult: t.difficult === true };
  switch (t.kind) {
    case 'blocking':
      return { ...base, kind: 'building', blocksSight: true, impassable: true, cover: t.cover };
    case 'building':
      // BF.BLDG.WHOLE_FLOOR: a unit inside occupies the floor; from outside the building blocks sight and moves.
      return { ...base, kind: 'building', blocksSight: true, impassable: true, cover: t.cover === 'none' ? 'hard' : t.cover };
    case 'obstacle':
      return { ...base, kind: 'wall', blocksSight: false, impassable: false, obstacle: true, ...(t.height !== undefined ? { height: t.height } : {}), cover: t.cover };
    case 'road':
      return { ...base, kind: 'road', blocksSight: false, impassable: false, cover: 'none' };
    case 'area':
      // BF.AREA.DESIGNATE, BF.AREA.LOS_MODE with BF.AMBIG.AREA_LOS_DEFAULT: seen into, not through.
      return { ...base, kind: 'forest', blocksSight: false, impassable: false, area: true, seeInto: true, cover: t.cover };
  }
}

/** Terrain with negative cover (BF.COVER.NEGATIVE) is marked so; the kind says the rest. */
function pieceOf(t: BfTerrain): TerrainPiece {
  const p = piece(t);
  return t.negative ? { ...p, negativeCover: true, cover: 'none' } : p;
}

const pieces = perList(pieceOf);

export const terrainPieces = (s: BfState): readonly TerrainPiece[] => pieces(s.terrain);

export function placed(u: BfUnit, m: BfModel): PlacedModel {
  return { id: m.id, x: m.x, y: m.y, facing: m.facing, shape: roundBase(u.baseMm) };
}

export const onTable = (u: BfUnit | undefined): u is BfUnit => u !== undefined && u.status === 'table' && u.models.length > 0;

export function tableUnit(u: BfUnit, seat: Side, models: readonly BfModel[] = u.models): TableUnit {
  return { id: u.id, side: u.owner === seat ? 0 : 1, models: models.map((m) => placed(u, m)) };
}

/**
 * The unit as sight and range see it: its models, or, inside a building, markers all round the
 * building's outline (BF.BLDG.WHOLE_FLOOR, BF.BLDG.SHOOT_OUT_ANY, BF.AMBIG.BUILDINGS).
 */
export function sightUnit(s: BfState, u: BfUnit, seat: Side, models: readonly BfModel[] = u.models): TableUnit {
  return u.inBuilding ? { id: u.id, side: u.owner === seat ? 0 : 1, models: buildingModels(s, u) } : tableUnit(u, seat, models);
}

function table(s: BfState, seat: Side): Table {
  return {
    width: s.scenario.table.width,
    height: s.scenario.table.depth,
    terrain: [...terrainPieces(s)],
    units: s.order.map((id) => s.units[id]!).filter(onTable).map((u) => sightUnit(s, u, seat)),
  };
}

/**
 * What the table index is built from — which units stand on the table, and where each model stands
 * and faces — as a number pair, cheap to work out for every state the opponent tries. Two states
 * with the same pair share an index.
 */
function signature(s: BfState, seat: Side): string {
  let a = 0x811c9dc5 ^ seat;
  let b = 0x9e3779b9 ^ s.terrain.length;
  for (let i = 0; i < s.order.length; i++) {
    const u = s.units[s.order[i]!]!;
    if (!onTable(u)) continue;
    a = Math.imul(a ^ (i + 1) ^ (u.inBuilding ? 0x5bd1e995 : 0), 16777619);
    b = Math.imul(b ^ (u.models.length + 7919 * i), 2246822519);
    for (const m of u.models) {
      const x = Math.round(m.x * 1e4);
      const y = Math.round(m.y * 1e4);
      const f = Math.round(m.facing * 1e3);
      a = Math.imul(a ^ x, 16777619) ^ Math.imul(y, 3266489917);
      b = Math.imul(b ^ y, 2246822519) ^ Math.imul(x + f, 668265263);
      a = Math.imul(a ^ f, 16777619);
    }
  }
  return `${a >>> 0}:${b >>> 0}`;
}

const KEPT = 256;
/** Indexes by terrain list (one per game) and signature, the most recent kept. */
const indexes = new WeakMap<object, Map<string, TableIndex>>();

/** The table index as `seat` sees it: its own units one side, every enemy the other. */
export function indexOf(s: BfState, seat: Side = 0): TableIndex {
  const key = signature(s, seat);
  let family = indexes.get(s.terrain);
  if (!family) indexes.set(s.terrain, (family = new Map()));
  let index = family.get(key);
  if (!index) {
    index = buildTableIndex(table(s, seat));
    family.set(key, index);
    if (family.size > KEPT) family.delete(family.keys().next().value!);
  }
  return index;
}

export const unitsOnTable = (s: BfState): BfUnit[] => s.order.map((id) => s.units[id]!).filter(onTable);

export function enemiesOf(s: BfState, seat: Side): BfUnit[] {
  return unitsOnTable(s).filter((u) => isEnemy(s, u.owner, seat));
}

/** Whether two seats are enemies: different players, not on the same team (BF.TEAM.*). */
export function isEnemy(s: BfState, a: Side, b: Side): boolean {
  if (a === b) return false;
  const teams = s.round.teams;
  return !teams || !teams.some((t) => t.includes(a) && t.includes(b));
}

/** A unit's bases' bounding box, inches. */
function box(u: BfUnit, models: readonly BfModel[]): [number, number, number, number] {
  const r = u.baseMm / 25.4 / 2;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const m of models) {
    x0 = Math.min(x0, m.x - r);
    y0 = Math.min(y0, m.y - r);
    x1 = Math.max(x1, m.x + r);
    y1 = Math.max(y1, m.y + r);
  }
  return [x0, y0, x1, y1];
}

/** Whether the two units' bases may be within `reach` of each other: their boxes are (a quick test before measuring). */
export function mayBeWithin(a: BfUnit, b: BfUnit, reach: number, aModels: readonly BfModel[] = a.models): boolean {
  const [ax0, ay0, ax1, ay1] = box(a, aModels);
  const [bx0, by0, bx1, by1] = box(b, b.models);
  return ax0 - reach <= bx1 && bx0 - reach <= ax1 && ay0 - reach <= by1 && by0 - reach <= ay1;
}

/** The closest distance between the two units' bases, inches. */
export function unitGap(a: BfUnit, b: BfUnit, aModels: readonly BfModel[] = a.models): number {
  return unitDistance(
    aModels.map((m) => placed(a, m)),
    b.models.map((m) => placed(b, m)),
  );
}

/** BF.LOS.REQUIRED, BF.LOS.ONE_THIRD: can any model of the shooter see more than a third of a model of the target? */
export function canSee(s: BfState, shooter: BfUnit, target: BfUnit, models: readonly BfModel[] = shooter.models): boolean {
  return unitCanTarget(indexOf(s, shooter.owner), sightUnit(s, shooter, shooter.owner, models), sightUnit(s, target, shooter.owner), BATTLE_FORGE_TABLE_RULES);
}

/**
 * The target's models the attack may hit: those more than a third seen by some attacking model
 * (BF.SAVE.VALID_MODELS_ONLY). In melee every model of the engaged unit may take hits.
 */
export function visibleModels(s: BfState, shooter: BfUnit, target: BfUnit, models: readonly BfModel[]): string[] {
  const sight = unitLineOfSight(indexOf(s, shooter.owner), sightUnit(s, shooter, shooter.owner, models), sightUnit(s, target, shooter.owner), { rules: BATTLE_FORGE_TABLE_RULES, everyModel: true });
  const share = BATTLE_FORGE_TABLE_RULES.targetShare ?? 0;
  return target.models.filter((m) => (sight.perModel[m.id] ?? 0) > share).map((m) => m.id);
}

/** The target's cover against these attacking models and its Save modifier (BF.COVER.*, BF.AMBIG.COVER_DETERMINATION). */
export function coverAgainst(s: BfState, attacker: BfUnit, target: BfUnit, models: readonly BfModel[]): { level: 'none' | 'soft' | 'hard' | 'fortified' | 'negative'; modifier: number } {
  // A unit inside a building is behind its walls: the building's cover, hard unless the players agreed another.
  const building = target.inBuilding ? buildingOf(s, target.inBuilding) : undefined;
  if (building) return { level: building.cover === 'none' ? 'hard' : building.cover, modifier: 0 };
  const result = coverOf(indexOf(s, attacker.owner), sightUnit(s, attacker, attacker.owner, models), sightUnit(s, target, attacker.owner), BATTLE_FORGE_TABLE_RULES);
  const modifier = result.saveModifier ?? 0;
  return { level: modifier < 0 ? 'negative' : result.cover, modifier };
}

/**
 * BF.BREAK.FLEE_6IN with BF.AMBIG.BREAK_MOVE: each model moves 6" straight away from the closest
 * enemy unit, stopping where terrain, a base or the table edge blocks it. A unit that cannot get
 * clear — a model ends within 1" of that enemy or none can move at all — surrenders (BF.BREAK.SURRENDER).
 */
export function fleeFrom(s: BfState, unit: BfUnit): { positions: Record<string, { x: number; y: number }> } | null {
  // A unit inside a building holds it behind its walls: it takes its Evade token where it is.
  if (unit.inBuilding) return { positions: {} };
  const enemies = enemiesOf(s, unit.owner);
  if (enemies.length === 0) return { positions: {} };
  const closest = enemies.reduce((best, e) => (unitGap(unit, e) < unitGap(unit, best) ? e : best));
  const result = retreat(indexOf(s, unit.owner), unit.id, [closest.id], 6, 1);
  const moved = unit.models.some((m) => {
    const p = result.positions[m.id];
    return p !== undefined && Math.hypot(p.x - m.x, p.y - m.y) > 0.5;
  });
  if (result.slain.length > 0 || !moved) return null;
  return { positions: result.positions };
}
