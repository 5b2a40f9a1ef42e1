/**
 * The table rules the Table screen's overlays read sight, cover and reach with: those of the
 * flagship ruleset, whose deployments the Table screen plans today (the registry's first).
 */
import type { TableRules } from '../../../../shared/geometry/index';
import { tableRulesOf } from '../../../../shared/rulesets/index';

export const PLAN_TABLE_RULES: TableRules = tableRulesOf()!;
