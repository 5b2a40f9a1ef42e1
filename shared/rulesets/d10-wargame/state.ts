/**
 * The state of a D10 Wargame game: plain, serialisable data. Positions are inches on the table, with
 * (0, 0) at player 1's left corner; player 1's edge is y = 0 and player 2's is y = height.
 */
import type { DiceState, DieRoll } from '../../core/dice';
import type { AgreedDeployment, ApplyResult, BaseCommand, BaseEvent } from '../../core/ruleset';
import type { ResolvedUnit, ResolvedWeapon, UnitTiers } from './resolved';
import type { BaseSpec, Category, Stats } from './schema';

/** The two players of this two-player game: 0 is Player 1, 1 is Player 2. */
export type Side = 0 | 1;

export interface Point {
  x: number;
  y: number;
}

/** Terrain as the game knows it: a polygon in inches that blocks (D10.TERRAIN.BLOCKING_*) or slows (area). */
export interface Terrain {
  id: string;
  kind: 'blocking' | 'area';
  points: Point[];
}

export type DeploymentKind = 'standard' | 'diagonal' | 'dawn';
export type ScoringVariant = 'standard' | 'pure-destruction' | 'objective-focus';

/** Game options; advanced rules are off by default (D10.AMBIG.ADVANCED_OPTIONAL). */
export interface D10Options {
  /** D10.ROUND.AGREED_COUNT: a fixed number of rounds; absent → roll after Round 5 (D10.ROUND.ROLL_AFTER_5). */
  rounds?: number;
  deployment: DeploymentKind;
  scoring: ScoringVariant;
  /** D10.SCORE.OBJ_50 (50), or the Objective Focus value (D10.SCORE.VAR_OBJECTIVE_FOCUS, e.g. 100). */
  objectivePoints: number;
  reserves: boolean;
  commandPoints: boolean;
  /** D10.AMBIG.RALLY_SAME_ACTIVATION option: a unit that rallies may go on with its activation. */
  actAfterRally: boolean;
  /** D10.AMBIG.FIRST_PLAYER_EACH_ROUND option: roll off for the first player each round. */
  rollOffEachRound: boolean;
  /** D10.SCORE.SLAY_THE_COMMANDER is on by default; the book's scoring example needs it off. */
  slayTheCommander: boolean;
  /**
   * The rules revision the game was started under (shared/core/rules-revision.ts); absent for the
   * current one. 1: a game saved before issue 16, replayed as it was played — the engine picked
   * casualties and cohesion removals, weapons were not tracked per model.
   */
  rulesRevision?: number;
}

export const DEFAULT_OPTIONS: D10Options = {
  deployment: 'standard',
  scoring: 'standard',
  objectivePoints: 50,
  reserves: false,
  commandPoints: false,
  actAfterRally: false,
  rollOffEachRound: false,
  slayTheCommander: true,
};

export interface D10Setup {
  armies: [ResolvedUnit[], ResolvedUnit[]];
  /** Player names for the log ("Player 1" by default). */
  players?: [string, string];
  /** The agreed points limit (D10.SETUP.AGREE_POINTS); picks the table size when no table is given. */
  points?: number;
  /** The table; terrain given here is an agreed layout and skips the terrain placement step. */
  table?: { width: number; height: number; terrain?: Terrain[] };
  /** A deployment agreed before the game (with an agreed table): it skips the pre-game steps it answers (agreed.ts). */
  deployment?: AgreedDeployment;
  options?: Partial<D10Options>;
  seed: number | string;
}

export interface ModelState {
  id: string;
  x: number;
  y: number;
  facing: number;
  /** Wound tokens on the model (D10.WOUND.MULTI). */
  wounds: number;
  /** Weapon ids the model carries (D10.WEAPON.ATTACKS); absent in games of rules revision 1. */
  weapons?: string[];
}

export type UnitStatus = 'undeployed' | 'reserve' | 'table' | 'destroyed';

export interface UnitState {
  id: string;
  side: Side;
  name: string;
  category: Category;
  stats: Stats;
  tiers: UnitTiers;
  woundsPerModel: number;
  points: number;
  weapons: ResolvedWeapon[];
  base: BaseSpec;
  /** The circle of the base's area, in inches: how games of rules revision 1 measured every base (legacy-circles.ts); the current revision measures the real shape (`base`). */
  radius: number;
  /** D10.MORALE.INITIAL_COUNT. */
  initialModels: number;
  /** Models still on the table (or waiting to deploy). */
  models: ModelState[];
  status: UnitStatus;
  shaken: boolean;
  /** D10.MELEE.EXHAUSTION: set when a Fight ends, cleared at the start of the unit's next activation. */
  exhausted: boolean;
  /** D10.ACT.TRACK_ACTIVATED. */
  activated: boolean;
  /** D10.RESERVE.ARRIVE_6PLUS: passed its reserve roll this round and may enter. */
  arriving: boolean;
  fled: boolean;
}

export type ActivationStep = 'rally' | 'movement' | 'shooting' | 'melee';

export interface Activation {
  unitId: string;
  step: ActivationStep;
  advanced: boolean;
}

