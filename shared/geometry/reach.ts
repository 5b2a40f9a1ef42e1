/**
 * How far bases reach across a table with terrain in the way (D10.TERRAIN.BLOCKING_IMPASSABLE,
 * D10.TERRAIN.MEASURE_AROUND). A round base of radius r cannot overlap a blocking piece, so its
 * centre stays out of the piece grown by r; the shortest way around runs from corner to corner of
 * the grown pieces. The method is the classic exact one:
 *
 * 1. Each terrain edge grown by r is a stadium, drawn as a polygon that holds the true stadium
 *    (corner arcs in steps of at most 22.5°, so their corners stand at most 2% of r further out).
 *    The grown piece is the union of its edges' stadiums and the piece itself.
 * 2. The path network: every convex corner of a piece gets points on its grown arc. Shortest paths
 *    from the unit's models (all at distance 0) over the network (Dijkstra), a leg being allowed
 *    when the base slid along it never overlaps a piece — the test `checkMove` applies.
 * 3. From every point of the network with allowance left, the part of the disc of the remaining
 *    allowance that it sees past the grown pieces (rays to every corner of the stadiums seen, and
 *    enough others to circumscribe the circle), pushed out by r: where the base itself reaches.
 *    Along a wall it reaches up to the wall: a strip between the reached centres and the piece.
 *
 * The rings are never short of where a base can reach by more than `REACH_TOLERANCE`, and never
 * overlap a blocking piece by more than it: paths bend at corners a hair outside the true arcs,
 * and the circles and corners are circumscribed.
 */
import type { TerrainPiece } from './table';
import { type BBox, circlePolygon, pointBoundaryDistance, pointInPolygon, polygonBBox, segmentsNearer, signedArea, closestParam } from './polygon';
import { type Point, dist, lerp, norm } from './units';

/** How far (inches) a reach ring may fall short of, or overstate, where bases can reach. */
export const REACH_TOLERANCE = 0.05;
/** Clearance beyond the base's radius at the corners paths bend around, so a leg along a wall is legal. */
const MARGIN = 1e-4;
/** A base overlaps a piece only when it goes deeper than this (legal.ts: TOUCH). */
const TOUCH = 1e-7;
const ARC_STEP = Math.PI / 8;
const RAYS = 64;
const TINY_ANGLE = 1e-7;
/** How near an edge's line a centre stands to count as running along it, inches. */
const ALONG = 1e-3;
/** Rays either side of a wall's line, for a centre sliding along it. */
const SKIM_ANGLE = 1e-5;

/** One terrain edge grown by the base's radius: a convex, counter-clockwise polygon. */
interface Stadium {
  a: Point;
  b: Point;
  /** The true radius it is grown by (its polygon stands a little outside, at the corners). */
  r: number;
  poly: Point[];
  /** Outward unit normal of edge i (poly[i] to poly[i+1]). */
  normals: Point[];
  centre: Point;
  /** Radius of a circle about `centre` holding the stadium. */
  extent: number;
  /** How far the stadium reaches from its wall ab at most (its corners stand out past the radius). */
  thick: number;
  /** Whether corner i lies on the grown piece's outline (not inside another stadium). */
  exposed: boolean[];
  /** `poly` and `normals` again as flat coordinates, for the ray casts. */
  xs: Float64Array;
  ys: Float64Array;
  nxs: Float64Array;
  nys: Float64Array;
}

export interface Blocker {
  polygon: Point[];
  bbox: BBox;
}

/** The pieces a base must keep out of, grown by the base's radius, with their path network. */
export interface Obstacles {
  radius: number;
  blockers: Blocker[];
  stadiums: Stadium[];
  /** Corners of the grown pieces where shortest paths may bend. */
  corners: Point[];
  /** Where two stadiums' outlines cross in the open: the inner corners of the grown pieces. */
  crossings: Point[];
}

const unit = (x: number, y: number): Point => {
  const l = norm(x, y);
  return { x: x / l, y: y / l };
};

