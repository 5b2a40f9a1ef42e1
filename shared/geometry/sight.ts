/**
 * The sight-line engine shared by line of sight (los.ts) and cover (cover.ts).
 *
 * How much of a target base can be seen from a firing base is worked out on the target's
 * silhouette: the diameter of its base across the line between the two centres. Eyes stand on the
 * firer's own diameter (centre and four points out to its rim, D10.LOS.ANY_POINT). From each eye,
 * every obstacle in between hides an open stretch of that silhouette (for a base: the stretch
 * between its two tangent lines; for a terrain footprint: between its outermost corners); what no
 * obstacle hides is seen. The visible fraction is the share of the silhouette seen from at least one
 * eye — the part of the base a player sees over the table from the firing model. Stretches are open,
 * so a line that only grazes a base or a corner still gets through.
 */
import type { ModelEntry, TableIndex, TableUnit, TerrainPiece } from './table';
import { type PlacedModel, boundingRadius, coreOf, outlineOf } from './shapes';
import { type BBox, signedDistance } from './polygon';
import { type Point, norm } from './units';

/**
 * How a terrain piece acts on a sight line:
 * - 'block': hides what is behind it (D10.LOS.BLOCKING_TERRAIN);
 * - 'into': seen into and out of but not through — it hides nothing from or of a base standing in
 *   it (BF.AREA.LOS_BLOCKING);
 * - 'cover': hides (for working out cover) unless the firer stands in it;
 * - 'ignore'.
 */
export type TerrainSight = 'block' | 'into' | 'cover' | 'ignore';

export interface SightRules {
  terrain: (piece: TerrainPiece) => TerrainSight;
  /** Whether the bases of this other unit block sight (the rules read units, never single bases). */
  unitBlocks: (unit: TableUnit) => boolean;
}

/** An obstacle reduced to what the silhouette test needs. */
export type Obstacle =
  | { kind: 'disc'; x: number; y: number; r: number }
  | PolygonObstacle;

/** A terrain footprint, or the outline of a hull or oval base (`model` is then that base). */
export interface PolygonObstacle {
  kind: 'polygon';
  points: Point[];
  box: BBox;
  piece: TerrainPiece;
  how: TerrainSight;
  model?: PlacedModel;
}

export interface Sighting {
  /** Share of the target's silhouette seen from some point of the firer's base, 0..1. */
  fraction: number;
  /** Whether any line at all gets through, however thin the sliver. */
  anyLine: boolean;
  witness?: [Point, Point];
}

/**
 * The obstacles of one question (a pair of bases, or every model pair of two units), flattened:
 * round bases as parallel arrays of centres and radii, everything else as polygons. The silhouette
 * test runs tens of thousands of times on a full table, so it reads these without allocating.
 * A base never hides itself or the base it looks at (`model` identity).
 */
export class ObstacleSet {
  discCount = 0;
  discX = new Float64Array(32);
  discY = new Float64Array(32);
  discR = new Float64Array(32);
  discModel: PlacedModel[] = [];
  polygons: PolygonObstacle[] = [];

  clear(): void {
    this.discCount = 0;
    this.polygons.length = 0;
  }

  addDisc(x: number, y: number, r: number, model: PlacedModel): void {
    const n = this.discCount;
    if (n === this.discX.length) {
      const grow = (a: Float64Array): Float64Array<ArrayBuffer> => {
        const b = new Float64Array(2 * a.length);
        b.set(a);
        return b;
      };
      this.discX = grow(this.discX);
      this.discY = grow(this.discY);
      this.discR = grow(this.discR);
    }
    this.discX[n] = x;
    this.discY[n] = y;
    this.discR[n] = r;
    this.discModel[n] = model;
    this.discCount = n + 1;
  }

  /** A base as it blocks sight: round bases as discs, hulls and ovals as their outline. */
  addBase(entry: ModelEntry): void {
    const m = entry.model;
    if (m.shape.kind === 'circle') this.addDisc(m.x, m.y, m.shape.radius, m);
    else this.polygons.push(baseObstacle(entry));
  }

  /** Loads obstacles given as lists (the form `obstaclesIn` returns). */
  load(discs: ReadonlyArray<{ entry: ModelEntry; obstacle: Obstacle }>, polygons: readonly Obstacle[]): this {
    this.clear();
    for (const { entry, obstacle } of discs) {
      if (obstacle.kind === 'disc') this.addDisc(obstacle.x, obstacle.y, obstacle.r, entry.model);
      else this.polygons.push(obstacle.model ? obstacle : { ...obstacle, model: entry.model });
    }
    for (const o of polygons) if (o.kind === 'polygon') this.polygons.push(o);
    return this;
  }
}

