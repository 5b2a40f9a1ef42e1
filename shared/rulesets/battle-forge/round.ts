/**
 * A Battle Forge round: the secret Shock bid, the bid Shock placed under each unit's limit, the
 * activation order it gives, the Actions Phase (activation.ts, reactions in reaction.ts), the End Phase and the six-round
 * length (BF.ROUND.*, BF.BID.*, BF.LEN.SIX_ROUNDS, BF.FFA.*, BF.TEAM.*). Pure functions of plain data
 * with the dice inside the state; each says who must decide next, and a view hides what a player may
 * not know yet: the others' bids until all are in.
 */
import { HIDDEN_DICE, Roller, type DiceState } from '../../core/dice';
import { refuse } from '../../core/refusal';
import type { Decision, Refusal, Side } from '../../core/ruleset';
import { orderByBids, orderByTeams, type BidFacts } from './activation-order';
import { activate, endActivation, legalActions, takeAction, type ActionCommand, type ChargeReach, type RoundEvent, type RoundResult } from './activation';
import { attemptReaction, reactionProblem, REACTIONS, type CounterWith, type Reaction } from './reaction';
import {
  ROUNDS_IN_GAME,
  nextTurn,
  seatToActivate,
  seats,
  shockRoom,
  unitOf,
  withinShockLimit,
  type RoundState,
  type RoundUnit,
} from './round-state';

export interface NewRound {
  players: number;
  teams?: Side[][];
  advantage?: number[];
  units: RoundUnit[];
  dice: DiceState;
}

const fail = (refusal: Refusal): RoundResult => ({ ok: false, refusal });

/** The first round's Bidding Phase. */
export function startGame(setup: NewRound): RoundState {
  if (setup.players < 2 || setup.players > 4) throw new RangeError(`Battle Forge seats 2 to 4 players (got ${setup.players})`);
  if (setup.teams) {
    const seated = setup.teams.flat().sort((a, b) => a - b);
    const everyone = Array.from({ length: setup.players }, (_, seat) => seat);
    if (setup.teams.length !== 2 || setup.teams.some((t) => t.length === 0) || seated.join() !== everyone.join())
      throw new RangeError('a team game has two teams that seat every player exactly once');
  }
  return {
    round: 1,
    phase: 'bidding',
    players: setup.players,
    ...(setup.teams ? { teams: setup.teams } : {}),
    advantage: setup.advantage ?? Array.from({ length: setup.players }, () => 0),
    units: setup.units,
    bids: Array.from({ length: setup.players }, () => ({ committed: false, shock: null })),
    assigned: Array.from({ length: setup.players }, () => 0),
    outcomes: null,
    schedule: null,
    turn: 0,
    activation: null,
    endChosen: Array.from({ length: setup.players }, () => false),
    dice: setup.dice,
  };
}

/**
 * Commit a secret bid (BF.BID.SECRET): a whole number of Shock, 0 or more; 0 is the pass. A bid once
 * committed stands. When the last bid is in, all are revealed at once (BF.BID.REVEAL) and the
 * players place their Shock.
 */
export function commitBid(state: RoundState, seat: Side, shock: number, roller = new Roller(state.dice)): RoundResult {
  if (state.phase !== 'bidding') return fail(refuse('not-bidding', 'Bids are made at the start of the round, in the Bidding Phase.', 'BF.ROUND.PHASES'));
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return fail(refuse('no-such-player', `There is no Player ${seat + 1} in this game.`));
  if (!Number.isInteger(shock) || shock < 0) return fail(refuse('bid-not-whole', 'A bid is a whole number of Shock, 0 or more.', 'BF.BID.SECRET'));
  if (state.bids[seat]!.committed) return fail(refuse('bid-already-committed', 'Your bid is already in: it stands until the reveal.', 'BF.BID.SECRET'));
  const bids = state.bids.map((b, i) => (i === seat ? { committed: true, shock } : b));
  const events: RoundEvent[] = [{ type: 'bidCommitted', seat }];
  let next: RoundState = { ...state, bids };
  if (bids.every((b) => b.committed)) {
    next = { ...next, phase: 'assigning' };
    events.push({ type: 'bidsRevealed', bids: bids.map((b) => b.shock!) });
    return settleAssignment(next, events, roller);
  }
  return { ok: true, state: next, events };
}

