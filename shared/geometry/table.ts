/**
 * The table as data (terrain footprints and placed units) and a spatial index over it, so every
 * query looks only at the terrain and bases near the line or area it asks about.
 */
import Flatbush from 'flatbush';
import { type PlacedModel, bboxOf, boundingRadius } from './shapes';
import { type BBox, polygonBBox } from './polygon';
import { type Point, norm } from './units';

/** Cover levels from none to the best; each ruleset reads the ones it knows. */
export const COVER_LEVELS = ['none', 'soft', 'hard', 'fortified'] as const;
export type CoverLevel = (typeof COVER_LEVELS)[number];

export interface TerrainPiece {
  id: string;
  /** building, wall, hedge, forest, ruins, rocks, hill, crater, road, river, … */
  kind: string;
  /** Footprint in table inches (a simple polygon, either winding). */
  polygon: Point[];
  /** Lines of sight through it are blocked (D10.LOS.BLOCKING_TERRAIN, D10.TERRAIN.BLOCKING_LOS). */
  blocksSight: boolean;
  /** Models cannot move through it (D10.TERRAIN.BLOCKING_IMPASSABLE). */
  impassable: boolean;
  /** Difficult ground (D10.TERRAIN.AREA_DIFFICULT, D10.MOVE.DIFFICULT_6). */
  difficult: boolean;
  /**
   * A linear obstacle such as a hedge or wall (BF.OBST.DEF): gives cover to units within 2" of it
   * and, unless impassable, may be crossed (BF.OBST.CROSS_TEST).
   */
  obstacle?: boolean;
  /**
   * How tall it stands, in inches. For an obstacle it decides how it is crossed: 2" or lower takes
   * the crossing check, anything taller must be climbed (BF.AMBIG.LOW_OBSTACLE_HEIGHT); 1" or lower
   * makes it a low obstacle (BF.OBST.LOW_DEF). Left out, it is unknown: see `crossable` and
   * `isLowObstacle`.
   */
  height?: number;
  /** The cover it gives (QW.COVER.SOFT_TERRAIN / HARD_TERRAIN, BF.COVER.*). */
  cover: CoverLevel;
  /**
   * Played as area terrain (BF.AREA.DESIGNATE): the players chose to treat the piece as an area
   * (a wood, a crop field, ruins) rather than as its physical shape. `seeInto` then says how sight
   * works through it (BF.AREA.LOS_MODE); `designateArea` sets both.
   */
  area?: boolean;
  /** Area terrain that can be seen into and out of but not through (BF.AREA.LOS_BLOCKING). */
  seeInto?: boolean;
  /** Negative cover such as a moat (BF.COVER.NEGATIVE). */
  negativeCover?: boolean;
}

/** BF.OBST.LOW_DEF: the tallest a "low obstacle" may be, inches. */
export const LOW_OBSTACLE_HEIGHT = 1;
/** BF.OBST.CROSS_TEST: the tallest obstacle crossed with an Initiative check rather than climbed, inches. */
export const CROSSING_HEIGHT = 2;

/**
 * BF.OBST.LOW_DEF with BF.AMBIG.LOW_OBSTACLE_HEIGHT: an obstacle 1" tall or less. Only a piece
 * whose height is known can be low; rules naming low obstacles need the players to have said so.
 */
export const isLowObstacle = (piece: TerrainPiece): boolean =>
  piece.obstacle === true && piece.height !== undefined && piece.height <= LOW_OBSTACLE_HEIGHT;

/**
 * BF.OBST.CROSS_TEST with BF.AMBIG.LOW_OBSTACLE_HEIGHT: an obstacle models may move over by taking
 * the crossing check — not impassable and 2" tall or lower. An obstacle with no height given is
 * taken as the usual hedge or fence, crossable with the check.
 */
export const crossable = (piece: TerrainPiece): boolean =>
  piece.obstacle === true && !piece.impassable && (piece.height ?? 0) <= CROSSING_HEIGHT;

/**
 * BF.AREA.DESIGNATE and BF.AREA.LOS_MODE: the piece played as area terrain. By default it can be
 * seen into and out of but not through (BF.AMBIG.AREA_LOS_DEFAULT); `seeThrough` is the players'
 * choice to let sight pass through it instead.
 */
