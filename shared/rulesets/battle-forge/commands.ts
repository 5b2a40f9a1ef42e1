/**
 * `apply(state, command)` for Battle Forge: deployment, then six rounds of secret bids, Shock
 * placed, activations of two actions with the other player's reactions, attacks resolved with real
 * dice, powers cast and stopped, and the End Phase's objectives and victory points. The round's
 * bookkeeping is `round.ts`'s; this file moves the models and resolves what the actions do.
 */
import { applyCommand, refused } from '../../core/apply';
import type { CommandContext } from '../../core/apply';
import { HIDDEN_DICE } from '../../core/dice';
import { refuse, type Problem } from '../../core/refusal';
import type { Side } from '../../core/ruleset';
import { commandShapeProblem } from '../../core/setup-limits';
import { checkMove, cohesion, obstacleCrossings, standingProblem, checkCharge, type PlacedModel } from '../../geometry/index';
import { BF_CHECK, type RoundEvent, type RoundResult } from './activation';
import { attackPlan, effectOn, engagedWith, nearbyFriends, shockOf, splitCandidates, type AttackPlan } from './attack';
import { modifiedValue, movementAfterShock, shockModifier } from './check';
import { enemiesOf, fleeFrom, indexOf, isEnemy, onTable, placed, unitGap } from './geo';
import { attemptReaction, type CounterWith, type Reaction } from './reaction';
import { applyDamage, receiveShock, resolveHits, rollToHit, splitHits, suggestHitOrder, type Hit, type ResolveUnit, type UnitDamage } from './resolve';
import { assignShock, commitBid, keepStandby, roundDecision } from './round';
import { activate, endActivation, takeAction } from './activation';
import { nextTurn, unitOf as roundUnit, type RoundState } from './round-state';
import { scoreEndOfGame, scoreEndOfRound, settleObjectives } from './scoring';
import { BF_COMMAND_SHAPES } from './setup-schema';
import { BATTLE_FORGE_MOVE_RULES } from './move-rules';
import { ambushPlacement, edgeArrivalProblem, mayWaitInReserve, outflankProblem } from './arrival';
import { endEffects, strategyProblem, useStrategy } from './strategies';
import { endPregameTurn, openPregame, usePregame } from './pregame';
import { wholeInZone } from './placement';
import { bfFormationAt } from './board';
import { leadStats, tierOf } from './setup';
import { comeOut, endMoveInside, isAboard, moveEndProblem, startAboard, unloadWreck } from './enter';
import { carrierOf } from './transport';
import type { BfCommand, BfEvent, BfModel, BfResult, BfState, BfUnit, DeclaredAttack, Placed, Point } from './state';

export type Ctx = CommandContext<BfState, BfEvent>;

function clone(s: BfState): BfState {
  const units: Record<string, BfUnit> = {};
  for (const id of s.order) {
    const u = s.units[id]!;
    units[id] = { ...u, models: u.models.map((m) => ({ ...m })), powersCast: [...u.powersCast], effects: u.effects.map((e) => ({ ...e })) };
  }
  return {
    ...s,
    units,
    round: cloneRound(s.round),
    objectives: s.objectives.map((o) => ({ ...o })),
    vp: [...s.vp],
    sp: [...s.sp],
    destroyed: [...s.destroyed],
    ...(s.carried ? { carried: Object.fromEntries(Object.entries(s.carried).map(([k, v]) => [k, [...v]])) } : {}),
    pending: s.pending ? (JSON.parse(JSON.stringify(s.pending)) as BfState['pending']) : null,
    ...(s.pregame ? { pregame: { seat: s.pregame.seat, used: s.pregame.used.map((u) => [...u]), done: [...s.pregame.done] } } : {}),
  };
}

function cloneRound(r: RoundState): RoundState {
  return { ...r, units: r.units.map((u) => ({ ...u })), bids: r.bids.map((b) => ({ ...b })), assigned: [...r.assigned], endChosen: [...r.endChosen] };
}

export function applyBf(state: BfState, command: BfCommand): BfResult {
  // A command from a file is data: fields of the wrong kind are refused before the rules read them.
  const shape = commandShapeProblem(BF_COMMAND_SHAPES, command);
  if (shape) return refused(shape);
  return applyCommand(state, command, clone, withDiceOnEvents);
}

/**
 * Every event carries the dice rolled since the one before it (BaseEvent.dice), in the order they
 * were rolled: the log shows them, and real-dice mode counts them to ask the player for exactly the
 * dice a command rolls. Dice rolled after the last event go on it.
 */
function withDiceOnEvents(ctx: Ctx, c: BfCommand): Problem {
  const events: BfEvent[] = [];
  let from = ctx.dice.count;
  const record = (...added: BfEvent[]): number => {
    for (const e of added) {
      const rolls = ctx.dice.since(from);
      from = ctx.dice.count;
      events.push(rolls.length && !e.dice ? { ...e, dice: rolls } : e);
    }
    return events.length;
  };
  const recording: BfEvent[] = [];
  Object.defineProperty(recording, 'push', { value: record, enumerable: false });
  Object.defineProperty(recording, 'some', { value: (f: (e: BfEvent) => boolean) => events.some(f), enumerable: false });
  const problem = dispatch({ s: ctx.s, dice: ctx.dice, events: recording }, c);
  const rest = ctx.dice.since(from);
  const last = events[events.length - 1];
  if (rest.length && last) events[events.length - 1] = { ...last, dice: [...(last.dice ?? []), ...rest] };
  ctx.events.push(...events);
  return problem;
}

/** Who issues the command: the one it names, else the one player the game waits for. */
export function issuer(s: BfState, c: BfCommand): Side {
  if (c.player !== undefined) return c.player;
  return deciders(s)[0] ?? 0;
}

/** The players the game waits for now. */
export function deciders(s: BfState): Side[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'deployment') return [s.pregame ? s.pregame.seat : s.deployTurn];
  if (s.pending) return [s.pending.player];
  return roundDecision(s.round).players;
}

const name = (s: BfState, seat: Side): string => s.players[seat] ?? `Player ${seat + 1}`;

function dispatch(ctx: Ctx, c: BfCommand): Problem {
  const s = ctx.s;
  if (s.phase === 'over') return refuse('game-over', 'The game is over.', 'BF.LEN.SIX_ROUNDS');
  const seat = issuer(s, c);
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return refuse('no-such-player', 'There is no such player in this game.');
  const pendingProblem = waitingFor(s, c, seat);
  if (pendingProblem) return pendingProblem;
  let problem: Problem;
  switch (c.type) {
    case 'deploy':
      problem = deploy(ctx, seat, c.unitId, c.models);
      break;
    case 'reserve':
      problem = reserve(ctx, seat, c.unitId);
      break;
    case 'embark':
      problem = embarkAtStart(ctx, seat, c.unitId, c.transport);
      break;
    case 'bid':
      problem = inBattle(s) ?? round(ctx, commitBid(s.round, seat, c.shock, ctx.dice));
      break;
    case 'assignShock':
      problem = inBattle(s) ?? round(ctx, assignShock(s.round, seat, c.unitId, c.shock ?? 1, ctx.dice));
      break;
    case 'activate':
      problem = inBattle(s) ?? activateUnit(ctx, seat, c.unitId, c.group ?? []);
      break;
    case 'move':
      problem = moveAction(ctx, seat, c.models, c.paths, c.rush === true, c.arrive, c.point, c.enter, c.board);
      break;
    case 'shoot':
      problem = attackAction(ctx, seat, 'shoot', c.target, c.split ?? []);
      break;
    case 'fight':
      problem = attackAction(ctx, seat, 'fight', c.target, []);
      break;
    case 'charge':
      problem = chargeAction(ctx, seat, c.target, c.models);
      break;
    case 'focus':
    case 'hold':
    case 'evade':
    case 'rally':
      problem = simpleAction(ctx, seat, c.type);
      break;
    case 'power':
      problem = powerAction(ctx, seat, c.power, c.target);
      break;
    case 'endActivation':
      problem = inBattle(s) ?? round(ctx, endActivation(s.round, seat));
      break;
    case 'react':
      problem = react(ctx, seat, c.unitId, c.reaction, c.counterWith);
      break;
    case 'noReaction':
      problem = noReaction(ctx, seat);
      break;
    case 'escapeMove':
      problem = escapeMove(ctx, seat, c.models);
      break;
    case 'consolidate':
      problem = consolidate(ctx, c.models);
      break;
    case 'noConsolidate':
      problem = s.pending?.kind === 'consolidate' ? null : refuse('no-consolidation', 'No unit is consolidating now.', 'BF.MELEE.CONSOLIDATE_3IN');
      if (!problem) s.pending = null;
      break;
    case 'stopPower':
      problem = stopPower(ctx, seat, c.unitId);
      break;
    case 'letPower':
      problem = letPower(ctx, seat);
      break;
    case 'keepStandby':
      problem = inBattle(s) ?? round(ctx, keepStandby(s.round, seat, c.keep));
      break;
    case 'hitOrder': {
      const [unitId, last] = c.order !== undefined ? [c.order.split('::')[0]!, c.order.split('::').slice(1).join('::')] : [c.unitId ?? '', c.last ?? null];
      problem = hitOrder(ctx, seat, unitId, last);
      break;
    }
    case 'strategy':
      if (s.pregame) {
        const unit = c.unitId !== undefined ? s.units[c.unitId] : undefined;
        const models = c.models
          ? c.models.map((p, i) => ({ id: p.id ?? unit?.models[i]?.id ?? `#${i + 1}`, x: p.x, y: p.y, ...(p.facing !== undefined ? { facing: p.facing } : {}) }))
          : c.point && unit
            ? bfFormationAt(s, unit.id, c.point)
            : undefined;
        problem = usePregame(ctx, seat, c.strategy, c.unitId, models);
        break;
      }
      problem = strategyProblem(s, seat, c.strategy, c.unitId);
      if (!problem) useStrategy(ctx, seat, c.strategy);
      break;
    case 'pregameDone':
      problem = endPregameTurn(ctx, seat);
      break;
    default:
      return refuse('unknown-command', `"${(c as { type: string }).type}" is not a command of Battle Forge.`);
  }
  if (problem) return problem;
  // The last player ready for battle: round 1 begins (BF.SP.PREGAME).
  if (s.phase === 'deployment' && !s.pregame && s.order.every((id) => s.units[id]!.status !== 'undeployed')) beginBattle(ctx);
  settle(ctx);
  return null;
}

