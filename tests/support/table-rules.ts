/** Each ruleset's table rules, for geometry tests that read a table the way one ruleset does. */
export { BATTLE_FORGE_TABLE_RULES as BF_TABLE } from '../../shared/rulesets/battle-forge/table-rules';
export { D10_TABLE_RULES as D10_TABLE } from '../../shared/rulesets/d10-wargame/table-rules';
export { QUALITY_TABLE_RULES as QW_TABLE } from '../../shared/rulesets/quality/table-rules';
export { tableRulesOf } from '../../shared/rulesets/index';