// Each hull's or oval's outline is made once per index entry (the index is rebuilt whenever a base
// moves, with new entries), not for every question that gathers it.
const baseObstacles = new WeakMap<ModelEntry, PolygonObstacle>();

const baseObstacle = (entry: ModelEntry): PolygonObstacle => {
  let known = baseObstacles.get(entry);
  if (known) return known;
  const m = entry.model;
  known = { kind: 'polygon', points: m.shape.kind === 'rect' ? coreOf(m).points : outlineOf(m, 12), box: entry.bbox, piece: BASE_PIECE, how: 'block', model: m };
  baseObstacles.set(entry, known);
  return known;
};

/** Obstacles that could stand between any bases inside the box, under these rules (one R-tree query). */
export function obstaclesIn(
  index: TableIndex,
  box: [number, number, number, number],
  rules: SightRules,
): { discs: Array<{ entry: ModelEntry; obstacle: Obstacle }>; polygons: Obstacle[] } {
  const discs: Array<{ entry: ModelEntry; obstacle: Obstacle }> = [];
  const polygons: Obstacle[] = [];
  for (const entry of index.modelsIn(...box)) {
    if (!rules.unitBlocks(entry.unit)) continue;
    const m = entry.model;
    // Hulls and ovals block as the polygon of their outline; round bases as discs.
    const obstacle: Obstacle = m.shape.kind === 'circle' ? { kind: 'disc', x: m.x, y: m.y, r: m.shape.radius } : baseObstacle(entry);
    discs.push({ entry, obstacle });
  }
  for (const t of index.terrainIn(...box)) {
    const how = rules.terrain(t.piece);
    if (how !== 'ignore') polygons.push({ kind: 'polygon', points: t.piece.polygon, box: t.bbox, piece: t.piece, how });
  }
  return { discs, polygons };
}

const BASE_PIECE: TerrainPiece = { id: '', kind: 'base', polygon: [], blocksSight: true, impassable: true, difficult: false, cover: 'none' };

/** Half the width of a base seen along the unit vector n (its extent across the sight line). */
function halfWidth(model: PlacedModel, nx: number, ny: number): number {
  if (model.shape.kind === 'circle') return model.shape.radius;
  let w = 0;
  for (const p of model.shape.kind === 'rect' ? coreOf(model).points : outlineOf(model, 16))
    w = Math.max(w, Math.abs((p.x - model.x) * nx + (p.y - model.y) * ny));
  return w;
}

const baseOverlaps = (model: PlacedModel, polygon: readonly Point[]): boolean =>
  signedDistance(model, polygon) < boundingRadius(model.shape);

const listSet = new ObstacleSet();

/**
 * How much of `to` can be seen from anywhere on `from`'s base, given the obstacles in play
 * (from `obstaclesIn`; those far from the pair are skipped cheaply, and a single obstacle hiding
 * everything from an eye ends the look from it, unless `cull` is false, which the benchmark uses as
 * its naive baseline).
 */
export function sightingAmong(
  from: PlacedModel,
  to: PlacedModel,
  discs: ReadonlyArray<{ entry: ModelEntry; obstacle: Obstacle }>,
  polygons: readonly Obstacle[],
  cull = true,
): Sighting {
  return sightingIn(from, to, listSet.load(discs, polygons), cull);
}

/** `sightingAmong` over obstacles already gathered into a set. */
export function sightingIn(from: PlacedModel, to: PlacedModel, set: ObstacleSet, cull = true): Sighting {
  const fraction = sightFraction(from, to, set, cull);
  return fraction < 0 ? { fraction: 0, anyLine: false } : { fraction, anyLine: true, witness: lastWitness() };
}

// The witness line of the last answer that saw anything: firer end (wx0, wy0), target end (wx1, wy1).
let wx0 = 0, wy0 = 0, wx1 = 0, wy1 = 0;

/** The witness line of the last `sightFraction` that saw anything (firer end first). */
export const lastWitness = (): [Point, Point] => [{ x: wx0, y: wy0 }, { x: wx1, y: wy1 }];

/**
 * The share of `to` seen from `from` (as `sightingIn`), or −1 when no line gets through; the
 * witness is then read with `lastWitness`. Allocates nothing.
 */