/** While a reaction, an escape or a stop attempt is waited for, only its answers are taken. */
function waitingFor(s: BfState, c: BfCommand, seat: Side): Problem {
  const p = s.pending;
  if (!p || c.type === 'hitOrder' || c.type === 'strategy') return null;
  const answers: Record<string, string[]> = { reaction: ['react', 'noReaction'], escape: ['escapeMove'], stop: ['stopPower', 'letPower'], consolidate: ['consolidate', 'noConsolidate'] };
  if (!answers[p.kind]!.includes(c.type)) {
    const what = { reaction: 'react or let the action go on', escape: 'make its Escape move', stop: 'try to stop the power or let it be', consolidate: 'consolidate after the Fight or stay' }[p.kind];
    return refuse('waiting-for-answer', `${name(s, p.player)} must first ${what}.`, p.kind === 'stop' ? 'BF.POWER.STOP_WHO' : 'BF.REACT.LIST');
  }
  if (seat !== p.player) return refuse('not-your-turn', `It is ${name(s, p.player)} who answers now.`, 'BF.REACT.LIST');
  return null;
}

/**
 * BF.SAVE.ASSIGN: the defender assigns each hit to a model. Tenfold asks for it as a standing order
 * the owner may change whenever it is their decision: the line of models that takes hits last.
 */
function hitOrder(ctx: Ctx, seat: Side, unitId: string, last: string | null): Problem {
  const s = ctx.s;
  const u = s.units[unitId];
  if (!u || u.owner !== seat) return refuse('not-your-unit', 'Order the hits on one of your own units.', 'BF.SAVE.ASSIGN');
  if (!deciders(s).includes(seat)) return refuse('not-your-turn', 'Change the order when it is your decision.', 'BF.SAVE.ASSIGN');
  if (last !== null && !u.models.some((m) => modelKind(m) === last)) return refuse('no-such-models', `${u.name} has no such models.`, 'BF.SAVE.ASSIGN');
  if (last === null) delete u.hitsLast;
  else u.hitsLast = last;
  ctx.events.push({ type: 'hitOrderSet', unitId, last });
  return null;
}

function inBattle(s: BfState): Problem {
  return s.phase === 'battle' ? null : refuse('wrong-phase', 'Deploy every unit first.', 'BF.DEPLOY.ALTERNATE');
}

/** Take a round step's result into the game: its state (without a copy of the dice) and its events. */
function round(ctx: Ctx, result: RoundResult): Problem {
  if (!result.ok) return result.refusal;
  ctx.s.round = { ...result.state, dice: HIDDEN_DICE };
  ctx.events.push(...(result.events as BfEvent[]));
  return null;
}

function roundEvents(result: RoundResult): RoundEvent[] {
  return result.ok ? result.events : [];
}

/** After every command: the round's view of the table brought up to date, and the End Phase or a new round begun. */
function settle(ctx: Ctx): void {
  const s = ctx.s;
  syncRound(s);
  if (!s.round.activation && !s.pending) endEffects(s, 'activation');
  if (s.pending || s.phase !== 'battle') return;
  // A unit destroyed during its own activation (a Counter Attack, a failed fall-back) has nothing left to do.
  const open = s.round.activation;
  if (open && s.units[open.unit]?.status === 'destroyed') {
    round(ctx, endActivation(s.round, open.seat));
    syncRound(s);
  }
  // The last units waiting to activate were destroyed in another's activation: the Actions Phase is over (BF.ROUND.UNTIL_ALL_ACTIVATED).
  if (s.round.phase === 'actions' && !s.round.activation && nextTurn(s.round, s.round.turn) === null) {
    s.round = { ...s.round, phase: 'end', endChosen: s.round.endChosen.map(() => false) };
    ctx.events.push({ type: 'actionsPhaseOver' });
  }
  if (s.round.phase === 'end' && s.scoredRound < s.round.round) {
    s.scoredRound = s.round.round;
    // BF.ROUND.END_VP, BF.AMBIG.OBJ_TIMING: control settled, then this round's VP.
    settleObjectives(ctx);
    scoreEndOfRound(ctx);
  }
  if (s.round.phase === 'bidding' && s.startedRound < s.round.round) startRound(ctx);
  if (s.round.phase === 'over') endGame(ctx);
}

/** The round's copy of what the table decides: who is on the field, who is locked in melee. */
export function syncRound(s: BfState): void {
  s.round = {
    ...s.round,
    units: s.round.units.map((r) => {
      const u = s.units[r.id]!;
      const onTableNow = onTable(u);
      const engaged = onTableNow && engagedWith(s, u).length > 0;
      // A destroyed unit has nothing left to activate: the round passes over it.
      const activated = r.activated || u.status === 'destroyed';
      return r.onTable === onTableNow && r.engaged === engaged && r.activated === activated ? r : { ...r, onTable: onTableNow, engaged, activated };
    }),
  };
}

/** A new round: Strategy Points gained (BF.SP.GAIN_ROUND_START, BF.SP.DISCARD_END), the round's effects gone. */
function startRound(ctx: Ctx): void {
  const s = ctx.s;
  s.startedRound = s.round.round;
  s.sp = [...s.spPerRound];
  s.spPerRound.forEach((sp, seat) => ctx.events.push({ type: 'spGained', seat, sp }));
  for (const id of s.order) {
    const u = s.units[id]!;
    u.effects = [];
    u.powersCast = [];
    u.castsUsed = 0;
    u.stopsUsed = 0;
    u.movedThisRound = false;
    u.chargedThisRound = false;
  }
}

function endGame(ctx: Ctx): void {
  const s = ctx.s;
  settleObjectives(ctx);
  scoreEndOfGame(ctx);
  s.phase = 'over';
  const top = Math.max(...s.vp);
  const leaders = s.vp.flatMap((v, seat) => (v === top ? [seat] : []));
  // BF.VP.WINNER, BF.AMBIG.VP_TIE: the most VP wins; equal VP is a draw.
  ctx.events.push({ type: 'gameEnded', vp: [...s.vp], winner: leaders.length === 1 ? leaders[0]! : null });
}

// ---------------------------------------------------------------- deployment

/** Models of `u` at these places, as the geometry reads them. */
function at(u: BfUnit, models: readonly Placed[]): PlacedModel[] {
  return u.models.map((m, i) => {
    const p = models.find((q) => q.id === m.id) ?? models[i]!;
    return placed(u, { ...m, x: p.x, y: p.y, facing: p.facing ?? m.facing });
  });
}

/** Where a unit may stand: on the table, clear of terrain it cannot enter and of other bases, in coherency (BF.MOVE.*). */
function standingProblems(s: BfState, u: BfUnit, models: readonly Placed[]): Problem {
  if (models.length !== u.models.length) return refuse('wrong-model-count', `${u.name} has ${u.models.length} models; ${models.length} places were given.`);
  if (!models.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))) return refuse('bad-command', 'Every place needs numbers for x and y.');
  const index = indexOf(s, u.owner);
  const bases = at(u, models);
  for (const m of bases) {
    const problem = standingProblem(index, m, new Set([u.id]));
    if (problem === 'off-table') return refuse('off-table', `A model of ${u.name} would stand off the table.`, 'BF.MOVE.UP_TO_MOV');
    if (problem) return refuse(problem, `A model of ${u.name} would stand on impassable ground or on another model.`, 'BF.MOVE.NO_END_ON_FRIENDS');
  }
  for (let i = 0; i < bases.length; i++)
    for (let j = i + 1; j < bases.length; j++)
      if (Math.hypot(bases[i]!.x - bases[j]!.x, bases[i]!.y - bases[j]!.y) < u.baseMm / 25.4 - 1e-3) return refuse('overlap', `Two models of ${u.name} would overlap.`, 'BF.MOVE.NO_END_ON_FRIENDS');
  const coherency = cohesion(bases, 'spread');
  if (!coherency.ok) return refuse('out-of-coherency', `${u.name} must keep 2" between models and stay within 6" of each other.`, 'BF.MOVE.COHERENCY_2IN');
  return null;
}

function place(u: BfUnit, models: readonly Placed[]): void {
  u.models.forEach((m, i) => {
    const p = models.find((q) => q.id === m.id) ?? models[i]!;
    m.x = p.x;
    m.y = p.y;
    if (p.facing !== undefined) m.facing = p.facing;
  });
}

/** After a unit is placed or held back: the next player with units to place, or the battle begins (BF.DEPLOY.ALTERNATE). */
function nextToDeploy(ctx: Ctx): void {
  const s = ctx.s;
  const waiting = (seat: Side) => s.order.some((id) => s.units[id]!.owner === seat && s.units[id]!.status === 'undeployed');
  for (let k = 1; k <= s.players.length; k++) {
    const seat = (s.deployTurn + k) % s.players.length;
    if (waiting(seat)) {
      s.deployTurn = seat;
      return;
    }
  }
  // Pre-game strategies next, from the player after the one who placed last (BF.SP.PREGAME); else the battle.
  if (!openPregame(s, (s.deployTurn + 1) % s.players.length)) beginBattle(ctx);
}

