/**
 * `apply(state, command)` for the Quality Wargame: deployment, initiative, then alternating
 * activations, each a Fatigue Check and one action (Hold, Advance or Run).
 */
import type { MoveAllowance } from '../../core/ruleset';
import { applyCommand, refused } from '../../core/apply';
import { refuse, type Problem } from '../../core/refusal';
import { commandShapeProblem } from '../../core/setup-limits';
import { Q_COMMAND_SHAPES } from './setup-schema';
import { before, REAL_SHAPES } from '../../core/rules-revision';
import { legacyMovementProblem } from './legacy-movement';
import type { Side } from './state';
import { attackers, removalProblem, removeChosen, resolveAttack, type QCtx } from './attack';
import { continueCombat, startCombat } from './combat';
import { dist } from './sight';
import { checkMove, pathLength, withinAllowance, type MoveCode } from '../../geometry/index';
import { QUALITY_MOVE_RULES } from './table-rules';
import { indexOf, qModelNames } from './geo';
import { deploymentProblem, rollInitiative } from './setup';
import type { Point, QCasualtyWait, QCommand, QResult, QResume, QState, QUnit } from './state';

function clone(s: QState): QState {
  const units: Record<string, QUnit> = {};
  for (const id of Object.keys(s.units)) units[id] = { ...s.units[id]!, models: s.units[id]!.models.map((m) => ({ ...m })) };
  return {
    ...s,
    units,
    order: [...s.order],
    lastActivated: [...s.lastActivated],
    activations: [...s.activations],
    removed: [...s.removed],
    active: s.active ? { ...s.active } : null,
    // A paused resolution is changed in place as it picks up again, so it is copied whole.
    pending: s.pending ? (JSON.parse(JSON.stringify(s.pending)) as QState['pending']) : null,
  };
}

export function applyQuality(state: QState, command: QCommand): QResult {
  // A command from a file is data: fields of the wrong kind are refused before the rules read them.
  const shape = commandShapeProblem(Q_COMMAND_SHAPES, command);
  if (shape) return refused(shape);
  return applyCommand(state, command, clone, dispatch);
}

const other = (side: Side): Side => (side === 0 ? 1 : 0);
const onTable = (u: QUnit) => u.status === 'table' && u.models.length > 0;
const sideAlive = (s: QState, side: Side) => s.order.some((id) => s.units[id]!.side === side && onTable(s.units[id]!));