export function sightFraction(from: PlacedModel, to: PlacedModel, set: ObstacleSet, cull = true): number {
  // Line of sight is symmetric: whether any line gets through is always decided looking from the
  // model that comes first (by id, then position), so "can see" and "can be seen" agree. The share
  // seen is then measured from the firer's side.
  const canonical = from.id < to.id || (from.id === to.id && (from.x < to.x || (from.x === to.x && from.y <= to.y)));
  if (canonical) return silhouette(from, to, set, cull);
  if (silhouette(to, from, set, cull, true) < 0) return -1;
  const ax = wx0, ay = wy0, bx = wx1, by = wy1;
  const forward = silhouette(from, to, set, cull);
  if (forward >= 0) return forward;
  wx0 = bx;
  wy0 = by;
  wx1 = ax;
  wy1 = ay;
  return 0;
}

// Scratch buffers reused by every call: the silhouette test runs tens of thousands of times per
// table, so it avoids allocating (and closures, which the dev build wraps).
let discA = new Float64Array(256), discB = new Float64Array(256), discR = new Float64Array(256), discD = new Float64Array(256), discK = new Float64Array(256);
let hidLo = new Float64Array(256), hidHi = new Float64Array(256);
let seenLo = new Float64Array(256), seenHi = new Float64Array(256), seenEye = new Float64Array(256);
// Polygon corners in the sight frame, all polygons back to back; polyEnd[k] ends polygon k.
let polyA = new Float64Array(1024), polyB = new Float64Array(1024), polyK = new Float64Array(1024);
let polyEnd = new Int32Array(256);

/**
 * Appends a polygon's corners (in the sight frame, clipped to 0 < a ≤ far) to the scratch buffers
 * and returns where they end. A polygon lying wholly farther than `band` to one side of the centre
 * line is left out (it ends where it would start).
 */
function pushPolygon(
  points: readonly Point[], from: PlacedModel, ux: number, uy: number, nx: number, ny: number, far: number, band: number, at: number,
): number {
  if (at + 2 * points.length + 4 > polyA.length) {
    const a = new Float64Array(2 * (at + 2 * points.length + 4)), b = new Float64Array(a.length);
    a.set(polyA);
    b.set(polyB);
    polyA = a;
    polyB = b;
  }
  let inside = true, bLo = Infinity, bHi = -Infinity;
  const start = at;
  for (const p of points) {
    const px = p.x - from.x, py = p.y - from.y;
    const a = px * ux + py * uy, b = px * nx + py * ny;
    polyA[at] = a;
    polyB[at] = b;
    at++;
    if (a < 1e-9 || a > far) inside = false;
    if (b < bLo) bLo = b;
    if (b > bHi) bHi = b;
  }
  if (bLo > band || bHi < -band) return start;
  if (inside) return at;
  // Only polygons reaching behind the firer or past the target need clipping (into scratch space).
  const n1 = clipInto(polyA, polyB, start, at, tmpA, tmpB, 1e-9, true);
  if (start + n1 * 2 + 4 > polyA.length) {
    const a = new Float64Array(2 * (start + n1 * 2 + 4)), b = new Float64Array(a.length);
    a.set(polyA);
    b.set(polyB);
    polyA = a;
    polyB = b;
  }
  const n2 = clipInto(tmpA, tmpB, 0, n1, polyA, polyB, far, false, start);
  return start + n2;
}

let tmpA = new Float64Array(64), tmpB = new Float64Array(64);

/**
 * Sutherland–Hodgman against the line a = edge, keeping a ≥ edge (`above`) or a ≤ edge: reads
 * corners [from, to) of (srcA, srcB), writes from `outAt` of (dstA, dstB), returns how many.
 */
function clipInto(
  srcA: Float64Array, srcB: Float64Array, from: number, to: number,
  dstA: Float64Array, dstB: Float64Array, edge: number, above: boolean, outAt = 0,
): number {
  const count = to - from;
  if (dstA === tmpA && 2 * count + 2 > tmpA.length) {
    tmpA = new Float64Array(4 * count + 4);
    tmpB = new Float64Array(4 * count + 4);
    dstA = tmpA;
    dstB = tmpB;
  }
  let n = 0;
  for (let i = 0; i < count; i++) {
    const pa = srcA[from + i]!, pb = srcB[from + i]!;
    const j = from + ((i + 1) % count);
    const qa = srcA[j]!, qb = srcB[j]!;
    const pin = above ? pa >= edge : pa <= edge;
    const qin = above ? qa >= edge : qa <= edge;
    if (pin) {
      dstA[outAt + n] = pa;
      dstB[outAt + n] = pb;
      n++;
    }
    if (pin !== qin) {
      dstA[outAt + n] = edge;
      dstB[outAt + n] = pb + ((edge - pa) / (qa - pa)) * (qb - pb);
      n++;
    }
  }
  return n;
}

