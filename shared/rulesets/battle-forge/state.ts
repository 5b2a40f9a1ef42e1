/**
 * The state of a Battle Forge game: plain, serialisable data, inches on the table. The round
 * (bids, Shock, who activates, tokens; `round-state.ts`) is one part of it; the table — where each
 * model stands, its wounds, the objectives, the victory points, an attack waiting for a player's
 * choice — is the rest. Seat 0 is Player 1; a game seats two to four players (BF.FFA.*, BF.TEAM.*).
 */
import type { DiceState } from '../../core/dice';
import type { AgreedDeployment, ApplyResult, BaseCommand, BaseEvent, Side } from '../../core/ruleset';
import type { CoverLevel } from '../../geometry/table';
import type { Point } from '../../geometry/units';
import type { RoundEvent } from './activation';
import type { CoverLevel as AttackCover } from './check';
import type { CounterWith, Reaction } from './reaction';
import type { BreakTest, InjuryRoll, SaveRoll } from './resolve';
import type { RoundState } from './round-state';
import type { Power, RuleRef, Scenario, Stats, Strategy, Weapon } from './schema';

export type { Point, Side };

/** A weapon a model carries, with its profile and how many copies (BF.WPN.COPIES). */
export interface BfWeapon extends Weapon {
  copies: number;
}

/** A group of identical models of a unit, as the game is given it (from the army's resolved units). */
export interface BfModelLine {
  line: string;
  name: string;
  count: number;
  /** Absent: a model without characteristics, which takes no hits (BF.DATA.NO_STATS). */
  stats?: Stats;
  weapons: BfWeapon[];
  special: RuleRef[];
}

/** One unit of an army, as a new game takes it. */
export interface BfGameUnit {
  uid: string;
  /** Its faction, which friendly abilities must share (BF.DATA.ABILITY_SAME_FACTION). */
  faction?: string;
  name: string;
  points: number;
  category: string;
  keywords: string[];
  rules: RuleRef[];
  lines: BfModelLine[];
  /** Base diameter in millimetres; 32 when absent. */
  baseMm?: number;
  /** A caster: powers it may cast and stop a round (BF.POWER.*), and the powers it knows. */
  casting?: { casts: number; stops: number; powers: Power[] };
  /** A transport (FORMAT.md, Transports): models it carries, and the keywords of the units it may carry (any when empty). */
  transport?: { capacity: number; carries: string[] };
}

/** One player's army as a new game takes it: its units, and what the list earns (BF.FORCE.*). */
export interface BfGameArmy {
  name: string;
  units: BfGameUnit[];
  /** Advantage points for points left unspent (BF.FORCE.ADV_PER_5); 0 when absent. */
  advantage?: number;
  /** Strategy points a round (BF.SP.*); at least 1. */
  spPerRound?: number;
  strategies?: Strategy[];
}

/** A terrain piece as Battle Forge plays it (BF.TERRAIN.*, BF.COVER.*, BF.GROUND.*, BF.BUILDING.*, BF.AREA.*). */
export interface BfTerrain {
  id: string;
  /** 'blocking': solid, blocks sight and movement; 'area': models in it are affected; 'obstacle': linear; 'building': enclosed; 'road'. */
  kind: 'blocking' | 'area' | 'obstacle' | 'building' | 'road';
  cover: CoverLevel;
  /** Negative cover, such as a moat: −1 to Saves for units in it (BF.COVER.NEGATIVE). */
  negative?: boolean;
  /** Difficult ground: a Move across it needs an Initiative check or loses 2" (BF.GROUND.DIFFICULT). */
  difficult?: boolean;
  /** Height in inches, for obstacles (low: 2" or less, BF.OBST.CROSS_TEST). */
  height?: number;
  points: Point[];
  /** Buildings: models a floor holds (BF.BUILDING.CAPACITY, 12 by default). */
  capacity?: number;
}