/** A Command Point spent ahead of the check it changes (D10.CP.*, D10.AMBIG.COMMAND_POINTS). */
export interface ArmedCommandPoint {
  side: Side;
  unitId: string;
  use: 'reroll' | 'plusOne';
  check: CheckKind;
}

export type CheckKind = 'hit' | 'defense' | 'morale' | 'rally' | 'reserve';

export interface Objective {
  id: string;
  x: number;
  y: number;
}

export interface DestroyedRecord {
  unitId: string;
  /** Owner of the destroyed unit; the other side scores it. */
  side: Side;
  points: number;
  hq: boolean;
  dp: number;
  fled: boolean;
  round: number;
}

export interface ScoreState {
  destroyed: DestroyedRecord[];
  objectivePoints: [number, number];
  /** Objectives each side controlled at each End of Round, for the log and Hold the Line. */
  controlByRound: { round: number; controlled: [number, number] }[];
  holdTheLine: [boolean, boolean];
  slay: [boolean, boolean];
  /** D10.SCORE.VAR_CAMPAIGN: points for agreed mission goals. */
  mission: [number, number];
}

/** A Shooting Attack paused for a casualty choice, and where it picks up (D10.SHOOT.ONE_PROFILE_AT_A_TIME). */
export interface ShootingResume {
  kind: 'shooting';
  shooter: string;
  fire: { weapon: string; target: string }[];
  /** The profile being resolved. */
  at: number;
  /** 'roll' before its dice; 'cohesion' once its wounds are applied. */
  step: 'roll' | 'cohesion';
  /** Units shot at, and those wounded, for the Morale Checks after every profile (D10.SHOOT.MORALE_AFTER). */
  shotAt: string[];
  wounded: string[];
}

/** A Fight paused for a casualty choice, and where it picks up (D10.MELEE.CHARGER_FIRST, D10.MELEE.RETALIATION). */
export interface FightResume {
  kind: 'fight';
  charger: string;
  target: string;
  /** The charger's chosen melee profiles (D10.MELEE.RULE_OF_THREE), or null for its first three. */
  weapons: string[] | null;
  /** Who strikes: the charger, then the charged unit strikes back; then the result. */
  stage: 'charger' | 'target' | 'result';
  /** 'strike' while profiles are left; 'cohesion' once the struck unit's wounds are all applied. */
  step: 'strike' | 'cohesion';
  /** The striking unit's next profile. */
  at: number;
  /** Wounds each side inflicted (D10.MELEE.VICTOR): charger, charged unit. */
  inflicted: [number, number];
}

/** What the owner of a wounded unit must choose (D10.WOUND.OWNER_APPLIES, D10.AMBIG.WOUNDS, D10.AMBIG.COHESION). */
export interface CasualtyWait {
  unitId: string;
  /** 'wounds': which models take `wounds` wounds; 'cohesion': which models to remove until the unit holds. */
  kind: 'wounds' | 'cohesion';
  wounds: number;
  /** The unit whose attack caused them, if any (for the suggestion and the log). */
  attacker: string | null;
}

/**
 * A resolution paused for a player's decision. Plain data: the game is still its commands, and the
 * command that makes the choice picks up exactly where this says.
 */
export type D10Pending =
  | { kind: 'casualties'; wait: CasualtyWait; resume: ShootingResume | FightResume }
  /** D10.CP.PLUS_ONE on a reserve roll: the Start of Round waits before the reserve rolls (D10.RESERVE.FROM_ROUND_2). */
  | { kind: 'reserveRolls' };

export type Phase = 'rollOff' | 'chooseOrder' | 'terrain' | 'deployment' | 'objectives' | 'battle' | 'roundEnd' | 'over';

export interface D10State {
  ruleset: 'd10-wargame';
  players: [string, string];
  options: D10Options;
  table: { width: number; height: number; terrain: Terrain[] };
  objectives: Objective[];
  units: Record<string, UnitState>;
  /** Unit ids in army-list order, side 0 first (a stable order for menus and enumeration). */
  order: string[];
  phase: Phase;
  /** D10.AMBIG.PREGAME_ORDER: the one roll-off winner. */
  initiative: Side | null;
  firstPlayer: Side;
  /** D10.AMBIG.OBJECTIVE_PLACEMENT: chosen by the roll-off winner. */
  objectivesFirst: Side;
  /** Whose turn it is to place, deploy or activate. */
  turn: Side;
  terrainPlaced: number;
  round: number;
  activation: Activation | null;
  commandPoints: [number, number];
  armed: ArmedCommandPoint[];
  score: ScoreState;
  /** A resolution waiting for a player's choice, or null. */
  pending: D10Pending | null;
  dice: DiceState;
}

// --- commands ---------------------------------------------------------------------------------

export interface PlacedModel {
  /** Which model; without ids, positions are matched to the unit's models in order. */
  id?: string;
  x: number;
  y: number;
  facing?: number;
}

