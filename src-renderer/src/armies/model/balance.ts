/**
 * Balance by simulation on the Armies screen: two armies of one ruleset, N games between the
 * built-in opponent and itself, and what came of them — each army's win rate with its 95%
 * interval, draws, scores, length, the spread of the score margins and which units did the work.
 *
 * The games are played by a runner: a Web Worker in the app (so the page never waits on a game),
 * the page itself in tests. Games swap the armies' seats in pairs (game 0 as listed, game 1
 * swapped, …) and every game's dice and opponents come from the run's seed, so a run repeats.
 */
import { LEVELS, type Level } from '../../../../shared/ai/opponent';
import { simulateGame, simulationGameSetup, summarize, type SimulatedGame, type SimulationSetup, type SimulationSummary, type UnitSummary } from '../../../../shared/ai/simulate';
import type { ArmyFile } from '../../../../shared/core/army';
import { RULESETS, rulesetById } from '../../../../shared/rulesets/index';

/** The numbers of games the view offers at a click; any other from 1 to MAX_GAMES may be typed. */
export const GAME_COUNTS: readonly number[] = [10, 20, 50, 100];
export const MAX_GAMES = 1000;
export const DEFAULT_SEED = 1;
export const DEFAULT_LEVEL: Level = 'veteran';
/** After this many decisions a game is cut off and counted as unfinished (a stalemate, not a hang). */
const MAX_DECISIONS = 5000;

/** An army the view offers: one of the player's, or one of a ruleset's starter lists. */
export interface BalanceArmy {
  key: string;
  name: string;
  ruleset: string;
  source: 'library' | 'starter';
  army: ArmyFile;
}

/** The player's armies (those that could be read) and every ruleset's starter lists. */
export function balanceArmies(library: readonly { id: string; army: ArmyFile }[]): BalanceArmy[] {
  const own = library.map(({ id, army }): BalanceArmy => ({ key: `library:${id}`, name: army.name, ruleset: army.ruleset, source: 'library', army }));
  const starters = Object.values(RULESETS).flatMap((ruleset) =>
    Object.values(ruleset.army.samples)
      .flat()
      .map((army, i): BalanceArmy => ({ key: `starter:${ruleset.id}:${i}`, name: army.name, ruleset: ruleset.id, source: 'starter', army })),
  );
  return [...own, ...starters];
}

/** The armies in groups for a picker: each ruleset's own armies, then its starter lists. */
export function balanceGroups(armies: readonly BalanceArmy[]): { label: string; armies: BalanceArmy[] }[] {
  const groups = new Map<string, BalanceArmy[]>();
  for (const a of armies) {
    const label = `${rulesetName(a.ruleset)}: ${a.source === 'library' ? 'your armies' : 'starter lists'}`;
    groups.set(label, [...(groups.get(label) ?? []), a]);
  }
  return [...groups].map(([label, list]) => ({ label, armies: list }));
}

const rulesetName = (id: string): string => rulesetById(id)?.name ?? id;

/** What a run plays: plain data, so it can be posted to a worker as it is. */
export interface BalanceRequest {
  ruleset: string;
  /** The first army, then the second. */
  armies: [ArmyFile, ArmyFile];
  points: number;
  games: number;
  level: Level;
  seed: number;
}

export interface BalanceOptions {
  games: number;
  level: Level;
  seed: number;
}

export type Prepared = { ok: true; request: BalanceRequest } | { ok: false; reason: string };

