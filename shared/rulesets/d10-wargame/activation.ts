/**
 * A unit's activation (D10.ACT.*): chosen on its player's turn, then Rally if Shaken, then the optional
 * phases strictly in order — Movement → Shooting → Melee — then ended.
 */
import { refuse, type Problem } from '../../core/refusal';
import type { Ctx } from './context';
import { chooseNextTurn, canActivate } from './rounds';
import { rally } from './morale';
import { arrivalProblem, distanceMoved, moveProblem, place } from './movement';
import { continueShooting, startShooting, validateShooting } from './shooting';
import { continueFight, startCharge, validateCharge } from './melee';
import { onTable, type D10Command, type D10State, type Edge, type FightResume, type PlacedModel, type Point, type ShootingResume, type UnitState } from './state';

export function activeUnit(s: D10State): UnitState | null {
  return s.activation ? (s.units[s.activation.unitId] ?? null) : null;
}

export function activateProblem(s: D10State, unitId: string): Problem {
  if (s.activation) return refuse('unit-still-active', `${s.units[s.activation.unitId]!.name} is still active: end its activation first.`, 'D10.ACT.SEQUENCE');
  const u = s.units[unitId];
  if (!u) return refuse('no-such-unit', 'There is no such unit.');
  if (u.status === 'destroyed') return refuse('unit-destroyed', `${u.name} has been destroyed (D10.ELIM.NO_MORE_ACTIVATION).`, 'D10.ELIM.NO_MORE_ACTIVATION');
  if (u.side !== s.turn) return refuse('not-your-turn', `It is ${s.players[s.turn]}'s turn to activate a unit.`, 'D10.ACT.ALTERNATE');
  if (u.activated) return refuse('already-activated', `${u.name} has already activated this round.`, 'D10.ACT.ONCE_PER_ROUND');
  if (u.status === 'reserve' && !u.arriving) return refuse('in-reserve', `${u.name} is in reserve and has not arrived.`, 'D10.RESERVE.ARRIVE_6PLUS');
  if (!canActivate(u)) return refuse('cannot-activate', `${u.name} cannot activate now.`);
  return null;
}

export function activate(ctx: Ctx, u: UnitState): void {
  u.activated = true;
  // D10.AMBIG.EXHAUSTION_TIMING: exhaustion lasts until the start of the unit's next activation.
  u.exhausted = false;
  // D10.SHAKEN.MUST_RALLY, D10.AMBIG.RALLY_TIMING: a Shaken unit's first step is the Rally.
  ctx.s.activation = { unitId: u.id, step: u.shaken ? 'rally' : 'movement', advanced: false };
  ctx.events.push({ type: 'activated', unitId: u.id });
}

export function endActivation(ctx: Ctx): void {
  const a = ctx.s.activation;
  if (!a) return;
  ctx.s.activation = null;
  ctx.events.push({ type: 'activationEnded', unitId: a.unitId });
  chooseNextTurn(ctx);
}

/** What the active unit may do, as a reason it may not do `type`, or null. */
export function stepProblem(s: D10State, type: D10Command['type']): Problem {
  const a = s.activation;
  const u = activeUnit(s);
  if (!a || !u) return refuse('no-active-unit', 'No unit is active: activate a unit first.');
  if (a.step === 'rally' && type !== 'rally') return refuse('must-rally', `${u.name} is Shaken: it must attempt to Rally first (D10.SHAKEN.MUST_RALLY).`, 'D10.SHAKEN.MUST_RALLY');
  if (type === 'rally' && a.step !== 'rally') return refuse('not-shaken', `${u.name} is not Shaken.`, 'D10.RALLY.DURING_ACTIVATION');
  if (u.status === 'reserve' && type !== 'arrive' && type !== 'endActivation') return refuse('in-reserve', `${u.name} must first enter the table from reserve.`, 'D10.RESERVE.ANY_EDGE');
  // D10.SHAKEN.LIMITED_ACTIONS covers a unit that rallied and acts on by option; here the order of phases.
  if ((type === 'move' || type === 'arrive') && a.step !== 'movement') return refuse('phase-over', 'The Movement Phase is over for this activation (Movement → Shooting → Melee).', 'D10.ACT.SEQUENCE');
  if (type === 'shoot') {
    if (a.advanced) return refuse('advanced', `${u.name} Advanced this activation, so it may not shoot (D10.ACT.NO_SHOOT_AFTER_ADVANCE).`, 'D10.ACT.NO_SHOOT_AFTER_ADVANCE');
    if (a.step === 'melee') return refuse('phase-over', 'The Shooting Phase is over for this activation.', 'D10.ACT.SEQUENCE');
  }
  return null;
}

