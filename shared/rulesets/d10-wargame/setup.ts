/**
 * A new game and the Pre-Game Sequence (D10.SETUP.*, D10.OBJ.*, D10.DEPLOY.*) read with
 * D10.AMBIG.PREGAME_ORDER: one roll-off; its winner chooses who places terrain first and who
 * activates first; the player who will go second deploys first; objectives come after deployment,
 * placed alternately.
 */
import { seedDice, type DiceState } from '../../core/dice';
import { setupProblem } from '../../core/setup-limits';
import { refuse, type Problem } from '../../core/refusal';
import { D10SetupShape } from './setup-schema';
import { atLeast } from '../../geometry/measure';
import type { Side } from './state';
import { nextInTurn as nextToDeploy, type PlacementCounts as DeployCounts } from '../../core/turns';
import { unitsOf, type Ctx } from './context';
import { matchModels, placementProblem, whollyInZone } from './movement';
import { startRound } from './rounds';
import type { ResolvedUnit } from './resolved';
import { distanceToPoint, inRange } from '../../geometry/index';
import { pointInPolygon } from '../../geometry/polygon';
import { dist } from '../../geometry/units';
import { before, REAL_SHAPES } from '../../core/rules-revision';
import { placedModel } from './geo';
import { legacyGapToPoint, legacyRadius } from './legacy-circles';
import { tracksLoadouts, loadoutsOf } from './loadout';
import { DEFAULT_OPTIONS, other, type D10Options, type D10Setup, type D10State, type PlacedModel, type Terrain, type UnitState } from './state';

/** D10.SETUP.TABLE_UP_TO_1000 / D10.SETUP.TABLE_OVER_1000 with D10.AMBIG.TABLE_1000. */
export function tableFor(points: number | undefined): { width: number; height: number } {
  return points !== undefined && points > 1000 ? { width: 72, height: 48 } : { width: 48, height: 48 };
}

export function gameUnitId(side: Side, uid: string): string {
  return `${side + 1}:${uid}`;
}

function unitFrom(side: Side, r: ResolvedUnit, options: D10Options): UnitState {
  const id = gameUnitId(side, r.uid);
  // D10.WEAPON.ATTACKS: each model keeps what it carries (loadout.ts); games of rules revision 1 did not.
  const loadouts = tracksLoadouts(options) ? loadoutsOf(r) : null;
  return {
    id,
    side,
    name: r.name,
    category: r.category,
    stats: { ...r.stats },
    tiers: { ...r.tiers },
    woundsPerModel: r.wounds,
    points: r.points,
    weapons: r.weapons.map((w) => ({ ...w, rules: [...w.rules] })),
    base: r.base,
    radius: legacyRadius(r.base),
    initialModels: r.models,
    models: Array.from({ length: r.models }, (_, i) => ({ id: `${id}#${i + 1}`, x: 0, y: 0, facing: 0, wounds: 0, ...(loadouts ? { weapons: loadouts[i]! } : {}) })),
    status: 'undeployed',
    shaken: false,
    exhausted: false,
    activated: false,
    arriving: false,
    fled: false,
  };
}

/**
 * The state before the Pre-Game Sequence, or why the setup cannot be played. The setup may come
 * from a file: its shape and every number are checked first (setup-schema.ts), so junk is refused
 * in a sentence and no setup builds more than the limits allow.
 */
export function initialState(setup: D10Setup): D10State | string {
  const shape = setupProblem(D10SetupShape, setup);
  if (shape) return shape;
  const options = { ...DEFAULT_OPTIONS, ...setup.options };
  if (options.scoring === 'objective-focus' && setup.options?.objectivePoints === undefined) options.objectivePoints = 100;
  const size = setup.table ?? tableFor(setup.points);
  const units: Record<string, UnitState> = {};
  const order: string[] = [];
  for (const side of [0, 1] as const) {
    for (const r of setup.armies[side]) {
      const u = unitFrom(side, r, options);
      if (units[u.id]) return `Two units of player ${side + 1} share the id "${r.uid}".`;
      if (r.models < 1) return `${r.name} has no models.`;
      units[u.id] = u;
      order.push(u.id);
    }
    if (setup.armies[side].length === 0) return `Player ${side + 1} has no units.`;
  }
  const dice: DiceState = seedDice(setup.seed);
  const terrain = setup.table?.terrain ?? [];
  return {
    ruleset: 'd10-wargame',
    players: setup.players ?? ['Player 1', 'Player 2'],
    options,
    table: { width: size.width, height: size.height, terrain: [...terrain] },
    objectives: [],
    units,
    order,
    phase: 'rollOff',
    initiative: null,
    firstPlayer: 0,
    objectivesFirst: 0,
    turn: 0,
    terrainPlaced: setup.table?.terrain ? -1 : 0,
    round: 0,
    activation: null,
    commandPoints: [0, 0],
    armed: [],
    pending: null,
    score: { destroyed: [], objectivePoints: [0, 0], controlByRound: [], holdTheLine: [false, false], slay: [false, false], mission: [0, 0] },
    dice,
  };
}

/** After the order is chosen: terrain (unless agreed beforehand), then deployment. */
export function afterOrder(ctx: Ctx, terrainFirst: Side): void {
  if (ctx.s.terrainPlaced < 0) startDeployment(ctx);
  else {
    ctx.s.phase = 'terrain';
    ctx.s.turn = terrainFirst;
  }
}

