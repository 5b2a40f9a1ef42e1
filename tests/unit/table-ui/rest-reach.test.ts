import { describe, expect, it } from 'vitest';
import type { PlacedModel } from '../../../shared/geometry/index';
import { type FullReach, fullReach } from '../../../src-renderer/src/table/overlays/full-reach';
import type { ReachOverlay } from '../../../src-renderer/src/table/overlays/reach';
import { type RestAnswer, type RestRequest, type RestWorker, RestReach, answerRest } from '../../../src-renderer/src/table/overlays/rest-reach';
import { bases, unit, wall } from './reach-fixture';

const overlays: ReachOverlay[] = ['move'];

/** A worker in name: it keeps what it is asked, and answers (as the real one would) when told. */
class FakeWorker implements RestWorker {
  asked: RestRequest[] = [];
  terminated = false;
  refuse = false;
  #onMessage: ((event: { data: RestAnswer }) => void)[] = [];
  #onError: (() => void)[] = [];
  postMessage(request: RestRequest): void {
    if (this.refuse) throw new Error('DataCloneError');
    this.asked.push(request);
  }
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: ((event: { data: RestAnswer }) => void) | (() => void)): void {
    if (type === 'message') this.#onMessage.push(listener);
    else this.#onError.push(listener as () => void);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answers the request asked `n`-th (from 0). */
  answer(n: number): void {
    const { answer } = answerRest(this.asked[n]!);
    this.#onMessage.forEach((l) => l({ data: answer }));
  }
  fail(): void {
    this.#onError.forEach((l) => l());
  }
}

/** Starts a new fake worker each time one is asked for, and keeps them all. */
function workers(): { made: FakeWorker[]; rest: RestReach } {
  const made: FakeWorker[] = [];
  const rest = new RestReach(() => {
    const worker = new FakeWorker();
    made.push(worker);
    return worker;
  });
  return { made, rest };
}

/** A drag in name: where its bases stand, and what it drew at rest. */
function drag(at: PlacedModel[]) {
  const seen = { shown: [] as FullReach[], fallbacks: 0, at };
  const ask = {
    now: () => ({ models: seen.at, overlays }),
    show: (full: FullReach) => void seen.shown.push(full),
    fallback: () => void seen.fallbacks++,
  };
  return { seen, ask, work: { unit, models: at, terrain: [wall], overlays } };
}