function dispatch(ctx: QCtx, c: QCommand): Problem {
  const s = ctx.s;
  if (s.phase === 'over') return refuse('game-over', 'The game is over.', 'QW.SEQ.GAME_END');
  if (s.pending && c.type !== 'removeModels') {
    const u = s.units[s.pending.wait.unitId]!;
    return refuse('casualties-waiting', `${s.players[u.side]} must first choose which ${s.pending.wait.count === 1 ? 'model' : `${s.pending.wait.count} models`} of ${u.name} to remove.`, 'QW.SAVE.FAIL_REMOVE');
  }
  switch (c.type) {
    case 'removeModels':
      return chooseRemovals(ctx, c.models);
    case 'deploy': {
      if (s.phase !== 'deployment') return refuse('wrong-phase', 'Units are deployed before the game begins (QW.SEQ.SETUP_FIRST).', 'QW.SEQ.SETUP_FIRST');
      const u = s.units[c.unitId];
      if (!u) return refuse('no-such-unit', 'There is no such unit.');
      if (u.side !== s.turn) return refuse('not-your-turn', `It is ${s.players[s.turn]}'s turn to deploy.`, 'QW.SCENARIO.DEPLOYMENT');
      if (u.status !== 'undeployed') return refuse('already-deployed', `${u.name} has already been deployed.`);
      const problem = deploymentProblem(s, u, c.models);
      if (problem) return problem;
      placeModels(u, c.models);
      u.status = 'table';
      ctx.events.push({ type: 'deployed', unitId: u.id });
      const left = (side: Side) => s.order.some((id) => s.units[id]!.side === side && s.units[id]!.status === 'undeployed');
      if (left(other(s.turn))) s.turn = other(s.turn);
      else if (!left(s.turn)) s.phase = 'initiative';
      return null;
    }
    case 'rollOff':
      if (s.phase !== 'initiative') return s.phase === 'deployment' ? refuse('wrong-phase', 'Deploy every unit before rolling for initiative.', 'QW.SEQ.SETUP_FIRST') : refuse('wrong-phase', 'Initiative has been rolled.', 'QW.SEQ.INITIATIVE');
      s.turn = rollInitiative(ctx);
      s.phase = 'battle';
      return null;
    case 'activate':
      return activate(ctx, c.unitId, c.action);
    case 'move':
      return move(ctx, c.models, c.paths);
    case 'attack':
      return attack(ctx, c.target, c.kind);
    case 'seizeGround': {
      const a = s.active;
      if (!a || !a.mayseize) return refuse('cannot-seize-ground', 'Only the winner of a combat that wiped out the other side may Seize Ground.', 'QW.COMBAT.SEIZE_GROUND');
      const u = s.units[a.unitId]!;
      const problem = movementProblem(s, u, c.models, 3, c.paths);
      if (problem) return problem;
      placeModels(u, c.models);
      ctx.events.push({ type: 'seizedGround', unitId: u.id });
      endActivation(ctx);
      return null;
    }
    case 'endActivation':
      if (!s.active) return refuse('no-active-unit', 'No unit is active.');
      endActivation(ctx);
      return null;
    default:
      return refuse('unknown-command', `"${(c as { type: string }).type}" is not a command of the Quality Wargame.`);
  }
}

/** QW.SEQ.ACTIVATION_STEPS: the Fatigue Check, then the chosen action. */
function activate(ctx: QCtx, unitId: string, action: string): Problem {
  const s = ctx.s;
  if (s.phase !== 'battle') return s.phase === 'initiative' ? refuse('wrong-phase', 'Roll for initiative first.', 'QW.SEQ.INITIATIVE') : refuse('wrong-phase', 'The game has not begun.', 'QW.SEQ.SETUP_FIRST');
  if (s.active) return refuse('unit-still-active', `${s.units[s.active.unitId]!.name} is still active.`, 'QW.SEQ.ACTIVATION_STEPS');
  const u = s.units[unitId];
  if (!u) return refuse('no-such-unit', 'There is no such unit.');
  if (u.side !== s.turn) return refuse('not-your-turn', `It is ${s.players[s.turn]}'s turn.`, 'QW.SEQ.ALTERNATE');
  if (!onTable(u)) return refuse('not-on-table', `${u.name} is not on the table.`);
  // QW.ACTION.ONE with QW.AMBIG.ACTION_COUNT: exactly one of the three actions.
  if (action !== 'hold' && action !== 'advance' && action !== 'run') return refuse('bad-command', 'Choose one action: Hold, Advance or Run.', 'QW.ACTION.ONE');
  const previous = s.lastActivated[u.side];
  // QW.FATIGUE.REPEAT / QW.FATIGUE.CLEAR / QW.FATIGUE.NO_STACK with QW.AMBIG.FATIGUE.
  if (previous === u.id) u.fatigued = true;
  else {
    const prev = previous ? s.units[previous] : undefined;
    if (prev && prev.fatigued) {
      prev.fatigued = false;
      ctx.events.push({ type: 'fatigueCleared', unitId: prev.id });
    }
    u.fatigued = false;
  }
  s.lastActivated[u.side] = u.id;
  s.activations[u.side] += 1;
  s.active = { unitId: u.id, action, moved: false, attacked: false, mayseize: false };
  ctx.events.push({ type: 'activated', unitId: u.id, action, fatigued: u.fatigued });
  return null;
}