/** The run two armies make, or why they cannot be pitted against each other, in words for the player. */
export function prepareBalance(first: ArmyFile, second: ArmyFile, options: BalanceOptions): Prepared {
  if (first.ruleset !== second.ruleset) {
    return { ok: false, reason: `${first.name} is a ${rulesetName(first.ruleset)} army and ${second.name} a ${rulesetName(second.ruleset)} one: pick two armies of the same ruleset.` };
  }
  const ruleset = rulesetById(first.ruleset);
  if (!ruleset) return { ok: false, reason: `Tenfold cannot play ${rulesetName(first.ruleset)} games, so it cannot run ${first.name}.` };
  if (!Number.isInteger(options.games) || options.games < 1 || options.games > MAX_GAMES) return { ok: false, reason: `The number of games is a whole number from 1 to ${MAX_GAMES}.` };
  if (!Number.isSafeInteger(options.seed)) return { ok: false, reason: 'The seed is a whole number.' };
  if (!LEVELS.includes(options.level)) return { ok: false, reason: `“${String(options.level)}” is not a level of the opponent.` };
  for (const army of [first, second]) {
    const resolved = ruleset.army.resolve(army);
    if (!resolved.ok) {
      const why = resolved.code === 'unknown-unit' ? `its list names “${resolved.profile}”, a unit its ${ruleset.army.factionNoun} does not have` : `its ${ruleset.army.factionNoun} is not one Tenfold knows`;
      return { ok: false, reason: `${army.name} cannot be played: ${why}.` };
    }
    if (resolved.units.length === 0) return { ok: false, reason: `${army.name} has no units to play with.` };
  }
  const request: BalanceRequest = { ruleset: ruleset.id, armies: [first, second], points: Math.max(first.pointsLimit, second.pointsLimit), games: options.games, level: options.level, seed: options.seed };
  const built = simulationGameSetup(simulationSetup(request), `${request.seed}:0`);
  if (!built.ok) return { ok: false, reason: `These armies cannot start a game: ${built.reason}` };
  return { ok: true, request };
}

function simulationSetup(request: BalanceRequest): SimulationSetup {
  const ruleset = rulesetById(request.ruleset);
  if (!ruleset) throw new RangeError(`no ruleset "${request.ruleset}"`);
  return { ruleset, armies: request.armies, points: request.points, seats: [{ level: request.level, personality: 'balanced' }], seed: request.seed, maxDecisions: MAX_DECISIONS };
}

/** Game `index` of a run (what a runner calls, in the worker or on the page). */
export function playBalanceGame(request: BalanceRequest, index: number): SimulatedGame | { error: string } {
  return simulateGame(simulationSetup(request), index);
}

/** What a runner reports while it plays a run's games, one after another from game 0. */
export interface RunnerEvents {
  played(game: SimulatedGame): void;
  failed(reason: string): void;
  finished(): void;
}

/** Plays a run's games; the function it returns stops it at once, and nothing is reported after. */
export type BalanceRunner = (request: BalanceRequest, events: RunnerEvents) => () => void;

/** Plays the games on this thread, letting the caller go on between games (tests; no Worker at hand). */
export function inProcessRunner(between: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0))): BalanceRunner {
  return (request, events) => {
    let stopped = false;
    void (async () => {
      for (let i = 0; i < request.games; i++) {
        await between();
        if (stopped) return;
        const game = playBalanceGame(request, i);
        if (stopped) return;
        if ('error' in game) return events.failed(`Game ${i + 1}: ${game.error}`);
        events.played(game);
      }
      if (!stopped) events.finished();
    })();
    return () => {
      stopped = true;
    };
  };
}

/** What the balance worker posts back. */
export type WorkerReport = { kind: 'game'; game: SimulatedGame } | { kind: 'failed'; reason: string } | { kind: 'finished' };

/** Plays the games in a Web Worker of their own; stopping ends the worker mid-game. */
export function workerRunner(start: () => Worker): BalanceRunner {
  return (request, events) => {
    const worker = start();
    let live = true;
    const stop = () => {
      live = false;
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<WorkerReport>) => {
      if (!live) return;
      const report = event.data;
      if (report.kind === 'game') events.played(report.game);
      else {
        stop();
        if (report.kind === 'failed') events.failed(report.reason);
        else events.finished();
      }
    };
    worker.onerror = (event: ErrorEvent) => {
      if (!live) return;
      stop();
      events.failed(`The games stopped: ${event.message || 'the simulation failed'}.`);
    };
    worker.postMessage(request);
    return stop;
  };
}

export type BalanceStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/** Where a run stands: the games so far, and once it has stopped, the figures of those games. */
export interface BalanceSnapshot {
  status: BalanceStatus;
  request: BalanceRequest | null;
  games: readonly SimulatedGame[];
  summary: SimulationSummary | null;
  error: string | null;
}

const IDLE: BalanceSnapshot = { status: 'idle', request: null, games: [], summary: null, error: null };

