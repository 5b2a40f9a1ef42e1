/**
 * Units in reserve and how they come onto the table (BF.RES.*, BF.AMBUSH.*, BF.OUTFLANK.*): which
 * units may wait in reserve, and whether a proposed arrival is legal. Pure functions of the state,
 * the proposed places and, for an ambush, the dice; the engine applies what they allow.
 *
 * Readings (BF.AMBIG.RESERVES_UNARRIVED, BF.AMBIG.AMBUSH_PLACEMENT):
 * - An 'own-edge' reserve edge is the stretch of table edge along the seat's deployment zone (a
 *   corner zone has two such stretches); 'any-edge' is every table edge.
 * - A unit coming on from the edge makes a Move from it: every model ends within its Move of that
 *   edge, measured from the nearest point of its base (BF.RES.FIRST_ACTION_MOVE).
 * - Units with Ambush or Outflank wait until round 2 whichever way they arrive.
 * - An outflanker stands within 6" of a stretch of table edge outside every enemy zone, with no
 *   model inside an enemy zone.
 */
import type { Roller } from '../../core/dice';
import type { Problem } from '../../core/refusal';
import { refuse } from '../../core/refusal';
import type { Refusal } from '../../core/ruleset';
import { atLeast, distanceToPoint, modelDistance, withinAllowance } from '../../geometry/index';
import { distanceToSegment } from '../../geometry/distance';
import type { Point } from '../../geometry/units';
import { BF_CHECK } from './activation';
import { checkPasses, modifiedValue, shockModifier } from './check';
import { enemiesOf, isEnemy, placed } from './geo';
import { basesAt, formationAround, placementProblem, type FacedPlace, type ModelPlace } from './placement';
import { unitOf } from './round-state';
import { clampToTable, scatter, type Scatter } from './scatter';
import { leadStats } from './setup';
import type { BfState, BfUnit, BfZone, Side } from './state';

/** A straight stretch of table edge. */
export interface EdgeStretch {
  a: Point;
  b: Point;
}

const EDGE_EPS = 1e-6;

/** The four table edges, top, bottom, left, right. */
function tableEdges(state: BfState): EdgeStretch[] {
  const { width: w, depth: h } = state.scenario.table;
  return [
    { a: { x: 0, y: 0 }, b: { x: w, y: 0 } },
    { a: { x: 0, y: h }, b: { x: w, y: h } },
    { a: { x: 0, y: 0 }, b: { x: 0, y: h } },
    { a: { x: w, y: 0 }, b: { x: w, y: h } },
  ];
}

/** The stretches of table edge a zone lies along. */
export function zoneEdgeStretches(zone: BfZone, table: { width: number; depth: number }): EdgeStretch[] {
  const out: EdgeStretch[] = [];
  const x2 = zone.x + zone.width, y2 = zone.y + zone.depth;
  if (zone.y <= EDGE_EPS) out.push({ a: { x: zone.x, y: 0 }, b: { x: x2, y: 0 } });
  if (y2 >= table.depth - EDGE_EPS) out.push({ a: { x: zone.x, y: table.depth }, b: { x: x2, y: table.depth } });
  if (zone.x <= EDGE_EPS) out.push({ a: { x: 0, y: zone.y }, b: { x: 0, y: y2 } });
  if (x2 >= table.width - EDGE_EPS) out.push({ a: { x: table.width, y: zone.y }, b: { x: table.width, y: y2 } });
  return out;
}

/**
 * The seat's reinforcement edge (BF.RES.EDGE_REQUIRED, BF.RES.ENTER_EDGE): the stretches of table
 * edge along its deployment zone for 'own-edge', all four edges for 'any-edge', none for 'none'.
 */
export function reserveEdge(state: BfState, seat: Side): EdgeStretch[] {
  switch (state.scenario.reserveEdges) {
    case 'none':
      return [];
    case 'any-edge':
      return tableEdges(state);
    case 'own-edge': {
      const zone = state.zones[seat];
      return zone ? zoneEdgeStretches(zone, state.scenario.table) : [];
    }
  }
}

const hasRule = (unit: BfUnit, rule: string): boolean => unit.rules.some((r) => r.rule === rule);

