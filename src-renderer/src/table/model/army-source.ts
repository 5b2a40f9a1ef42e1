/**
 * Where the table's armies come from: an army file (from the library, a starter list, or a saved
 * plan) is read by the core's parser and worked out unit by unit by army building. A file the
 * table cannot use is answered with a reason, never an exception.
 */
import { parseArmyJson, SAMPLE_ARMIES } from '../../../../shared/armies/index';
import { D10_FACTIONS, type D10ArmyFile } from '../../../../shared/rulesets/d10-wargame/army-file';
import { resolveUnit } from '../../../../shared/rulesets/d10-wargame/army';
import type { ResolvedUnit } from '../../../../shared/rulesets/d10-wargame/resolved';
import type { Side } from './plan';
import { type Roster, rosterOf } from './roster';

function isD10(army: { ruleset: string }): army is D10ArmyFile {
  return army.ruleset === 'd10-wargame';
}

export type RosterResult = { ok: true; roster: Roster } | { ok: false; reason: string };

export function rosterFromFile(side: Side, text: string): RosterResult {
  const parsed = parseArmyJson(text);
  if (!parsed.ok) return { ok: false, reason: `This army cannot be read: ${parsed.message}.` };
  const army = parsed.army;
  if (!isD10(army)) return { ok: false, reason: `"${army.name}" is a ${army.ruleset} army; the table plans D10 Wargame deployments for now.` };
  const faction = army.homebrew ?? D10_FACTIONS.find((f) => f.id === army.faction);
  if (!faction) return { ok: false, reason: `"${army.name}" names a faction Tenfold does not have (${army.faction ?? 'none'}).` };
  const units: ResolvedUnit[] = [];
  for (const listed of army.units) {
    try {
      units.push(resolveUnit(faction, listed));
    } catch {
      return { ok: false, reason: `"${army.name}" lists a unit its faction does not have (${listed.profile}).` };
    }
  }
  if (units.length === 0) return { ok: false, reason: `"${army.name}" has no units to deploy.` };
  return { ok: true, roster: rosterOf(side, army.name, units) };
}

export interface ArmyChoice {
  id: string;
  name: string;
  /** Where it comes from, shown beside the name. */
  source: 'starter' | 'library';
  file: string;
}

/** The built-in sample lists of the D10 Wargame, offered beside the player's own library. */
export function starterArmies(): ArmyChoice[] {
  return Object.values(SAMPLE_ARMIES)
    .flat()
    .filter((army) => army.ruleset === 'd10-wargame')
    .map((army) => ({ id: `starter:${army.id}`, name: army.name, source: 'starter' as const, file: JSON.stringify(army) }));
}