/**
 * One balance run at a time: start, the games as they come, cancel. Every change is handed to
 * `onchange` as a fresh snapshot (the screen keeps it in its state).
 */
export class BalanceRun {
  #snapshot: BalanceSnapshot = IDLE;
  #stop: (() => void) | null = null;
  #started = 0;
  /** Which run is under way: reports of an earlier one are dropped. */
  #run = 0;
  readonly #runner: BalanceRunner;
  readonly #onchange: (snapshot: BalanceSnapshot) => void;
  readonly #clock: () => number;

  constructor(runner: BalanceRunner, onchange: (snapshot: BalanceSnapshot) => void = () => {}, clock: () => number = () => performance.now()) {
    this.#runner = runner;
    this.#onchange = onchange;
    this.#clock = clock;
  }

  get snapshot(): BalanceSnapshot {
    return this.#snapshot;
  }

  /** Starts a run (stopping one under way); a refusal changes nothing and says why. */
  start(first: ArmyFile, second: ArmyFile, options: BalanceOptions): { ok: true } | { ok: false; reason: string } {
    const prepared = prepareBalance(first, second, options);
    if (!prepared.ok) return prepared;
    this.#halt();
    const request = prepared.request;
    const run = ++this.#run;
    // Reports of a run stopped or replaced are dropped.
    const live = () => run === this.#run && this.#snapshot.status === 'running';
    this.#started = this.#clock();
    this.#set({ status: 'running', request, games: [], summary: null, error: null });
    const stop = this.#runner(request, {
      played: (game) => {
        if (live()) this.#set({ ...this.#snapshot, games: [...this.#snapshot.games, game] });
      },
      failed: (reason) => {
        if (live()) this.#end('failed', reason);
      },
      finished: () => {
        if (live()) this.#end('done', null);
      },
    });
    // A runner may report everything before it returns; only a run still under way keeps its stop.
    if (live()) this.#stop = stop;
    return { ok: true };
  }

  /** Stops the run at once; the games played so far are kept and counted. */
  cancel(): void {
    if (this.#snapshot.status !== 'running') return;
    this.#halt();
    this.#end('cancelled', null);
  }

  #halt(): void {
    this.#run++;
    const stop = this.#stop;
    this.#stop = null;
    stop?.();
  }

  #end(status: BalanceStatus, error: string | null): void {
    this.#stop = null;
    const games = this.#snapshot.games;
    const summary = games.length > 0 ? summarize(games, 2, this.#clock() - this.#started) : null;
    this.#set({ ...this.#snapshot, status, summary, error });
  }

  #set(snapshot: BalanceSnapshot): void {
    this.#snapshot = snapshot;
    this.#onchange(snapshot);
  }
}

/** One bar of the score spread: games whose margin (first army's score minus the second's) falls in [from, to]. */
export interface SpreadBin {
  from: number;
  to: number;
  /** Games the first army won, drawn (or unfinished), and the second army won. */
  first: number;
  even: number;
  second: number;
}

/** The games' score margins in at most `most` bars of equal width, the lowest margin first. */
export function scoreSpread(games: readonly SimulatedGame[], most = 21): SpreadBin[] {
  if (games.length === 0) return [];
  const margins = games.map((g) => (g.totals[0] ?? 0) - (g.totals[1] ?? 0));
  const low = Math.floor(Math.min(...margins));
  const high = Math.floor(Math.max(...margins));
  const width = Math.max(1, Math.ceil((high - low + 1) / most));
  const count = Math.floor((high - low) / width) + 1;
  const bins: SpreadBin[] = Array.from({ length: count }, (_, i) => ({ from: low + i * width, to: low + (i + 1) * width - 1, first: 0, even: 0, second: 0 }));
  games.forEach((g, i) => {
    const bin = bins[Math.floor((Math.floor(margins[i]!) - low) / width)]!;
    if (g.winner === 0) bin.first++;
    else if (g.winner === 1) bin.second++;
    else bin.even++;
  });
  return bins;
}

/** Each army's units, those that removed the most enemy points per game first. */
export function unitTables(summary: SimulationSummary): [UnitSummary[], UnitSummary[]] {
  const of = (army: number) => summary.units.filter((u) => u.army === army).sort((a, b) => b.damageDealt - a.damageDealt);
  return [of(0), of(1)];
}