export function designateArea(piece: TerrainPiece, seeThrough = false): TerrainPiece {
  return { ...piece, area: true, seeInto: !seeThrough };
}

export interface TableUnit {
  id: string;
  side: 0 | 1;
  models: PlacedModel[];
}

export interface Table {
  /** Inches along x. On a 4'×6' table the long (72") edges are the players' edges (D10.AMBIG.DEPLOY_GEOMETRY): width 72, height 48. */
  width: number;
  /** Inches along y; side 0's edge is y = 0, side 1's edge is y = height. */
  height: number;
  terrain: TerrainPiece[];
  units: TableUnit[];
}

export interface ModelEntry {
  model: PlacedModel;
  unit: TableUnit;
  bbox: BBox;
}

export interface TerrainEntry {
  piece: TerrainPiece;
  bbox: BBox;
}

/** The centroid of some models and the radius about it that holds all their bases. */
export function spreadOf(models: readonly PlacedModel[]): { x: number; y: number; r: number } {
  let x = 0, y = 0;
  for (const m of models) {
    x += m.x;
    y += m.y;
  }
  x /= models.length;
  y /= models.length;
  let r = 0;
  for (const m of models) r = Math.max(r, norm(m.x - x, m.y - y) + boundingRadius(m.shape));
  return { x, y, r };
}

/** A unit's spread (`spreadOf`) and the box about its bases' bounding circles. */
export interface UnitReach {
  x: number;
  y: number;
  r: number;
  box: BBox;
}

function reachOfModels(models: readonly PlacedModel[]): UnitReach {
  const box: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const m of models) growBox(box, 0, m.x, m.y, boundingRadius(m.shape));
  const { x, y, r } = spreadOf(models);
  return { x, y, r, box };
}

/** Grows the box at `at` in `box` to hold the circle (x, y, r). */
function growBox(box: BBox | Float64Array, at: number, x: number, y: number, r: number): void {
  if (x - r < box[at]!) box[at] = x - r;
  if (y - r < box[at + 1]!) box[at + 1] = y - r;
  if (x + r > box[at + 2]!) box[at + 2] = x + r;
  if (y + r > box[at + 3]!) box[at + 3] = y + r;
}

/**
 * Each base's centre, bounding radius and bounding box (four to a base), in the order of
 * `TableIndex.models`; and each unit's spread (also in its reach, see `TableIndex.reachOf`), with
 * where its models end in that order.
 */
interface Circles {
  x: Float64Array;
  y: Float64Array;
  r: Float64Array;
  bbox: Float64Array;
  unitX: Float64Array;
  unitY: Float64Array;
  unitR: Float64Array;
  unitEnd: Int32Array;
  /** Each unit's box (four to a unit, see `UnitReach`), and its position in the table (by identity, not by id). */
  unitBox: Float64Array;
  unitAt: Map<TableUnit, number>;
  /** The units' reaches, made as they are asked for. */
  unitReach: Array<UnitReach | undefined>;
  /** The positions of the units with models, and an R-tree over their circles' boxes, in that order. */
  placedUnits: Int32Array;
  unitTree: Flatbush | undefined;
}

function buildIndex(boxes: readonly BBox[]): Flatbush | undefined {
  if (boxes.length === 0) return undefined;
  const index = new Flatbush(boxes.length, 8);
  for (const b of boxes) index.add(b[0], b[1], b[2], b[3]);
  index.finish();
  return index;
}

/**
 * A flatbush R-tree over the terrain footprints and one over every model's base. Build it once per
 * table state; while a unit is dragged, `withUnit` swaps that unit's models in cheaply.
 */
export class TableIndex {
  readonly table: Table;
  readonly terrain: TerrainEntry[];
  readonly models: ModelEntry[];
  readonly units = new Map<string, TableUnit>();
  private readonly terrainTree: Flatbush | undefined;
  // The R-tree over the bases is built on first use: line of sight never asks for it (it gathers
  // unit by unit, `modelsNear`), and while a unit is dragged an index is built at every step.
  private baseTree: { tree: Flatbush | undefined } | undefined;

