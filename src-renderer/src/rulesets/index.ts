/**
 * The renderer's registry of rulesets: each one's screen pieces, by id. This is the only renderer
 * file that lists the rulesets; the screens ask it for the ruleset an army or a game names.
 */
import { battleForgeUi } from './battle-forge/index';
import { d10WargameUi } from './d10-wargame/index';
import { qualityUi } from './quality/index';
import type { AnyRulesetUi } from './types';

export const RULESET_UIS: Readonly<Record<string, AnyRulesetUi>> = {
  [d10WargameUi.id]: d10WargameUi,
  [qualityUi.id]: qualityUi,
  [battleForgeUi.id]: battleForgeUi,
};

/** A ruleset's screen pieces, or undefined for one this renderer has none for. */
export function rulesetUi(id: string): AnyRulesetUi | undefined {
  return RULESET_UIS[id];
}

/** The ids of the rulesets whose deployments the Table screen plans. */
export function tableRulesets(): string[] {
  return Object.values(RULESET_UIS)
    .filter((ui) => ui.table !== undefined)
    .map((ui) => ui.id);
}
