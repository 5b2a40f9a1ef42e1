import { describe, expect, it } from 'vitest';
import { wilson, type SimulatedGame } from '../../../shared/ai/simulate';
import type { ArmyFile } from '../../../shared/core/army';
import { rulesetById } from '../../../shared/rulesets/index';
import {
  BalanceRun,
  balanceArmies,
  balanceGroups,
  inProcessRunner,
  prepareBalance,
  scoreSpread,
  unitTables,
  workerRunner,
  type BalanceRequest,
  type BalanceSnapshot,
  type WorkerReport,
} from '../../../src-renderer/src/armies/model/balance';

/** The two Quality starter lists at the smallest size: the quickest whole games there are. */
function qualityStarters(): [ArmyFile, ArmyFile] {
  const lists = Object.values(rulesetById('quality')!.army.samples).map((l) => l.find((a) => a.pointsLimit === 500)!);
  return [lists[0]!, lists[1]!];
}

function d10Starter(): ArmyFile {
  return Object.values(rulesetById('d10-wargame')!.army.samples)[0]![0]!;
}

/** A worker's report as the page receives it. */
const message = (report: WorkerReport) => ({ data: report }) as unknown as MessageEvent<WorkerReport>;

const OPTIONS = { games: 2, level: 'veteran' as const, seed: 1 };

/** Gates between games that the test opens one at a time, so it decides when the next game may start. */
function gates() {
  const waiting: (() => void)[] = [];
  let asked: () => void = () => {};
  let calls = 0;
  return {
    between: () => new Promise<void>((resolve) => (calls++, waiting.push(resolve), asked())),
    /** How many times the runner has come to a gate (once before each game it would play). */
    calls: () => calls,
    /** Resolves once the runner waits at a gate. */
    next: () => new Promise<void>((resolve) => (waiting.length ? resolve() : (asked = resolve))),
    open: () => waiting.shift()?.(),
  };
}

/** Resolves with the snapshot once the run is no longer under way. */
function ended(seen: BalanceSnapshot[]): Promise<BalanceSnapshot> {
  return new Promise((resolve) => {
    const check = () => {
      const last = seen[seen.length - 1];
      if (last && last.status !== 'running') resolve(last);
      else setTimeout(check, 0);
    };
    check();
  });
}

