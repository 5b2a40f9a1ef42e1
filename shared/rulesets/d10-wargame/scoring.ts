/**
 * Victory and scoring (Chapter 8): Destruction Points, objective points, Hold the Line, Slay the
 * Commander, mission points, the winner and the margin of victory.
 */
import type { ScoreSheet } from '../../core/ruleset';
import type { Side } from './state';
import type { D10State } from './state';

/**
 * D10.SCORE.DP_UNIT_COST, D10.SCORE.HQ_X1_5, D10.SCORE.ROUND_HALF_UP: a destroyed unit's list cost,
 * 1.5× for an HQ, rounded half up per unit (D10.AMBIG.ROUNDING).
 */
export function destructionPoints(points: number, hq: boolean): number {
  return hq ? Math.floor(points * 1.5 + 0.5) : points;
}

/** D10.SCORE.OBJ_50: points per controlled objective per round × objectives × rounds. */
export function objectivePoints(objectives: number, rounds: number, perObjective = 50): number {
  return perObjective * objectives * rounds;
}

export const HOLD_THE_LINE = 100;
export const SLAY_THE_COMMANDER = 100;

export type MarginLabel = 'Draw' | 'Minor Victory' | 'Victory' | 'Crushing Victory';

/** D10.SCORE.MARGIN_*: 1–200 Minor Victory, 201–500 Victory, 501+ Crushing; 0 is a draw (D10.AMBIG.MARGIN_ZERO). */
export function marginLabel(margin: number): MarginLabel {
  const m = Math.abs(margin);
  if (m === 0) return 'Draw';
  if (m <= 200) return 'Minor Victory';
  if (m <= 500) return 'Victory';
  return 'Crushing Victory';
}

/** D10.SCORE.WINNER / D10.SCORE.DRAW and the margin. */
export function result(totals: [number, number]): { winner: Side | null; label: MarginLabel; margin: number } {
  const margin = Math.abs(totals[0] - totals[1]);
  const winner: Side | null = totals[0] === totals[1] ? null : totals[0] > totals[1] ? 0 : 1;
  return { winner, label: marginLabel(margin), margin };
}

/** D10.SCORE.TOTAL: Destruction Points + objective points + bonuses, per player. */
export function scoreSheet(state: D10State): ScoreSheet {
  const dp: [number, number] = [0, 0];
  for (const d of state.score.destroyed) dp[d.side === 0 ? 1 : 0] += d.dp;
  const hold: [number, number] = [state.score.holdTheLine[0] ? HOLD_THE_LINE : 0, state.score.holdTheLine[1] ? HOLD_THE_LINE : 0];
  const slay: [number, number] = [state.score.slay[0] ? SLAY_THE_COMMANDER : 0, state.score.slay[1] ? SLAY_THE_COMMANDER : 0];
  const obj = state.score.objectivePoints;
  const mission = state.score.mission;
  const totals: [number, number] = [0, 1].map((i) => dp[i]! + obj[i]! + hold[i]! + slay[i]! + mission[i]!) as [number, number];
  const r = result(totals);
  return {
    totals,
    lines: [
      { label: 'Destruction Points', values: dp },
      { label: 'Objective points', values: [obj[0], obj[1]] },
      { label: 'Hold the Line', values: hold },
      { label: 'Slay the Commander', values: slay },
      { label: 'Mission goals', values: [mission[0], mission[1]] },
    ],
    result: { winner: r.winner, label: r.label, margin: r.margin },
  };
}
