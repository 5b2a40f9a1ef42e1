/**
 * The units and the table as the panels and the board show them, from the ruleset's own reading of
 * its state (`Ruleset.board`): names, models left, wound tokens and the markers the books name,
 * terrain, zones, objectives and where the game stands. This reads the state; it decides nothing.
 */
import type { BoardUnit, BoardView } from '../../../../shared/core/board';
import type { TerrainPiece } from '../../../../shared/geometry/index';
import { seatedPlayer } from './handover';
import { rulesetFor } from './rulesets';
import type { SessionData } from './session';

export type { BoardModel as ModelView } from '../../../../shared/core/board';
/** A unit as the Play screen shows it: `side` is its player's seat, counted from 0 (Player 1). */
export type UnitView = BoardUnit;

// The panels and the board ask several times per change; the state is never changed in place, so
// its view is worked out once per seat (and the ruleset keeps the board of each view).
const views = new WeakMap<object, Map<number, object>>();

/**
 * The game as the person at the laptop may see it (`Ruleset.view`): the panels and the board read
 * this, never the state, so the dice generator and other players' secrets stay out of the screen.
 */
export function viewOf(data: SessionData): object {
  const state = data.game.state as object;
  const ruleset = rulesetFor(data.ruleset);
  const seat = seatedPlayer(ruleset, state, data.seats, data.atLaptop);
  let bySeat = views.get(state);
  if (!bySeat) views.set(state, (bySeat = new Map()));
  let view = bySeat.get(seat);
  if (!view) bySeat.set(seat, (view = ruleset.view(state, seat) as object));
  return view;
}

export function boardOf(data: SessionData): BoardView {
  return rulesetFor(data.ruleset).board(viewOf(data));
}

export function unitViews(data: SessionData): UnitView[] {
  return boardOf(data).units;
}

export function tableSize(data: SessionData): { width: number; height: number } {
  return boardOf(data).table;
}

export function terrainOf(data: SessionData): { id: string; kind: string; points: { x: number; y: number }[] }[] {
  return boardOf(data).terrain;
}

/** The terrain as the rules core measures it (what blocks, what slows), the same list while it is unchanged. */
export function geoTerrainOf(data: SessionData): readonly TerrainPiece[] {
  return boardOf(data).pieces;
}

export function objectivesOf(data: SessionData): { id: string; x: number; y: number }[] {
  return boardOf(data).objectives;
}

/** The players' names in seat order, one for every seat of the game (at least two). */
export function playerNames(data: SessionData): string[] {
  const players = boardOf(data).players;
  return Array.from({ length: Math.max(2, players.length, data.armies.length) }, (_, seat) => players[seat] ?? `Player ${seat + 1}`);
}
