/**
 * The one interface every ruleset implements. It is shaped by all five books in ../shared/rulebooks:
 *
 * - the D10 Wargame and the Quality Wargame (implemented now): alternating single-unit activations;
 * - Battle Forge: a secret, simultaneous shock bid before each round and reactions made by the player
 *   who is *not* active — so a decision may belong to both players at once, or to the other player
 *   in the middle of an activation (`decision`);
 * - 3D10 Skirmish: each model spends activation dice on actions, and checks are against ratings —
 *   so an action is any command the state allows (`availableActions`), not a fixed phase list;
 * - A Hundred Wars: d100 against factors — so the check semantics and die size are data (`check`).
 *
 * A game changes only through `apply(state, command)`, a pure function that returns the new state and
 * the events (with their dice), or a rejection a player can read. All randomness comes from the dice
 * state inside the game state, or from faces the player typed (`command.dice`).
 */
import type { ArmyRules } from './army';
import type { BoardView } from './board';
import type { CheckRule, DieRoll } from './dice';
import type { ReferenceSection, RulesNote } from './rules-text';
import type { SetupRules } from './setup';
import type { MoveRules } from '../geometry/move';
import type { TableRules } from '../geometry/table-rules';
import type { OddsRules } from '../odds/flags';
import type { TableIndex } from '../geometry/table';

/**
 * A player's seat at the table, counted from 0 (Player 1). A game seats two to eight players
 * (`Ruleset.players`); a two-player ruleset narrows this to its own `0 | 1`.
 */
export type Side = number;

/** How many players a ruleset seats: 3D10 Skirmish plays two to eight, the D10 Wargame exactly two. */
export interface PlayerCount {
  min: number;
  max: number;
}

/**
 * Who may decide something: a unit (the D10 Wargame, Quality), one model spending its activation
 * dice (3D10 Skirmish), a group (A Hundred Wars, Battle Forge's group activations) or a card in a
 * player's hand. Its id is what `availableActions` is asked about.
 */
export interface Actor {
  id: string;
  kind: 'unit' | 'model' | 'group' | 'card';
  /** The player it belongs to. */
  player: Side;
  label: string;
}

/**
 * What a player still chooses to complete an action, as data the generic Play screen turns into a
 * form: a target unit, a point or path on the table, one of a list (a weapon, a card), a number in
 * a range (a bid, dice to spend). The chosen values go into the command under `name`.
 */
export type ActionParam =
  | { name: string; kind: 'unit'; label: string; options: string[] }
  | { name: string; kind: 'point' | 'path'; label: string }
  | { name: string; kind: 'choice' | 'card'; label: string; options: { value: string; label: string }[] }
  | { name: string; kind: 'number'; label: string; min: number; max: number };

/** One named part of how good a position looks to a side, for a computer opponent that explains itself. */
export interface EvaluationTerm {
  /** Stable id of the term, e.g. 'score', 'cards-in-hand'. */
  term: string;
  /** The term in a few words for the log, e.g. "lead on points". */
  label: string;
  value: number;
}

/**
 * What a ruleset offers a computer opponent. It sees views only (`Ruleset.view`), never the state:
 * the dice generator and other players' hidden information are not in them.
 */
export interface OpponentHooks<State, Command extends BaseCommand> {
  /**
   * Commands worth considering for an actor of the deciding player in this view: every discrete
   * choice, and moves and placements sampled toward what matters (cover, objectives, targets), not
   * uniformly. Every one must be accepted by `apply` on the state the view was taken from.
   */
  candidates(view: State, actorId: string): Command[];
  /** How good the view looks for `side`, as named terms; their sum is the score. */
  evaluate(view: State, side: Side): EvaluationTerm[];
}

/**
 * A ruleset's own data in a file (its setup, options and commands), versioned by the ruleset:
 * a file written under an older version is brought up to date one step at a time, as the file
 * envelope's migrations do for the envelope.
 */