/** Round 1 begins, with the Strategy Points left of its income after any pre-game strategies (BF.SP.PREGAME). */
function beginBattle(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'battle';
  s.startedRound = 1;
  s.spPerRound.forEach((sp, seat) => ctx.events.push({ type: 'spGained', seat, sp }));
}

function deploy(ctx: Ctx, seat: Side, unitId: string, models: readonly Placed[]): Problem {
  const s = ctx.s;
  if (s.phase !== 'deployment') return refuse('wrong-phase', 'Units are deployed before the first round.', 'BF.DEPLOY.ALTERNATE');
  const u = s.units[unitId];
  if (!u || u.owner !== seat) return refuse('not-your-unit', 'Deploy one of your own units.', 'BF.DEPLOY.IN_OWN_ZONE');
  if (seat !== s.deployTurn) return refuse('not-your-turn', `It is ${name(s, s.deployTurn)}'s turn to deploy.`, 'BF.DEPLOY.ALTERNATE');
  if (u.status !== 'undeployed') return refuse('already-deployed', `${u.name} has already been deployed.`, 'BF.DEPLOY.ALTERNATE');
  if (models.length === u.models.length && !models.every((p) => wholeInZone(s, seat, u, p)))
    return refuse('outside-deployment-zone', `Every model of ${u.name} must be wholly inside ${name(s, seat)}'s deployment zone.`, 'BF.DEPLOY.IN_OWN_ZONE');
  const problem = standingProblems(s, u, models);
  if (problem) return problem;
  place(u, models);
  u.status = 'table';
  ctx.events.push({ type: 'deployed', unitId });
  nextToDeploy(ctx);
  return null;
}

function reserve(ctx: Ctx, seat: Side, unitId: string): Problem {
  const s = ctx.s;
  if (s.phase !== 'deployment') return refuse('wrong-phase', 'Units are held in reserve before deployment ends.', 'BF.RES.SET_ASIDE');
  const u = s.units[unitId];
  if (!u || u.owner !== seat) return refuse('not-your-unit', 'Hold back one of your own units.', 'BF.RES.SET_ASIDE');
  if (seat !== s.deployTurn) return refuse('not-your-turn', `It is ${name(s, s.deployTurn)}'s turn to deploy.`, 'BF.DEPLOY.ALTERNATE');
  if (u.status !== 'undeployed') return refuse('already-deployed', `${u.name} has already been deployed.`, 'BF.DEPLOY.ALTERNATE');
  const waits = mayWaitInReserve(s, u);
  if (waits) return waits;
  u.status = 'reserve';
  ctx.events.push({ type: 'reserved', unitId });
  nextToDeploy(ctx);
  return null;
}

/** BF.RES.SET_ASIDE: a unit starts the game aboard its player's transport, in place of being deployed. */
function embarkAtStart(ctx: Ctx, seat: Side, unitId: string, transport: string): Problem {
  const s = ctx.s;
  if (s.phase !== 'deployment') return refuse('wrong-phase', 'Units start aboard a transport before deployment ends.', 'BF.RES.SET_ASIDE');
  if (seat !== s.deployTurn) return refuse('not-your-turn', `It is ${name(s, s.deployTurn)}'s turn to deploy.`, 'BF.DEPLOY.ALTERNATE');
  const problem = startAboard(ctx, seat, unitId, transport);
  if (problem) return problem;
  nextToDeploy(ctx);
  return null;
}

// ---------------------------------------------------------------- activation and actions

function activateUnit(ctx: Ctx, seat: Side, unitId: string, group: readonly string[]): Problem {
  const s = ctx.s;
  const u = s.units[unitId];
  if (!u || u.status === 'destroyed') return refuse('no-such-unit', 'Choose one of your units still in the game.', 'BF.ROUND.ONE_ACTIVATION');
  return round(ctx, activate(s.round, seat, unitId, group, ctx.dice));
}

/** The active unit (and its group), if `seat` has one; otherwise why not. */
function activeUnit(s: BfState, seat: Side): BfUnit | Problem {
  if (s.phase !== 'battle') return refuse('wrong-phase', 'Deploy every unit first.', 'BF.DEPLOY.ALTERNATE');
  const open = s.round.activation;
  if (s.round.phase !== 'actions' || !open) return refuse('no-activation', 'Activate a unit before choosing its actions.', 'BF.ROUND.TWO_ACTIONS');
  if (open.seat !== seat) return refuse('not-your-turn', `It is ${name(s, open.seat)}'s activation.`, 'BF.ROUND.ALTERNATE');
  return s.units[open.unit]!;
}

const isUnit = (x: BfUnit | Problem): x is BfUnit => x !== null && 'models' in x;

/** A unit still waiting in reserve must first arrive with a Move (BF.RES.FIRST_ACTION_MOVE); one aboard a transport first gets out with a Move. */
function arrivalFirst(s: BfState, u: BfUnit, action: string): Problem {
  if (u.status !== 'reserve' || action === 'move') return null;
  const transport = carrierOf(s, u.id);
  if (transport) return refuse('get-out-first', `${u.name} is aboard ${s.units[transport]?.name ?? 'a transport'}: its first action must be the Move that gets it out.`);
  return refuse('arrive-first', `${u.name} is in reserve: its first action must be the Move that brings it on.`, 'BF.RES.FIRST_ACTION_MOVE');
}

function simpleAction(ctx: Ctx, seat: Side, action: 'focus' | 'hold' | 'evade' | 'rally'): Problem {
  const u = activeUnit(ctx.s, seat);
  if (!isUnit(u)) return u;
  return arrivalFirst(ctx.s, u, action) ?? round(ctx, takeAction(ctx.s.round, seat, { action }, undefined, ctx.dice));
}

/** Movement for this action: Mov − Shock (BF.SHOCK.MOV), with powers' changes, never below 0. */
export function movementOf(s: BfState, u: BfUnit): number {
  return Math.max(0, movementAfterShock(leadStats(u).mov, shockOf(s, u)) + effectOn(u, 'mov'));
}

/** The Initiative a unit checks against now: its Initiative − Shock (BF.SHOCK.INIT). */
export function initiativeOf(s: BfState, u: BfUnit): number {
  return modifiedValue(leadStats(u).init, shockModifier('initiative', shockOf(s, u)));
}

/** An Initiative check of the unit's; a re-roll strategy on it rolls its first failure again, the second result standing. */
function initiativeCheck(ctx: Ctx, u: BfUnit, purpose: string): boolean {
  const value = initiativeOf(ctx.s, u);
  const first = ctx.dice.check(BF_CHECK, value, purpose, u.id);
  const reroll = first.success ? -1 : u.effects.findIndex((e) => e.rerollFailedCheck === true);
  if (reroll < 0) return first.success === true;
  u.effects.splice(reroll, 1);
  const again = ctx.dice.check(BF_CHECK, value, purpose, u.id, 0, true);
  ctx.events.push({ type: 'checkRerolled', unitId: u.id, purpose, first: first.face, face: again.face, passed: again.success === true });
  return again.success === true;
}

function addShock(ctx: Ctx, u: BfUnit, shock: number, why: string): void {
  const r = roundUnit(ctx.s.round, u.id);
  if (!r || shock <= 0) return;
  ctx.s.round = { ...ctx.s.round, units: ctx.s.round.units.map((x) => (x.id === u.id ? { ...x, shock: x.shock + shock } : x)) };
  ctx.events.push({ type: 'shockGained', unitId: u.id, shock, why });
  const after = roundUnit(ctx.s.round, u.id)!;
  if (after.shock >= after.courage) breakTest(ctx, u, 'shock');
}

/** Paths from each model's place to where the command puts it: straight lines unless the command gives waypoints. */
function pathsFor(u: BfUnit, models: readonly Placed[], paths?: Record<string, Point[]>): Record<string, Point[]> {
  const out: Record<string, Point[]> = {};
  u.models.forEach((m, i) => {
    const p = models.find((q) => q.id === m.id) ?? models[i]!;
    out[m.id] = paths?.[m.id]?.length ? [...paths[m.id]!, { x: p.x, y: p.y }] : [{ x: p.x, y: p.y }];
  });
  return out;
}

/** Check a move of `allowance` inches with the geometry's rules for Battle Forge (BF.MOVE.*). */
export function moveProblem(ctx: { s: BfState }, u: BfUnit, models: readonly Placed[], paths: Record<string, Point[]> | undefined, allowance: number, crossing?: 'passed' | 'failed'): Problem {
  const s = ctx.s;
  const facings: Record<string, number> = {};
  models.forEach((p, i) => {
    if (p.facing !== undefined) facings[p.id ?? u.models[i]!.id] = p.facing;
  });
  const result = checkMove(indexOf(s, u.owner), {
    unitId: u.id,
    paths: pathsFor(u, models, paths),
    allowance,
    mode: 'move',
    rules: BATTLE_FORGE_MOVE_RULES,
    facings,
    ...(crossing ? { crossingCheck: crossing } : {}),
  });
  if (result.ok) return null;
  const rule: Record<string, string> = { 'too-far': 'BF.MOVE.UP_TO_MOV', 'enemy-within-1': 'BF.MOVE.ENEMY_1IN', overlap: 'BF.MOVE.NO_END_ON_FRIENDS', cohesion: 'BF.MOVE.COHERENCY_2IN' };
  return refuse(result.code, result.reason, rule[result.code] ?? 'BF.MOVE.UP_TO_MOV');
}