/** Points of a circumscribed arc about c from angle a0, turning by `sweep`: tangent ends, corners between. */
function arc(c: Point, r: number, a0: number, sweep: number, ends: boolean): Point[] {
  const k = Math.max(1, Math.ceil(Math.abs(sweep) / ARC_STEP));
  const step = sweep / k;
  const R = r / Math.cos(step / 2);
  const out: Point[] = [];
  if (ends) out.push({ x: c.x + r * Math.cos(a0), y: c.y + r * Math.sin(a0) });
  for (let j = 0; j < k; j++) {
    const a = a0 + step / 2 + j * step;
    out.push({ x: c.x + R * Math.cos(a), y: c.y + R * Math.sin(a) });
  }
  if (ends) out.push({ x: c.x + r * Math.cos(a0 + sweep), y: c.y + r * Math.sin(a0 + sweep) });
  return out;
}

function stadium(a: Point, b: Point, r: number): Stadium {
  const d = unit(b.x - a.x, b.y - a.y);
  const right = Math.atan2(-d.x, d.y);
  const poly = [...arc(b, r, right, Math.PI, true), ...arc(a, r, right + Math.PI, Math.PI, true)];
  const normals = poly.map((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    return unit(q.y - p.y, -(q.x - p.x));
  });
  const centre = lerp(a, b, 0.5);
  return {
    a,
    b,
    r,
    poly,
    normals,
    centre,
    extent: dist(a, b) / 2 + r / Math.cos(ARC_STEP / 2) + 1e-9,
    thick: r / Math.cos(ARC_STEP / 2) + 1e-9,
    exposed: poly.map(() => true),
    xs: Float64Array.from(poly, (p) => p.x),
    ys: Float64Array.from(poly, (p) => p.y),
    nxs: Float64Array.from(normals, (p) => p.x),
    nys: Float64Array.from(normals, (p) => p.y),
  };
}

/** Whether a base of radius r centred at p stands clear of every piece. */
export function standsClear(p: Point, r: number, blockers: readonly Blocker[]): boolean {
  for (const b of blockers) {
    const [x0, y0, x1, y1] = b.bbox;
    if (p.x < x0 - r || p.x > x1 + r || p.y < y0 - r || p.y > y1 + r) continue;
    if (pointInPolygon(p, b.polygon) || pointBoundaryDistance(p, b.polygon) < r - TOUCH) return false;
  }
  return true;
}

/** Whether a base of radius r can slide from p to q without overlapping a piece. */
export function legClear(p: Point, q: Point, r: number, blockers: readonly Blocker[]): boolean {
  const minX = Math.min(p.x, q.x) - r, maxX = Math.max(p.x, q.x) + r;
  const minY = Math.min(p.y, q.y) - r, maxY = Math.max(p.y, q.y) + r;
  const limit = r - TOUCH;
  for (const b of blockers) {
    const [x0, y0, x1, y1] = b.bbox;
    if (x1 < minX || x0 > maxX || y1 < minY || y0 > maxY) continue;
    const poly = b.polygon;
    if (poly.length >= 3 && pointInPolygon(p, poly)) return false;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const c = poly[j]!, d = poly[i]!;
      // An edge whose box stands clear of the leg's box grown by r is further than r from the leg.
      if ((c.x < d.x ? d.x : c.x) < minX || (c.x < d.x ? c.x : d.x) > maxX || (c.y < d.y ? d.y : c.y) < minY || (c.y < d.y ? c.y : d.y) > maxY) continue;
      if (segmentsNearer(p.x, p.y, q.x, q.y, c, d, limit)) return false;
    }
  }
  return true;
}

function segmentCrossing(p: Point, q: Point, s: Point, t: Point): Point | undefined {
  const rx = q.x - p.x, ry = q.y - p.y, sx = t.x - s.x, sy = t.y - s.y;
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-15) return undefined;
  const u = ((s.x - p.x) * sy - (s.y - p.y) * sx) / den;
  const v = ((s.x - p.x) * ry - (s.y - p.y) * rx) / den;
  return u >= 0 && u <= 1 && v >= 0 && v <= 1 ? { x: p.x + u * rx, y: p.y + u * ry } : undefined;
}

/** Grows the pieces by a base's radius and lays out the path network around them. */
export function obstaclesFor(pieces: readonly TerrainPiece[], radius: number): Obstacles {
  return networkFor(blockersOf(pieces), radius);
}

/** The pieces as a base must keep clear of them: each outline with its bounding box. */
export function blockersOf(pieces: readonly TerrainPiece[]): Blocker[] {
  return pieces.filter((p) => p.polygon.length >= 2).map((p) => ({ polygon: p.polygon, bbox: polygonBBox(p.polygon) }));
}

