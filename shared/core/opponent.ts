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

/**
 * The `candidates` hook of a ruleset whose engine lists its legal commands (`legalCommands`): each
 * actor's share of them. The list is worked out once per view, however many actors ask.
 */
export function candidatesFromLegal<S extends object, C extends BaseCommand>(legal: (view: S) => C[], activeOf: (view: S) => string | null): (view: S, actorId: string) => C[] {
  const listed = new WeakMap<S, { commands: C[]; active: string | null }>();
  return (view, actorId) => {
    let known = listed.get(view);
    if (!known) listed.set(view, (known = { commands: legal(view), active: activeOf(view) }));
    return actorCommands(known.commands, actorId, known.active);
  };
}

/**
 * The actor the unit-less commands of a view belong to: the board's active unit while its owner is
 * deciding; while another player decides (an owner choosing casualties, a reaction) nobody's, so
 * each of that player's actors is offered them.
 */
export function activeActor(board: BoardView, deciding: readonly Side[]): string | null {
  const active = board.phase?.unitId;
  const unit = active === undefined ? undefined : board.units.find((u) => u.id === active);
  return unit && deciding.includes(unit.side) ? unit.id : null;
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
  if (board.objectives.length > 0) terms.push({ term: 'objective-reach', label: 'nearer the objectives than the enemy', value: objectiveReach(board, side) });
  return terms;
}

/** Inches over which being nearer an objective than the enemy counts in full. */
const REACH = 12;

/**
 * For each objective, how much nearer `side`'s nearest unit on the table stands than the nearest
 * enemy's, in twelfths of a foot capped at ±1: moving toward the objectives, and keeping the enemy
 * off them, counts before they are held.
 */
function objectiveReach(board: BoardView, side: Side): number {
  const nearest = (x: number, y: number, mine: boolean): number => {
    let best = Infinity;
    for (const u of board.units) {
      if (u.status !== 'table' || (u.side === side) !== mine) continue;
      for (const m of u.models) best = Math.min(best, Math.hypot(m.x - x, m.y - y));
    }
    return best;
  };
  let total = 0;
  for (const o of board.objectives) {
    const own = nearest(o.x, o.y, true);
    const enemy = nearest(o.x, o.y, false);
    if (own === Infinity && enemy === Infinity) continue;
    const lead = own === Infinity ? -REACH : enemy === Infinity ? REACH : enemy - own;
    total += Math.max(-1, Math.min(1, lead / REACH));
  }
  return total;
}