export interface BfModel {
  id: string;
  line: string;
  name: string;
  x: number;
  y: number;
  facing: number;
  stats?: Stats;
  weapons: BfWeapon[];
  special: RuleRef[];
  /** Wounds(x): the model's starting wounds (BF.DATA.WOUNDS) and those left. */
  wounds: number;
  woundsLeft: number;
}

export type UnitStatus = 'undeployed' | 'reserve' | 'table' | 'destroyed';

/** A power's lasting effect on a unit until the end of the round (BF.POWER.*): Save, Strength, Accuracy or Movement. */
export interface RoundEffect {
  stat: 'sav' | 'str' | 'acc' | 'mov';
  value: number;
  source: string;
  /** How long it lasts: the round (the default), the unit's activation, or the one attack (a strategy's). */
  until?: 'activation' | 'attack';
  /** The unit's failed Saves of the attack are rolled again (a re-roll strategy). */
  rerollFailedSaves?: boolean;
  /** The unit's next failed Initiative check this activation is rolled again, once (a re-roll strategy). */
  rerollFailedCheck?: boolean;
}

export interface BfUnit {
  id: string;
  owner: Side;
  faction?: string;
  uid: string;
  name: string;
  points: number;
  category: string;
  keywords: string[];
  rules: RuleRef[];
  baseMm: number;
  models: BfModel[];
  initialModels: number;
  status: UnitStatus;
  /** Inside a building: its id (BF.BLDG.*). Its models then stand together at the building's middle, a place no rule measures from. */
  inBuilding?: string;
  /** Cover a pre-game strategy gave it where it stands (BF.SP.PREGAME), kept while its lead model has not moved from (x, y). */
  dugIn?: { cover: 'soft' | 'hard'; x: number; y: number };
  casting?: BfGameUnit['casting'];
  /** A transport: what it carries (FORMAT.md, Transports). */
  transport?: BfGameUnit['transport'];
  /** Powers cast (successfully) this round, each once a round (BF.POWER.ONCE_PER_TURN); stops used this round. */
  powersCast: string[];
  /** Casting attempts this round, pass or fail (BF.AMBIG.POWER_LIMITS). */
  castsUsed: number;
  stopsUsed: number;
  effects: RoundEffect[];
  /** Moved this round (Shieldwall holds only while it has not). */
  movedThisRound: boolean;
  /** Charged this round (Boarding Frenzy). */
  chargedThisRound: boolean;
  /**
   * The owner's order for taking hits (BF.SAVE.ASSIGN): the model line that takes hits last (a
   * leader kept back), or none — then ordinary models first, those on the Injury Chart last, the
   * most hurt first.
   */
  hitsLast?: string;
}

export interface BfObjective {
  x: number;
  y: number;
  /** Who controls it: kept until contested or taken (BF.OBJ.CONTROL_PERSISTS). */
  holder: Side | null;
}

/** A deployment zone: a rectangle, x and y its near corner. */
export interface BfZone {
  x: number;
  y: number;
  width: number;
  depth: number;
}

/** An attack declared but not yet made: it waits for the other player's reaction (BF.REACT.*). */
export interface DeclaredAttack {
  kind: 'shoot' | 'fight' | 'charge' | 'move' | 'power';
  attacker: string;
  target: string;
  /** For a charge: whether a free Fight follows it (BF.ACT.CHARGE_FREE_FIGHT). */
  freeFight?: boolean;
  /** For a charge: the positions the charger ends in. */
  models?: { id: string; x: number; y: number; facing?: number }[];
  /** For a Shoot: other enemy units within 3" to share the hits with (BF.HIT.SPLIT_OPTION). */
  split?: string[];
  /** For a power: which one, its casting total. */
  power?: string;
  castTotal?: number;
}