/** The path network round `blockers` grown by `radius`: what `pathLengths` walks when a straight leg is blocked. */
export function networkFor(blockers: Blocker[], radius: number): Obstacles {
  const grown = radius + MARGIN;
  const stadiums: Stadium[] = [];
  const corners: Point[] = [];
  for (const { polygon } of blockers) {
    const n = polygon.length;
    for (let i = 0; i < n; i++) {
      const a = polygon[i]!, b = polygon[(i + 1) % n]!;
      if (dist(a, b) > 1e-9) stadiums.push(stadium(a, b, grown));
    }
    if (n < 3) continue;
    const ccw = signedArea(polygon) >= 0 ? 1 : -1;
    for (let i = 0; i < n; i++) {
      const u = polygon[(i + n - 1) % n]!, v = polygon[i]!, w = polygon[(i + 1) % n]!;
      const turn = (v.x - u.x) * (w.y - v.y) - (v.y - u.y) * (w.x - v.x);
      if (turn * ccw <= 1e-12) continue; // only convex corners bend shortest paths
      const n1 = Math.atan2(-(v.x - u.x) * ccw, (v.y - u.y) * ccw);
      const n2 = Math.atan2(-(w.x - v.x) * ccw, (w.y - v.y) * ccw);
      let sweep = n2 - n1;
      while (sweep > Math.PI) sweep -= 2 * Math.PI;
      while (sweep <= -Math.PI) sweep += 2 * Math.PI;
      for (const p of arc(v, grown, n1, sweep, false)) if (standsClear(p, grown - MARGIN / 2, blockers)) corners.push(p);
    }
  }
  const crossings: Point[] = [];
  const capReach = grown / Math.cos(ARC_STEP / 2) + 1e-6;
  const onCap = (x: Point): boolean => blockers.some((b) => b.polygon.some((v) => dist(v, x) <= capReach));
  for (let i = 0; i < stadiums.length; i++)
    for (let j = i + 1; j < stadiums.length; j++) {
      const A = stadiums[i]!, B = stadiums[j]!;
      if (dist(A.centre, B.centre) > A.extent + B.extent) continue;
      A.poly.forEach((p, k) => {
        if (A.exposed[k] && strictlyInside(p, B)) A.exposed[k] = false;
      });
      B.poly.forEach((p, k) => {
        if (B.exposed[k] && strictlyInside(p, A)) B.exposed[k] = false;
      });
      for (let k = 0; k < A.poly.length; k++)
        for (let l = 0; l < B.poly.length; l++) {
          const x = segmentCrossing(A.poly[k]!, A.poly[(k + 1) % A.poly.length]!, B.poly[l]!, B.poly[(l + 1) % B.poly.length]!);
          // Two caps about one corner cross all round it; only crossings off the caps are inner corners.
          if (x && standsClear(x, radius, blockers) && !onCap(x)) crossings.push(x);
        }
    }
  return { radius, blockers, stadiums, corners, crossings };
}

function strictlyInside(p: Point, s: Stadium): boolean {
  for (let i = 0; i < s.poly.length; i++) {
    const N = s.normals[i]!, V = s.poly[i]!;
    if (N.x * (p.x - V.x) + N.y * (p.y - V.y) > -1e-9) return false;
  }
  return true;
}

/** Where a cast ray first enters a stadium; `cast` fills one in place, so casting allocates nothing. */
interface Hit {
  t: number;
  stadium: number;
  edge: number;
  /** The stadium's entry in `Near`. */
  slot: number;
}

/**
 * The stadiums the rays from one centre c may meet, nearest first, with what does not depend on a
 * ray's direction worked out once: where c stands against each edge, and whether c is inside.
 */
interface Near {
  /** How many stadiums (the arrays are working buffers, longer than that). */
  count: number;
  /** Stadium indices, by `low` ascending. */
  order: Int32Array;
  /** How far each stadium's bounding circle is from c: a floor under any entry point. */
  low: Float64Array;
  /** Where each stadium's entries in `nums` and `edges` begin. */
  base: Int32Array;
  /** Per edge i: N·(V − c), negative when c stands outside the edge. */
  nums: Float64Array;
  /** Each stadium's edge indices, those c stands outside of first (they settle a miss soonest). */
  edges: Int32Array;
  /** Whether c is inside the stadium (base contact). */
  inside: Uint8Array;
  /**
   * Per stadium, 7 numbers: its wall's ends a and b less c, how far it reaches from the wall
   * (`thick`), and when c is inside, the nearest point of the wall.
   */
  wall: Float64Array;
}

