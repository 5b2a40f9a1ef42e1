/**
 * The D10 game state seen by the shared geometry module (shared/geometry/index.ts): terrain and units
 * as its Table, and the questions the engine asks of it — line of sight, range between real base
 * shapes, and whether a move is legal. One index is built per state and kept while that state lives.
 */
import { D10_TABLE_RULES } from './table-rules';
import {
  baseShapeFromSpec,
  checkMove,
  cohesion,
  cohesive,
  DIFFICULT_CAP,
  ENEMY_GAP,
  unitCanTarget,
  unitDistance,
  type CohesionResult,
  type MoveCode,
  type MoveRules,
  type PlacedModel,
  type Point as GeoPoint,
  type Table,
  type TableIndex,
  type TableUnit,
  type TerrainPiece,
} from '../../geometry/index';
import type { D10State, Terrain, UnitState } from './state';
import { perList } from '../../core/memo';
import { TableIndexCache } from '../../geometry/index-cache';
import type { Refusal } from '../../core/ruleset';
import { refuse } from '../../core/refusal';

function piece(t: Terrain): TerrainPiece {
  return t.kind === 'blocking'
    ? { id: t.id, kind: 'building', polygon: t.points, blocksSight: true, impassable: true, difficult: false, cover: 'hard' }
    : { id: t.id, kind: 'ruins', polygon: t.points, blocksSight: false, impassable: false, difficult: true, cover: 'none' };
}

// Converted once per terrain list: the board asks again on every frame of a move.
const pieces = perList(piece);

/** The table's terrain as the geometry module sees it (one list per terrain list, kept). */
export const terrainPieces = (s: D10State): readonly TerrainPiece[] => pieces(s.table.terrain);

export function tableUnit(u: UnitState): TableUnit {
  return { id: u.id, side: u.side, models: basesOf(u) };
}

/** One of the unit's models as a base on the table, at a given spot. */
export function placedModel(u: UnitState, m: { id: string; x: number; y: number; facing: number }): PlacedModel {
  return { id: m.id, x: m.x, y: m.y, facing: m.facing, shape: baseShapeFromSpec(u.base) };
}

/** Some of the unit's models (all of them unless given) as bases on the table, where they stand. */
export function basesOf(u: UnitState, models: readonly { id: string; x: number; y: number; facing: number }[] = u.models): PlacedModel[] {
  const shape = baseShapeFromSpec(u.base);
  return models.map((m) => ({ id: m.id, x: m.x, y: m.y, facing: m.facing, shape }));
}

/**
 * D10.COHESION.SQUARE_6 and D10.COHESION.LINK_1 (D10.AMBIG.COHESION) on the real bases, as a move
 * judges them: whether these models of the unit (all of them unless given) hold together.
 */
export function holdsTogether(u: UnitState, models?: readonly { id: string; x: number; y: number; facing: number }[]): boolean {
  return cohesive(basesOf(u, models), 'square');
}

/** The same judgement with the problems found, for a refusal to name. */
export function cohesionOf(u: UnitState, models?: readonly { id: string; x: number; y: number; facing: number }[]): CohesionResult {
  return cohesion(basesOf(u, models), 'square');
}

/** How the rules name each model of a unit to a player: "model 2 of Howler Pack" (a lone model by its unit's name). */
export function modelNames(u: UnitState): Record<string, string> {
  const out: Record<string, string> = {};
  u.models.forEach((m, i) => {
    const n = Number(/#(\d+)$/.exec(m.id)?.[1] ?? i + 1);
    out[m.id] = u.models.length === 1 && u.initialModels === 1 ? u.name : `Model ${n} of ${u.name}`;
  });
  return out;
}

/** D10.ENGAGE.ONE_INCH, D10.MOVE.STOP_WITHIN_1, D10.MOVE.DIFFICULT_6, D10.COHESION.ALWAYS as the geometry takes them. */
export function moveRules(mode: 'move' | 'advance' | 'charge'): MoveRules {
  return mode === 'charge' ? { enemyGap: 0, stopAtEnemyGap: false, cohesion: 'square' } : { enemyGap: ENEMY_GAP, stopAtEnemyGap: true, difficultCap: DIFFICULT_CAP, cohesion: 'square' };
}

export function geoTable(s: D10State): Table {
  return {
    width: s.table.width,
    height: s.table.height,
    terrain: [...terrainPieces(s)],
    units: s.order.map((id) => s.units[id]!).filter((u) => u.status === 'table' && u.models.length > 0).map(tableUnit),
  };
}

function signature(s: D10State): string {
  let key = `${s.table.terrain.length}|`;
  for (const id of s.order) {
    const u = s.units[id]!;
    if (u.status !== 'table') continue;
    for (const m of u.models) key += `${m.x.toFixed(4)},${m.y.toFixed(4)};`;
  }
  return key;
}

const indexes = new TableIndexCache<D10State>((s) => ({ game: s.table.terrain, signature: signature(s), table: () => geoTable(s) }));

export function indexOf(s: D10State): TableIndex {
  return indexes.indexOf(s);
}

/** D10.LOS.* with D10.AMBIG.LOS_UNIT: some line from a firing model to a target model is clear. */
export function sees(s: D10State, shooter: UnitState, target: UnitState): boolean {
  return unitCanTarget(indexOf(s), tableUnit(shooter), tableUnit(target), D10_TABLE_RULES);
}

/** D10.RANGE.NEAREST_MODELS between the real base shapes. */
export function gap(a: UnitState, b: UnitState): number {
  return unitDistance(tableUnit(a).models, tableUnit(b).models);
}

/** The geometric legality of a move (terrain, other units, the 1" rule, cohesion): a reason, or null. */
export function geoMoveProblem(s: D10State, u: UnitState, allowance: number, mode: 'move' | 'advance', paths: Record<string, GeoPoint[]>, facings: Record<string, number> = {}): Refusal | null {
  const result = checkMove(indexOf(s), { unitId: u.id, paths, facings, allowance, mode, rules: moveRules(mode), names: modelNames(u) });
  if (result.ok) return null;
  const [code, rule] = MOVE_REFUSALS[result.code] ?? [result.code, undefined];
  return refuse(code, result.reason.charAt(0).toUpperCase() + result.reason.slice(1), typeof rule === 'function' ? rule(mode) : rule, result.modelId ? [result.modelId] : []);
}

/** The geometry's verdict on a move as this ruleset's refusal: its code and the rule that refuses it. */
const MOVE_REFUSALS: Partial<Record<MoveCode, [string, string | ((mode: 'move' | 'advance') => string)]>> = {
  'too-far': ['too-far', (mode) => (mode === 'move' ? 'D10.MOVE.MOVE_6' : 'D10.MOVE.ADVANCE_12')],
  'difficult-terrain': ['difficult-terrain', 'D10.MOVE.DIFFICULT_6'],
  impassable: ['impassable', 'D10.TERRAIN.BLOCKING_IMPASSABLE'],
  'through-unit': ['through-unit', 'D10.MOVE.NO_PASS_THROUGH'],
  'enemy-within-1': ['too-close-to-enemy', 'D10.ENGAGE.ONE_INCH'],
  cohesion: ['out-of-cohesion', 'D10.COHESION.ALWAYS'],
};
