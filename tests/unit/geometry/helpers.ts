/** Small builders for geometry tests: bases, terrain and tables in a line or two each. */
import {
  type PlacedModel,
  type Point,
  type Table,
  type TableUnit,
  type TerrainPiece,
  buildTableIndex,
  inches,
  roundBase,
} from '../../../shared/geometry/index';

/** A round base of `mm` diameter (default 25 mm) centred at (x, y), facing +y. */
export const round = (id: string, x: number, y: number, mm = 25, facing = 0): PlacedModel => ({ id, x, y, facing, shape: roundBase(mm) });

/** A model with a 1" diameter base (radius ½"), which keeps edge-to-edge arithmetic easy. */
export const inch = (id: string, x: number, y: number, facing = 0): PlacedModel => ({
  id,
  x,
  y,
  facing,
  shape: { kind: 'circle', radius: inches(0.5) },
});

export const hull = (id: string, x: number, y: number, halfWidth: number, halfDepth: number, facing = 0): PlacedModel => ({
  id,
  x,
  y,
  facing,
  shape: { kind: 'rect', halfWidth: inches(halfWidth), halfDepth: inches(halfDepth) },
});

export const unit = (id: string, side: 0 | 1, models: PlacedModel[]): TableUnit => ({ id, side, models });

export const box = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

type Kind = 'building' | 'wall' | 'forest' | 'ruins' | 'hedge' | 'road' | 'bunker';

/** Terrain with the usual traits of its kind. */
export function terrain(id: string, kind: Kind, polygon: Point[], extra: Partial<TerrainPiece> = {}): TerrainPiece {
  const traits: Record<Kind, Omit<TerrainPiece, 'id' | 'kind' | 'polygon'>> = {
    building: { blocksSight: true, impassable: true, difficult: false, cover: 'hard' },
    wall: { blocksSight: true, impassable: true, difficult: false, cover: 'hard', obstacle: true },
    forest: { blocksSight: false, impassable: false, difficult: true, cover: 'soft' },
    ruins: { blocksSight: false, impassable: false, difficult: true, cover: 'hard' },
    hedge: { blocksSight: false, impassable: false, difficult: false, cover: 'soft', obstacle: true },
    road: { blocksSight: false, impassable: false, difficult: false, cover: 'none' },
    bunker: { blocksSight: false, impassable: false, difficult: false, cover: 'fortified' },
  };
  return { id, kind, polygon, ...traits[kind], ...extra };
}

export function table(units: TableUnit[], terrainPieces: TerrainPiece[] = [], width = 48, height = 48): Table {
  return { width, height, terrain: terrainPieces, units };
}

export const indexOf = (units: TableUnit[], terrainPieces: TerrainPiece[] = [], width = 48, height = 48) =>
  buildTableIndex(table(units, terrainPieces, width, height));