/**
 * Working buffers for `seenReach`, kept from one call to the next: it runs thousands of times while
 * a zone is drawn, and allocating afresh each time costs more than the sums. They hold nothing
 * between calls.
 */
const buffers = {
  picked: new Int32Array(64),
  lows: new Float64Array(64),
  near: {
    count: 0,
    order: new Int32Array(64),
    low: new Float64Array(64),
    base: new Int32Array(64),
    nums: new Float64Array(1024),
    edges: new Int32Array(1024),
    inside: new Uint8Array(64),
    wall: new Float64Array(7 * 64),
  } satisfies Near,
  angles: new Float64Array(256),
  hitT: new Float64Array(256),
  hitStadium: new Int32Array(256),
  hitEdge: new Int32Array(256),
  ux: new Float64Array(256),
  uy: new Float64Array(256),
};

/** `a` if it holds n, else a larger one of its kind (contents not kept). */
function room<A extends Float64Array | Int32Array | Uint8Array>(a: A, n: number): A {
  if (a.length >= n) return a;
  const Kind = a.constructor as new (n: number) => A;
  return new Kind(Math.max(n, 2 * a.length));
}

function nearFrom(c: Point, maxT: number, stadiums: readonly Stadium[]): Near {
  const picked = (buffers.picked = room(buffers.picked, stadiums.length));
  const lows = (buffers.lows = room(buffers.lows, stadiums.length));
  let n = 0;
  for (let i = 0; i < stadiums.length; i++) {
    const s = stadiums[i]!;
    const dx = s.centre.x - c.x, dy = s.centre.y - c.y;
    const d = Math.sqrt(dx * dx + dy * dy);
    if (d <= maxT + s.extent) {
      // Insertion by `low`: ties keep the stadiums' own order.
      const l = d - s.extent;
      let j = n++;
      while (j > 0 && lows[j - 1]! > l) {
        lows[j] = lows[j - 1]!;
        picked[j] = picked[j - 1]!;
        j--;
      }
      lows[j] = l;
      picked[j] = i;
    }
  }
  const near = buffers.near;
  near.count = n;
  const order = (near.order = room(near.order, n));
  const low = (near.low = room(near.low, n));
  const base = (near.base = room(near.base, n));
  const inside = (near.inside = room(near.inside, n));
  const wall = (near.wall = room(near.wall, 7 * n));
  let total = 0;
  for (let j = 0; j < n; j++) {
    order[j] = picked[j]!;
    low[j] = lows[j]!;
    base[j] = total;
    total += stadiums[picked[j]!]!.xs.length;
  }
  const nums = (near.nums = room(near.nums, total));
  const edges = (near.edges = room(near.edges, total));
  for (let j = 0; j < n; j++) {
    const st = stadiums[order[j]!]!;
    const { xs, ys, nxs, nys } = st;
    const b = base[j]!, m = xs.length;
    let out = 0;
    for (let i = 0; i < m; i++) {
      const num = nxs[i]! * (xs[i]! - c.x) + nys[i]! * (ys[i]! - c.y);
      nums[b + i] = num;
      if (num < 0) edges[b + out++] = i;
    }
    const w = 7 * j;
    wall[w] = st.a.x - c.x;
    wall[w + 1] = st.a.y - c.y;
    wall[w + 2] = st.b.x - c.x;
    wall[w + 3] = st.b.y - c.y;
    wall[w + 4] = st.thick;
    inside[j] = out === 0 ? 1 : 0;
    if (out === 0) {
      const f = lerp(st.a, st.b, closestParam(c, st.a, st.b));
      wall[w + 5] = f.x;
      wall[w + 6] = f.y;
    }
    for (let i = 0; i < m; i++) if (!(nums[b + i]! < 0)) edges[b + out++] = i;
  }
  return near;
}

/**
 * First entry of the ray c + t·u (0 ≤ t ≤ maxT) into a stadium, or t = Infinity, written to `best`.
 * The result is the nearest entry, ties to the stadium listed first in `obstacles.stadiums` and to
 * its edge listed first; a ray starting inside a stadium (base contact) and heading into its wall
 * stops at once (t = 0, the last such stadium listed). `hint`, the slot of the stadium the previous
 * ray met, is tried first: neighbouring rays mostly meet the same wall, and a near hit lets the
 * farther stadiums be skipped.
 */