function grow(n: number): void {
  if (n <= discA.length) return;
  const size = 2 * n;
  discA = new Float64Array(size);
  discB = new Float64Array(size);
  discR = new Float64Array(size);
  discD = new Float64Array(size);
  discK = new Float64Array(size);
  hidLo = new Float64Array(size);
  hidHi = new Float64Array(size);
  seenLo = new Float64Array(size * 5);
  seenHi = new Float64Array(size * 5);
  seenEye = new Float64Array(size * 5);
}

/** Sorts the first n hidden stretches by their start (insertion sort: the lists are short). */
function sortHidden(n: number): void {
  for (let i = 1; i < n; i++) {
    const l = hidLo[i]!, h = hidHi[i]!;
    let j = i - 1;
    while (j >= 0 && hidLo[j]! > l) {
      hidLo[j + 1] = hidLo[j]!;
      hidHi[j + 1] = hidHi[j]!;
      j--;
    }
    hidLo[j + 1] = l;
    hidHi[j + 1] = h;
  }
}

/**
 * Sorts the first n seen stretches by their start, with the eye each was seen from (sortHidden over
 * a third array: kept apart so the hot per-eye sort carries nothing extra).
 */
function sortSeen(n: number): void {
  for (let i = 1; i < n; i++) {
    const l = seenLo[i]!, h = seenHi[i]!, e = seenEye[i]!;
    let j = i - 1;
    while (j >= 0 && seenLo[j]! > l) {
      seenLo[j + 1] = seenLo[j]!;
      seenHi[j + 1] = seenHi[j]!;
      seenEye[j + 1] = seenEye[j]!;
      j--;
    }
    seenLo[j + 1] = l;
    seenHi[j + 1] = h;
    seenEye[j + 1] = e;
  }
}

// The stretch [lo, hi] of the silhouette an obstacle hides from an eye, as set by discStretch and
// polygonStretch (a typed array: two module-level numbers would be boxed at every write).
const stretch = new Float64Array(2);

/** The stretch disc i of the scratch buffers hides from the eye (at `eye` across the firer's centre). */
function discStretch(i: number, eye: number): void {
  const a = discA[i]!, r = discR[i]!, b = discB[i]! - eye;
  // Tangent slopes (across per forward) of the two lines from the eye touching the disc
  // (discD = a² − r² > 0: the disc lies wholly ahead of the eye), carried to the silhouette.
  const root = Math.sqrt(discD[i]! + b * b), scale = discK[i]!;
  stretch[0] = eye + (a * b - r * root) * scale;
  stretch[1] = eye + (a * b + r * root) * scale;
}

/** The stretch polygon p of the scratch buffers hides from the eye: between its outermost corners. */
function polygonStretch(p: number, eye: number): void {
  let lo = Infinity, hi = -Infinity;
  for (let i = p === 0 ? 0 : polyEnd[p - 1]!, end = polyEnd[p]!; i < end; i++) {
    const sl = eye + (polyB[i]! - eye) * polyK[i]!;
    if (sl < lo) lo = sl;
    if (sl > hi) hi = sl;
  }
  stretch[0] = lo;
  stretch[1] = hi;
}

// Where the eyes stand across the firer's centre, in the order they are looked from (set per look).
const eyes = new Float64Array(5);

/**
 * The first eye from which no one of the np polygons of the frame hides the whole silhouette (of
 * half-width wt) on its own; 5 when none is. The polygon that hid the last eye is tried first.
 */
function firstEyePastPolygons(np: number, wt: number): number {
  let p = 0;
  for (let k = 0; k < 5; k++) {
    const eye = eyes[k]!;
    let tried = 0;
    for (; tried < np; tried++, p = p + 1 === np ? 0 : p + 1) {
      polygonStretch(p, eye);
      if (stretch[0]! < -wt && stretch[1]! > wt) break;
    }
    if (tried === np) return k;
  }
  return 5;
}

/**
 * The share of `to`'s silhouette seen from `from`'s eyes, or −1 when none is; with `anyLine` it
 * stops at the first stretch seen (the answer is then only "some", not how much).
 */
