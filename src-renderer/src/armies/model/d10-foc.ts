/**
 * The Force Organization Chart's limits for the D10 tracker (D10.ARMY.FOC). The core's
 * validateArmy judges the army; this table only says what the tracker prints beside each count
 * ("1–2", "2+"), and whether a row is met is read from the core's problems by rule id.
 * Belongs in shared/rulesets/d10-wargame/validate-army.ts as an exported table.
 */
import type { Category } from '../../../../shared/rulesets/d10-wargame/schema';

export const D10_FOC: readonly { category: Category; allowed: string; rule: string }[] = [
  { category: 'HQ', allowed: '1–2', rule: 'D10.ARMY.HQ_1_2' },
  { category: 'Core', allowed: '2+', rule: 'D10.ARMY.CORE_MIN_2' },
  { category: 'Elite', allowed: '0–3', rule: 'D10.ARMY.ELITE_0_3' },
  { category: 'Heavy Support', allowed: '0–2', rule: 'D10.ARMY.HEAVY_0_2' },
  { category: 'Fast Attack', allowed: '0–2', rule: 'D10.ARMY.FAST_0_2' },
];
