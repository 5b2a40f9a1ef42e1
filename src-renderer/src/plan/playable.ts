/**
 * Whether a plan can start a game at all, asked by both screens: the Table screen's "Play this
 * deployment" says it before sending the plan, and the Play screen's wizard before taking it. The
 * rules are asked later, by the engine that plays it.
 */
import { rulesetById } from '../../../shared/rulesets/index';
import type { Plan } from './plan';

/** Why a plan cannot start a game before any rule is asked (no armies yet, a ruleset Play lacks), or null. */
export function planProblemForPlay(plan: Plan): string | null {
  if (rulesetById(plan.ruleset) === undefined) return `The plan is for ${plan.ruleset}, which Tenfold cannot play yet.`;
  const missing = plan.armies.findIndex((army) => army === null);
  if (missing >= 0) return `The plan has no army for Player ${missing + 1} yet: choose one on the Table screen.`;
  if (plan.units.length === 0) return 'The plan has no units on the table yet: deploy them on the Table screen.';
  return null;
}