function silhouette(from: PlacedModel, to: PlacedModel, set: ObstacleSet, cull: boolean, anyLine = false): number {
  const dx = to.x - from.x, dy = to.y - from.y;
  const far = norm(dx, dy);
  if (far < 1e-9) return seeAll(from, to);
  const ux = dx / far, uy = dy / far, nx = -uy, ny = ux;
  const rf = from.shape.kind === 'circle' ? from.shape.radius : boundingRadius(from.shape);
  const rt = to.shape.kind === 'circle' ? to.shape.radius : boundingRadius(to.shape);
  const reach = rf > rt ? rf : rt;
  const minX = Math.min(from.x, to.x) - reach, maxX = Math.max(from.x, to.x) + reach;
  const minY = Math.min(from.y, to.y) - reach, maxY = Math.max(from.y, to.y) + reach;
  const polygons = set.polygons;
  if (set.discCount + polygons.length + 1 > discA.length) grow(set.discCount + polygons.length + 1);

  // Sight-frame coordinates: a along the centre line from `from`, b across it.
  let nd = 0, np = 0, pend = 0;
  if (polyEnd.length < polygons.length + 1) polyEnd = new Int32Array(2 * (polygons.length + 1));
  for (let i = 0; i < polygons.length; i++) {
    const o = polygons[i]!;
    if (cull && (o.box[0] > maxX || o.box[2] < minX || o.box[1] > maxY || o.box[3] < minY)) continue;
    if (o.model) {
      if (o.model === from || o.model === to) continue;
    } else if (o.how === 'into') {
      if (baseOverlaps(from, o.points) || baseOverlaps(to, o.points)) continue;
    } else if (o.how === 'cover' && baseOverlaps(from, o.points)) continue;
    // Wholly outside the band, a polygon's stretch lies off the silhouette from every eye: seen
    // from an eye inside the band, each of its corners (0 < a ≤ far) is carried outward to the
    // silhouette. A millionth of an inch past the band is more than rounding could undo.
    const end = pushPolygon(o.points, from, ux, uy, nx, ny, far, cull ? reach + 1e-6 : Infinity, pend);
    if (end > pend) {
      if (polyK.length < end) polyK = new Float64Array(2 * polyA.length);
      for (let c = pend; c < end; c++) polyK[c] = far / polyA[c]!;
      polyEnd[np++] = end;
      pend = end;
    }
  }
  const wt = to.shape.kind === 'circle' ? to.shape.radius : halfWidth(to, nx, ny);
  const wf = (from.shape.kind === 'circle' ? from.shape.radius : halfWidth(from, nx, ny)) * 0.97;
  // When from every eye some footprint (a wall, a building, a hull) hides the whole silhouette on
  // its own, nothing is seen whatever the round bases would hide, so they are not even put in the
  // frame. Otherwise the look below starts at the first eye not so hidden: those before it add nothing.
  eyes[0] = 0;
  eyes[1] = -wf;
  eyes[2] = wf;
  eyes[3] = -wf / 2;
  eyes[4] = wf / 2;
  const open = cull && np > 0 ? firstEyePastPolygons(np, wt) : 0;
  if (open === 5) return -1;
  const X = set.discX, Y = set.discY, R = set.discR, fx = from.x, fy = from.y;
  for (let i = 0, n = set.discCount; i < n; i++) {
    const px = X[i]! - fx, py = Y[i]! - fy, r = R[i]!;
    // Outside the band between the two bases (the corridor every sight line runs in): the test
    // that leaves out most of the bases gathered for a pair of units, so it comes first.
    const b = px * nx + py * ny;
    if (cull && (b - r >= reach || b + r <= -reach)) continue;
    const a = px * ux + py * uy;
    // Alongside the firer rather than in front of it, or wholly beyond the silhouette.
    if (a <= r || a - r >= far) continue;
    const model = set.discModel[i];
    if (model === from || model === to) continue;
    discA[nd] = a;
    discB[nd] = b;
    discR[nd] = r;
    discD[nd] = a * a - r * r;
    discK[nd] = far / (a * a - r * r);
    nd++;
  }
  if (nd === 0 && np === 0) return seeAll(from, to);
  let ns = 0;
  // From most eyes a single obstacle (a wall, a building, a base near either end) hides the whole
  // silhouette on its own: nothing is then seen from that eye, whatever the other obstacles do, so
  // the rest of its stretches and the walk are skipped. The obstacle that did so from the last eye
  // is tried first, then the polygons (terrain is the likelier to hide everything), then the discs.
  // Without `cull` (the benchmark's naive baseline) every obstacle is walked from every eye.
  let screen = -1;
  for (let k = open; k < 5; k++) {
    const eye = eyes[k]!;
    if (screen >= 0) {
      if (screen < nd) discStretch(screen, eye);
      else polygonStretch(screen - nd, eye);
      if (stretch[0]! < -wt && stretch[1]! > wt) continue;
      screen = -1;
    }
    let nh = 0;
    for (let p = 0; p < np; p++) {
      polygonStretch(p, eye);
      const lo = stretch[0]!, hi = stretch[1]!;
      if (cull && lo < -wt && hi > wt) {
        screen = nd + p;
        break;
      }
      if (hi > lo && hi > -wt && lo < wt) {
        hidLo[nh] = lo;
        hidHi[nh] = hi;
        nh++;
      }
    }
    for (let i = 0; i < nd && screen < 0; i++) {
      discStretch(i, eye);
      const lo = stretch[0]!, hi = stretch[1]!;
      if (cull && lo < -wt && hi > wt) {
        screen = i;
        break;
      }
      // Stretches wholly off the silhouette change nothing.
      if (hi <= -wt || lo >= wt) continue;
      hidLo[nh] = lo;
      hidHi[nh] = hi;
      nh++;
    }
    if (screen >= 0) continue;
    // The stretches come in no particular order: sorting them by start settles the walk, since
    // every stretch has some width (a base's radius is never 0; a polygon's without width is
    // dropped above) and stretches starting at the same point then walk alike whichever comes first.
    sortHidden(nh);
    // Walk the silhouette [-wt, wt]; hidden stretches are open, so their ends stay visible.
    let cursor = -wt;
    for (let i = 0; i < nh && cursor <= wt; i++) {
      const lo = hidLo[i]!, hi = hidHi[i]!;
      if (hi <= cursor) continue;
      if (lo >= cursor) {
        seenLo[ns] = cursor;
        seenHi[ns] = Math.min(lo, wt);
        seenEye[ns] = eye;
        ns++;
      }
      cursor = hi;
    }
    if (cursor <= wt) {
      seenLo[ns] = cursor;
      seenHi[ns] = wt;
      seenEye[ns] = eye;
      ns++;
    }
    // The centre already sees the whole silhouette: the other eyes cannot add anything.
    if (k === 0 && ns === 1 && seenLo[0] === -wt && seenHi[0] === wt) break;
    if (anyLine && ns > 0) break;
  }
  if (ns === 0) return -1;
  sortSeen(ns);
  let total = 0, curLo = seenLo[0]!, curHi = seenHi[0]!, widest = 0;
  for (let i = 0; i < ns; i++) {
    if (seenHi[i]! - seenLo[i]! > seenHi[widest]! - seenLo[widest]!) widest = i;
    if (seenLo[i]! > curHi) {
      total += curHi - curLo;
      curLo = seenLo[i]!;
      curHi = seenHi[i]!;
    }
    else if (seenHi[i]! > curHi) curHi = seenHi[i]!;
  }
  total += curHi - curLo;
  const mid = (seenLo[widest]! + seenHi[widest]!) / 2, eye = seenEye[widest]!;
  wx0 = fx + nx * eye;
  wy0 = fy + ny * eye;
  wx1 = to.x + nx * mid;
  wy1 = to.y + ny * mid;
  return Math.min(1, Math.max(0, total / (2 * wt)));
}

/** Nothing in the way: the whole base is seen, along the line between the centres. */
function seeAll(from: PlacedModel, to: PlacedModel): number {
  wx0 = from.x;
  wy0 = from.y;
  wx1 = to.x;
  wy1 = to.y;
  return 1;
}

/** The box holding both bases. */
export function pairBox(a: PlacedModel, b: PlacedModel): [number, number, number, number] {
  const R = Math.max(boundingRadius(a.shape), boundingRadius(b.shape));
  return [Math.min(a.x, b.x) - R, Math.min(a.y, b.y) - R, Math.max(a.x, b.x) + R, Math.max(a.y, b.y) + R];
}

/** How much of `to` can be seen from anywhere on `from`'s base. */
export function sighting(index: TableIndex, from: PlacedModel, to: PlacedModel, rules: SightRules): Sighting {
  const { discs, polygons } = obstaclesIn(index, pairBox(from, to), rules);
  return sightingAmong(from, to, discs, polygons);
}
