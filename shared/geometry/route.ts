/**
 * The way a model goes when a player drags it somewhere: the shortest path around what it may not
 * cross (D10.TERRAIN.MEASURE_AROUND, D10.MOVE.NO_PASS_THROUGH, D10.ENGAGE.ONE_INCH), as waypoints
 * `checkMove` then judges. The router and the move zone (zones.ts) see the same obstacles:
 *
 * - impassable terrain;
 * - every other unit as one footprint, the convex hull of its bases: a model does not slip between
 *   the models of another unit (moving through a unit is what D10.MOVE.NO_PASS_THROUGH forbids);
 * - for a ruleset that keeps moves clear of enemies, each enemy footprint grown by that gap;
 * - in the D10 Wargame, difficult terrain as well while the path may be longer than the 6" cap
 *   (D10.MOVE.DIFFICULT_6): a path through the wood is taken only if it fits the cap.
 *
 * Footprints stand a little outside the bases (their hulls are built from 12-sided outlines drawn
 * round each base), so a route keeps a hair clear of what `checkMove` measures exactly: the router
 * may miss a squeeze the rules allow (a waypoint drawn by hand still gets through), but a route it
 * finds is one `checkMove` accepts, terrain and bases permitting. Cohesion and where each model ends
 * are `checkMove`'s to judge.
 */
import type { MoveRules } from './move';
import { moveZone, type Zone } from './zones';
import { blockersOf, legClear, networkFor, pathLengths, standsClear, type Obstacles } from './reach';
import { type PlacedModel, boundingRadius, coreOf } from './shapes';
import type { TableIndex, TableUnit, TerrainPiece } from './table';
import { closestParam, convexHull, pointInPolygon, polygonBBox } from './polygon';
import { type Point, dist, pathLength } from './units';

const DIRECTIONS = 12;
const DIRS = Array.from({ length: DIRECTIONS }, (_, k) => {
  const a = (2 * Math.PI * k) / DIRECTIONS;
  return { x: Math.cos(a), y: Math.sin(a) };
});

/** A convex polygon holding the base grown by `gap`: its support lines in twelve directions, met. */
function baseOutline(model: PlacedModel, gap: number): Point[] {
  const core = coreOf(model);
  const h = DIRS.map((u) => {
    let best = -Infinity;
    for (const p of core.points) best = Math.max(best, p.x * u.x + p.y * u.y);
    return best + core.radius + gap;
  });
  const out: Point[] = [];
  for (let k = 0; k < DIRECTIONS; k++) {
    const j = (k + 1) % DIRECTIONS;
    const a = DIRS[k]!, b = DIRS[j]!;
    // Lines a·x = h[k] and b·x = h[j] meet at one corner of the outline.
    const det = a.x * b.y - a.y * b.x;
    out.push({ x: (h[k]! * b.y - h[j]! * a.y) / det, y: (a.x * h[j]! - b.x * h[k]!) / det });
  }
  return out;
}

/** A unit's footprint grown by `gap`: the hull of its bases' outlines. */
export function unitFootprint(unit: TableUnit, gap = 0): Point[] {
  return convexHull(unit.models.flatMap((m) => baseOutline(m, gap)));
}

/**
 * What a unit's models must go around when it moves: impassable terrain and the other units'
 * footprints (enemies' grown by the rules' gap), as pieces the reach and route code can grow.
 * Only what stands within `reach` inches of the unit is listed.
 */
export function moveObstacles(index: TableIndex, unitId: string, rules: MoveRules, reach: number): TerrainPiece[] {
  const unit = index.unit(unitId);
  if (!unit || unit.models.length === 0) return [];
  const [x0, y0, x1, y1] = unitBox(unit, reach);
  const near = (poly: readonly Point[]): boolean => {
    const [a, b, c, d] = polygonBBox(poly);
    return c >= x0 && a <= x1 && d >= y0 && b <= y1;
  };
  const out: TerrainPiece[] = index.terrain.map((t) => t.piece).filter((t) => t.impassable && near(t.polygon));
  // Beyond the table's edges: bases stay on the table.
  const { width: w, height: h } = index.table;
  const edges: [string, Point[]][] = [
    ['west', box(-4, -4, 0, h + 4)],
    ['east', box(w, -4, w + 4, h + 4)],
    ['south', box(-4, -4, w + 4, 0)],
    ['north', box(-4, h, w + 4, h + 4)],
  ];
  for (const [id, polygon] of edges)
    if (near(polygon)) out.push({ id: `edge:${id}`, kind: 'table edge', polygon, blocksSight: false, impassable: true, difficult: false, cover: 'none' });
  for (const other of index.table.units) {
    if (other.id === unitId || other.models.length === 0) continue;
    const gap = other.side !== unit.side ? rules.enemyGap : 0;
    const polygon = unitFootprint(other, gap);
    if (!near(polygon)) continue;
    out.push({ id: `unit:${other.id}`, kind: other.side !== unit.side ? 'enemy unit' : 'unit', polygon, blocksSight: false, impassable: true, difficult: false, cover: 'none' });
  }
  return out;
}

