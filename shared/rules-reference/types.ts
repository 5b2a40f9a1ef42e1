/** A section of a ruleset's quick reference, in Tenfold's own words, citing the catalog's rule ids. */
export interface ReferenceSection {
  id: string;
  title: string;
  points: { text: string; rules: string[] }[];
}
