/**
 * The built-in opponent's speed:
 * - ai.decision_p95_ms.<ruleset>: one Veteran decision mid-battle, p95 over the decisions of a
 *   stretch of the game (the D10 Wargame at 1000 points, Quality with its 500-point starters,
 *   Battle Forge with its 150-point starters);
 * - ai.games_per_s.<ruleset>: whole Veteran-vs-Veteran games per second on one core (the D10
 *   Wargame at 1000 points, Battle Forge at 150).
 * Its strength is measured by ai-strength.bench.ts. TENFOLD_BENCH_AI_ONLY=<text> measures only
 * the figures whose names hold the text (e.g. `battle-forge`). Run with `npm run bench ai`.
 */
import { simulateGame, simulationGameSetup, type SimulationSetup } from '../../shared/ai/simulate';
import { chooseCommand, type OpponentSettings } from '../../shared/ai/opponent';
import type { AnyRuleset } from '../../shared/core/ruleset';
import { battleForge, d10Wargame, quality } from '../../shared/rulesets/index';
import { d10SampleSetup, playOut, qualitySampleSetup } from '../unit/game/driver';
import { percentile, record } from './record';

const veteran = (seed: string): OpponentSettings => ({ level: 'veteran', personality: 'balanced', seed });

/** p95 of Veteran decisions over `decisions` moves, starting `skip` engine-chosen commands into the game. */
function decisionP95(ruleset: AnyRuleset, setup: unknown, skip: number, decisions: number): number {
  let state = playOut(ruleset, setup, skip, (count, step) => (step * 7) % count).state as unknown;
  const samples: number[] = [];
  for (let d = 0; d < decisions && !ruleset.isOver(state); d++) {
    const player = ruleset.decision(state).players[0]!;
    const t0 = performance.now();
    const choice = chooseCommand(ruleset, ruleset.view(state, player), player, veteran(`p${player}`), d)!;
    samples.push(performance.now() - t0);
    const next = ruleset.apply(state, choice.command);
    if (!next.ok) throw new Error(next.reason);
    state = next.state;
  }
  return percentile(samples, 95);
}

/** Veteran-vs-Veteran games of the ruleset's starter armies at `points`, one after another: games per second. */
function gamesPerSecond(ruleset: AnyRuleset, points: number, games: number): number {
  const armies = Object.values(ruleset.army.samples).map((lists) => lists.find((l) => l.pointsLimit === points)!);
  const setup: SimulationSetup = { ruleset, armies, points, seats: [{ level: 'veteran', personality: 'balanced' }], seed: 'bench-speed', maxDecisions: 5000 };
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const game = simulateGame(setup, i);
    if ('error' in game) throw new Error(game.error);
  }
  return games / ((performance.now() - t0) / 1000);
}

const D10 = d10Wargame as unknown as AnyRuleset;
const QUALITY = quality as unknown as AnyRuleset;
const BF = battleForge as unknown as AnyRuleset;

/** A Battle Forge game of the two 150-point starter lists, as `tenfold simulate` sets one up. */
function bfSetup(seed: string): unknown {
  const armies = Object.values(BF.army.samples).map((lists) => lists.find((l) => l.pointsLimit === 150)!);
  const built = simulationGameSetup({ ruleset: BF, armies, points: 150, seats: [{ level: 'veteran', personality: 'balanced' }], seed, maxDecisions: 5000 }, seed);
  if (!built.ok) throw new Error(built.reason);
  return built.setup;
}

const only = process.env.TENFOLD_BENCH_AI_ONLY ?? '';
const figures: [string, () => number, string][] = [
  ['ai.decision_p95_ms.d10-wargame', () => decisionP95(D10, d10SampleSetup(1000, 'bench-ai'), 200, 40), 'ms (1000 points)'],
  ['ai.decision_p95_ms.quality', () => decisionP95(QUALITY, qualitySampleSetup('bench-ai'), 30, 30), 'ms'],
  ['ai.games_per_s.d10-wargame', () => gamesPerSecond(D10, 1000, 2), 'games/s (1000 points, one core)'],
  ['ai.games_per_s.quality', () => gamesPerSecond(QUALITY, 500, 4), 'games/s (one core)'],
  ['ai.decision_p95_ms.battle-forge', () => decisionP95(BF, bfSetup('bench-ai'), 60, 40), 'ms (150 points)'],
  ['ai.games_per_s.battle-forge', () => gamesPerSecond(BF, 150, 1), 'games/s (150 points, one core)'],
];
record(Object.fromEntries(figures.filter(([name]) => name.includes(only)).map(([name, measure, unit]) => [name, { value: measure(), unit }])));
