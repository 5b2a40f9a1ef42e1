/**
 * Turns the plan into the rules core's picture of the table (geometry `Table`): terrain footprints
 * with what their rules type means for sight and movement, and units as placed bases. Every
 * distance, sight line and verdict the screen shows is asked of the core with this.
 */
import type { PlacedModel } from '../../../shared/geometry/shapes';
import type { Table, TableUnit, TerrainPiece } from '../../../shared/geometry/table';
import { type Plan, type PlanModel, type PlanTerrain, sideOfKey, terrainOutline } from './plan';
import type { RosterUnit } from './roster';
import { pieceType } from './terrain-catalog';
import { perList } from '../../../shared/core/memo';

export function terrainPiece(piece: PlanTerrain): TerrainPiece {
  // What the players agreed the piece counts as, which may not be its kind's usual type.
  const type = pieceType(piece);
  return {
    id: piece.id,
    kind: piece.kind,
    polygon: terrainOutline(piece).map(([x, y]) => ({ x, y })),
    // D10.TERRAIN.BLOCKING_LOS / BLOCKING_IMPASSABLE / AREA_DIFFICULT / OPEN; D10.AMBIG.COVER: only
    // blocking terrain stops sight in this ruleset.
    blocksSight: type.rules === 'blocking',
    impassable: type.rules === 'blocking',
    difficult: type.rules === 'area',
    obstacle: type.rules === 'obstacle',
    cover: type.cover,
  };
}

export function placedModels(unit: RosterUnit, models: readonly PlanModel[]): PlacedModel[] {
  return models.map((m, i) => ({ id: `${unit.key}#${i}`, x: m.x, y: m.y, facing: m.facing, shape: unit.shape }));
}

export function tableUnit(unit: RosterUnit, models: readonly PlanModel[]): TableUnit {
  return { id: unit.key, side: sideOfKey(unit.key), models: placedModels(unit, models) };
}

// One list per plan terrain list: moving a unit keeps the plan's terrain, and with it the core's
// grown terrain and the reach overlays worked out around it.
/** The plan's terrain as the core sees it, the same list while the plan's terrain is unchanged. */
export const terrainPieces: (terrain: readonly PlanTerrain[]) => TerrainPiece[] = perList(terrainPiece);

/** The core's table for a plan; units whose army is no longer loaded are left out. */
export function tableOf(plan: Plan, roster: ReadonlyMap<string, RosterUnit>): Table {
  const units: TableUnit[] = [];
  for (const placed of plan.units) {
    const unit = roster.get(placed.key);
    if (unit) units.push(tableUnit(unit, placed.models));
  }
  return { width: plan.table.width, height: plan.table.height, terrain: terrainPieces(plan.terrain), units };
}