/** The bid Shock this seat has still to place. */
export function shockToAssign(state: RoundState, seat: Side): number {
  return (state.bids[seat]?.shock ?? 0) - (state.assigned[seat] ?? 0);
}

/**
 * Whether this seat has placed its bid: all of it, or as much as its units could take
 * (BF.BID.PARTIAL_ASSIGN): the player stops only when no unit on the field has room left.
 */
export function assignmentDone(state: RoundState, seat: Side): boolean {
  return shockToAssign(state, seat) === 0 || !state.units.some((u) => u.owner === seat && shockRoom(u) > 0);
}

/**
 * Place bid Shock on one of the bidder's own units on the field (BF.BID.PAY_ALWAYS,
 * BF.BID.ON_TABLE_ONLY), never taking it to half its Courage or more (BF.BID.SHOCK_LIMIT).
 */
export function assignShock(state: RoundState, seat: Side, unitId: string, shock = 1, roller = new Roller(state.dice)): RoundResult {
  if (state.phase !== 'assigning') return fail(refuse('not-assigning', 'Bid Shock is placed after the bids are revealed.', 'BF.BID.PAY_ALWAYS'));
  if (!Number.isInteger(shock) || shock < 1) return fail(refuse('shock-not-whole', 'Place a whole number of Shock, 1 or more.', 'BF.BID.PAY_ALWAYS'));
  const unit = unitOf(state, unitId);
  if (!unit || unit.owner !== seat) return fail(refuse('not-your-unit', 'Bid Shock goes on your own units.', 'BF.BID.PAY_ALWAYS'));
  if (!unit.onTable) return fail(refuse('unit-off-table', `${unit.name} is not on the field: bid Shock goes only on units on the field.`, 'BF.BID.ON_TABLE_ONLY'));
  const left = shockToAssign(state, seat);
  if (shock > left) return fail(refuse('more-than-bid', `Only ${left} Shock of your bid is left to place.`, 'BF.BID.PAY_ALWAYS'));
  if (!withinShockLimit(unit.shock + shock, unit.courage))
    return fail(
      refuse(
        'over-shock-limit',
        `${unit.name} (Courage ${unit.courage}) must stay below ${unit.courage / 2} Shock: it can take ${shockRoom(unit)} more.`,
        'BF.BID.SHOCK_LIMIT',
      ),
    );
  const next: RoundState = {
    ...state,
    units: state.units.map((u) => (u.id === unitId ? { ...u, shock: u.shock + shock } : u)),
    assigned: state.assigned.map((n, i) => (i === seat ? n + shock : n)),
  };
  return settleAssignment(next, [{ type: 'shockAssigned', seat, unit: unitId, shock }], roller);
}

/** Once every seat has placed its Shock, the order is decided and the Actions Phase begins. */
function settleAssignment(state: RoundState, events: RoundEvent[], roller: Roller): RoundResult {
  if (!seats(state).every((seat) => assignmentDone(state, seat))) return { ok: true, state, events };
  const facts: BidFacts[] = seats(state).map((seat) => ({ seat, bid: state.bids[seat]!.shock!, assigned: state.assigned[seat]!, advantage: state.advantage[seat] ?? 0 }));
  const from = roller.count;
  const order = state.teams ? orderByTeams(facts, state.teams, roller) : orderByBids(facts, roller);
  const problem = roller.refusal();
  if (problem) return fail(problem);
  const next: RoundState = { ...state, phase: 'actions', outcomes: order.outcomes, schedule: order.schedule, turn: 0, dice: roller.state };
  const decided: RoundEvent = { type: 'orderDecided', opening: order.schedule.opening, cycle: order.schedule.cycle, rolls: roller.since(from), outcomes: order.outcomes };
  // With no unit left to activate the Actions Phase is over as soon as it begins (BF.ROUND.UNTIL_ALL_ACTIVATED).
  if (nextTurn(next, 0) === null) return { ok: true, state: { ...next, phase: 'end' }, events: [...events, decided, { type: 'actionsPhaseOver' }] };
  return { ok: true, state: next, events: [...events, decided] };
}

