/**
 * Grids over a zone's rings that mark the cells lying wholly inside some ring: "buried". The
 * outline of the union never runs through a buried cell, so `unionOutline` works only on the parts
 * of ring edges outside buried cells, and asks only the rings passing through a cell whether they
 * cover a point in it. Around terrain a 12″ zone is thousands of overlapping rings, nearly all of
 * them buried; only the parts near the rim are cut against each other.
 *
 * Two levels: a coarse grid over all the rings, and, in each coarse cell that is not buried, a fine
 * grid worked out when first asked for, from the rings whose edges pass through that cell (no other
 * ring can hold part of it without holding all of it, and burying it). Small rings lying in buried
 * cells only are left out altogether.
 *
 * The answer is exact, not a sampling: a cell counts as inside a ring only when none of that ring's
 * edges comes within `PAD` of it and its centre is inside (even-odd, as the outline counts), so
 * every point of the cell is inside that ring. A cell an edge passes through is never buried by the
 * edge's own ring, so an edge is taken as buried only where other rings cover it.
 *
 * It runs on every drag frame, so it keeps its marks in flat typed arrays and allocates little.
 */
import type { Point } from './units';
import { polygonBBox } from './polygon';

/** How near (inches) a ring's edge may pass a cell for the cell still to count as inside the ring. */
const PAD = 1e-9;
/** Coarse cells across the longer side of the rings' bounding box, and fine cells across a coarse one. */
const COARSE = 128;
const FINE = 16;
const FINE_CELLS = FINE * FINE;
/** A coarse cell with fewer rings passing through is not refined: its edges are few to cut. */
const REFINE_FROM = 4;
/** Up to this many rings (a straight-line zone: one per model) the grids cost more than they save: one cell. */
const FEW_RINGS = 24;

type Rings = readonly (readonly Point[])[];

/** Ring edge j runs from point j to point j + 1 (the last back to the first). */
const edgeEnd = (ring: readonly Point[], j: number): Point => ring[j + 1 === ring.length ? 0 : j + 1]!;

/** A square grid: cols × rows cells of side h from (x0, y0). Its marks are kept by the caller, from `offset`. */
interface Level {
  x0: number;
  y0: number;
  h: number;
  cols: number;
  rows: number;
  offset: number;
}

const firstRow = (lo: number, L: Level): number => Math.max(0, Math.floor((lo - PAD - L.y0) / L.h));
const lastRow = (hi: number, L: Level): number => Math.min(L.rows - 1, Math.floor((hi + PAD - L.y0) / L.h));

/**
 * Notes the cells edge j of ring r passes within PAD of: `stamp[offset + cell]` becomes r + 1, and
 * each cell newly stamped is added to `cells` (with r to `owners`).
 */
function noteEdge(ring: readonly Point[], j: number, r: number, L: Level, stamp: Int32Array, cells: number[], owners: number[]): void {
  const { offset } = L, mark = r + 1;
  walk(ring[j]!, edgeEnd(ring, j), L, (cell) => {
    if (stamp[offset + cell] !== mark) {
      stamp[offset + cell] = mark;
      cells.push(cell);
      owners.push(r);
    }
    return true;
  });
}

/** Working buffers for `bury`, kept between calls: it runs once per ring and grid. */
const scratch = { start: new Int32Array(256), end: new Int32Array(256), x: new Float64Array(1024) };

/**
 * Buries (`buried[offset + cell] = 1`) the cells of ring r its edges miss (stamp not r + 1) whose
 * centre is inside it: even-odd along each row's centre line, so `edges` (all when left out) must
 * hold every edge crossing a row's line within the grid.
 */
