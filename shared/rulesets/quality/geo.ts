/**
 * The Quality game state seen by the shared geometry module: terrain and units as its Table, and the
 * questions the engine asks — line of sight between two models, cover, and the loser's retreat.
 */
import { QUALITY_TABLE_RULES } from './table-rules';
import { TableIndexCache } from '../../geometry/index-cache';
import {
  coverOf as geoCover,
  lineOfSight,
  retreat as geoRetreat,
  roundBase,
  type PlacedModel,
  type Table,
  type TableIndex,
  type TableUnit,
  type TerrainPiece,
} from '../../geometry/index';
import type { Point, QState, QTerrain, QUnit } from './state';
import { perList } from '../../core/memo';

function piece(t: QTerrain): TerrainPiece {
  // QW.COVER.SOFT_TERRAIN / QW.COVER.HARD_TERRAIN; blocking terrain (buildings) blocks sight and movement.
  return {
    id: t.id,
    kind: t.kind === 'blocking' ? 'building' : t.kind === 'hard' ? 'wall' : 'hedge',
    polygon: t.points,
    blocksSight: t.kind === 'blocking',
    impassable: t.kind === 'blocking',
    difficult: false,
    cover: t.kind === 'soft' ? 'soft' : 'hard',
  };
}

const pieces = perList(piece);

/** The scenario's terrain as the geometry module sees it (one list per terrain list, kept). */
export const terrainPieces = (s: QState): readonly TerrainPiece[] => pieces(s.scenario.terrain);

function model(u: QUnit, m: { id: string; x: number; y: number }): PlacedModel {
  return { id: m.id, x: m.x, y: m.y, facing: 0, shape: roundBase(u.radius * 2 * 25.4) };
}

/** How the rules name each model of a unit to a player: "model 2 of Howler Pack". */
export function qModelNames(u: QUnit): Record<string, string> {
  const out: Record<string, string> = {};
  u.models.forEach((m, i) => {
    const n = Number(/#(\d+)$/.exec(m.id)?.[1] ?? i + 1);
    out[m.id] = u.initialModels === 1 ? u.name : `Model ${n} of ${u.name}`;
  });
  return out;
}

export function tableUnit(u: QUnit, only?: readonly Point[]): TableUnit {
  const models = only ? u.models.filter((m) => only.includes(m)) : u.models;
  return { id: u.id, side: u.side, models: models.map((m) => model(u, m)) };
}

function table(s: QState): Table {
  return {
    width: s.scenario.width,
    height: s.scenario.height,
    terrain: [...terrainPieces(s)],
    units: s.order.map((id) => s.units[id]!).filter((u) => u.status === 'table' && u.models.length > 0).map((u) => tableUnit(u)),
  };
}


function signature(s: QState): string {
  let key = `${s.scenario.terrain.length}|`;
  for (const id of s.order) {
    const u = s.units[id]!;
    if (u.status === 'table') for (const m of u.models) key += `${m.x.toFixed(4)},${m.y.toFixed(4)};`;
  }
  return key;
}

const indexes = new TableIndexCache<QState>((s) => ({ game: s.scenario.terrain, signature: signature(s), table: () => table(s) }));

export function indexOf(s: QState): TableIndex {
  return indexes.indexOf(s);
}

/** QW.LOS.*: can this model of the shooter see that model of the target? */
export function modelSees(s: QState, shooter: QUnit, from: { id: string; x: number; y: number }, target: QUnit, to: { id: string; x: number; y: number }): boolean {
  const result = lineOfSight(indexOf(s), model(shooter, from), model(target, to), { rules: QUALITY_TABLE_RULES, shooterUnitId: shooter.id, targetUnitId: target.id, shooterSide: shooter.side });
  return result.status !== 'blocked';
}

/** QW.COVER.* judged from the attacking models (QW.AMBIG.COVER_VISIBILITY, QW.AMBIG.COVER_MIXED). */
export function cover(s: QState, attacker: QUnit, target: QUnit, from: readonly Point[]): 'none' | 'soft' | 'hard' {
  if (from.length === 0 || target.models.length === 0) return 'none';
  const level = geoCover(indexOf(s), tableUnit(attacker, from), tableUnit(target), QUALITY_TABLE_RULES).cover;
  return level === 'none' ? 'none' : level === 'soft' ? 'soft' : 'hard';
}

/** QW.COMBAT.RETREAT_* with QW.AMBIG.RETREAT: positions after a 3" retreat, and the models slain. */
export function retreatOf(s: QState, loser: QUnit, winners: readonly QUnit[]): { positions: Record<string, Point>; slain: string[] } {
  return geoRetreat(indexOf(s), loser.id, winners.map((w) => w.id), 3, 3);
}
