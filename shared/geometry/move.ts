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
import { cohesion } from './cohesion';
import type { LosRuleset } from './los';
import { type Point, EPS, dist, lerp, pathLength } from './units';
import { insideIntervals, polygonBBox } from './polygon';

export type MoveMode = 'move' | 'advance' | 'charge' | 'retreat';

export interface MoveRequest {
  unitId: string;
  /** Waypoints after each model's current position; models not listed stay put. */
  paths: Record<string, Point[]>;
  /** Inches each model may move (Move 6", Advance 12", plus Speed(n)…). */
  allowance: number;
  mode: MoveMode;
  ruleset: LosRuleset;
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

const nearestEnemy = (m: PlacedModel, h: Hazards): number => {
  let best = Infinity;
  for (const e of h.enemies) best = Math.min(best, modelDistance(m, e.model));
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

/**
 * Walks one model along its path up to `limit`, in steps no longer than half its base so that no
 * wall or base can be stepped over, and returns the farthest legal point.
 */
function walk(index: TableIndex, model: PlacedModel, path: Point[], limit: number, h: Hazards, oneInch: boolean, stopAtOne: boolean): Walk {
  const total = pathLength(path);
  const reach = Math.min(total, limit);
  const startGap = oneInch ? nearestEnemy(model, h) : Infinity;
  const name = model.id;
  const staticProblem = (p: Point): Violation | undefined => {
    const m = movedTo(model, p);
    if (!onTable(m, index.table.width, index.table.height)) return { code: 'off-table', reason: `${name} would leave the table.` };
    const wall = h.impassable.find((t) => baseOverlapsPiece(m, t));
    if (wall) return { code: 'impassable', reason: `${name} cannot move through the ${wall.kind} (impassable terrain).` };
    if (h.others.some((e) => overlaps(m, e.model)))
      return { code: 'through-unit', reason: `${name} cannot move through another unit's models (D10.MOVE.NO_PASS_THROUGH).` };
    if (oneInch) {
      const gap = nearestEnemy(m, h);
      if (gap < ENEMY_GAP - EPS && gap < startGap - EPS)
        return { code: 'enemy-within-1', reason: `${name} may not come within 1" of an enemy unless charging (D10.ENGAGE.ONE_INCH).` };
    }
    return undefined;
  };
  const reachedOne = (p: Point): boolean => stopAtOne && startGap > ENEMY_GAP + EPS && nearestEnemy(movedTo(model, p), h) <= ENEMY_GAP + EPS;
  const step = Math.max(0.02, Math.min(0.1, innerRadius(model.shape) / 2));
  let prev = 0;
  for (let s = step; ; s += step) {
    const here = Math.min(s, reach);
    const p = pointAt(path, here);
    const bad = staticProblem(p);
    const stop = !bad && reachedOne(p);
    if (bad || stop) {
      // Bisect for the first point where the trouble starts; the farthest legal point is just before it.
      let lo = prev, hi = here;
      for (let k = 0; k < 40; k++) {
        const mid = (lo + hi) / 2;
        const q = pointAt(path, mid);
        if (bad ? staticProblem(q) : reachedOne(q)) hi = mid;
        else lo = mid;
      }
      if (bad) return { farthest: pointAt(path, lo), violation: bad };
      // D10.AMBIG.ONE_INCH: a model may end exactly 1" away, but its move ends there.
      if (total - hi > 1e-6)
        return {
          farthest: pointAt(path, hi),
          violation: { code: 'enemy-within-1', reason: `${name} must stop once it is 1" from an enemy (D10.MOVE.STOP_WITHIN_1).` },
        };
    }
    prev = here;
    if (here >= reach) break;
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

  const normal = req.mode === 'move' || req.mode === 'advance';
  const paths = new Map<string, Point[]>();
  const hazards = new Map<string, Hazards>();
  for (const m of unit.models) {
    const path = [{ x: m.x, y: m.y }, ...(req.paths[m.id] ?? [])];
    paths.set(m.id, path);
    hazards.set(m.id, hazardsFor(index, unit, path, m));
  }

  // D10.MOVE.DIFFICULT_6 with D10.AMBIG.DIFFICULT_TERRAIN: normal moves only, D10 only.
  let difficult = false;
  if (normal && req.ruleset === 'd10-wargame')
    difficult = unit.models.some((m) => {
      const path = paths.get(m.id)!;
      const h = hazards.get(m.id)!;
      if (h.difficult.length === 0) return false;
      const total = pathLength(path);
      const step = Math.max(0.02, Math.min(0.1, innerRadius(m.shape) / 2));
      for (let s = 0; s <= total + step; s += step)
        if (h.difficult.some((t) => baseOverlapsPiece(movedTo(m, pointAt(path, Math.min(s, total))), t))) return true;
      return false;
    });
  const allowance = req.crossingCheck === 'failed' ? Math.max(0, req.allowance - CROSSING_PENALTY) : req.allowance;
  const limit = difficult ? Math.min(allowance, DIFFICULT_CAP) : allowance;

  const farthest: Record<string, Point> = {};
  let failure: { code: MoveCode; reason: string; modelId: string } | undefined;
  for (const m of unit.models) {
    const path = paths.get(m.id)!;
    const w = walk(index, m, path, limit, hazards.get(m.id)!, normal, normal);
    farthest[m.id] = w.farthest;
    if (!failure && w.violation) failure = { ...w.violation, modelId: m.id };
    const total = pathLength(path);
    if (!failure && total > limit + EPS)
      failure = difficult && total <= allowance + EPS
        ? { code: 'difficult-terrain', reason: `The unit crosses difficult terrain, so ${m.id} may move at most 6" this activation (D10.MOVE.DIFFICULT_6).`, modelId: m.id }
        : allowance < req.allowance && total <= req.allowance + EPS
          ? { code: 'too-far', reason: `The unit failed its check to cross an obstacle, so ${m.id} may move at most ${limit}" this action (BF.OBST.CROSS_FAIL).`, modelId: m.id }
          : { code: 'too-far', reason: `${m.id} would move ${total.toFixed(2)}", more than its ${limit}" allowance.`, modelId: m.id };
  }
  if (failure) return { ok: false, ...failure, farthest };

  const ends = unit.models.map((m) => movedTo(m, farthest[m.id]!));
  for (let i = 0; i < ends.length; i++)
    for (let j = i + 1; j < ends.length; j++)
      if (overlaps(ends[i]!, ends[j]!))
        return { ok: false, code: 'overlap', reason: `${ends[i]!.id} and ${ends[j]!.id} would end on top of each other.`, modelId: ends[i]!.id, farthest: backOff(unit, paths, () => false) };

  // D10.COHESION.ALWAYS / BF.MOVE.COHERENCY_2IN: the unit must end in cohesion.
  const rule = req.ruleset === 'd10-wargame' ? 'd10' : req.ruleset === 'battle-forge' ? 'battle-forge' : undefined;
  if (rule) {
    const c = cohesion(ends, rule);
    if (!c.ok)
      return {
        ok: false,
        code: 'cohesion',
        reason: `The unit would end out of cohesion: ${c.problems[0]!.message}`,
        farthest: backOff(unit, paths, (models) => cohesion(models, rule).ok),
      };
  }
  const distances: Record<string, number> = {};
  for (const m of unit.models) distances[m.id] = pathLength(paths.get(m.id)!);
  return { ok: true, distances, positions: farthest, difficult };
}

/** The farthest common share of every path (in 5% steps) at which `ok` holds; the start if none. */
function backOff(unit: TableUnit, paths: Map<string, Point[]>, ok: (models: PlacedModel[]) => boolean): Record<string, Point> {
  const at = (t: number): PlacedModel[] =>
    unit.models.map((m) => {
      const path = paths.get(m.id)!;
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
