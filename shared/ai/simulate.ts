/**
 * Balance simulation: the built-in opponent plays whole games against itself, headless, and the
 * results are counted — wins per player, draws, games cut off, the mean score. Each game has its
 * own dice seed and its own opponent seeds, both from the simulation's seed, so a run repeats
 * exactly. `tenfold simulate` and the benchmarks drive it.
 */
import type { ArmyFile } from '../core/army';
import type { BoardUnit, BoardView } from '../core/board';
import type { AnyRuleset, BaseCommand } from '../core/ruleset';
import { drawFace, seedDice } from '../core/dice';
import { chooseCommand, type OpponentSettings } from './opponent';

/** Who plays an army in a simulation: the opponent at a level, or `random`, a baseline that plays any legal command. */
export type SimulatedPlayer = Omit<OpponentSettings, 'seed'> | 'random';

export interface SimulationSetup {
  ruleset: AnyRuleset;
  /** One army per player, as its ruleset's army rules read them. */
  armies: readonly ArmyFile[];
  points: number;
  /**
   * Who plays each army (the first army's player first). Paired games swap the armies' seats: in
   * odd-numbered games the first army deploys and acts as the second player.
   */
  seats: readonly SimulatedPlayer[];
  seed: number | string;
  /** Decisions after which a game is cut off and counted as unfinished. */
  maxDecisions: number;
}

export interface SimulatedGame {
  index: number;
  seed: string;
  finished: boolean;
  /** The army that won (0 is the first army, whichever seat it played), or null for a draw or an unfinished game. */
  winner: number | null;
  /** Each army's score, first army first. */
  totals: number[];
  /** The round (or turn) the game ended in, as its book counts them; null where the book counts none. */
  rounds: number | null;
  decisions: number;
  /** The book's name for the result ("Major Victory", "Draw", …). */
  result: string;
  /** What each unit did: every unit of both armies, the first army's first, each army's in its list's order. */
  units: UnitRecord[];
}

/** One unit's part in one game. */
export interface UnitRecord {
  /** 0 for the first army, 1 for the second, whichever seat it played. */
  army: number;
  /** Its place among its army's units on the board, from 0. */
  slot: number;
  name: string;
  /** The enemy's points it removed: each unit's points times the share of its models lost, credited as `creditFor` says. */
  damageDealt: number;
  /** Whether it was still in the game at the end (not destroyed). */
  survived: boolean;
}

/** A unit's part over a whole run: the mean per game. */
export interface UnitSummary {
  army: number;
  unit: string;
  /** Enemy points removed per game, on average. */
  damageDealt: number;
  /** The share of games it ended still in the game. */
  survived: number;
}

export interface SimulationSummary {
  games: number;
  /** Games won by each army (the first army first, whichever seat it played). */
  wins: number[];
  draws: number;
  unfinished: number;
  winRate: number[];
  ci95: [number, number][];
  meanScore: number[];
  /** The mean length in rounds, or null where the book counts none. */
  meanRounds: number | null;
  meanDecisions: number;
  msPerGame: number;
  /** Each unit's part, the first army's units first. */
  units: UnitSummary[];
}

/** Whether game `index` swaps the armies' seats (the second of each pair). */
export const swapped = (index: number): boolean => index % 2 === 1;

/** The engine's setup for one game of the simulation, or why the armies cannot play. */
export function simulationGameSetup(s: SimulationSetup, seed: string, swap = false): { ok: true; setup: unknown } | { ok: false; reason: string } {
  const armies: unknown[][] = [];
  for (const [seat, army] of s.armies.entries()) {
    const resolved = s.ruleset.army.resolve(army);
    if (!resolved.ok) return { ok: false, reason: `army ${seat + 1} cannot be worked out (${resolved.code === 'unknown-unit' ? `no unit "${resolved.profile}"` : 'its faction is unknown'}).` };
    armies.push(resolved.units);
  }
  const [first, second] = swap ? [armies[1] ?? [], armies[0] ?? []] : [armies[0] ?? [], armies[1] ?? []];
  const rules = s.ruleset.setup;
  return rules.build({
    points: s.points,
    players: ['Player 1', 'Player 2'],
    seed,
    armies: [first, second],
    options: {},
    // Where the book has the players place terrain, the opponents place it; otherwise an open table.
    terrain: rules.playersPlaceTerrain ? { kind: 'placed' } : { kind: 'pieces', pieces: [] },
  });
}

/** One game played by the players of both armies, to its end or the decision limit. */
export function simulateGame(s: SimulationSetup, index: number): SimulatedGame | { error: string } {
  const seed = `${String(s.seed)}:${index}`;
  const swap = swapped(index);
  const built = simulationGameSetup(s, seed, swap);
  if (!built.ok) return { error: built.reason };
  const started = s.ruleset.init(built.setup);
  if (!started.ok) return { error: started.reason };
  let state = started.state;
  let random = seedDice(`${seed}/random`);
  let decisions = 0;
  const tally = new DamageTally();
  for (; decisions < s.maxDecisions && !s.ruleset.isOver(state); decisions++) {
    const player = s.ruleset.decision(state).players[0];
    if (player === undefined) break;
    const army = swap ? 1 - player : player;
    const who = s.seats[army] ?? s.seats[0]!;
    let command;
    if (who === 'random') {
      const legal = s.ruleset.legalCommands(s.ruleset.view(state, player));
      const drawn = drawFace(random, Math.max(1, legal.length))!;
      random = drawn.state;
      command = legal[drawn.face - 1];
    } else command = chooseCommand(s.ruleset, s.ruleset.view(state, player), player, { ...who, seed: `${seed}/army${army}` }, decisions)?.command;
    if (!command) return { error: `army ${army + 1}'s player found nothing to do at decision ${decisions + 1}` };
    const next = s.ruleset.apply(state, command);
    if (!next.ok) return { error: `the rules refused army ${army + 1}'s command at decision ${decisions + 1}: ${next.reason}` };
    tally.record(s.ruleset.board(state), command, s.ruleset.board(next.state));
    state = next.state;
  }
  const sheet = s.ruleset.score(state);
  const finished = s.ruleset.isOver(state);
  const bySeat = [...sheet.totals];
  const totals = swap ? [bySeat[1] ?? 0, bySeat[0] ?? 0] : bySeat;
  const seatWinner = finished ? sheet.result.winner : null;
  const winner = seatWinner === null ? null : swap ? 1 - seatWinner : seatWinner;
  const rounds = s.ruleset.board(state).round.number;
  const units = tally.units(s.ruleset.board(state), swap);
  return { index, seed, finished, winner, totals, rounds, decisions, result: finished ? sheet.result.label : 'Unfinished', units };
}