function moveAction(ctx: Ctx, seat: Side, models: readonly Placed[], paths: Record<string, Point[]> | undefined, rush: boolean, arriveHow: 'edge' | 'ambush' | 'outflank' = 'edge', point?: Point, enter?: string, board?: string): Problem {
  const s = ctx.s;
  const u = activeUnit(s, seat);
  if (!isUnit(u)) return u;
  // Out of a building (BF.BLDG.EXIT_OR_CHANGE_FLOOR) or a transport: the Move sets the unit down outside.
  if (u.inBuilding || isAboard(s, u)) {
    if (enter !== undefined || board !== undefined) return refuse('come-out-first', `${u.name} must come out before it goes into anything else.`, 'BF.BLDG.EXIT_OR_CHANGE_FLOOR');
    const problem = comeOut(ctx, u, models, point, movementOf(s, u), rush, () => round(ctx, takeAction(s.round, seat, { action: 'move' }, undefined, ctx.dice)));
    if (!problem && onTable(u)) offerOverwatch(ctx, u);
    return problem;
  }
  if (u.status === 'reserve' && (enter !== undefined || board !== undefined)) return refuse('arrive-first', `${u.name} must arrive on the table before it goes into anything.`, 'BF.RES.FIRST_ACTION_MOVE');
  if (models.length !== u.models.length && arriveHow !== 'ambush') return refuse('wrong-model-count', `${u.name} has ${u.models.length} models; ${models.length} places were given.`);
  const taken = round(ctx, takeAction(s.round, seat, { action: 'move' }, undefined, ctx.dice));
  if (taken) return taken;
  const base = movementOf(s, u);
  if (u.status === 'reserve') return arrive(ctx, u, models, base, arriveHow, point);
  const crossings = obstacleCrossings(indexOf(s, u.owner), { unitId: u.id, paths: pathsFor(u, models, paths) });
  const difficult = crossesDifficult(s, u, models);
  if (rush && (crossings.length > 0 || difficult))
    return refuse('no-rush-here', `${u.name} cannot rush across an obstacle or through difficult ground.`, crossings.length > 0 ? 'BF.RUSH.NO_OBSTACLES' : 'BF.RUSH.NO_DIFFICULT');
  // Falling back out of melee (BF.FALLBACK.TRIGGER): an Initiative check; failing gives the enemy free attacks first.
  const engaged = engagedWith(s, u);
  if (engaged.length > 0) {
    const passed = initiativeCheck(ctx, u, 'fall back');
    if (!passed) {
      for (const e of engaged) {
        const plan = attackPlan(s, e, u, 'fight', { focus: false, evade: false });
        if ('volleys' in plan) resolveAttack(ctx, plan, [], false);
      }
      if (!onTable(u)) return null;
    }
  }
  let allowance = base;
  let rushResult: 'passed' | 'failed' | undefined;
  if (rush) {
    // BF.RUSH.OPTION, BF.RUSH.BONUS, BF.AMBIG.RUSH_DETAILS: +half the Movement left after Shock (rounded down) on a passed Initiative check.
    rushResult = initiativeCheck(ctx, u, 'rush') ? 'passed' : 'failed';
    if (rushResult === 'passed') allowance += Math.floor(base / 2);
  }
  if (difficult && !initiativeCheck(ctx, u, 'difficult ground')) allowance = Math.max(0, allowance - 2); // BF.GROUND.DIFFICULT_TEST, _FAIL
  if (onRoad(s, u, u.models) && onRoad(s, u, models)) allowance += 2; // BF.GROUND.ROAD_BONUS
  const crossing = crossings.length > 0 ? (initiativeCheck(ctx, u, 'cross an obstacle') ? 'passed' : 'failed') : undefined;
  const problem = moveProblem(ctx, u, models, paths, allowance, crossing) ?? moveEndProblem(s, u, models, enter, board);
  if (problem) return problem;
  const to = (m: BfModel, i: number): Placed => models.find((q) => q.id === m.id) ?? models[i] ?? m;
  const distance = Math.max(...u.models.map((m, i) => Math.hypot(to(m, i).x - m.x, to(m, i).y - m.y)));
  place(u, models);
  u.movedThisRound = true;
  ctx.events.push({ type: 'moved', unitId: u.id, distance, ...(rushResult ? { rush: rushResult } : {}) });
  // BF.BLDG.ENTER_6IN: the Move ends going into the building; or aboard the transport (FORMAT.md, Transports).
  endMoveInside(ctx, u, enter, board);
  if (rushResult === 'failed') addShock(ctx, u, 1, 'a failed rush'); // BF.RUSH.FAIL_SHOCK
  if (onTable(u)) offerOverwatch(ctx, u);
  return null;
}

/**
 * A unit in reserve comes on (BF.RES.FIRST_ACTION_MOVE): with its Move from the reserve edge
 * (BF.RES.ENTER_EDGE), by Ambush at a point 12" from the enemy with an Initiative check and scatter
 * (BF.AMBUSH.*), or by Outflanking near a free table edge (BF.OUTFLANK.*); the last two from round 2.
 */
function arrive(ctx: Ctx, u: BfUnit, models: readonly Placed[], allowance: number, how: 'edge' | 'ambush' | 'outflank', point: Point | undefined): Problem {
  const s = ctx.s;
  let placement: readonly Placed[] = models;
  if (how === 'ambush') {
    if (!u.rules.some((r) => r.rule === 'ambush')) return refuse('no-ambush', `${u.name} has no Ambush rule.`, 'BF.AMBUSH.ROUND_2_PLUS');
    if (!point) return refuse('needs-point', 'Choose the point the unit ambushes at.', 'BF.AMBUSH.POINT_12IN');
    const placed = ambushPlacement(s, u, point, ctx.dice);
    if (!('ok' in placed) || placed.ok !== true) return placed as Problem;
    placement = placed.models;
    ctx.events.push({ type: 'ambushed', unitId: u.id, passed: placed.passed, point, landing: placed.landing });
  } else {
    const withIds = models.map((p, i) => ({ ...p, id: p.id ?? u.models[i]?.id ?? '' }));
    const problem = how === 'outflank' ? (u.rules.some((r) => r.rule === 'outflank') ? outflankProblem(s, u, withIds) : refuse('no-outflank', `${u.name} has no Outflank rule.`, 'BF.OUTFLANK.ROUND_2_PLUS')) : edgeArrivalProblem(s, u, withIds, allowance);
    if (problem) return problem;
  }
  place(u, placement);
  u.status = 'table';
  u.movedThisRound = true;
  ctx.events.push({ type: 'moved', unitId: u.id, distance: how === 'edge' ? allowance : 0, arrived: true });
  offerOverwatch(ctx, u);
  return null;
}

function piecesOf(s: BfState, kind: 'road' | 'difficult') {
  return s.terrain.filter((t) => (kind === 'road' ? t.kind === 'road' : t.difficult === true));
}

function inside(poly: readonly Point[], p: Point): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  }
  return c;
}

/** BF.GROUND.ROAD_BONUS: every model on a road. */
function onRoad(s: BfState, _u: BfUnit, models: readonly { x: number; y: number }[]): boolean {
  const roads = piecesOf(s, 'road');
  return roads.length > 0 && models.every((m) => roads.some((r) => inside(r.points, m)));
}

/** BF.GROUND.DIFFICULT_TEST: some model starts, ends or passes through difficult ground (checked at its ends and middle). */
export function crossesDifficult(s: BfState, u: BfUnit, models: readonly Placed[]): boolean {
  const ground = piecesOf(s, 'difficult');
  if (ground.length === 0) return false;
  return u.models.some((m, i) => {
    const to = models[i] ?? m;
    const probes = [0, 0.25, 0.5, 0.75, 1].map((t) => ({ x: m.x + (to.x - m.x) * t, y: m.y + (to.y - m.y) * t }));
    return probes.some((p) => ground.some((g) => inside(g.points, p)));
  });
}

/** Enemy units that may fire Overwatch at a unit that moved in their sight (BF.REACT.OW_TRIGGER). */
function offerOverwatch(ctx: Ctx, mover: BfUnit): void {
  const s = ctx.s;
  for (let k = 1; k < s.players.length; k++) {
    const seat = (mover.owner + k) % s.players.length;
    if (!isEnemy(s, seat, mover.owner)) continue;
    const eligible = s.order
      .map((id) => s.units[id]!)
      .filter((e) => e.owner === seat && onTable(e) && mayReact(s, e) && canOverwatch(s, e, mover))
      .map((e) => e.id);
    if (eligible.length > 0) {
      const attack: DeclaredAttack = { kind: 'move', attacker: mover.id, target: eligible[0]! };
      s.pending = { kind: 'reaction', player: seat, attack, eligible };
      ctx.events.push({ type: 'declared', attack });
      return;
    }
  }
}

function canOverwatch(s: BfState, e: BfUnit, mover: BfUnit): boolean {
  const r = roundUnit(s.round, e.id);
  return !!r && r.hasRanged && !r.shot && 'volleys' in attackPlan(s, e, mover, 'shoot', { focus: false, evade: false });
}

/** BF.REACT.ELIGIBLE: a unit reacts if it has taken no action this round, or it is on Hold. */
export function mayReact(s: BfState, u: BfUnit): boolean {
  const r = roundUnit(s.round, u.id);
  return !!r && (!r.activated || r.hold) && s.round.activation?.seat !== u.owner;
}

/** Declare an attack; the target's owner may react first (BF.REACT.*), else it is made at once. */
function attackAction(ctx: Ctx, seat: Side, kind: 'shoot' | 'fight', targetId: string, split: readonly string[]): Problem {
  const s = ctx.s;
  const u = activeUnit(s, seat);
  if (!isUnit(u)) return u;
  const early = arrivalFirst(s, u, kind);
  if (early) return early;
  const target = s.units[targetId];
  if (!target || !onTable(target)) return refuse('no-such-target', 'Choose an enemy unit on the table.', 'BF.SHOOT.IN_RANGE');
  if (kind === 'fight' && !engagedWith(s, u).includes(target)) return refuse('not-in-contact', `${u.name} is not in base contact with ${target.name}.`, 'BF.MELEE.WHO_FIGHTS');
  const plan = attackPlan(s, u, target, kind, { focus: false, evade: false });
  if (!('volleys' in plan)) return plan;
  if (split.length > 0) {
    const allowed = splitCandidates(s, u, target);
    const bad = split.find((id) => !allowed.includes(id));
    if (bad) return refuse('split-not-allowed', `${s.units[bad]?.name ?? 'That unit'} is not within 3" of ${target.name} or cannot be shot.`, 'BF.HIT.SPLIT_OPTION', [bad]);
  }
  const taken = round(ctx, takeAction(s.round, seat, { action: kind }, undefined, ctx.dice));
  if (taken) return taken;
  declare(ctx, { kind, attacker: u.id, target: target.id, ...(split.length ? { split: [...split] } : {}) });
  return null;
}

