/**
 * What stands in the way when one unit cannot see another, to tell a player why ("no line of sight —
 * blocking terrain in the way"): the sight-blocking terrain and the other units, as the ruleset's
 * sight rules count them (los.ts, sightRules), that cross the line between the centres of the two
 * nearest bases. This explains a refusal; it does not decide one — unitCanTarget does. A unit hidden
 * by obstacles that all stand off that line gets an empty answer, and the screen says so plainly.
 */
import { nearestPair } from './distance';
import { losTerrain, sightRules } from './los';
import type { TableRules } from './table-rules';
import { pointSegmentDistance, segmentPolygonDistance } from './polygon';
import { boundingRadius } from './shapes';
import type { TableIndex, TableUnit, TerrainPiece } from './table';

export interface Obstructions {
  terrain: TerrainPiece[];
  /** Ids of the units whose bases stand on the line. */
  units: string[];
}

export function sightObstructions(index: TableIndex, shooter: TableUnit, target: TableUnit, tableRules: TableRules): Obstructions {
  const pair = nearestPair(shooter.models, target.models);
  if (!pair) return { terrain: [], units: [] };
  const a = pair.from, b = pair.to;
  const box: [number, number, number, number] = [Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y)];
  const rules = sightRules({ rules: tableRules, shooterUnitId: shooter.id, targetUnitId: target.id, shooterSide: shooter.side });
  const terrain = index
    .terrainIn(...box)
    .map((t) => t.piece)
    .filter((piece) => losTerrain(piece) === 'block' && segmentPolygonDistance(a, b, piece.polygon) === 0);
  const units = new Set<string>();
  for (const { model, unit } of index.modelsIn(box[0] - 3, box[1] - 3, box[2] + 3, box[3] + 3)) {
    if (units.has(unit.id) || !rules.unitBlocks(unit)) continue;
    if (pointSegmentDistance(model, a, b) < boundingRadius(model.shape)) units.add(unit.id);
  }
  return { terrain, units: [...units] };
}