describe('the Balance view’s model', () => {
  it('plays N games in the runner with the armies swapping seats, reports each as it ends, and counts them with 95% intervals', async () => {
    const seen: BalanceSnapshot[] = [];
    let clock = 0;
    const run = new BalanceRun(inProcessRunner(), (s) => seen.push(s), () => (clock += 1000));
    const [a, b] = qualityStarters();
    expect(run.start(a, b, OPTIONS)).toEqual({ ok: true });
    expect(run.snapshot.status).toBe('running');
    const last = await ended(seen);

    expect(last.status).toBe('done');
    // Progress: one snapshot per game, the count rising by one each time.
    expect(seen.map((s) => s.games.length)).toEqual([0, 1, 2, 2]);
    expect(last.games.map((g) => g.index)).toEqual([0, 1]);
    expect(last.request).toMatchObject({ ruleset: 'quality', points: 500, games: 2, level: 'veteran', seed: 1 });

    const summary = last.summary!;
    expect(summary.games).toBe(2);
    expect(summary.wins[0]! + summary.wins[1]! + summary.draws + summary.unfinished).toBe(2);
    for (const side of [0, 1]) {
      expect(summary.ci95[side]).toEqual(wilson(summary.wins[side]!, 2));
      expect(summary.ci95[side]![0]).toBeLessThanOrEqual(summary.winRate[side]!);
      expect(summary.ci95[side]![1]).toBeGreaterThanOrEqual(summary.winRate[side]!);
      expect(summary.meanScore[side]).toBe((last.games[0]!.totals[side]! + last.games[1]!.totals[side]!) / 2);
    }
    // The model's clock: started at 1000, ended at 2000, over two games.
    expect(summary.msPerGame).toBe(500);

    // Which units did the work: every unit of both lists, each army's heaviest hitter first.
    const [mine, theirs] = unitTables(summary);
    expect(mine.length).toBe(a.units.length);
    expect(theirs.length).toBe(b.units.length);
    for (const table of [mine, theirs]) {
      expect(table.map((u) => u.damageDealt)).toEqual([...table.map((u) => u.damageDealt)].sort((x, y) => y - x));
      for (const u of table) {
        expect(u.survived).toBeGreaterThanOrEqual(0);
        expect(u.survived).toBeLessThanOrEqual(1);
      }
    }
    expect(mine.reduce((sum, u) => sum + u.damageDealt, 0) + theirs.reduce((sum, u) => sum + u.damageDealt, 0)).toBeGreaterThan(0);
  });

  it('cancels at once: no game starts after Cancel, and the games so far are kept and counted', async () => {
    const seen: BalanceSnapshot[] = [];
    const gate = gates();
    const run = new BalanceRun(inProcessRunner(gate.between), (s) => seen.push(s));
    const [a, b] = qualityStarters();
    run.start(a, b, { ...OPTIONS, games: 4 });
    await gate.next();
    gate.open();
    await gate.next(); // game 1 played; the runner waits before game 2
    expect(run.snapshot.games.length).toBe(1);

    run.cancel();
    expect(run.snapshot.status).toBe('cancelled');
    const reports = seen.length;
    gate.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Had the runner gone on, it would have played game 2 and come to the next gate.
    expect(gate.calls()).toBe(2);
    expect(seen.length).toBe(reports);
    expect(run.snapshot.games.length).toBe(1);
    expect(run.snapshot.summary?.games).toBe(1);
    expect(run.snapshot.summary?.ci95[0]).toEqual(wilson(run.snapshot.summary!.wins[0]!, 1));
    expect(run.snapshot.games[0]).toMatchObject({ index: 0, seed: '1:0' });
    // Cancel once stopped changes nothing.
    run.cancel();
    expect(seen.length).toBe(reports);
  });

  it('refuses two armies of different rulesets, and an army that cannot be worked out, in words a player reads', () => {
    const [a] = qualityStarters();
    const other = d10Starter();
    const mixed = prepareBalance(a, other, OPTIONS);
    expect(mixed.ok).toBe(false);
    expect(!mixed.ok && mixed.reason).toBe(`${a.name} is a Quality Wargame army and ${other.name} a D10 Wargame one: pick two armies of the same ruleset.`);

    const broken: ArmyFile = { ...a, name: 'Broken list', units: [...a.units, { ...a.units[0]!, uid: 'x1', profile: 'no-such-unit' }] };
    const unresolved = prepareBalance(broken, a, OPTIONS);
    expect(!unresolved.ok && unresolved.reason).toMatch(/^Broken list cannot be played: its list names “no-such-unit”, a unit its .+ does not have\.$/);

    const lost: ArmyFile = { ...a, name: 'Lost list', faction: 'no-such-faction' };
    expect(prepareBalance(a, lost, OPTIONS)).toMatchObject({ ok: false, reason: expect.stringMatching(/^Lost list cannot be played: its .+ is not one Tenfold knows\.$/) });

    const empty: ArmyFile = { ...a, name: 'Empty list', units: [] };
    expect(prepareBalance(empty, a, OPTIONS)).toEqual({ ok: false, reason: 'Empty list has no units to play with.' });
    expect(prepareBalance(a, a, { ...OPTIONS, games: 0 })).toMatchObject({ ok: false, reason: expect.stringContaining('number of games') });

    // A refused start leaves the view as it was and plays nothing.
    const seen: BalanceSnapshot[] = [];
    let asked = 0;
    const run = new BalanceRun(() => (asked++, () => {}), (s) => seen.push(s));
    expect(run.start(a, other, OPTIONS)).toEqual(mixed);
    expect(asked).toBe(0);
    expect(seen).toEqual([]);
    expect(run.snapshot.status).toBe('idle');
  });

  it('stops with the reason when a game fails, keeping the games before it', () => {
    const [a, b] = qualityStarters();
    const game = { index: 0, seed: '1:0', finished: true, winner: 0, totals: [3, 1], rounds: 4, decisions: 40, result: 'Victory', units: [] } satisfies SimulatedGame;
    const run = new BalanceRun((_request, events) => {
      events.played(game);
      events.failed('Game 2: the rules refused a command');
      events.played({ ...game, index: 1 });
      return () => {};
    });
    run.start(a, b, OPTIONS);
    expect(run.snapshot).toMatchObject({ status: 'failed', error: 'Game 2: the rules refused a command', games: [game] });
    expect(run.snapshot.summary?.wins).toEqual([1, 0]);
  });

  it('in a worker: posts the request, takes the games as they come, and ends the worker on Cancel', () => {
    const posted: unknown[] = [];
    let terminated = 0;
    const worker = {
      onmessage: null as ((event: MessageEvent<WorkerReport>) => void) | null,
      onerror: null,
      postMessage: (m: unknown) => posted.push(m),
      terminate: () => terminated++,
    };
    const run = new BalanceRun(workerRunner(() => worker as unknown as Worker));
    const [a, b] = qualityStarters();
    run.start(a, b, { ...OPTIONS, games: 3 });
    expect((posted[0] as BalanceRequest).armies.map((x) => x.name)).toEqual([a.name, b.name]);
    // A request crosses to the worker by structured clone: plain data only.
    expect(structuredClone(posted[0])).toEqual(posted[0]);
    const game = { index: 0, seed: '1:0', finished: true, winner: null, totals: [2, 2], rounds: 4, decisions: 40, result: 'Draw', units: [] } satisfies SimulatedGame;
    worker.onmessage!(message({ kind: 'game', game }));
    expect(run.snapshot.games).toEqual([game]);
    run.cancel();
    expect(terminated).toBe(1);
    worker.onmessage!(message({ kind: 'game', game: { ...game, index: 1 } }));
    expect(run.snapshot).toMatchObject({ status: 'cancelled', games: [game] });
    expect(run.snapshot.summary?.draws).toBe(1);
  });

  it('draws the score spread: every game in the bar of its margin, coloured by who won', () => {
    const game = (totals: number[], winner: number | null): SimulatedGame => ({ index: 0, seed: '', finished: true, winner, totals, rounds: 1, decisions: 1, result: '', units: [] });
    const games = [game([5, 3], 0), game([4, 2], 0), game([3, 3], null), game([1, 6], 1)];
    const bins = scoreSpread(games);
    expect(bins.map((b) => b.from)).toEqual([-5, -4, -3, -2, -1, 0, 1, 2]);
    expect(bins.find((b) => b.from === 2)).toEqual({ from: 2, to: 2, first: 2, even: 0, second: 0 });
    expect(bins.find((b) => b.from === 0)).toMatchObject({ even: 1 });
    expect(bins.find((b) => b.from === -5)).toMatchObject({ second: 1 });
    // A wide spread is drawn in wider bars, never more than asked for.
    const wide = scoreSpread([game([100, 0], 0), game([0, 100], 1), game([10, 0], 0)], 10);
    expect(wide.length).toBeLessThanOrEqual(10);
    expect(wide.reduce((n, b) => n + b.first + b.even + b.second, 0)).toBe(3);
    expect(wide[0]!.second).toBe(1);
    expect(wide[wide.length - 1]!.first).toBe(1);
    expect(scoreSpread([])).toEqual([]);
  });

  it('offers the player’s armies and every ruleset’s starter lists, grouped by ruleset', () => {
    const [a] = qualityStarters();
    const armies = balanceArmies([{ id: 'r1', army: { ...a, name: 'My wardens' } }]);
    expect(armies[0]).toMatchObject({ key: 'library:r1', name: 'My wardens', source: 'library', ruleset: 'quality' });
    expect(armies.filter((x) => x.source === 'starter').length).toBeGreaterThanOrEqual(4);
    const labels = balanceGroups(armies).map((g) => g.label);
    expect(labels).toContain('Quality Wargame: your armies');
    expect(labels).toContain('Quality Wargame: starter lists');
    expect(labels).toContain('D10 Wargame: starter lists');
    expect(new Set(armies.map((x) => x.key)).size).toBe(armies.length);
  });
});
