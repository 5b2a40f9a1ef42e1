/**
 * The state of a Quality Wargame game: plain, serialisable data, inches on the table, player 1's long
 * edge at y = 0. There are no rounds (QW.SEQ.NO_ROUNDS): a turn is one activation (QW.AMBIG.TURNS).
 */
import type { DiceState } from '../../core/dice';
import type { AgreedDeployment, ApplyResult, BaseCommand, BaseEvent } from '../../core/ruleset';
import type { Point } from '../../geometry/units';

/** The two players of this two-player game: 0 is Player 1, 1 is Player 2. */
export type Side = 0 | 1;

export type { Point };

/** Terrain: blocking (e.g. buildings) blocks sight and movement; soft and hard give cover (QW.COVER.*). */
export interface QTerrain {
  id: string;
  kind: 'blocking' | 'soft' | 'hard';
  points: Point[];
}

/**
 * QW.AMBIG.DEFAULT_SCENARIO: Tenfold's default Scenario — 48"×36", deployment within 12" of opposite long
 * edges, victory to the side with models left, or after an activation limit (12 each) to the side that
 * removed more models. Every value can be edited.
 */
export interface Scenario {
  name: string;
  width: number;
  height: number;
  deploymentDepth: number;
  /** Activations per player before the game ends. */
  activationLimit: number;
  /** Battle points the Scenario is designed for (QW.SCENARIO.BATTLE_POINTS). */
  battlePoints: number;
  terrain: QTerrain[];
}

export const DEFAULT_SCENARIO: Scenario = {
  name: 'Meeting Engagement (Tenfold default)',
  width: 48,
  height: 36,
  deploymentDepth: 12,
  activationLimit: 12,
  battlePoints: 500,
  terrain: [],
};

/** A unit as the game plays it (from validated unit data, QW.AMBIG.MISSING_PROFILES). */
export interface QualityGameUnit {
  uid: string;
  name: string;
  quality: number;
  move: number;
  heavy: boolean;
  models: number;
  weapons: { id: string; name: string; range?: number; attacks: number }[];
  /** Base diameter in mm (round bases). */
  baseMm: number;
  points: number;
}

export interface QOptions {
  /** QW.AMBIG.RUN_COMBAT option: the literal reading, melee allowed after a Run. */
  meleeAfterRun: boolean;
  /**
   * The rules revision the game was started under (shared/core/rules-revision.ts); absent for the
   * current one. 1: a game saved before the defender chose casualties, replayed as it was played.
   */
  rulesRevision?: number;
}

/** The defender's choice a resolution waits for (QW.SAVE.FAIL_REMOVE with QW.AMBIG.CASUALTIES). */
export interface QCasualtyWait {
  unitId: string;
  /** Models to remove: one per failed save. */
  count: number;
  attacker: string;
}

/** A combat paused for a casualty choice, and where it picks up (QW.COMBAT.*). */
export interface QCombatResume {
  kind: 'combat';
  attacker: string;
  target: string;
  held: boolean;
  exchange: number;
  /**
   * Where the exchange stands: 'start'; the attacker strikes `main` ('attacker'); the defending
   * units are found ('defending'); each strikes back in turn from `at` ('defenders'); the 'result'.
   */
  step: 'start' | 'attacker' | 'defending' | 'defenders' | 'result';
  /** The unit the attacker strikes this exchange. */
  main: string;
  defenders: string[];
  at: number;
  /** Models each defending unit had, and the attacker had, when the exchange began. */
  defBefore: Record<string, number>;
  atkBefore: number;
}

export type QResume = { kind: 'ranged'; attacker: string; target: string } | QCombatResume;

export interface QPending {
  kind: 'casualties';
  wait: QCasualtyWait;
  resume: QResume;
}

export interface QSetup {
  armies: [QualityGameUnit[], QualityGameUnit[]];
  players?: [string, string];
  scenario?: Partial<Scenario>;
  options?: Partial<QOptions>;
  /** A deployment agreed before the game: every unit deployed before the initiative roll-off (agreed.ts). */
  deployment?: AgreedDeployment;
  seed: number | string;
}

