/**
 * Validate any army file against its ruleset's army-building rules: the one call the CLI, the army
 * editor and the game setup make. The report is the `tenfold validate --json` contract.
 */
import type { Faction } from '../rulesets/d10-wargame/schema';
import { validateArmy } from '../rulesets/d10-wargame/validate-army';
import { validateQualityArmy } from '../rulesets/quality/army';
import type { QualityArmyBook } from '../rulesets/quality/schema';
import type { ArmyFile } from './army-file';

/** The built-in factions and armies of each ruleset that an army file may name. */
export interface ArmyCatalog {
  'd10-wargame': readonly Faction[];
  quality: readonly QualityArmyBook[];
}

export interface ArmyCheck {
  ok: boolean;
  points: number;
  limit: number;
  problems: { rule: string; message: string; unitUid?: string }[];
}

export function checkArmy(army: ArmyFile, catalog: ArmyCatalog): ArmyCheck {
  const report =
    army.ruleset === 'd10-wargame' ? validateArmy(army, catalog['d10-wargame']) : validateQualityArmy(army, catalog.quality);
  return { ok: report.ok, points: report.points, limit: report.limit, problems: report.problems };
}
