/**
 * The built-in factions the editor offers, by ruleset: the rules core's content index, under the
 * short keys the Armies screen uses.
 */
import type { ArmyCatalog } from '../../../../shared/armies/index';
import { D10_FACTIONS } from '../../../../shared/rulesets/d10-wargame/army-file';
import { QUALITY_BOOKS } from '../../../../shared/rulesets/quality/army-file';
import type { Faction } from '../../../../shared/rulesets/d10-wargame/schema';
import type { QualityArmyBook } from '../../../../shared/rulesets/quality/schema';

export interface Catalog {
  d10: readonly Faction[];
  quality: readonly QualityArmyBook[];
}

export const BUILT_IN: Catalog = { d10: D10_FACTIONS, quality: QUALITY_BOOKS };

/** The same catalog in the core's own shape, for the core functions that take it. */
export function coreCatalog(catalog: Catalog): ArmyCatalog {
  return { 'd10-wargame': catalog.d10, quality: catalog.quality };
}
