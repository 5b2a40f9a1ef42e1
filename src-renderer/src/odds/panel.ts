/**
 * What the Odds screen asks of a ruleset's own odds panel: a calculator holding the inputs the
 * player sets and the exact odds they give, and the form that sets them. The screen draws the
 * results the same way for every ruleset.
 */
import type { Component } from 'svelte';
import type { AttackOdds } from '../../../shared/odds';

export type OddsResult = { ok: true; odds: AttackOdds; summary: string } | { ok: false; message: string };

export interface OddsCalculator {
  /** The odds of the attack the inputs describe, or why they make no sense. */
  readonly result: OddsResult;
  /** What the book calls an unsaved hit, for the chart's title ("Wounds", "Failed saves"). */
  readonly woundsTitle: string;
  /** Whether the book has Morale Checks for losses, so the chance to force one is worth showing. */
  readonly morale: boolean;
  reset(): void;
}

/** A ruleset's panel: a new calculator, and the form that edits it (only ever given its own calculator). */
export interface OddsPanel {
  create(): OddsCalculator;
  form: Component<{ calc: OddsCalculator }>;
}

export function oddsPanel<C extends OddsCalculator>(create: () => C, form: Component<{ calc: C }>): OddsPanel {
  // Made together here, so the form is only ever given the calculator it was written for.
  return { create, form: form as unknown as OddsPanel['form'] };
}

/** The core refuses a spec that makes no sense with a RangeError naming the field; show it. */
export function attempt(compute: () => { odds: AttackOdds; summary: string }): OddsResult {
  try {
    return { ok: true, ...compute() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
