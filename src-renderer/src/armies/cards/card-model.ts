/**
 * What a printed army card shows, as plain strings and numbers already worked out by the rules
 * core. The HTML builder only lays these out; it never computes a rule, so every ruleset can feed
 * it the same way.
 */

export type PageSize = 'A4' | 'Letter';
export type CardsLayout = 'cards' | 'roster';

export interface CardStat {
  label: string;
  value: string;
}

export interface CardWeapon {
  name: string;
  /** e.g. `24"` or `Melee`. */
  range: string;
  attacks: string;
  ap: string;
  /** Special rules with their tier, e.g. "Range (1)". */
  rules: string[];
  /** e.g. "×1" when only some models carry it; empty when every model does. */
  carriers: string;
}

export interface CardRule {
  name: string;
  /** Absent for rules without tiers (the Quality Wargame's traits). */
  tier?: number;
  /** What the rule does at this tier, in the app's own words. */
  text: string;
}

export interface CardUnit {
  uid: string;
  name: string;
  /** The profile's name when the player gave the unit a label of its own. */
  profile?: string;
  category: string;
  /** Points including every upgrade. */
  points: number;
  models: number;
  stats: CardStat[];
  /** For units whose models differ: one stat line per kind of model, in place of `stats` on the card. */
  lines?: { name: string; count: number; stats: CardStat[] }[];
  weapons: CardWeapon[];
  rules: CardRule[];
  keywords: string[];
}

export interface CardProblem {
  /** The rule id the army breaks, e.g. D10.ARMY.HQ_1_2. */
  rule: string;
  message: string;
}

export interface CardsDocument {
  title: string;
  ruleset: string;
  faction: string;
  points: number;
  limit: number;
  problems: CardProblem[];
  units: CardUnit[];
  /** What the book asks a player to keep in view beside the units, printed at the top of the roster. */
  sections?: { title: string; lines: string[] }[];
}