/** QW.MOVE.ADVANCE_DISTANCE, QW.MOVE.RUN_DISTANCE, QW.COMBAT.SEIZE_GROUND: the move the active unit may make now. */
export function qMoveAllowance(s: QState, command: QCommand): MoveAllowance | null {
  const a = s.active;
  if (!a || s.pending) return null;
  const u = s.units[a.unitId]!;
  if (command.type === 'seizeGround') return a.mayseize ? { unitId: u.id, allowance: 3, rules: QUALITY_MOVE_RULES } : null;
  if (command.type !== 'move' || a.action === 'hold' || a.moved || a.attacked || a.mayseize) return null;
  return { unitId: u.id, allowance: a.action === 'run' ? 2 * u.move : u.move, rules: QUALITY_MOVE_RULES };
}

export { QUALITY_MOVE_RULES };

/**
 * QW.MOVE.*: each model up to Move (Advance) or 2× Move (Run), measured along its path, not through
 * models or blocking terrain, never ending in it (QW.AMBIG.MOVE_RULES) — judged by the shared
 * geometry on the same table the sight and cover rules use.
 */
export function movementProblem(s: QState, u: QUnit, models: { id?: string; x: number; y: number }[], limit: number, paths?: Record<string, Point[]>): Problem {
  if (!Array.isArray(models)) return refuse('bad-command', 'Give a position for every model.');
  if (models.length !== u.models.length) return refuse('wrong-model-count', `${u.name} has ${u.models.length} models; ${models.length} positions were given.`);
  if (paths !== undefined && (typeof paths !== 'object' || paths === null || Array.isArray(paths))) return refuse('bad-command', 'Paths are given per model.');
  if (before(s.options, REAL_SHAPES)) return legacyMovementProblem(s, u, models, limit);
  const names = qModelNames(u);
  const routes: Record<string, Point[]> = {};
  for (let i = 0; i < models.length; i++) {
    const p = models[i]!;
    const m = p.id !== undefined ? u.models.find((x) => x.id === p.id) : u.models[i];
    if (!m) return refuse('no-such-model', `${u.name} has no model "${p.id}".`);
    if (![p.x, p.y].every(Number.isFinite)) return refuse('bad-command', 'Every position needs numbers for x and y.');
    if (routes[m.id]) return refuse('bad-command', 'Each model can be placed only once.');
    const given = paths?.[m.id];
    if (given !== undefined && !Array.isArray(given)) return refuse('bad-command', 'A path is a list of points.');
    const via = (given ?? []).filter((q) => q && Number.isFinite(q.x) && Number.isFinite(q.y)).map((q) => ({ x: q.x, y: q.y }));
    const last = via[via.length - 1];
    routes[m.id] = last && dist(last, p) < 1e-6 ? via : [...via, { x: p.x, y: p.y }];
    const length = pathLength([m, ...routes[m.id]!]);
    if (!withinAllowance(length, limit)) return refuse('too-far', `${names[m.id]} would move ${length.toFixed(1)}"; it may move ${limit}".`, 'QW.MOVE.UP_TO', [m.id]);
  }
  const result = checkMove(indexOf(s), { unitId: u.id, paths: routes, allowance: limit, mode: 'move', rules: QUALITY_MOVE_RULES, names });
  if (result.ok) return null;
  const [code, rule] = MOVE_REFUSALS[result.code] ?? [result.code, undefined];
  return refuse(code, result.reason.replace(/ \(D10\.[A-Z_.]+\)/, '').replace(/^./, (c) => c.toUpperCase()), rule, result.modelId ? [result.modelId] : []);
}

/** The geometry's verdict on a move as this ruleset's refusal: its code and the rule that refuses it. */
const MOVE_REFUSALS: Partial<Record<MoveCode, [string, string]>> = {
  'too-far': ['too-far', 'QW.MOVE.UP_TO'],
  impassable: ['impassable', 'QW.AMBIG.MOVE_RULES'],
  'through-unit': ['through-unit', 'QW.AMBIG.MOVE_RULES'],
  'enemy-within-1': ['too-close-to-enemy', 'QW.AMBIG.MOVE_RULES'],
};

