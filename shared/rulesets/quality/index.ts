/**
 * The Quality Wargame behind the common Ruleset interface.
 */
import { QUALITY_RULESET_ID } from './army-file';
import { qualityArmies } from './armies';
import { QUALITY_NOTES } from './rules-notes';
import { QUALITY_REFERENCE } from './rules-reference';
import { QUALITY_TABLE_RULES } from './table-rules';
import { qualityOdds } from './odds-rules';
import { qualityBoard, qualityFormationAt } from './board';
import { qualityGameSetup } from './game-setup';
import type { Ruleset } from '../../core/ruleset';
import { guardedInit, refused } from '../../core/apply';
import { refuse } from '../../core/refusal';
import { withoutDice } from '../../core/dice';
import { unitActors } from '../../core/board';
import { activeActor, candidatesFromLegal, tableTerms } from '../../core/opponent';
import { perObject } from '../../core/memo';
import { QUALITY_CHECK } from './attack';
import { playAgreedQualityDeployment } from './agreed';
import { applyQuality, qMoveAllowance } from './commands';
import { indexOf } from './geo';
import { qDescribe } from './describe';
import { qAvailableActions, qCasualtyChoice, qCasualtyCommand, qDecision, qLegalCommands, qLegalTargets, qTargets } from './legal';
import { qScore } from './scoring';
import { QualityUnit, QualityWeapon } from './schema';
import { initialQState } from './setup';
import type { QCommand, QEvent, QSetup, QState } from './state';

/** The state as the board shows it, worked out once per state (the screen and the opponent ask often). */
const board = perObject(qualityBoard);

export const quality: Ruleset<QSetup, QState, QCommand, QEvent> = {
  id: QUALITY_RULESET_ID,
  name: 'Quality Wargame',
  check: QUALITY_CHECK,
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
    candidates: candidatesFromLegal(qLegalCommands, (v) => activeActor(board(v), qDecision(v).players)),
    evaluate: (v, side) => tableTerms(board(v), qScore(v), side),
  },
  schemas: { unit: QualityUnit, weapon: QualityWeapon },
  specialRules: [{ id: 'heavy', name: 'Heavy', summary: 'Re-roll each failed Save once (QW.SAVE.HEAVY_REROLL).' }],
  army: qualityArmies,
  setup: qualityGameSetup,
  reference: QUALITY_REFERENCE,
  notes: QUALITY_NOTES,
  tableRules: QUALITY_TABLE_RULES,
  odds: qualityOdds,
  init(setup) {
    return guardedInit(() => {
      const state = initialQState(setup);
      if (typeof state === 'string') return refused(refuse('bad-setup', state));
      return setup.deployment ? playAgreedQualityDeployment(state, setup.deployment) : { ok: true, state, events: [] };
    });
  },
  apply: applyQuality,
  decision: qDecision,
  availableActions: qAvailableActions,
  legalTargets: qLegalTargets,
  legalCommands: qLegalCommands,
  casualties: qCasualtyChoice,
  casualtyCommand: qCasualtyCommand,
  table: indexOf,
  board,
  // QW.SEQ.NO_ROUNDS: the log counts turns, one per activation.
  logRound: (event, turn) => (event.type === 'activated' ? turn + 1 : turn),
  formationAt: qualityFormationAt,
  moveAllowance: qMoveAllowance,
  describe: qDescribe,
  score: qScore,
  isOver: (s) => s.phase === 'over',
};

export { applyQuality, qLegalTargets as legalTargets, qTargets };
export type { QCommand, QEvent, QSetup, QState };