/** The target may react to the attack (Dodge, Counter Attack, Escape; Overwatch and Escape against a Charge). */
function declare(ctx: Ctx, attack: DeclaredAttack): void {
  const s = ctx.s;
  const target = s.units[attack.target]!;
  ctx.events.push({ type: 'declared', attack });
  if (mayReact(s, target)) {
    s.pending = { kind: 'reaction', player: target.owner, attack, eligible: [target.id] };
    return;
  }
  carryOut(ctx, attack, null);
}

/** Reactions that answer this kind of declared action (BF.REACT.*_TRIGGER). */
export function reactionsTo(kind: DeclaredAttack['kind']): Reaction[] {
  switch (kind) {
    case 'shoot':
    case 'fight':
      return ['dodge', 'counterAttack', 'escape'];
    case 'charge':
      return ['overwatch', 'escape'];
    case 'move':
      return ['overwatch'];
    default:
      return [];
  }
}

function react(ctx: Ctx, seat: Side, unitId: string, reaction: Reaction, counterWith: CounterWith | undefined): Problem {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'reaction') return refuse('nothing-to-react-to', 'There is nothing to react to now.', 'BF.REACT.LIST');
  if (!p.eligible.includes(unitId)) return refuse('cannot-react', 'That unit may not react to this action.', 'BF.REACT.ELIGIBLE');
  if (!reactionsTo(p.attack.kind).includes(reaction)) return refuse('wrong-reaction', `That reaction does not answer a ${p.attack.kind}.`, 'BF.REACT.LIST');
  const u = s.units[unitId]!;
  const mover = s.units[p.attack.attacker]!;
  if (reaction === 'escape' && u.inBuilding) return refuse('holds-building', `${u.name} is inside a building: it holds it rather than escaping.`, 'BF.AMBIG.BUILDINGS');
  if (reaction === 'counterAttack') {
    if (counterWith === 'fight' && !engagedWith(s, u).includes(mover)) return refuse('cannot-counter', `${u.name} is not in contact with ${mover.name} to fight it.`, 'BF.REACT.CA_EFFECT');
    if (counterWith === 'shoot' && !('volleys' in attackPlan(s, u, mover, 'shoot', { focus: false, evade: false })))
      return refuse('cannot-counter', `${u.name} has no weapon in range and sight of ${mover.name}.`, 'BF.REACT.CA_EFFECT');
  }
  const result = attemptReaction(s.round, seat, unitId, reaction, counterWith, ctx.dice, mover.owner);
  const problem = round(ctx, result);
  if (problem) return problem;
  const passed = roundEvents(result).some((e) => e.type === 'reaction' && e.passed);
  s.pending = null;
  if (!passed) {
    // BF.REACT.FAIL_SHOCK: the Shock of a failed reaction may call a break test.
    const r = roundUnit(s.round, u.id)!;
    if (r.shock >= r.courage) breakTest(ctx, u, 'shock');
    carryOut(ctx, p.attack, null);
    return null;
  }
  if (reaction === 'escape') {
    s.pending = { kind: 'escape', player: seat, unit: unitId, attack: p.attack };
    return null;
  }
  if (reaction === 'overwatch') {
    const plan = attackPlan(s, u, mover, 'shoot', { focus: false, evade: false });
    if ('volleys' in plan) resolveAttack(ctx, plan, [], false);
    if (p.attack.kind === 'move') return null;
  }
  carryOut(ctx, p.attack, reaction === 'counterAttack' ? { unit: unitId, with: counterWith! } : null);
  return null;
}

function noReaction(ctx: Ctx, seat: Side): Problem {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'reaction') return refuse('nothing-to-react-to', 'There is nothing to react to now.', 'BF.REACT.LIST');
  s.pending = null;
  ctx.events.push({ type: 'noReaction', seat });
  if (p.attack.kind !== 'move') carryOut(ctx, p.attack, null);
  return null;
}

/** BF.REACT.ESCAPE_EFFECT: the unit makes a full move before the action goes on. */
function escapeMove(ctx: Ctx, seat: Side, models: readonly Placed[]): Problem {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'escape') return refuse('no-escape', 'No unit is escaping now.', 'BF.REACT.ESCAPE_EFFECT');
  const u = s.units[p.unit]!;
  if (models.length !== u.models.length) return refuse('wrong-model-count', `${u.name} has ${u.models.length} models; ${models.length} places were given.`);
  // Staying where it stands breaks no rule of where a move ends, even for a unit its losses have
  // left out of coherency: the escape is then not made, and the attack goes on.
  const stays = u.models.every((m, i) => {
    const q = models.find((x) => x.id === m.id) ?? models[i]!;
    return Math.abs(q.x - m.x) < 1e-6 && Math.abs(q.y - m.y) < 1e-6;
  });
  if (!stays) {
    const problem = moveProblem(ctx, u, models, undefined, movementOf(s, u));
    if (problem) return problem;
    place(u, models);
    u.movedThisRound = true;
    ctx.events.push({ type: 'moved', unitId: u.id, distance: movementOf(s, u) });
  }
  s.pending = null;
  carryOut(ctx, p.attack, null);
  return null;
}

/** The declared action goes ahead, if still possible (BF.SHOOT.IMPOSSIBLE_SHOTS, BF.MELEE.IMPOSSIBLE_ATTACKS). */
function carryOut(ctx: Ctx, attack: DeclaredAttack, counter: { unit: string; with: CounterWith } | null): void {
  carryOutAttack(ctx, attack, counter);
  // A strategy used against this attack lasts for it alone.
  if (attack.kind === 'shoot' || attack.kind === 'fight') endEffects(ctx.s, 'attack');
}

function carryOutAttack(ctx: Ctx, attack: DeclaredAttack, counter: { unit: string; with: CounterWith } | null): void {
  const s = ctx.s;
  const attacker = s.units[attack.attacker]!;
  const target = s.units[attack.target]!;
  if (!onTable(attacker) || !onTable(target)) return;
  if (attack.kind === 'charge') return chargeMove(ctx, attacker, target, attack);
  if (attack.kind !== 'shoot' && attack.kind !== 'fight') return;
  const tokens = spendTokens(ctx, attacker, target);
  const plan = attackPlan(s, attacker, target, attack.kind, tokens);
  if (!('volleys' in plan)) {
    ctx.events.push({ type: 'attack', attacker: attacker.id, target: target.id, kind: attack.kind, attacks: 0, hitValue: 0, hits: 0, shares: [], saves: [], injuries: [], removed: [], cover: 'none' });
    return;
  }
  const split = (attack.split ?? []).filter((id) => onTable(s.units[id]));
  if (!counter) {
    resolveAttack(ctx, plan, split, false);
    offerConsolidation(ctx, attack);
    return;
  }
  // BF.REACT.CA_EFFECT, BF.SIM.*: both attacks rolled against the units as they stand, then applied together.
  const striker = s.units[counter.unit]!;
  const reply = attackPlan(s, striker, attacker, counter.with === 'shoot' ? 'shoot' : 'fight', { focus: false, evade: false });
  const first = rollAttack(ctx, plan, split);
  const second = 'volleys' in reply ? rollAttack(ctx, reply, []) : null;
  applyAll(ctx, [first, ...(second ? [second] : [])], true);
}

/**
 * BF.MELEE.CONSOLIDATE_3IN: after a unit's Fight action its models may move up to 3" to close in,
 * if an enemy is left on the table and the unit still stands. The owner chooses where, or to stay.
 */
function offerConsolidation(ctx: Ctx, attack: DeclaredAttack): void {
  const s = ctx.s;
  const u = s.units[attack.attacker]!;
  if (attack.kind !== 'fight' || !onTable(u) || enemiesOf(s, u.owner).length === 0 || s.pending) return;
  s.pending = { kind: 'consolidate', player: u.owner, unit: u.id, attack };
}

/**
 * The consolidation move: up to 3", every model ending nearer the closest enemy unit than it began
 * (BF.MELEE.CONSOLIDATE_CLOSER), in coherency (BF.MELEE.CONSOLIDATE_COHERENCY); it may come within
 * 1" of enemies and touch them (BF.AMBIG.CONSOLIDATE_CONTACT).
 */