/** What the game waits for, beyond the ordinary round decisions. */
export type BfPending =
  /** The target's owner may react to the attack (BF.REACT.*); `eligible` are the units that may. */
  | { kind: 'reaction'; player: Side; attack: DeclaredAttack; eligible: string[] }
  /** A unit that Escaped moves before the attack goes on (BF.REACT.ESCAPE_EFFECT). */
  | { kind: 'escape'; player: Side; unit: string; attack: DeclaredAttack }
  /** After its Fight, the unit may consolidate up to 3" toward the enemy (BF.MELEE.CONSOLIDATE_3IN). */
  | { kind: 'consolidate'; player: Side; unit: string; attack: DeclaredAttack }
  /** An enemy caster may try to stop a power (BF.POWER.STOP_*). */
  | { kind: 'stop'; player: Side; attack: DeclaredAttack; eligible: string[] };

export interface BfOptions {
  /** BF.AMBIG.SAVE_FAIL_MARGIN: read a natural 10's failure from the printed Save. */
  literalNaturalTenMargin: boolean;
}

export interface BfSetup {
  armies: BfGameArmy[];
  players?: string[];
  /** Team games: two teams that seat every player once (BF.TEAM.*). */
  teams?: Side[][];
  scenario: Scenario;
  terrain?: BfTerrain[];
  options?: Partial<BfOptions>;
  deployment?: AgreedDeployment;
  seed: number | string;
}

export interface BfState {
  ruleset: 'battle-forge';
  players: string[];
  scenario: Scenario;
  /** One deployment zone per seat. */
  zones: BfZone[];
  terrain: BfTerrain[];
  options: BfOptions;
  units: Record<string, BfUnit>;
  order: string[];
  phase: 'deployment' | 'battle' | 'over';
  /** Deployment: whose unit is placed next. */
  deployTurn: Side;
  /**
   * After deployment, before round 1: the player whose turn it is to use pre-game strategies, the
   * strategies each has used, and the players who are done (BF.SP.PREGAME). Absent outside that window.
   */
  pregame?: { seat: Side; used: string[][]; done: Side[] };
  round: RoundState;
  objectives: BfObjective[];
  vp: number[];
  /** Strategy points left this round, per seat (BF.SP.*). */
  sp: number[];
  spPerRound: number[];
  strategies: Strategy[][];
  /** Units destroyed, by the seat that owned them. */
  destroyed: string[];
  /** The units aboard each transport: transport id → unit ids (FORMAT.md, Transports). Absent when none is. */
  carried?: Record<string, string[]>;
  pending: BfPending | null;
  /** The last round whose End Phase was scored, and the last round begun (its Strategy Points gained). */
  scoredRound: number;
  startedRound: number;
  dice: DiceState;
}

/** A model's place in a command, as the table gives it. */
export type Placed = { id?: string; x: number; y: number; facing?: number };

export type BfCommand = BaseCommand &
  (
    | { type: 'deploy'; unitId: string; models: Placed[] }
    | { type: 'reserve'; unitId: string }
    /** Before deployment: the unit starts the game aboard its player's transport (BF.RES.SET_ASIDE). */
    | { type: 'embark'; unitId: string; transport: string }
    | { type: 'bid'; shock: number }
    | { type: 'assignShock'; unitId: string; shock?: number }
    | { type: 'activate'; unitId: string; group?: string[] }
    /**
     * A unit in reserve arrives with its Move: from the edge (the default), by Ambush at `point`, or Outflanking.
     * A unit on the table may end its Move going into a building (`enter`, BF.BLDG.ENTER_6IN) or boarding a
     * transport (`board`). A unit inside a building or aboard a transport comes out with its Move: set down at
     * `models`, or, with none given, in a block around `point`.
     */
    | { type: 'move'; models: Placed[]; paths?: Record<string, Point[]>; rush?: boolean; arrive?: 'edge' | 'ambush' | 'outflank'; point?: Point; enter?: string; board?: string }
    | { type: 'shoot'; target: string; split?: string[] }
    | { type: 'fight'; target: string }
    | { type: 'charge'; target: string; models: Placed[]; paths?: Record<string, Point[]> }
    | { type: 'focus' }
    | { type: 'hold' }
    | { type: 'evade' }
    | { type: 'rally' }
    | { type: 'power'; power: string; target: string }
    | { type: 'endActivation' }
    | { type: 'react'; unitId: string; reaction: Reaction; counterWith?: CounterWith }
    | { type: 'noReaction' }
    | { type: 'escapeMove'; models: Placed[]; paths?: Record<string, Point[]> }
    | { type: 'consolidate'; models: Placed[] }
    | { type: 'noConsolidate' }
    | { type: 'stopPower'; unitId: string }
    | { type: 'letPower' }
    | { type: 'keepStandby'; keep: string[] }
    /** Spend Strategy Points on a strategy at its timing (BF.SP.TIMING), on a unit where it names one. */
    | { type: 'strategy'; strategy: string; unitId?: string; /** A pre-game redeployment's new places, or the point they form around. */ models?: Placed[]; point?: Point }
    | { type: 'pregameDone' }
    /** The owner's standing order for which of a unit's model lines takes hits last (BF.SAVE.ASSIGN); null for the usual order. */
    | { type: 'hitOrder'; unitId?: string; last?: string | null; /** "unit::kind", as the army's menu gives it. */ order?: string }
  );

