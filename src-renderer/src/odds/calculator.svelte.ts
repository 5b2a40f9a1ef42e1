/**
 * The Odds screen's state: the attack the player describes, and its exact odds from the rules
 * core. Nothing here computes a rule; it gathers inputs and asks shared/odds.
 */
import {
  attackOdds,
  qualityAttackOdds,
  summarizeD10Attack,
  summarizeQualityAttack,
  type AttackOdds,
  type CommandPointUse,
  type D10AttackSpec,
  type QualityAttackSpec,
} from '../../../shared/odds';

export type OddsRuleset = 'd10-wargame' | 'quality';

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

export type OddsResult = { ok: true; odds: AttackOdds; summary: string } | { ok: false; message: string };

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

export class OddsCalculator {
  ruleset = $state<OddsRuleset>('d10-wargame');
  d10 = $state<D10Inputs>({ ...D10_DEFAULTS });
  quality = $state<QualityInputs>({ ...QUALITY_DEFAULTS });
  result = $derived<OddsResult>(this.ruleset === 'd10-wargame' ? d10Result(this.d10) : qualityResult(this.quality));

  reset(): void {
    this.d10 = { ...D10_DEFAULTS };
    this.quality = { ...QUALITY_DEFAULTS };
  }
}

/** The core refuses a spec that makes no sense with a RangeError naming the field; show it. */
function attempt(compute: () => { odds: AttackOdds; summary: string }): OddsResult {
  try {
    return { ok: true, ...compute() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

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