  /** `sameTerrain`: an index of a table with the same terrain, whose terrain entries and tree are shared. */
  constructor(table: Table, sameTerrain?: TableIndex) {
    this.table = table;
    this.models = [];
    for (const unit of table.units) {
      this.units.set(unit.id, unit);
      for (const model of unit.models) this.models.push({ model, unit, bbox: bboxOf(model) });
    }
    if (sameTerrain) {
      this.terrain = sameTerrain.terrain;
      this.terrainTree = sameTerrain.terrainTree;
      return;
    }
    this.terrain = table.terrain.map((piece) => ({ piece, bbox: polygonBBox(piece.polygon) }));
    this.terrainTree = buildIndex(this.terrain.map((t) => t.bbox));
  }

  unit(id: string): TableUnit | undefined {
    return this.units.get(id);
  }

  /** Terrain whose bounding box meets the box. */
  terrainIn(minX: number, minY: number, maxX: number, maxY: number): TerrainEntry[] {
    return this.terrainAt([minX, minY, maxX, maxY]).map((i) => this.terrain[i]!);
  }

  /** Positions (into `terrain`) of the terrain whose bounding box meets the box. */
  terrainAt(box: Readonly<BBox>): number[] {
    return this.terrainTree?.search(box[0], box[1], box[2], box[3]) ?? [];
  }

  /** Models whose bounding box meets the box. */
  modelsIn(minX: number, minY: number, maxX: number, maxY: number): ModelEntry[] {
    this.baseTree ??= { tree: buildIndex(this.models.map((m) => m.bbox)) };
    return this.baseTree.tree?.search(minX, minY, maxX, maxY).map((i) => this.models[i]!) ?? [];
  }

  /**
   * Positions (into `models`) of the models of units that `blocks` lets through whose bounding
   * circle comes within `R` of the segment a–b and whose bounding box meets `box`: what may stand
   * between two units, for the sight-line engine. The R-tree is over units, not bases: for a long
   * diagonal the box around the segment holds most of the table, and a query over bases would look
   * at nearly every model in it, while a unit whose circle lies clear of the segment, or whose
   * bases the rules do not count (the two units themselves), is passed over whole.
   */
  modelsNear(a: Point, b: Point, R: number, box: Readonly<BBox>, blocks: (unit: TableUnit) => boolean): number[] {
    const { x, y, r, bbox, unitX, unitY, unitR, unitEnd, placedUnits, unitTree } = this.circles();
    if (!unitTree) return [];
    const ax = a.x, ay = a.y, dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy;
    const near = unitTree.search(box[0], box[1], box[2], box[3]);
    // Every base lies inside its unit's circle: a unit clear of the segment (by more than rounding
    // could blur) has no base near it. The units kept are put in the table's order, so the
    // obstacles are listed the same way however the tree is laid out: by insertion, into the front
    // of the same list (a handful of units; a comparator sort and a filter callback cost more).
    let kept = 0;
    for (let q = 0; q < near.length; q++) {
      const k = near[q]!, u = placedUnits[k]!, ucx = unitX[u]!, ucy = unitY[u]!;
      // Divided rather than multiplied by 1 / l2, which overflows for a segment a hair long.
      let s = l2 > 0 ? ((ucx - ax) * dx + (ucy - ay) * dy) / l2 : 0;
      s = s < 0 ? 0 : s > 1 ? 1 : s;
      const gx = ucx - (ax + s * dx), gy = ucy - (ay + s * dy), clear = R + unitR[u]! + 1e-9;
      if (gx * gx + gy * gy > clear * clear || !blocks(this.table.units[u]!)) continue;
      let j = kept - 1;
      for (; j >= 0 && near[j]! > k; j--) near[j + 1] = near[j]!;
      near[j + 1] = k;
      kept++;
    }
    const found: number[] = [];
    for (let q = 0; q < kept; q++) {
      const u = placedUnits[near[q]!]!;
      for (let i = u === 0 ? 0 : unitEnd[u - 1]!, end = unitEnd[u]!; i < end; i++) {
        const at = 4 * i;
        if (bbox[at]! > box[2] || bbox[at + 2]! < box[0] || bbox[at + 1]! > box[3] || bbox[at + 3]! < box[1]) continue;
        // The base itself: its circle within R of the segment.
        const cx = x[i]!, cy = y[i]!;
        let t = l2 > 0 ? ((cx - ax) * dx + (cy - ay) * dy) / l2 : 0;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const ex = cx - (ax + t * dx), ey = cy - (ay + t * dy), reach = R + r[i]!;
        if (ex * ex + ey * ey <= reach * reach) found.push(i);
      }
    }
    return found;
  }

