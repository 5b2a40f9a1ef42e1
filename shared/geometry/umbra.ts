/**
 * Shadow certificates: a cheap, exact proof that a blocking convex terrain piece hides every sight
 * line the silhouette engine (sight.ts) could draw between two groups of bases, so line of sight
 * need not be worked out pair by pair.
 *
 * Why it is exact. Let S be a convex region holding every point the engine may look from (its eyes
 * lie on the firer's diameter, within the base's bounding circle) and T one holding every point it
 * may look at (the target's silhouette, also within its bounding circle); here S and T are
 * rectangles about the bounding circles. Let C be a convex blocking footprint and C_δ the part of it
 * at least δ inside every edge and strictly between S and T along the line joining them (the
 * footprint itself may reach beside either). If every segment from a corner of S to a corner of T
 * meets C_δ, then every segment from S to T does: for a fixed end w, the set of points s whose
 * segment s→w meets a convex set is convex (two such segments s₁w, s₂w meet it at X₁, X₂; the chord
 * X₁X₂ lies in it and cuts every segment from [s₁, s₂] to w), and the same holds for the other end.
 * Each sight line then crosses the footprint with a δ-wide neighbourhood of the crossing inside it
 * and strictly between the firer and the silhouette: the engine, which hides the open span of the
 * clipped footprint's corners as seen from each eye, then finds corners strictly on both sides of
 * both outermost lines from every eye, so no line gets through, whichever base it looks from (the
 * symmetric decision in `sightingAmong`). δ (a millionth of an inch) dwarfs the rounding in both
 * this test and the engine, so the certificate never changes an answer; when it cannot be given,
 * the caller works the lines out as before.
 *
 * `coveredByMany` extends this to several obstacles at once (a screening unit's staggered bases, a
 * building and the unit beside it) by covering the sight lines with the strips of lines each
 * obstacle hides; see there. It looks only at the lines the engine can draw — between the two
 * diameters of each model pair — rather than at every line from S to T. Both are held to the
 * model-pair-by-model-pair answer by tests/unit/geometry/los-fast.test.ts.
 */
import type { Obstacle, ObstacleSet } from './sight';
import type { BBox } from './polygon';
import { type PlacedModel, boundingRadius } from './shapes';
import { type Point, norm } from './units';

/** How far inside the footprint (inches) every certified line must pass. */
const DELTA = 1e-6;

// Scratch: the candidate footprint's corners and inward edge lines (unit normal, offset).
let cx = new Float64Array(16), cy = new Float64Array(16);
let ex = new Float64Array(16), ey = new Float64Array(16), ec = new Float64Array(16);

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

/**
 * Whether the stretch [lo, hi] (as fractions of the way along) of the segment (ax, ay)–(bx, by)
 * meets the loaded footprint shrunk by DELTA.
 */
