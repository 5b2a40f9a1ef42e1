/**
 * Reach zones for drawing. A zone is the union of its rings, so draw every ring with the same fill,
 * or all of them as one path with the non-zero fill rule. Ask exact questions with `pointInZone`
 * or with `distanceToPoint`.
 *
 * Without terrain every zone is a straight-line reach (every point within R of some model's base):
 * one ring per model, the base grown by R, circumscribed so never short of the true zone. Given the
 * table's terrain, move and advance zones follow the paths bases can take around it (reach.ts), a
 * charge zone stops at blocking terrain, and a threat zone is the move zone grown by the range.
 */
import { type PlacedModel, boundingRadius, coreOf } from './shapes';
import { circlePolygon, convexHull, pointInPolygon, polygonBBox, signedArea } from './polygon';
import type { TerrainPiece } from './table';
import { type Obstacles, obstaclesFor, reachAround } from './reach';
import type { Point } from './units';
import type { MoveRules } from './move';
import { RecentMap } from '../core/memo';

export interface Zone {
  rings: Point[][];
}

/** Convex polygon grown by r (Minkowski sum with a disc), as a polygon. */
function grow(points: readonly Point[], r: number, arcSteps = 6): Point[] {
  const ccw = signedArea(points) >= 0 ? [...points] : [...points].reverse();
  const n = ccw.length;
  const out: Point[] = [];
  const normal = (a: Point, b: Point): number => Math.atan2(-(b.x - a.x), b.y - a.y); // outward for ccw
  for (let i = 0; i < n; i++) {
    const prev = ccw[(i + n - 1) % n]!, v = ccw[i]!, next = ccw[(i + 1) % n]!;
    const a0 = normal(prev, v);
    let a1 = normal(v, next);
    if (a1 < a0) a1 += 2 * Math.PI;
    // Circumscribed: the ends touch the circle, the corners between stand out so no edge cuts inside.
    const step = (a1 - a0) / arcSteps;
    const R = r / Math.cos(step / 2);
    out.push({ x: v.x + r * Math.cos(a0), y: v.y + r * Math.sin(a0) });
    for (let k = 0; k < arcSteps; k++) {
      const a = a0 + step / 2 + k * step;
      out.push({ x: v.x + R * Math.cos(a), y: v.y + R * Math.sin(a) });
    }
    out.push({ x: v.x + r * Math.cos(a1), y: v.y + r * Math.sin(a1) });
  }
  return out;
}

function ringFor(model: PlacedModel, R: number): Point[] {
  const core = coreOf(model);
  if (core.points.length === 1) return circlePolygon(core.points[0]!, core.radius + R, 48);
  return grow(core.points, core.radius + R);
}

/** Where a weapon of range R reaches: every point within R of any model's base (D10.RANGE.INCLUSIVE). */
export const rangeZone = (models: readonly PlacedModel[], R: number): Zone => ({ rings: models.map((m) => ringFor(m, R)) });

export interface ReachOptions {
  /** The table's terrain; without it zones are straight-line reaches. */
  terrain?: readonly TerrainPiece[];
  /** The movement rules of the move (a cap for moves entering difficult terrain); without them, none. */
  rules?: MoveRules;
}


/** Pieces whose bounding box comes within `reach` of some model. */
export function piecesNear(models: readonly PlacedModel[], reach: number, terrain: readonly TerrainPiece[], keep: (t: TerrainPiece) => boolean = () => true): TerrainPiece[] {
  return terrain.filter((t) => {
    if (!keep(t)) return false;
    const [x0, y0, x1, y1] = polygonBBox(t.polygon);
    return models.some((m) => {
      const R = reach + boundingRadius(m.shape);
      return m.x >= x0 - R && m.x <= x1 + R && m.y >= y0 - R && m.y <= y1 + R;
    });
  });
}

/**
 * The rings a unit's bases cover moving up to `allowance` around `blocking` (straight legs only
 * when `travel` is false). Models are grouped by base size. Hulls and ovals are taken as their
 * bounding circle near terrain: a vehicle's reach is a little pessimistic through tight gaps.
 */
function reachRings(models: readonly PlacedModel[], allowance: number, terrain: readonly TerrainPiece[], which: Blocking, travel: boolean): Point[][] {
  if (piecesNear(models, allowance, terrain, BLOCKS[which]).length === 0) return models.map((m) => ringFor(m, allowance));
  const byRadius = new Map<number, Point[]>();
  for (const m of models) {
    const r = boundingRadius(m.shape);
    byRadius.set(r, [...(byRadius.get(r) ?? []), { x: m.x, y: m.y }]);
  }
  const rings: Point[][] = [];
  for (const [r, starts] of byRadius) rings.push(...reachAround(starts, allowance, obstaclesOf(terrain, which, r), travel));
  return rings;
}