export interface QModel {
  id: string;
  x: number;
  y: number;
}

export interface QUnit {
  id: string;
  side: Side;
  name: string;
  quality: number;
  move: number;
  heavy: boolean;
  weapons: QualityGameUnit['weapons'];
  radius: number;
  initialModels: number;
  models: QModel[];
  status: 'undeployed' | 'table' | 'destroyed';
  fatigued: boolean;
  points: number;
}

export type QAction = 'hold' | 'advance' | 'run';

export interface QActivation {
  unitId: string;
  action: QAction;
  moved: boolean;
  attacked: boolean;
  /** QW.COMBAT.SEIZE_GROUND: the winner of a combat that wiped out the other side may still move 3". */
  mayseize: boolean;
}

export interface QState {
  ruleset: 'quality';
  players: [string, string];
  scenario: Scenario;
  options: QOptions;
  units: Record<string, QUnit>;
  order: string[];
  phase: 'deployment' | 'initiative' | 'battle' | 'over';
  turn: Side;
  /** QW.AMBIG.FATIGUE: each player's previous activation. */
  lastActivated: [string | null, string | null];
  activations: [number, number];
  active: QActivation | null;
  /** Enemy models each side has removed (for the default Scenario's victory). */
  removed: [number, number];
  winner: Side | null;
  /** A resolution waiting for the defender's casualty choice, or null. */
  pending: QPending | null;
  dice: DiceState;
}

export type QCommand = BaseCommand &
  (
    | { type: 'deploy'; unitId: string; models: { id?: string; x: number; y: number }[] }
    | { type: 'rollOff' }
    | { type: 'activate'; unitId: string; action: QAction }
    | { type: 'move'; models: { id?: string; x: number; y: number }[]; paths?: Record<string, Point[]> }
    | { type: 'attack'; target: string; kind: 'ranged' | 'melee' }
    | { type: 'seizeGround'; models: { id?: string; x: number; y: number }[]; paths?: Record<string, Point[]> }
    | { type: 'endActivation' }
    /** QW.SAVE.FAIL_REMOVE: the models the defender removes, one per failed save. */
    | { type: 'removeModels'; models: string[] }
  );

export interface QAttackSummary {
  attacker: string;
  target: string;
  kind: 'ranged' | 'melee';
  /** Models that attacked (in range) and dice rolled. */
  models: number;
  /** Dice rolled to hit. */
  rolled: number;
  hitModifier: number;
  hits: number;
  saveModifier: number;
  saves: number;
  removed: string[];
  cover: 'none' | 'soft' | 'hard';
  /** Set when the defender chooses the models to remove (a `casualties` event follows). */
  allocation?: 'owner';
}

export type QEvent = BaseEvent &
  (
    | { type: 'deployed'; unitId: string }
    | { type: 'deploymentAgreed'; firstToDeploy: Side }
    | { type: 'initiative'; winner: Side }
    | { type: 'activated'; unitId: string; action: QAction; fatigued: boolean }
    | { type: 'fatigueCleared'; unitId: string }
    | { type: 'moved'; unitId: string; distance: number }
    | ({ type: 'attack' } & QAttackSummary)
    | { type: 'retaliationMove'; unitId: string }
    | { type: 'combatResult'; attackerSide: Side; losses: [number, number]; winner: Side | null; repeat: boolean }
    | { type: 'retreat'; unitId: string; slain: string[] }
    | { type: 'seizedGround'; unitId: string }
    | { type: 'destroyed'; unitId: string }
    | { type: 'casualties'; unitId: string; side: Side; removed: string[] }
    | { type: 'activationEnded'; unitId: string }
    | { type: 'gameOver'; winner: Side | null; removed: [number, number]; reason: string }
  );

export type QResult = ApplyResult<QState, QEvent>;
