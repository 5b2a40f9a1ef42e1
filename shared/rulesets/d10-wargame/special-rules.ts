/**
 * The ten universal special rules of Chapter 7 (D10.SR.UNIVERSAL), in Tenfold's own words, and the
 * arithmetic every source of a rule shares: tiers of the same effect add up and stop at 3
 * (D10.SR.STACK_CAP_3, D10.SR.ADDITIVE, D10.AMBIG.STACKING).
 */
import type { RuleEffect, RuleRef, SpecialRule } from './schema';

/** D10.SR.STACK_CAP_3: no rule ever works above tier 3. */
export const MAX_TIER = 3;

function universal(id: RuleEffect, name: string, summary: string, tiers: [string, string, string]): SpecialRule {
  return { id, name, summary, tiers, effect: id, universal: true };
}

// Every beneficial rule lowers a required value or raises a number (D10.AMBIG.MODIFIER_DIRECTION).
export const UNIVERSAL_RULES: readonly SpecialRule[] = [
  universal('defense', 'Defense', 'Armour, cover drills or sheer toughness: the unit saves wounds more easily.', [
    'Defense rolls need 1 less',
    'Defense rolls need 2 less',
    'Defense rolls need 3 less',
  ]),
  universal('ranged', 'Ranged', 'Trained marksmen: the unit hits more easily when shooting.', [
    'Ranged to-hit rolls need 1 less',
    'Ranged to-hit rolls need 2 less',
    'Ranged to-hit rolls need 3 less',
  ]),
  universal(
    'melee',
    'Melee',
    'Close-quarters fighters: the unit hits more easily in the Fight (a combat exhausted unit still hits only on a natural 10).',
    ['Melee to-hit rolls need 1 less', 'Melee to-hit rolls need 2 less', 'Melee to-hit rolls need 3 less'],
  ),
  universal('speed', 'Speed', 'The unit covers ground quickly: both its Move and its Advance go further.', [
    'Move and Advance 2" further',
    'Move and Advance 4" further',
    'Move and Advance 6" further',
  ]),
  universal('charge', 'Charge', 'The unit launches its charges from further away.', [
    'Charge range 2" longer',
    'Charge range 4" longer',
    'Charge range 6" longer',
  ]),
  universal('morale', 'Morale', "The unit keeps its nerve: its own Morale Checks and Rallies pass more easily.", [
    'Morale rolls need 1 less',
    'Morale rolls need 2 less',
    'Morale rolls need 3 less',
  ]),
  universal(
    'leadership',
    'Leadership',
    'A steadying presence: other friendly units within 6" pass their Morale Checks and Rallies more easily.',
    ['Nearby Morale rolls need 1 less', 'Nearby Morale rolls need 2 less', 'Nearby Morale rolls need 3 less'],
  ),
  universal('ap', 'AP', 'Hits punch through armour: the weapon\'s AP goes up.', ['AP +1', 'AP +2', 'AP +3']),
  universal('attacks', 'Attacks', 'The weapon strikes or fires more often.', ['Attacks +1', 'Attacks +2', 'Attacks +3']),
  universal('range', 'Range', 'The weapon reaches further: 6" more per tier.', ['Range +6"', 'Range +12"', 'Range +18"']),
];

export const UNIVERSAL_RULE_IDS: ReadonlySet<string> = new Set(UNIVERSAL_RULES.map((r) => r.id));

/** Effects that change a weapon's numbers rather than the unit's (D10.SR.AP, D10.SR.ATTACKS, D10.SR.RANGE). */
export const WEAPON_EFFECTS: ReadonlySet<RuleEffect> = new Set<RuleEffect>(['ap', 'attacks', 'range']);

/** Cap a summed tier at 3 (D10.SR.STACK_CAP_3). */
export function capTier(total: number): number {
  return Math.max(0, Math.min(MAX_TIER, total));
}

/**
 * Add the tiers of every rule with the given effect, from all sources, and cap at 3
 * (D10.AMBIG.STACKING). `lookup` finds a rule by id; unknown ids count for nothing.
 */
export function stackedTier(
  effect: RuleEffect,
  refs: readonly RuleRef[],
  lookup: (id: string) => SpecialRule | undefined,
): number {
  let total = 0;
  for (const ref of refs) if (lookup(ref.rule)?.effect === effect) total += ref.tier;
  return capTier(total);
}

/** D10.SR.TIER_VALUES: what a rule at a tier does to its number (inches for Speed, Charge, Range). */
export function tierValue(effect: RuleEffect, tier: number): number {
  switch (effect) {
    case 'speed':
    case 'charge':
      return 2 * tier; // D10.SR.SPEED, D10.SR.CHARGE: +2" per tier
    case 'range':
      return 6 * tier; // D10.SR.RANGE: +6" per tier
    case 'none':
      return 0;
    default:
      return tier; // Defense, Ranged, Melee, Morale, Leadership, AP, Attacks: the tier itself
  }
}

/** Human notation for a rule on a card: "Defense (2)". */
export function ruleLabel(ref: RuleRef, lookup: (id: string) => SpecialRule | undefined): string {
  return `${lookup(ref.rule)?.name ?? ref.rule} (${ref.tier})`;
}
