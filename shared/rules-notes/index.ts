/**
 * Rules notes: where a rulebook is unclear, the reading Tenfold plays by, keyed by the catalog's
 * *.AMBIG.* id. The Rules screen shows them, and problems or prompts can link to them by id.
 */
import { D10_NOTES } from './d10-wargame';
import { QUALITY_NOTES } from './quality';

export interface RulesNote {
  /** The catalog id, e.g. D10.AMBIG.STACKING. */
  id: string;
  /** A short heading a player can scan. */
  title: string;
  /** The reading Tenfold implements, in its own words. */
  reading: string;
}

export { D10_NOTES, QUALITY_NOTES };

/** Notes by ruleset id. */
export const RULES_NOTES: Readonly<Record<string, readonly RulesNote[]>> = {
  'd10-wargame': D10_NOTES,
  quality: QUALITY_NOTES,
};

const BY_ID = new Map<string, RulesNote>([...D10_NOTES, ...QUALITY_NOTES].map((n) => [n.id, n]));

export function rulesNote(id: string): RulesNote | undefined {
  return BY_ID.get(id);
}
