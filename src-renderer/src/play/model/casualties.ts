/**
 * The owner's casualty choice as the Play screen shows it (D10.WOUND.OWNER_APPLIES, D10.AMBIG.COHESION,
 * QW.SAVE.FAIL_REMOVE): what the ruleset asks, the command for the player's answer, and a running
 * count. Whether the answer is legal is the engine's to say (a dry run of that command).
 */
import type { BaseCommand, CasualtyChoice } from '../../../../shared/core/ruleset';
import { rulesetFor } from './rulesets';
import { viewOf } from './units';
import type { SessionData } from './session';

export function casualtyChoiceOf(data: SessionData): CasualtyChoice | null {
  return rulesetFor(data.ruleset).casualties?.(viewOf(data)) ?? null;
}

export function casualtyCommandOf(data: SessionData, chosen: Readonly<Record<string, number>>): BaseCommand | null {
  return rulesetFor(data.ruleset).casualtyCommand?.(data.game.state, chosen) ?? null;
}

/** "2 of 3 wounds given: Model 4, Model 5 ×2", "1 of 2 models chosen: Model 3", "2 models to remove: …". */
export function tally(choice: CasualtyChoice, chosen: Readonly<Record<string, number>>): string {
  const picked = choice.models.filter((m) => (chosen[m.id] ?? 0) > 0);
  const given = picked.reduce((n, m) => n + Math.min(m.woundsLeft, chosen[m.id] ?? 0), 0);
  const names = picked.length ? `: ${picked.map((m) => ((chosen[m.id] ?? 0) > 1 ? `${m.label} ×${chosen[m.id]}` : m.label)).join(', ')}` : '';
  if (choice.kind === 'wounds') return `${given} of ${choice.count} wound${choice.count === 1 ? '' : 's'} given${names}`;
  if (choice.count === null) return `${given} model${given === 1 ? '' : 's'} to remove${names}`;
  return `${given} of ${choice.count} model${choice.count === 1 ? '' : 's'} chosen${names}`;
}

/** What a model's row says about it: its wounds and its weapons. */
export function modelLine(m: CasualtyChoice['models'][number], woundsPerModel: number): string {
  const wounds = woundsPerModel > 1 ? `${m.woundsLeft} of ${woundsPerModel} wounds left` : '';
  return [wounds, m.weapons.join(', ')].filter(Boolean).join(' · ');
}