type Blocking = 'impassable' | 'rough' | 'charge';
const BLOCKS: Record<Blocking, (t: TerrainPiece) => boolean> = {
  impassable: (t) => t.impassable,
  rough: (t) => t.impassable || t.difficult,
  charge: (t) => t.impassable || t.blocksSight,
};

/**
 * Grown terrain is kept per terrain content, so a unit's Move, Advance and threat share it, and so
 * does the next selection on the same table even when the caller has rebuilt its list of pieces.
 * A list seen before is recognised at once (lists are taken as never changed in place); a new one
 * costs a short key.
 */
const contentKeys = new WeakMap<readonly TerrainPiece[], string>();
const grownCache = new RecentMap<string, Map<string, Obstacles>>(4);

function contentKey(terrain: readonly TerrainPiece[]): string {
  let key = contentKeys.get(terrain);
  if (key === undefined) {
    key = terrain.map((t) => `${t.impassable ? 'i' : ''}${t.difficult ? 'd' : ''}${t.blocksSight ? 'b' : ''}:${t.polygon.map((p) => `${p.x},${p.y}`).join(' ')}`).join('|');
    contentKeys.set(terrain, key);
  }
  return key;
}

function obstaclesOf(terrain: readonly TerrainPiece[], which: Blocking, r: number): Obstacles {
  const byKey = grownCache.get(contentKey(terrain), () => new Map());
  const key = `${which}:${r}`;
  let o = byKey.get(key);
  if (!o) byKey.set(key, (o = obstaclesFor(terrain.filter(BLOCKS[which]), r)));
  return o;
}

/**
 * Where the unit's bases can reach with a Move or Advance of `allowance` (D10.MOVE.MOVE_6,
 * D10.MOVE.ADVANCE_12), measured along the path taken around impassable terrain
 * (D10.TERRAIN.BLOCKING_IMPASSABLE, D10.TERRAIN.MEASURE_AROUND, D10.AMBIG.MOVE_MEASURE). In the D10
 * Wargame a path entering difficult terrain caps the move at 6" (D10.MOVE.DIFFICULT_6 with
 * D10.AMBIG.DIFFICULT_TERRAIN), so the zone is the 6" reach through everything passable together
 * with the full reach of paths that keep out of difficult terrain.
 */
export function moveZone(models: readonly PlacedModel[], allowance: number, options: ReachOptions = {}): Zone {
  const terrain = options.terrain ?? [];
  if (terrain.length === 0) return rangeZone(models, allowance);
  const cap = options.rules?.difficultCap;
  const capped = cap !== undefined && allowance > cap;
  if (!capped || piecesNear(models, allowance, terrain, (t) => t.difficult && !t.impassable).length === 0)
    return { rings: reachRings(models, allowance, terrain, 'impassable', true) };
  return { rings: [...reachRings(models, cap, terrain, 'impassable', true), ...reachRings(models, allowance, terrain, 'rough', true)] };
}

/**
 * Enemy bases touching this zone are within charge reach (D10.MELEE.CHARGE_RANGE_6). Charges run
 * in a straight line (D10.MELEE.STRAIGHT_LINE) and are not slowed by difficult terrain
 * (D10.MOVE.CHARGE_EXEMPT, D10.AMBIG.DIFFICULT_TERRAIN), but D10.AMBIG.CHARGE_PATH forbids a
 * straight path through Blocking terrain; so given terrain, the zone stops where blocking or
 * impassable pieces stand in the straight line (as checkCharge does). Other units are left out: the
 * zone shows the terrain, the charge check judges the units.
 */
export function chargeZone(models: readonly PlacedModel[], reach: number, options: ReachOptions = {}): Zone {
  const terrain = options.terrain ?? [];
  if (!terrain.some(BLOCKS.charge)) return rangeZone(models, reach);
  return { rings: reachRings(models, reach, terrain, 'charge', false) };
}

/**
 * Threat: move, then shoot — every point within `range` of where a base can get with `move`.
 * Range is straight-line (D10.RANGE.NEAREST_MODELS); the move follows the terrain (moveZone).
 * Given terrain, each move ring's convex hull is grown by the range: never short, and over by at
 * most the depth of a terrain shadow that lies beyond the range.
 */
export function threatZone(models: readonly PlacedModel[], move: number, range: number, options: ReachOptions = {}): Zone {
  if ((options.terrain ?? []).length === 0) return rangeZone(models, move + range);
  return { rings: moveZone(models, move, options).rings.map((ring) => grow(convexHull(ring), range)) };
}

export const pointInZone = (p: Point, zone: Zone): boolean => zone.rings.some((ring) => pointInPolygon(p, ring));