export type D10Command = BaseCommand &
  (
    | { type: 'rollOff' }
    | { type: 'chooseOrder'; terrainFirst: Side; firstPlayer: Side; objectivesFirst?: Side }
    | { type: 'placeTerrain'; terrain: Terrain }
    | { type: 'endTerrain' }
    | { type: 'deploy'; unitId: string; models: PlacedModel[] }
    | { type: 'reserve'; unitId: string }
    | { type: 'placeObjective'; x: number; y: number }
    | { type: 'activate'; unitId: string }
    | { type: 'rally' }
    | { type: 'move'; mode: 'move' | 'advance'; models: PlacedModel[]; paths?: Record<string, Point[]> }
    | { type: 'arrive'; mode: 'move' | 'advance'; edge: Edge; models: PlacedModel[] }
    | { type: 'shoot'; fire: readonly { weapon: string; target: string }[] }
    | { type: 'charge'; target: string; weapons?: string[] }
    | { type: 'endActivation' }
    | { type: 'useCommandPoint'; unitId: string; use: 'reroll' | 'plusOne'; check: CheckKind }
    /** D10.WOUND.OWNER_APPLIES: how many of the waiting wounds each model takes, by model id. */
    | { type: 'allocateWounds'; wounds: Record<string, number> }
    /** D10.COHESION.REMOVE with D10.AMBIG.COHESION: the models the owner removes to restore cohesion. */
    | { type: 'removeForCohesion'; models: string[] }
    /** D10.RESERVE.FROM_ROUND_2: make the Start of Round's reserve rolls, once Command Points are spent. */
    | { type: 'rollReserves' }
    | { type: 'nextRound' }
    | { type: 'missionPoints'; side: Side; points: number; label: string }
  );

export type Edge = 'north' | 'south' | 'east' | 'west';

// --- events -----------------------------------------------------------------------------------

export interface AttackSummary {
  attacker: string;
  target: string;
  weapon: string;
  mode: 'ranged' | 'melee';
  attacks: number;
  hitRv: number;
  hits: number;
  defenseRv: number;
  defended: number;
  wounds: number;
  removed: string[];
  /** Set when the owner of the target chooses which models take the wounds (a `casualties` event follows). */
  allocation?: 'owner';
}

export type D10Event = BaseEvent &
  (
    | { type: 'rollOff'; purpose: 'initiative' | 'firstPlayer'; winner: Side }
    | { type: 'orderChosen'; terrainFirst: Side; firstPlayer: Side; objectivesFirst: Side }
    | { type: 'deploymentAgreed'; firstToDeploy: Side; firstPlayer: Side }
    | { type: 'terrainPlaced'; side: Side; terrainId: string }
    | { type: 'terrainDone'; pieces: number }
    | { type: 'deployed'; unitId: string }
    | { type: 'reserveDeclared'; unitId: string }
    | { type: 'objectivePlaced'; side: Side; objectiveId: string }
    | { type: 'roundStarted'; round: number; firstPlayer: Side; commandPoints: [number, number] }
    | { type: 'reserveRoll'; unitId: string; arrives: boolean }
    | { type: 'activated'; unitId: string }
    | { type: 'rally'; unitId: string; rv: number; success: boolean }
    | { type: 'moved'; unitId: string; mode: 'move' | 'advance'; distance: number }
    | { type: 'arrived'; unitId: string; edge: Edge }
    | ({ type: 'attack' } & AttackSummary)
    | { type: 'morale'; unitId: string; rv: number; result: 'pass' | 'shaken' | 'fled' }
    | { type: 'charged'; unitId: string; target: string; distance: number }
    | { type: 'fightResult'; charger: string; defender: string; wounds: [number, number]; victor: string | null; loser: string | null }
    /** D10.MELEE.SEPARATE_1: `unitId` moved 1" clear of `from`; `noRoom` when neither unit had room to move (both stay). */
    | { type: 'separated'; unitId: string; from: string; noRoom?: true }
    | { type: 'routed'; unitId: string; removed: string[] }
    /** D10.WOUND.OWNER_APPLIES: the owner's allocation of waiting wounds: models removed, models given tokens. */
    | { type: 'casualties'; unitId: string; side: Side; wounds: number; removed: string[]; tokens: string[] }
    | { type: 'exhausted'; unitIds: string[] }
    | { type: 'destroyed'; unitId: string; fled: boolean; dp: number; scoredBy: Side }
    | { type: 'activationEnded'; unitId: string }
    | { type: 'commandPoint'; side: Side; unitId: string; use: 'reroll' | 'plusOne'; check: CheckKind }
    | { type: 'roundEnded'; round: number; controlled: [number, number]; points: [number, number] }
    | { type: 'gameLength'; continues: boolean }
    | { type: 'holdTheLine'; side: Side }
    | { type: 'slayTheCommander'; side: Side }
    | { type: 'missionPoints'; side: Side; points: number; label: string }
    | { type: 'gameOver'; totals: [number, number]; winner: Side | null; label: string }
  );

export type D10Result = ApplyResult<D10State, D10Event>;

export type { DieRoll };

/** Units still fighting: on the table with models left. */
export function onTable(unit: UnitState): boolean {
  return unit.status === 'table' && unit.models.length > 0;
}

export function isHQ(unit: UnitState): boolean {
  return unit.category === 'HQ';
}

export function other(side: Side): Side {
  return side === 0 ? 1 : 0;
}