function consolidate(ctx: Ctx, models: readonly Placed[]): Problem {
  const s = ctx.s;
  const p = s.pending;
  if (p?.kind !== 'consolidate') return refuse('no-consolidation', 'No unit is consolidating now.', 'BF.MELEE.CONSOLIDATE_3IN');
  const u = s.units[p.unit]!;
  if (models.length !== u.models.length) return refuse('wrong-model-count', `${u.name} has ${u.models.length} models; ${models.length} places were given.`);
  const enemies = enemiesOf(s, u.owner);
  const closest = enemies.reduce((a, b) => (unitGap(u, a) <= unitGap(u, b) ? a : b));
  const gapTo = (x: number, y: number) => Math.min(...closest.models.map((e) => Math.hypot(e.x - x, e.y - y)));
  const placedAt = at(u, models);
  const farther = u.models.find((m, i) => {
    const to = placedAt[i]!;
    const moved = Math.hypot(to.x - m.x, to.y - m.y) > 1e-6;
    return moved && gapTo(to.x, to.y) >= gapTo(m.x, m.y) - 1e-6;
  });
  if (farther) return refuse('not-closer', `Every model that consolidates must end nearer ${closest.name} than it began.`, 'BF.MELEE.CONSOLIDATE_CLOSER');
  const result = checkMove(indexOf(s, u.owner), { unitId: u.id, paths: pathsFor(u, models), allowance: 3, mode: 'charge', rules: { enemyGap: 0, stopAtEnemyGap: false, cohesion: 'spread', throughFriends: true } });
  if (!result.ok) {
    const rule = result.code === 'cohesion' ? 'BF.MELEE.CONSOLIDATE_COHERENCY' : result.code === 'too-far' ? 'BF.MELEE.CONSOLIDATE_3IN' : 'BF.MOVE.NO_END_ON_FRIENDS';
    return refuse(result.code, result.reason, rule);
  }
  place(u, models);
  s.pending = null;
  ctx.events.push({ type: 'consolidated', unitId: u.id });
  return null;
}

/** Focus and Evade tokens spent on an attack: one of each, where the unit has one (BF.ACT.FOCUS_SPEND, BF.ACT.EVADE_SPEND). */
function spendTokens(ctx: Ctx, attacker: BfUnit, target: BfUnit): { focus: boolean; evade: boolean } {
  const a = roundUnit(ctx.s.round, attacker.id);
  const t = roundUnit(ctx.s.round, target.id);
  const focus = (a?.focusTokens ?? 0) > 0;
  const evade = (t?.evadeTokens ?? 0) > 0;
  ctx.s.round = {
    ...ctx.s.round,
    units: ctx.s.round.units.map((r) => (r.id === attacker.id && focus ? { ...r, focusTokens: r.focusTokens - 1 } : r.id === target.id && evade ? { ...r, evadeTokens: r.evadeTokens - 1 } : r)),
  };
  return { focus, evade };
}

// ---------------------------------------------------------------- resolving attacks

interface Rolled {
  plan: AttackPlan;
  damage: UnitDamage[];
  hits: number;
  shares: { unit: string; hits: number }[];
  attacks: number;
}

/** A unit as the resolution sees it: the models that may take hits, its Shock, Courage and tokens. */
function resolveUnitOf(s: BfState, u: BfUnit, valid?: readonly string[]): ResolveUnit {
  const r = roundUnit(s.round, u.id);
  const steadfast = tierOf(u.rules, 'steadfast') ?? 0;
  const injuries = (m: BfModel) => [...m.special, ...u.rules].some((x) => x.rule === 'injuries');
  return {
    id: u.id,
    // BF.DATA.NO_STATS_NO_HITS: a model without a Save takes no hits.
    models: u.models
      .filter((m) => m.stats?.sav !== undefined && (!valid || valid.includes(m.id)))
      .map((m) => {
        const negate = negateOf(u, m);
        return { id: m.id, wounds: m.woundsLeft, maxWounds: m.wounds, save: m.stats!.sav! + 0, injuryChart: injuries(m), ...(negate ? { negate } : {}) };
      }),
    shock: r?.shock ?? 0,
    // Steadfast(X): break tests with +X Courage.
    courage: (r?.courage ?? leadStats(u).co) + steadfast,
    criticalDamage: r?.criticalDamage ?? 0,
  };
}

/** The order the unit's models take hits: the usual one, with the owner's chosen line last (BF.SAVE.ASSIGN). */
export function hitOrderOf(u: BfUnit, unit: ResolveUnit): string[] {
  const order = suggestHitOrder(unit);
  if (!u.hitsLast) return order;
  const kind = new Map(u.models.map((m) => [m.id, modelKind(m)]));
  return [...order.filter((id) => kind.get(id) !== u.hitsLast), ...order.filter((id) => kind.get(id) === u.hitsLast)];
}

/** Models alike for taking hits: the same line of the datasheet with the same weapons. */
export function modelKind(m: BfModel): string {
  return `${m.line}|${m.weapons.map((w) => w.id).sort().join('+')}`;
}

/** How a player names such models: "Warden with Volley Gun". */
export function kindLabel(m: BfModel): string {
  return m.weapons.length ? `${m.name} with ${m.weapons.map((w) => w.name).join(', ')}` : m.name;
}

/** Abilities that cancel hits, by rule id. */
const NEGATING = ['ward', 'lucky-charm'];

/** The model's best hit-cancelling ability, of its own or its unit's (BF.SAVE.ONE_NEGATE_ABILITY, BF.AMBIG.NEGATE_SCOPE); 0 for none. */
export function negateOf(u: BfUnit, m: BfModel): number {
  return Math.max(0, ...[...m.special, ...u.rules].filter((r) => NEGATING.includes(r.rule)).map((r) => r.tier ?? 1));
}

/** Roll one attack's hits, share them, roll the saves: worked out, not yet applied (BF.SIM.ACTIVE_FIRST). */
function rollAttack(ctx: Ctx, plan: AttackPlan, split: readonly string[]): Rolled {
  const s = ctx.s;
  const target = s.units[plan.target]!;
  const hits: Hit[] = [];
  let attacks = 0;
  for (const v of plan.volleys) {
    attacks += v.dice;
    const rolled = rollToHit({ unit: plan.attacker, attacks: v.dice, hitValue: v.hitValue }, ctx.dice);
    if (!rolled.ok) continue;
    const blast = target.models.length >= 5 ? (tierOf(v.weapon.rules, 'blast') ?? 0) : 0;
    for (const h of rolled.value) {
      hits.push({ apBonus: h.apBonus + v.weapon.ap, extra: h.extra });
      for (let k = 0; k < blast; k++) hits.push({ apBonus: v.weapon.ap, extra: true });
    }
  }
  const extras = split.map((id) => ({ unit: id, hitValue: Math.max(...plan.volleys.map((v) => v.hitValue)), inchesFromTarget: unitGap(s.units[id]!, target) }));
  const planned = splitHits(hits, { kind: plan.kind === 'shoot' ? 'ranged' : 'melee', target: plan.target, targetHitValue: Math.max(...plan.volleys.map((v) => v.hitValue)), extras: hits.length >= 2 ? extras : [] });
  const shares = planned.ok ? planned.shares : new Map([[plan.target, hits]]);
  const defenders = [...shares.keys()].map((id) => {
    const u = s.units[id]!;
    const valid = id === plan.target ? plan.validModels : undefined;
    const unit = resolveUnitOf(s, u, valid);
    const saveModifier = id === plan.target ? plan.saveModifier : (() => {
      const other = attackPlan(s, s.units[plan.attacker]!, u, 'shoot', { focus: false, evade: false });
      return 'volleys' in other ? other.saveModifier : 0;
    })();
    const rerollFailed = u.effects.some((e) => e.rerollFailedSaves === true);
    return { unit, save: { ap: 0, saveModifier, literalNaturalTenMargin: s.options.literalNaturalTenMargin, ...(rerollFailed ? { rerollFailed } : {}) }, hitOrder: hitOrderOf(u, unit) };
  });
  const resolved = resolveHits(shares, defenders, ctx.dice);
  const damage = resolved.ok ? resolved.value : [];
  return { plan, damage, hits: hits.length, shares: [...shares].map(([unit, h]) => ({ unit, hits: h.length })), attacks };
}

/** Roll and apply one attack on its own. */
export function resolveAttack(ctx: Ctx, plan: AttackPlan, split: readonly string[], simultaneous: boolean): void {
  applyAll(ctx, [rollAttack(ctx, plan, split)], simultaneous);
}

/**
 * Apply rolled attacks together: casualties, Shock, then break tests (BF.SIM.APPLY_TOGETHER); a
 * broken unit flees 6" and Evades, or surrenders if it cannot (BF.BREAK.*); friends within 3" of a
 * destroyed unit take a Shock (BF.SHOCK.NEARBY_DESTROYED).
 */
function applyAll(ctx: Ctx, rolled: readonly Rolled[], simultaneous: boolean): void {
  const s = ctx.s;
  const damages = rolled.flatMap((r) => r.damage);
  const cannotFallBack = new Set(damages.map((d) => d.unit).filter((id) => fleeFrom(s, s.units[id]!) === null));
  const applied = applyDamage(mergeDamage(damages), ctx.dice, cannotFallBack);
  for (const r of rolled) {
    const removed = r.damage.flatMap((d) => {
      const before = s.units[d.unit]!;
      const kept = new Set(d.after.models.map((m) => m.id));
      return before.models.filter((m) => m.stats?.sav !== undefined && !kept.has(m.id) && (d.saves.some((x) => x.model === m.id) || d.after.destroyed)).map((m) => m.id);
    });
    ctx.events.push({
      type: 'attack',
      attacker: r.plan.attacker,
      target: r.plan.target,
      kind: r.plan.kind,
      attacks: r.attacks,
      hitValue: Math.max(...r.plan.volleys.map((v) => v.hitValue)),
      hits: r.hits,
      shares: r.shares,
      saves: r.damage.flatMap((d) => [...d.saves]),
      injuries: r.damage.flatMap((d) => [...d.injuries]),
      removed,
      cover: r.plan.cover,
      ...(simultaneous ? { simultaneous: true } : {}),
    });
  }
  if (!applied.ok) return;
  const lastPlaces = new Map<string, BfModel[]>();
  for (const after of applied.value.units) {
    const u = s.units[after.id]!;
    lastPlaces.set(u.id, u.models.map((m) => ({ ...m })));
    const left = new Map(after.models.map((m) => [m.id, m.wounds]));
    const took = new Set(damages.filter((d) => d.unit === u.id).flatMap((d) => d.saves.map((x) => x.model)));
    u.models = after.destroyed ? [] : u.models.filter((m) => m.stats?.sav === undefined || left.has(m.id) || !took.has(m.id)).map((m) => (left.has(m.id) ? { ...m, woundsLeft: left.get(m.id)! } : m));
    // BF.DATA.NO_STATS_AUTO_REMOVED: models without characteristics go when the rest are gone.
    if (u.models.every((m) => m.stats?.sav === undefined)) u.models = [];
    const gained = damages.filter((d) => d.unit === u.id).reduce((n, d) => n + d.shockGained, 0);
    s.round = {
      ...s.round,
      units: s.round.units.map((x) => (x.id === u.id ? { ...x, shock: after.destroyed ? x.shock : x.shock + gained, criticalDamage: after.criticalDamage || undefined } : x)),
    };
    if (gained > 0 && !after.destroyed) ctx.events.push({ type: 'shockGained', unitId: u.id, shock: gained, why: 'hit by an attack' });
  }
  for (const t of applied.value.breakTests) {
    ctx.events.push({ type: 'breakTest', test: t });
    const u = s.units[t.unit]!;
    if (t.outcome === 'flees') flee(ctx, u);
    if (t.outcome === 'surrenders') {
      u.models = [];
      ctx.events.push({ type: 'surrendered', unitId: u.id });
    }
  }
  for (const [id, places] of lastPlaces) {
    const u = s.units[id]!;
    if (u.models.length === 0 && u.status === 'table') destroy(ctx, u, places);
  }
}

