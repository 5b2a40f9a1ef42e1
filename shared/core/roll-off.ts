/**
 * A roll-off, as every ruleset here makes one (D10.SETUP.FIRST_PLAYER_TIE, D10.AMBIG.PREGAME_ORDER,
 * QW.AMBIG.INITIATIVE_TIE): each player rolls one die, the highest roll wins, and the players tied
 * for highest roll again until one is higher. Raw faces only (D10.AMBIG.CRIT_SCOPE).
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
  /** The winner; the first player rolling when the dice ran out (the command is then refused) or after MAX_PAIRS ties. */
  winner: Side;
  faces: number[];
}

/** Each of `players` (two or more, in seat order) rolls; the seats tied for highest roll again. */
export function rollOff(dice: Roller, sides: number, purpose: string, players: readonly string[]): RollOffResult {
  const faces: number[] = [];
  let rolling: Side[] = players.map((_, seat) => seat);
  let note = `${players[0]} rolls first, then ${players.slice(1).join(', then ')}`;
  for (let pair = 0; pair < MAX_PAIRS; pair++) {
    const rolled = rolling.map((seat, i) => ({ seat, face: i === 0 ? dice.roll(sides, purpose, undefined, note) : dice.roll(sides, purpose) }));
    faces.push(...rolled.map((r) => r.face));
    if (dice.exhausted) break;
    const high = Math.max(...rolled.map((r) => r.face));
    const top = rolled.filter((r) => r.face === high);
    if (top.length === 1) return { winner: top[0]!.seat, faces };
    rolling = top.map((r) => r.seat);
    note = `Tie ${top.map((r) => r.face).join('–')}: roll again`;
  }
  return { winner: rolling[0] ?? 0, faces };
}
