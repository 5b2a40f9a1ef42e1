/**
 * A roll-off, as every ruleset here makes one (D10.SETUP.FIRST_PLAYER_TIE, D10.AMBIG.PREGAME_ORDER,
 * QW.AMBIG.INITIATIVE_TIE): each player rolls one die, the higher roll wins, and a tie is rolled
 * again — both dice — until one is higher. Raw faces only (D10.AMBIG.CRIT_SCOPE).
 *
 * Each pair's first die carries a note (who rolls first, or "Tie 5–5: roll again"), so real-dice mode
 * asks the player for one pair at a time and says why a second pair is wanted
 * (shared/core/dice-asked.ts); the engine takes exactly the dice a tied sequence needs.
 */
import type { Roller } from './dice';
import type { Side } from './ruleset';

/** Ties in a row after which a roll-off gives up; far beyond any real table, it only bounds a loop. */
const MAX_PAIRS = 1000;

export interface RollOffResult {
  /** The winner; player 1 when the dice ran out (the command is then refused) or after MAX_PAIRS ties. */
  winner: Side;
  faces: number[];
}

export function rollOff(dice: Roller, sides: number, purpose: string, players: readonly [string, string]): RollOffResult {
  const faces: number[] = [];
  let note = `${players[0]} rolls first, then ${players[1]}`;
  for (let pair = 0; pair < MAX_PAIRS; pair++) {
    const a = dice.roll(sides, purpose, undefined, note);
    const b = dice.roll(sides, purpose);
    faces.push(a, b);
    if (dice.exhausted) break;
    if (a !== b) return { winner: a > b ? 0 : 1, faces };
    note = `Tie ${a}–${b}: roll again`;
  }
  return { winner: 0, faces };
}