/** One UnitDamage per unit: a unit hit by two attacks of one exchange takes both (a split share and a counter). */
function mergeDamage(damages: readonly UnitDamage[]): UnitDamage[] {
  const seen = new Map<string, UnitDamage>();
  for (const d of damages) {
    const before = seen.get(d.unit);
    if (!before) seen.set(d.unit, d);
    else seen.set(d.unit, { ...d, shockGained: Math.min(1, before.shockGained + d.shockGained), modelsLost: before.modelsLost + d.modelsLost, woundsLost: before.woundsLost + d.woundsLost, saves: [...before.saves, ...d.saves], injuries: [...before.injuries, ...d.injuries] });
  }
  return [...seen.values()];
}

/** BF.BREAK.FLEE_6IN, BF.BREAK.THEN_EVADE: the unit moves 6" from the closest enemy and takes an Evade token. */
function flee(ctx: Ctx, u: BfUnit): void {
  const s = ctx.s;
  // BF.BREAK.FROM_MELEE: locked in melee, it falls back first: failing the check gives each enemy it fights a free attack.
  const engaged = engagedWith(s, u);
  if (engaged.length > 0 && !initiativeCheck(ctx, u, 'fall back')) {
    for (const e of engaged) {
      const plan = attackPlan(s, e, u, 'fight', { focus: false, evade: false });
      if ('volleys' in plan) resolveAttack(ctx, plan, [], false);
    }
    if (!onTable(u) || engagedWith(s, u).length === 0) return;
  }
  const away = fleeFrom(s, u);
  if (!away) {
    const places = u.models.map((m) => ({ ...m }));
    u.models = [];
    ctx.events.push({ type: 'surrendered', unitId: u.id });
    destroy(ctx, u, places);
    return;
  }
  for (const m of u.models) {
    const p = away.positions[m.id];
    if (p) {
      m.x = p.x;
      m.y = p.y;
    }
  }
  s.round = { ...s.round, units: s.round.units.map((x) => (x.id === u.id ? { ...x, evadeTokens: x.evadeTokens + 1 } : x)) };
  ctx.events.push({ type: 'fled', unitId: u.id });
}

function breakTest(ctx: Ctx, u: BfUnit, trigger: 'shock' | 'casualties'): void {
  const s = ctx.s;
  const r = roundUnit(s.round, u.id)!;
  const steadfast = tierOf(u.rules, 'steadfast') ?? 0;
  const roll = ctx.dice.check(BF_CHECK, r.courage + steadfast, 'break', u.id);
  const passed = roll.success === true;
  const canFlee = fleeFrom(s, u) !== null;
  const outcome = passed ? 'holds' : canFlee ? 'flees' : 'surrenders';
  ctx.events.push({ type: 'breakTest', test: { unit: u.id, trigger, face: roll.face, passed, outcome } });
  if (outcome === 'flees') flee(ctx, u);
  if (outcome === 'surrenders') {
    const places = u.models.map((m) => ({ ...m }));
    u.models = [];
    ctx.events.push({ type: 'surrendered', unitId: u.id });
    destroy(ctx, u, places);
  }
}

/** A unit gone: its friends within 3" take a Shock each (BF.SHOCK.NEARBY_DESTROYED) unless Salt-Scarred. */
function destroy(ctx: Ctx, u: BfUnit, lastPlaces: readonly BfModel[]): void {
  const s = ctx.s;
  if (u.status === 'destroyed') return;
  u.status = 'destroyed';
  u.models = [];
  s.destroyed.push(u.id);
  ctx.events.push({ type: 'destroyed', unitId: u.id });
  // A transport's passengers are set down where it stood, or lost with it (FORMAT.md, Transports).
  for (const lost of unloadWreck(ctx, u, lastPlaces)) {
    lost.models = [];
    ctx.events.push({ type: 'lostAboard', unitId: lost.id, transport: u.id });
    destroy(ctx, lost, []);
  }
  for (const friend of nearbyFriends(s, u, lastPlaces)) {
    if (friend.rules.some((r) => r.rule === 'salt-scarred')) continue;
    const before = resolveUnitOf(s, friend);
    const result = receiveShock(before, 1, ctx.dice, { cannotFallBack: fleeFrom(s, friend) === null });
    if (!result.ok) continue;
    s.round = { ...s.round, units: s.round.units.map((x) => (x.id === friend.id ? { ...x, shock: x.shock + 1 } : x)) };
    ctx.events.push({ type: 'shockGained', unitId: friend.id, shock: 1, why: `${u.name} was destroyed nearby` });
    const test = result.value.breakTest;
    if (test) {
      ctx.events.push({ type: 'breakTest', test });
      if (test.outcome === 'flees') flee(ctx, friend);
      if (test.outcome === 'surrenders') {
        const places = friend.models.map((m) => ({ ...m }));
        friend.models = [];
        ctx.events.push({ type: 'surrendered', unitId: friend.id });
        destroy(ctx, friend, places);
      }
    }
  }
}

// ---------------------------------------------------------------- charges

/** The enemies `u` can reach with a Charge: within its Movement, straight to base contact (BF.ACT.CHARGE_REACH). */
export function chargeReach(s: BfState, u: BfUnit): string[] {
  // A unit inside a building comes out with a Move before it charges, and no one charges into one: the book gives no assault on buildings.
  if (!onTable(u) || u.inBuilding || engagedWith(s, u).length > 0) return [];
  const reach = movementOf(s, u);
  return enemiesOf(s, u.owner)
    .filter((e) => !e.inBuilding && unitGap(u, e) <= reach + 1e-6)
    .filter((e) => checkCharge(indexOf(s, u.owner), u.id, e.id, reach).ok)
    .map((e) => e.id);
}

function chargeAction(ctx: Ctx, seat: Side, targetId: string, models: readonly Placed[]): Problem {
  const s = ctx.s;
  const u = activeUnit(s, seat);
  if (!isUnit(u)) return u;
  const early = arrivalFirst(ctx.s, u, 'charge');
  if (early) return early;
  const reachable = new Set(chargeReach(s, u));
  const taken = round(ctx, takeAction(s.round, seat, { action: 'charge', target: targetId }, { canReach: (_unit, target) => reachable.has(target) }, ctx.dice));
  if (taken) return taken;
  // BF.ACT.CHARGE_FREE_FIGHT: decided now, kept with the charge while the target may react to it.
  const freeFight = ctx.events.some((e) => e.type === 'action' && e.unit === u.id && e.action === 'charge' && e.freeFight === true);
  const attack: DeclaredAttack = { kind: 'charge', attacker: u.id, target: targetId, ...(freeFight ? { freeFight } : {}), ...(models.length ? { models: models.map((m, i) => ({ id: m.id ?? u.models[i]!.id, x: m.x, y: m.y, ...(m.facing !== undefined ? { facing: m.facing } : {}) })) } : {}) };
  declare(ctx, attack);
  return null;
}

/** The charge move into base contact, then the free Fight (BF.ACT.CHARGE_FREE_FIGHT). A charge that cannot reach ends where it stands. */
function chargeMove(ctx: Ctx, u: BfUnit, target: BfUnit, attack: DeclaredAttack): void {
  const s = ctx.s;
  const reach = movementOf(s, u);
  let placement: Placed[] | null = null;
  if (attack.models && attack.models.length === u.models.length) {
    const touches = at(u, attack.models).some((m) => target.models.some((t) => Math.hypot(m.x - t.x, m.y - t.y) - (u.baseMm + target.baseMm) / 25.4 / 2 <= 0.05 + 1e-6));
    const result = checkMove(indexOf(s, u.owner), { unitId: u.id, paths: pathsFor(u, attack.models), allowance: reach, mode: 'charge', rules: { enemyGap: 0, stopAtEnemyGap: false, cohesion: 'spread' } });
    if (touches && result.ok) placement = attack.models;
  }
  if (!placement) {
    const computed = checkCharge(indexOf(s, u.owner), u.id, target.id, reach);
    if (computed.ok) placement = u.models.map((m) => ({ id: m.id, ...(computed.placement[m.id] ?? { x: m.x, y: m.y }) }));
  }
  if (!placement) {
    // BF.AMBIG.CHARGE_REACH: a charge that comes up short moves as far as it can toward the target, with no free Fight.
    const short = shortCharge(ctx, u, target, reach);
    if (short) {
      place(u, short);
      u.movedThisRound = true;
    }
    ctx.events.push({ type: 'charged', unitId: u.id, target: target.id });
    return;
  }
  place(u, placement);
  u.movedThisRound = true;
  u.chargedThisRound = true;
  ctx.events.push({ type: 'charged', unitId: u.id, target: target.id });
  syncRound(s);
  const r = roundUnit(s.round, u.id);
  const freeFight = attack.freeFight === true && r !== undefined;
  if (freeFight && engagedWith(s, u).includes(target)) declare(ctx, { kind: 'fight', attacker: u.id, target: target.id });
}

