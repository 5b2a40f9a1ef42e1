/**
 * The rulesets the Play screen runs, from the core's registry, through the common interface.
 */
import type { AnyRuleset } from '../../../../shared/core/ruleset';
import { d10Wargame, quality } from '../../../../shared/rulesets/index';

export type PlayRulesetId = 'd10-wargame' | 'quality';

export const PLAY_RULESETS: readonly { id: PlayRulesetId; name: string }[] = [
  { id: 'd10-wargame', name: d10Wargame.name },
  { id: 'quality', name: quality.name },
];

export function rulesetFor(id: PlayRulesetId): AnyRuleset {
  return (id === 'd10-wargame' ? d10Wargame : quality) as unknown as AnyRuleset;
}

export function isPlayRuleset(id: string): id is PlayRulesetId {
  return id === 'd10-wargame' || id === 'quality';
}
