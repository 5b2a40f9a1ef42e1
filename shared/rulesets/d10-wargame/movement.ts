/**
 * The Movement Phase and placing models (D10.MOVE.*, D10.COHESION.*, D10.ENGAGE.ONE_INCH, reserves
 * entering, deployment). A move names each model's end point and, if it goes round something, the
 * waypoints of its path; every measure is the shared geometry's, on the bases' real shapes.
 */
import { cohesion, deploymentZones, inZone, modelDistance, pathLength, standingProblem, withinAllowance, overlaps, type DeploymentZone } from '../../geometry/index';
import { bboxOf, type PlacedModel as GeoModel } from '../../geometry/shapes';
import { dist } from '../../geometry/units';
import type { TableIndex } from '../../geometry/table';
import { perObjectAndKey } from '../../core/memo';
import { geoMoveProblem, indexOf, modelNames, moveRules, placedModel } from './geo';
import type { MoveAllowance, Refusal } from '../../core/ruleset';
import { activeUnit, stepProblem } from './activation';
import { refuse, type Problem } from '../../core/refusal';
import { before, REAL_SHAPES } from '../../core/rules-revision';
import { legacyArrivalProblem, legacyInZone, legacyPlacementProblem } from './legacy-placement';
import { onTable, type D10Command, type D10State, type Edge, type PlacedModel, type Point, type UnitState } from './state';

/** D10.MOVE.MOVE_6, D10.MOVE.ADVANCE_12 and D10.SR.SPEED: the allowance before difficult terrain. */
export function allowance(u: Pick<UnitState, 'tiers'>, mode: 'move' | 'advance'): number {
  return (mode === 'move' ? 6 : 12) + 2 * (u.tiers.speed ?? 0);
}

/** D10.MOVE.CHOICE: the Move or Advance the active unit may make now, for the board to route and draw. */
export function moveAllowance(s: D10State, command: D10Command): MoveAllowance | null {
  if (command.type !== 'move' || (command.mode !== 'move' && command.mode !== 'advance')) return null;
  const u = activeUnit(s);
  if (!u || u.status !== 'table' || stepProblem(s, 'move') !== null) return null;
  return { unitId: u.id, allowance: allowance(u, command.mode), rules: moveRules(command.mode) };
}

/** Match the placed models to the unit's models, by id when given, else in order. */
export function matchModels(u: UnitState, placed: PlacedModel[]): { id: string; from: Point; to: PlacedModel }[] | Refusal {
  if (!Array.isArray(placed)) return refuse('bad-command', 'Give a position for every model.');
  if (placed.length !== u.models.length) return refuse('wrong-model-count', `${u.name} has ${u.models.length} models; ${placed.length} positions were given.`);
  const out: { id: string; from: Point; to: PlacedModel }[] = [];
  for (let i = 0; i < placed.length; i++) {
    const p = placed[i]!;
    const m = p.id !== undefined ? u.models.find((x) => x.id === p.id) : u.models[i];
    if (!m) return refuse('no-such-model', `${u.name} has no model "${p.id}".`);
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) return refuse('bad-command', 'Every position needs numbers for x and y.');
    if (p.facing !== undefined && !Number.isFinite(p.facing)) return refuse('bad-command', 'A facing must be a number (radians).');
    out.push({ id: m.id, from: { x: m.x, y: m.y }, to: p });
  }
  if (new Set(out.map((o) => o.id)).size !== out.length) return refuse('bad-command', 'Each model can be placed only once.');
  return out;
}

/** The placed models as bases on the table, in the unit's order, facing as given or as they stand. */
function basesAt(u: UnitState, placed: PlacedModel[]): GeoModel[] {
  return placed.map((p, i) => {
    const m = (p.id !== undefined ? u.models.find((x) => x.id === p.id) : u.models[i]) ?? u.models[i]!;
    return placedModel(u, { id: m.id, x: p.x, y: p.y, facing: p.facing ?? m.facing });
  });
}

/**
 * Checks shared by every placement (deployment, arrival): on the table, off blocking terrain, clear
 * of other bases and of each other, in cohesion (D10.COHESION.ALWAYS) — on the bases' real shapes.
 */
