import { D10_REFERENCE } from './d10-wargame';
import { QUALITY_REFERENCE } from './quality';
import type { ReferenceSection } from './types';

export type { ReferenceSection } from './types';

/** The quick reference of every ruleset Tenfold plays, by ruleset id. */
export const RULES_REFERENCE: Readonly<Record<string, readonly ReferenceSection[]>> = {
  'd10-wargame': D10_REFERENCE,
  quality: QUALITY_REFERENCE,
};
