/**
 * Exact odds against sampling (issue 3): how long `attackOdds` takes for 40 attacks with AP
 * against a 2-wound unit (target: under 50 µs per call, median), and how many times longer a
 * 10,000-trial Monte Carlo of the same attack takes in the same run.
 */
import { performance } from 'node:perf_hooks';
import { attackOdds } from '../../shared/rulesets/d10-wargame/odds';
import { type AttackProfile } from '../support/simulate-attacks';
import { simulateAttacks } from '../support/simulate-attacks';
import { median, record } from './record';

const attack = { attacks: 40, skill: 4, defense: 4, ap: 1 } as const;
const target = { models: 10, woundsPerModel: 2, woundsAlreadyOnDamagedModel: 1 };

let sink = 0; // keeps the optimiser from dropping the calls we time

function exactOnce(): void {
  sink += attackOdds({ ...attack, target }).destroy;
}

// Warm up the JIT before timing anything.
for (let i = 0; i < 20_000; i++) exactOnce();

const BATCH = 500;
const exactSamples: number[] = [];
for (let sample = 0; sample < 300; sample++) {
  const start = performance.now();
  for (let i = 0; i < BATCH; i++) exactOnce();
  exactSamples.push(((performance.now() - start) * 1000) / BATCH);
}
const exactUs = median(exactSamples);

const profiles: AttackProfile[] = [{ ruleset: 'd10-wargame', ...attack }];
simulateAttacks(profiles, target, 10_000, 1); // warm-up
const monteCarloSamples: number[] = [];
for (let sample = 0; sample < 21; sample++) {
  const start = performance.now();
  sink += simulateAttacks(profiles, target, 10_000, sample + 2).destroyed;
  monteCarloSamples.push((performance.now() - start) * 1000);
}
const monteCarloUs = median(monteCarloSamples);

record({
  'odds.exact40_us': { value: exactUs, unit: 'µs' },
  'odds.montecarlo_ratio': { value: monteCarloUs / exactUs, unit: '×' },
});
console.log(`(10,000-trial Monte Carlo: ${monteCarloUs.toFixed(0)} µs median; checksum ${sink.toFixed(3)})`);