/** The unit arrives by a special rule (Ambush, Outflank) and so may wait in reserve without a reserve edge. */
export const arrivesSpecially = (unit: BfUnit): boolean => hasRule(unit, 'ambush') || hasRule(unit, 'outflank');

/**
 * May the unit be set aside in reserve instead of deploying? Only before it is deployed
 * (BF.RES.SET_ASIDE), and only if the scenario marks a reserve edge for its player or it arrives by
 * Ambush or Outflank (BF.RES.EDGE_REQUIRED). Null when it may.
 */
export function mayWaitInReserve(state: BfState, unit: BfUnit): Problem {
  if (state.phase !== 'deployment' || unit.status !== 'undeployed')
    return refuse('not-before-deployment', `${unit.name} can only be held in reserve before it is deployed.`, 'BF.RES.SET_ASIDE');
  if (reserveEdge(state, unit.owner).length > 0 || arrivesSpecially(unit)) return null;
  return refuse('no-reserve-edge', `This scenario marks no reserve edge for ${state.players[unit.owner] ?? 'this player'}, so ${unit.name} must deploy.`, 'BF.RES.EDGE_REQUIRED');
}

function inReserveProblem(unit: BfUnit, rule: string): Problem {
  return unit.status === 'reserve' ? null : refuse('not-in-reserve', `${unit.name} is not waiting in reserve.`, rule);
}

/** The distance from a base to the nearest of the stretches. */
function distanceToStretches(base: Parameters<typeof distanceToSegment>[0], stretches: readonly EdgeStretch[]): number {
  return Math.min(...stretches.map((s) => distanceToSegment(base, s.a, s.b)));
}

/**
 * May the reserve unit come on with its models here? It enters from its reinforcement edge
 * (BF.RES.ENTER_EDGE; none marked: BF.RES.EDGE_REQUIRED), its first action a Move measured from that
 * edge, so every model ends within `allowance` inches of it (BF.RES.FIRST_ACTION_MOVE; the engine
 * passes the Move the unit has, after Shock). Ambushers and outflankers wait until round 2
 * (BF.AMBIG.RESERVES_UNARRIVED). The models stand legally ({@link placementProblem}). Null when it may.
 */
export function edgeArrivalProblem(state: BfState, unit: BfUnit, models: readonly ModelPlace[], allowance: number): Problem {
  const waiting = inReserveProblem(unit, 'BF.RES.ENTER_EDGE');
  if (waiting) return waiting;
  const edge = reserveEdge(state, unit.owner);
  if (edge.length === 0) return refuse('no-reserve-edge', `This scenario marks no reserve edge for ${state.players[unit.owner] ?? 'this player'}.`, 'BF.RES.EDGE_REQUIRED');
  if (arrivesSpecially(unit) && state.round.round < 2)
    return refuse('reserves-wait', `${unit.name} arrives by Ambush or Outflank and waits until round 2.`, 'BF.AMBIG.RESERVES_UNARRIVED');
  const mismatch = placementProblem(state, unit, models);
  if (mismatch && mismatch.code === 'models-mismatch') return mismatch;
  const any = tableEdges(state);
  for (const base of basesAt(unit, models)) {
    const d = distanceToStretches(base, edge);
    if (withinAllowance(d, allowance)) continue;
    if (withinAllowance(distanceToStretches(base, any), allowance))
      return refuse('wrong-edge', `${unit.name} comes on from its own reserve edge, not this one.`, 'BF.RES.ENTER_EDGE', [base.id]);
    return refuse('beyond-move', `A model of ${unit.name} would end ${d.toFixed(1)}" from the reserve edge; its Move is ${allowance}".`, 'BF.RES.FIRST_ACTION_MOVE', [base.id]);
  }
  return mismatch;
}

/** The Initiative check an ambusher takes (BF.AMBUSH.INIT_TEST). */
export interface AmbushCheck {
  face: number;
  /** The value it had to roll at or under: Initiative minus Shock (BF.SHOCK.INIT). */
  value: number;
}

export type AmbushResult =
  | {
      ok: true;
      /** Where each model goes (BF.AMBUSH.PASS_PLACE, BF.AMBUSH.FAIL_SCATTER). */
      models: FacedPlace[];
      passed: boolean;
      check: AmbushCheck;
      /** Where the unit landed: the chosen point, or the scatter's point brought onto the table. */
      landing: Point;
      /** The scatter, when the check failed. */
      scatter?: Scatter;
    }
  | Refusal;

