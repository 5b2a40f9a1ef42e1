/**
 * The Quality Wargame's Odds panel state: the attack the player describes (the book's situations,
 * not numbers), and its exact odds from the ruleset's odds.
 */
import { qualityAttackOdds, summarizeQualityAttack, type QualityAttackSpec } from '../../../../shared/rulesets/quality/odds';
import { attempt, type OddsCalculator, type OddsResult } from '../../odds/panel';

export interface QualityInputs {
  models: number;
  attacksPerModel: number;
  quality: number;
  defenderQuality: number;
  cover: 'none' | 'soft' | 'hard';
  held: boolean;
  attackerFatigued: boolean;
  defenderFatigued: boolean;
  defenderInMultiCombat: boolean;
  heavy: boolean;
  targetModels: number;
}

export const QUALITY_DEFAULTS: QualityInputs = {
  models: 5,
  attacksPerModel: 1,
  quality: 4,
  defenderQuality: 4,
  cover: 'none',
  held: false,
  attackerFatigued: false,
  defenderFatigued: false,
  defenderInMultiCombat: false,
  heavy: false,
  targetModels: 5,
};

export function qualitySpec(inputs: QualityInputs): QualityAttackSpec {
  const { models, attacksPerModel, targetModels: _target, ...rest } = inputs;
  return { ...rest, attacks: models * attacksPerModel };
}

function qualityResult(inputs: QualityInputs): OddsResult {
  return attempt(() => {
    const spec = qualitySpec(inputs);
    const odds = qualityAttackOdds({ ...spec, target: { models: inputs.targetModels } });
    return { odds, summary: summarizeQualityAttack(spec, odds) };
  });
}

export class QualityOddsCalculator implements OddsCalculator {
  inputs = $state<QualityInputs>({ ...QUALITY_DEFAULTS });
  result = $derived<OddsResult>(qualityResult(this.inputs));
  readonly woundsTitle = 'Failed saves';
  readonly morale = false;

  reset(): void {
    this.inputs = { ...QUALITY_DEFAULTS };
  }
}