function bury(ring: readonly Point[], r: number, edges: ArrayLike<number> | undefined, L: Level, stamp: Int32Array, buried: Uint8Array): void {
  const { h, x0, y0, cols, offset } = L;
  const count = edges ? edges.length : ring.length;
  let lo = Infinity, hi = -Infinity;
  for (let k = 0; k < count; k++) {
    const j = edges ? edges[k]! : k;
    const y = ring[j]!.y, y2 = edgeEnd(ring, j).y;
    if (y < lo) lo = y;
    if (y2 < lo) lo = y2;
    if (y > hi) hi = y;
    if (y2 > hi) hi = y2;
  }
  const r0 = Math.max(0, Math.floor((lo - y0) / h - 0.5)), r1 = Math.min(L.rows - 1, Math.ceil((hi - y0) / h - 0.5));
  if (r0 > r1) return;
  // Where each row's centre line crosses the edges (the outline's even-odd rule): counted by row,
  // then placed by row, then put in order along each row.
  const rows = r1 - r0 + 1;
  if (scratch.start.length < rows + 1) scratch.start = new Int32Array(2 * (rows + 1));
  if (scratch.end.length < rows) scratch.end = new Int32Array(2 * rows);
  const start = scratch.start;
  start.fill(0, 0, rows + 1);
  for (let pass = 0; pass < 2; pass++) {
    if (pass === 1) {
      for (let k = 1; k <= rows; k++) start[k]! += start[k - 1]!;
      if (scratch.x.length < start[rows]!) scratch.x = new Float64Array(2 * start[rows]!);
      scratch.end.set(start.subarray(0, rows));
    }
    const { x, end } = scratch;
    for (let k = 0; k < count; k++) {
      const j = edges ? edges[k]! : k;
      const a = edgeEnd(ring, j), b = ring[j]!;
      const s = Math.max(r0, Math.floor((Math.min(a.y, b.y) - y0) / h - 0.5)), e = Math.min(r1, Math.ceil((Math.max(a.y, b.y) - y0) / h - 0.5));
      for (let row = s; row <= e; row++) {
        const y = y0 + (row + 0.5) * h;
        if (a.y > y === b.y > y) continue;
        if (pass === 0) start[row - r0 + 1]!++;
        else x[end[row - r0]!++] = ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x;
      }
    }
  }
  const x = scratch.x, mark = r + 1;
  for (let row = r0; row <= r1; row++) {
    const from = start[row - r0]!, to = start[row - r0 + 1]!;
    for (let i = from + 1; i < to; i++) {
      const v = x[i]!;
      let j = i - 1;
      while (j >= from && x[j]! > v) x[j + 1] = x[j--]!;
      x[j + 1] = v;
    }
    for (let k = from; k + 1 < to; k += 2) {
      const c0 = Math.max(0, Math.ceil((x[k]! - x0) / h - 0.5)), c1 = Math.min(cols - 1, Math.floor((x[k + 1]! - x0) / h - 0.5));
      for (let cell = offset + row * cols + c0, end = offset + row * cols + c1; cell <= end; cell++) if (stamp[cell] !== mark) buried[cell] = 1;
    }
  }
}

/**
 * Visits the cells that segment ab passes within PAD of, from a's end to b's, with the part of the
 * segment in each (widened by PAD) as parameters t0 to t1 along it; stops when `visit` says false.
 */
function walk(a: Point, b: Point, L: Level, visit: (cell: number, t0: number, t1: number) => boolean): void {
  const { h, x0, y0, cols } = L;
  const r0 = firstRow(Math.min(a.y, b.y), L), r1 = lastRow(Math.max(a.y, b.y), L);
  if (r0 > r1 || Math.max(a.x, b.x) < x0 - PAD || Math.min(a.x, b.x) > x0 + cols * h + PAD) return;
  const dy = b.y - a.y, dx = b.x - a.x;
  const rowStep = dy < 0 ? -1 : 1, colStep = dx < 0 ? -1 : 1;
  for (let row = rowStep > 0 ? r0 : r1; row >= r0 && row <= r1; row += rowStep) {
    let t0 = 0, t1 = 1;
    if (dy !== 0) {
      const ta = (y0 + row * h - PAD - a.y) / dy, tb = (y0 + (row + 1) * h + PAD - a.y) / dy;
      t0 = Math.max(0, Math.min(ta, tb));
      t1 = Math.min(1, Math.max(ta, tb));
      if (t0 > t1) continue;
    }
    const p = a.x + t0 * dx, q = a.x + t1 * dx;
    const c0 = Math.max(0, Math.floor((Math.min(p, q) - PAD - x0) / h)), c1 = Math.min(cols - 1, Math.floor((Math.max(p, q) + PAD - x0) / h));
    for (let c = colStep > 0 ? c0 : c1; c >= c0 && c <= c1; c += colStep) {
      let s0 = t0, s1 = t1;
      if (dx !== 0) {
        const ta = (x0 + c * h - PAD - a.x) / dx, tb = (x0 + (c + 1) * h + PAD - a.x) / dx;
        s0 = Math.max(s0, Math.min(ta, tb));
        s1 = Math.min(s1, Math.max(ta, tb));
      }
      if (s0 <= s1 && !visit(row * cols + c, s0, s1)) return;
    }
  }
}

const cellAt = (x: number, y: number, L: Level): number => {
  const c = Math.floor((x - L.x0) / L.h), r = Math.floor((y - L.y0) / L.h);
  return c >= 0 && r >= 0 && c < L.cols && r < L.rows ? r * L.cols + c : -1;
};

