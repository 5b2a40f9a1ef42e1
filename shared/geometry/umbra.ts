/**
 * Shadow certificates: a cheap, exact proof that a blocking convex terrain piece hides every sight
 * line the silhouette engine (sight.ts) could draw between two groups of bases, so line of sight
 * need not be worked out pair by pair.
 *
 * Why it is exact. Let S be a convex region holding every point the engine may look from (its eyes
 * lie on the firer's diameter, within the base's bounding circle) and T one holding every point it
 * may look at (the target's silhouette, also within its bounding circle); here S and T are
 * rectangles about the bounding circles. Let C be a convex blocking footprint and C_δ the part of it
 * at least δ inside every edge. If every segment from a corner of S to a corner of T meets C_δ, then
 * every segment from S to T does: for a fixed end w, the set of points s whose segment s→w meets a
 * convex set is convex (two such segments s₁w, s₂w meet it at X₁, X₂; the chord X₁X₂ lies in it and
 * cuts every segment from [s₁, s₂] to w), and the same holds for the other end. If moreover C lies
 * strictly between S and T along the line joining them (so both ends of every sight line lie at
 * least δ outside C), each sight line crosses the footprint with a δ-wide neighbourhood of the
 * crossing inside it and strictly between the firer and the silhouette: the engine, which hides the
 * open span of the clipped footprint's corners as seen from each eye, then finds corners strictly
 * on both sides of both outermost lines from every eye, so no line gets through, whichever base it
 * looks from (the symmetric decision in `sightingAmong`). δ (a millionth of an inch) dwarfs the
 * rounding in both this test and the engine, so the certificate never changes an answer; when it
 * cannot be given, the caller works the lines out as before.
 *
 * `coveredByMany` extends this to several obstacles at once (a screening unit's staggered bases, a
 * building and the unit beside it) by covering the space of sight lines from S to T with the
 * strips of lines each obstacle hides; see there. Both are held to the model-pair-by-model-pair
 * answer by tests/unit/geometry/los-fast.test.ts.
 */
import type { Obstacle, ObstacleSet } from './sight';
import { type PlacedModel, boundingRadius } from './shapes';
import { type Point, norm } from './units';

/** How far inside the footprint (inches) every certified line must pass. */
const DELTA = 1e-6;

// Scratch: the candidate footprint's corners and inward edge lines (unit normal, offset).
let cx = new Float64Array(16), cy = new Float64Array(16);
let ex = new Float64Array(16), ey = new Float64Array(16), ec = new Float64Array(16);
// Corners of the two rectangles S and T (world inches).
const sx = new Float64Array(4), sy = new Float64Array(4), tx = new Float64Array(4), ty = new Float64Array(4);

// Footprints already prepared: corners and edge lines, five numbers per corner (empty when the
// footprint cannot be used). The corners are compared on every use, so a footprint edited in place
// is prepared again rather than trusted.
const prepared = new WeakMap<readonly Point[], Float64Array>();

/**
 * Loads a footprint into the scratch edge lines if it is strictly convex with no tiny edges;
 * returns its corner count, or 0 when it cannot be used.
 */
function loadConvex(points: readonly Point[]): number {
  const n = points.length;
  if (n < 3) return 0;
  if (n > cx.length) {
    cx = new Float64Array(2 * n);
    cy = new Float64Array(2 * n);
    ex = new Float64Array(2 * n);
    ey = new Float64Array(2 * n);
    ec = new Float64Array(2 * n);
  }
  const known = prepared.get(points);
  if (known && sameCorners(known, points)) {
    if (known.length !== 5 * n) return 0;
    for (let i = 0, k = 0; i < n; i++, k += 5) {
      cx[i] = known[k]!;
      cy[i] = known[k + 1]!;
      ex[i] = known[k + 2]!;
      ey[i] = known[k + 3]!;
      ec[i] = known[k + 4]!;
    }
    return n;
  }
  const count = prepareConvex(points);
  const record = new Float64Array(count === 0 ? 2 * n : 5 * n);
  for (let i = 0, k = 0; i < n; i++, k += count === 0 ? 2 : 5) {
    record[k] = points[i]!.x;
    record[k + 1] = points[i]!.y;
    if (count === 0) continue;
    record[k + 2] = ex[i]!;
    record[k + 3] = ey[i]!;
    record[k + 4] = ec[i]!;
  }
  prepared.set(points, record);
  return count;
}