function placeModels(u: QUnit, models: { id?: string; x: number; y: number }[]): number {
  let longest = 0;
  const pairs = models.map((p, i) => ({ m: p.id !== undefined ? u.models.find((x) => x.id === p.id)! : u.models[i]!, p }));
  for (const { m, p } of pairs) {
    longest = Math.max(longest, dist(m, p));
    m.x = p.x;
    m.y = p.y;
  }
  return Math.round(longest * 100) / 100;
}

function move(ctx: QCtx, models: { id?: string; x: number; y: number }[], paths?: Record<string, Point[]>): Problem {
  const a = ctx.s.active;
  if (!a) return refuse('no-active-unit', 'No unit is active.');
  const u = ctx.s.units[a.unitId]!;
  // QW.MOVE.HOLD_ZERO, QW.AMBIG.ADVANCE_ORDER: a Holding unit does not move; the move comes before the attack.
  if (a.action === 'hold') return refuse('holding', `${u.name} is Holding: it does not move.`, 'QW.MOVE.HOLD_ZERO');
  if (a.moved) return refuse('already-moved', `${u.name} has already moved.`, 'QW.ACTION.ONE');
  if (a.attacked) return refuse('phase-over', 'The move comes before the attack.', 'QW.AMBIG.ADVANCE_ORDER');
  const limit = a.action === 'run' ? 2 * u.move : u.move;
  const problem = movementProblem(ctx.s, u, models, limit, paths);
  if (problem) return problem;
  const from = new Map(u.models.map((m) => [m.id, { x: m.x, y: m.y }]));
  placeModels(u, models);
  // The distance moved is along each model's path, the longest of the unit's.
  const travelled = u.models.map((m) => pathLength([from.get(m.id)!, ...(paths?.[m.id] ?? []).filter((p) => Number.isFinite(p?.x) && Number.isFinite(p?.y)), m]));
  const distance = Math.round(Math.max(0, ...travelled) * 100) / 100;
  a.moved = true;
  ctx.events.push({ type: 'moved', unitId: u.id, distance });
  if (a.action === 'run' && !ctx.s.options.meleeAfterRun) endActivation(ctx);
  return null;
}

function attack(ctx: QCtx, targetId: string, kind: string): Problem {
  const s = ctx.s;
  const a = s.active;
  if (!a) return refuse('no-active-unit', 'No unit is active.');
  const u = s.units[a.unitId]!;
  if (a.attacked) return refuse('already-attacked', `${u.name} has already attacked this turn.`, 'QW.ACTION.ONE');
  if (kind !== 'ranged' && kind !== 'melee') return refuse('bad-command', 'An attack is ranged or melee.');
  // QW.ACTION.RUN_NO_SHOOT with QW.AMBIG.RUN_COMBAT.
  if (a.action === 'run' && (kind === 'ranged' || !s.options.meleeAfterRun)) return refuse('ran', `${u.name} Ran: it may not ${kind === 'ranged' ? 'shoot' : 'fight'} this turn.`, 'QW.ACTION.RUN_NO_SHOOT');
  const target = s.units[targetId];
  if (!target || target.side === u.side || !onTable(target)) return refuse('bad-target', 'Choose an enemy unit on the table (QW.ATTACK.ONE_TARGET).', 'QW.ATTACK.ONE_TARGET');
  if (attackers(s, u, target, kind).length === 0)
    return kind === 'melee' ? refuse('out-of-reach', `No model of ${u.name} is within 1" of ${target.name}.`, 'QW.ATTACK.MELEE_RANGE_1') : refuse('out-of-range', `No model of ${u.name} can see ${target.name} within its weapon's range.`, 'QW.ATTACK.RANGED_RANGE');
  a.attacked = true;
  const held = a.action === 'hold';
  proceed(ctx, kind === 'ranged' ? { kind: 'ranged', attacker: u.id, target: target.id } : startCombat(u, target, held));
  return null;
}

