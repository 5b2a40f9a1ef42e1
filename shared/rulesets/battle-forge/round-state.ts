/**
 * The state of a Battle Forge game round, as the round's rules read it: the round number (out of the
 * six a scenario lasts), the phase, each player's secret bid and the Shock they have placed for it,
 * the activation order that came out of the bids, and each unit's part in the round (its Shock and
 * Courage, whether it has activated, shot or fought, its tokens and Hold). Plain data, so a round
 * is changed only by the pure functions of `round.ts`, `activation.ts` and `reaction.ts`, and a saved
 * game replays.
 *
 * What a unit does to the table (moving, shooting, fighting) is the engine's; the round only keeps
 * what decides who may act, with what, and when.
 */
import type { DiceState } from '../../core/dice';
import type { Side } from '../../core/ruleset';

/** A scenario ends when round 6 finishes (BF.LEN.SIX_ROUNDS). */
export const ROUNDS_IN_GAME = 6;

/** Each activation is two actions (BF.ROUND.TWO_ACTIONS). */
export const ACTIONS_PER_ACTIVATION = 2;

/** The three phases of a round, in order (BF.ROUND.PHASES); `assigning` is the bid's Shock being placed. */
export type RoundPhase = 'bidding' | 'assigning' | 'actions' | 'end' | 'over';

/** The eight actions every unit has (BF.ACT.SOURCES). */
export const CORE_ACTIONS = ['focus', 'shoot', 'fight', 'move', 'charge', 'hold', 'evade', 'rally'] as const;
export type CoreAction = (typeof CORE_ACTIONS)[number];

/** One unit as the round sees it. */
export interface RoundUnit {
  id: string;
  name: string;
  owner: Side;
  /** The unit's Courage, the value its Shock limit is half of (BF.BID.SHOCK_LIMIT). */
  courage: number;
  shock: number;
  /**
   * Critical damage tokens from the Injury Chart: the unit keeps at least this much Shock, whatever
   * removes it (BF.INJURY.SHOCK_FLOOR, BF.AMBIG.INJURY_TOKEN_FLOOR). Absent: none.
   */
  criticalDamage?: number;
  /** The unit's Initiative, which reactions are checked against (BF.REACT.DECLARE_AND_TEST). */
  initiative: number;
  /** On the field: only such units take bid Shock (BF.BID.ON_TABLE_ONLY). */
  onTable: boolean;
  /** Locked in close combat: it cannot Charge (BF.ACT.CHARGE_NOT_ENGAGED). */
  engaged: boolean;
  hasRanged: boolean;
  /** Without Melee weapons a unit cannot Fight (BF.ACT.FIGHT_NEEDS_MELEE). */
  hasMelee: boolean;
  /**
   * A special rule letting this unit activate as a group with up to this many other units
   * (BF.GROUP.NEEDS_RULE, BF.GROUP.SIZE_LIMIT). Absent: it activates alone.
   */
  groupSize?: number;
  /** Actions a scenario or the unit's abilities add to the eight (BF.ACT.SOURCES), e.g. 'power'. */
  extraActions: string[];
  /** Activated this round, by an activation or a group (BF.ROUND.ONE_ACTIVATION). */
  activated: boolean;
  /** Shot or fought this round, whatever the source (BF.ACT.SHOOT_ONCE, BF.ACT.FIGHT_ONCE). */
  shot: boolean;
  fought: boolean;
  /** Standby: Hold not yet used, Focus and Evade tokens not yet spent (BF.AMBIG.STANDBY). */
  hold: boolean;
  focusTokens: number;
  evadeTokens: number;
}

/**
 * A player's bid. `shock` is the number bid once committed; a view of the state for another player
 * leaves it null until every bid is in (BF.BID.SECRET, BF.BID.REVEAL).
 */
export interface BidEntry {
  committed: boolean;
  shock: number | null;
}

/** How a player's bid came out at the reveal (BF.BID.*): the order also depends on who fell short. */
export type BidResult = 'won' | 'lost' | 'tied' | 'forfeited';

/** One player's bid after the reveal and the Shock assignment. */
export interface BidOutcome {
  seat: Side;
  bid: number;
  /** Bid Shock placed on the player's units. */
  assigned: number;
  /** Could not place all of it under the Shock limit: the activation bonus is lost (BF.BID.FORFEIT). */
  short: boolean;
  result: BidResult;
  /** Units this player activates in the opening sequence, before the rotation begins. */
  opening: number;
}