/** Whether a prepared record (five numbers per corner, or two when unusable) still has these corners. */
function sameCorners(record: Float64Array, points: readonly Point[]): boolean {
  const n = points.length;
  const stride = record.length === 5 * n ? 5 : record.length === 2 * n ? 2 : 0;
  if (stride === 0) return false;
  for (let i = 0, k = 0; i < n; i++, k += stride) if (record[k] !== points[i]!.x || record[k + 1] !== points[i]!.y) return false;
  return true;
}

function prepareConvex(points: readonly Point[]): number {
  const n = points.length;
  let area = 0;
  for (let i = 0; i < n; i++) {
    const p = points[i]!, q = points[(i + 1) % n]!;
    cx[i] = p.x;
    cy[i] = p.y;
    area += p.x * q.y - q.x * p.y;
  }
  if (!(Math.abs(area) > 1e-9)) return 0;
  const sign = area > 0 ? 1 : -1;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const dx = cx[j]! - cx[i]!, dy = cy[j]! - cy[i]!;
    const len = norm(dx, dy);
    if (!(len > 1e-9)) return 0;
    // Inward unit normal: left of the edge for counter-clockwise corners.
    const nx = (-dy / len) * sign, ny = (dx / len) * sign;
    ex[i] = nx;
    ey[i] = ny;
    ec[i] = nx * cx[i]! + ny * cy[i]!;
  }
  // Convex: every corner on the inner side of every edge line (this also rejects self-crossings).
  for (let i = 0; i < n; i++)
    for (let k = 0; k < n; k++) if (ex[i]! * cx[k]! + ey[i]! * cy[k]! - ec[i]! < -1e-12) return 0;
  return n;
}

/** Whether the segment (ax, ay)–(bx, by) meets the loaded footprint shrunk by DELTA. */
function segmentMeetsCore(n: number, ax: number, ay: number, bx: number, by: number): boolean {
  let lo = 0, hi = 1;
  for (let i = 0; i < n; i++) {
    const da = ex[i]! * ax + ey[i]! * ay - ec[i]! - DELTA;
    const db = ex[i]! * bx + ey[i]! * by - ec[i]! - DELTA;
    if (da < 0) {
      if (db < 0) return false;
      const t = da / (da - db);
      if (t > lo) lo = t;
    } else if (db < 0) {
      const t = da / (da - db);
      if (t < hi) hi = t;
    }
    if (lo > hi) return false;
  }
  return true;
}

/**
 * Whether some blocking convex footprint among `polygons` certifiably hides every sight line
 * between any base of `from` and any base of `to` (see the module comment). `false` means only
 * "not proven", never "visible".
 */
// The frame of the last `frame` call: origin (fx, fy) at the firing models' centroid, u toward the
// target's centroid, n across; S = [sA0, sA1] × [sB0, sB1] and T likewise, in (a along u, b along n).
let fx = 0, fy = 0, ux = 0, uy = 0, nx = 0, ny = 0;
let sA0 = 0, sA1 = 0, sB0 = 0, sB1 = 0, tA0 = 0, tA1 = 0, tB0 = 0, tB1 = 0;

/**
 * Sets up the frame and the rectangles S and T about every base's bounding circle (slightly
 * enlarged, so rounding cannot shrink them below the circles); false when S does not lie wholly
 * before T along u.
 */
