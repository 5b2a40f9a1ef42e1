/**
 * "Hearth and Tide", Tenfold's own Battle Forge game module: two factions, the Force
 * Organisations, strategies, powers and scenarios they share. Parsed once through the schema, so
 * it carries the same defaults and checks as a module a player loads.
 */
import { GameModule } from '../schema';
import { categories, forceOrganisations, generalPowers, moduleRules, moduleStrategies, powerSpecialties, scenarios } from './module-core';
import { saltmarrowReavers } from './saltmarrow-reavers';
import { thornwallMarch } from './thornwall-march';

export const HEARTH_AND_TIDE_INPUT = {
  format: 'battle-forge-module',
  version: 1,
  id: 'hearth-and-tide',
  name: 'Hearth and Tide',
  summary: 'Hedge-country wardens against raiders from the drowned coast.',
  categories,
  specialRules: moduleRules,
  strategies: moduleStrategies,
  forceOrganisations,
  legendSlots: 1,
  powerSpecialties,
  generalPowers,
  factions: [thornwallMarch, saltmarrowReavers],
  scenarios,
} as const;

export const HEARTH_AND_TIDE: GameModule = GameModule.parse(HEARTH_AND_TIDE_INPUT);
