/**
 * The built-in opponent's strength, measured by `tenfold simulate` over paired games (the armies
 * swap seats within each pair), each matchup played both ways round so neither army's edge counts:
 * - ai.vs_random_winrate.<ruleset>: Veteran against `random`, a player of uniformly random legal commands;
 * - ai.commander_vs_veteran_winrate.d10-wargame: Commander against Veteran;
 * - ai.vs_script_winrate.<ruleset>: Veteran against a scripted player that shoots or charges the
 *   nearest target whenever it can and otherwise advances on the enemy (tests/unit/game/driver.ts
 *   `aggressive`, played here in-process since it is a test's player, not the app's).
 * The D10 Wargame plays at 1000 points, Battle Forge at 150. Sample sizes are in each figure's unit; TENFOLD_BENCH_AI_SCALE
 * multiplies them (the full sizes are 200, 400 and 200 games: about 4 core-hours at 1000
 * points). TENFOLD_BENCH_AI_ONLY=<text> measures only the figures whose names hold the text (e.g.
 * `battle-forge`), TENFOLD_BENCH_AI_JOBS the processes `tenfold simulate` plays on (all cores by
 * default). Run with `npm run bench ai-strength`.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseCommand } from '../../shared/ai/opponent';
import type { AnyRuleset } from '../../shared/core/ruleset';
import { d10Wargame, quality } from '../../shared/rulesets/index';
import { aggressive, d10SampleSetup, qualitySampleSetup } from '../unit/game/driver';
import { record } from './record';

// run.js runs a bundled copy from out/bench and says where the benchmarks live.
const root = join(process.env.TENFOLD_BENCH_DIR ?? dirname(fileURLToPath(import.meta.url)), '../..');
const scale = Number(process.env.TENFOLD_BENCH_AI_SCALE ?? 1) || 1;
const games = (n: number): number => Math.max(2, 2 * Math.round((n * scale) / 2));
const only = process.env.TENFOLD_BENCH_AI_ONLY ?? '';
const jobs = Number(process.env.TENFOLD_BENCH_AI_JOBS ?? 0) || availableParallelism();

const built = spawnSync(process.execPath, ['scripts/build-cli.js'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) throw new Error('the command did not build');

/** `tenfold simulate --json` for one matchup: the games the first `--ai` player won. */
function simulate(ruleset: string, points: number, ai: string, count: number, seed: string): number {
  const args = ['out/cli/tenfold.mjs', 'simulate', '--ruleset', ruleset, '--points', String(points), '--games', String(count), '--ai', ai, '--seed', seed, '--jobs', String(jobs), '--json'];
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`tenfold simulate ${args.slice(2).join(' ')}: ${run.stderr}`);
  const summary = JSON.parse(run.stdout) as { games: number; wins: number[]; draws: number; unfinished: number };
  console.log(`${ruleset} ${ai} --seed ${seed}: ${summary.games} games, wins ${summary.wins.join('/')}, draws ${summary.draws}, unfinished ${summary.unfinished}`);
  return summary.wins[0]!;
}

/** The share of `count` games `level` wins against `against`, half with each army. */
function winRate(ruleset: string, points: number, level: string, against: string, count: number): number {
  const half = count / 2;
  const asFirst = simulate(ruleset, points, `${level},${against}`, half, `${level}-${against}-a`);
  const asSecond = half - simulate(ruleset, points, `${against},${level}`, half, `${level}-${against}-b`);
  // asSecond counts the games the other player did not win: draws and unfinished games count for neither.
  return (asFirst + asSecond) / count;
}

/** Games the Veteran won against the scripted player, in-process, each seat `pairs` times. */
function vsScript(ruleset: AnyRuleset, setup: (i: number) => unknown, pairs: number): number {
  let wins = 0;
  for (let i = 0; i < pairs; i++)
    for (const veteranSeat of [0, 1]) {
      const started = ruleset.init(setup(i));
      if (!started.ok) throw new Error(started.reason);
      let state = started.state as unknown;
      for (let d = 0; d < 5000 && !ruleset.isOver(state); d++) {
        const player = ruleset.decision(state).players[0]!;
        const command =
          player === veteranSeat
            ? chooseCommand(ruleset, ruleset.view(state, player), player, { level: 'veteran', personality: 'balanced', seed: `script-${i}` }, d)!.command
            : (() => {
                const legal = ruleset.legalCommands(state);
                return legal[aggressive(legal.length, d, legal)]!;
              })();
        const next = ruleset.apply(state, command);
        if (!next.ok) throw new Error(next.reason);
        state = next.state;
      }
      if (ruleset.score(state).result.winner === veteranSeat) wins++;
    }
  return wins / (2 * pairs);
}

const D10 = d10Wargame as unknown as AnyRuleset;
const QUALITY = quality as unknown as AnyRuleset;
const figures: Record<string, { value: number; unit: string }> = {};
const share = (value: number, n: number, what: string) => ({ value, unit: `share of ${n} games${what}` });

/** Measures a figure of `n` games, unless TENFOLD_BENCH_AI_ONLY leaves it out. */
function measure(name: string, n: number, what: string, rate: (n: number) => number): void {
  if (!name.includes(only)) return;
  figures[name] = share(rate(n), n, what);
}

measure('ai.vs_random_winrate.quality', games(100), '', (n) => winRate('quality', 500, 'veteran', 'random', n));
measure('ai.vs_random_winrate.d10-wargame', games(20), ' (1000 points)', (n) => winRate('d10-wargame', 1000, 'veteran', 'random', n));
measure('ai.commander_vs_veteran_winrate.d10-wargame', games(20), ' (1000 points)', (n) => winRate('d10-wargame', 1000, 'commander', 'veteran', n));
measure('ai.vs_script_winrate.quality', games(20), '', (n) => vsScript(QUALITY, (i) => qualitySampleSetup(`vs-script-${i}`), n / 2));
measure('ai.vs_random_winrate.battle-forge', games(20), ' (150 points)', (n) => winRate('battle-forge', 150, 'veteran', 'random', n));
measure('ai.vs_script_winrate.d10-wargame', games(6), ' (1000 points)', (n) => vsScript(D10, (i) => d10SampleSetup(1000, `vs-script-${i}`), n / 2));
record(figures);