function frame(from: readonly PlacedModel[], to: readonly PlacedModel[]): boolean {
  if (from.length === 0 || to.length === 0) return false;
  let x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  for (const m of from) {
    x0 += m.x;
    y0 += m.y;
  }
  for (const m of to) {
    x1 += m.x;
    y1 += m.y;
  }
  x0 /= from.length;
  y0 /= from.length;
  x1 /= to.length;
  y1 /= to.length;
  const len = norm(x1 - x0, y1 - y0);
  if (!(len > 1e-6)) return false;
  fx = x0;
  fy = y0;
  ux = (x1 - x0) / len;
  uy = (y1 - y0) / len;
  nx = -uy;
  ny = ux;
  sA0 = Infinity; sA1 = -Infinity; sB0 = Infinity; sB1 = -Infinity;
  for (const m of from) {
    const r = boundingRadius(m.shape), a = (m.x - fx) * ux + (m.y - fy) * uy, b = (m.x - fx) * nx + (m.y - fy) * ny;
    if (a - r < sA0) sA0 = a - r;
    if (a + r > sA1) sA1 = a + r;
    if (b - r < sB0) sB0 = b - r;
    if (b + r > sB1) sB1 = b + r;
  }
  tA0 = Infinity; tA1 = -Infinity; tB0 = Infinity; tB1 = -Infinity;
  for (const m of to) {
    const r = boundingRadius(m.shape), a = (m.x - fx) * ux + (m.y - fy) * uy, b = (m.x - fx) * nx + (m.y - fy) * ny;
    if (a - r < tA0) tA0 = a - r;
    if (a + r > tA1) tA1 = a + r;
    if (b - r < tB0) tB0 = b - r;
    if (b + r > tB1) tB1 = b + r;
  }
  const pad = 1e-9 * (1 + len + Math.abs(sB0) + Math.abs(sB1) + Math.abs(tB0) + Math.abs(tB1) + Math.abs(sA0) + Math.abs(tA1));
  sA0 -= pad; sA1 += pad; sB0 -= pad; sB1 += pad;
  tA0 -= pad; tA1 += pad; tB0 -= pad; tB1 += pad;
  return sA1 + 4 * DELTA < tA0;
}

/**
 * Whether some blocking convex footprint among `polygons` certifiably hides every sight line
 * between any base of `from` and any base of `to` (see the module comment). `false` means only
 * "not proven", never "visible".
 */
export function shadowed(from: readonly PlacedModel[], to: readonly PlacedModel[], polygons: readonly Obstacle[]): boolean {
  if (!frame(from, to)) return false;
  corners(sx, sy, fx, fy, ux, uy, nx, ny, sA0, sA1, sB0, sB1);
  corners(tx, ty, fx, fy, ux, uy, nx, ny, tA0, tA1, tB0, tB1);
  for (const o of polygons) {
    if (o.kind !== 'polygon' || o.how !== 'block') continue;
    const n = loadConvex(o.points);
    if (n === 0) continue;
    // The footprint must lie strictly between S and T along u.
    let c0 = Infinity, c1 = -Infinity;
    for (let i = 0; i < n; i++) {
      const a = (cx[i]! - fx) * ux + (cy[i]! - fy) * uy;
      if (a < c0) c0 = a;
      if (a > c1) c1 = a;
    }
    if (!(c0 > sA1 + DELTA && c1 < tA0 - DELTA)) continue;
    let all = true;
    for (let i = 0; i < 4 && all; i++)
      for (let j = 0; j < 4 && all; j++) all = segmentMeetsCore(n, sx[i]!, sy[i]!, tx[j]!, ty[j]!);
    if (all) return true;
  }
  return false;
}

function corners(
  outX: Float64Array, outY: Float64Array, ox: number, oy: number, ux: number, uy: number, nx: number, ny: number,
  a0: number, a1: number, b0: number, b1: number,
): void {
  outX[0] = ox + ux * a0 + nx * b0;
  outY[0] = oy + uy * a0 + ny * b0;
  outX[1] = ox + ux * a1 + nx * b0;
  outY[1] = oy + uy * a1 + ny * b0;
  outX[2] = ox + ux * a1 + nx * b1;
  outY[2] = oy + uy * a1 + ny * b1;
  outX[3] = ox + ux * a0 + nx * b1;
  outY[3] = oy + uy * a0 + ny * b1;
}

// Line space. A sight line from S to T is named by where it crosses a = A1 (S's far side), p, and
// a = A2 (T's near side), q: at a = A1 + λ·(A2 − A1) it stands at b = (1 − λ)·p + λ·q.
// An obstacle between S and T hides every line within a strip of line space:
// |(1 − λ)·p + λ·q − c| < w (a disc of radius r: c its centre's b, w = r − δ — a line that near
// the centre vertically is nearer still across; a blocking footprint: one strip per chord across
// its δ-core).
let stL = new Float64Array(64), stC = new Float64Array(64), stW = new Float64Array(64);
let nStrips = 0;

function pushStrip(l: number, c: number, w: number): void {
  if (nStrips === stL.length) {
    const grow = (a: Float64Array) => {
      const b = new Float64Array(2 * a.length);
      b.set(a);
      return b;
    };
    stL = grow(stL);
    stC = grow(stC);
    stW = grow(stW);
  }
  stL[nStrips] = l;
  stC[nStrips] = c;
  stW[nStrips] = w;
  nStrips++;
}

