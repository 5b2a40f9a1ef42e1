/**
 * The Movement Phase and placing models (D10.MOVE.*, D10.COHESION.*, D10.ENGAGE.ONE_INCH, reserves
 * entering, deployment). A move names each model's end point; the path is the straight line to it.
 */
import { geoMoveProblem } from './geo';
import { circleTouchesPolygon, dist, edgeDistance, inCohesion, modelGap } from './space';
import { onTable, type D10State, type Edge, type PlacedModel, type Point, type UnitState } from './state';

const EPS = 1e-6;

/** D10.MOVE.MOVE_6, D10.MOVE.ADVANCE_12 and D10.SR.SPEED: the allowance before difficult terrain. */
export function allowance(u: Pick<UnitState, 'tiers'>, mode: 'move' | 'advance'): number {
  return (mode === 'move' ? 6 : 12) + 2 * (u.tiers.speed ?? 0);
}

/** Match the placed models to the unit's models, by id when given, else in order. */
export function matchModels(u: UnitState, placed: PlacedModel[]): { id: string; from: Point; to: PlacedModel }[] | string {
  if (placed.length !== u.models.length) return `${u.name} has ${u.models.length} models; ${placed.length} positions were given.`;
  const out: { id: string; from: Point; to: PlacedModel }[] = [];
  for (let i = 0; i < placed.length; i++) {
    const p = placed[i]!;
    const m = p.id !== undefined ? u.models.find((x) => x.id === p.id) : u.models[i];
    if (!m) return `${u.name} has no model "${p.id}".`;
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) return 'Every position needs numbers for x and y.';
    out.push({ id: m.id, from: { x: m.x, y: m.y }, to: p });
  }
  if (new Set(out.map((o) => o.id)).size !== out.length) return 'Each model can be placed only once.';
  return out;
}

/** Checks shared by every placement: on the table, off blocking terrain, clear of other bases, in cohesion. */
export function placementProblem(s: D10State, u: UnitState, points: Point[]): string | null {
  const { width, height } = s.table;
  for (const p of points) {
    if (p.x - u.radius < -EPS || p.y - u.radius < -EPS || p.x + u.radius > width + EPS || p.y + u.radius > height + EPS) return 'Every model must stay on the table.';
    if (s.table.terrain.some((t) => t.kind === 'blocking' && circleTouchesPolygon(p, u.radius, t.points))) return 'Models cannot stand in blocking terrain.';
  }
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) if (dist(points[i]!, points[j]!) < 2 * u.radius - 1e-3) return 'Two models of the unit would overlap.';
  for (const id of s.order) {
    const o = s.units[id]!;
    if (o.id === u.id || !onTable(o)) continue;
    for (const m of o.models) for (const p of points) if (dist(m, p) < u.radius + o.radius - 1e-3) return `A model would overlap ${o.name}.`;
  }
  // D10.COHESION.ALWAYS.
  const cohesion = inCohesion(points, u.radius);
  return cohesion ? `The unit would lose cohesion: ${cohesion}.` : null;
}

/**
 * Why this move is not legal, or null: the allowance (D10.MOVE.MOVE_6, D10.MOVE.ADVANCE_12, D10.SR.SPEED)
 * here, and the table — difficult terrain (D10.MOVE.DIFFICULT_6), blocking terrain, other units
 * (D10.MOVE.NO_PASS_THROUGH), the 1" rule (D10.ENGAGE.ONE_INCH, D10.AMBIG.ONE_INCH) and cohesion — by the
 * shared geometry. `paths` may route each model around obstacles (D10.TERRAIN.MEASURE_AROUND).
 */
export function moveProblem(s: D10State, u: UnitState, mode: 'move' | 'advance', placed: PlacedModel[], paths?: Record<string, Point[]>): string | null {
  const matched = matchModels(u, placed);
  if (typeof matched === 'string') return matched;
  const limit = allowance(u, mode);
  const routes: Record<string, Point[]> = {};
  for (const m of matched) {
    const via = paths?.[m.id]?.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y)) ?? [];
    const last = via[via.length - 1];
    routes[m.id] = last && dist(last, m.to) < 1e-6 ? via.map((p) => ({ x: p.x, y: p.y })) : [...via.map((p) => ({ x: p.x, y: p.y })), { x: m.to.x, y: m.to.y }];
    let length = 0;
    let at = m.from;
    for (const p of routes[m.id]!) {
      length += dist(at, p);
      at = p;
    }
    if (length > limit + EPS) return `A model would move ${length.toFixed(1)}"; ${mode === 'move' ? 'a Move' : 'an Advance'} allows ${limit}".`;
  }
  return geoMoveProblem(s, u, Object.fromEntries(matched.map((m) => [m.id, { x: m.to.x, y: m.to.y }])), limit, mode, routes);
}

/** Reserves entering (D10.RESERVE.ANY_EDGE, D10.RESERVE.ENEMY_6, D10.AMBIG.RESERVES): from the edge, within the allowance. */
export function arrivalProblem(s: D10State, u: UnitState, mode: 'move' | 'advance', edge: Edge, placed: PlacedModel[]): string | null {
  if (placed.length !== u.models.length) return `${u.name} has ${u.models.length} models; ${placed.length} positions were given.`;
  const limit = allowance(u, mode);
  for (const p of placed) {
    if (edgeDistance(p, edge, s.table.width, s.table.height) + u.radius > limit + EPS) return `Every model must end within ${limit}" of the ${edge} edge it entered from.`;
    for (const id of s.order) {
      const e = s.units[id]!;
      if (e.side === u.side || !onTable(e)) continue;
      for (const n of e.models) if (modelGap(p, u.radius, n, e.radius) < 6 - EPS) return `An arriving unit must stay at least 6" from every enemy model (${e.name} is closer).`;
    }
  }
  return placementProblem(s, u, placed);
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
