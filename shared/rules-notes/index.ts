/**
 * Rules notes of every ruleset, through the registry: where a rulebook is unclear, the reading
 * Tenfold plays by, keyed by the catalog's *.AMBIG.* id. The Rules screen shows them, and problems
 * or prompts can link to them by id.
 */
import type { RulesNote } from '../core/rules-text';
import { RULESETS } from '../rulesets/index';

export type { RulesNote };

/** Notes by ruleset id. */
export const RULES_NOTES: Readonly<Record<string, readonly RulesNote[]>> = Object.fromEntries(Object.values(RULESETS).map((r) => [r.id, r.notes]));

const BY_ID = new Map<string, RulesNote>(Object.values(RULES_NOTES).flatMap((notes) => notes.map((n) => [n.id, n] as const)));

export function rulesNote(id: string): RulesNote | undefined {
  return BY_ID.get(id);
}