/** Parameter pairs [t0, t1, …] in order along the segment, overlapping ones merged (in place). */
function merged(parts: number[]): number[] {
  const order = Array.from({ length: parts.length / 2 }, (_, k) => k).sort((p, q) => parts[2 * p]! - parts[2 * q]!);
  const pairs = order.map((k) => [parts[2 * k]!, parts[2 * k + 1]!] as const);
  parts.length = 0;
  for (const [t0, t1] of pairs) {
    const n = parts.length;
    if (n && t0 <= parts[n - 1]!) parts[n - 1] = Math.max(parts[n - 1]!, t1);
    else parts.push(t0, t1);
  }
  return parts;
}

export class BuriedCells {
  readonly #rings: Rings;
  readonly #coarse: Level;
  readonly #buried: Uint8Array;
  /** Rings lying in buried cells only: never on the outline, never needed to cover a point. */
  readonly #gone: Uint8Array;
  /** The rings passing through each open coarse cell: `ringsIn` from `first[cell]` to `first[cell + 1]`. */
  readonly #first: Int32Array;
  readonly #ringsIn: Int32Array;
  /**
   * Each ring's edges by the coarse rows they come near, for the fine grids: ring r's row R lists
   * `edges` from `rowStart[base[r] + R − row0[r]]` to the next.
   */
  readonly #row0: Int32Array;
  readonly #base: Int32Array;
  readonly #rowStart: number[] = [];
  readonly #edges: number[] = [];
  /**
   * The fine grids: `fineOf[cell]` is the number k of the coarse cell's grid (−1 before it is
   * asked for), its marks are `fineBuried[k·FINE_CELLS + f]`, and the rings passing through fine
   * cell f are `fineRings` from `fineFirst[k·(FINE_CELLS + 1) + f]` to the next.
   */
  readonly #fineOf: Int32Array;
  #fineBuried = new Uint8Array(64 * FINE_CELLS);
  #fineFirst = new Int32Array(64 * (FINE_CELLS + 1));
  readonly #fineRings: number[] = [];
  #fineCount = 0;
  readonly #fineStamp = new Int32Array(FINE_CELLS);
  readonly #refine: boolean;
  #lastCover = -1;

