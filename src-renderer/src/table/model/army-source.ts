/**
 * Where the table's armies come from: an army file (from the library, a starter list, or a saved
 * plan) is read by the core's parser and worked out unit by unit by its ruleset's army rules; the
 * ruleset's table pieces turn the units into the roster. A file the table cannot use is answered
 * with a reason, never an exception.
 */
import { armyRules, parseArmyJson, SAMPLE_ARMIES } from '../../../../shared/armies/index';
import { rulesetById } from '../../../../shared/rulesets/index';
import { rulesetUi, tableRulesets } from '../../rulesets/index';
import type { Side } from '../../plan/plan';
import type { Roster } from '../../plan/roster';

export type RosterResult = { ok: true; roster: Roster } | { ok: false; reason: string };

/** Whether the table plans deployments of this ruleset's armies. */
function plansOnTable(army: { ruleset: string }): boolean {
  return rulesetUi(army.ruleset)?.table !== undefined;
}

export function rosterFromFile(side: Side, text: string): RosterResult {
  const parsed = parseArmyJson(text);
  if (!parsed.ok) return { ok: false, reason: `This army cannot be read: ${parsed.message}.` };
  const army = parsed.army;
  const table = rulesetUi(army.ruleset)?.table;
  const rules = armyRules(army.ruleset);
  if (!table || !rules) {
    const planned = tableRulesets().map((id) => rulesetById(id)?.name ?? id);
    return { ok: false, reason: `"${army.name}" is a ${army.ruleset} army; the table plans ${planned.join(' and ')} deployments for now.` };
  }
  const resolved = rules.resolve(army);
  if (!resolved.ok && resolved.code === 'unknown-faction') {
    return { ok: false, reason: `"${army.name}" names a faction Tenfold does not have (${army.faction ?? 'none'}).` };
  }
  if (!resolved.ok) return { ok: false, reason: `"${army.name}" lists a unit its faction does not have (${resolved.profile}).` };
  if (resolved.units.length === 0) return { ok: false, reason: `"${army.name}" has no units to deploy.` };
  return { ok: true, roster: table.roster(side, army.name, resolved.units) };
}

export interface ArmyChoice {
  id: string;
  name: string;
  /** Where it comes from, shown beside the name. */
  source: 'starter' | 'library';
  file: string;
}

/** The built-in sample lists of the rulesets the table plans, offered beside the player's own library. */
export function starterArmies(): ArmyChoice[] {
  return Object.values(SAMPLE_ARMIES)
    .flat()
    .filter(plansOnTable)
    .map((army) => ({ id: `starter:${army.id}`, name: army.name, source: 'starter' as const, file: JSON.stringify(army) }));
}
