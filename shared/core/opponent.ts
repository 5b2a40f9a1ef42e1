/**
 * Pieces of the opponent's hooks (`Ruleset.opponent`) that rulesets of units on a table share:
 * which of a state's legal commands belong to one actor, and an evaluation of a view read from the
 * board and the score sheet — the book's score, the strength left on the table, the objectives held.
 */
import type { BoardView } from './board';
import type { BaseCommand, EvaluationTerm, ScoreSheet, Side } from './ruleset';

/**
 * The commands of `commands` an actor may issue: those naming it as their unit, and those naming no
 * unit when it is the active unit or no unit is active (a roll-off, an objective, the next round).
 */
export function actorCommands<C extends BaseCommand>(commands: readonly C[], actorId: string, activeId: string | null): C[] {
  return commands.filter((c) => {
    const owner = (c as { unitId?: unknown }).unitId;
    return typeof owner === 'string' ? owner === actorId : activeId === null || activeId === actorId;
  });
}

/** The best total among the other players: what `side` must beat. */
function bestOther(values: readonly number[], side: Side): number {
  let best = -Infinity;
  values.forEach((v, seat) => {
    if (seat !== side && v > best) best = v;
  });
  return best === -Infinity ? 0 : best;
}

/**
 * How the table looks for `side`, in named terms whose sum is the score: its lead on the book's
 * score, its strength left against the strongest rival's (each unit's points times the share of
 * its models still standing), and its lead in objectives held where the book scores them.
 */
export function tableTerms(board: BoardView, sheet: ScoreSheet, side: Side): EvaluationTerm[] {
  const strength = board.players.map(() => 0);
  for (const u of board.units) {
    if (u.status === 'destroyed' || u.initialModels <= 0) continue;
    strength[u.side] = (strength[u.side] ?? 0) + (u.points * u.models.length) / u.initialModels;
  }
  const terms: EvaluationTerm[] = [
    { term: 'score', label: 'lead on the score', value: (sheet.totals[side] ?? 0) - bestOther(sheet.totals, side) },
    { term: 'strength', label: 'points left on the table against the strongest rival', value: (strength[side] ?? 0) - bestOther(strength, side) },
  ];
  if (board.held) terms.push({ term: 'objectives', label: 'objectives held against the best rival', value: (board.held[side] ?? 0) - bestOther(board.held, side) });
  return terms;
}
