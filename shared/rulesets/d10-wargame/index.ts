/**
 * The D10 Wargame behind the common Ruleset interface. What the Play screen calls:
 *
 * - `init(setup)` → a new game in the Pre-Game Sequence (roll-off, order, terrain, deployment, objectives),
 *   or past the steps an agreed deployment answers (agreed.ts);
 * - `apply(state, command)` → `{ ok, state, events }` or `{ ok: false, reason }` (commands in state.ts);
 * - `decision(state)` → whose turn it is and what kind of choice (for prompts and the AI);
 * - `availableActions(state, unitId)` → the unit's menu now; `legalTargets(state, unitId)` → shooting
 *   targets per weapon profile (range and sight) and charge targets (reachable in a straight line);
 * - `describe(event, state)` → one sentence for the log; `scoreSheet(state)` → totals, lines, result;
 * - `formation(unit, x, y)` → a block of positions, a starting point for deploying or moving.
 */
import { D10_CHECK, withoutDice } from '../../core/dice';
import { unitActors } from '../../core/board';
import { activeActor, candidatesFromLegal, tableTerms } from '../../core/opponent';
import { perObject } from '../../core/memo';
import type { Ruleset } from '../../core/ruleset';
import { guardedInit, refused, type Refused } from '../../core/apply';
import { refuse } from '../../core/refusal';
import { playAgreedDeployment } from './agreed';
import { D10_RULESET_ID } from './army-file';
import { d10Armies } from './armies';
import { D10_NOTES } from './rules-notes';
import { D10_REFERENCE } from './rules-reference';
import { D10_TABLE_RULES } from './table-rules';
import { d10Odds } from './odds-rules';
import { d10Board } from './board';
import { d10GameSetup } from './game-setup';
import { apply } from './commands';
import { describe } from './describe';
import { availableActions, decision, formation as formationOf, legalCommands, legalTargets } from './legal';
import { casualtyChoice, casualtyCommand } from './pending';
import { UnitProfile, Weapon } from './schema';
import { indexOf } from './geo';
import { moveAllowance } from './movement';
import { scoreSheet } from './scoring';
import { initialState } from './setup';
import { UNIVERSAL_RULES } from './special-rules';
import type { D10Command, D10Event, D10Setup, D10State } from './state';

export function init(setup: D10Setup): { ok: true; state: D10State; events: D10Event[] } | Refused {
  return guardedInit(() => {
    const state = initialState(setup);
    if (typeof state === 'string') return refused(refuse('bad-setup', state));
    return setup.deployment ? playAgreedDeployment(state, setup.deployment) : { ok: true, state, events: [] };
  });
}

/** The state as the board shows it, worked out once per state (the screen and the opponent ask often). */
const board = perObject(d10Board);

export const d10Wargame: Ruleset<D10Setup, D10State, D10Command, D10Event> = {
  id: D10_RULESET_ID,
  name: 'D10 Wargame',
  check: D10_CHECK,
  // A two-player game with nothing hidden but the dice; its data has kept one version in files (rules
  // revisions live in its options, shared/core/rules-revision.ts).
  players: { min: 2, max: 2 },
  hiddenInformation: false,
  saveData: { version: 1, steps: {} },
  view: (s) => withoutDice(s),
  actors: (s, player) => unitActors(board(s), player),
  // The engine's own sampled commands (moves toward enemies and objectives, every target), per
  // actor; the view judged by the score, the strength left and the objectives held.
  opponent: {
    candidates: candidatesFromLegal(legalCommands, (v) => activeActor(board(v), decision(v).players)),
    evaluate: (v, side) => tableTerms(board(v), scoreSheet(v), side),
  },
  schemas: { unit: UnitProfile, weapon: Weapon },
  specialRules: UNIVERSAL_RULES.map((r) => ({ id: r.id, name: r.name, summary: r.summary })),
  army: d10Armies,
  setup: d10GameSetup,
  reference: D10_REFERENCE,
  notes: D10_NOTES,
  tableRules: D10_TABLE_RULES,
  odds: d10Odds,
  init,
  apply,
  decision,
  availableActions,
  legalTargets,
  legalCommands,
  casualties: casualtyChoice,
  casualtyCommand,
  table: indexOf,
  board,
  // D10.ROUND.*: the engine numbers its rounds in its own events.
  logRound: (event, round) => (event.type === 'roundStarted' ? event.round : round),
  formationAt: (s, unitId, at) => {
    const u = s.units[unitId];
    return u ? formationOf(u, at.x, at.y).map((p) => ({ id: p.id ?? '', x: p.x, y: p.y, ...(p.facing !== undefined ? { facing: p.facing } : {}) })) : [];
  },
  moveAllowance,
  describe,
  score: scoreSheet,
  isOver: (s) => s.phase === 'over',
};

export { apply, availableActions, decision, describe, legalCommands, legalTargets, scoreSheet };
export { formation } from './legal';
export { gameUnitId } from './setup';
export { DEFAULT_OPTIONS } from './state';
export type { D10Command, D10Event, D10Setup, D10State };