/**
 * Resolve an attack from where it stands: a shot's dice, or a combat's exchanges. When the defender
 * has casualties to choose the resolution waits in the state (QW.SAVE.FAIL_REMOVE) and the choice
 * picks it up again; once the attack is over the activation ends, or the winner may Seize Ground.
 */
function proceed(ctx: QCtx, r: QResume): void {
  const s = ctx.s;
  const u = s.units[r.attacker]!;
  const target = s.units[r.target]!;
  let wait: QCasualtyWait | null = null;
  if (r.kind === 'ranged') wait = resolveAttack(ctx, u, target, 'ranged', s.active!.action === 'hold').waiting;
  else {
    const outcome = continueCombat(ctx, r);
    if ('waiting' in outcome) wait = outcome.waiting;
    // QW.COMBAT.SEIZE_GROUND: the winner of a combat that wiped out the other side may still move 3".
    else if (outcome.winner === u.side && target.status !== 'table' && onTable(u)) s.active!.mayseize = true;
  }
  s.pending = wait ? { kind: 'casualties', wait, resume: r } : null;
  if (!wait) finishAttack(ctx, u.id);
}

/** QW.SAVE.FAIL_REMOVE with QW.AMBIG.CASUALTIES: the defender's choice, checked and applied; the attack goes on. */
function chooseRemovals(ctx: QCtx, models: unknown): Problem {
  const p = ctx.s.pending;
  if (!p) return refuse('no-casualties-waiting', 'No casualties are waiting to be chosen.');
  const u = ctx.s.units[p.wait.unitId]!;
  const problem = removalProblem(u, p.wait, models);
  if (problem) return problem;
  removeChosen(ctx, u, p.wait, models as string[]);
  ctx.s.pending = null;
  // A shot is over once its casualties are gone; a combat goes on where it stopped.
  if (p.resume.kind === 'ranged') finishAttack(ctx, p.resume.attacker);
  else proceed(ctx, p.resume);
  return null;
}

function finishAttack(ctx: QCtx, attackerId: string): void {
  const a = ctx.s.active;
  if (!a) return;
  if (!a.mayseize || !onTable(ctx.s.units[attackerId]!)) endActivation(ctx);
}

function endActivation(ctx: QCtx): void {
  const s = ctx.s;
  const a = s.active;
  if (!a) return;
  s.active = null;
  ctx.events.push({ type: 'activationEnded', unitId: a.unitId });
  s.turn = other(s.turn);
  checkEnd(ctx);
}

/** QW.SEQ.GAME_END with the default Scenario (QW.AMBIG.DEFAULT_SCENARIO). */
function checkEnd(ctx: QCtx): void {
  const s = ctx.s;
  const alive: [boolean, boolean] = [sideAlive(s, 0), sideAlive(s, 1)];
  let winner: Side | null = null;
  let reason = '';
  if (!alive[0] || !alive[1]) {
    winner = alive[0] ? 0 : alive[1] ? 1 : null;
    reason = 'the other side has no models left';
  } else if (s.activations[0] >= s.scenario.activationLimit && s.activations[1] >= s.scenario.activationLimit) {
    winner = s.removed[0] === s.removed[1] ? null : s.removed[0] > s.removed[1] ? 0 : 1;
    reason = `the activation limit (${s.scenario.activationLimit} each) was reached`;
  } else {
    // QW.AMBIG.TURNS: a player who has used up the limit passes the turn back.
    if (s.activations[s.turn] >= s.scenario.activationLimit) s.turn = other(s.turn);
    return;
  }
  s.phase = 'over';
  s.winner = winner;
  ctx.events.push({ type: 'gameOver', winner, removed: [...s.removed], reason });
}
