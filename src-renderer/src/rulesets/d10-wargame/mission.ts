/**
 * The D10 Wargame's choices of a new game, in the wizard's words: the book's Mission Table is not
 * printed, so the players choose the deployment map and the scoring (D10.AMBIG.MISSION_TABLE).
 */
import type { DeploymentKind, ScoringVariant } from '../../../../shared/rulesets/d10-wargame/state';

export const DEPLOYMENTS: readonly { id: DeploymentKind; label: string }[] = [
  { id: 'standard', label: 'Standard — 12″ from your own edge' },
  { id: 'diagonal', label: 'Diagonal — opposite corners' },
  { id: 'dawn', label: 'Dawn of War — 6″ from your own edge' },
];

export const SCORING: readonly { id: ScoringVariant; label: string }[] = [
  { id: 'standard', label: 'Standard — destruction and objectives' },
  { id: 'pure-destruction', label: 'Pure Destruction — no objectives' },
  { id: 'objective-focus', label: 'Objective Focus — 100 per objective' },
];
