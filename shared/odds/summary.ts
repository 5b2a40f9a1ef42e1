/**
 * One line of plain words for the Odds and Play screens, e.g.
 * "4+ to hit, 6+ to defend: 2.4 wounds expected, 31% to destroy".
 */

export interface OddsSummaryInput {
  /** The natural face needed to hit; 1 or less always hits, above 10 never does. */
  hitOn: number;
  /** The natural face needed to defend (or save); 1 or less always does, above 10 never. */
  defendOn: number;
  expectedWounds: number;
  destroy?: number;
  moraleCheck?: number;
}

const SURE = 1e-12;

/** A chance as a whole percentage, never rounding a possible event to 0% or a doubtful one to 100%. */
export function formatPercent(chance: number): string {
  if (chance <= SURE) return '0%';
  if (chance >= 1 - SURE) return '100%';
  if (chance < 0.005) return '<1%';
  if (chance > 0.995) return '>99%';
  return `${Math.round(chance * 100)}%`;
}

/**
 * Wounds expected, with as many decimals as the chances beside it: below one wound it is shown to
 * a hundredth, so "0.05 wounds expected, 5% to destroy" agree where "0.0 … 5%" contradicted itself.
 */
export function formatExpected(wounds: number): string {
  if (wounds <= SURE) return '0';
  if (wounds < 0.005) return '<0.01';
  return wounds < 0.995 ? wounds.toFixed(2) : wounds.toFixed(1);
}

function faceLabel(face: number, verb: string): string {
  if (face <= 1) return `always ${verb}s`;
  if (face > 10) return `cannot ${verb}`;
  return `${face}+ to ${verb}`;
}

export function formatOddsSummary(input: OddsSummaryInput): string {
  const parts = [`${formatExpected(input.expectedWounds)} wounds expected`];
  if (input.destroy !== undefined) parts.push(`${formatPercent(input.destroy)} to destroy`);
  if (input.moraleCheck !== undefined && input.moraleCheck > 0) {
    parts.push(`${formatPercent(input.moraleCheck)} to force a morale check`);
  }
  return `${faceLabel(input.hitOn, 'hit')}, ${faceLabel(input.defendOn, 'defend')}: ${parts.join(', ')}`;
}
