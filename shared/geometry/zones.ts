/**
 * Reach zones for drawing: every point within R of some model's base. A zone is the union of its
 * rings (one per model: the base grown by R), so draw every ring with the same fill, or all of them
 * as one path with the non-zero fill rule. Ask exact questions with `pointInZone` or with
 * `distanceToPoint`; the rings are circumscribed polygons, never short of the true zone.
 * Terrain is not taken into account: these are straight-line reaches.
 */
import { type PlacedModel, coreOf } from './shapes';
import { circlePolygon, pointInPolygon, signedArea } from './polygon';
import type { Point } from './units';

export interface Zone {
  rings: Point[][];
}

/** Convex polygon grown by r (Minkowski sum with a disc), as a polygon. */
function grow(points: readonly Point[], r: number, arcSteps = 6): Point[] {
  const ccw = signedArea(points) >= 0 ? [...points] : [...points].reverse();
  const n = ccw.length;
  const out: Point[] = [];
  const normal = (a: Point, b: Point): number => Math.atan2(-(b.x - a.x), b.y - a.y); // outward for ccw
  for (let i = 0; i < n; i++) {
    const prev = ccw[(i + n - 1) % n]!, v = ccw[i]!, next = ccw[(i + 1) % n]!;
    const a0 = normal(prev, v);
    let a1 = normal(v, next);
    if (a1 < a0) a1 += 2 * Math.PI;
    const R = r / Math.cos((a1 - a0) / arcSteps / 2);
    for (let k = 0; k <= arcSteps; k++) {
      const a = a0 + ((a1 - a0) * k) / arcSteps;
      const rr = k === 0 || k === arcSteps ? r : R;
      out.push({ x: v.x + rr * Math.cos(a), y: v.y + rr * Math.sin(a) });
    }
  }
  return out;
}

function ringFor(model: PlacedModel, R: number): Point[] {
  const core = coreOf(model);
  if (core.points.length === 1) return circlePolygon(core.points[0]!, core.radius + R, 48);
  return grow(core.points, core.radius + R);
}

/** Where a weapon of range R reaches: every point within R of any model's base (D10.RANGE.INCLUSIVE). */
export const rangeZone = (models: readonly PlacedModel[], R: number): Zone => ({ rings: models.map((m) => ringFor(m, R)) });

/** Where the unit's bases can reach with a Move or Advance of `allowance` (D10.MOVE.MOVE_6, D10.MOVE.ADVANCE_12). */
export const moveZone = (models: readonly PlacedModel[], allowance: number): Zone => rangeZone(models, allowance);

/** Enemy bases touching this zone are within charge reach (D10.MELEE.CHARGE_RANGE_6). */
export const chargeZone = (models: readonly PlacedModel[], reach: number): Zone => rangeZone(models, reach);

/** Threat: move, then shoot (every point within move + range of a base). */
export const threatZone = (models: readonly PlacedModel[], move: number, range: number): Zone => rangeZone(models, move + range);

export const pointInZone = (p: Point, zone: Zone): boolean => zone.rings.some((ring) => pointInPolygon(p, ring));
