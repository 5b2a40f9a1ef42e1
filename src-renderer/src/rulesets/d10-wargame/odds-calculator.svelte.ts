/**
 * The D10 Wargame's Odds panel state: the attack the player describes, and its exact odds from the
 * ruleset's odds. Nothing here computes a rule; it gathers inputs and asks the core.
 */
import { attackOdds, summarizeD10Attack, type CommandPointUse, type D10AttackSpec } from '../../../../shared/rulesets/d10-wargame/odds';
import { attempt, type OddsCalculator, type OddsResult } from '../../odds/panel';

export interface D10Inputs {
  kind: 'shooting' | 'melee';
  models: number;
  weaponAttacks: number;
  attacksTier: number;
  skill: number;
  skillTier: number;
  ap: number;
  apTier: number;
  defense: number;
  defenseTier: number;
  exhausted: boolean;
  commandPoint: CommandPointUse;
  defenderCommandPoint: CommandPointUse;
  targetModels: number;
  woundsPerModel: number;
  initialModels: number;
}

export const D10_DEFAULTS: D10Inputs = {
  kind: 'shooting',
  models: 5,
  weaponAttacks: 1,
  attacksTier: 0,
  skill: 4,
  skillTier: 0,
  ap: 0,
  apTier: 0,
  defense: 4,
  defenseTier: 0,
  exhausted: false,
  commandPoint: 'none',
  defenderCommandPoint: 'none',
  targetModels: 5,
  woundsPerModel: 1,
  initialModels: 10,
};

export function d10Spec(inputs: D10Inputs): D10AttackSpec {
  return {
    attacks: inputs.models * (inputs.weaponAttacks + inputs.attacksTier),
    kind: inputs.kind,
    skill: inputs.skill,
    skillTier: inputs.skillTier,
    ap: inputs.ap,
    apTier: inputs.apTier,
    defense: inputs.defense,
    defenseTier: inputs.defenseTier,
    exhausted: inputs.kind === 'melee' && inputs.exhausted,
    commandPoint: inputs.commandPoint,
    defenderCommandPoint: inputs.defenderCommandPoint,
  };
}

function d10Result(inputs: D10Inputs): OddsResult {
  return attempt(() => {
    const spec = d10Spec(inputs);
    const odds = attackOdds({
      ...spec,
      target: {
        models: inputs.targetModels,
        woundsPerModel: inputs.woundsPerModel,
        initialModels: Math.max(inputs.initialModels, inputs.targetModels),
      },
    });
    return { odds, summary: summarizeD10Attack(spec, odds) };
  });
}

export class D10OddsCalculator implements OddsCalculator {
  inputs = $state<D10Inputs>({ ...D10_DEFAULTS });
  result = $derived<OddsResult>(d10Result(this.inputs));
  readonly woundsTitle = 'Wounds';
  readonly morale = true;

  reset(): void {
    this.inputs = { ...D10_DEFAULTS };
  }
}