/**
 * The End Phase choice of one player (BF.ROUND.END_STANDBY): which of their units keep their standby
 * (Hold, Focus and Evade tokens, BF.AMBIG.STANDBY) into the next round; the rest is removed. When all
 * players have chosen, the next round begins, or after round 6 the game is over (BF.LEN.SIX_ROUNDS).
 * Scoring and end-of-round abilities (BF.ROUND.END_VP, BF.ROUND.END_ABILITIES) are the engine's.
 */
export function keepStandby(state: RoundState, seat: Side, keep: readonly string[]): RoundResult {
  if (state.phase !== 'end') return fail(refuse('not-end-phase', 'Standby is kept or dropped in the End Phase.', 'BF.ROUND.END_STANDBY'));
  if (state.endChosen[seat] !== false) return fail(refuse('already-chosen', 'You have already chosen for this End Phase.', 'BF.ROUND.END_STANDBY'));
  const foreign = keep.find((id) => unitOf(state, id)?.owner !== seat);
  if (foreign !== undefined) return fail(refuse('not-your-unit', 'Choose among your own units.', 'BF.ROUND.END_STANDBY'));
  const units = state.units.map((u) => (u.owner !== seat || keep.includes(u.id) ? u : { ...u, hold: false, focusTokens: 0, evadeTokens: 0 }));
  const endChosen = state.endChosen.map((c, i) => c || i === seat);
  const events: RoundEvent[] = [{ type: 'standbyKept', seat }];
  const next: RoundState = { ...state, units, endChosen };
  if (!endChosen.every(Boolean)) return { ok: true, state: next, events };
  if (state.round >= ROUNDS_IN_GAME) return { ok: true, state: { ...next, phase: 'over' }, events: [...events, { type: 'gameOver', rounds: state.round }] };
  return { ok: true, state: nextRound(next), events: [...events, { type: 'roundStarted', round: state.round + 1 }] };
}

/** A new round: fresh bids, every unit ready to activate, shoot and fight again (BF.ROUND.PHASES). */
function nextRound(state: RoundState): RoundState {
  return {
    ...state,
    round: state.round + 1,
    phase: 'bidding',
    units: state.units.map((u) => ({ ...u, activated: false, shot: false, fought: false })),
    bids: state.bids.map(() => ({ committed: false, shock: null })),
    assigned: state.assigned.map(() => 0),
    outcomes: null,
    schedule: null,
    turn: 0,
    activation: null,
    endChosen: state.endChosen.map(() => false),
  };
}

/** Who must decide now, and what: several players at once for the bid, the assignment and the End Phase. */
export function roundDecision(state: RoundState): Decision {
  const name = (seat: Side): string => `Player ${seat + 1}`;
  switch (state.phase) {
    case 'bidding': {
      const players = seats(state).filter((seat) => !state.bids[seat]!.committed);
      return { players, kind: 'bid', prompt: `${players.map(name).join(', ')}: bid Shock in secret` };
    }
    case 'assigning': {
      const players = seats(state).filter((seat) => !assignmentDone(state, seat));
      return { players, kind: 'assignShock', prompt: `${players.map(name).join(', ')}: place your bid Shock on your units` };
    }
    case 'actions': {
      const seat = seatToActivate(state)!;
      if (state.activation) return { players: [seat], kind: 'act', prompt: `${name(seat)}: choose an action for ${unitOf(state, state.activation.unit)?.name ?? 'the unit'}` };
      return { players: [seat], kind: 'activate', prompt: `${name(seat)}: choose a unit to activate` };
    }
    case 'end': {
      const players = seats(state).filter((seat) => !state.endChosen[seat]);
      return { players, kind: 'standby', prompt: `${players.map(name).join(', ')}: choose which units keep their standby` };
    }
    case 'over':
      return { players: [], kind: 'over', prompt: `The game is over after round ${state.round}` };
  }
}

/**
 * What one player may know of the round: the others' bids are left out until all are committed
 * (only that they are in), and the dice generator never shows.
 */
export function viewRound(state: RoundState, seat: Side): RoundState {
  const revealed = state.bids.every((b) => b.committed);
  const bids = revealed ? state.bids : state.bids.map((b, i) => (i === seat ? b : { committed: b.committed, shock: null }));
  return { ...state, bids, dice: HIDDEN_DICE };
}