export interface SaveData {
  /** The version this Tenfold writes. Files without one are version 1. */
  version: number;
  /**
   * Steps by the version they start from: `steps[1]` turns version-1 data into version 2. A step
   * returns the data or a sentence saying why it cannot.
   */
  steps: Readonly<Record<number, (data: RulesetData) => RulesetData | string>>;
}

/** What a ruleset keeps in a file: the engine's setup (without the seed) and the commands. */
export interface RulesetData {
  setup: Record<string, unknown>;
  commands: BaseCommand[];
}

/** Every command names its type; `dice` carries faces rolled at the table (physical-dice mode). */
export interface BaseCommand {
  type: string;
  /** Faces a player rolled at the table, used in the order the engine asks for dice. */
  dice?: number[];
  /**
   * Who issues it, where the state alone cannot tell: a secret bid both players make at once, or a
   * reaction by the player who is not active (Battle Forge). Rulesets that always know (the D10
   * Wargame, Quality) ignore it.
   */
  player?: Side;
}

/**
 * A deployment the players agreed before the game, as the Table screen plans one: who deployed
 * first, where every model of each unit stands (or that the unit waits in reserve) and the objective
 * markers placed. A ruleset's setup may carry one; the ruleset plays it with its own deployment
 * rules (the same checks as its deploy commands) and refuses, with the reason, a plan that breaks
 * them. Positions are inches, facings radians, as in every command.
 */
export interface AgreedDeployment {
  /** The player who deployed the first unit. */
  firstToDeploy: Side;
  /** Each unit on the table, by its side and its uid in the army list. */
  units: { side: Side; uid: string; models: { x: number; y: number; facing?: number }[] }[];
  /** Units held back in reserve, where the ruleset has reserves. */
  reserves: { side: Side; uid: string }[];
  /** Objective markers placed, where the ruleset has objectives. */
  objectives: { x: number; y: number }[];
  /** Who places the first of any objectives the plan still lacks (the players' choice). */
  objectivesFirst?: Side;
}

/** Every event names its type and carries the dice it rolled, if any. */
export interface BaseEvent {
  type: string;
  dice?: DieRoll[];
}

/**
 * Why a command was refused: a sentence for the player and, where the rules can say, what the
 * refusal is about (the model that would break the rule, the unit out of range) as ids the screen
 * can point at, and a short code for the kind of refusal.
 */
export interface Refusal {
  /** The sentence for the player. */
  reason: string;
  /** What kind of refusal, stable for code and tests: 'not-your-turn', 'out-of-cohesion', … (kebab-case). */
  code: string;
  /** The rule id that refuses it, where one rule does. */
  rule?: string;
  subjects?: string[];
}

export type ApplyResult<S, E> = { ok: true; state: S; events: E[] } | ({ ok: false } & Refusal);

/**
 * Who must decide what now. Several players when they decide at once (Battle Forge's secret bid);
 * the player who is not active when a resolution waits for them (the owner choosing casualties).
 */
export interface Decision {
  players: Side[];
  /** What sort of decision: 'deploy', 'activate', 'act', 'nextRound', 'bid', 'react', 'casualties', 'over', … */
  kind: string;
  /** A sentence for the Play screen, e.g. "Player 2: choose a unit to activate". */
  prompt: string;
}

/** One thing a unit may do now, for the Play screen's menus. */
export interface ActionOption {
  /** The command type this option issues. */
  command: string;
  label: string;
  /** What the player still chooses to complete it, where the command is more than its type. */
  params?: ActionParam[];
  /** The word on the button that issues it once its parameters are chosen, e.g. "Spend"; its label when absent. */
  confirm?: string;
  /** For options that need a target: the unit ids that are legal now. */
  targets?: string[];
  /** Extra detail for the menu, e.g. the allowance in inches or the weapon profiles. */
  detail?: string;
  /** How far the unit may go with this option, in inches (a move, advance, run or charge), for the ring on the board. */
  allowance?: number;
  /**
   * The command this option issues, without what the player still chooses (positions, a target):
   * the screen completes it. Absent where the command is only its type.
   */
  template?: BaseCommand;
}

