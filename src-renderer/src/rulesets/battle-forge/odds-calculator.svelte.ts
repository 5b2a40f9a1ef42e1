/**
 * Battle Forge's Odds panel state: one weapon's attack as the book describes it (models, copies and
 * Attacks make the hit dice, BF.HIT.DICE; a hit is a roll at or under the modified Accuracy or
 * Strength, BF.HIT.SUCCESS, BF.MELEE.HIT_ON_STR; the Save with cover, less AP, BF.SAVE.TARGET), and
 * its exact odds from the ruleset's `odds.ts`. Nothing here computes a rule.
 */
import { bfAttackDice, bfAttackOdds, bfSaveValue, type BfAttackSpec } from '../../../../shared/rulesets/battle-forge/odds';
import { formatPercent } from '../../../../shared/odds';
import { attempt, type OddsCalculator, type OddsResult } from '../../odds/panel';

export interface BfInputs {
  kind: 'shooting' | 'melee';
  /** Models attacking with the weapon. */
  models: number;
  /** Copies each model carries: Name(X) rolls X full attacks (BF.WPN.COPIES). */
  copies: number;
  /** The weapon's Attacks. */
  attacks: number;
  /** The modified Accuracy (shooting) or Strength (melee). */
  hit: number;
  /** The target's Save with cover and other modifiers, before AP. */
  save: number;
  ap: number;
  targetModels: number;
  woundsPerModel: number;
}

export const BF_DEFAULTS: BfInputs = {
  kind: 'shooting',
  models: 5,
  copies: 1,
  attacks: 1,
  hit: 5,
  save: 5,
  ap: 0,
  targetModels: 5,
  woundsPerModel: 1,
};

export function bfSpec(inputs: BfInputs): BfAttackSpec {
  return { attacks: bfAttackDice(inputs.models, inputs.attacks, inputs.copies), hit: inputs.hit, save: inputs.save, ap: inputs.ap };
}

function bfResult(inputs: BfInputs): OddsResult {
  return attempt(() => {
    const spec = bfSpec(inputs);
    const save = bfSaveValue(spec);
    const head = `${spec.attacks} ${spec.attacks === 1 ? 'die' : 'dice'}, hit at or under ${spec.hit}, saved at or under ${save}${spec.ap ? ` (Save ${spec.save} less AP ${spec.ap})` : ''}`;
    const odds = bfAttackOdds({ ...spec, target: { models: inputs.targetModels, woundsPerModel: inputs.woundsPerModel } });
    return {
      odds,
      // BF.SHOCK.ON_HIT: one hit, saved or not, puts Shock on the target; the figures beside it say the rest.
      summary: `${head}: ${odds.expected.hits.toFixed(2)} hits and ${odds.expected.wounds.toFixed(2)} unsaved on average; Shock on the target ${formatPercent(odds.shock)}.`,
    };
  });
}

export class BfOddsCalculator implements OddsCalculator {
  inputs = $state<BfInputs>({ ...BF_DEFAULTS });
  result = $derived<OddsResult>(bfResult(this.inputs));
  readonly woundsTitle = 'Unsaved hits';
  /** A break test forced by losses (BF.BREAK.CASUALTY_TRIGGER) is worth showing. */
  readonly morale = true;

  reset(): void {
    this.inputs = { ...BF_DEFAULTS };
  }
}
