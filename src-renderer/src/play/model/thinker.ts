/**
 * Where the built-in opponent thinks: a Web Worker, so the table stays responsive however long it
 * weighs its options; where workers are unavailable (tests in Node) the page thinks itself, after
 * letting the screen draw.
 */
import type { Choice } from '../../../../shared/ai/opponent';
import { think, type ThinkRequest } from './opponents';

export class Thinker {
  #worker: Worker | undefined;
  #next = 0;
  readonly #waiting = new Map<number, (choice: Choice | null) => void>();
  readonly #start: () => Worker | undefined;

  constructor(start: () => Worker | undefined) {
    this.#start = start;
  }

  /** The opponent's choice for this request; answers arrive in the order asked. */
  ask(request: ThinkRequest): Promise<Choice | null> {
    this.#worker ??= this.#start();
    const worker = this.#worker;
    if (!worker) return new Promise((resolve) => setTimeout(() => resolve(think(request)), 0));
    const id = this.#next++;
    if (this.#waiting.size === 0) worker.onmessage = (event: MessageEvent<Choice | null>) => this.#answer(event.data);
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      worker.postMessage(plain(request));
    });
  }

  #answer(choice: Choice | null): void {
    const first = this.#waiting.keys().next();
    if (first.done) return;
    const resolve = this.#waiting.get(first.value)!;
    this.#waiting.delete(first.value);
    resolve(choice);
  }
}

/** A request as plain data the worker can receive (views are plain data; this drops anything else). */
function plain(request: ThinkRequest): ThinkRequest {
  return JSON.parse(JSON.stringify(request)) as ThinkRequest;
}
