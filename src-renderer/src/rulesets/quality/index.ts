/**
 * The Quality Wargame's pieces of the renderer: its army editor view and cards and its homebrew
 * army book editor. The Table screen does not plan its deployments yet.
 */
import { QUALITY_RULESET_ID, type QualityArmyFile } from '../../../../shared/rulesets/quality/army-file';
import type { QualityArmyBook } from '../../../../shared/rulesets/quality/schema';
import type { QualityGameUnit } from '../../../../shared/rulesets/quality/state';
import { homebrewSession, type RulesetUi } from '../types';
import { bookFrom, checkQualityBook, templateBook } from './quality-homebrew';
import { QualityHomebrewEditor } from './quality-homebrew.svelte';
import QualityHomebrewView from './QualityHomebrewView.svelte';
import { qualityCards, qualityView } from './quality-kit';
import QualityOddsForm from './QualityOddsForm.svelte';
import { QualityOddsCalculator } from './odds-calculator.svelte';
import { oddsPanel } from '../../odds/panel';
import MissionOptions from './MissionOptions.svelte';
import PlanNote from './PlanNote.svelte';

export const qualityUi: RulesetUi<QualityArmyFile, QualityArmyBook, QualityGameUnit> = {
  id: QUALITY_RULESET_ID,
  army: {
    view: qualityView,
    cards: qualityCards,
    homebrew: {
      choice: { name: 'My own army (homebrew)', summary: 'Stat your own miniatures: Quality, Move, weapons and cost, checked like the built-in armies.' },
      noun: 'army',
      template: templateBook,
      from: bookFrom,
      check: checkQualityBook,
      edit: ({ start, onsave, drafts, key }) => homebrewSession(new QualityHomebrewEditor(start, onsave, drafts, key), QualityHomebrewView),
    },
  },
  newGame: { pointsLabel: 'Battle points', options: MissionOptions, planNote: PlanNote },
  odds: oddsPanel(() => new QualityOddsCalculator(), QualityOddsForm),
};
