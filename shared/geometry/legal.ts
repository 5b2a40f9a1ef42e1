/**
 * Where a base may stand: on the table, off impassable terrain, clear of other bases. Shared by
 * movement, charges, retreats and formations.
 */
import { type PlacedModel, bboxOf, coreOf } from './shapes';
import type { TableIndex, TerrainPiece } from './table';
import { coreDistance, modelDistance } from './distance';
import { pointInPolygon, signedDistance } from './polygon';

/** Overlap tolerance: bases may touch (base contact) but not overlap. */
export const TOUCH = 1e-7;

/** Whether the base's interior overlaps the piece's interior (touching its edge does not count). */
export function baseOverlapsPiece(model: PlacedModel, piece: TerrainPiece): boolean {
  if (model.shape.kind === 'circle') return signedDistance(model, piece.polygon) < model.shape.radius - TOUCH;
  if (model.shape.kind === 'oval') {
    // Seen in the oval's own frame with its axes scaled to 1, the oval is the unit disc and the
    // piece is still a polygon (an affine map keeps what meets what): overlap is then a distance.
    const { rx, ry } = model.shape;
    const right = { x: Math.cos(model.facing), y: -Math.sin(model.facing) };
    const ahead = { x: Math.sin(model.facing), y: Math.cos(model.facing) };
    const local = piece.polygon.map((q) => {
      const dx = q.x - model.x, dy = q.y - model.y;
      return { x: (dx * right.x + dy * right.y) / rx, y: (dx * ahead.x + dy * ahead.y) / ry };
    });
    return signedDistance({ x: 0, y: 0 }, local) < 1 - TOUCH / Math.min(rx, ry);
  }
  // Hulls and ovals: shrink the hull a hair so that touching the edge is not overlapping.
  const core = coreOf({ ...model, shape: shrunk(model.shape) });
  if (pointInPolygon(model, piece.polygon)) return true;
  if (piece.polygon.some((p) => pointInPolygon(p, core.points))) return true;
  for (let i = 0; i < piece.polygon.length; i++) {
    const a = piece.polygon[i]!, b = piece.polygon[(i + 1) % piece.polygon.length]!;
    if (coreDistance(core, { points: [a, b], radius: 0 }) === 0) return true;
  }
  return false;
}

/** Whether the whole base is on the table. */
export function onTable(model: PlacedModel, width: number, height: number): boolean {
  const [minX, minY, maxX, maxY] = bboxOf(model);
  return minX >= -TOUCH && minY >= -TOUCH && maxX <= width + TOUCH && maxY <= height + TOUCH;
}

/** Other bases (not in `ignoreUnits`) that this base overlaps. */
export function overlappedModels(index: TableIndex, model: PlacedModel, ignoreUnits: ReadonlySet<string>): PlacedModel[] {
  const [minX, minY, maxX, maxY] = bboxOf(model);
  const out: PlacedModel[] = [];
  for (const e of index.modelsIn(minX, minY, maxX, maxY)) {
    if (ignoreUnits.has(e.unit.id) || e.model.id === model.id) continue;
    if (overlaps(model, e.model)) out.push(e.model);
  }
  return out;
}

/** Two bases overlap when they share interior: touching rims is base contact, not overlap. */
export function overlaps(a: PlacedModel, b: PlacedModel): boolean {
  if (a.shape.kind === 'circle' && b.shape.kind === 'circle') {
    // Squared, to spare a square root: moves test this at every tenth of an inch of every path.
    const dx = a.x - b.x, dy = a.y - b.y, reach = a.shape.radius + b.shape.radius - TOUCH;
    return reach > 0 && dx * dx + dy * dy < reach * reach;
  }
  if (modelDistance(a, b) > 0) return false;
  // Hulls and ovals: treat as overlapping when the bases shrunk slightly still meet.
  const shrink = (m: PlacedModel): PlacedModel => ({ ...m, shape: shrunk(m.shape) });
  return modelDistance(shrink(a), shrink(b)) === 0;
}

function shrunk(s: PlacedModel['shape']): PlacedModel['shape'] {
  const k = 1e-4;
  switch (s.kind) {
    case 'circle':
      return { kind: 'circle', radius: (s.radius - k) as typeof s.radius };
    case 'oval':
      return { kind: 'oval', rx: (s.rx - k) as typeof s.rx, ry: (s.ry - k) as typeof s.ry };
    case 'rect':
      return { kind: 'rect', halfWidth: (s.halfWidth - k) as typeof s.halfWidth, halfDepth: (s.halfDepth - k) as typeof s.halfDepth };
  }
}

/** Impassable pieces the base overlaps (D10.TERRAIN.BLOCKING_IMPASSABLE). */
export function impassableUnder(index: TableIndex, model: PlacedModel): TerrainPiece[] {
  const [minX, minY, maxX, maxY] = bboxOf(model);
  return index
    .terrainIn(minX, minY, maxX, maxY)
    .filter((t) => t.piece.impassable && baseOverlapsPiece(model, t.piece))
    .map((t) => t.piece);
}

/** Why a base may not stand where it is: off the table, on impassable terrain, or on another base. */
export type StandingProblem = 'off-table' | 'impassable' | 'overlap';

/** Why the base may not stand here, or undefined when it may. */
export function standingProblem(index: TableIndex, model: PlacedModel, ignoreUnits: ReadonlySet<string>): StandingProblem | undefined {
  if (!onTable(model, index.table.width, index.table.height)) return 'off-table';
  if (impassableUnder(index, model).length > 0) return 'impassable';
  if (overlappedModels(index, model, ignoreUnits).length > 0) return 'overlap';
  return undefined;
}
