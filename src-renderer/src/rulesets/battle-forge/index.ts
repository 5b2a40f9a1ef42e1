/**
 * Battle Forge's pieces of the renderer: its army editor view and cards (Force Organisation slots,
 * strategy and advantage points), its homebrew faction editor, the new-game wizard's scenario, and
 * the Odds screen's panel. The Table screen does not plan its deployments yet.
 */
import { BF_RULESET_ID } from '../../../../shared/rulesets/battle-forge/army';
import type { ResolvedBfUnit } from '../../../../shared/rulesets/battle-forge/armies';
import type { Faction } from '../../../../shared/rulesets/battle-forge/schema';
import { oddsPanel } from '../../odds/panel';
import { homebrewSession, type RulesetUi } from '../types';
import { bfCards } from './bf-cards';
import { bfFactionFrom, checkBfFaction, templateBfFaction } from './bf-homebrew';
import { BfHomebrewEditor } from './bf-homebrew.svelte';
import { bfView } from './bf-kit';
import { chooseBf, toggleBfOption, type BfArmy } from './bf-list';
import BfHomebrewView from './BfHomebrewView.svelte';
import BfOddsForm from './BfOddsForm.svelte';
import { BfOddsCalculator } from './odds-calculator.svelte';
import PlanNote from './PlanNote.svelte';
import ScenarioOptions from './ScenarioOptions.svelte';

export const battleForgeUi: RulesetUi<BfArmy, Faction, ResolvedBfUnit> = {
  id: BF_RULESET_ID,
  army: {
    view: bfView,
    cards: bfCards,
    toggleOption: toggleBfOption,
    choose: chooseBf,
    homebrew: {
      choice: { name: 'My own faction (homebrew)', summary: 'Write your own datasheets: models with Mov, Acc, Str, Sav, Init and Co, weapons with range bands, options and rules, checked like the module’s factions.' },
      noun: 'faction',
      template: templateBfFaction,
      from: bfFactionFrom,
      check: checkBfFaction,
      edit: ({ start, onsave, drafts, key }) => homebrewSession(new BfHomebrewEditor(start, onsave, drafts, key), BfHomebrewView),
    },
  },
  newGame: { pointsLabel: 'Points', options: ScenarioOptions, planNote: PlanNote },
  odds: oddsPanel(() => new BfOddsCalculator(), BfOddsForm),
};