describe('the resting frame worked out in a worker', () => {
  it('D10.TERRAIN.MEASURE_AROUND: shows the worker’s zones, the same as worked out on the page, when the bases still stand where they were asked', () => {
    const worker = new FakeWorker();
    const rest = new RestReach(() => worker);
    const d = drag(bases(19, 12));
    rest.ask(d.work, d.ask);
    expect(d.seen.shown).toEqual([]);
    worker.answer(0);
    expect(d.seen.shown).toEqual([fullReach(unit, bases(19, 12), [wall], overlays)]);
    // Around the wall: the Move stops at its face.
    expect(d.seen.shown[0]!.zones.find((z) => z.label.startsWith('Move'))!.box[3]).toBeLessThan(14.1);
    expect(d.seen.fallbacks).toBe(0);
  });

  it('drops an answer once the bases have moved, even if nobody cancelled the ask', () => {
    const worker = new FakeWorker();
    const rest = new RestReach(() => worker);
    const d = drag(bases(19, 12));
    rest.ask(d.work, d.ask);
    d.seen.at = bases(19.1, 12);
    worker.answer(0);
    expect(d.seen.shown).toEqual([]);
    expect(d.seen.fallbacks).toBe(0);
  });

  it('drops an answer to an ask that was cancelled, or overtaken by a newer one', () => {
    const { made, rest } = workers();
    const first = drag(bases(19, 12));
    rest.ask(first.work, first.ask);
    rest.cancel();
    made[0]!.answer(0);
    expect(first.seen.shown).toEqual([]);

    const older = drag(bases(20, 12));
    const newer = drag(bases(20, 12));
    rest.ask(older.work, older.ask);
    rest.ask(newer.work, newer.ask);
    made[1]!.answer(0);
    expect(older.seen.shown).toEqual([]);
    expect(newer.seen.shown).toEqual([]);
    made[2]!.answer(0);
    expect(older.seen.shown).toEqual([]);
    expect(newer.seen.shown).toHaveLength(1);
    // An answer comes once: the same one again is dropped.
    made[2]!.answer(0);
    expect(newer.seen.shown).toHaveLength(1);
  });

  it('replaces a worker still busy with an outdated ask, so the next answer does not wait behind it', () => {
    const { made, rest } = workers();
    const d = drag(bases(19, 12));
    rest.ask(d.work, d.ask);
    // The bases move on while the worker is at it: it is stopped, and a fresh one loads at once.
    rest.cancel();
    expect(made).toHaveLength(2);
    expect(made[0]!.terminated).toBe(true);
    expect(made[1]!.terminated).toBe(false);
    d.seen.at = bases(19.5, 12);
    rest.ask({ ...d.work, models: d.seen.at }, d.ask);
    expect(made[0]!.asked).toHaveLength(1);
    expect(made[1]!.asked.map((r) => r.models)).toEqual([bases(19.5, 12)]);
    made[1]!.answer(0);
    expect(d.seen.shown).toEqual([fullReach(unit, bases(19.5, 12), [wall], overlays)]);
  });

  it('keeps an idle worker when an ask is cancelled after its answer came', () => {
    const { made, rest } = workers();
    const d = drag(bases(19, 12));
    rest.ask(d.work, d.ask);
    made[0]!.answer(0);
    rest.cancel();
    rest.ask(d.work, d.ask);
    expect(made).toHaveLength(1);
    expect(made[0]!.terminated).toBe(false);
    expect(made[0]!.asked).toHaveLength(2);
  });

  it('works the zones out on the page where workers are unavailable, asking for one only once', () => {
    let starts = 0;
    const rest = new RestReach(() => {
      starts++;
      return undefined;
    });
    const d = drag(bases(19, 12));
    rest.warm();
    rest.ask(d.work, d.ask);
    rest.ask(d.work, d.ask);
    expect(d.seen.fallbacks).toBe(2);
    expect(starts).toBe(1);

    const throwing = new RestReach(() => {
      throw new Error('workers are not allowed here');
    });
    const e = drag(bases(19, 12));
    throwing.ask(e.work, e.ask);
    expect(e.seen.fallbacks).toBe(1);
  });

  it('falls back to the page for the ask under way when the worker fails, and for every ask after', () => {
    const worker = new FakeWorker();
    const rest = new RestReach(() => worker);
    const d = drag(bases(19, 12));
    rest.ask(d.work, d.ask);
    worker.fail();
    expect(d.seen.fallbacks).toBe(1);
    expect(worker.terminated).toBe(true);
    rest.ask(d.work, d.ask);
    expect(d.seen.fallbacks).toBe(2);
    expect(worker.asked).toHaveLength(1);
    expect(d.seen.shown).toEqual([]);
  });

  it('falls back to the page when the work cannot be handed to the worker', () => {
    const worker = new FakeWorker();
    worker.refuse = true;
    const rest = new RestReach(() => worker);
    const d = drag(bases(19, 12));
    rest.ask(d.work, d.ask);
    expect(d.seen.fallbacks).toBe(1);
    expect(d.seen.shown).toEqual([]);
  });

  it('a replaced worker failing does not disturb the drag, nor the worker that replaced it', () => {
    const { made, rest } = workers();
    const d = drag(bases(19, 12));
    rest.ask(d.work, d.ask);
    rest.cancel();
    made[0]!.fail();
    expect(d.seen.fallbacks).toBe(0);
    rest.ask(d.work, d.ask);
    made[1]!.answer(0);
    expect(d.seen.shown).toHaveLength(1);
    expect(d.seen.fallbacks).toBe(0);
  });
});
