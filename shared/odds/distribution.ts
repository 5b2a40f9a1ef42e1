/**
 * Dynamic-programming primitives on probability distributions over counts, kept in Float64Arrays
 * (index k = probability of exactly k). They write into arrays the caller owns and allocate
 * nothing, so the attack calculators can run thousands of times a second on the Play screen.
 */

/**
 * Writes Binomial(n, p) into `out[0..n]`: the chance of exactly k successes among n independent
 * dice that each pass with chance `p` (D10.CHECK.ONE_DIE: every die is its own check). Adds one
 * die at a time, updating from the top so the array can be reused in place; O(n²) but exact even
 * where closed forms underflow.
 */
export function binomialInto(out: Float64Array, n: number, p: number): void {
  const miss = 1 - p;
  out[0] = 1;
  for (let dice = 1; dice <= n; dice++) {
    out[dice] = out[dice - 1]! * p;
    for (let k = dice - 1; k > 0; k--) out[k] = out[k]! * miss + out[k - 1]! * p;
    out[0] = out[0]! * miss;
  }
}

/**
 * Adds one more die passing with chance `p` to the distribution in `dist[0..n]`, which becomes
 * `dist[0..n+1]` (so `dist` needs room for n + 2 entries).
 */
export function addDieInto(dist: Float64Array, n: number, p: number): void {
  const miss = 1 - p;
  dist[n + 1] = dist[n]! * p;
  for (let k = n; k > 0; k--) dist[k] = dist[k]! * miss + dist[k - 1]! * p;
  dist[0] = dist[0]! * miss;
}

/**
 * Re-rolls one failed die, if any die failed, of a roll of n dice whose successes are
 * distributed as `dist[0..n]`; the re-roll passes with chance `p` and stands (D10.CP.REROLL,
 * D10.AMBIG.COMMAND_POINTS). In place, from the top: a roll with every die passed is left alone.
 */
export function rerollOneFailedInto(dist: Float64Array, n: number, p: number): void {
  if (n === 0) return;
  const miss = 1 - p;
  dist[n] = dist[n]! + dist[n - 1]! * p;
  for (let k = n - 1; k > 0; k--) dist[k] = dist[k]! * miss + dist[k - 1]! * p;
  dist[0] = dist[0]! * miss;
}

/**
 * Re-rolls one failed die, if any failed, of a roll whose *failures* are counted in `dist[0..n]`
 * (wounds are failed Defense rolls): the re-roll passes with chance `p`, taking one off the
 * count. In place, from the bottom.
 */
export function rerollOneCountedFailureInto(dist: Float64Array, n: number, p: number): void {
  if (n === 0) return;
  const miss = 1 - p;
  dist[0] = dist[0]! + dist[1]! * p;
  for (let k = 1; k < n; k++) dist[k] = dist[k]! * miss + dist[k + 1]! * p;
  dist[n] = dist[n]! * miss;
}

/**
 * Thins a distribution: each of the k counted items in `from[0..n]` goes on independently with
 * chance `p` (a hit becomes a wound when its Defense roll fails). Writes `out[0..n]`, using
 * `row[0..n]` as scratch for the Binomial(h, p) rows built one h at a time.
 */
export function thinInto(out: Float64Array, from: Float64Array, n: number, p: number, row: Float64Array): void {
  const miss = 1 - p;
  row[0] = 1;
  out[0] = from[0]!;
  for (let k = 1; k <= n; k++) out[k] = 0;
  for (let h = 1; h <= n; h++) {
    row[h] = row[h - 1]! * p;
    for (let k = h - 1; k > 0; k--) row[k] = row[k]! * miss + row[k - 1]! * p;
    row[0] = row[0]! * miss;
    const weight = from[h]!;
    if (weight === 0) continue;
    for (let k = 0; k <= h; k++) out[k] = out[k]! + weight * row[k]!;
  }
}

/**
 * Convolves `a[0..na]` with `b[0..nb]` into `out[0..cap]`, adding everything above `cap` into
 * `out[cap]` (a unit cannot lose more than it has). `out` must not alias `a` or `b`.
 */
export function convolveCappedInto(
  out: Float64Array,
  a: ArrayLike<number>,
  na: number,
  b: ArrayLike<number>,
  nb: number,
  cap: number,
): void {
  for (let k = 0; k <= cap; k++) out[k] = 0;
  for (let i = 0; i <= na; i++) {
    const weight = a[i]!;
    if (weight === 0) continue;
    for (let j = 0; j <= nb; j++) {
      const k = i + j < cap ? i + j : cap;
      out[k] = out[k]! + weight * b[j]!;
    }
  }
}

/** The mean of `dist[0..n]`. */
export function expectation(dist: ArrayLike<number>, n: number): number {
  let mean = 0;
  for (let k = 1; k <= n; k++) mean += k * dist[k]!;
  return mean;
}

/** Copies `dist[0..n]` into a plain array for callers (and JSON). */
export function toArray(dist: Float64Array, n: number): number[] {
  const out = new Array<number>(n + 1);
  for (let k = 0; k <= n; k++) out[k] = dist[k]!;
  return out;
}

/** A scratch Float64Array with room for at least `size` entries, reused between calls. */
export class Scratch {
  #buffer = new Float64Array(64);

  get(size: number): Float64Array {
    if (this.#buffer.length < size) this.#buffer = new Float64Array(Math.max(size, this.#buffer.length * 2));
    return this.#buffer;
  }
}