/** D10.SETUP.TERRAIN_EDGE_6: every point of the piece 6" or more from every edge. */
export function terrainProblem(s: D10State, t: Terrain): Problem {
  if (t.points.length < 3) return refuse('bad-command', 'A terrain piece needs at least 3 corners.');
  for (const p of t.points)
    if (![p.x, p.y, s.table.width - p.x, s.table.height - p.y].every((d) => atLeast(d, 6)))
      return refuse('too-close-to-edge', 'Terrain must be placed at least 6" from every table edge.', 'D10.SETUP.TERRAIN_EDGE_6');
  if (s.table.terrain.some((x) => x.id === t.id)) return refuse('duplicate-id', `There is already a terrain piece "${t.id}".`);
  if (s.table.terrain.some((x) => x.points.some((p) => pointInPolygon(p, t.points)) || t.points.some((p) => pointInPolygon(p, x.points))))
    return refuse('overlap', 'Terrain pieces may not overlap.');
  if (s.terrainPlaced >= 6) return refuse('too-much-terrain', 'The table already has 6 terrain pieces.', 'D10.SETUP.TERRAIN_ALTERNATE');
  return null;
}

export function startDeployment(ctx: Ctx): void {
  ctx.s.phase = 'deployment';
  // D10.SETUP.DEPLOY_FIRST: the player who will activate second deploys first.
  ctx.s.turn = other(ctx.s.firstPlayer);
  ctx.s.terrainPlaced = Math.max(ctx.s.terrainPlaced, ctx.s.table.terrain.length);
}

export function undeployed(s: D10State, side: Side): UnitState[] {
  return unitsOf(s, side).filter((u) => u.status === 'undeployed');
}

/**
 * D10.SETUP.DEPLOY_ALTERNATE with D10.SETUP.DEPLOY_FIRST: units are deployed one at a time, the
 * players alternating, starting with the player who will activate second; when one has no units
 * left to deploy, the other deploys the rest of theirs in a row. Declaring a unit in reserve
 * (D10.RESERVE.DECLARE) counts as deploying it. The Table screen plans with the same order.
 */
export { nextToDeploy, type DeployCounts };

/** D10.SETUP.DEPLOY_ALTERNATE: after each deployment the other player goes, unless they have nothing left. */
export function nextDeployer(ctx: Ctx): void {
  const s = ctx.s;
  const total: [number, number] = [unitsOf(s, 0).length, unitsOf(s, 1).length];
  const done: [number, number] = [total[0] - undeployed(s, 0).length, total[1] - undeployed(s, 1).length];
  // D10.SETUP.DEPLOY_FIRST: the player who activates second deployed first (startDeployment).
  const next = nextToDeploy(other(s.firstPlayer), { done, total });
  if (next === null) startObjectives(ctx);
  else s.turn = next;
}

/** D10.DEPLOY.*: every model wholly inside its zone, then the usual placement checks. */
export function deploymentProblem(s: D10State, u: UnitState, placed: PlacedModel[]): Problem {
  if (placed.length !== u.models.length) return refuse('wrong-model-count', `${u.name} has ${u.models.length} models; ${placed.length} positions were given.`);
  const matched = matchModels(u, placed);
  if (!Array.isArray(matched)) return matched;
  if (!whollyInZone(s, u, placed)) return refuse('outside-deployment-zone', `Every model of ${u.name} must be wholly inside ${s.players[u.side]}'s deployment zone.`, 'D10.SETUP.DEPLOY_MAP');
  return placementProblem(s, u, placed);
}

function startObjectives(ctx: Ctx): void {
  // D10.SCORE.VAR_PURE_DESTRUCTION: no objectives at all.
  if (ctx.s.options.scoring === 'pure-destruction') return startBattle(ctx);
  ctx.s.phase = 'objectives';
  ctx.s.turn = objectivesFirst(ctx.s);
}

function objectivesFirst(s: D10State): Side {
  return s.objectivesFirst;
}

/** D10.OBJ.EDGE_12, D10.OBJ.SPACING_12, D10.OBJ.CLEAR_OF_UNITS_3. */
export function objectiveProblem(s: D10State, x: number, y: number): Problem {
  if (![x, y].every(Number.isFinite)) return refuse('bad-command', 'An objective needs numbers for x and y.');
  // Measured as a tape reads them (shared/geometry/measure.ts), like the Table screen's own check.
  if (![x, y, s.table.width - x, s.table.height - y].every((d) => atLeast(d, 12))) return refuse('too-close-to-edge', 'An objective must be at least 12" from every table edge.', 'D10.OBJ.EDGE_12');
  if (s.objectives.some((o) => !atLeast(dist(o, { x, y }), 12))) return refuse('too-close-to-objective', 'An objective must be at least 12" from every other objective.', 'D10.OBJ.SPACING_12');
  for (const u of unitsOf(s)) if (u.status === 'table' && u.models.some((m) => nearObjective(s, u, m, { x, y }))) return refuse('too-close-to-unit', `An objective may not be placed within 3" of a unit (${u.name}).`, 'D10.OBJ.CLEAR_OF_UNITS_3');
  return null;
}

/** D10.OBJ.CLEAR_OF_UNITS_3: the model's base within 3" of the spot, on its real shape (revision 1: the circle of its area). */
function nearObjective(s: D10State, u: UnitState, m: UnitState['models'][number], p: { x: number; y: number }): boolean {
  if (before(s.options, REAL_SHAPES)) return legacyGapToPoint(m, u.radius, p) <= 3 + 1e-6;
  return inRange(distanceToPoint(placedModel(u, m), p), 3);
}

/** D10.OBJ.ALTERNATE, D10.OBJ.COUNT_3. */
export function afterObjective(ctx: Ctx): void {
  if (ctx.s.objectives.length >= 3) startBattle(ctx);
  else ctx.s.turn = other(ctx.s.turn);
}

function startBattle(ctx: Ctx): void {
  ctx.s.phase = 'battle';
  ctx.s.round = 0;
  startRound(ctx);
}
