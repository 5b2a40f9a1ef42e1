/**
 * Undo and redo over immutable snapshots. Every change to a plan is a new plain object that
 * shares what it did not touch, so keeping the previous one is cheap and undo is exact.
 */
export interface Entry<T> {
  state: T;
  /** What the change did, in words ("Moved Raider Squad"), for the undo button's title. */
  label: string;
}

export class History<T> {
  #past: Entry<T>[] = [];
  #future: Entry<T>[] = [];
  readonly #limit: number;

  constructor(limit = 200) {
    this.#limit = limit;
  }

  /** Records `before` as the state to return to, with the label of the change that left it. */
  push(before: T, label: string): void {
    this.#past.push({ state: before, label });
    if (this.#past.length > this.#limit) this.#past.shift();
    this.#future = [];
  }

  /** Returns the state to show after undoing from `current`, or undefined when there is nothing. */
  undo(current: T): Entry<T> | undefined {
    const entry = this.#past.pop();
    if (!entry) return undefined;
    this.#future.push({ state: current, label: entry.label });
    return entry;
  }

  redo(current: T): Entry<T> | undefined {
    const entry = this.#future.pop();
    if (!entry) return undefined;
    this.#past.push({ state: current, label: entry.label });
    return entry;
  }

  get undoLabel(): string | undefined {
    return this.#past.at(-1)?.label;
  }
  get redoLabel(): string | undefined {
    return this.#future.at(-1)?.label;
  }

  clear(): void {
    this.#past = [];
    this.#future = [];
  }
}
