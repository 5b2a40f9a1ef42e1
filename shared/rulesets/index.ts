/**
 * The registry: every ruleset the app can play, by id, and every ruleset whose tables the geometry
 * can read. Generic code reaches a ruleset only through here. 3D10 Skirmish and A Hundred Wars will
 * join behind the same interface.
 */
import type { AnyRuleset } from '../core/ruleset';
import type { TableRules } from '../geometry/table-rules';
import { battleForge } from './battle-forge/index';
import { d10Wargame } from './d10-wargame/index';
import { quality } from './quality/index';

const registry: Record<string, AnyRuleset> = {
  [d10Wargame.id]: d10Wargame as unknown as AnyRuleset,
  [quality.id]: quality as unknown as AnyRuleset,
  [battleForge.id]: battleForge as unknown as AnyRuleset,
};

export const RULESETS: Readonly<Record<string, AnyRuleset>> = registry;

export function rulesetById(id: string): AnyRuleset | undefined {
  return Object.hasOwn(registry, id) ? registry[id] : undefined;
}

/**
 * Add a ruleset at run time, as a plug-in (or a test's own ruleset) does: from then on the core,
 * the file format and the reports reach it by its id like any other. Returns what takes it out
 * again. An id already registered is refused.
 */
export function registerRuleset(ruleset: AnyRuleset): () => void {
  if (Object.hasOwn(registry, ruleset.id)) throw new Error(`A ruleset is already registered as "${ruleset.id}".`);
  registry[ruleset.id] = ruleset;
  return () => {
    if (registry[ruleset.id] === ruleset) delete registry[ruleset.id];
  };
}

/**
 * Every ruleset id a Tenfold file may name: the rulesets played here and those still to come (their
 * files are read and kept as records until this Tenfold plays them).
 */
export const FILE_RULESET_IDS = ['d10-wargame', 'battle-forge', 'quality', 'skirmish-3d10', 'hundred-wars'] as const;

/** Whether a file may name this ruleset: one of the five books, or a ruleset registered here. */
export function isFileRuleset(id: string): boolean {
  return (FILE_RULESET_IDS as readonly string[]).includes(id) || rulesetById(id) !== undefined;
}

/** Table rules by ruleset id: those of every playable ruleset. */
export const TABLE_RULES: Readonly<Record<string, TableRules>> = Object.fromEntries(Object.values(RULESETS).map((r) => [r.id, r.tableRules]));

/** The table rules of a ruleset; without an id, those of the first ruleset listed (the flagship). */
export function tableRulesOf(id?: string): TableRules | undefined {
  return id === undefined ? Object.values(RULESETS)[0]?.tableRules : TABLE_RULES[id];
}

export { battleForge, d10Wargame, quality };
