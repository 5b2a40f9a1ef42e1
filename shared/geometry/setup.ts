/**
 * Table setup: deployment zones (D10.DEPLOY.* with D10.AMBIG.DEPLOY_GEOMETRY), objective control
 * (D10.OBJ.RADIUS_3, D10.OBJ.CONTROL, D10.OBJ.CONTESTED with D10.AMBIG.OBJECTIVE_CONTROL) and the
 * placement rules for terrain (D10.SETUP.TERRAIN_EDGE_6) and objectives (D10.OBJ.EDGE_12,
 * D10.OBJ.SPACING_12, D10.OBJ.CLEAR_OF_UNITS_3).
 */
import { type PlacedModel, outlineOf } from './shapes';
import type { Table, TableUnit, TerrainPiece } from './table';
import { distanceToPoint } from './distance';
import { pointBoundaryDistance, pointInPolygon, polygonBBox, signedDistance } from './polygon';
import { type Point, EPS, dist } from './units';
import { atLeast, shortOfText } from './measure';

export type DeploymentKind = 'standard' | 'diagonal' | 'dawn-of-war';

export interface DeploymentZone {
  side: 0 | 1;
  kind: DeploymentKind;
  polygon: Point[];
}

const rect = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/**
 * The two players' zones. Side 0 deploys at y = 0, side 1 at y = height. Standard: within 12" of
 * the own edge and at least 6" from the centre line; Dawn of War: within 6"; Diagonal: the 12"×12"
 * square in side 0's corner (0,0) and side 1's opposite corner.
 */
export function deploymentZones(kind: DeploymentKind, width: number, height: number): [DeploymentZone, DeploymentZone] {
  if (kind === 'diagonal') {
    const s = Math.min(12, width / 2, height / 2);
    return [
      { side: 0, kind, polygon: rect(0, 0, s, s) },
      { side: 1, kind, polygon: rect(width - s, height - s, width, height) },
    ];
  }
  // D10.DEPLOY.STANDARD_CENTER_6 is checked even though it only bites on tables under 36" deep.
  const depth = Math.max(0, Math.min(kind === 'standard' ? 12 : 6, height / 2 - 6));
  return [
    { side: 0, kind, polygon: rect(0, 0, width, depth) },
    { side: 1, kind, polygon: rect(0, height - depth, width, height) },
  ];
}

/** Wholly within (D10.AMBIG.DEPLOY_GEOMETRY): every part of the base inside the zone; touching its line counts. */
export function inZone(model: PlacedModel, zone: DeploymentZone | Point[]): boolean {
  const polygon = Array.isArray(zone) ? zone : zone.polygon;
  if (model.shape.kind === 'circle')
    return pointInPolygon(model, polygon) && pointBoundaryDistance(model, polygon) >= model.shape.radius - EPS;
  return outlineOf(model, 32).every((p) => signedDistance(p, polygon) <= EPS);
}

/** D10.OBJ.RADIUS_3 */
export const OBJECTIVE_RADIUS = 3;

export interface ObjectiveControl {
  controller: 0 | 1 | null;
  contested: boolean;
  /** Which sides have a model within the radius. */
  present: [boolean, boolean];
}

/**
 * D10.AMBIG.OBJECTIVE_CONTROL: a side is present when any of its models is within `radius` of the
 * marker's centre, measured to the nearest edge of the base, 3" exactly counting. One side present
 * controls it; both present contest it; Shaken units count like any other.
 */
export function objectiveControl(objective: Point, units: readonly TableUnit[], radius = OBJECTIVE_RADIUS): ObjectiveControl {
  const present: [boolean, boolean] = [false, false];
  for (const u of units) if (!present[u.side] && u.models.some((m) => distanceToPoint(m, objective) <= radius + EPS)) present[u.side] = true;
  const contested = present[0] && present[1];
  const controller = contested ? null : present[0] ? 0 : present[1] ? 1 : null;
  return { controller, contested, present };
}

export interface PlacementCheck {
  ok: boolean;
  /** Sentences a player understands, one per broken rule. */
  reasons: string[];
}

/** D10.SETUP.TERRAIN_EDGE_6: every part of the piece at least 6" from every table edge. */
export function checkTerrainPlacement(piece: TerrainPiece, table: Pick<Table, 'width' | 'height'>): PlacementCheck {
  const [minX, minY, maxX, maxY] = polygonBBox(piece.polygon);
  const edges: Array<[string, number]> = [
    ['left', minX],
    ['bottom (side 0)', minY],
    ['right', table.width - maxX],
    ['top (side 1)', table.height - maxY],
  ];
  const reasons = edges
    .filter(([, d]) => !atLeast(d, 6))
    .map(([edge, d]) => `The ${piece.kind} is ${shortOfText(d, 6)}" from the ${edge} edge; terrain must be at least 6" from every edge.`);
  return { ok: reasons.length === 0, reasons };
}

/** D10.OBJ.EDGE_12, D10.OBJ.SPACING_12, D10.OBJ.CLEAR_OF_UNITS_3. */
export function checkObjectivePlacement(p: Point, objectives: readonly Point[], table: Pick<Table, 'width' | 'height' | 'units'>): PlacementCheck {
  const reasons: string[] = [];
  const edge = Math.min(p.x, p.y, table.width - p.x, table.height - p.y);
  if (!atLeast(edge, 12)) reasons.push(`The objective is ${shortOfText(edge, 12)}" from a table edge; it must be at least 12".`);
  for (const o of objectives) {
    if (o.x === p.x && o.y === p.y && o === p) continue;
    const d = dist(o, p);
    if (!atLeast(d, 12)) reasons.push(`The objective is ${shortOfText(d, 12)}" from another objective; they must be at least 12" apart.`);
  }
  const near = table.units.find((u) => u.models.some((m) => distanceToPoint(m, p) <= 3 + EPS));
  if (near) reasons.push(`Unit ${near.id} is within 3" of the spot; objectives must be placed more than 3" from every unit.`);
  return { ok: reasons.length === 0, reasons };
}
