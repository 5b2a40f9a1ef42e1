/** The quick reference of every ruleset Tenfold plays, through the registry. */
import type { ReferenceSection } from '../core/rules-text';
import { RULESETS } from '../rulesets/index';

export type { ReferenceSection };

/** The quick reference by ruleset id. */
export const RULES_REFERENCE: Readonly<Record<string, readonly ReferenceSection[]>> = Object.fromEntries(
  Object.values(RULESETS).map((r) => [r.id, r.reference]),
);