  /**
   * A unit's reach (for a unit with models): kept for the index's own units (the same object it
   * was built with), worked out afresh for any other, such as a unit rebuilt from the game state.
   * Both ways give the same numbers: the same sums and comparisons over the same bases, in order.
   */
  reachOf(unit: TableUnit): UnitReach {
    const data = this.circles(), u = data.unitAt.get(unit);
    if (u === undefined) return reachOfModels(unit.models);
    return (data.unitReach[u] ??= {
      x: data.unitX[u]!,
      y: data.unitY[u]!,
      r: data.unitR[u]!,
      box: Array.from(data.unitBox.subarray(4 * u, 4 * u + 4)) as BBox,
    });
  }

  private circleData: Circles | undefined;

  /** Every base's and every unit's circle, in the order of `models` (worked out on first use). */
  private circles(): Circles {
    if (this.circleData) return this.circleData;
    const n = this.models.length, units = this.table.units.length;
    const data: Circles = {
      x: new Float64Array(n), y: new Float64Array(n), r: new Float64Array(n), bbox: new Float64Array(4 * n),
      unitX: new Float64Array(units), unitY: new Float64Array(units), unitR: new Float64Array(units), unitEnd: new Int32Array(units),
      unitBox: new Float64Array(4 * units), unitAt: new Map(), unitReach: new Array<undefined>(units),
      placedUnits: new Int32Array(0), unitTree: undefined,
    };
    for (let i = 0; i < n; i++) {
      const { model, bbox } = this.models[i]!;
      data.x[i] = model.x;
      data.y[i] = model.y;
      data.r[i] = boundingRadius(model.shape);
      data.bbox.set(bbox, 4 * i);
    }
    // `models` holds each unit's models together, unit by unit.
    for (let u = 0, i = 0; u < units; u++) {
      const unit = this.table.units[u]!, models = unit.models;
      data.unitAt.set(unit, u);
      data.unitBox.set([Infinity, Infinity, -Infinity, -Infinity], 4 * u);
      for (const end = i + models.length; i < end; i++) growBox(data.unitBox, 4 * u, data.x[i]!, data.y[i]!, data.r[i]!);
      data.unitEnd[u] = i;
      if (models.length === 0) continue;
      const spread = spreadOf(models);
      data.unitX[u] = spread.x;
      data.unitY[u] = spread.y;
      data.unitR[u] = spread.r;
    }
    data.placedUnits = Int32Array.from(this.table.units.flatMap((unit, u) => (unit.models.length > 0 ? [u] : [])));
    data.unitTree = buildIndex(
      Array.from(data.placedUnits, (u): BBox => {
        const cx = data.unitX[u]!, cy = data.unitY[u]!, cr = data.unitR[u]!;
        return [cx - cr, cy - cr, cx + cr, cy + cr];
      }),
    );
    return (this.circleData = data);
  }

  /**
   * A new index with one unit's models replaced (or the unit added): the drag update. The terrain
   * has not moved, so its entries and tree are shared, and with them whatever callers keep per
   * terrain (line of sight's obstacles).
   */
  withUnit(unit: TableUnit): TableIndex {
    const units = this.table.units.some((u) => u.id === unit.id)
      ? this.table.units.map((u) => (u.id === unit.id ? unit : u))
      : [...this.table.units, unit];
    return new TableIndex({ ...this.table, units }, this);
  }
}

/** Builds the spatial index for a table. */
export const buildTableIndex = (table: Table): TableIndex => new TableIndex(table);