// Every firing–target model pair: the firer's centre, the unit vector to the target, the distance.
let pairs = new Float64Array(5 * 32);
let nPairs = 0;
// Bounds over the pairs: cos and sin of the widest angle between a pair's direction and u, the
// greatest firer centre a and least target centre a, and the b extents of both sets of centres.
let cosMax = 0, sinMax = 1, fAmax = 0, tAmin = 0, fB0 = 0, fB1 = 0, tCB0 = 0, tCB1 = 0;

function loadPairs(from: readonly PlacedModel[], to: readonly PlacedModel[]): boolean {
  nPairs = 0;
  if (5 * from.length * to.length > pairs.length) pairs = new Float64Array(10 * from.length * to.length);
  let cosMin = 1;
  for (const f of from)
    for (const t of to) {
      const dx = t.x - f.x, dy = t.y - f.y, far = norm(dx, dy);
      if (!(far > 1e-6)) return false;
      const k = 5 * nPairs++;
      pairs[k] = f.x;
      pairs[k + 1] = f.y;
      pairs[k + 2] = dx / far;
      pairs[k + 3] = dy / far;
      pairs[k + 4] = far;
      cosMin = Math.min(cosMin, (dx / far) * ux + (dy / far) * uy);
    }
  cosMax = cosMin - 1e-9;
  sinMax = Math.sqrt(Math.max(0, 1 - cosMax * cosMax)) + 1e-9;
  fAmax = -Infinity;
  tAmin = Infinity;
  fB0 = tCB0 = Infinity;
  fB1 = tCB1 = -Infinity;
  for (const f of from) {
    const a = (f.x - fx) * ux + (f.y - fy) * uy, b = (f.x - fx) * nx + (f.y - fy) * ny;
    fAmax = Math.max(fAmax, a);
    fB0 = Math.min(fB0, b);
    fB1 = Math.max(fB1, b);
  }
  for (const t of to) {
    const a = (t.x - fx) * ux + (t.y - fy) * uy, b = (t.x - fx) * nx + (t.y - fy) * ny;
    tAmin = Math.min(tAmin, a);
    tCB0 = Math.min(tCB0, b);
    tCB1 = Math.max(tCB1, b);
  }
  return true;
}

/**
 * Whether the disc at (x, y) of radius r — at (a, b) in the frame — stands, for every firing–target
 * model pair and looking either way, more than r ahead of the viewer's centre along the pair's line
 * (the engine skips discs alongside the viewer or reaching past the far base's centre). First by
 * bounds: a pair's direction makes an angle φ with u, |φ| ≤ the widest, so the disc's distance
 * ahead of a firer f along it is (a − a_f)·cos φ + (b − b_f)·sin φ ≥ (a − a_f)·cos φmax −
 * |b − b_f|·sin φmax (and likewise back from a target); otherwise pair by pair.
 */
function activeForEveryPair(x: number, y: number, r: number, a: number, b: number): boolean {
  if (cosMax > 0) {
    const need = r + DELTA + 1e-9 * (1 + Math.abs(a) + Math.abs(b));
    const ahead = (a - fAmax) * cosMax - Math.max(Math.abs(b - fB0), Math.abs(b - fB1)) * sinMax;
    const before = (tAmin - a) * cosMax - Math.max(Math.abs(b - tCB0), Math.abs(b - tCB1)) * sinMax;
    if (a - fAmax >= 0 && tAmin - a >= 0 && ahead > need && before > need) return true;
  }
  for (let i = 0; i < nPairs; i++) {
    const k = 5 * i;
    const d = (x - pairs[k]!) * pairs[k + 2]! + (y - pairs[k + 1]!) * pairs[k + 3]!;
    if (!(d > r + DELTA && d + r < pairs[k + 4]! - DELTA)) return false;
  }
  return true;
}

const MAX_BOXES = 400;
const CHORDS = [0.1, 0.3, 0.5, 0.7, 0.9];
let boxes = new Float64Array(256);

/**
 * Whether the obstacles between the two units (other bases and blocking convex footprints, as
 * gathered into the set) together certifiably hide every sight line between any base of `from`
 * and any base of `to`: line space of S → T is covered by the obstacles' strips (quadtree over a
 * box holding it; cells no line from S to T passes through are dropped). Every line from an eye
 * to a silhouette point then passes δ inside some obstacle the engine takes into account for that
 * pair, looking either way, so every eye's silhouette is hidden with room to spare, as in
 * `shadowed`. `false` means only "not proven".
 */