function segmentMeetsCore(n: number, ax: number, ay: number, bx: number, by: number, lo: number, hi: number): boolean {
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

// The frame of the last `frame` call: origin (fx, fy) at the firing models' centroid, u toward the
// target's centroid, n across; S = [sA0, sA1] × [sB0, sB1] and T likewise, in (a along u, b along n).
let fx = 0, fy = 0, ux = 0, uy = 0, nx = 0, ny = 0;
let sA0 = 0, sA1 = 0, sB0 = 0, sB1 = 0, tA0 = 0, tA1 = 0, tB0 = 0, tB1 = 0;
// The greatest firer centre a and least target centre a, and the b extents of both sets of centres.
let fAmax = 0, tAmin = 0, fB0 = 0, fB1 = 0, tCB0 = 0, tCB1 = 0;
// Each base's centre in the frame and bounding radius, the firing bases first.
let baseA = new Float64Array(16), baseB = new Float64Array(16), baseR = new Float64Array(16);
// What the last `frame` call answered, and for which bases: the two lists, and each base's centre
// and shape as they stood. Line of sight asks `shadowed` and then `coveredByMany` about the same two
// units, and the second ask takes the frame as it stands; a list whose bases moved in place is
// framed again.
let framed = false;
let framedFrom: readonly PlacedModel[] | undefined, framedTo: readonly PlacedModel[] | undefined;
let framedAt = new Float64Array(32);
const framedShapes: PlacedModel['shape'][] = [];

/** Whether `frame` last ran for these very lists, their bases unmoved since. */
function alreadyFramed(from: readonly PlacedModel[], to: readonly PlacedModel[]): boolean {
  if (from !== framedFrom || to !== framedTo) return false;
  let k = 0;
  for (const models of [from, to])
    for (const m of models) {
      if (framedAt[2 * k] !== m.x || framedAt[2 * k + 1] !== m.y || framedShapes[k] !== m.shape) return false;
      k++;
    }
  return true;
}

function rememberFrame(from: readonly PlacedModel[], to: readonly PlacedModel[]): void {
  framedFrom = from;
  framedTo = to;
  if (2 * (from.length + to.length) > framedAt.length) framedAt = new Float64Array(4 * (from.length + to.length));
  let k = 0;
  for (const models of [from, to])
    for (const m of models) {
      framedAt[2 * k] = m.x;
      framedAt[2 * k + 1] = m.y;
      framedShapes[k] = m.shape;
      k++;
    }
}

/**
 * Sets up the frame and the rectangles S and T about every base's bounding circle (slightly
 * enlarged, so rounding cannot shrink them below the circles); false when S does not lie wholly
 * before T along u.
 */
function frame(from: readonly PlacedModel[], to: readonly PlacedModel[]): boolean {
  if (alreadyFramed(from, to)) return framed;
  rememberFrame(from, to);
  framed = false;
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
  // Worked out in locals and stored once: every store of a number to a module binding costs an
  // allocation.
  const vx = (x1 - x0) / len, vy = (y1 - y0) / len, wx = -vy, wy = vx;
  if (from.length + to.length > baseA.length) {
    baseA = new Float64Array(2 * (from.length + to.length));
    baseB = new Float64Array(baseA.length);
    baseR = new Float64Array(baseA.length);
  }
  // Firing and target bases are measured in two loops of the same shape, each keeping only the
  // extremes its side needs (the firers' greatest a, the targets' least): one shared helper writing
  // every extreme to scratch made the whole sweep 2–3% slower, and this runs for every pair of units.
  let s0 = Infinity, s1 = -Infinity, s2 = Infinity, s3 = -Infinity, fa = -Infinity, fb0 = Infinity, fb1 = -Infinity;
  let k = 0;
  for (const m of from) {
    const r = boundingRadius(m.shape), a = (m.x - x0) * vx + (m.y - y0) * vy, b = (m.x - x0) * wx + (m.y - y0) * wy;
    baseA[k] = a;
    baseB[k] = b;
    baseR[k++] = r;
    if (a - r < s0) s0 = a - r;
    if (a + r > s1) s1 = a + r;
    if (b - r < s2) s2 = b - r;
    if (b + r > s3) s3 = b + r;
    if (a > fa) fa = a;
    if (b < fb0) fb0 = b;
    if (b > fb1) fb1 = b;
  }
  let t0 = Infinity, t1 = -Infinity, t2 = Infinity, t3 = -Infinity, ta = Infinity, tb0 = Infinity, tb1 = -Infinity;
  for (const m of to) {
    const r = boundingRadius(m.shape), a = (m.x - x0) * vx + (m.y - y0) * vy, b = (m.x - x0) * wx + (m.y - y0) * wy;
    baseA[k] = a;
    baseB[k] = b;
    baseR[k++] = r;
    if (a - r < t0) t0 = a - r;
    if (a + r > t1) t1 = a + r;
    if (b - r < t2) t2 = b - r;
    if (b + r > t3) t3 = b + r;
    if (a < ta) ta = a;
    if (b < tb0) tb0 = b;
    if (b > tb1) tb1 = b;
  }
  const pad = 1e-9 * (1 + len + Math.abs(s2) + Math.abs(s3) + Math.abs(t2) + Math.abs(t3) + Math.abs(s0) + Math.abs(t1));
  fx = x0; fy = y0; ux = vx; uy = vy; nx = wx; ny = wy;
  sA0 = s0 - pad; sA1 = s1 + pad; sB0 = s2 - pad; sB1 = s3 + pad;
  tA0 = t0 - pad; tA1 = t1 + pad; tB0 = t2 - pad; tB1 = t3 + pad;
  fAmax = fa; fB0 = fb0; fB1 = fb1; tAmin = ta; tCB0 = tb0; tCB1 = tb1;
  return (framed = sA1 + 4 * DELTA < tA0);
}

/**
 * Whether some blocking convex footprint among `polygons` certifiably hides every sight line
 * between any base of `from` and any base of `to` (see the module comment). `false` means only
 * "not proven", never "visible".
 *
 * Two segments stand for all sixteen from a corner of S to a corner of T. Followed from A1 to A2,
 * a segment from S to T that misses the footprint's δ-core (convex, within that slab) passes wholly
 * above it or wholly below (were it above at one a and below at another, it would cross the core
 * in between). Raising either end to the top side of its rectangle only lifts the segment between
 * them, and along the top sides the height at any a in between is (1 − r)·sB1 + r·tB1 with
 * r = (a − s_a)/(t_a − s_a), which falls as s_a or t_a grows: when T's top side stands at least as
 * high as S's, the segment from S's back top corner to T's near top corner is the highest
 * everywhere between, otherwise the one from S's near top corner to T's far top corner. So if
 * that one meets the core, none passes above it; likewise below, mirrored.
 *
 * Most units are not hidden by one footprint, so before any of that a footprint is passed over
 * when its bounding box misses the segment between the first firing and first target base's
 * centres, a sight line it would have to cross (the box only ever narrows the search: a box that
 * has fallen behind its footprint's corners can cost a proof, never give a wrong one).
 */
export function shadowed(from: readonly PlacedModel[], to: readonly PlacedModel[], polygons: readonly Obstacle[]): boolean {
  if (from.length === 0 || to.length === 0) return false;
  const px = from[0]!.x, py = from[0]!.y, qx = to[0]!.x, qy = to[0]!.y;
  let across = false;
  for (const o of polygons) if ((across = o.kind === 'polygon' && o.how === 'block' && boxMeetsSegment(o.box, px, py, qx, qy))) break;
  if (!across || !frame(from, to)) return false;
  const A1 = sA1 + 4 * DELTA, A2 = tA0 - 4 * DELTA;
  // The highest and lowest segments, by their ends' a along u.
  const highS = tB1 >= sB1 ? sA0 : sA1, highT = tB1 >= sB1 ? tA0 : tA1;
  const lowS = tB0 <= sB0 ? sA0 : sA1, lowT = tB0 <= sB0 ? tA0 : tA1;
  for (const o of polygons) {
    if (o.kind !== 'polygon' || o.how !== 'block' || !boxMeetsSegment(o.box, px, py, qx, qy)) continue;
    const n = loadConvex(o.points);
    if (n === 0) continue;
    // Only the part of the footprint strictly between S and T along u counts (a sight line crosses
    // it strictly between its ends): it may reach beside either unit.
    let c0 = Infinity, c1 = -Infinity;
    for (let i = 0; i < n; i++) {
      const a = (cx[i]! - fx) * ux + (cy[i]! - fy) * uy;
      if (a < c0) c0 = a;
      if (a > c1) c1 = a;
    }
    if (!(c1 > A1 && c0 < A2)) continue;
    if (meetsBetween(n, highS, sB1, highT, tB1, A1, A2) && meetsBetween(n, lowS, sB0, lowT, tB0, A1, A2)) return true;
  }
  return false;
}

/** Whether the segment (px, py)–(qx, qy) meets the box, widened by δ against rounding. */
function boxMeetsSegment(box: BBox, px: number, py: number, qx: number, qy: number): boolean {
  let lo = 0, hi = 1;
  for (let axis = 0; axis < 2; axis++) {
    const p = axis === 0 ? px : py, d = (axis === 0 ? qx : qy) - p;
    const b0 = box[axis]! - DELTA - p, b1 = box[axis + 2]! + DELTA - p;
    if (d === 0) {
      if (b0 > 0 || b1 < 0) return false;
      continue;
    }
    const t0 = b0 / d, t1 = b1 / d;
    lo = Math.max(lo, Math.min(t0, t1));
    hi = Math.min(hi, Math.max(t0, t1));
    if (lo > hi) return false;
  }
  return true;
}

/** Whether the segment from (as, bs) to (at, bt) in the frame, followed from a = A1 to A2, meets the loaded δ-core. */
function meetsBetween(n: number, as: number, bs: number, at: number, bt: number, A1: number, A2: number): boolean {
  const span = at - as;
  return segmentMeetsCore(
    n, fx + ux * as + nx * bs, fy + uy * as + ny * bs, fx + ux * at + nx * bt, fy + uy * at + ny * bt,
    (A1 - as) / span, (A2 - as) / span,
  );
}

// Line space. A sight line between S and T is named by where it crosses two lines across the
// frame between them: x where it crosses a = Ax and y where it crosses a = Ay (S's far side and T's
// near side, one way round or the other); at a = Ax + λ·(Ay − Ax) it stands at b = (1 − λ)·x + λ·y.
// An obstacle between S and T hides every line within a strip of line space:
// |(1 − λ)·x + λ·y − c| < w (a disc of radius r: c its centre's b, w = r − δ — a line that near
// the centre vertically is nearer still across; a blocking footprint: one strip per chord across
// its δ-core). Strips are gathered as (a, c, w); `lineSpace` fills in, per strip, k = (1 − λ)/λ,
// lo = (c − w)/λ and hi = (c + w)/λ: over a stretch [X0, X1] of x the strip holds every line
// whose y lies in (lo − k·X0, hi − k·X1).
let stA = new Float64Array(64), stC = new Float64Array(64), stW = new Float64Array(64);
let stK = new Float64Array(64), stLo = new Float64Array(64), stHi = new Float64Array(64);
let nStrips = 0;

function pushStrip(a: number, c: number, w: number): void {
  if (nStrips === stA.length) {
    const grow = (v: Float64Array) => {
      const b = new Float64Array(2 * v.length);
      b.set(v);
      return b;
    };
    stA = grow(stA);
    stC = grow(stC);
    stW = grow(stW);
    stK = new Float64Array(stA.length);
    stLo = new Float64Array(stA.length);
    stHi = new Float64Array(stA.length);
  }
  stA[nStrips] = a;
  stC[nStrips] = c;
  stW[nStrips] = w;
  nStrips++;
}

// Every firing–target model pair: the firer's centre, the unit vector to the target, the distance.
let pairs = new Float64Array(5 * 32);
let nPairs = 0;
// Bounds over the pairs: cos and sin of the widest angle between a pair's direction and u.
let cosMax = 0, sinMax = 1;
// Per pair, the frame coordinates (a, b) of the two ends of the firer's diameter across the
// pair's line, then of the target's.
let ends = new Float64Array(8 * 32);
// Per pair (filled in by `lineSpace`): the lines y = k·x + m of the sight lines through each of
// those ends (k, m each), then the least and greatest x of the pair's lines; `pairX0`, `pairX1`:
// the same over every pair.
const LINES = 10;
let lines = new Float64Array(LINES * 32);
let pairX0 = 0, pairX1 = 0;

/**
 * Loads every firing–target model pair and the diameters the engine may look along between them:
 * it draws lines from an eye on one base's diameter across the pair's line to a point of the
 * other's (whichever way it looks, the lines run between the two diameters, each within its
 * base's bounding circle). False when a pair's bases coincide or an end falls outside S or T
 * (never for bases in S and T, save by rounding).
 */
function loadPairs(from: readonly PlacedModel[], to: readonly PlacedModel[], A1: number, A2: number): boolean {
  const count = from.length * to.length;
  if (5 * count > pairs.length) pairs = new Float64Array(10 * count);
  if (LINES * count > lines.length) {
    lines = new Float64Array(2 * LINES * count);
    ends = new Float64Array(16 * count);
  }
  let cosMin = 1;
  nPairs = 0;
  const nf = from.length;
  for (let i = 0; i < nf; i++) {
    const f = from[i]!;
    // Slightly longer than the bases are wide, so rounding cannot leave an eye outside.
    const rf = baseR[i]! * (1 + 1e-9) + 1e-9, fa = baseA[i]!, fb = baseB[i]!;
    for (let j = 0; j < to.length; j++) {
      const t = to[j]!;
      const dx = t.x - f.x, dy = t.y - f.y, far = norm(dx, dy);
      if (!(far > 1e-6)) return false;
      const k = 5 * nPairs, inv = 1 / far;
      pairs[k] = f.x;
      pairs[k + 1] = f.y;
      pairs[k + 2] = dx * inv;
      pairs[k + 3] = dy * inv;
      pairs[k + 4] = far;
      // The pair's direction in the frame is (cos, sin); its diameters run along (−sin, cos).
      const cos = (dx * ux + dy * uy) * inv, sin = (dx * nx + dy * ny) * inv;
      if (cos < cosMin) cosMin = cos;
      const rt = baseR[nf + j]! * (1 + 1e-9) + 1e-9;
      const ta = fa + cos * far, tb = fb + sin * far, e = 8 * nPairs;
      ends[e] = fa - rf * sin;
      ends[e + 1] = fb + rf * cos;
      ends[e + 2] = fa + rf * sin;
      ends[e + 3] = fb - rf * cos;
      ends[e + 4] = ta - rt * sin;
      ends[e + 5] = tb + rt * cos;
      ends[e + 6] = ta + rt * sin;
      ends[e + 7] = tb - rt * cos;
      if (!(ends[e]! < A1 && ends[e + 2]! < A1 && ends[e + 4]! > A2 && ends[e + 6]! > A2)) return false;
      nPairs++;
    }
  }
  cosMax = cosMin - 1e-9;
  sinMax = Math.sqrt(Math.max(0, 1 - cosMax * cosMax)) + 1e-9;
  return true;
}

/**
 * Names lines by where they cross a = Ax and a = Ay, filling in the strips' and pairs' terms.
 * Through the point (Ax, x), the lines meeting a diameter fan out between those through its ends;
 * the line through (Ax, x) and an end (e_a, e_b) crosses a = Ay at y = (1 − μ)·x + μ·e_b,
 * μ = (Ay − Ax)/(e_a − Ax), which grows with x (1 − μ > 0: the end lies beyond Ay or behind Ax).
 * The lines joining the two diameters' ends bound the x of every line meeting both.
 */
function lineSpace(Ax: number, Ay: number): void {
  const span = Ay - Ax;
  for (let i = 0; i < nStrips; i++) {
    const l = (stA[i]! - Ax) / span, inv = 1 / l;
    stK[i] = (1 - l) * inv;
    stLo[i] = (stC[i]! - stW[i]!) * inv;
    stHi[i] = (stC[i]! + stW[i]!) * inv;
  }
  const E = ends, L = lines;
  let all0 = Infinity, all1 = -Infinity;
  for (let i = 0, e = 0, o = 0; i < nPairs; i++, e += 8, o += LINES) {
    for (let j = 0; j < 4; j++) {
      const mu = span / (E[e + 2 * j]! - Ax);
      L[o + 2 * j] = 1 - mu;
      L[o + 2 * j + 1] = mu * E[e + 2 * j + 1]!;
    }
    let x0 = Infinity, x1 = -Infinity;
    for (let f = 0; f < 4; f += 2)
      for (let t = 4; t < 8; t += 2) {
        const fa = E[e + f]!, fb = E[e + f + 1]!, ta = E[e + t]!, tb = E[e + t + 1]!;
        const x = fb + ((tb - fb) * (Ax - fa)) / (ta - fa);
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
      }
    const pad = 1e-9 * (1 + Math.abs(x0) + Math.abs(x1));
    L[o + 8] = x0 - pad;
    L[o + 9] = x1 + pad;
    if (x0 - pad < all0) all0 = x0 - pad;
    if (x1 + pad > all1) all1 = x1 + pad;
  }
  pairX0 = all0;
  pairX1 = all1;
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

const MAX_STRETCHES = 400;
const CHORDS = [0.1, 0.3, 0.5, 0.7, 0.9];
let stretches = new Float64Array(256);

/**
 * Whether the obstacles between the two units (other bases and blocking convex footprints, as
 * gathered into the set) together certifiably hide every sight line between any base of `from`
 * and any base of `to`: the lines each model pair may be seen along (`loadPairs`) are covered by
 * the obstacles' strips of line space (bisecting x until one strip holds each y throughout a
 * stretch). Every line from an eye to a silhouette point then passes δ inside some obstacle the
 * engine takes into account for that pair, looking either way — a disc it counts for every pair,
 * or a footprint crossed strictly between S and T, so strictly between the eye and the silhouette —
 * and every eye's silhouette is hidden with room to spare, as in `shadowed`. `false` means only
 * "not proven".
 */
export function coveredByMany(from: readonly PlacedModel[], to: readonly PlacedModel[], set: ObstacleSet): boolean {
  if (!frame(from, to)) return false;
  const A1 = sA1, A2 = tA0;
  if (!loadPairs(from, to, A1, A2)) return false;
  nStrips = 0;
  for (let i = 0; i < set.discCount; i++) {
    const x = set.discX[i]!, y = set.discY[i]!, r = set.discR[i]!, w = r - DELTA;
    if (!(w > 0)) continue;
    // The strip is taken across the disc's centre, which must stand between S and T; the disc may
    // reach beside either unit, as long as the engine counts it for every pair.
    const a = (x - fx) * ux + (y - fy) * uy;
    if (!(a > A1 + DELTA && a < A2 - DELTA)) continue;
    const b = (x - fx) * nx + (y - fy) * ny;
    if (!activeForEveryPair(x, y, r, a, b)) continue;
    const model = set.discModel[i]!;
    if (from.includes(model) || to.includes(model)) continue;
    pushStrip(a, b, w);
  }
  for (const o of set.polygons) {
    if (o.how !== 'block') continue;
    if (o.model && (from.includes(o.model) || to.includes(o.model))) continue;
    const n = loadConvex(o.points);
    if (n === 0) continue;
    // Chords are taken only where the footprint stands between S and T: a sight line crosses them
    // strictly between its eye and its silhouette point, whatever the footprint does beside the units.
    let c0 = Infinity, c1 = -Infinity;
    for (let i = 0; i < n; i++) {
      const a = (cx[i]! - fx) * ux + (cy[i]! - fy) * uy;
      if (a < c0) c0 = a;
      if (a > c1) c1 = a;
    }
    c0 = Math.max(c0, A1 + 4 * DELTA);
    c1 = Math.min(c1, A2 - 4 * DELTA);
    if (!(c1 > c0)) continue;
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
      if (hi - lo > 1e-6) pushStrip(ak, (lo + hi) / 2, (hi - lo) / 2 - 1e-9);
    }
  }
  if (nStrips === 0) return false;
  // Bisect on the side the obstacles stand farther from: a strip at λ loses (1 − λ)·width of a
  // stretch, so obstacles near the bisected line make for narrow stretches.
  let nearer = 0;
  for (let i = 0; i < nStrips; i++) nearer += stA[i]! - A1 < A2 - stA[i]! ? 1 : -1;
  if (nearer > 0) lineSpace(A2, A1);
  else lineSpace(A1, A2);

  let top = 0;
  const push = (a: number, b: number): void => {
    if (top + 2 > stretches.length) {
      const grown = new Float64Array(2 * stretches.length);
      grown.set(stretches);
      stretches = grown;
    }
    stretches[top++] = a;
    stretches[top++] = b;
  };
  // Strips lose width in proportion to a stretch's, so the whole range of x, and its halves,
  // seldom hold: the bisection starts from its quarters, as checking wider stretches costs more
  // than it saves.
  const quarter = (pairX1 - pairX0) / 4;
  for (let i = 3; i >= 0; i--) push(pairX0 + i * quarter, i === 3 ? pairX1 : pairX0 + (i + 1) * quarter);
  let seen = 0;
  while (top > 0) {
    if (++seen > MAX_STRETCHES) return false;
    const X1 = stretches[--top]!, X0 = stretches[--top]!;
    if (held(X0, X1)) continue;
    // A sight line through the middle of the stretch that no strip hides dooms the proof.
    const xm = (X0 + X1) / 2;
    if (!held(xm, xm) || X1 - X0 < 1e-5) return false;
    push(X0, xm);
    push(xm, X1);
  }
  return true;
}

// Per stretch: the y-interval each pair asks to be held, and those of the strips that may hold
// part of them (sorted by start and joined into runs when no single run holds them all).
let needLo = new Float64Array(32), needHi = new Float64Array(32);
let ivLo = new Float64Array(64), ivHi = new Float64Array(64);

/**
 * Whether every sight line of every model pair crossing a = Ax at some x in [X0, X1] has its y
 * held by one strip for every x of the stretch. A pair's lines there have y between the least of
 * its firer-end lines at X0 and the greatest at X1, and likewise for its target ends (the lines
 * grow with x); both must hold, so the pair asks for the overlap. Strip i holds (x, y) for every x
 * in the stretch exactly when y lies in (lo_i − k_i·X0, hi_i − k_i·X1) (k_i > 0).
 */
function held(X0: number, X1: number): boolean {
  if (needLo.length < nPairs) {
    needLo = new Float64Array(2 * nPairs);
    needHi = new Float64Array(2 * nPairs);
  }
  if (ivLo.length < nStrips) {
    ivLo = new Float64Array(2 * nStrips);
    ivHi = new Float64Array(2 * nStrips);
  }
  // Module bindings read once: the loops below run for every stretch of every proof.
  const E = lines, NL = needLo, NH = needHi, K = stK, SL = stLo, SH = stHi, IL = ivLo, IH = ivHi;
  let asked = 0, Y0 = Infinity, Y1 = -Infinity;
  for (let e = 0, end = LINES * nPairs; e < end; e += LINES) {
    if (E[e + 8]! > X1 || E[e + 9]! < X0) continue;
    const f0 = E[e]! * X0 + E[e + 1]!, f1 = E[e + 2]! * X0 + E[e + 3]!;
    const t0 = E[e + 4]! * X0 + E[e + 5]!, t1 = E[e + 6]! * X0 + E[e + 7]!;
    const lo = Math.max(Math.min(f0, f1), Math.min(t0, t1));
    const g0 = E[e]! * X1 + E[e + 1]!, g1 = E[e + 2]! * X1 + E[e + 3]!;
    const h0 = E[e + 4]! * X1 + E[e + 5]!, h1 = E[e + 6]! * X1 + E[e + 7]!;
    const hi = Math.min(Math.max(g0, g1), Math.max(h0, h1));
    if (lo > hi) continue;
    NL[asked] = lo;
    NH[asked] = hi;
    asked++;
    if (lo < Y0) Y0 = lo;
    if (hi > Y1) Y1 = hi;
  }
  if (asked === 0) return true;
  let n = 0;
  for (let i = 0, m = nStrips; i < m; i++) {
    const k = K[i]!, lo = SL[i]! - k * X0, hi = SH[i]! - k * X1;
    if (!(hi > lo) || hi <= Y0 || lo >= Y1) continue;
    IL[n] = lo;
    IH[n] = hi;
    n++;
  }
  // Most stretches are held by a single run reaching across every need: grown from below the
  // lowest need by whichever strip overlaps its end, it is found without sorting.
  let reach = Y0;
  for (let grown = true; grown; ) {
    grown = false;
    for (let i = 0; i < n; i++)
      if (IL[i]! < reach && IH[i]! > reach) {
        reach = IH[i]!;
        grown = true;
      }
    if (reach > Y1) return true;
  }
  // The run stops at a point inside no strip's interval, so inside no run: a need reaching
  // across it lies in none.
  for (let i = 0; i < asked; i++) if (NL[i]! <= reach && NH[i]! >= reach) return false;
  // Otherwise by start (insertion: the lists are short).
  for (let i = 1; i < n; i++) {
    const lo = IL[i]!, hi = IH[i]!;
    let j = i - 1;
    while (j >= 0 && IL[j]! > lo) {
      IL[j + 1] = IL[j]!;
      IH[j + 1] = IH[j]!;
      j--;
    }
    IL[j + 1] = lo;
    IH[j + 1] = hi;
  }
  // Open intervals that overlap join into runs (written over the sorted list); ones that only
  // touch leave their common end uncovered.
  let runs = 0;
  for (let i = 0; i < n; i++) {
    const lo = IL[i]!, hi = IH[i]!;
    if (runs > 0 && lo < IH[runs - 1]!) {
      if (hi > IH[runs - 1]!) IH[runs - 1] = hi;
    } else {
      IL[runs] = lo;
      IH[runs] = hi;
      runs++;
    }
  }
  for (let i = 0; i < asked; i++) {
    const lo = NL[i]!, hi = NH[i]!;
    let hidden = false;
    for (let r = 0; r < runs && !hidden; r++) hidden = IL[r]! < lo && IH[r]! > hi;
    if (!hidden) return false;
  }
  return true;
}