/** Why the point may not be chosen for an ambush, before any die is rolled. */
export function ambushPointProblem(state: BfState, unit: BfUnit, point: Point): Problem {
  if (!hasRule(unit, 'ambush')) return refuse('no-ambush', `${unit.name} does not have Ambush.`, 'BF.AMBUSH.ROUND_2_PLUS');
  const waiting = inReserveProblem(unit, 'BF.AMBUSH.ROUND_2_PLUS');
  if (waiting) return waiting;
  if (state.round.round < 2) return refuse('ambush-too-early', `${unit.name} can ambush from round 2 on.`, 'BF.AMBUSH.ROUND_2_PLUS');
  const { width, depth } = state.scenario.table;
  if (point.x < 0 || point.y < 0 || point.x > width || point.y > depth) return refuse('off-table', 'Choose a point on the table.', 'BF.AMBUSH.POINT_12IN');
  for (const enemy of enemiesOf(state, unit.owner))
    for (const m of enemy.models) {
      const d = distanceToPoint(placed(enemy, m), point);
      if (!atLeast(d, 12)) return refuse('ambush-too-close', `The point is ${d.toFixed(1)}" from ${enemy.name}; an ambush needs 12" from every enemy model.`, 'BF.AMBUSH.POINT_12IN');
    }
  return null;
}

/**
 * An ambush (BF.AMBUSH.*): check the chosen point (round 2 on, 12" from every enemy model), roll the
 * unit's Initiative check at or under Initiative minus Shock (BF.AMBUSH.INIT_TEST; a natural 1
 * passes, a 10 fails). A pass lands on the point (BF.AMBUSH.PASS_PLACE); a fail scatters from it
 * (BF.AMBUSH.FAIL_SCATTER), onto the nearest point of the table edge if it goes off
 * (BF.AMBUSH.OFF_TABLE_EDGE, BF.SCATTER.UNIT_OFF_TABLE). The models are set in coherency centred on
 * the landing point, moved the least distance to a legal place where they may not stand there
 * (BF.AMBIG.AMBUSH_PLACEMENT). Dice: the check, then the scatter's distance and direction. The
 * engine reads `roller.refusal()` after, as for any command.
 */
export function ambushPlacement(state: BfState, unit: BfUnit, point: Point, roller: Roller): AmbushResult {
  const problem = ambushPointProblem(state, unit, point);
  if (problem) return problem;
  const shock = unitOf(state.round, unit.id)?.shock ?? 0;
  const initiative = unitOf(state.round, unit.id)?.initiative ?? leadStats(unit).init;
  const value = modifiedValue(initiative, shockModifier('initiative', shock));
  const face = roller.check(BF_CHECK, value, 'ambush Initiative check', unit.id).face;
  const passed = checkPasses(face, value);
  let landing: Point = { x: point.x, y: point.y };
  let scattered: Scatter | undefined;
  if (!passed) {
    scattered = scatter(point, roller, unit.id, state.scenario.table);
    landing = scattered.offTable ? clampToTable(scattered.to, state.scenario.table) : scattered.to;
  }
  const models = formationAround(state, unit, landing);
  if (!models) return refuse('no-room', `There is no room for ${unit.name} near where it lands.`, 'BF.AMBIG.AMBUSH_PLACEMENT');
  return { ok: true, models, passed, check: { face, value }, landing, ...(scattered ? { scatter: scattered } : {}) };
}

/** The stretches of table edge outside every enemy deployment zone (BF.OUTFLANK.EDGE_6IN). */
export function outflankEdge(state: BfState, seat: Side): EdgeStretch[] {
  const enemyZones = state.zones.filter((_, s) => isEnemy(state, s, seat));
  let stretches = tableEdges(state);
  for (const zone of enemyZones) {
    const taken = zoneEdgeStretches(zone, state.scenario.table);
    stretches = stretches.flatMap((s) => taken.reduce<EdgeStretch[]>((parts, t) => parts.flatMap((p) => cut(p, t)), [s]));
  }
  return stretches;
}