const box = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

function unitBox(unit: TableUnit, grow: number): [number, number, number, number] {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const m of unit.models) {
    const r = boundingRadius(m.shape) + grow;
    x0 = Math.min(x0, m.x - r);
    y0 = Math.min(y0, m.y - r);
    x1 = Math.max(x1, m.x + r);
    y1 = Math.max(y1, m.y + r);
  }
  return [x0, y0, x1, y1];
}

/** The nearest spot (within ½") straight away from the pieces the base overlaps where it stands clear, if any. */
function stepOut(p: Point, r: number, blockers: Obstacles['blockers']): Point | undefined {
  let dx = 0, dy = 0;
  for (const b of blockers) {
    const [x0, y0, x1, y1] = b.bbox;
    if (p.x < x0 - r || p.x > x1 + r || p.y < y0 - r || p.y > y1 + r) continue;
    const q = closestOnBoundary(p, b.polygon);
    const inside = pointInPolygon(p, b.polygon);
    const d = dist(p, q);
    if (!inside && d >= r) continue;
    const away = inside ? { x: q.x - p.x, y: q.y - p.y } : { x: p.x - q.x, y: p.y - q.y };
    const l = Math.hypot(away.x, away.y) || 1;
    dx += away.x / l;
    dy += away.y / l;
  }
  const l = Math.hypot(dx, dy);
  if (l < 1e-9) return undefined;
  for (let step = 0.01; step <= 0.5; step += 0.01) {
    const q = { x: p.x + (dx / l) * step, y: p.y + (dy / l) * step };
    if (standsClear(q, r, blockers)) return q;
  }
  return undefined;
}

function closestOnBoundary(p: Point, poly: readonly Point[]): Point {
  let best = poly[0]!, bestD = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j]!, b = poly[i]!;
    const t = closestParam(p, a, b);
    const q = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    const d = dist(p, q);
    if (d < bestD) {
      bestD = d;
      best = q;
    }
  }
  return best;
}

/** The difficult pieces near the unit, for routes that must keep out of them. */
function difficultNear(index: TableIndex, unit: TableUnit, reach: number): TerrainPiece[] {
  const [x0, y0, x1, y1] = unitBox(unit, reach);
  return index.terrainIn(x0, y0, x1, y1).map((t) => t.piece).filter((t) => t.difficult && !t.impassable);
}

interface Network {
  radius: number;
  blockers: Obstacles['blockers'];
  /** The grown pieces' corners and the ways between them, laid out the first time a leg must bend. */
  obstacles?: Obstacles;
  /** How far each start is from each corner of the network, and the corner before it: per start. */
  from: Map<string, { points: Point[]; lengths: number[]; via: number[] }>;
}

/**
 * Routes for one unit's models, for one move: set up once when the move begins (it grows the
 * obstacles by the models' size and lays out the path network), then asked every frame of a drag.
 * Each model's shortest paths from where it stands are worked out the first time it needs to go
 * around something, and kept.
 */
export class MoveRouter {
  readonly #allowance: number;
  readonly #cap: number | undefined;
  readonly #pieces: TerrainPiece[];
  readonly #rough: TerrainPiece[];
  readonly #networks = new Map<string, Network>();

  constructor(index: TableIndex, unitId: string, allowance: number, rules: MoveRules) {
    this.#allowance = allowance;
    const unit = index.unit(unitId);
    const reach = allowance + 2;
    this.#pieces = moveObstacles(index, unitId, rules, reach);
    this.#cap = rules.difficultCap !== undefined && allowance > rules.difficultCap ? rules.difficultCap : undefined;
    this.#rough = this.#cap !== undefined && unit ? difficultNear(index, unit, reach) : [];
  }

  /** The obstacles this router goes around (for drawing, and for the move zone to agree with it). */
  get pieces(): readonly TerrainPiece[] {
    return this.#pieces;
  }

  /**
   * Waypoints after the model's start that take it to `target` (through `via`, in order), the
   * shortest way the obstacles allow, or the straight line when no way round is found (the rules
   * check then says why). Where the shortest way enters difficult terrain and is longer than the
   * cap, a way round the difficult ground is taken if it fits the allowance.
   */
  route(model: PlacedModel, target: Point, via: readonly Point[] = []): Point[] {
    return this.routeUnit([{ model, target, via }])[0]!;
  }

