/**
 * The Actions Phase: players activate one unit at a time in the order the bids gave
 * (BF.ROUND.ALTERNATE), each unit once a round (BF.ROUND.ONE_ACTIVATION), and an activated unit takes
 * two actions (BF.ROUND.TWO_ACTIONS) from the eight every unit has and any its scenario or abilities
 * add (BF.ACT.SOURCES). Pure functions of the round state: each returns the new state and what
 * happened, or a refusal naming the rule.
 *
 * What an action does on the table (where a Move ends, what a Shoot hits) is the engine's; here an
 * action is checked against the round's rules and leaves its mark: a token, Hold, shot or fought
 * this round, Shock removed by Rally.
 */
import { refuse } from '../../core/refusal';
import { Roller, type CheckRule, type DieRoll } from '../../core/dice';
import type { Refusal, Side } from '../../core/ruleset';
import {
  ACTIONS_PER_ACTIVATION,
  CORE_ACTIONS,
  nextTurn,
  seatToActivate,
  unitOf,
  type RoundState,
  type RoundUnit,
  type BidOutcome,
} from './round-state';

/** What the table knows that the round does not: whether a Charge can reach its target (BF.ACT.CHARGE_REACH). */
export interface ChargeReach {
  canReach(unit: string, target: string): boolean;
}

export type RoundEvent =
  | { type: 'bidCommitted'; seat: Side }
  | { type: 'bidsRevealed'; bids: number[] }
  | { type: 'shockAssigned'; seat: Side; unit: string; shock: number }
  | { type: 'orderDecided'; opening: Side[]; cycle: Side[]; rolls: DieRoll[]; outcomes?: BidOutcome[] }
  | { type: 'activated'; seat: Side; unit: string; shockRemoved: number; rolls: DieRoll[] }
  | { type: 'action'; seat: Side; unit: string; action: string; freeFight?: boolean; shockRemoved?: number; rolls?: DieRoll[] }
  | { type: 'reaction'; seat: Side; unit: string; reaction: string; tested: boolean; passed: boolean; rolls: DieRoll[] }
  | { type: 'activationEnded'; seat: Side; unit: string; actions: string[] }
  | { type: 'actionsPhaseOver' }
  | { type: 'standbyKept'; seat: Side }
  | { type: 'roundStarted'; round: number }
  | { type: 'gameOver'; rounds: number };

export type RoundResult = { ok: true; state: RoundState; events: RoundEvent[] } | { ok: false; refusal: Refusal };

const fail = (refusal: Refusal): RoundResult => ({ ok: false, refusal });

/** A Battle Forge check as the roller judges it: at or under the value, a 1 passes and a 10 fails (BF.CHECK.*). */
export const BF_CHECK: CheckRule = { sides: 10, compare: 'atMost', naturalFail: 10, naturalSuccess: 1 };

/**
 * One Courage check per Shock on the unit, each pass removing one (BF.SHOCK.REMOVE_ON_ACTIVATION,
 * BF.ACT.RALLY), never below the unit's critical damage tokens. Courage is not lowered by Shock
 * (BF.SHOCK.NO_OTHER_STATS).
 */
function courageChecks(unit: RoundUnit, roller: Roller, purpose: string): number {
  let passes = 0;
  for (let i = 0; i < unit.shock; i++) if (roller.check(BF_CHECK, unit.courage, purpose, unit.id).success) passes++;
  // Critical damage tokens hold Shock at their number (BF.INJURY.SHOCK_FLOOR).
  return Math.max(0, Math.min(passes, unit.shock - (unit.criticalDamage ?? 0)));
}

/**
 * Why these units may not activate together, or null: the first unit's special rule allows a group
 * (BF.GROUP.NEEDS_RULE) of at most its number of other units (BF.GROUP.SIZE_LIMIT), all of them the
 * player's own and not yet activated (BF.GROUP.UNACTIVATED_ONLY). The book gives the rule to the
 * unit that leads the group; the units joining it need none of their own.
 */
