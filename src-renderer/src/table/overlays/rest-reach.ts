/**
 * Asking a worker for a dragged unit's zones in full (full-reach.ts) once the pointer rests, so the
 * page does not freeze while a large unit's zones are worked out around the terrain and outlined.
 * The drag keeps the zones it drew in the meantime, and shows the worker's answer only if the bases
 * still stand exactly where they did when it asked: an answer for another position, or for an ask
 * that was cancelled or overtaken, is dropped. Where workers are unavailable, or one fails, the
 * drag is told to work the zones out itself, as it did before workers. A worker still busy with an
 * ask that no longer matters is replaced by a fresh one rather than waited for, so the next answer
 * is not held up behind an outdated one.
 *
 * The matching is plain TypeScript around anything shaped like a Worker, so it is tested in Node;
 * rest-reach.worker.ts is the worker's side.
 */
import type { PlacedModel, TerrainPiece } from '../../../../shared/geometry/index';
import type { RosterUnit } from '../../plan/roster';
import type { OverlayItem, P } from '../../board/overlay-shape';
import { type FullReach, type ZoneReport, fullReach } from './full-reach';
import type { ReachOverlay } from './reach';

/** What the drag needs worked out: the unit, its bases where they stand, the terrain, the overlays on. */
export interface RestWork {
  unit: RosterUnit;
  models: readonly PlacedModel[];
  terrain: readonly TerrainPiece[];
  overlays: readonly ReachOverlay[];
}

export interface RestRequest extends RestWork {
  id: number;
}

/**
 * A region's rings and outline as flat numbers, handed over rather than copied: a 12″ zone around
 * terrain is tens of thousands of points, and copying them as objects would stall the page about
 * as long as working them out.
 */
interface PackedRegion {
  kind: 'packed-region';
  /** x, y of every ring point, ring after ring; `lengths` says how many points each ring has. */
  coords: Float64Array;
  lengths: Uint32Array;
  /** ax, ay, bx, by of every outline segment. */
  outline: Float64Array;
  fill: string;
  stroke: string;
  dash?: number[];
}

type PackedItem = Exclude<OverlayItem, { kind: 'region' }> | PackedRegion;

export interface RestAnswer {
  id: number;
  items: [ReachOverlay, PackedItem[]][];
  zones: ZoneReport[];
}

/** The worker's side: the answer to one request, and the buffers to hand over with it. */
export function answerRest({ id, unit, models, terrain, overlays }: RestRequest): { answer: RestAnswer; transfer: ArrayBuffer[] } {
  const full = fullReach(unit, models, terrain, overlays);
  const transfer: ArrayBuffer[] = [];
  const items = full.items.map(([overlay, list]): [ReachOverlay, PackedItem[]] => [overlay, list.map((item) => (item.kind === 'region' ? pack(item, transfer) : item))]);
  return { answer: { id, items, zones: full.zones }, transfer };
}

function pack({ rings, outline = [], fill, stroke, dash }: Extract<OverlayItem, { kind: 'region' }>, transfer: ArrayBuffer[]): PackedRegion {
  const lengths = Uint32Array.from(rings, (ring) => ring.length);
  const coords = new Float64Array(2 * lengths.reduce((n, k) => n + k, 0));
  let i = 0;
  for (const ring of rings)
    for (const p of ring) {
      coords[i++] = p.x;
      coords[i++] = p.y;
    }
  const segments = new Float64Array(4 * outline.length);
  outline.forEach(([a, b], k) => segments.set([a.x, a.y, b.x, b.y], 4 * k));
  transfer.push(coords.buffer, lengths.buffer, segments.buffer);
  return { kind: 'packed-region', coords, lengths, outline: segments, fill, stroke, ...(dash ? { dash } : {}) };
}

/** The page's side: the answer as the items the drag draws. */
export function unpackRest(answer: RestAnswer): FullReach {
  return { items: answer.items.map(([overlay, list]) => [overlay, list.map((item) => (item.kind === 'packed-region' ? unpack(item) : item))]), zones: answer.zones };
}

