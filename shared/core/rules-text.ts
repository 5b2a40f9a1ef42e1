/**
 * The words a ruleset shows on the Rules screen, in Tenfold's own words: its quick reference and
 * its rules notes (where the book is unclear, the reading Tenfold plays by).
 */

/** A section of a ruleset's quick reference, citing the catalog's rule ids. */
export interface ReferenceSection {
  id: string;
  title: string;
  points: { text: string; rules: string[] }[];
}

/** The reading Tenfold plays by where a book is unclear, keyed by the catalog's *.AMBIG.* id. */
export interface RulesNote {
  /** The catalog id, e.g. D10.AMBIG.STACKING. */
  id: string;
  /** A short heading a player can scan. */
  title: string;
  /** The reading Tenfold implements, in its own words. */
  reading: string;
}