function groupProblem(state: RoundState, seat: Side, leader: RoundUnit, group: readonly string[]): Refusal | null {
  if (group.length === 0) return null;
  if (leader.groupSize === undefined) return refuse('no-group-rule', `${leader.name} has no special rule to activate as a group.`, 'BF.GROUP.NEEDS_RULE');
  if (group.length > leader.groupSize)
    return refuse('group-too-large', `${leader.name} may activate with at most ${leader.groupSize} other unit(s).`, 'BF.GROUP.SIZE_LIMIT');
  if (new Set([leader.id, ...group]).size !== group.length + 1) return refuse('group-repeats-unit', 'Each unit joins a group once.', 'BF.ROUND.ONE_ACTIVATION');
  for (const id of group) {
    const member = unitOf(state, id);
    if (!member || member.owner !== seat) return refuse('not-your-unit', 'A group is made of your own units.');
    if (member.activated) return refuse('already-activated', `${member.name} has already activated this round, so it cannot join a group.`, 'BF.GROUP.UNACTIVATED_ONLY');
  }
  return null;
}

/**
 * Choose a unit to activate (with a group, where its rule allows): the seat whose turn it is, units
 * of theirs not yet activated. A group takes one turn of the alternation and every unit in it counts
 * as activated (BF.GROUP.COUNTS_ACTIVATED, BF.AMBIG.GROUP_ALTERNATION).
 */
export function activate(state: RoundState, seat: Side, unitId: string, group: readonly string[] = [], roller = new Roller(state.dice)): RoundResult {
  if (state.phase !== 'actions') return fail(refuse('not-actions-phase', 'Units are activated in the Actions Phase, after the bids.', 'BF.ROUND.PHASES'));
  if (state.activation) return fail(refuse('activation-open', `${unitOf(state, state.activation.unit)?.name ?? 'A unit'} is still activated: finish its actions first.`, 'BF.ROUND.ALTERNATE'));
  const due = seatToActivate(state);
  if (due !== seat) return fail(refuse('not-your-turn', `It is Player ${(due ?? 0) + 1}'s activation.`, 'BF.ROUND.ALTERNATE'));
  const unit = unitOf(state, unitId);
  if (!unit || unit.owner !== seat) return fail(refuse('not-your-unit', 'Choose one of your own units to activate.'));
  if (unit.activated) return fail(refuse('already-activated', `${unit.name} has already activated this round.`, 'BF.ROUND.ONE_ACTIVATION'));
  const problem = groupProblem(state, seat, unit, group);
  if (problem) return fail(problem);
  const from = roller.count;
  const members = [unitId, ...group];
  const removed = new Map(members.map((id) => [id, courageChecks(unitOf(state, id)!, roller, 'clear Shock')]));
  const diceProblem = roller.refusal();
  if (diceProblem) return fail(diceProblem);
  const turn = nextTurn(state, state.turn)!;
  const next: RoundState = {
    ...state,
    units: state.units.map((u) => (removed.has(u.id) ? { ...u, activated: true, shock: u.shock - removed.get(u.id)! } : u)),
    turn: turn + 1,
    activation: { seat, unit: unitId, group: [...group], actions: [] },
    dice: roller.state,
  };
  const events: RoundEvent[] = members.map((id) => ({ type: 'activated', seat, unit: id, shockRemoved: removed.get(id)!, rolls: roller.since(from).filter((r) => r.unit === id) }));
  return { ok: true, state: next, events };
}

export type ActionCommand = { action: string; target?: string };

