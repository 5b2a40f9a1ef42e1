/**
 * Checking a proposed move, model by model along its drawn path (D10.AMBIG.MOVE_MEASURE: each model
 * moves up to the allowance, measured along its own path — around terrain the path taken counts,
 * D10.TERRAIN.MEASURE_AROUND). An illegal move says why, in a sentence, and where each model could
 * get to along its path.
 */
import { type PlacedModel, boundingRadius, innerRadius, movedTo } from './shapes';
import { type ModelEntry, type TableIndex, type TableUnit, type TerrainPiece, crossable } from './table';
import { modelDistance } from './distance';
import { baseOverlapsPiece, onTable, overlaps } from './legal';
import { type CohesionRule, cohesion, cohesive } from './cohesion';
import { type Point, EPS, dist, lerp, norm, pathLength } from './units';
import { MEASURE_TOLERANCE } from './measure';
import { insideIntervals, polygonBBox, signedDistance } from './polygon';

export type MoveMode = 'move' | 'advance' | 'charge' | 'retreat';

/**
 * What a ruleset's movement rules ask of the geometry, so the geometry need not know the ruleset:
 * how near enemies a model may come, whether reaching that gap ends its move, a cap for moves
 * entering difficult terrain, and the cohesion the unit must end in.
 */
export interface MoveRules {
  /** Inches a model must keep from enemy bases (D10.ENGAGE.ONE_INCH: 1); 0 for no such rule. */
  enemyGap: number;
  /** A model that comes to `enemyGap` of an enemy ends its move there (D10.MOVE.STOP_WITHIN_1). */
  stopAtEnemyGap: boolean;
  /** The most a unit moves when any model enters difficult terrain (D10.MOVE.DIFFICULT_6), if capped. */
  difficultCap?: number;
  /** The cohesion the unit must end in, if any. */
  cohesion?: CohesionRule;
  /** Models may pass over friendly models on the way, but never end on one. */
  throughFriends?: boolean;
}

export interface MoveRequest {
  unitId: string;
  /** Waypoints after each model's current position; models not listed stay put. */
  paths: Record<string, Point[]>;
  /** Inches each model may move (Move 6", Advance 12", plus Speed(n)…). */
  allowance: number;
  mode: MoveMode;
  /** The movement rules of the ruleset for this kind of move. */
  rules: MoveRules;
  /** Facings the models end with (radians); the base turns evenly along its path. Unlisted models keep theirs. */
  facings?: Record<string, number>;
  /** How a refusal names each model ("model 2 of Howler Pack"); its id otherwise. */
  names?: Record<string, string>;
  /**
   * Battle Forge: the Initiative check for crossing an obstacle this action (BF.OBST.CROSS_TEST,
   * asked for when `obstacleCrossings` finds one). Failed, the allowance is 2" shorter
   * (BF.OBST.CROSS_FAIL); passed or not taken, it is unchanged (BF.OBST.CROSS_PASS).
   */
  crossingCheck?: 'passed' | 'failed';
}

export type MoveCode =
  | 'unknown-unit'
  | 'unknown-model'
  | 'too-far'
  | 'difficult-terrain'
  | 'impassable'
  | 'through-unit'
  | 'enemy-within-1'
  | 'off-table'
  | 'overlap'
  | 'cohesion';

export type MoveResult =
  | { ok: true; distances: Record<string, number>; positions: Record<string, Point>; difficult: boolean }
  | { ok: false; code: MoveCode; reason: string; modelId?: string; farthest: Record<string, Point> };

/** D10.AMBIG.DIFFICULT_TERRAIN: any model entering difficult ground caps the unit at 6", Speed or not. */
export const DIFFICULT_CAP = 6;
/** BF.OBST.CROSS_FAIL: inches a failed crossing check takes off the action's allowance. */
export const CROSSING_PENALTY = 2;
/** D10.ENGAGE.ONE_INCH / D10.MOVE.STOP_WITHIN_1. */
export const ENEMY_GAP = 1;

interface Hazards {
  impassable: TerrainPiece[];
  difficult: TerrainPiece[];
  others: ModelEntry[];
  enemies: ModelEntry[];
}

/** Position at arc length s along a polyline. */
function pointAt(path: readonly Point[], s: number): Point {
  let left = s;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!, b = path[i]!;
    const l = dist(a, b);
    if (left <= l) return l > 0 ? lerp(a, b, left / l) : b;
    left -= l;
  }
  return path[path.length - 1]!;
}