function cast(c: Point, u: Point, maxT: number, stadiums: readonly Stadium[], near: Near, hint: number, best: Hit): void {
  best.t = Infinity;
  best.stadium = -1;
  best.edge = -1;
  best.slot = -1;
  let contact = -1, contactSlot = -1;
  const n = near.count;
  const { nums, edges, wall } = near;
  for (let j = -1; j < n; j++) {
    let k: number;
    if (j < 0) {
      if (hint < 0) continue;
      k = hint;
    } else {
      if (near.low[j]! > Math.min(maxT, best.t)) break;
      if (j === hint) continue;
      k = j;
    }
    // The stadium lies within `thick` of its wall ab: the ray misses it when a and b stand on one
    // side of the ray's line beyond that, and cannot enter it before the nearer end less `thick`.
    const w = 7 * k;
    const ax = wall[w]!, ay = wall[w + 1]!, bx = wall[w + 2]!, by = wall[w + 3]!, T = wall[w + 4]!;
    const sa = ax * u.y - ay * u.x, sb = bx * u.y - by * u.x;
    if ((sa > T && sb > T) || (sa < -T && sb < -T)) continue;
    const la = ax * u.x + ay * u.y, lb = bx * u.x + by * u.y;
    const bound = Math.min(maxT, best.t);
    if ((la < lb ? lb : la) < -T || (la < lb ? la : lb) - T > bound) continue;
    const s = near.order[k]!;
    if (near.inside[k]) {
      // Starting within a hair of the wall (base contact): moving away is free, moving in is not.
      if ((c.x - wall[w + 5]!) * u.x + (c.y - wall[w + 6]!) * u.y >= 0) continue;
      // Nor is skimming past: a centre on the polygon's corner (which stands a little outside the
      // true rounded corner) may move along the wall as long as it keeps the radius from it.
      const st = stadiums[s]!;
      if (!segmentsNearer(c.x, c.y, c.x + u.x * bound, c.y + u.y * bound, st.a, st.b, st.r - 1e-9)) continue;
      if (s > contact) {
        contact = s;
        contactSlot = k;
      }
      best.t = 0;
      continue;
    }
    // Cyrus–Beck clipping against the convex stadium.
    const { nxs, nys } = stadiums[s]!;
    const b0 = near.base[k]!, m = nxs.length;
    let tE = -Infinity, tL = Infinity, edge = -1;
    let missed = false;
    for (let q = 0; q < m; q++) {
      const i = edges[b0 + q]!;
      const num = nums[b0 + i]!;
      const den = nxs[i]! * u.x + nys[i]! * u.y;
      if (Math.abs(den) < 1e-15) {
        if (num < 0) {
          missed = true;
          break;
        }
        continue;
      }
      const t = num / den;
      if (den < 0) {
        if (t > tE || (t === tE && i < edge)) {
          tE = t;
          edge = i;
        }
      } else if (t < tL) tL = t;
      // Entry only grows and exit only shrinks: once past each other, behind the start, or past
      // the nearest hit, the ray misses.
      if (tE > tL || tL < 0 || tE > bound) {
        missed = true;
        break;
      }
    }
    if (missed) continue;
    if (tE <= tL && tE >= 0 && (tE < best.t || (tE === best.t && s < best.stadium))) {
      best.t = tE;
      best.stadium = s;
      best.edge = edge;
      best.slot = k;
    }
  }
  if (contact >= 0) {
    best.t = 0;
    best.stadium = contact;
    best.edge = -1;
    best.slot = contactSlot;
  }
}

const angleOf = (from: Point, to: Point): number => Math.atan2(to.y - from.y, to.x - from.x);
const TWO_PI = 2 * Math.PI;

/**
 * Where a base of the obstacles' radius reaches from centre `c` going straight, at most `rho`:
 * one ring (the seen part of the circle, pushed out by the radius) and strips along the walls.
 */
