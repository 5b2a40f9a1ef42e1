/**
 * The renderer's registry: each ruleset's screen pieces, by ruleset id. The only renderer file that
 * lists rulesets; generic screens look pieces up here and never import a ruleset's folder.
 */
import type { OddsPanel } from '../odds/panel';
import D10OddsForm from './d10-wargame/D10OddsForm.svelte';
import { D10OddsCalculator } from './d10-wargame/odds-calculator.svelte';
import QualityOddsForm from './quality/QualityOddsForm.svelte';
import { QualityOddsCalculator } from './quality/odds-calculator.svelte';

/** The Odds screen's panel of each ruleset that has one. */
export const ODDS_PANELS: Readonly<Record<string, OddsPanel>> = {
  'd10-wargame': { create: () => new D10OddsCalculator(), form: D10OddsForm } as unknown as OddsPanel,
  quality: { create: () => new QualityOddsCalculator(), form: QualityOddsForm } as unknown as OddsPanel,
};
