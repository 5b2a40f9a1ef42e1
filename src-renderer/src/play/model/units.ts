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
/** A unit as the two-seat Play screen shows it: its player is the first or the second. */
export type UnitView = BoardUnit & { side: 0 | 1 };

// The panels and the board ask several times per change; the state is never changed in place, so
// its view is worked out once (and the ruleset keeps the board of each view).
const views = new WeakMap<object, object>();

/**
 * The game as the player at the laptop may see it (`Ruleset.view`): the panels and the board read
 * this, never the state, so the dice generator and other players' secrets stay out of the screen.
 */
export function viewOf(data: SessionData): object {
  const state = data.game.state as object;
  let view = views.get(state);
  if (!view) {
    const ruleset = rulesetFor(data.ruleset);
    views.set(state, (view = ruleset.view(state, seatedPlayer(ruleset, state)) as object));
  }
  return view;
}

export function boardOf(data: SessionData): BoardView {
  return rulesetFor(data.ruleset).board(viewOf(data));
}

export function unitViews(data: SessionData): UnitView[] {
  // The Play screen seats two players; every ruleset it runs gives sides 0 and 1.
  return boardOf(data).units as UnitView[];
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

export function playerNames(data: SessionData): [string, string] {
  const players = boardOf(data).players;
  return [players[0] ?? 'Player 1', players[1] ?? 'Player 2'];
}