/** The parts of stretch `s` not covered by stretch `t` (both axis-aligned). */
function cut(s: EdgeStretch, t: EdgeStretch): EdgeStretch[] {
  const horizontal = Math.abs(s.a.y - s.b.y) < EDGE_EPS;
  const sameLine = horizontal ? Math.abs(t.a.y - t.b.y) < EDGE_EPS && Math.abs(t.a.y - s.a.y) < EDGE_EPS : Math.abs(t.a.x - t.b.x) < EDGE_EPS && Math.abs(t.a.x - s.a.x) < EDGE_EPS;
  if (!sameLine) return [s];
  const along = (p: Point): number => (horizontal ? p.x : p.y);
  const at = (v: number): Point => (horizontal ? { x: v, y: s.a.y } : { x: s.a.x, y: v });
  const [s0, s1] = [Math.min(along(s.a), along(s.b)), Math.max(along(s.a), along(s.b))];
  const [t0, t1] = [Math.min(along(t.a), along(t.b)), Math.max(along(t.a), along(t.b))];
  const out: EdgeStretch[] = [];
  if (t0 > s0 + EDGE_EPS) out.push({ a: at(s0), b: at(Math.min(s1, t0)) });
  if (t1 < s1 - EDGE_EPS) out.push({ a: at(Math.max(s0, t1)), b: at(s1) });
  return out.filter((p) => Math.abs(along(p.b) - along(p.a)) > EDGE_EPS);
}

/** Whether a base overlaps a zone's rectangle. */
function inZone(base: { x: number; y: number; r: number }, z: BfZone): boolean {
  const dx = Math.max(z.x - base.x, 0, base.x - (z.x + z.width));
  const dy = Math.max(z.y - base.y, 0, base.y - (z.y + z.depth));
  return Math.hypot(dx, dy) < base.r - EDGE_EPS;
}

/**
 * May the outflanking unit be set up here? From round 2 (BF.OUTFLANK.ROUND_2_PLUS); every model
 * within 6" of a stretch of table edge outside the enemy deployment zones and none inside one
 * (BF.OUTFLANK.EDGE_6IN); every model more than 12" from every enemy model (BF.OUTFLANK.ENEMY_12IN);
 * the models standing legally ({@link placementProblem}). Being set up replaces the reserve's Move
 * (BF.AMBIG.AMBUSH_PLACEMENT). Null when it may.
 */
export function outflankProblem(state: BfState, unit: BfUnit, models: readonly ModelPlace[]): Problem {
  if (!hasRule(unit, 'outflank')) return refuse('no-outflank', `${unit.name} does not have Outflank.`, 'BF.OUTFLANK.ROUND_2_PLUS');
  const waiting = inReserveProblem(unit, 'BF.OUTFLANK.ROUND_2_PLUS');
  if (waiting) return waiting;
  if (state.round.round < 2) return refuse('outflank-too-early', `${unit.name} can outflank from round 2 on.`, 'BF.OUTFLANK.ROUND_2_PLUS');
  const placement = placementProblem(state, unit, models);
  if (placement && placement.code === 'models-mismatch') return placement;
  const edge = outflankEdge(state, unit.owner);
  const enemyZones = state.zones.filter((_, s) => isEnemy(state, s, unit.owner));
  const enemies = enemiesOf(state, unit.owner);
  for (const base of basesAt(unit, models)) {
    const r = base.shape.kind === 'circle' ? base.shape.radius : 0;
    if (enemyZones.some((z) => inZone({ x: base.x, y: base.y, r }, z)))
      return refuse('in-enemy-zone', `A model of ${unit.name} would stand in an enemy deployment zone.`, 'BF.OUTFLANK.EDGE_6IN', [base.id]);
    if (edge.length === 0 || !withinAllowance(distanceToStretches(base, edge), 6))
      return refuse('too-far-from-edge', `Every model of ${unit.name} must be within 6" of a table edge outside the enemy deployment zone.`, 'BF.OUTFLANK.EDGE_6IN', [base.id]);
    for (const enemy of enemies)
      for (const m of enemy.models) {
        const d = modelDistance(base, placed(enemy, m));
        if (d <= 12) return refuse('outflank-too-close', `A model of ${unit.name} would be ${d.toFixed(1)}" from ${enemy.name}; outflankers set up more than 12" from every enemy model.`, 'BF.OUTFLANK.ENEMY_12IN', [base.id]);
      }
  }
  return placement;
}
