/**
 * `apply(state, command)` for the Quality Wargame: deployment, initiative, then alternating
 * activations, each a Fatigue Check and one action (Hold, Advance or Run).
 */
import type { MoveAllowance, Refusal } from '../../core/ruleset';
import { applyCommand } from '../../core/apply';
import { commandShapeProblem } from '../../core/setup-limits';
import { Q_COMMAND_SHAPES } from './setup-schema';
import { before, REAL_SHAPES } from '../../core/rules-revision';
import { legacyMovementProblem } from './legacy-movement';
import type { Side } from './state';
import { attackers, removalProblem, removeChosen, resolveAttack, type QCtx } from './attack';
import { continueCombat, startCombat } from './combat';
import { dist } from './sight';
import { checkMove, pathLength, withinAllowance } from '../../geometry/index';
import { QUALITY_MOVE_RULES } from './table-rules';
import { indexOf, qModelNames } from './geo';
import { deploymentProblem, rollInitiative } from './setup';
import type { Point, QCasualtyWait, QCommand, QResult, QResume, QState, QUnit } from './state';

type Problem = string | Refusal | null;

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
  if (shape) return { ok: false, reason: shape };
  return applyCommand(state, command, clone, dispatch);
}

const other = (side: Side): Side => (side === 0 ? 1 : 0);
const onTable = (u: QUnit) => u.status === 'table' && u.models.length > 0;
const sideAlive = (s: QState, side: Side) => s.order.some((id) => s.units[id]!.side === side && onTable(s.units[id]!));

function dispatch(ctx: QCtx, c: QCommand): Problem {
  const s = ctx.s;
  if (s.phase === 'over') return 'The game is over.';
  if (s.pending && c.type !== 'removeModels') {
    const u = s.units[s.pending.wait.unitId]!;
    return `${s.players[u.side]} must first choose which ${s.pending.wait.count === 1 ? 'model' : `${s.pending.wait.count} models`} of ${u.name} to remove.`;
  }
  switch (c.type) {
    case 'removeModels':
      return chooseRemovals(ctx, c.models);
    case 'deploy': {
      if (s.phase !== 'deployment') return 'Units are deployed before the game begins (QW.SEQ.SETUP_FIRST).';
      const u = s.units[c.unitId];
      if (!u) return 'There is no such unit.';
      if (u.side !== s.turn) return `It is ${s.players[s.turn]}'s turn to deploy.`;
      if (u.status !== 'undeployed') return `${u.name} has already been deployed.`;
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
      if (s.phase !== 'initiative') return s.phase === 'deployment' ? 'Deploy every unit before rolling for initiative.' : 'Initiative has been rolled.';
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
      if (!a || !a.mayseize) return 'Only the winner of a combat that wiped out the other side may Seize Ground.';
      const u = s.units[a.unitId]!;
      const problem = movementProblem(s, u, c.models, 3, c.paths);
      if (problem) return problem;
      placeModels(u, c.models);
      ctx.events.push({ type: 'seizedGround', unitId: u.id });
      endActivation(ctx);
      return null;
    }
    case 'endActivation':
      if (!s.active) return 'No unit is active.';
      endActivation(ctx);
      return null;
    default:
      return `"${(c as { type: string }).type}" is not a command of the Quality Wargame.`;
  }
}

/** QW.SEQ.ACTIVATION_STEPS: the Fatigue Check, then the chosen action. */
function activate(ctx: QCtx, unitId: string, action: string): Problem {
  const s = ctx.s;
  if (s.phase !== 'battle') return s.phase === 'initiative' ? 'Roll for initiative first.' : 'The game has not begun.';
  if (s.active) return `${s.units[s.active.unitId]!.name} is still active.`;
  const u = s.units[unitId];
  if (!u) return 'There is no such unit.';
  if (u.side !== s.turn) return `It is ${s.players[s.turn]}'s turn.`;
  if (!onTable(u)) return `${u.name} is not on the table.`;
  // QW.ACTION.ONE with QW.AMBIG.ACTION_COUNT: exactly one of the three actions.
  if (action !== 'hold' && action !== 'advance' && action !== 'run') return 'Choose one action: Hold, Advance or Run.';
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
  if (!Array.isArray(models)) return 'Give a position for every model.';
  if (models.length !== u.models.length) return `${u.name} has ${u.models.length} models; ${models.length} positions were given.`;
  if (paths !== undefined && (typeof paths !== 'object' || paths === null || Array.isArray(paths))) return 'Paths are given per model.';
  if (before(s.options, REAL_SHAPES)) return legacyMovementProblem(s, u, models, limit);
  const names = qModelNames(u);
  const routes: Record<string, Point[]> = {};
  for (let i = 0; i < models.length; i++) {
    const p = models[i]!;
    const m = p.id !== undefined ? u.models.find((x) => x.id === p.id) : u.models[i];
    if (!m) return `${u.name} has no model "${p.id}".`;
    if (![p.x, p.y].every(Number.isFinite)) return 'Every position needs numbers for x and y.';
    if (routes[m.id]) return 'Each model can be placed only once.';
    const given = paths?.[m.id];
    if (given !== undefined && !Array.isArray(given)) return 'A path is a list of points.';
    const via = (given ?? []).filter((q) => q && Number.isFinite(q.x) && Number.isFinite(q.y)).map((q) => ({ x: q.x, y: q.y }));
    const last = via[via.length - 1];
    routes[m.id] = last && dist(last, p) < 1e-6 ? via : [...via, { x: p.x, y: p.y }];
    const length = pathLength([m, ...routes[m.id]!]);
    if (!withinAllowance(length, limit)) return { reason: `${names[m.id]} would move ${length.toFixed(1)}"; it may move ${limit}".`, code: 'too-far', subjects: [m.id] };
  }
  const result = checkMove(indexOf(s), { unitId: u.id, paths: routes, allowance: limit, mode: 'move', rules: QUALITY_MOVE_RULES, names });
  if (result.ok) return null;
  return { reason: result.reason.replace(/ \(D10\.[A-Z_.]+\)/, '').replace(/^./, (c) => c.toUpperCase()), code: result.code, subjects: result.modelId ? [result.modelId] : [] };
}

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
  if (!a) return 'No unit is active.';
  const u = ctx.s.units[a.unitId]!;
  // QW.MOVE.HOLD_ZERO, QW.AMBIG.ADVANCE_ORDER: a Holding unit does not move; the move comes before the attack.
  if (a.action === 'hold') return `${u.name} is Holding: it does not move.`;
  if (a.moved) return `${u.name} has already moved.`;
  if (a.attacked) return 'The move comes before the attack.';
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
  if (!a) return 'No unit is active.';
  const u = s.units[a.unitId]!;
  if (a.attacked) return `${u.name} has already attacked this turn.`;
  if (kind !== 'ranged' && kind !== 'melee') return 'An attack is ranged or melee.';
  // QW.ACTION.RUN_NO_SHOOT with QW.AMBIG.RUN_COMBAT.
  if (a.action === 'run' && (kind === 'ranged' || !s.options.meleeAfterRun)) return `${u.name} Ran: it may not ${kind === 'ranged' ? 'shoot' : 'fight'} this turn.`;
  const target = s.units[targetId];
  if (!target || target.side === u.side || !onTable(target)) return 'Choose an enemy unit on the table (QW.ATTACK.ONE_TARGET).';
  if (attackers(s, u, target, kind).length === 0)
    return kind === 'melee' ? `No model of ${u.name} is within 1" of ${target.name}.` : `No model of ${u.name} can see ${target.name} within its weapon's range.`;
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
  if (!p) return 'No casualties are waiting to be chosen.';
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