/** Every command of the round, as data. */
export type RoundCommand =
  | { type: 'bid'; seat: Side; shock: number }
  | { type: 'assignShock'; seat: Side; unit: string; shock?: number }
  | { type: 'activate'; seat: Side; unit: string; group?: string[] }
  | ({ type: 'action'; seat: Side } & ActionCommand)
  | { type: 'endActivation'; seat: Side }
  | { type: 'react'; seat: Side; unit: string; reaction: Reaction; counterWith?: CounterWith }
  | { type: 'keepStandby'; seat: Side; keep: string[] };

/** Apply one command: the new state and what happened, or why it is refused. */
export function applyRound(state: RoundState, command: RoundCommand, reach?: ChargeReach, roller = new Roller(state.dice)): RoundResult {
  switch (command.type) {
    case 'bid':
      return commitBid(state, command.seat, command.shock, roller);
    case 'assignShock':
      return assignShock(state, command.seat, command.unit, command.shock, roller);
    case 'activate':
      return activate(state, command.seat, command.unit, command.group, roller);
    case 'action':
      return takeAction(state, command.seat, command.target === undefined ? { action: command.action } : { action: command.action, target: command.target }, reach, roller);
    case 'endActivation':
      return endActivation(state, command.seat);
    case 'react':
      return attemptReaction(state, command.seat, command.unit, command.reaction, command.counterWith, roller);
    case 'keepStandby':
      return keepStandby(state, command.seat, command.keep);
  }
}

/**
 * The commands a seat may issue now, for the Play screen's menus and the opponent: bids its units
 * can pay in full, each unit's bid Shock up to its room, an activation of each ready unit, the
 * activated unit's legal actions (a Charge once per reachable enemy) or ending it, reactions its
 * units may attempt, and the End Phase keeping all standby or none. Every one of them is accepted.
 */
export function roundCommands(state: RoundState, seat: Side, reach?: ChargeReach): RoundCommand[] {
  const own = state.units.filter((u) => u.owner === seat);
  switch (state.phase) {
    case 'bidding': {
      if (state.bids[seat]?.committed !== false) return [];
      const room = own.reduce((n, u) => n + shockRoom(u), 0);
      return Array.from({ length: room + 1 }, (_, shock): RoundCommand => ({ type: 'bid', seat, shock }));
    }
    case 'assigning': {
      const left = shockToAssign(state, seat);
      return own.flatMap((u) => Array.from({ length: Math.min(left, shockRoom(u)) }, (_, i): RoundCommand => ({ type: 'assignShock', seat, unit: u.id, shock: i + 1 })));
    }
    case 'actions': {
      const open = state.activation;
      if (!open) return seatToActivate(state) === seat ? own.filter((u) => !u.activated).map((u): RoundCommand => ({ type: 'activate', seat, unit: u.id })) : [];
      if (open.seat !== seat) {
        return own.flatMap((u) =>
          REACTIONS.flatMap((reaction): RoundCommand[] => {
            const ways: (CounterWith | undefined)[] = reaction === 'counterAttack' ? ['shoot', 'fight'] : [undefined];
            return ways
              .filter((w) => reactionProblem(state, u.id, reaction, w) === null)
              .map((w) => ({ type: 'react', seat, unit: u.id, reaction, ...(w ? { counterWith: w } : {}) }));
          }),
        );
      }
      const enemies = state.units.filter((u) => u.owner !== seat && u.onTable);
      const actions = legalActions(state, reach).flatMap((action): RoundCommand[] =>
        action === 'charge'
          ? enemies.filter((e) => [open.unit, ...open.group].every((id) => reach?.canReach(id, e.id))).map((e) => ({ type: 'action', seat, action, target: e.id }))
          : [{ type: 'action', seat, action }],
      );
      return [...actions, { type: 'endActivation', seat }];
    }
    case 'end':
      return state.endChosen[seat] ? [] : [{ type: 'keepStandby', seat, keep: own.map((u) => u.id) }, { type: 'keepStandby', seat, keep: [] }];
    case 'over':
      return [];
  }
}