/**
 * An enemy unit on the table that is not offered as a target, and why: the answer to "why can't I
 * shoot that?", as data a screen lists and a test reads.
 */
export interface RefusedTarget {
  unitId: string;
  /** What kind of reason, stable for code and tests: 'out-of-range', 'no-line-of-sight', 'advanced', … */
  code: string;
  /** The reason in a few words, for a player, e.g. 'out of range by 3.2"' or 'no line of sight — blocking terrain in the way'. */
  message: string;
  /** The rule id that refuses it, where one rule does. */
  rule?: string;
}

/**
 * The units a unit may attack now, for the Play screen's target lists. Shooting is listed per ranged
 * weapon where the ruleset picks targets per weapon (the D10 Wargame); a ruleset whose units shoot as
 * one (Quality) gives one entry. `charge` and `melee` are there for rulesets that have them. Each
 * list comes with the enemy units on the table it leaves out, and why (`refused`, `chargeRefused`,
 * `meleeRefused`).
 */
export interface LegalTargets {
  shooting: { weapon: string; targets: string[]; refused?: RefusedTarget[] }[];
  charge?: string[];
  melee?: string[];
  chargeRefused?: RefusedTarget[];
  meleeRefused?: RefusedTarget[];
}

/**
 * A casualty choice waiting for the owner of a wounded unit (D10.WOUND.OWNER_APPLIES, QW.SAVE.FAIL_REMOVE),
 * as the Play screen shows it. The ruleset turns the player's answer into its own command.
 */
export interface CasualtyChoice {
  unitId: string;
  /** The owner, who chooses. */
  player: Side;
  /**
   * 'wounds': give exactly `count` wounds, a model taking up to its wounds left; 'remove': pick the
   * models to remove — exactly `count`, or with `count` null as many as the rules need (cohesion).
   */
  kind: 'wounds' | 'remove';
  count: number | null;
  /** What is asked, in a sentence, e.g. "3 wounds from Veteran Squad's Lasgun". */
  reason: string;
  models: { id: string; label: string; wounds: number; woundsLeft: number; weapons: string[] }[];
  /** The suggestion, model id → wounds (1 for a model removed): keeps cohesion when any choice can. */
  suggested: Record<string, number>;
}

/** A move the rules open to a unit: how far its models may go, and the rules that shape the way. */
export interface MoveAllowance {
  unitId: string;
  /** Inches each model may travel along its path. */
  allowance: number;
  rules: MoveRules;
}

/** A ruleset's final or running score. */
export interface ScoreSheet {
  /** One total per player, in seat order. */
  totals: number[];
  /** Named lines per player, e.g. { label: 'Destruction Points', values: [190, 223] }. */
  lines: { label: string; values: number[] }[];
  /** The result once the game is over (or as it stands): winner and how the book names the result. */
  result: { winner: Side | null; label: string; margin: number };
}

export interface SpecialRuleInfo {
  id: string;
  name: string;
  summary: string;
}

/** Army building as a ruleset offers it; the army engineer's modules fill this in. */
export interface ArmyBuilding<Army, Unit> {
  /** Problems with an army, each a readable sentence; empty when legal. */
  validate(army: Army): string[];
  /** The units the engine plays with, resolved from an army (stats, weapons and points worked out). */
  resolve(army: Army): Unit[];
}

