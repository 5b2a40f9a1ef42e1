/**
 * The mission's geometry as the table screen uses it: deployment zones to draw and check against,
 * and the placement checks for objectives and terrain. Every answer is the rules core's
 * (shared/geometry setup); this file only shapes it for drawing and for words.
 */
import type { PlacedModel, Point, Table } from '../../../shared/geometry/index';
import { deploymentZones, inZone, checkObjectivePlacement, checkTerrainPlacement } from '../../../shared/geometry/index';
import type { DeploymentType, Plan, Side } from './plan';
import { terrainPiece } from './table-adapter';

export interface Zone {
  side: Side;
  polygon: Point[];
}

export const DEPLOYMENT_LABELS: Record<DeploymentType, string> = {
  standard: 'Standard (12″ deep)',
  diagonal: 'Diagonal (corners)',
  'dawn-of-war': 'Dawn of War (6″ deep)',
};

export function zonesOf(plan: Pick<Plan, 'deployment' | 'table'>): Zone[] {
  const zones = deploymentZones(plan.deployment, plan.table.width, plan.table.height);
  return zones.map((zone, side) => ({ side: side as Side, polygon: zone.polygon }));
}

/** D10.AMBIG.DEPLOY_GEOMETRY: every model wholly within its player's zone. */
export function modelInZone(model: PlacedModel, side: Side, plan: Pick<Plan, 'deployment' | 'table'>): boolean {
  return inZone(model, deploymentZones(plan.deployment, plan.table.width, plan.table.height)[side]);
}

/** D10.OBJ.EDGE_12, D10.OBJ.SPACING_12, D10.OBJ.CLEAR_OF_UNITS_3: what is wrong with this objective, in words. */
export function objectiveProblems(plan: Plan, id: string, table: Table, unitName: (key: string) => string): string[] {
  const objective = plan.objectives.find((o) => o.id === id);
  if (!objective) return [];
  const others = plan.objectives.filter((o) => o.id !== id).map((o) => ({ x: o.x, y: o.y }));
  const check = checkObjectivePlacement({ x: objective.x, y: objective.y }, others, table);
  // The core names units by id; the player knows them by name.
  return check.reasons.map((r) => r.replace(/^Unit (\S+) is/, (_, key: string) => `${unitName(key)} is`));
}

/** D10.SETUP.TERRAIN_EDGE_6: what is wrong with where this piece stands, in words. */
export function terrainProblems(plan: Plan, id: string, table: Table): string[] {
  const piece = plan.terrain.find((t) => t.id === id);
  if (!piece) return [];
  return checkTerrainPlacement(terrainPiece(piece), table).reasons;
}
