/**
 * The rulesets the Play screen runs: every one in the core's registry, through the common interface.
 */
import type { AnyRuleset } from '../../../../shared/core/ruleset';
import { RULESETS, rulesetById } from '../../../../shared/rulesets/index';

/** The id of a ruleset the registry plays. */
export type PlayRulesetId = string;

export const PLAY_RULESETS: readonly { id: PlayRulesetId; name: string }[] = Object.values(RULESETS).map((r) => ({ id: r.id, name: r.name }));

/** The ruleset of a game the screen holds; its id was checked when the game was started or opened. */
export function rulesetFor(id: PlayRulesetId): AnyRuleset {
  const ruleset = rulesetById(id);
  if (!ruleset) throw new Error(`No ruleset is registered as "${id}".`);
  return ruleset;
}

export function isPlayRuleset(id: string): id is PlayRulesetId {
  return rulesetById(id) !== undefined;
}