export function seenReach(c: Point, rho: number, obstacles: Obstacles, rings: Point[][]): void {
  const r = obstacles.radius;
  const outer = (rho + r) / Math.cos(Math.PI / RAYS);
  const maxT = outer - r;
  const { stadiums } = obstacles;
  const near = nearFrom(c, maxT, stadiums);

  // Rays all round, and at every corner of the stadiums seen within reach: either side of the
  // corners where the outline turns from seen to unseen.
  let angles = buffers.angles;
  let count = 0;
  const add = (a: number): void => {
    if (count === angles.length) {
      const more = new Float64Array(2 * count);
      more.set(angles);
      angles = buffers.angles = more;
    }
    angles[count++] = a;
  };
  for (let i = 0; i < RAYS; i++) add((2 * Math.PI * i) / RAYS);
  const maxT2 = maxT * maxT;
  for (let j = 0; j < near.count; j++) {
    const { xs, ys, exposed } = stadiums[near.order[j]!]!;
    const b = near.base[j]!, n = xs.length;
    for (let k = 0; k < n; k++) {
      if (!exposed[k]) continue;
      const dx = xs[k]! - c.x, dy = ys[k]! - c.y;
      if (dx * dx + dy * dy > maxT2) continue;
      // Edge e faces c when c stands outside it; a centre standing on an edge's line (a path that
      // bent round a corner and now runs along the wall) sees along that edge, so counts too.
      const nb = near.nums[b + (k === 0 ? n - 1 : k - 1)]!, na = near.nums[b + k]!;
      const before = nb < ALONG, after = na < ALONG;
      if (!before && !after) continue;
      const a = Math.atan2(dy, dx);
      add(a);
      if (before !== after || Math.abs(nb) < ALONG || Math.abs(na) < ALONG) {
        add(a - TINY_ANGLE);
        add(a + TINY_ANGLE);
      }
    }
  }
  // Where a wall facing c leaves the reach (it crosses the circle of radius rho): rays either side,
  // so the strip along the wall runs right up to the end of the reach.
  for (let j = 0; j < near.count; j++) {
    const { xs, ys } = stadiums[near.order[j]!]!;
    const b = near.base[j]!, n = xs.length;
    for (let k = 0; k < n; k++) {
      if (!(near.nums[b + k]! < ALONG)) continue;
      const k1 = k + 1 === n ? 0 : k + 1;
      const ax = xs[k]! - c.x, ay = ys[k]! - c.y, ex = xs[k1]! - xs[k]!, ey = ys[k1]! - ys[k]!;
      if (Math.abs(near.nums[b + k]!) < ALONG) {
        // c stands on the edge's line (it came round a corner onto the wall): it may slide along
        // the wall either way, just clear of it.
        for (let side = 0; side < 2; side++) {
          const along = side === 0 ? Math.atan2(ey, ex) : Math.atan2(-ey, -ex);
          add(along - SKIM_ANGLE);
          add(along + SKIM_ANGLE);
        }
      }
      // |a + t·e| = rho: t² e·e + 2t a·e + a·a − rho² = 0.
      const A = ex * ex + ey * ey, B = ax * ex + ay * ey, C = ax * ax + ay * ay - rho * rho;
      const disc = B * B - A * C;
      if (!(A > 0) || disc < 0) continue;
      const root = Math.sqrt(disc);
      for (let root2 = 0; root2 < 2; root2++) {
        const t = root2 === 0 ? (-B - root) / A : (-B + root) / A;
        if (t < 0 || t > 1) continue;
        const a = Math.atan2(ay + t * ey, ax + t * ex);
        add(a - TINY_ANGLE);
        add(a);
        add(a + TINY_ANGLE);
      }
    }
  }
  for (const x of obstacles.crossings) {
    const dx = x.x - c.x, dy = x.y - c.y;
    if (dx * dx + dy * dy > maxT2) continue;
    const a = angleOf(c, x);
    add(a - TINY_ANGLE);
    add(a);
    add(a + TINY_ANGLE);
  }
  // Every angle lies within a turn of 0, so this is ((a mod 2π) + 2π) mod 2π to the last bit.
  for (let i = 0; i < count; i++) {
    const a = angles[i]! + TWO_PI;
    angles[i] = a >= TWO_PI ? a - TWO_PI : a;
  }
  sortAngles(angles, count);

  const ring: Point[] = [];
  const hitT = (buffers.hitT = room(buffers.hitT, count));
  const hitStadium = (buffers.hitStadium = room(buffers.hitStadium, count));
  const hitEdge = (buffers.hitEdge = room(buffers.hitEdge, count));
  const ux = (buffers.ux = room(buffers.ux, count));
  const uy = (buffers.uy = room(buffers.uy, count));
  const hit: Hit = { t: Infinity, stadium: -1, edge: -1, slot: -1 };
  const u = { x: 0, y: 0 };
  let rays = 0;
  let last = -1;
  for (let i = 0; i < count; i++) {
    const a = angles[i]!;
    if (a - last < 1e-12) continue;
    last = a;
    u.x = Math.cos(a);
    u.y = Math.sin(a);
    cast(c, u, maxT, stadiums, near, hit.slot, hit);
    const reach = hit.t >= maxT ? outer : hit.t + r;
    ring.push({ x: c.x + reach * u.x, y: c.y + reach * u.y });
    hitT[rays] = hit.t;
    hitStadium[rays] = hit.stadium;
    hitEdge[rays] = hit.edge;
    ux[rays] = u.x;
    uy[rays] = u.y;
    rays++;
  }
  rings.push(simplified(ring));
  // Beside a ray that runs on past its neighbour's stop (just past a corner), the bases along it
  // reach sideways too: a band r wide on the neighbour's side, from where the neighbour stopped to
  // where this ray stops. (The ring pushes out along the rays only.)
  for (let i = 0; i < rays; i++) {
    const t1 = Math.min(hitT[i]!, rho);
    for (let neighbour = 0; neighbour < 2; neighbour++) {
      const j = neighbour === 0 ? (i === 0 ? rays - 1 : i - 1) : i + 1 === rays ? 0 : i + 1;
      const t0 = Math.min(hitT[j]!, t1);
      if (!(t1 - t0 > 1e-6)) continue;
      // The side of ray i that ray j lies on.
      const side = ux[i]! * uy[j]! - uy[i]! * ux[j]! > 0 ? 1 : -1;
      const nx = -uy[i]! * side * r, ny = ux[i]! * side * r;
      const p0 = { x: c.x + ux[i]! * t0, y: c.y + uy[i]! * t0 }, p1 = { x: c.x + ux[i]! * t1, y: c.y + uy[i]! * t1 };
      rings.push([p0, p1, { x: p1.x + nx, y: p1.y + ny }, { x: p0.x + nx, y: p0.y + ny }]);
    }
  }
  const head = (i: number): Point => ({ x: c.x + hitT[i]! * ux[i]!, y: c.y + hitT[i]! * uy[i]! });
  // Strips: where consecutive rays meet the same wall within reach, the base reaches the wall.
  let start = 0;
  for (let i = 1; i <= rays; i++) {
    const same = i < rays && hitT[i]! <= rho && hitT[start]! <= rho && hitStadium[i] === hitStadium[start] && hitEdge[i] === hitEdge[start] && hitEdge[i]! >= 0;
    if (same) continue;
    if (i - 1 > start && hitT[start]! <= rho && hitEdge[start]! >= 0) {
      const st = stadiums[hitStadium[start]!]!;
      const p = head(start), q = head(i - 1);
      const fp = lerp(st.a, st.b, closestParam(p, st.a, st.b));
      const fq = lerp(st.a, st.b, closestParam(q, st.a, st.b));
      const strip = [p, q, fq, fp];
      if (Math.abs(signedArea(strip)) > 1e-9) rings.push(strip);
      // A base at either end of the run, touching the wall, covers its whole footprint there too.
      rings.push(circlePolygon(p, r, 12), circlePolygon(q, r, 12));
    }
    start = i;
  }
}