/**
 * Who activates when: the opening sequence (the bid winner's bonus activations and the rest), then
 * the cycle repeated until every unit has activated. Each entry is one activation of that seat; a
 * team game's team turn is several entries in a row.
 */
export interface ActivationSchedule {
  opening: Side[];
  cycle: Side[];
}

/** The activation under way: the unit, the units activating with it as a group, and the actions taken so far. */
export interface OpenActivation {
  seat: Side;
  unit: string;
  group: string[];
  actions: string[];
}

export interface RoundState {
  round: number;
  phase: RoundPhase;
  /** Number of players (2–4). */
  players: number;
  /** Team games only: the seats of each team (BF.TEAM.*). Absent: one-on-one or free-for-all. */
  teams?: Side[][];
  /** Advantage points per seat, which decide tied bids (BF.FORCE.ADV_TIES, BF.AMBIG.ADVANTAGE_TIES). */
  advantage: number[];
  units: RoundUnit[];
  bids: BidEntry[];
  /** Bid Shock each seat has placed this round. */
  assigned: number[];
  /** Filled at the end of the assignment: each seat's outcome, and the schedule it gives. */
  outcomes: BidOutcome[] | null;
  schedule: ActivationSchedule | null;
  /** How many schedule entries have been used (opening first, then the cycle over and over). */
  turn: number;
  activation: OpenActivation | null;
  /** Seats that have made their End Phase choice (BF.ROUND.END_STANDBY). */
  endChosen: boolean[];
  dice: DiceState;
}

/** A unit stays strictly below half its Courage (BF.BID.SHOCK_LIMIT, BF.AMBIG.SHOCK_LIMIT_ROUNDING): 2 × Shock < Co. */
export function withinShockLimit(shock: number, courage: number): boolean {
  return 2 * shock < courage;
}

/** The most Shock a unit may hold after bid assignment: ceil(Co/2) − 1, never below 0 (BF.BID.SHOCK_LIMIT_MAX). */
export function shockLimitMax(courage: number): number {
  return Math.max(0, Math.ceil(courage / 2) - 1);
}

/** How much more bid Shock a unit can take now. */
export function shockRoom(unit: RoundUnit): number {
  return unit.onTable ? Math.max(0, shockLimitMax(unit.courage) - unit.shock) : 0;
}

export function unitOf(state: RoundState, id: string): RoundUnit | undefined {
  return state.units.find((u) => u.id === id);
}

export function seats(state: RoundState): Side[] {
  return Array.from({ length: state.players }, (_, seat) => seat);
}

/** A unit that may still activate this round: not yet activated (BF.ROUND.ONE_ACTIVATION). */
export function canActivate(unit: RoundUnit): boolean {
  return !unit.activated;
}

export function hasUnitsToActivate(state: RoundState, seat: Side): boolean {
  return state.units.some((u) => u.owner === seat && canActivate(u));
}

/** The schedule's entry at `turn`: the opening, then the cycle repeated. */
export function scheduledSeat(schedule: ActivationSchedule, turn: number): Side {
  if (turn < schedule.opening.length) return schedule.opening[turn]!;
  const i = (turn - schedule.opening.length) % schedule.cycle.length;
  return schedule.cycle[i]!;
}

/**
 * The next turn whose seat still has units to activate, from `turn` on, or null once every unit has
 * activated. A seat with nothing left is passed over and the others go on until all are done
 * (BF.ROUND.UNTIL_ALL_ACTIVATED, BF.AMBIG.ACTIVATION_RUNOUT).
 */
export function nextTurn(state: RoundState, turn: number): number | null {
  const schedule = state.schedule;
  if (!schedule || !state.units.some(canActivate)) return null;
  const bound = turn + schedule.opening.length + schedule.cycle.length + 1;
  for (let t = turn; t < bound; t++) if (hasUnitsToActivate(state, scheduledSeat(schedule, t))) return t;
  return null;
}

/** The seat whose activation it is, during the Actions Phase. */
export function seatToActivate(state: RoundState): Side | null {
  if (state.phase !== 'actions' || !state.schedule) return null;
  if (state.activation) return state.activation.seat;
  const t = nextTurn(state, state.turn);
  return t === null ? null : scheduledSeat(state.schedule, t);
}
