/**
 * What a game's state looks like on the table, as plain data for the Play screen's board and
 * panels: the table and its terrain, the deployment zones, the objectives, every unit with its
 * models and the markers its book names, and where the game stands (round, activations left, the
 * active unit's step). A ruleset reads its own state into this (`Ruleset.board`); it decides nothing.
 */
import type { BaseSpec } from '../geometry/base-spec';
import type { TerrainPiece } from '../geometry/table';
import type { Point } from '../geometry/units';
import type { Actor } from './ruleset';

export interface BoardModel {
  id: string;
  x: number;
  y: number;
  facing: number;
  /** Wound tokens on the model. */
  wounds: number;
}

export interface BoardUnit {
  id: string;
  /** The player (seat) the unit belongs to. */
  side: number;
  name: string;
  models: BoardModel[];
  initialModels: number;
  woundsPerModel: number;
  status: 'undeployed' | 'reserve' | 'table' | 'destroyed';
  base: BaseSpec;
  /** The states its book names, as the board labels them: "Shaken", "Fatigued", "Active (hold)". */
  markers: string[];
  points: number;
  /** The profile as the card prints it, e.g. "Ranged 4+ · Melee 4+ · Defense 4+ · Morale 7+". */
  profile: string;
  /** Each weapon as the card prints it, with the models still carrying it. */
  weapons: string[];
}

export interface BoardView {
  table: { width: number; height: number };
  /** Terrain as the board draws it: what kind of piece, and its outline. */
  terrain: { id: string; kind: string; points: Point[] }[];
  /** Terrain as the rules measure it (what blocks, what slows); the same list while it is unchanged. */
  pieces: readonly TerrainPiece[];
  /** Each player's deployment zone. */
  zones: { side: number; polygon: Point[] }[];
  objectives: { id: string; x: number; y: number }[];
  /** Objectives each player holds now, where the book scores them; null otherwise. */
  held: number[] | null;
  units: BoardUnit[];
  players: string[];
  /** What the book calls a round ("Round", "Turn") and the current one; null when the book has no rounds. */
  round: { word: string; number: number | null };
  /** Units each player still has to activate this round, where the book counts them; null otherwise. */
  activationsLeft: number[] | null;
  /** The active unit's steps and the one it is at, where the book has an activation sequence. */
  phase: { unitId: string; steps: string[]; current: number } | null;
}

/** The units a player decides for, as actors: those not destroyed, in the board's order. */
export function unitActors(board: BoardView, player: number): Actor[] {
  return board.units.filter((u) => u.side === player && u.status !== 'destroyed').map((u) => ({ id: u.id, kind: 'unit', player, label: u.name }));
}
