/**
 * The built-in opponent's speed and strength, as far as they are measured so far:
 * - ai.decision_p95_ms.<ruleset>: one Veteran decision mid-battle (500-point starter armies), p95
 *   over the decisions of a stretch of an AI-vs-AI game;
 * - ai.games_per_s.quality: whole Veteran-vs-Veteran Quality games per second on one core;
 * - ai.vs_random_winrate.<ruleset>: Veteran against a player of uniformly random legal commands;
 * - ai.vs_script_winrate.quality: Veteran against a scripted player that always shoots or charges
 *   when it can and otherwise advances on the enemy (tests/unit/game/driver.ts `aggressive`).
 * Run with `npm run bench ai`.
 */
import { chooseCommand, type OpponentSettings } from '../../shared/ai/opponent';
import type { AnyRuleset } from '../../shared/core/ruleset';
import { d10Wargame, quality } from '../../shared/rulesets/index';
import { aggressive, d10SampleSetup, playOut, qualitySampleSetup } from '../unit/game/driver';
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

/** One game; `random` seats play a uniformly random legal command, `script` ones the aggressive script. Returns the winner. */
function game(ruleset: AnyRuleset, setup: unknown, seats: ('veteran' | 'random' | 'script')[], seed: number): number | null {
  const started = ruleset.init(setup);
  if (!started.ok) throw new Error(started.reason);
  let state = started.state as unknown;
  let rng = seed;
  for (let d = 0; d < 5000 && !ruleset.isOver(state); d++) {
    const player = ruleset.decision(state).players[0]!;
    let command;
    if (seats[player] === 'random') {
      const legal = ruleset.legalCommands(state);
      rng = (rng * 1103515245 + 12345) >>> 0;
      command = legal[rng % legal.length]!;
    } else if (seats[player] === 'script') {
      const legal = ruleset.legalCommands(state);
      command = legal[aggressive(legal.length, d, legal)]!;
    } else command = chooseCommand(ruleset, ruleset.view(state, player), player, veteran(`g${seed}p${player}`), d)!.command;
    const next = ruleset.apply(state, command);
    if (!next.ok) throw new Error(next.reason);
    state = next.state;
  }
  return ruleset.score(state).result.winner;
}

const D10 = d10Wargame as unknown as AnyRuleset;
const QUALITY = quality as unknown as AnyRuleset;

const d10P95 = decisionP95(D10, d10SampleSetup(500, 'bench-ai'), 120, 20);
const qualityP95 = decisionP95(QUALITY, qualitySampleSetup('bench-ai'), 30, 30);

const t0 = performance.now();
const GAMES = 2;
for (let i = 0; i < GAMES; i++) game(QUALITY, qualitySampleSetup(`bench-ai-${i}`), ['veteran', 'veteran'], i + 1);
const gamesPerS = GAMES / ((performance.now() - t0) / 1000);

/** Paired games: the Veteran plays each side once per pair; its share of wins. */
function winRate(ruleset: AnyRuleset, setup: (i: number) => unknown, against: 'random' | 'script', pairs: number): number {
  let wins = 0;
  for (let i = 0; i < pairs; i++) {
    if (game(ruleset, setup(i), ['veteran', against], i + 11) === 0) wins++;
    if (game(ruleset, setup(i), [against, 'veteran'], i + 21) === 1) wins++;
  }
  return wins / (2 * pairs);
}
const PAIRS = 5;
const vsRandom = winRate(QUALITY, (i) => qualitySampleSetup(`vs-random-${i}`), 'random', PAIRS);
const vsScript = winRate(QUALITY, (i) => qualitySampleSetup(`vs-script-${i}`), 'script', PAIRS);
const D10_PAIRS = 2;
const d10VsRandom = winRate(D10, (i) => d10SampleSetup(500, `vs-random-${i}`), 'random', D10_PAIRS);

record({
  'ai.decision_p95_ms.d10-wargame': { value: d10P95, unit: 'ms' },
  'ai.decision_p95_ms.quality': { value: qualityP95, unit: 'ms' },
  'ai.games_per_s.quality': { value: gamesPerS, unit: 'games/s' },
  'ai.vs_random_winrate.quality': { value: vsRandom, unit: `share of ${2 * PAIRS} games` },
  'ai.vs_script_winrate.quality': { value: vsScript, unit: `share of ${2 * PAIRS} games` },
  'ai.vs_random_winrate.d10-wargame': { value: d10VsRandom, unit: `share of ${2 * D10_PAIRS} games (500 points)` },
});
