/**
 * Arcs (BF.ARC.FOUR): front, right, rear and left quadrants about a model's facing, split by the
 * diagonals. Each arc is half-open — it takes its clockwise-first boundary — so every direction
 * falls in exactly one arc. BF.ARC.BEST_FOR_SHOOTER: a target spanning arcs counts in the best.
 */
import { type PlacedModel, outlineOf } from './shapes';
import { distanceToPoint } from './distance';
import { type Point, facingToward, heading } from './units';

export type Arc = 'front' | 'right' | 'rear' | 'left';
export const ARCS: readonly Arc[] = ['front', 'right', 'rear', 'left'];

const QUARTER = Math.PI / 4;

/** Angle normalised into [−π, π). */
function wrap(a: number): number {
  const t = (a + Math.PI) % (2 * Math.PI);
  return (t < 0 ? t + 2 * Math.PI : t) - Math.PI;
}

/** The arc of a direction given as an angle relative to the facing (positive = clockwise, to the right). */
export function arcOfAngle(relative: number): Arc {
  const a = wrap(relative);
  if (a >= -QUARTER && a < QUARTER) return 'front';
  if (a >= QUARTER && a < 3 * QUARTER) return 'right';
  if (a >= -3 * QUARTER && a < -QUARTER) return 'left';
  return 'rear';
}

const relativeAngle = (observer: PlacedModel, p: Point): number => wrap(facingToward(observer, p) - observer.facing);

/** Every arc the target's base reaches into, as seen from the observer's centre. */
export function arcsSpanned(observer: PlacedModel, target: PlacedModel): Arc[] {
  if (distanceToPoint(target, observer) === 0) return [...ARCS];
  const centre = relativeAngle(observer, target);
  let lo = 0, hi = 0;
  for (const p of outlineOf(target, 16)) {
    const d = wrap(relativeAngle(observer, p) - centre);
    if (d < lo) lo = d;
    if (d > hi) hi = d;
  }
  const found = new Set<Arc>([arcOfAngle(centre + lo), arcOfAngle(centre + hi)]);
  for (const b of [-3 * QUARTER, -QUARTER, QUARTER, 3 * QUARTER]) {
    const d = wrap(b - centre);
    if (d > lo && d < hi) found.add(arcOfAngle(b));
  }
  return ARCS.filter((a) => found.has(a));
}

/**
 * The arc of `observer` the target lies in; when it spans several, the first in `preference`
 * (default front, right, left, rear: the shooter's best, since most weapons face forward).
 */
export function arcOf(observer: PlacedModel, target: PlacedModel, preference: readonly Arc[] = ['front', 'right', 'left', 'rear']): Arc {
  const spanned = arcsSpanned(observer, target);
  return preference.find((a) => spanned.includes(a)) ?? spanned[0] ?? arcOfAngle(relativeAngle(observer, target));
}

/** The four arc boundary rays (front-right, rear-right, rear-left, front-left), `length` long, for drawing. */
export function arcBoundaries(observer: PlacedModel, length: number): Array<[Point, Point]> {
  const c = { x: observer.x, y: observer.y };
  return [QUARTER, 3 * QUARTER, -3 * QUARTER, -QUARTER].map((r) => {
    const h = heading(observer.facing + r);
    return [c, { x: c.x + h.x * length, y: c.y + h.y * length }];
  });
}

/** One arc as a pie slice of the given radius, for drawing. */
export function arcSector(observer: PlacedModel, arc: Arc, radius: number, steps = 12): Point[] {
  const start = { front: -QUARTER, right: QUARTER, rear: 3 * QUARTER, left: -3 * QUARTER }[arc];
  const out: Point[] = [{ x: observer.x, y: observer.y }];
  for (let i = 0; i <= steps; i++) {
    const h = heading(observer.facing + start + (i / steps) * 2 * QUARTER);
    out.push({ x: observer.x + h.x * radius, y: observer.y + h.y * radius });
  }
  return out;
}
