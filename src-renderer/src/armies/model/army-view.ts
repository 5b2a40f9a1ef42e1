/**
 * What the army editor shows, for any ruleset: plain data the kits fill in from the rules core's
 * verdicts. Components render these and never price, count or judge anything themselves.
 */

export interface Problem {
  /** The rule id the army breaks, e.g. D10.ARMY.CORE_MIN_2. */
  rule: string;
  message: string;
  /** The unit at fault, when there is one, so the editor can take the player to it. */
  unitUid?: string;
}

export interface OptionView {
  id: string;
  /** e.g. "Swap Service Rifle for Fusion Carbine". */
  label: string;
  /** What the item does, in the faction's words (wargear summaries). */
  detail: string;
  /** e.g. "+15 pts per model". */
  cost: string;
  chosen: boolean;
}

export interface ListedUnitView {
  uid: string;
  name: string;
  profileName: string;
  label: string;
  category: string;
  models: number;
  minModels: number;
  maxModels: number;
  points: number;
  options: OptionView[];
  problems: Problem[];
}

export interface CatalogUnitView {
  id: string;
  name: string;
  category: string;
  /** e.g. "5–10 models". */
  models: string;
  /** The size a unit is added at. */
  minModels: number;
  /** Points at the smallest size, with the default loadout. */
  price: number;
  summary: string;
}

export interface FocRow {
  category: string;
  count: number;
  /** e.g. "1–2", "2+", "0–3". */
  allowed: string;
  ok: boolean;
  rule: string;
}

/** A figure of the list its book tracks beside the points, e.g. "Strategy points a round: 3". */
export interface ArmyFact {
  label: string;
  value: string;
  /** What the figure is made of, in the book's words. */
  detail?: string;
  /** False when the figure breaks a rule (it shows in red). */
  ok?: boolean;
  rule?: string;
}

/** A choice the book asks of the whole list, e.g. its force organisation. */
export interface ArmyChoiceView {
  id: string;
  label: string;
  /** The chosen value; '' for none. */
  value: string;
  options: { value: string; label: string }[];
}

export interface ArmyView {
  ruleset: string;
  rulesetName: string;
  factionName: string;
  points: number;
  limit: number;
  legal: boolean;
  /** The core reported the points total over the limit (the total shows in red). */
  overLimit: boolean;
  problems: Problem[];
  units: ListedUnitView[];
  /** Empty for a ruleset without a force-organisation chart. */
  foc: FocRow[];
  catalog: CatalogUnitView[];
  /** The categories units are added under, in the book's order. */
  categories: string[];
  /** Figures the book tracks beside the points; absent when it has none. */
  facts?: ArmyFact[];
  /** Choices of the whole list (ArmyKit's `choose`); absent when the book asks none. */
  choices?: ArmyChoiceView[];
}