function hazardsFor(index: TableIndex, unit: TableUnit, path: readonly Point[], model: PlacedModel): Hazards {
  const [minX, minY, maxX, maxY] = polygonBBox(path);
  const r = boundingRadius(model.shape) + ENEMY_GAP + 2;
  const terrain = index.terrainIn(minX - r, minY - r, maxX + r, maxY + r).map((t) => t.piece);
  const others = index.modelsIn(minX - r, minY - r, maxX + r, maxY + r).filter((e) => e.unit.id !== unit.id);
  return {
    impassable: terrain.filter((t) => t.impassable),
    difficult: terrain.filter((t) => t.difficult),
    others,
    enemies: others.filter((e) => e.unit.side !== unit.side),
  };
}

/** Distance from a point to a box, 0 inside it. */
function boxDistance(p: Point, b: readonly [number, number, number, number] | number[]): number {
  const dx = Math.max(b[0]! - p.x, 0, p.x - b[2]!);
  const dy = Math.max(b[1]! - p.y, 0, p.y - b[3]!);
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * How far a base of bounding radius R centred at p is from anything in `h` it could break a rule
 * against (impassable pieces by their boxes, other bases by their bounding circles, enemies with the
 * gap kept from them, the table's edges): a cheap lower bound. Where it is positive nothing is
 * touched, and the base may go that far along its path before anything could be: the walk skips
 * the exact checks over open ground and strides over it.
 */
function clearanceAt(p: Point, R: number, h: Hazards, boxes: readonly number[][], reaches: Float64Array, gap: number, width: number, height: number): number {
  let c = Math.min(p.x - R, p.y - R, width - p.x - R, height - p.y - R);
  for (let i = 0; i < boxes.length && c > 0; i++) c = Math.min(c, boxDistance(p, boxes[i]!) - R);
  for (let i = 0; i < h.others.length && c > 0; i++) {
    const e = h.others[i]!;
    const dx = e.model.x - p.x, dy = e.model.y - p.y;
    c = Math.min(c, Math.sqrt(dx * dx + dy * dy) - R - reaches[i]!);
  }
  return c;
}

const nearestEnemy = (m: PlacedModel, h: Hazards): number => {
  let best = Infinity;
  const R = boundingRadius(m.shape);
  for (const e of h.enemies) {
    // An enemy whose centre is farther than both bases' reach past the best so far cannot be nearer.
    if (best !== Infinity && norm(e.model.x - m.x, e.model.y - m.y) - R - boundingRadius(e.model.shape) - 1e-9 > best) continue;
    best = Math.min(best, modelDistance(m, e.model));
  }
  return best;
};

interface Violation {
  code: MoveCode;
  reason: string;
}

interface Walk {
  farthest: Point;
  violation?: Violation;
}

/** Turning from one facing to another the short way round, radians. */
function turnBetween(from: number, to: number): number {
  let d = (to - from) % (2 * Math.PI);
  if (d > Math.PI) d -= 2 * Math.PI;
  if (d < -Math.PI) d += 2 * Math.PI;
  return d;
}

/** One model's move: its path, the facing it turns to, and how a refusal names it. */
interface Stride {
  model: PlacedModel;
  path: Point[];
  facing: number;
  name: string;
}

/**
 * Walks one model along its path up to `limit`, in steps no longer than half its base so that no
 * wall or base can be stepped over, and returns the farthest legal point.
 *
 * A model that starts overlapping impassable terrain or another base (placed there before the
 * rules said otherwise, or by an older version) may always leave: what it stood in is passed over
 * until it first stands clear of it. It may not end there, though — not even by staying put.
 */
function walk(index: TableIndex, stride: Stride, limit: number, h: Hazards, rules: MoveRules): Walk {
  const { model, path, name } = stride;
  const total = pathLength(path);
  // A path a hair longer than the allowance is walked to its end (MEASURE_TOLERANCE); a longer one to the allowance.
  const reach = total <= limit + MEASURE_TOLERANCE ? total : limit;
  const turn = turnBetween(model.facing, stride.facing);
  // A model that only turns on the spot is walked through its turn: its base sweeps as far as its rim travels.
  const span = total > 0 ? reach : Math.abs(turn) * boundingRadius(model.shape);
  const at = (s: number): PlacedModel => {
    const p = pointAt(path, total > 0 ? s : 0);
    const share = total > 0 ? Math.min(s, total) / total : span > 0 ? s / span : 1;
    return { ...model, x: p.x, y: p.y, facing: model.facing + turn * share };
  };
  const gap = rules.enemyGap;
  const startGap = gap > 0 ? nearestEnemy(model, h) : Infinity;
  // Friendly models passed over on the way (never ended on: checked where the model stops).
  const passable = new Set(rules.throughFriends ? h.others.filter((e) => !h.enemies.includes(e)) : []);
  const start = at(0);
  const counts = (o: object, s: number): boolean => !stuck.has(o) || stuck.get(o)! <= s;
  // While it is still leaving, its centre may not go deeper into what it stood in (no walking
  // through a building it only grazed): the way out is the way away.
  const depthOf = (o: object, m: Point): number => ('polygon' in o ? signedDistance(m, (o as TerrainPiece).polygon) : dist(m, (o as ModelEntry).model));
  const startDepth = new Map<object, number>();
  // What the base stood in at the start, and the first distance along the path where it stood clear of each.
  const stuck = new Map<object, number>();
  for (const t of h.impassable) if (baseOverlapsPiece(start, t)) stuck.set(t, Infinity);
  for (const e of h.others) if (overlaps(start, e.model)) stuck.set(e, Infinity);
  for (const o of stuck.keys()) startDepth.set(o, depthOf(o, start));
  const deeper = (m: PlacedModel, s: number): object | undefined => {
    for (const [o, free] of stuck) if (s < free && depthOf(o, m) < startDepth.get(o)! - 1e-6) return o;
    return undefined;
  };
  const noteEscapes = (m: PlacedModel, s: number): void => {
    for (const [o, free] of stuck) {
      if (free !== Infinity) continue;
      const still = 'polygon' in o ? baseOverlapsPiece(m, o as TerrainPiece) : overlaps(m, (o as ModelEntry).model);
      if (!still) stuck.set(o, s);
    }
  };
  const staticProblem = (s: number): Violation | undefined => {
    const m = at(s);
    if (!onTable(m, index.table.width, index.table.height)) return { code: 'off-table', reason: `${name} would leave the table.` };
    const trapped = deeper(m, s);
    if (trapped)
      return 'polygon' in trapped
        ? { code: 'impassable', reason: `${name} stands in the ${(trapped as TerrainPiece).kind}: it may only move out of it, not further in (impassable terrain).` }
        : { code: 'through-unit', reason: `${name} stands on another unit's base: it may only move away from it.` };
    const wall = h.impassable.find((t) => counts(t, s) && baseOverlapsPiece(m, t));
    if (wall) return { code: 'impassable', reason: `${name} cannot move through the ${wall.kind} (impassable terrain).` };
    if (h.others.some((e) => counts(e, s) && !passable.has(e) && overlaps(m, e.model)))
      return { code: 'through-unit', reason: `${name} cannot move through another unit's models (D10.MOVE.NO_PASS_THROUGH).` };
    if (gap > 0) {
      const g = nearestEnemy(m, h);
      if (g < gap - EPS && g < startGap - EPS) return { code: 'enemy-within-1', reason: `${name} may not come within ${gap}" of an enemy unless charging (D10.ENGAGE.ONE_INCH).` };
    }
    return undefined;
  };
  const reachedGap = (s: number): boolean => rules.stopAtEnemyGap && gap > 0 && startGap > gap + EPS && nearestEnemy(at(s), h) <= gap + EPS;
  const step = Math.max(0.02, Math.min(0.1, innerRadius(model.shape) / 2));
  // Open ground is crossed in strides as long as the clearance (a bound, see clearanceAt).
  const R = boundingRadius(model.shape);
  const boxes = h.impassable.map((t) => polygonBBox(t.polygon));
  const enemies = new Set(h.enemies);
  const reaches = Float64Array.from(h.others, (e) => boundingRadius(e.model.shape) + (enemies.has(e) ? gap : 0));
  const { width, height } = index.table;
  let prev = 0;
  noteEscapes(start, 0);
  for (let s = Math.min(step, span); ; ) {
    const here = Math.min(s, span);
    const clear = stuck.size === 0 ? clearanceAt(pointAt(path, total > 0 ? here : 0), R, h, boxes, reaches, gap, width, height) : 0;
    if (clear > 0) {
      prev = here;
      if (here >= span) break;
      s = here + Math.max(step, clear);
      continue;
    }
    noteEscapes(at(here), here);
    const bad = staticProblem(here);
    const stop = !bad && reachedGap(here);
    if (bad || stop) {
      // Bisect for the first point where the trouble starts; the farthest legal point is just before it.
      let lo = prev, hi = here;
      for (let k = 0; k < 40; k++) {
        const mid = (lo + hi) / 2;
        if (bad ? staticProblem(mid) : reachedGap(mid)) hi = mid;
        else lo = mid;
      }
      if (bad) return { farthest: pointAt(path, lo), violation: bad };
      // D10.AMBIG.ONE_INCH: a model may end exactly at the gap, but its move ends there.
      if (total - hi > MEASURE_TOLERANCE)
        return {
          farthest: pointAt(path, hi),
          violation: { code: 'enemy-within-1', reason: `${name} must stop once it is ${gap}" from an enemy (D10.MOVE.STOP_WITHIN_1).` },
        };
    }
    prev = here;
    if (here >= span) break;
    s = here + step;
  }
  // Where it ends, it must stand clear of everything it started in, and of the friends it passed.
  const end = at(span);
  if ([...passable].some((e) => overlaps(end, e.model))) return { farthest: pointAt(path, reach), violation: { code: 'overlap', reason: `${name} would end on a friendly model.` } };
  for (const [o, free] of stuck) {
    if (free !== Infinity) continue;
    if ('polygon' in o) return { farthest: pointAt(path, reach), violation: { code: 'impassable', reason: `${name} stands in the ${(o as TerrainPiece).kind}: it must move clear of it (impassable terrain).` } };
    if (overlaps(end, (o as ModelEntry).model)) return { farthest: pointAt(path, reach), violation: { code: 'overlap', reason: `${name} stands on another unit's base: it must move clear of it.` } };
  }
  return { farthest: pointAt(path, reach) };
}

/** D10.MOVE.*, D10.ENGAGE.ONE_INCH, D10.TERRAIN.*, D10.COHESION.ALWAYS: is this move legal? */
export function checkMove(index: TableIndex, req: MoveRequest): MoveResult {
  const unit = index.unit(req.unitId);
  if (!unit) return { ok: false, code: 'unknown-unit', reason: `There is no unit "${req.unitId}" on the table.`, farthest: {} };
  const byId = new Map(unit.models.map((m) => [m.id, m]));
  const unknown = Object.keys(req.paths).find((id) => !byId.has(id));
  if (unknown) return { ok: false, code: 'unknown-model', reason: `The unit has no model "${unknown}".`, farthest: {} };
  const rules = req.rules;
  const nameOf = (id: string): string => req.names?.[id] ?? id;

  const strides = new Map<string, Stride>();
  const hazards = new Map<string, Hazards>();
  for (const m of unit.models) {
    const path = [{ x: m.x, y: m.y }, ...(req.paths[m.id] ?? [])];
    strides.set(m.id, { model: m, path, facing: req.facings?.[m.id] ?? m.facing, name: nameOf(m.id) });
    hazards.set(m.id, hazardsFor(index, unit, path, m));
  }

  // D10.MOVE.DIFFICULT_6 with D10.AMBIG.DIFFICULT_TERRAIN: a path entering difficult ground caps the unit.
  let difficult = false;
  if (rules.difficultCap !== undefined)
    difficult = unit.models.some((m) => {
      const path = strides.get(m.id)!.path;
      const h = hazards.get(m.id)!;
      if (h.difficult.length === 0) return false;
      const total = pathLength(path);
      const step = Math.max(0.02, Math.min(0.1, innerRadius(m.shape) / 2));
      const R = boundingRadius(m.shape);
      const boxes = h.difficult.map((t) => polygonBBox(t.polygon));
      for (let s = 0; s <= total + step; ) {
        const p = pointAt(path, Math.min(s, total));
        // Far from every wood, stride on (as in the walk); near one, look exactly.
        let clear = Infinity;
        for (const b of boxes) clear = Math.min(clear, boxDistance(p, b) - R);
        if (clear <= 0 && h.difficult.some((t) => baseOverlapsPiece(movedTo(m, p), t))) return true;
        s += Math.max(step, clear);
      }
      return false;
    });
  const allowance = req.crossingCheck === 'failed' ? Math.max(0, req.allowance - CROSSING_PENALTY) : req.allowance;
  const limit = difficult ? Math.min(allowance, rules.difficultCap!) : allowance;
  // Measured as players measure: a hair over the allowance is the allowance (MEASURE_TOLERANCE).
  const reach = limit + MEASURE_TOLERANCE;

  const farthest: Record<string, Point> = {};
  let failure: { code: MoveCode; reason: string; modelId: string } | undefined;
  for (const m of unit.models) {
    const stride = strides.get(m.id)!;
    const w = walk(index, stride, limit, hazards.get(m.id)!, rules);
    farthest[m.id] = w.farthest;
    if (!failure && w.violation) failure = { ...w.violation, modelId: m.id };
    const total = pathLength(stride.path);
    const name = stride.name;
    if (!failure && total > reach)
      failure = difficult && total <= allowance + MEASURE_TOLERANCE
        ? { code: 'difficult-terrain', reason: `The unit crosses difficult terrain, so ${name} may move at most ${rules.difficultCap}" this activation (D10.MOVE.DIFFICULT_6).`, modelId: m.id }
        : allowance < req.allowance && total <= req.allowance + MEASURE_TOLERANCE
          ? { code: 'too-far', reason: `The unit failed its check to cross an obstacle, so ${name} may move at most ${limit}" this action (BF.OBST.CROSS_FAIL).`, modelId: m.id }
          : { code: 'too-far', reason: `${name} would move ${total.toFixed(2)}", more than its ${limit}" allowance.`, modelId: m.id };
  }
  if (failure) return { ok: false, ...failure, farthest };

  const ends = unit.models.map((m) => ({ ...m, ...farthest[m.id]!, facing: strides.get(m.id)!.facing }));
  for (let i = 0; i < ends.length; i++)
    for (let j = i + 1; j < ends.length; j++)
      if (overlaps(ends[i]!, ends[j]!))
        return {
          ok: false,
          code: 'overlap',
          reason: `${nameOf(ends[i]!.id)} and ${nameOf(ends[j]!.id)} would end on top of each other.`,
          modelId: ends[i]!.id,
          farthest: backOff(unit, strides, () => true),
        };

  // D10.COHESION.ALWAYS / BF.MOVE.COHERENCY_2IN: the unit must end in cohesion.
  const rule = rules.cohesion;
  if (rule) {
    const c = cohesion(ends, rule);
    if (!c.ok)
      return {
        ok: false,
        code: 'cohesion',
        reason: `The unit would end out of cohesion: ${c.problems[0]!.message}`,
        modelId: c.problems[0]!.modelIds[0],
        farthest: backOff(unit, strides, (models) => cohesive(models, rule)),
      };
  }
  const distances: Record<string, number> = {};
  for (const m of unit.models) distances[m.id] = pathLength(strides.get(m.id)!.path);
  return { ok: true, distances, positions: farthest, difficult };
}

/** The farthest common share of every path (in 5% steps) at which `ok` holds and no bases overlap; the start if none. */
function backOff(unit: TableUnit, strides: Map<string, Stride>, ok: (models: PlacedModel[]) => boolean): Record<string, Point> {
  const at = (t: number): PlacedModel[] =>
    unit.models.map((m) => {
      const path = strides.get(m.id)!.path;
      return movedTo(m, pointAt(path, pathLength(path) * t));
    });
  for (let k = 19; k >= 1; k--) {
    const models = at(k / 20);
    if (ok(models) && models.every((a, i) => models.slice(i + 1).every((b) => !overlaps(a, b))))
      return Object.fromEntries(models.map((m) => [m.id, { x: m.x, y: m.y }]));
  }
  return Object.fromEntries(unit.models.map((m) => [m.id, { x: m.x, y: m.y }]));
}

/** One obstacle a move crosses, and the models whose paths cross it. */
export interface ObstacleCrossing {
  pieceId: string;
  kind: string;
  /** Inches, when the table says. */
  height?: number;
  modelIds: string[];
}

/**
 * BF.OBST.CROSS_TEST: the obstacles 2" tall or lower (`crossable`) that a proposed move takes its
 * models over, in the order the table lists them. A model crosses an obstacle when the centre of
 * its base passes over the obstacle's footprint; brushing past it does not count. When the list
 * is not empty a Battle Forge game asks for the unit's Initiative check and gives the result to
 * `checkMove` as `crossingCheck`. Taller obstacles are climbed, not crossed (BF.CLIMB.*).
 */
export function obstacleCrossings(index: TableIndex, req: Pick<MoveRequest, 'unitId' | 'paths'>): ObstacleCrossing[] {
  const unit = index.unit(req.unitId);
  if (!unit) return [];
  const found = new Map<TerrainPiece, string[]>();
  for (const m of unit.models) {
    const path = [{ x: m.x, y: m.y }, ...(req.paths[m.id] ?? [])];
    if (path.length < 2) continue;
    const [minX, minY, maxX, maxY] = polygonBBox(path);
    for (const { piece } of index.terrainIn(minX, minY, maxX, maxY)) {
      if (!crossable(piece)) continue;
      const over = path.some((p, i) => i > 0 && insideIntervals(path[i - 1]!, p, piece.polygon).length > 0);
      if (over) found.set(piece, [...(found.get(piece) ?? []), m.id]);
    }
  }
  return index.terrain
    .filter((t) => found.has(t.piece))
    .map(({ piece }) => {
      const crossing: ObstacleCrossing = { pieceId: piece.id, kind: piece.kind, modelIds: found.get(piece)! };
      if (piece.height !== undefined) crossing.height = piece.height;
      return crossing;
    });
}