export function coveredByMany(from: readonly PlacedModel[], to: readonly PlacedModel[], set: ObstacleSet): boolean {
  if (!frame(from, to)) return false;
  const A1 = sA1, A2 = tA0, span = A2 - A1;
  nStrips = 0;
  let pairsLoaded = false;
  for (let i = 0; i < set.discCount; i++) {
    const x = set.discX[i]!, y = set.discY[i]!, r = set.discR[i]!, w = r - DELTA;
    if (!(w > 0)) continue;
    const a = (x - fx) * ux + (y - fy) * uy;
    if (!(a - r > A1 + DELTA && a + r < A2 - DELTA)) continue;
    if (!pairsLoaded) {
      if (!loadPairs(from, to)) return false;
      pairsLoaded = true;
    }
    const b = (x - fx) * nx + (y - fy) * ny;
    if (!activeForEveryPair(x, y, r, a, b)) continue;
    const model = set.discModel[i]!;
    if (from.includes(model) || to.includes(model)) continue;
    pushStrip((a - A1) / span, b, w);
  }
  for (const o of set.polygons) {
    if (o.how !== 'block') continue;
    if (o.model && (from.includes(o.model) || to.includes(o.model))) continue;
    const n = loadConvex(o.points);
    if (n === 0) continue;
    let c0 = Infinity, c1 = -Infinity;
    for (let i = 0; i < n; i++) {
      const a = (cx[i]! - fx) * ux + (cy[i]! - fy) * uy;
      if (a < c0) c0 = a;
      if (a > c1) c1 = a;
    }
    if (!(c0 > A1 + DELTA && c1 < A2 - DELTA)) continue;
    for (const k of CHORDS) {
      // The chord of the δ-core across a = ak: every edge line's inner side, solved for b.
      const ak = c0 + k * (c1 - c0), px = fx + ux * ak, py = fy + uy * ak;
      let lo = -Infinity, hi = Infinity;
      for (let i = 0; i < n; i++) {
        const k0 = ex[i]! * px + ey[i]! * py - ec[i]! - DELTA, k1 = ex[i]! * nx + ey[i]! * ny;
        if (Math.abs(k1) < 1e-12) {
          if (k0 < 0) hi = -Infinity;
        } else if (k1 > 0) lo = Math.max(lo, -k0 / k1);
        else hi = Math.min(hi, -k0 / k1);
      }
      if (hi - lo > 1e-6) pushStrip((ak - A1) / span, (lo + hi) / 2, (hi - lo) / 2 - 1e-9);
    }
  }
  if (nStrips === 0) return false;

  // The box of line space holding every line from a corner of S to a corner of T (and so from S to T).
  let p0 = Infinity, p1 = -Infinity, q0 = Infinity, q1 = -Infinity;
  for (let i = 0; i < 4; i++) {
    const as = i & 1 ? sA1 : sA0, bs = i & 2 ? sB1 : sB0;
    for (let j = 0; j < 4; j++) {
      const at = j & 1 ? tA1 : tA0, bt = j & 2 ? tB1 : tB0;
      const slope = (bt - bs) / (at - as);
      const p = bs + slope * (A1 - as), q = bs + slope * (A2 - as);
      if (p < p0) p0 = p;
      if (p > p1) p1 = p;
      if (q < q0) q0 = q;
      if (q > q1) q1 = q;
    }
  }
  const pad = 1e-9 * (1 + Math.abs(p0) + Math.abs(p1) + Math.abs(q0) + Math.abs(q1));
  // Cells are stretches [P0, P1] of p; for each, every q of a line from S to T crossing a = A1 in
  // the stretch must be hidden (`qRange`).
  let top = 0;
  const push = (a: number, b: number): void => {
    if (top + 2 > boxes.length) {
      const grown = new Float64Array(2 * boxes.length);
      grown.set(boxes);
      boxes = grown;
    }
    boxes[top++] = a;
    boxes[top++] = b;
  };
  push(p0 - pad, p1 + pad);
  let seen = 0;
  while (top > 0) {
    if (++seen > MAX_BOXES) return false;
    const P1 = boxes[--top]!, P0 = boxes[--top]!;
    qRange(P0, P1, span);
    const Q0 = rangeLo - pad, Q1 = rangeHi + pad;
    if (!(Q1 > Q0)) continue;
    if (Number.isNaN(uncovered(P0, P1, Q0, Q1))) continue;
    // A line through the middle of the stretch that runs from S to T and that no strip hides
    // dooms the proof.
    const pm = (P0 + P1) / 2;
    qRange(pm, pm, span);
    if (rangeHi >= rangeLo) {
      const gap = uncovered(pm, pm, rangeLo, rangeHi);
      if (!Number.isNaN(gap)) return false;
    }
    if (P1 - P0 < 1e-5) return false;
    push(P0, pm);
    push(pm, P1);
  }
  return true;
}