export function placementProblem(s: D10State, u: UnitState, placed: PlacedModel[]): Problem {
  if (before(s.options, REAL_SHAPES)) return legacyPlacementProblem(s, u, placed);
  const bases = basesAt(u, placed);
  const index = indexOf(s);
  const names = modelNames(u);
  const ignore = new Set([u.id]);
  for (const b of bases) {
    const problem = standingProblem(index, b, ignore);
    if (problem === 'off-table') return refuse('off-table', 'Every model must stay on the table.');
    if (problem === 'impassable') return refuse('impassable', `${names[b.id]} would stand in blocking terrain (D10.TERRAIN.BLOCKING_IMPASSABLE).`, 'D10.TERRAIN.BLOCKING_IMPASSABLE');
    if (problem === 'overlap') {
      const other = s.order.map((id) => s.units[id]!).find((o) => o.id !== u.id && onTable(o) && o.models.some((m) => overlaps(b, placedModel(o, m))));
      return refuse('overlap', `${names[b.id]} would overlap ${other?.name ?? 'another unit'}.`);
    }
  }
  for (let i = 0; i < bases.length; i++)
    for (let j = i + 1; j < bases.length; j++) if (overlaps(bases[i]!, bases[j]!)) return refuse('overlap', `${names[bases[i]!.id]} and ${names[bases[j]!.id]} would overlap.`);
  // D10.COHESION.ALWAYS.
  const c = cohesion(bases, 'square');
  return c.ok ? null : refuse('out-of-cohesion', `The unit would lose cohesion: ${c.problems[0]!.message}`, 'D10.COHESION.ALWAYS');
}

/**
 * Why this move is not legal, or null: the allowance (D10.MOVE.MOVE_6, D10.MOVE.ADVANCE_12, D10.SR.SPEED)
 * here, and the table — difficult terrain (D10.MOVE.DIFFICULT_6), blocking terrain, other units
 * (D10.MOVE.NO_PASS_THROUGH), the 1" rule (D10.ENGAGE.ONE_INCH, D10.AMBIG.ONE_INCH) and cohesion — by the
 * shared geometry. `paths` may route each model around obstacles (D10.TERRAIN.MEASURE_AROUND); a
 * model may turn as it goes (its facing at the end).
 */
/**
 * Verdicts on moves, per table: a move's legality depends on the table (every unit where it stands,
 * the mover included), the mover's allowance and the move itself, so states with one table share
 * them — the opponent judges a move when it lists it and again when it plays it out.
 */
const verdicts = perObjectAndKey<TableIndex, Problem>(256);

export function moveProblem(s: D10State, u: UnitState, mode: 'move' | 'advance', placed: PlacedModel[], paths?: Record<string, Point[]>): Problem {
  const key = JSON.stringify([u.id, mode, allowance(u, mode), placed, paths ?? null]);
  return verdicts(indexOf(s), key, () => judgeMove(s, u, mode, placed, paths));
}

function judgeMove(s: D10State, u: UnitState, mode: 'move' | 'advance', placed: PlacedModel[], paths?: Record<string, Point[]>): Problem {
  const matched = matchModels(u, placed);
  if (!Array.isArray(matched)) return matched;
  if (paths !== undefined && (typeof paths !== 'object' || paths === null || Array.isArray(paths))) return refuse('bad-command', 'Paths are given per model.');
  const limit = allowance(u, mode);
  const names = modelNames(u);
  const routes = routesOf(matched, paths);
  if ('reason' in routes) return routes as Refusal;
  const facings: Record<string, number> = {};
  for (const m of matched) {
    if (m.to.facing !== undefined) facings[m.id] = m.to.facing;
    const length = pathLength([m.from, ...routes[m.id]!]);
    if (!withinAllowance(length, limit)) return refuse('too-far', `${names[m.id]} would move ${length.toFixed(1)}"; ${mode === 'move' ? 'a Move' : 'an Advance'} allows ${limit}".`, mode === 'move' ? 'D10.MOVE.MOVE_6' : 'D10.MOVE.ADVANCE_12', [m.id]);
  }
  return geoMoveProblem(s, u, limit, mode, routes, facings);
}

