/**
 * How the built-in opponent weighs a Battle Forge position (`Ruleset.opponent.evaluate`). The
 * table's common terms (score, strength, objectives held, nearness to them) are read in points, so
 * a victory point is given a worth in points here: a game is won on VP (BF.VP.WINNER), and units
 * matter for the VP they take and deny. On top of them:
 * - the VP the objectives would bring if control were settled now (BF.OBJ.CONTROL_MOST_MODELS,
 *   BF.OBJ.STICKY, BF.OBJ.CONTESTED): this round's End Phase counts in full, each later scoring at
 *   a discount, since control can still change hands (BF.ROUND.END_VP, BF.VP.SCORING);
 * - Shock on the enemy against Shock on its own units (BF.SHOCK.*).
 */
import { tableTerms } from '../../core/opponent';
import type { EvaluationTerm } from '../../core/ruleset';
import { bfBoard } from './board';
import { ROUNDS_IN_GAME } from './round-state';
import { bfScore, controllerAfter, lineVp, objectiveCounts } from './scoring';
import type { BfState } from './state';

/** Points one victory point is worth to the opponent: about what a small unit costs. */
export const VP_WORTH = 8;

/** The share of a VP counted for a scoring after the next one: control held now may yet be lost. */
export const LATER_SCORING = 0.5;

/** Points one Shock is worth to the opponent: it costs a unit Accuracy, Strength, Movement and Initiative, and brings a break test nearer. */
export const SHOCK_WORTH = 3;

/** Shock on the enemy's units on the table against Shock on one's own (BF.SHOCK.*). */
export function shockTerm(v: BfState, side: number): EvaluationTerm {
  let value = 0;
  for (const r of v.round.units) {
    if (v.units[r.id]?.status !== 'table') continue;
    value += (r.owner === side ? -1 : 1 / Math.max(1, v.players.length - 1)) * r.shock * SHOCK_WORTH;
  }
  return { term: 'shock', label: 'Shock on the enemy against Shock on its own units', value };
}

/** How much each scoring still to come counts, the next one in full: the End Phases of the rounds left from `fromRound` on. */
function roundScorings(v: BfState, fromRound: number): number {
  const next = v.scoredRound < v.round.round ? v.round.round : v.round.round + 1;
  let weight = 0;
  for (let r = Math.max(next, fromRound); r <= ROUNDS_IN_GAME; r++) weight += r === Math.max(next, fromRound) ? 1 : LATER_SCORING;
  return weight;
}

/**
 * Each seat's VP still to come from the scenario's scoring lines if the table stayed as it is:
 * objectives held by whoever would control them were control settled now, this round's End Phase
 * in full and later ones at a discount; the end-of-game lines in full in the last round, at a
 * discount before it, except enemy units destroyed, which count in full.
 */
export function projectedVp(v: BfState): number[] {
  if (v.phase === 'over') return v.players.map(() => 0);
  const settled: BfState = { ...v, objectives: v.objectives.map((o) => ({ ...o, holder: controllerAfter(objectiveCounts(v, o), o.holder) })) };
  const lastRound = v.round.round >= ROUNDS_IN_GAME;
  return v.players.map((_, seat) => {
    let vp = 0;
    for (const line of v.scenario.scoring) {
      if (line.when === 'end-of-round') vp += lineVp(settled, { ...line, fromRound: 1 }, seat) * roundScorings(v, line.fromRound ?? 1);
      // A destroyed unit stays destroyed: its VP are as good as scored.
      else vp += lineVp(settled, line, seat) * (lastRound || line.count === 'enemy-destroyed' ? 1 : LATER_SCORING);
    }
    return vp;
  });
}

/** The VP the table as it stands would bring `side`, against the best rival's, in points. */
export function controlTerm(v: BfState, side: number): EvaluationTerm {
  const vp = projectedVp(v);
  const rival = Math.max(0, ...vp.filter((_, seat) => seat !== side));
  return { term: 'control', label: 'VP the objectives and scenario would bring as the table stands', value: ((vp[side] ?? 0) - rival) * VP_WORTH };
}

/** The opponent's terms for `side`: the table's, with the score read at a VP's worth in points, then control and Shock. */
export function bfEvaluate(v: BfState, side: number, board = bfBoard(v)): EvaluationTerm[] {
  const table = tableTerms(board, bfScore(v), side).map((t) => (t.term === 'score' ? { ...t, value: t.value * VP_WORTH } : t));
  return [...table, controlTerm(v, side), shockTerm(v, side)];
}