/** What one attack did to one unit, for the log and the battle report. */
export interface AttackReport {
  attacker: string;
  target: string;
  kind: 'shoot' | 'fight' | 'power';
  /** Dice rolled to hit, and the value they needed (at or under). */
  attacks: number;
  hitValue: number;
  hits: number;
  /** Units the hits were shared with (BF.HIT.SPLIT_OPTION). */
  shares: { unit: string; hits: number }[];
  saves: SaveRoll[];
  injuries: InjuryRoll[];
  removed: string[];
  cover: AttackCover;
  /** Part of a simultaneous exchange (BF.SIM.*). */
  simultaneous?: boolean;
}

export type BfEvent = BaseEvent &
  (
    | RoundEvent
    | { type: 'deploymentRollOff'; winner: Side }
    | { type: 'deployed'; unitId: string }
    | { type: 'reserved'; unitId: string }
    | { type: 'embarked'; unitId: string; transport: string; start?: boolean }
    | { type: 'disembarked'; unitId: string; transport: string; forced?: boolean }
    | { type: 'enteredBuilding'; unitId: string; building: string }
    | { type: 'leftBuilding'; unitId: string; building: string }
    | { type: 'lostAboard'; unitId: string; transport: string }
    | { type: 'strategyUsed'; seat: Side; strategy: string; sp: number; unitId?: string }
    | { type: 'hitOrderSet'; unitId: string; last: string | null }
    | { type: 'ambushed'; unitId: string; passed: boolean; point: Point; landing: Point }
    | { type: 'deploymentAgreed'; firstToDeploy: Side }
    | { type: 'spGained'; seat: Side; sp: number }
    | { type: 'pregameDone'; seat: Side }
    | { type: 'checkRerolled'; unitId: string; purpose: string; first: number; face: number; passed: boolean }
    | { type: 'moved'; unitId: string; distance: number; rush?: 'passed' | 'failed'; arrived?: boolean }
    | { type: 'declared'; attack: DeclaredAttack }
    | { type: 'noReaction'; seat: Side }
    | ({ type: 'attack' } & AttackReport)
    | { type: 'shockGained'; unitId: string; shock: number; why: string }
    | { type: 'breakTest'; test: BreakTest }
    | { type: 'fled'; unitId: string }
    | { type: 'surrendered'; unitId: string }
    | { type: 'charged'; unitId: string; target: string }
    | { type: 'consolidated'; unitId: string }
    | { type: 'powerCast'; unitId: string; power: string; total: number; success: boolean }
    | { type: 'powerStopped'; unitId: string; power: string; by: string; face: number; stopped: boolean }
    | { type: 'destroyed'; unitId: string }
    | { type: 'objectives'; holders: (Side | null)[] }
    | { type: 'vpScored'; seat: Side; vp: number; why: string }
    | { type: 'gameEnded'; vp: number[]; winner: Side | null }
  );

export type BfResult = ApplyResult<BfState, BfEvent>;