/** Each model's waypoints after where it stands, ending where it is placed. */
function routesOf(matched: { id: string; to: PlacedModel }[], paths?: Record<string, Point[]>): Record<string, Point[]> | Refusal {
  const routes: Record<string, Point[]> = {};
  for (const m of matched) {
    const given = paths?.[m.id];
    if (given !== undefined && !Array.isArray(given)) return refuse('bad-command', 'A path is a list of points.');
    const via = (given ?? []).filter((p) => p && Number.isFinite(p.x) && Number.isFinite(p.y)).map((p) => ({ x: p.x, y: p.y }));
    const last = via[via.length - 1];
    routes[m.id] = last && dist(last, m.to) < 1e-6 ? via : [...via, { x: m.to.x, y: m.to.y }];
  }
  return routes;
}

/** The longest distance a model of the unit travels along its path (D10.TERRAIN.MEASURE_AROUND), to the hundredth. */
export function distanceMoved(u: UnitState, placed: PlacedModel[], paths?: Record<string, Point[]>): number {
  const matched = matchModels(u, placed);
  if (!Array.isArray(matched)) return 0;
  const routes = routesOf(matched, paths);
  if ('reason' in routes) return 0;
  return Math.round(Math.max(0, ...matched.map((m) => pathLength([m.from, ...routes[m.id]!]))) * 100) / 100;
}

/** How far a base reaches from a table edge: the part of it farthest from that edge. */
function reachFromEdge(b: GeoModel, edge: Edge, width: number, height: number): number {
  const [x0, y0, x1, y1] = bboxOf(b);
  switch (edge) {
    case 'south':
      return y1;
    case 'north':
      return height - y0;
    case 'west':
      return x1;
    case 'east':
      return width - x0;
  }
}

/** Reserves entering (D10.RESERVE.ANY_EDGE, D10.RESERVE.ENEMY_6, D10.AMBIG.RESERVES): from the edge, within the allowance. */
export function arrivalProblem(s: D10State, u: UnitState, mode: 'move' | 'advance', edge: Edge, placed: PlacedModel[]): Problem {
  const matched = matchModels(u, placed);
  if (!Array.isArray(matched)) return matched;
  if (!['north', 'south', 'east', 'west'].includes(edge)) return refuse('bad-command', 'Choose the table edge the unit enters from.', 'D10.RESERVE.ANY_EDGE');
  const limit = allowance(u, mode);
  if (before(s.options, REAL_SHAPES)) return legacyArrivalProblem(s, u, limit, edge, placed);
  for (const b of basesAt(u, placed)) {
    if (!withinAllowance(reachFromEdge(b, edge, s.table.width, s.table.height), limit)) return refuse('too-far-from-edge', `Every model must end within ${limit}" of the ${edge} edge it entered from.`, 'D10.RESERVE.ANY_EDGE');
    for (const id of s.order) {
      const e = s.units[id]!;
      if (e.side === u.side || !onTable(e)) continue;
      for (const n of e.models) if (modelDistance(b, placedModel(e, n)) < 6 - 1e-6) return refuse('too-close-to-enemy', `An arriving unit must stay at least 6" from every enemy model (${e.name} is closer).`, 'D10.RESERVE.ENEMY_6');
    }
  }
  return placementProblem(s, u, placed);
}

/** The deployment zones of this game (D10.DEPLOY.*, D10.AMBIG.DEPLOY_GEOMETRY). */
export function deploymentZonesOf(s: D10State): [DeploymentZone, DeploymentZone] {
  const kind = s.options.deployment === 'dawn' ? 'dawn-of-war' : s.options.deployment;
  return deploymentZones(kind, s.table.width, s.table.height);
}

/** D10.DEPLOY.*: every base wholly inside its player's zone, on its real shape. */
export function whollyInZone(s: D10State, u: UnitState, placed: PlacedModel[]): boolean {
  if (before(s.options, REAL_SHAPES)) return legacyInZone(s, u, placed);
  const zone = deploymentZonesOf(s)[u.side];
  return basesAt(u, placed).every((b) => inZone(b, zone));
}

export function place(u: UnitState, placed: PlacedModel[]): number {
  let longest = 0;
  const matched = placed.map((p, i) => ({ m: p.id !== undefined ? u.models.find((x) => x.id === p.id)! : u.models[i]!, p }));
  for (const { m, p } of matched) {
    longest = Math.max(longest, dist(m, p));
    m.x = p.x;
    m.y = p.y;
    if (p.facing !== undefined) m.facing = p.facing;
  }
  return Math.round(longest * 100) / 100;
}