export interface Ruleset<Setup, State, Command extends BaseCommand, Event extends BaseEvent> {
  readonly id: string;
  readonly name: string;
  /** The die and how a check is judged (at least / at most, natural faces). */
  readonly check: CheckRule;
  /** How many players a game seats. */
  readonly players: PlayerCount;
  /**
   * Whether players hold information the others may not see (secret bids, a hand of cards). In
   * hot-seat play the screen is covered whenever such a game passes to another player.
   */
  readonly hiddenInformation: boolean;
  /** Its own data in files, versioned and migrated step by step. */
  readonly saveData: SaveData;
  /** Zod schemas (or any validator with `safeParse`) for unit stat blocks and weapons. */
  readonly schemas: { unit: { safeParse(x: unknown): { success: boolean } }; weapon?: { safeParse(x: unknown): { success: boolean } } };
  readonly specialRules: readonly SpecialRuleInfo[];
  /** Its army files, their legality, its built-in factions and sample lists, the roster text. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly army: ArmyRules<any, any>;
  /** The Rules screen's quick reference of the book, in Tenfold's words, citing rule ids. */
  readonly reference: readonly ReferenceSection[];
  /** Where the book is unclear, the reading Tenfold plays by, one per *.AMBIG.* rule. */
  readonly notes: readonly RulesNote[];
  /** What its rules ask of the table's geometry: sight, targets, cover, movement. */
  readonly tableRules: TableRules;
  /** What the Odds screen, `tenfold odds` and the Play screen's line before a roll ask of its odds. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly odds: OddsRules<State, any, any>;
  /** How a new game's choices become its engine's setup. */
  readonly setup: SetupRules;
  /** Start a game from its setup (armies, table, options, seed). Rejects a setup that breaks the rules. */
  init(setup: Setup): ApplyResult<State, Event>;
  /**
   * What `viewer` may know of the state: other players' hidden information left out and the dice
   * generator's state never in it. The Play screen's panels and a computer opponent read views.
   * A view is a state of the same shape, on which `decision`, `actors`, `availableActions`,
   * `board` and `score` answer; it cannot roll dice.
   */
  view(state: State, viewer: Side): State;
  /** Who may decide now for `player`: units, models, groups or cards. */
  actors(state: State, player: Side): Actor[];
  /** What a computer opponent asks of the ruleset. */
  readonly opponent?: OpponentHooks<State, Command>;
  /** Apply one command. Pure: the same state and command always give the same answer. */
  apply(state: State, command: Command): ApplyResult<State, Event>;
  /** Who must act now, and on what. */
  decision(state: State): Decision;
  /** What the actor (a unit, model, group or card) may do now (only what is legal), for the Play screen. */
  availableActions(state: State, actorId: string): ActionOption[];
  /** The units this unit may attack now (in range and sight, reachable), for the Play screen. */
  legalTargets(state: State, unitId: string): LegalTargets;
  /**
   * A list of legal commands in this state: every discrete choice, with moves and placements sampled.
   * The AI and the property tests draw from it; every command in it must be accepted by `apply`.
   */
  legalCommands(state: State): Command[];
  /** The casualty choice the game waits for, if any (rulesets whose owners choose casualties). */
  casualties?(state: State): CasualtyChoice | null;
  /** The command that makes this casualty choice: model id → wounds (1 for a model removed). */
  casualtyCommand?(state: State, chosen: Readonly<Record<string, number>>): Command;
  /**
   * The table as the shared geometry sees it in this state (terrain, and the units on the table), so
   * the board can route a dragged unit round what stands in its way and draw where it may reach.
   */
  table?(state: State): TableIndex;
  /**
   * What a move command of this kind (given without positions: its type and mode) lets the active
   * unit do now — how far, under which movement rules — or null when no such move is open.
   */
  moveAllowance?(state: State, command: Command): MoveAllowance | null;
  /** The state as the Play screen's board and panels show it. */
  board(state: State): BoardView;
  /**
   * A unit's models in a block around a point, facing the enemy, for placing it (deployment, arrival):
   * a starting point the player adjusts; `apply` judges the result.
   */
  formationAt(state: State, unitId: string, at: { x: number; y: number }): { id: string; x: number; y: number; facing?: number }[];
  /**
   * The round (or turn, as the book counts them) a game's log is in after this event, from the one
   * it was in before: the log groups events by it, and the battle report by the same count.
   */
  logRound(event: Event, round: number): number;
  /** One readable sentence for an event. */
  describe(event: Event, state?: State): string;
  score(state: State): ScoreSheet;
  isOver(state: State): boolean;
}

/** A ruleset with its types erased, for the registry and the generic game record. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, BaseCommand, BaseEvent>;
