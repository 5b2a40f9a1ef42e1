/**
 * Small caches for work the screens ask for again and again with the same inputs. Both take their
 * inputs as never changed in place: a changed table is a new list (the app's state is replaced,
 * not edited).
 */

/** `convert` applied to every item of a list, worked out once per list. */
export function perList<T, U>(convert: (item: T) => U): (list: readonly T[]) => U[] {
  const done = new WeakMap<readonly T[], U[]>();
  return (list) => {
    let out = done.get(list);
    if (!out) done.set(list, (out = list.map(convert)));
    return out;
  };
}

/**
 * `compute` worked out once per object: for what a ruleset reads off a state that a screen, the
 * opponent's actors, candidates and evaluation all ask of the same state.
 */
export function perObject<T extends object, U>(compute: (item: T) => U): (item: T) => U {
  const done = new WeakMap<T, U>();
  return (item) => {
    if (done.has(item)) return done.get(item)!;
    const out = compute(item);
    done.set(item, out);
    return out;
  };
}

/**
 * Answers kept per object and key: `ask(item, key, compute)` works `compute` out once for each key
 * of each object, keeping at most `perItem` keys for one object (later ones are worked out each time).
 * For what a ruleset works out once per table index: moves, verdicts, objective control.
 */
export function perObjectAndKey<T extends object, U>(perItem = Infinity): (item: T, key: string, compute: () => U) => U {
  const done = new WeakMap<T, Map<string, U>>();
  return (item, key, compute) => {
    let byKey = done.get(item);
    if (!byKey) done.set(item, (byKey = new Map()));
    if (byKey.has(key)) return byKey.get(key)!;
    const out = compute();
    if (byKey.size < perItem) byKey.set(key, out);
    return out;
  };
}

/** A map that keeps at most `size` entries, forgetting the one used longest ago. */
export class RecentMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #size: number;

  constructor(size: number) {
    this.#size = size;
  }

  /** The value kept for `key`, else `make()` kept; either way it becomes the most recent. */
  get(key: K, make: () => V): V {
    let value: V;
    if (this.#entries.has(key)) {
      value = this.#entries.get(key)!;
      this.#entries.delete(key);
    } else value = make();
    this.#entries.set(key, value);
    while (this.#entries.size > this.#size) this.#entries.delete(this.#entries.keys().next().value!);
    return value;
  }
}
