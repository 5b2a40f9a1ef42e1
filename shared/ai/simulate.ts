/**
 * Balance simulation: the built-in opponent plays whole games against itself, headless, and the
 * results are counted — wins per player, draws, games cut off, the mean score. Each game has its
 * own dice seed and its own opponent seeds, both from the simulation's seed, so a run repeats
 * exactly. `tenfold simulate` and the benchmarks drive it.
 */
import type { ArmyFile } from '../core/army';
import type { AnyRuleset, Side } from '../core/ruleset';
import { chooseCommand, type OpponentSettings } from './opponent';

export interface SimulationSetup {
  ruleset: AnyRuleset;
  /** One army per player, as its ruleset's army rules read them. */
  armies: readonly ArmyFile[];
  points: number;
  /** The opponent in each seat; its seed is varied per game. */
  seats: readonly Omit<OpponentSettings, 'seed'>[];
  seed: number | string;
  /** Decisions after which a game is cut off and counted as unfinished. */
  maxDecisions: number;
}

export interface SimulatedGame {
  index: number;
  seed: string;
  finished: boolean;
  winner: Side | null;
  totals: number[];
  decisions: number;
  /** The book's name for the result ("Major Victory", "Draw", …). */
  result: string;
}

export interface SimulationSummary {
  games: number;
  wins: number[];
  draws: number;
  unfinished: number;
  meanTotals: number[];
  meanDecisions: number;
}

/** The engine's setup for one game of the simulation, or why the armies cannot play. */
export function simulationGameSetup(s: SimulationSetup, seed: string): { ok: true; setup: unknown } | { ok: false; reason: string } {
  const armies: unknown[][] = [];
  for (const [seat, army] of s.armies.entries()) {
    const resolved = s.ruleset.army.resolve(army);
    if (!resolved.ok) return { ok: false, reason: `Player ${seat + 1}'s army cannot be worked out (${resolved.code === 'unknown-unit' ? `no unit "${resolved.profile}"` : 'its faction is unknown'}).` };
    armies.push(resolved.units);
  }
  const rules = s.ruleset.setup;
  return rules.build({
    points: s.points,
    players: ['Player 1', 'Player 2'],
    seed,
    armies: [armies[0] ?? [], armies[1] ?? []],
    options: {},
    // Where the book has the players place terrain, the opponents place it; otherwise an open table.
    terrain: rules.playersPlaceTerrain ? { kind: 'placed' } : { kind: 'pieces', pieces: [] },
  });
}

/** One game played by the opponents in every seat, to its end or the decision limit. */
export function simulateGame(s: SimulationSetup, index: number): SimulatedGame | { error: string } {
  const seed = `${String(s.seed)}:${index}`;
  const built = simulationGameSetup(s, seed);
  if (!built.ok) return { error: built.reason };
  const started = s.ruleset.init(built.setup);
  if (!started.ok) return { error: started.reason };
  let state = started.state;
  let decisions = 0;
  for (; decisions < s.maxDecisions && !s.ruleset.isOver(state); decisions++) {
    const player = s.ruleset.decision(state).players[0];
    if (player === undefined) break;
    const seat = s.seats[player] ?? s.seats[0]!;
    const choice = chooseCommand(s.ruleset, s.ruleset.view(state, player), player, { ...seat, seed: `${seed}/p${player}` }, decisions);
    if (!choice) return { error: `the opponent found nothing to do at decision ${decisions + 1}` };
    const next = s.ruleset.apply(state, choice.command);
    if (!next.ok) return { error: `the rules refused the opponent's command at decision ${decisions + 1}: ${next.reason}` };
    state = next.state;
  }
  const sheet = s.ruleset.score(state);
  const finished = s.ruleset.isOver(state);
  return { index, seed, finished, winner: finished ? sheet.result.winner : null, totals: [...sheet.totals], decisions, result: finished ? sheet.result.label : 'Unfinished' };
}

export function summarize(games: readonly SimulatedGame[], players: number): SimulationSummary {
  const wins = Array.from({ length: players }, () => 0);
  const totals = Array.from({ length: players }, () => 0);
  let draws = 0;
  let unfinished = 0;
  let decisions = 0;
  for (const g of games) {
    if (!g.finished) unfinished++;
    else if (g.winner === null) draws++;
    else wins[g.winner] = (wins[g.winner] ?? 0) + 1;
    g.totals.forEach((t, seat) => (totals[seat] = (totals[seat] ?? 0) + t));
    decisions += g.decisions;
  }
  const n = Math.max(1, games.length);
  return { games: games.length, wins, draws, unfinished, meanTotals: totals.map((t) => t / n), meanDecisions: decisions / n };
}