let rangeLo = 0, rangeHi = 0;

/**
 * The q of every line from S to T that crosses a = A1 at some p in [P0, P1], as an interval
 * (`rangeLo`, `rangeHi`; a superset when P0 < P1). Through the point (A1, p): a line meets S
 * (which ends at a = A1) always when p is beside S, else only when steep enough to reach S's
 * side behind — q ≥ p + span·(p − sB1)/d above it, q ≤ p − span·(sB0 − p)/d below it, d its depth;
 * it meets T (from a = A2 to tA1) when it reaches T's b-range at a = A2 (q itself) or at a = tA1
 * (p + (q − p)·k, k = (tA1 − A1)/span ≥ 1). Every bound grows with p, so the stretch's lower bound
 * is at P0 and its upper at P1.
 */
function qRange(P0: number, P1: number, span: number): void {
  const d = sA1 - sA0, k = (tA1 - sA1) / span;
  const sLo = P0 > sB1 ? P0 + (span * (P0 - sB1)) / d : -Infinity;
  const sHi = P1 < sB0 ? P1 - (span * (sB0 - P1)) / d : Infinity;
  const tLo = Math.min(tB0, P0 + (tB0 - P0) / k);
  const tHi = Math.max(tB1, P1 + (tB1 - P1) / k);
  rangeLo = Math.max(sLo, tLo);
  rangeHi = Math.min(sHi, tHi);
}

let ivLo = new Float64Array(64), ivHi = new Float64Array(64);

/**
 * The cell [P0, P1] × [Q0, Q1] of line space is hidden when, for every q in [Q0, Q1], some strip
 * holds the line (p, q) for every p of the cell. Strip i holds (p, q) when
 * c − w < (1 − l)·p + l·q < c + w; as 0 < l < 1 that holds for every p in [P0, P1] exactly when q
 * lies in the open interval ((c − w − (1 − l)·P0) / l, (c + w − (1 − l)·P1) / l). Returns NaN when
 * those intervals cover [Q0, Q1], else the first q they leave uncovered.
 */
function uncovered(P0: number, P1: number, Q0: number, Q1: number): number {
  if (ivLo.length < nStrips) {
    ivLo = new Float64Array(2 * nStrips);
    ivHi = new Float64Array(2 * nStrips);
  }
  let n = 0;
  for (let i = 0; i < nStrips; i++) {
    const l = stL[i]!, c = stC[i]!, w = stW[i]!;
    const lo = (c - w - (1 - l) * P0) / l, hi = (c + w - (1 - l) * P1) / l;
    if (!(hi > lo) || hi <= Q0 || lo >= Q1) continue;
    ivLo[n] = lo;
    ivHi[n] = hi;
    n++;
  }
  sortIntervals(n);
  let cursor = Q0, reach = -Infinity;
  for (let i = 0; ; ) {
    while (i < n && ivLo[i]! < cursor) {
      if (ivHi[i]! > reach) reach = ivHi[i]!;
      i++;
    }
    if (!(reach > cursor)) return cursor;
    cursor = reach;
    if (cursor > Q1) return NaN;
  }
}

/** Sorts the first n intervals by their start (insertion sort: the lists are short). */
function sortIntervals(n: number): void {
  for (let i = 1; i < n; i++) {
    const l = ivLo[i]!, h = ivHi[i]!;
    let j = i - 1;
    while (j >= 0 && ivLo[j]! > l) {
      ivLo[j + 1] = ivLo[j]!;
      ivHi[j + 1] = ivHi[j]!;
      j--;
    }
    ivLo[j + 1] = l;
    ivHi[j + 1] = h;
  }
}
