/**
 * A deployment planned on the Table screen as a game: what the plan answers before the battle (the
 * table, its terrain, the deployment map, both armies, where every unit stands or that it waits in
 * reserve, who deployed first, the objectives) in the rules core's words (AgreedDeployment). Each
 * engine plays it with its own deployment rules and skips the steps it answers; a plan that breaks
 * a rule is refused there, with the reason. The plan's coordinates are the engines' (inches, player
 * 1's edge at y = 0), so positions pass through unchanged.
 */
import type { AgreedDeployment, Side } from '../../../../shared/core/ruleset';
import { DEPLOYMENT_LABELS } from '../../plan/mission';
import { sideOfKey, type Plan } from '../../plan/plan';

/** A plan's unit key (`side/uid`) back to the army list's uid. */
const uidOf = (key: string): string => key.slice(key.indexOf('/') + 1);

export function agreedDeployment(plan: Plan, objectivesFirst?: Side): AgreedDeployment {
  return {
    firstToDeploy: plan.firstToDeploy,
    units: plan.units.map((u) => ({ side: sideOfKey(u.key), uid: uidOf(u.key), models: u.models.map(({ x, y, facing }) => ({ x, y, facing })) })),
    reserves: plan.reserves.map((key) => ({ side: sideOfKey(key), uid: uidOf(key) })),
    objectives: plan.objectives.map(({ x, y }) => ({ x, y })),
    ...(objectivesFirst !== undefined ? { objectivesFirst } : {}),
  };
}

/** What the plan answers, in a line for the wizard. */
export function planSummary(plan: Plan): string {
  const pieces = plan.terrain.length;
  const parts = [
    `${plan.table.width}″ × ${plan.table.height}″`,
    `${pieces} terrain piece${pieces === 1 ? '' : 's'}`,
    DEPLOYMENT_LABELS[plan.deployment],
    `${plan.units.length} unit${plan.units.length === 1 ? '' : 's'} on the table`,
    ...(plan.reserves.length ? [`${plan.reserves.length} in reserve`] : []),
    `${plan.objectives.length} objective${plan.objectives.length === 1 ? '' : 's'}`,
  ];
  return parts.join(' · ');
}