  constructor(rings: Rings) {
    this.#rings = rings;
    const n = rings.length;
    this.#gone = new Uint8Array(n);
    this.#row0 = new Int32Array(n);
    this.#base = new Int32Array(n);
    const boxes = new Float64Array(4 * n);
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    rings.forEach((ring, r) => {
      const [a, b, c, d] = polygonBBox(ring);
      boxes[4 * r] = a;
      boxes[4 * r + 1] = b;
      boxes[4 * r + 2] = c;
      boxes[4 * r + 3] = d;
      if (ring.length < 3) return;
      x0 = Math.min(x0, a);
      y0 = Math.min(y0, b);
      x1 = Math.max(x1, c);
      y1 = Math.max(y1, d);
    });
    const span = Math.max(x1 - x0, y1 - y0);
    this.#refine = rings.length > FEW_RINGS;
    const h = span > 0 ? span / (this.#refine ? COARSE : 1) : 1;
    const L = (this.#coarse = span > 0 ? { x0, y0, h, cols: Math.floor((x1 - x0) / h) + 1, rows: Math.floor((y1 - y0) / h) + 1, offset: 0 } : { x0: 0, y0: 0, h: 1, cols: 1, rows: 1, offset: 0 });
    const cells = L.cols * L.rows;
    this.#buried = new Uint8Array(cells);
    this.#fineOf = new Int32Array(cells).fill(-1);
    this.#first = new Int32Array(cells + 1);
    this.#ringsIn = new Int32Array(0);
    if (!(span > 0)) return;
    // The rings large enough to bury a cell or two go first; a small ring lying in buried cells
    // only is then left out. (Every ring left in must bury what it holds: a cell it holds but
    // does not pass through must not be taken as open, where only rings passing through are asked.)
    const stamp = new Int32Array(cells);
    const touched: number[] = [], owners: number[] = [];
    const kept: number[] = [];
    const add = (r: number): void => {
      const ring = rings[r]!;
      for (let j = 0; j < ring.length; j++) noteEdge(ring, j, r, L, stamp, touched, owners);
      bury(ring, r, undefined, L, stamp, this.#buried);
      kept.push(r);
    };
    const small: number[] = [];
    rings.forEach((ring, r) => {
      if (ring.length < 3) return;
      if (Math.min(boxes[4 * r + 2]! - boxes[4 * r]!, boxes[4 * r + 3]! - boxes[4 * r + 1]!) >= 3 * h) add(r);
      else small.push(r);
    });
    for (const r of small) {
      if (this.#boxBuried(boxes[4 * r]!, boxes[4 * r + 1]!, boxes[4 * r + 2]!, boxes[4 * r + 3]!)) this.#gone[r] = 1;
      else add(r);
    }
    // Only cells left open are refined, and asked about: their rings, grouped by cell.
    const first = this.#first;
    for (let k = 0; k < touched.length; k++) if (this.#buried[touched[k]!] === 0) first[touched[k]! + 1]!++;
    for (let c = 0; c < cells; c++) first[c + 1]! += first[c]!;
    this.#ringsIn = new Int32Array(first[cells]!);
    const next = first.slice(0, cells);
    for (let k = 0; k < touched.length; k++) if (this.#buried[touched[k]!] === 0) this.#ringsIn[next[touched[k]!]!++] = owners[k]!;
    for (const r of kept) this.#byRow(r, boxes[4 * r + 1]!, boxes[4 * r + 3]!);
  }

  /** Whether the ring lies in buried cells only, so plays no part in the outline. */
  gone(ring: number): boolean {
    return this.#gone[ring] === 1;
  }

  /**
   * Whether the point is inside some ring other than `own`, by `inRing(ring, x, y)` (even-odd).
   * A buried cell answers at once; else only the rings passing through its cell can hold it (any
   * other would hold the whole cell, and bury it).
   */
  covers(x: number, y: number, own: number, inRing: (ring: number, x: number, y: number) => boolean): boolean {
    const cell = cellAt(x, y, this.#coarse);
    if (cell < 0) return false;
    if (this.#buried[cell] === 1) return true;
    const k = this.#fineIn(cell), f = k < 0 ? -1 : cellAt(x, y, this.#fineLevel(cell, k));
    // Rounding may put a point on the fine grid's border just outside it: then ask the coarse cell's rings.
    if (f >= 0 && this.#fineBuried[k * FINE_CELLS + f] === 1) return true;
    // The ring that covered the last point asked about first: neighbouring pieces mostly lie in one ring.
    const last = this.#lastCover;
    if (last >= 0 && last !== own && inRing(last, x, y)) return true;
    const rings = f >= 0 ? this.#fineRings : this.#ringsIn;
    const from = f >= 0 ? this.#fineFirst[k * (FINE_CELLS + 1) + f]! : this.#first[cell]!;
    const to = f >= 0 ? this.#fineFirst[k * (FINE_CELLS + 1) + f + 1]! : this.#first[cell + 1]!;
    for (let i = from; i < to; i++) {
      const r = rings[i]!;
      if (r !== own && r !== last && inRing(r, x, y)) {
        this.#lastCover = r;
        return true;
      }
    }
    return false;
  }

  /**
   * The parts of segment ab that pass through cells not buried, as parameter pairs [t0, t1, …]
   * along it (0 at a, 1 at b), in order and merged, written to `out` (emptied first); none when
   * the whole segment is buried. Only these parts can hold the union's outline, or a crossing
   * that matters to it.
   */
  openParts(a: Point, b: Point, out: number[]): number[] {
    out.length = 0;
    let open = false;
    walk(a, b, this.#coarse, (cell) => !(open = this.#buried[cell] === 0));
    if (!open) return out;
    // Cells mostly come in order along the segment, overlapping by PAD: merge those that touch.
    // (A segment running along a row's border passes through both rows, one after the other.)
    let ordered = true;
    const add = (t0: number, t1: number): boolean => {
      const n = out.length;
      if (n && t0 < out[n - 2]!) ordered = false;
      if (n && t0 <= out[n - 1]! && t0 >= out[n - 2]!) out[n - 1] = Math.max(out[n - 1]!, t1);
      else out.push(t0, t1);
      return true;
    };
    walk(a, b, this.#coarse, (cell, t0, t1) => {
      if (this.#buried[cell] === 1) return true;
      const k = this.#fineIn(cell);
      if (k < 0) return add(t0, t1);
      const base = k * FINE_CELLS;
      walk(a, b, this.#fineLevel(cell, k), (f, s0, s1) => this.#fineBuried[base + f] === 1 || add(s0, s1));
      return true;
    });
    return ordered ? out : merged(out);
  }

  #boxBuried(x0: number, y0: number, x1: number, y1: number): boolean {
    const L = this.#coarse;
    const c0 = Math.floor((x0 - PAD - L.x0) / L.h), c1 = Math.floor((x1 + PAD - L.x0) / L.h);
    const r0 = Math.floor((y0 - PAD - L.y0) / L.h), r1 = Math.floor((y1 + PAD - L.y0) / L.h);
    if (c0 < 0 || r0 < 0 || c1 >= L.cols || r1 >= L.rows) return false;
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) if (this.#buried[r * L.cols + c] === 0) return false;
    return true;
  }

  /** Lists ring r's edges by the coarse rows they come near. */
  #byRow(r: number, lo: number, hi: number): void {
    const ring = this.#rings[r]!, L = this.#coarse;
    const row0 = firstRow(lo, L), n = lastRow(hi, L) - row0 + 1;
    this.#row0[r] = row0;
    this.#base[r] = this.#rowStart.length;
    const counts = new Int32Array(n + 1);
    for (let j = 0; j < ring.length; j++) {
      const a = ring[j]!, b = edgeEnd(ring, j);
      for (let R = firstRow(Math.min(a.y, b.y), L), e = lastRow(Math.max(a.y, b.y), L); R <= e; R++) counts[R - row0 + 1]!++;
    }
    const from = this.#edges.length;
    for (let k = 0; k < n; k++) counts[k + 1]! += counts[k]!;
    for (let k = 0; k <= n; k++) this.#rowStart.push(from + counts[k]!);
    for (let k = 0; k < counts[n]!; k++) this.#edges.push(0);
    for (let j = 0; j < ring.length; j++) {
      const a = ring[j]!, b = edgeEnd(ring, j);
      for (let R = firstRow(Math.min(a.y, b.y), L), e = lastRow(Math.max(a.y, b.y), L); R <= e; R++) this.#edges[from + counts[R - row0]!++] = j;
    }
  }

  /** The fine grid over coarse cell `cell` (grid number k). */
  #fineLevel(cell: number, k: number): Level {
    const L = this.#coarse, col = cell % L.cols, row = (cell - col) / L.cols;
    return { x0: L.x0 + col * L.h, y0: L.y0 + row * L.h, h: L.h / FINE, cols: FINE, rows: FINE, offset: k * FINE_CELLS };
  }

  /**
   * The number of the fine grid over an open coarse cell, worked out from the rings passing
   * through it; −1 when it has too few to be worth it.
   */
  #fineIn(cell: number): number {
    let k = this.#fineOf[cell]!;
    if (k >= 0 || k === -2) return k < 0 ? -1 : k;
    if (!this.#refine || this.#first[cell + 1]! - this.#first[cell]! < REFINE_FROM) {
      this.#fineOf[cell] = -2;
      return -1;
    }
    k = this.#fineOf[cell] = this.#fineCount++;
    if (this.#fineBuried.length < (k + 1) * FINE_CELLS) {
      const buried = new Uint8Array(2 * this.#fineBuried.length), first = new Int32Array(2 * this.#fineFirst.length);
      buried.set(this.#fineBuried);
      first.set(this.#fineFirst);
      this.#fineBuried = buried;
      this.#fineFirst = first;
    }
    const L = this.#fineLevel(cell, k), local = { ...L, offset: 0 };
    const row = Math.floor(cell / this.#coarse.cols);
    const stamp = this.#fineStamp.fill(0);
    const touched: number[] = [], owners: number[] = [];
    const buried = this.#fineBuried.subarray(L.offset, L.offset + FINE_CELLS);
    for (let i = this.#first[cell]!; i < this.#first[cell + 1]!; i++) {
      const r = this.#ringsIn[i]!, ring = this.#rings[r]!, at = this.#base[r]! + row - this.#row0[r]!;
      const edges = this.#edges.slice(this.#rowStart[at]!, this.#rowStart[at + 1]!);
      for (const j of edges) noteEdge(ring, j, r, local, stamp, touched, owners);
      bury(ring, r, edges, local, stamp, buried);
    }
    // The rings passing through each open fine cell, grouped by cell.
    const first = this.#fineFirst, base = k * (FINE_CELLS + 1), from = this.#fineRings.length;
    first.fill(0, base, base + FINE_CELLS + 1);
    for (let i = 0; i < touched.length; i++) if (buried[touched[i]!] === 0) first[base + touched[i]! + 1]!++;
    first[base] = from;
    for (let f = 0; f < FINE_CELLS; f++) first[base + f + 1]! += first[base + f]!;
    const next = first.slice(base, base + FINE_CELLS);
    for (let i = 0; i < first[base + FINE_CELLS]! - from; i++) this.#fineRings.push(0);
    for (let i = 0; i < touched.length; i++) if (buried[touched[i]!] === 0) this.#fineRings[next[touched[i]!]!++] = owners[i]!;
    return k;
  }
}