export function doRally(ctx: Ctx, u: UnitState): void {
  const passed = rally(ctx, u);
  // D10.AMBIG.RALLY_SAME_ACTIVATION: the attempt uses up the activation, unless the option says otherwise.
  if (passed && ctx.s.options.actAfterRally) ctx.s.activation!.step = 'movement';
  else endActivation(ctx);
}

export function doMove(ctx: Ctx, u: UnitState, mode: 'move' | 'advance', models: PlacedModel[], paths?: Record<string, Point[]>): Problem {
  const problem = moveProblem(ctx.s, u, mode, models, paths);
  if (problem) return problem;
  // The distance moved is along the paths taken (D10.TERRAIN.MEASURE_AROUND), the longest of the unit's.
  const distance = distanceMoved(u, models, paths);
  place(u, models);
  ctx.s.activation!.step = 'shooting';
  ctx.s.activation!.advanced = mode === 'advance';
  ctx.events.push({ type: 'moved', unitId: u.id, mode, distance });
  return null;
}

export function doArrive(ctx: Ctx, u: UnitState, mode: 'move' | 'advance', edge: Edge, models: PlacedModel[]): Problem {
  if (u.status !== 'reserve' || !u.arriving) return refuse('not-arriving', `${u.name} is not arriving from reserve.`);
  const problem = arrivalProblem(ctx.s, u, mode, edge, models);
  if (problem) return problem;
  u.status = 'table';
  u.arriving = false;
  place(u, models);
  ctx.s.activation!.step = 'shooting';
  ctx.s.activation!.advanced = mode === 'advance';
  ctx.events.push({ type: 'arrived', unitId: u.id, edge });
  return null;
}

export function doShoot(ctx: Ctx, u: UnitState, fire: readonly { weapon: string; target: string }[]): Problem {
  const problem = validateShooting(ctx.s, u, fire);
  if (problem) return problem;
  ctx.s.activation!.step = 'melee';
  proceed(ctx, startShooting(u, fire));
  return null;
}

export function doCharge(ctx: Ctx, u: UnitState, target: string, weapons?: string[]): Problem {
  const problem = validateCharge(ctx.s, u, target, weapons);
  if (problem) return problem;
  proceed(ctx, startCharge(ctx, u, ctx.s.units[target]!, weapons));
  return null;
}

/**
 * Resolve a Shooting Attack or a Fight from where it stands. If the owner of a wounded unit has a
 * choice to make, the resolution waits in the state (D10.WOUND.OWNER_APPLIES) and the choice's command
 * calls this again; once a Fight is over the activation ends.
 */
export function proceed(ctx: Ctx, r: ShootingResume | FightResume): void {
  const wait = r.kind === 'shooting' ? continueShooting(ctx, r) : continueFight(ctx, r);
  if (wait) {
    ctx.s.pending = { kind: 'casualties', wait, resume: r };
    return;
  }
  ctx.s.pending = null;
  // D10.MELEE.ONE_ENGAGEMENT: one charge per activation, and nothing comes after the Melee Phase.
  if (r.kind === 'fight' && ctx.s.activation) endActivation(ctx);
}

/** After anything that can destroy the active unit: its activation ends at once. */
export function endIfGone(ctx: Ctx): void {
  const u = activeUnit(ctx.s);
  if (u && !onTable(u) && u.status !== 'reserve') endActivation(ctx);
}
