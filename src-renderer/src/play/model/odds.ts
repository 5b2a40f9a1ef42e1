/**
 * The odds before rolling, for the attack the player is about to make, asked of the ruleset's own
 * odds (`Ruleset.odds.attackLine`): it reads the numbers that go in (dice, required values, tiers,
 * cover) from the engine, so the odds describe exactly the attack `apply` will roll.
 */
import { rulesetFor } from './rulesets';
import { viewOf } from './units';
import type { SessionData } from './session';

/**
 * One line such as "8 dice — 4+ to hit, 5+ to defend: 1.8 wounds expected, 3% to destroy", or null
 * when there is no such attack. `weapon` names the profile where units fire weapon by weapon;
 * `kind` says ranged or melee where a unit attacks as one.
 */
export function attackOddsLine(
  data: SessionData,
  attack: { unitId: string; targetId: string; weapon?: string; kind?: 'ranged' | 'melee' },
): string | null {
  return rulesetFor(data.ruleset).odds.attackLine(viewOf(data), attack);
}
