/**
 * The D10 Wargame's pieces of the renderer: its army editor view and cards, its homebrew faction
 * editor, its unit upgrades, and the Table screen's roster.
 */
import { D10_RULESET_ID, type D10ArmyFile } from '../../../../shared/rulesets/d10-wargame/army-file';
import type { ResolvedUnit } from '../../../../shared/rulesets/d10-wargame/resolved';
import type { Faction } from '../../../../shared/rulesets/d10-wargame/schema';
import { homebrewSession, type RulesetUi } from '../types';
import { d10Cards, d10View } from './d10-kit';
import { toggleOption } from './edits';
import { checkHomebrew, homebrewFrom, templateFaction } from './homebrew';
import { HomebrewEditor } from './homebrew.svelte';
import HomebrewView from './HomebrewView.svelte';
import { d10Table } from './table';
import D10OddsForm from './D10OddsForm.svelte';
import { D10OddsCalculator } from './odds-calculator.svelte';
import { oddsPanel } from '../../odds/panel';
import MissionOptions from './MissionOptions.svelte';
import PlanNote from './PlanNote.svelte';

export const d10WargameUi: RulesetUi<D10ArmyFile, Faction, ResolvedUnit> = {
  id: D10_RULESET_ID,
  army: {
    view: d10View,
    cards: d10Cards,
    toggleOption,
    homebrew: {
      choice: { name: 'My own faction (homebrew)', summary: 'Stat your own miniatures: units, weapons and special rules of your own, checked like the built-in factions.' },
      noun: 'faction',
      template: templateFaction,
      from: homebrewFrom,
      check: checkHomebrew,
      edit: ({ start, onsave, drafts, key }) => homebrewSession(new HomebrewEditor(start, onsave, drafts, key), HomebrewView),
    },
  },
  table: d10Table,
  newGame: { pointsLabel: 'Points limit', options: MissionOptions, planNote: PlanNote },
  odds: oddsPanel(() => new D10OddsCalculator(), D10OddsForm),
};
