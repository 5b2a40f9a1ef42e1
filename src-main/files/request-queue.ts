/**
 * Main's requests to one window (menu commands, files handed over by the system), answered by the
 * renderer's long poll: `next()` resolves with the oldest request, waiting for one if need be.
 * Requests that arrive before the renderer is listening wait here, so a file double-clicked to
 * start Tenfold is opened once the window is ready.
 */
export class RequestQueue<T> {
  readonly #pending: T[] = [];
  readonly #waiters: Array<(request: T) => void> = [];
  /** Requests beyond this are dropped: a window that stopped listening must not grow memory. */
  readonly #limit: number;

  constructor(limit = 32) {
    this.#limit = limit;
  }

  push(request: T): void {
    const waiter = this.#waiters.shift();
    if (waiter) waiter(request);
    else if (this.#pending.length < this.#limit) this.#pending.push(request);
  }

  next(): Promise<T> {
    const request = this.#pending.shift();
    if (request !== undefined) return Promise.resolve(request);
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /**
   * Forget the listeners of a page that is gone (a reload): their answers would go nowhere, and
   * the next request must reach the new page's long poll instead.
   */
  dropListeners(): void {
    this.#waiters.length = 0;
  }

  get size(): number {
    return this.#pending.length;
  }
}