/** Why `unit` may not take `action` now, or null (BF.ACT.*). */
export function actionProblem(state: RoundState, unit: RoundUnit, command: ActionCommand, reach?: ChargeReach): Refusal | null {
  const { action } = command;
  const known = (CORE_ACTIONS as readonly string[]).includes(action) || unit.extraActions.includes(action);
  if (!known) return refuse('unknown-action', `${unit.name} has no ${action} action.`, 'BF.ACT.SOURCES');
  if (action === 'shoot') {
    if (!unit.hasRanged) return refuse('no-ranged-weapons', `${unit.name} has no ranged weapons to shoot with.`, 'BF.ACT.SHOOT_ALL_RANGED');
    if (unit.shot) return refuse('shot-this-round', `${unit.name} has already shot this round.`, 'BF.ACT.SHOOT_ONCE');
  }
  if (action === 'fight') {
    if (!unit.hasMelee) return refuse('no-melee-weapons', `${unit.name} has no Melee weapons, so it cannot Fight.`, 'BF.ACT.FIGHT_NEEDS_MELEE');
    if (unit.fought) return refuse('fought-this-round', `${unit.name} has already fought this round.`, 'BF.ACT.FIGHT_ONCE');
  }
  if (action === 'charge') {
    if (unit.engaged) return refuse('already-engaged', `${unit.name} is already in close combat and cannot Charge.`, 'BF.ACT.CHARGE_NOT_ENGAGED');
    const target = command.target === undefined ? undefined : unitOf(state, command.target);
    if (!target || target.owner === unit.owner || !target.onTable)
      return refuse('charge-needs-enemy', 'A Charge names an enemy unit on the field as its target.', 'BF.ACT.CHARGE_TARGET');
    if (!reach?.canReach(unit.id, target.id))
      return refuse('charge-out-of-reach', `${target.name} is beyond ${unit.name}'s move: it cannot Charge it.`, 'BF.ACT.CHARGE_REACH');
  }
  return null;
}

/** The actions the activated unit may take now, for the Play screen's menu. */
export function legalActions(state: RoundState, reach?: ChargeReach): string[] {
  const open = state.activation;
  const unit = open && unitOf(state, open.unit);
  if (!open || !unit || open.actions.length >= ACTIONS_PER_ACTIVATION) return [];
  const enemies = state.units.filter((u) => u.owner !== unit.owner && u.onTable);
  const members = membersOf(state);
  const allMay = (command: ActionCommand): boolean => members.every((m) => actionProblem(state, m, command, reach) === null);
  return [...CORE_ACTIONS, ...unit.extraActions].filter((action) => (action === 'charge' ? enemies.some((e) => allMay({ action, target: e.id })) : allMay({ action })));
}

/**
 * The activated unit takes one action. The same action may come twice unless it says otherwise
 * (BF.ROUND.REPEAT_ACTIONS): Shoot and Fight are once a round. After the second action the
 * activation ends by itself.
 */
export function takeAction(state: RoundState, seat: Side, command: ActionCommand, reach?: ChargeReach, roller = new Roller(state.dice)): RoundResult {
  const open = state.activation;
  if (state.phase !== 'actions' || !open) return fail(refuse('no-activation', 'Activate a unit before choosing its actions.', 'BF.ROUND.TWO_ACTIONS'));
  if (open.seat !== seat) return fail(refuse('not-your-turn', `It is Player ${open.seat + 1}'s activation.`, 'BF.ROUND.ALTERNATE'));
  const unit = unitOf(state, open.unit)!;
  // Cannot happen through this function (the activation ends at two), but a hand-made state might.
  if (open.actions.length >= ACTIONS_PER_ACTIVATION)
    return fail(refuse('two-actions-taken', `${unit.name} has taken its two actions.`, 'BF.ROUND.TWO_ACTIONS'));
  // A group takes each action together: every unit in it must be able to (BF.GROUP.SAME_ACTIONS).
  const members = membersOf(state);
  for (const member of members) {
    const problem = actionProblem(state, member, command, reach);
    if (problem) return fail(problem);
  }
  const done = members.map((member) => actionEffect(member, seat, command, roller));
  const diceProblem = roller.refusal();
  if (diceProblem) return fail(diceProblem);
  const changed = new Map(done.map((d) => [d.unit.id, d.unit]));
  const actions = [...open.actions, command.action];
  let next: RoundState = {
    ...state,
    units: state.units.map((u) => changed.get(u.id) ?? u),
    activation: { ...open, actions },
    dice: roller.state,
  };
  const events: RoundEvent[] = done.map((d) => d.event);
  if (actions.length >= ACTIONS_PER_ACTIVATION) {
    const ended = closeActivation(next);
    next = ended.state;
    events.push(...ended.events);
  }
  return { ok: true, state: next, events };
}