function unpack({ coords, lengths, outline, fill, stroke, dash }: PackedRegion): OverlayItem {
  const rings: P[][] = [];
  let i = 0;
  for (const n of lengths) {
    const ring: P[] = new Array<P>(n);
    for (let k = 0; k < n; k++, i += 2) ring[k] = { x: coords[i]!, y: coords[i + 1]! };
    rings.push(ring);
  }
  const segments: [P, P][] = [];
  for (let k = 0; k < outline.length; k += 4) segments.push([{ x: outline[k]!, y: outline[k + 1]! }, { x: outline[k + 2]!, y: outline[k + 3]! }]);
  return { kind: 'region', rings, outline: segments, fill, stroke, ...(dash ? { dash } : {}) };
}

/** What the asking side needs of a Worker. */
export interface RestWorker {
  postMessage(request: RestRequest): void;
  addEventListener(type: 'message', listener: (event: { data: RestAnswer }) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: () => void): void;
  terminate(): void;
}

/** Where the bases stand and which overlays are on: the same key, the same zones. */
export const restKey = (models: readonly PlacedModel[], overlays: readonly ReachOverlay[]): string =>
  `${overlays.join(',')}|${models.map((m) => `${m.x},${m.y},${m.facing},${JSON.stringify(m.shape)}`).join(';')}`;

export interface RestAsk {
  /** Where the bases stand now, and which overlays are on, when the answer comes. */
  now: () => { models: readonly PlacedModel[]; overlays: readonly ReachOverlay[] };
  /** The worker's zones, for the bases as they still stand. */
  show: (full: FullReach) => void;
  /** No worker to ask: work the zones out on the page. */
  fallback: () => void;
}

export class RestReach {
  readonly #make: () => RestWorker | undefined;
  #worker: RestWorker | undefined;
  /** No worker could be started, or one failed: every ask falls back. */
  #unavailable = false;
  #next = 1;
  #pending: (RestAsk & { id: number; key: string }) | undefined;
  /** The worker has an ask in hand that it has not answered yet. */
  #busy = false;

  /** `make` starts the worker (undefined or a throw: workers are unavailable); it is called once, when first needed. */
  constructor(make: () => RestWorker | undefined) {
    this.#make = make;
  }

  /** Starts the worker ahead of the first ask, so that ask does not wait for it to load. */
  warm(): void {
    this.#start();
  }

  /** Asks for `work` in full; any earlier ask is dropped. */
  ask(work: RestWork, ask: RestAsk): void {
    this.cancel();
    const worker = this.#start();
    if (!worker) {
      ask.fallback();
      return;
    }
    const id = this.#next++;
    this.#pending = { ...ask, id, key: restKey(work.models, work.overlays) };
    try {
      worker.postMessage({ id, unit: work.unit, models: work.models, terrain: work.terrain, overlays: work.overlays });
      this.#busy = true;
    } catch {
      // The work could not be copied to the worker: this ask, and the next ones, stay on the page.
      this.#fail();
    }
  }

  /**
   * The bases moved, or the drag ended: whatever answer is on its way is dropped, and a worker still
   * working on it is replaced by a fresh one, which loads while the pointer moves on.
   */
  cancel(): void {
    this.#pending = undefined;
    if (!this.#busy) return;
    this.#busy = false;
    this.#worker?.terminate();
    this.#worker = undefined;
    this.#start();
  }

  #start(): RestWorker | undefined {
    if (this.#worker || this.#unavailable) return this.#worker;
    try {
      this.#worker = this.#make();
    } catch {
      this.#worker = undefined;
    }
    if (!this.#worker) {
      this.#unavailable = true;
      return undefined;
    }
    // A replaced worker may still have been about to speak: only the current one is listened to.
    const worker = this.#worker;
    const current = (): boolean => worker === this.#worker;
    worker.addEventListener('message', (event) => {
      if (current()) this.#answer(event.data);
    });
    worker.addEventListener('error', () => {
      if (current()) this.#fail();
    });
    worker.addEventListener('messageerror', () => {
      if (current()) this.#fail();
    });
    return worker;
  }

  #answer(answer: RestAnswer): void {
    this.#busy = false;
    const pending = this.#pending;
    if (!pending || answer.id !== pending.id) return;
    this.#pending = undefined;
    const now = pending.now();
    if (restKey(now.models, now.overlays) === pending.key) pending.show(unpackRest(answer));
  }

  #fail(): void {
    this.#unavailable = true;
    this.#busy = false;
    this.#worker?.terminate();
    this.#worker = undefined;
    const pending = this.#pending;
    this.#pending = undefined;
    pending?.fallback();
  }
}
