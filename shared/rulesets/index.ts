/**
 * Every ruleset the app can play, by id. Battle Forge, 3D10 Skirmish and A Hundred Wars will join
 * here behind the same interface.
 */
import type { AnyRuleset } from '../core/ruleset';
import { d10Wargame } from './d10-wargame/index';
import { quality } from './quality/index';

export const RULESETS: Readonly<Record<string, AnyRuleset>> = {
  [d10Wargame.id]: d10Wargame as unknown as AnyRuleset,
  [quality.id]: quality as unknown as AnyRuleset,
};

export function rulesetById(id: string): AnyRuleset | undefined {
  return RULESETS[id];
}

export { d10Wargame, quality };