  /**
   * Routes for several models of the unit moving together. The cap for difficult terrain binds the
   * whole unit (D10.AMBIG.DIFFICULT_TERRAIN), so when any model needs more than the cap, every model
   * keeps out of difficult ground where a way round fits the allowance.
   */
  routeUnit(moves: readonly { model: PlacedModel; target: Point; via?: readonly Point[] }[]): Point[][] {
    const plain = moves.map(({ model, target, via }) => this.#routeWith('plain', model, [...(via ?? []), target], Math.max(this.#allowance, 1) * 3) ?? [...(via ?? []), target].map((p) => ({ x: p.x, y: p.y })));
    if (this.#cap === undefined || this.#rough.length === 0) return plain;
    const longest = Math.max(0, ...plain.map((path, i) => pathLength([moves[i]!.model, ...path])));
    if (longest <= this.#cap) return plain;
    return moves.map(({ model, target, via }, i) => {
      const around = this.#routeWith('rough', model, [...(via ?? []), target], this.#allowance);
      return around && pathLength([model, ...around]) <= this.#allowance ? around : plain[i]!;
    });
  }

  /** Whether the model may go straight to `target`: it stands clear, and the way there crosses nothing it must go round. */
  clearLine(model: PlacedModel, target: Point): boolean {
    const { radius, blockers } = this.#network('plain', boundingRadius(model.shape));
    return standsClear(model, radius, blockers) && legClear(model, target, radius, blockers);
  }

  #network(kind: 'plain' | 'rough', radius: number): Network {
    const key = `${kind}:${radius}`;
    let n = this.#networks.get(key);
    if (!n) {
      const pieces = kind === 'rough' ? [...this.#pieces, ...this.#rough] : this.#pieces;
      n = { radius, blockers: blockersOf(pieces), from: new Map() };
      this.#networks.set(key, n);
    }
    return n;
  }

  #routeWith(kind: 'plain' | 'rough', model: PlacedModel, stops: readonly Point[], budget: number): Point[] | undefined {
    const network = this.#network(kind, boundingRadius(model.shape));
    const out: Point[] = [];
    let at: Point = { x: model.x, y: model.y };
    let used = 0;
    // A model in base contact (or at the 1" line) stands just inside the footprints, which are drawn
    // a little large: it first steps straight out of them, which is always away from what it touches.
    const { radius, blockers } = network;
    if (!standsClear(at, radius, blockers)) {
      const out0 = stepOut(at, radius, blockers);
      if (!out0) return undefined;
      used += dist(at, out0);
      out.push(out0);
      at = out0;
    }
    for (const stop of stops) {
      // Likewise a spot in base contact or at the 1" line: the route comes to just outside it, then steps in.
      const near = standsClear(stop, radius, blockers) ? undefined : stepOut(stop, radius, blockers);
      const leg = near ? this.#leg(network, at, near, budget - used)?.concat({ x: stop.x, y: stop.y }) : this.#leg(network, at, stop, budget - used);
      if (!leg) return undefined;
      used += pathLength([at, ...leg]);
      out.push(...leg);
      at = stop;
    }
    return out;
  }

  /** The shortest way from `a` to `b` within `budget`, as the waypoints after `a`. */
  #leg(network: Network, a: Point, b: Point, budget: number): Point[] | undefined {
    if (dist(a, b) < 1e-9 || legClear(a, b, network.radius, network.blockers)) return [{ x: b.x, y: b.y }];
    const obstacles = (network.obstacles ??= networkFor(network.blockers, network.radius));
    const key = `${a.x},${a.y}`;
    let paths = network.from.get(key);
    if (!paths) {
      paths = pathLengths([a], budget, obstacles);
      network.from.set(key, paths);
    }
    const { points, lengths, via } = paths;
    let best = -1, length = Infinity;
    for (let i = 1; i < points.length; i++) {
      const l = lengths[i]!;
      if (!(l < Infinity)) continue;
      const d = l + dist(points[i]!, b);
      if (d < length && d <= budget && legClear(points[i]!, b, obstacles.radius, obstacles.blockers)) {
        best = i;
        length = d;
      }
    }
    if (best < 0) return undefined;
    const waypoints = [{ x: b.x, y: b.y }];
    for (let i = best; i > 0; i = via[i]!) waypoints.unshift(points[i]!);
    return waypoints;
  }
}

/**
 * The unit slid by (dx, dy), keeping its formation: each model's end and the route it takes there
 * (the waypoints after its start, ending at the end), as a move command carries them.
 */
export function routedShift(router: MoveRouter, models: readonly PlacedModel[], dx: number, dy: number): { ends: { id: string; x: number; y: number }[]; paths: Record<string, Point[]> } {
  const ends = models.map((m) => ({ id: m.id, x: m.x + dx, y: m.y + dy }));
  const routes = router.routeUnit(models.map((m, i) => ({ model: m, target: ends[i]! })));
  return { ends, paths: Object.fromEntries(models.map((m, i) => [m.id, routes[i]!])) };
}

/**
 * Where the unit's bases may reach with this move: the move zone round the terrain and round the
 * footprints the router goes round (other units, enemies' gaps, the table's edges), so the zone
 * drawn is where a dragged move is routed and judged.
 */
export function moveReach(index: TableIndex, unitId: string, allowance: number, rules: MoveRules): Zone {
  const unit = index.unit(unitId);
  if (!unit || unit.models.length === 0) return { rings: [] };
  const blockers = moveObstacles(index, unitId, rules, allowance + 2).filter((p) => p.kind === 'unit' || p.kind === 'enemy unit' || p.kind === 'table edge');
  return moveZone(unit.models, allowance, { terrain: [...index.terrain.map((t) => t.piece), ...blockers], rules });
}
