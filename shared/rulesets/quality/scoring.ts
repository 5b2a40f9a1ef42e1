/**
 * The result of a Quality game under the default Scenario (QW.SCENARIO.VICTORY, QW.AMBIG.DEFAULT_SCENARIO).
 */
import type { ScoreSheet } from '../../core/ruleset';
import type { QState } from './state';

/** QW.SCENARIO.VICTORY in the default Scenario: models removed, and the winner once the game ends. */
export function qScore(s: QState): ScoreSheet {
  const totals: [number, number] = [s.removed[0], s.removed[1]];
  const winner = s.phase === 'over' ? s.winner : totals[0] === totals[1] ? null : totals[0] > totals[1] ? 0 : 1;
  return {
    totals,
    lines: [{ label: 'Enemy models removed', values: totals }],
    result: { winner, label: winner === null ? 'Draw' : 'Victory', margin: Math.abs(totals[0] - totals[1]) },
  };
}