/** The unit moved straight toward the target as far as its reach allows, stopping 1" short of it; null if even that is not legal. */
function shortCharge(ctx: Ctx, u: BfUnit, target: BfUnit, reach: number): Placed[] | null {
  const gap = unitGap(u, target);
  const toward = (() => {
    const c = (x: BfUnit) => ({ x: x.models.reduce((n, m) => n + m.x, 0) / x.models.length, y: x.models.reduce((n, m) => n + m.y, 0) / x.models.length });
    const a = c(u);
    const b = c(target);
    const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return { x: (b.x - a.x) / d, y: (b.y - a.y) / d };
  })();
  for (const step of [Math.min(reach, gap - 1.05), (Math.min(reach, gap - 1.05)) / 2]) {
    if (step <= 0.05) continue;
    const models = u.models.map((m) => ({ id: m.id, x: m.x + toward.x * step, y: m.y + toward.y * step, facing: Math.atan2(toward.x, toward.y) }));
    if (!moveProblem(ctx, u, models, undefined, reach)) return models;
  }
  return null;
}

// ---------------------------------------------------------------- powers

/** BF.POWER.*: the caster rolls D10 + its Shock at or under the power's cast value; a 10 gives it 2 Shock. */
function powerAction(ctx: Ctx, seat: Side, powerId: string, targetId: string): Problem {
  const s = ctx.s;
  const u = activeUnit(s, seat);
  if (!isUnit(u)) return u;
  const early = arrivalFirst(ctx.s, u, 'power');
  if (early) return early;
  const power = u.casting?.powers.find((p) => p.id === powerId);
  if (!u.casting || u.casting.casts === 0) return refuse('not-a-caster', `${u.name} cannot cast powers.`, 'BF.POWER.CASTERS');
  if (!power) return refuse('unknown-power', `${u.name} does not know that power.`, 'BF.POWER.SPECIALTY_ACCESS');
  if (u.castsUsed >= u.casting.casts) return refuse('no-casts-left', `${u.name} has cast all the powers it may this round.`, 'BF.AMBIG.POWER_LIMITS');
  if (u.powersCast.includes(power.id)) return refuse('power-already-cast', `${u.name} has already cast ${power.name} this round.`, 'BF.POWER.ONCE_PER_TURN');
  const target = power.target === 'self' ? u : s.units[targetId];
  const problem = powerTargetProblem(s, u, power, target);
  if (problem) return problem;
  const taken = round(ctx, takeAction(s.round, seat, { action: 'power' }, undefined, ctx.dice));
  if (taken) return taken;
  u.castsUsed += 1;
  const face = ctx.dice.roll(10, 'cast', u.id, `${power.name}: cast ${power.cast}`);
  const total = face + shockOf(s, u);
  // BF.POWER.CAST_ROLL, BF.POWER.CAST_SUCCESS, BF.AMBIG.POWER_NATURALS: a 1 casts, a 10 fails.
  const success = face !== 10 && (face === 1 || total <= power.cast);
  ctx.events.push({ type: 'powerCast', unitId: u.id, power: power.id, total, success });
  if (face === 10) addShock(ctx, u, 2, 'a cast roll of 10'); // BF.POWER.CAST_NAT10
  if (!success) return null;
  u.powersCast.push(power.id);
  const attack: DeclaredAttack = { kind: 'power', attacker: u.id, target: target!.id, power: power.id, castTotal: total };
  offerStop(ctx, attack);
  if (!s.pending) powerTakesEffect(ctx, attack);
  return null;
}

export function powerTargetProblem(s: BfState, u: BfUnit, power: NonNullable<BfUnit['casting']>['powers'][number], target: BfUnit | undefined): Problem {
  if (power.target === 'self') return null;
  if (!target || !onTable(target)) return refuse('no-such-target', 'Choose a unit on the table as the target.', 'BF.POWER.ACTION');
  const enemy = isEnemy(s, u.owner, target.owner);
  if (power.target === 'enemy' && !enemy) return refuse('needs-enemy', `${power.name} targets an enemy unit.`, 'BF.POWER.ACTION');
  const sameFaction = target.owner === u.owner && (u.faction === undefined || target.faction === undefined || u.faction === target.faction);
  if (power.target === 'friend' && (enemy || !sameFaction)) return refuse('needs-friend', `${power.name} targets a friendly unit of the same faction.`, 'BF.DATA.ABILITY_SAME_FACTION');
  if (power.range !== undefined && unitGap(u, target) > power.range + 1e-6) return refuse('out-of-range', `${target.name} is beyond ${power.name}'s ${power.range}".`, 'BF.POWER.ACTION');
  const locked = engagedWith(s, u);
  if (locked.length > 0 && enemy && !locked.includes(target)) return refuse('locked-caster', `${u.name} is locked in melee: it may only target units it is fighting.`, 'BF.POWER.LOCKED_TARGETS');
  if (enemy && locked.length === 0 && engagedWith(s, target).some((f) => !isEnemy(s, f.owner, u.owner))) return refuse('target-in-melee', `${target.name} is locked in melee with your units.`, 'BF.POWER.NO_ENGAGED_ENEMY');
  return null;
}

/** BF.POWER.STOP_WHO, BF.AMBIG.POWER_STOP_UNITS: an enemy caster with a stop left within 24" may try. */
function offerStop(ctx: Ctx, attack: DeclaredAttack): void {
  const s = ctx.s;
  const caster = s.units[attack.attacker]!;
  for (let k = 1; k < s.players.length; k++) {
    const seat = (caster.owner + k) % s.players.length;
    if (!isEnemy(s, seat, caster.owner)) continue;
    const eligible = stoppers(s, seat, caster).map((u) => u.id);
    if (eligible.length) {
      s.pending = { kind: 'stop', player: seat, attack, eligible };
      return;
    }
  }
}

export function stoppers(s: BfState, seat: Side, caster: BfUnit): BfUnit[] {
  return s.order.map((id) => s.units[id]!).filter((x) => x.owner === seat && onTable(x) && (x.casting?.stops ?? 0) > x.stopsUsed && unitGap(x, caster) <= 24 + 1e-6);
}

function stopPower(ctx: Ctx, seat: Side, unitId: string): Problem {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'stop') return refuse('nothing-to-stop', 'No power is being cast now.', 'BF.POWER.STOP_WHO');
  if (!p.eligible.includes(unitId)) return refuse('cannot-stop', 'That unit cannot try to stop this power.', 'BF.AMBIG.POWER_STOP_UNITS');
  const u = s.units[unitId]!;
  u.stopsUsed += 1;
  const face = ctx.dice.roll(10, 'stop', u.id, `stop at or under ${p.attack.castTotal ?? 0}`);
  // BF.POWER.STOP_ROLL with BF.AMBIG.POWER_NATURALS: at or under the casting result; a 1 stops, a 10 never does.
  const stopped = face !== 10 && (face === 1 || face <= (p.attack.castTotal ?? 0));
  ctx.events.push({ type: 'powerStopped', unitId: p.attack.attacker, power: p.attack.power ?? '', by: u.id, face, stopped });
  s.pending = null;
  if (!stopped) powerTakesEffect(ctx, p.attack);
  return null;
}

function letPower(ctx: Ctx, _seat: Side): Problem {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'stop') return refuse('nothing-to-stop', 'No power is being cast now.', 'BF.POWER.STOP_WHO');
  s.pending = null;
  powerTakesEffect(ctx, p.attack);
  return null;
}

function powerTakesEffect(ctx: Ctx, attack: DeclaredAttack): void {
  const s = ctx.s;
  const caster = s.units[attack.attacker]!;
  const target = s.units[attack.target];
  const power = caster.casting?.powers.find((p) => p.id === attack.power);
  if (!power?.effect || !onTable(target)) return;
  const effect = power.effect;
  switch (effect.kind) {
    case 'stat':
      target.effects.push({ stat: effect.stat, value: effect.value, source: power.id });
      break;
    case 'evade':
      s.round = { ...s.round, units: s.round.units.map((x) => (x.id === target.id ? { ...x, evadeTokens: x.evadeTokens + 1 } : x)) };
      break;
    case 'removeShock':
      s.round = { ...s.round, units: s.round.units.map((x) => (x.id === target.id ? { ...x, shock: Math.max(x.criticalDamage ?? 0, Math.min(x.shock, x.shock - effect.shock)) } : x)) };
      break;
    case 'hits': {
      const valid = target.models.filter((m) => m.stats?.sav !== undefined).map((m) => m.id);
      const unit = resolveUnitOf(s, target, valid);
      const hits: Hit[] = Array.from({ length: effect.hits }, () => ({ apBonus: effect.ap, extra: false }));
      const resolved = resolveHits(new Map([[target.id, hits]]), [{ unit, save: { ap: 0 }, hitOrder: hitOrderOf(target, unit) }], ctx.dice);
      if (!resolved.ok) return;
      const plan: AttackPlan = { kind: 'shoot', attacker: caster.id, target: target.id, volleys: [], validModels: valid, cover: 'none', saveModifier: 0, pointBlank: false };
      applyAll(ctx, [{ plan, damage: resolved.value, hits: effect.hits, shares: [{ unit: target.id, hits: effect.hits }], attacks: 0 }], false);
      break;
    }
  }
}
