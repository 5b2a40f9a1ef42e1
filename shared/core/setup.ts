/**
 * Starting a game, as the contract offers it: the new-game wizard gathers generic choices (the
 * points, both armies' units as the ruleset's army rules work them out, the players, the seed, the
 * ruleset's own options, the terrain and any planned deployment) and each ruleset builds its
 * engine's setup from them (`Ruleset.setup`), refusing in a sentence what its rules do not allow.
 */
import type { CoverLevel } from '../geometry/table';
import type { Point } from '../geometry/units';
import type { AgreedDeployment } from './ruleset';

/** A terrain piece as the rules read it: what it does, the cover it gives, and its outline (inches). */
export interface RulePiece {
  id: string;
  /** 'blocking': blocks sight and movement; 'area': slows and gives cover; 'obstacle': a low linear piece; 'open': no effect. */
  rules: 'blocking' | 'area' | 'obstacle' | 'open';
  cover: CoverLevel;
  points: Point[];
  /** What the piece looks like, in the Table catalog's words ('building', 'ruins', 'forest'…), for rules that treat some looks apart (an enclosed building). */
  look?: string;
}

/** A deployment planned on the Table screen, as a new game takes it over. */
export interface PlannedGame {
  /** The deployment map the plan was drawn on. */
  map: 'standard' | 'diagonal' | 'dawn-of-war';
  table: { width: number; height: number };
  /** The plan holds units in reserve (so the players agreed to reserves). */
  holdsReserves: boolean;
  deployment: AgreedDeployment;
}

export interface SetupChoices {
  points: number;
  /** The players' names in seat order: as many as the ruleset seats (`Ruleset.players`), two or more. */
  players: readonly string[];
  seed: string;
  /** Each player's units in seat order, as the ruleset's army rules work them out (`ArmyRules.resolve`). */
  armies: readonly unknown[][];
  /** The ruleset's own options, by the ids the wizard uses (deployment, scoring, rounds, …). */
  options: Readonly<Record<string, unknown>>;
  /** Terrain placed by the players during the pre-game sequence, or the pieces of a layout. */
  terrain: { kind: 'placed' } | { kind: 'pieces'; pieces: readonly RulePiece[] };
  plan?: PlannedGame;
}

export interface SetupRules {
  /** Whether the players may place the terrain themselves during the pre-game sequence. */
  readonly playersPlaceTerrain: boolean;
  /** The table a game is played on before any terrain: from the points and options, or the plan's; or why not. */
  table(points: number, options: Readonly<Record<string, unknown>>, plan?: PlannedGame): { width: number; height: number } | { reason: string };
  /** What the table size follows, for a refusal: "the points (D10.SETUP.TABLE_UP_TO_1000, …)". */
  readonly tableRule: string;
  /** The engine's setup, or why the rules refuse these choices. */
  build(choices: SetupChoices): { ok: true; setup: unknown } | { ok: false; reason: string };
}

/**
 * The two seats of a one-on-one ruleset's game: their names and armies as pairs, or why the choices
 * seat a different number of players.
 */
export function twoSeats<Unit>(c: SetupChoices, book: string): { ok: true; players: [string, string]; armies: [Unit[], Unit[]] } | { ok: false; reason: string } {
  if (c.players.length !== 2 || c.armies.length !== 2) return { ok: false, reason: `${book} is played by two players; this game seats ${c.players.length}.` };
  return { ok: true, players: [c.players[0]!, c.players[1]!], armies: [c.armies[0] as Unit[], c.armies[1] as Unit[]] };
}