/** Sorts in place, ascending (quicksort, insertion sort for short runs): no boxing, unlike `sort()`. */
function sortAngles(a: Float64Array, count: number): void {
  const stack = [0, count - 1];
  while (stack.length) {
    const hi = stack.pop()!, lo = stack.pop()!;
    if (hi - lo < 16) {
      for (let i = lo + 1; i <= hi; i++) {
        const v = a[i]!;
        let j = i - 1;
        while (j >= lo && a[j]! > v) a[j + 1] = a[j--]!;
        a[j + 1] = v;
      }
      continue;
    }
    const pivot = a[(lo + hi) >> 1]!;
    let i = lo, j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i++] = a[j]!;
        a[j--] = t;
      }
    }
    stack.push(lo, j, i, hi);
  }
}

/** Drops points that sit on the straight line between their neighbours (to a millionth of an inch). */
function simplified(ring: Point[]): Point[] {
  if (ring.length < 4) return ring;
  const out: Point[] = [];
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const p = out.length ? out[out.length - 1]! : ring[n - 1]!, q = ring[i]!, s = ring[(i + 1) % n]!;
    const dx = s.x - p.x, dy = s.y - p.y;
    const cross = Math.abs(dx * (q.y - p.y) - dy * (q.x - p.x));
    // Clear cases settled by a square root; the exact measure only near the threshold.
    const l0 = Math.sqrt(dx * dx + dy * dy);
    if (l0 > 0 && cross > 1e-6 * l0 * (1 + 1e-9)) out.push(q);
    else if (l0 > 0 && cross < 1e-6 * l0 * (1 - 1e-9)) continue;
    else {
      const l = dist(p, s);
      const off = l > 0 ? cross / l : dist(p, q);
      if (off > 1e-6) out.push(q);
    }
  }
  return out.length >= 3 ? out : ring;
}

