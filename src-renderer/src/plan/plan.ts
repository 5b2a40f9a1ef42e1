/**
 * A deployment plan as plain, serialisable data: the table, its terrain, the mission (deployment
 * map and objectives), both armies and where every model stands. Nothing here is a Konva node:
 * the canvas is drawn from this, never the other way round. Positions and sizes are inches.
 */
import { tableRulesOf } from '../../../shared/rulesets/index';
import type { TerrainKind, TerrainOverride } from './terrain-catalog';
import { pointInPolygon } from '../../../shared/geometry/polygon';

export const PLAN_VERSION = 1;

export type DeploymentType = 'standard' | 'diagonal' | 'dawn-of-war';
export type Side = 0 | 1;

export interface TableSize {
  width: number;
  height: number;
}

/**
 * A terrain piece. `rules` and `cover`, when present, are what the players agreed this piece counts
 * as instead of its kind's (terrain-catalog.ts `pieceType`); a piece without them reads as its kind.
 */
export interface PlanTerrain extends TerrainOverride {
  id: string;
  kind: TerrainKind;
  /** Centre, inches from the table's top-left corner. */
  x: number;
  y: number;
  /** Degrees clockwise. */
  rotation: number;
  /** Outline around the centre before rotation, inches. */
  points: [number, number][];
}

export interface PlanObjective {
  id: string;
  x: number;
  y: number;
}

export interface PlanModel {
  x: number;
  y: number;
  /** Radians, the rules core's convention: 0 faces +y (down the screen, toward player 2's edge). */
  facing: number;
}

export interface PlanUnit {
  /** `${side}/${uid}`: two armies may both have a unit called "u1". */
  key: string;
  models: PlanModel[];
}

export interface PlanArmy {
  /** Display name of the list. */
  name: string;
  /** The army file as JSON text, so a saved plan reopens without the library. */
  file: string;
}

export interface Plan {
  version: typeof PLAN_VERSION;
  name: string;
  ruleset: string;
  table: TableSize;
  terrain: PlanTerrain[];
  deployment: DeploymentType;
  objectives: PlanObjective[];
  armies: [PlanArmy | null, PlanArmy | null];
  /** Units on the table; a unit in neither this nor `reserves` is still waiting to deploy. */
  units: PlanUnit[];
  /** Unit keys declared in reserve (D10.RESERVE.DECLARE). */
  reserves: string[];
  /** The player who deploys first (D10.SETUP.DEPLOY_FIRST: the one who will activate second). */
  firstToDeploy: Side;
}

export const TABLE_PRESETS: readonly { label: string; size: TableSize }[] = [
  { label: '48″ × 48″ (4′×4′)', size: { width: 48, height: 48 } },
  { label: '72″ × 48″ (6′×4′)', size: { width: 72, height: 48 } },
  { label: '48″ × 36″ (4′×3′)', size: { width: 48, height: 36 } },
];

/** A new plan, for the flagship ruleset (the registry's first) unless another is named. */
export function emptyPlan(ruleset = tableRulesOf()!.id): Plan {
  return {
    version: PLAN_VERSION,
    name: 'New plan',
    ruleset,
    table: { width: 48, height: 48 },
    terrain: [],
    deployment: 'standard',
    objectives: [],
    armies: [null, null],
    units: [],
    reserves: [],
    firstToDeploy: 0,
  };
}

export function unitKey(side: Side, uid: string): string {
  return `${side}/${uid}`;
}

export function sideOfKey(key: string): Side {
  return key.startsWith('1/') ? 1 : 0;
}

/** A short id, unique enough within one plan. */
export function newId(prefix: string, taken: readonly { id: string }[]): string {
  let n = taken.length + 1;
  while (taken.some((t) => t.id === `${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** The most corners a terrain piece may have: enough for any outline, few enough to read a file fast. */
export const MAX_TERRAIN_CORNERS = 64;

/** The corners of a terrain piece on the table, inches, after rotation. */
export function terrainOutline(piece: PlanTerrain): [number, number][] {
  const a = (piece.rotation * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return piece.points.map(([x, y]) => [piece.x + x * c - y * s, piece.y + x * s + y * c]);
}

/** A table point in the piece's own frame (inches around its centre, before rotation): terrainOutline undone. */
export function pieceFrame(piece: PlanTerrain, x: number, y: number): [number, number] {
  const a = (-piece.rotation * Math.PI) / 180;
  const dx = x - piece.x;
  const dy = y - piece.y;
  return [dx * Math.cos(a) - dy * Math.sin(a), dx * Math.sin(a) + dy * Math.cos(a)];
}

/**
 * Where a piece's name is written: its centre when that lies on the piece, otherwise the middle of
 * the widest stretch of the piece along the centre's row, so a piece reshaped into an L or a C
 * still carries its name on itself.
 */
export function terrainLabelPoint(piece: PlanTerrain): { x: number; y: number } {
  const outline = terrainOutline(piece).map(([x, y]) => ({ x, y }));
  const centre = { x: piece.x, y: piece.y };
  if (outline.length < 3 || pointInPolygon(centre, outline)) return centre;
  const crossings: number[] = [];
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i]!, b = outline[j]!;
    if (a.y > centre.y !== b.y > centre.y) crossings.push(a.x + ((centre.y - a.y) / (b.y - a.y)) * (b.x - a.x));
  }
  crossings.sort((p, q) => p - q);
  let best: { x: number; width: number } | undefined;
  for (let k = 0; k + 1 < crossings.length; k += 2) {
    const width = crossings[k + 1]! - crossings[k]!;
    if (!best || width > best.width) best = { x: (crossings[k]! + crossings[k + 1]!) / 2, width };
  }
  if (best) return { x: best.x, y: centre.y };
  // The row misses the piece (it was dragged off its centre entirely): the mean of its corners.
  return { x: outline.reduce((t, p) => t + p.x, 0) / outline.length, y: outline.reduce((t, p) => t + p.y, 0) / outline.length };
}
