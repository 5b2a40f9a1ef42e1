/**
 * The battle points a Quality game is played at. The book leaves the size to the Scenario
 * (QW.SCENARIO.BATTLE_POINTS) and gives no figures (QW.AMBIG.MISSING_PROFILES); Tenfold's default
 * Scenario is designed for 500 (QW.AMBIG.DEFAULT_SCENARIO) and the starter armies come at 500, 1000
 * and 1500. The army builder offers these same sizes, so a list built there meets a starter army.
 */
export const SCENARIO_SIZES: readonly number[] = [500, 1000, 1500];