/** The units of the open activation: the one activated and its group. */
function membersOf(state: RoundState): RoundUnit[] {
  const open = state.activation;
  return open ? [open.unit, ...open.group].map((id) => unitOf(state, id)!) : [];
}

/** What one action leaves on one unit. */
function actionEffect(unit: RoundUnit, seat: Side, command: ActionCommand, roller: Roller): { unit: RoundUnit; event: Extract<RoundEvent, { type: 'action' }> } {
  const changed: RoundUnit = { ...unit };
  const event: Extract<RoundEvent, { type: 'action' }> = { type: 'action', seat, unit: unit.id, action: command.action };
  switch (command.action) {
    case 'focus': // BF.ACT.FOCUS_TOKEN
      changed.focusTokens += 1;
      break;
    case 'evade': // BF.ACT.EVADE_TOKEN
      changed.evadeTokens += 1;
      break;
    case 'hold': // BF.ACT.HOLD
      changed.hold = true;
      break;
    case 'shoot': // BF.ACT.SHOOT_ONCE
      changed.shot = true;
      break;
    case 'fight': // BF.ACT.FIGHT_ONCE
      changed.fought = true;
      break;
    case 'charge':
      // BF.ACT.CHARGE_FREE_FIGHT, BF.AMBIG.CHARGE_FREE_FIGHT: the free Fight is the unit's Fight for
      // the round and uses none of its two actions; a unit that has fought still charges, without it.
      event.freeFight = !unit.fought && unit.hasMelee;
      changed.fought = unit.fought || event.freeFight;
      changed.engaged = true;
      break;
    case 'rally': {
      // BF.ACT.RALLY
      const from = roller.count;
      const removed = courageChecks(unit, roller, 'rally');
      changed.shock -= removed;
      event.shockRemoved = removed;
      event.rolls = roller.since(from);
      break;
    }
    default:
      break;
  }
  return { unit: changed, event };
}

/** End the activation with fewer than two actions: the unit declines the rest (BF.AMBIG.PASS_ACTIONS). */
export function endActivation(state: RoundState, seat: Side): RoundResult {
  const open = state.activation;
  if (state.phase !== 'actions' || !open) return fail(refuse('no-activation', 'No unit is activated.', 'BF.ROUND.TWO_ACTIONS'));
  if (open.seat !== seat) return fail(refuse('not-your-turn', `It is Player ${open.seat + 1}'s activation.`, 'BF.ROUND.ALTERNATE'));
  const ended = closeActivation(state);
  return { ok: true, state: ended.state, events: ended.events };
}

/** Close the activation; when every unit has activated the Actions Phase is over (BF.ROUND.UNTIL_ALL_ACTIVATED). */
function closeActivation(state: RoundState): { state: RoundState; events: RoundEvent[] } {
  const open = state.activation!;
  const events: RoundEvent[] = [{ type: 'activationEnded', seat: open.seat, unit: open.unit, actions: open.actions }];
  let next: RoundState = { ...state, activation: null };
  if (nextTurn(next, next.turn) === null) {
    next = { ...next, phase: 'end', endChosen: next.endChosen.map(() => false) };
    events.push({ type: 'actionsPhaseOver' });
  }
  return { state: next, events };
}