/** What a unit is worth on the table now: its points times the share of its models still standing. */
const strength = (u: BoardUnit): number => (u.status === 'destroyed' || u.initialModels <= 0 ? 0 : (u.points * u.models.length) / u.initialModels);

/**
 * Who removed what, read from the board before and after each command. Losses of a unit are
 * credited to the unit acting (the board's active unit, else the last unit a command named) when it
 * is an enemy's; losses of the acting unit's own side (a target striking back, fire returned) go to
 * the enemy unit the command names as its `target`, where it names one; anything else is no one's.
 */
export class DamageTally {
  readonly #dealt = new Map<string, number>();
  #actor: string | null = null;

  record(before: BoardView, command: BaseCommand, after: BoardView): void {
    const named = (command as { unitId?: unknown }).unitId;
    if (typeof named === 'string' && before.units.some((u) => u.id === named)) this.#actor = named;
    const actorId = before.phase?.unitId ?? this.#actor;
    const actor = before.units.find((u) => u.id === actorId);
    const target = (command as { target?: unknown }).target;
    const struck = typeof target === 'string' ? before.units.find((u) => u.id === target) : undefined;
    const was = new Map(before.units.map((u) => [u.id, strength(u)]));
    for (const u of after.units) {
      const lost = (was.get(u.id) ?? 0) - strength(u);
      if (lost <= 1e-9 || !actor) continue;
      const by = u.side !== actor.side ? actor.id : struck && struck.side !== u.side ? struck.id : null;
      if (by) this.#dealt.set(by, (this.#dealt.get(by) ?? 0) + lost);
    }
  }

  /** Every unit's record at the end, by army (seats swapped back) and its place in its army. */
  units(board: BoardView, swap: boolean): UnitRecord[] {
    const slots = new Map<number, number>();
    const out = board.units.map((u) => {
      const army = swap ? 1 - u.side : u.side;
      const slot = slots.get(army) ?? 0;
      slots.set(army, slot + 1);
      return { army, slot, name: u.name, damageDealt: this.#dealt.get(u.id) ?? 0, survived: u.status !== 'destroyed' };
    });
    return out.sort((a, b) => a.army - b.army || a.slot - b.slot);
  }
}

/** The 95% Wilson interval of a share `wins` of `n`. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The figures of a run; `elapsedMs` is the time its games took in all (the core keeps no clock). */
export function summarize(games: readonly SimulatedGame[], players: number, elapsedMs = 0): SimulationSummary {
  const wins = Array.from({ length: players }, () => 0);
  const totals = Array.from({ length: players }, () => 0);
  let draws = 0;
  let unfinished = 0;
  let decisions = 0;
  let rounds = 0;
  let counted = 0;
  for (const g of games) {
    if (!g.finished) unfinished++;
    else if (g.winner === null) draws++;
    else wins[g.winner] = (wins[g.winner] ?? 0) + 1;
    g.totals.forEach((t, seat) => (totals[seat] = (totals[seat] ?? 0) + t));
    decisions += g.decisions;
    if (g.rounds !== null) {
      rounds += g.rounds;
      counted++;
    }
  }
  const n = Math.max(1, games.length);
  const parts = new Map<string, { army: number; slot: number; name: string; dealt: number; survived: number }>();
  for (const g of games)
    for (const u of g.units) {
      const key = `${u.army}:${u.slot}`;
      const part = parts.get(key) ?? { army: u.army, slot: u.slot, name: u.name, dealt: 0, survived: 0 };
      part.dealt += u.damageDealt;
      part.survived += u.survived ? 1 : 0;
      parts.set(key, part);
    }
  const ordered = [...parts.values()].sort((a, b) => a.army - b.army || a.slot - b.slot);
  // Two units of one name in an army are told apart by their place: "Line Squad", "Line Squad 2".
  const seen = new Map<string, number>();
  const units = ordered.map((p) => {
    const k = `${p.army}:${p.name}`;
    const nth = (seen.get(k) ?? 0) + 1;
    seen.set(k, nth);
    return { army: p.army, unit: nth > 1 ? `${p.name} ${nth}` : p.name, damageDealt: p.dealt / n, survived: p.survived / n };
  });
  return {
    games: games.length,
    wins,
    draws,
    unfinished,
    winRate: wins.map((w) => w / n),
    ci95: wins.map((w) => wilson(w, games.length)),
    meanScore: totals.map((t) => t / n),
    meanRounds: counted > 0 ? rounds / counted : null,
    meanDecisions: decisions / n,
    msPerGame: elapsedMs / n,
    units,
  };
}