/**
 * Shortest path lengths from the starts (each at 0) to every network corner within `allowance`,
 * the legs being straight slides that overlap no piece. Infinity where out of reach.
 */
export function pathLengths(starts: readonly Point[], allowance: number, obstacles: Obstacles): { points: Point[]; lengths: number[]; via: number[] } {
  const points = [...starts, ...obstacles.corners];
  const n = points.length;
  const lengths = new Array<number>(n).fill(Infinity);
  const via = new Array<number>(n).fill(-1);
  const done = new Array<boolean>(n).fill(false);
  const r = obstacles.radius;
  for (let i = 0; i < starts.length; i++) lengths[i] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && lengths[i]! < allowance && (u < 0 || lengths[i]! < lengths[u]!)) u = i;
    if (u < 0) break;
    done[u] = true;
    const pu = points[u]!, du = lengths[u]!;
    // Corners beyond the allowance left are passed over before measuring exactly.
    const room = (allowance - du) * (1 + 1e-9);
    for (let v = starts.length; v < n; v++) {
      if (done[v]) continue;
      const pv = points[v]!;
      const dx = pv.x - pu.x, dy = pv.y - pu.y;
      const d2 = dx * dx + dy * dy;
      if (d2 > room * room || du + Math.sqrt(d2) * (1 - 1e-12) >= lengths[v]!) continue;
      const d = du + dist(pu, pv);
      if (d >= lengths[v]! || d >= allowance) continue;
      if (legClear(pu, points[v]!, r, obstacles.blockers)) {
        lengths[v] = d;
        via[v] = u;
      }
    }
  }
  return { points, lengths, via };
}

/**
 * Every point a base of the obstacles' radius can cover, its centre starting at one of `starts`
 * and travelling at most `allowance` around the obstacles: a union of rings. A start whose base
 * already overlaps a piece stands where no model may (deployment and moves keep bases clear of
 * impassable terrain), so it only covers its own base.
 */
export function reachAround(starts: readonly Point[], allowance: number, obstacles: Obstacles, travel = true): Point[][] {
  const rings: Point[][] = [];
  const free = starts.filter((s) => standsClear(s, obstacles.radius, obstacles.blockers));
  for (const s of starts) if (!free.includes(s)) seenReach(s, 0, { ...obstacles, stadiums: [], crossings: [] }, rings);
  if (!travel) {
    for (const s of free) seenReach(s, allowance, obstacles, rings);
    return rings;
  }
  const { points, lengths } = pathLengths(free, allowance, obstacles);
  points.forEach((p, i) => {
    const left = allowance - lengths[i]!;
    if (left > 1e-9 || i < free.length) seenReach(p, Math.max(0, left), obstacles, rings);
  });
  return rings;
}

/**
 * The shortest way for a base starting at `start` to put its centre on `target` within `allowance`,
 * as waypoints after the start (the path a player would draw), or undefined when it cannot.
 */
export function routeTo(start: Point, target: Point, allowance: number, obstacles: Obstacles): { length: number; waypoints: Point[] } | undefined {
  if (!standsClear(start, obstacles.radius, obstacles.blockers) || !standsClear(target, obstacles.radius, obstacles.blockers)) return undefined;
  const { points, lengths, via } = pathLengths([start], allowance, obstacles);
  let best = -1, length = Infinity;
  points.forEach((p, i) => {
    const d = lengths[i]! + dist(p, target);
    if (d < length && d <= allowance && legClear(p, target, obstacles.radius, obstacles.blockers)) {
      best = i;
      length = d;
    }
  });
  if (best < 0) return undefined;
  const waypoints = [target];
  for (let i = best; i > 0; i = via[i]!) waypoints.unshift(points[i]!);
  return { length, waypoints };
}
