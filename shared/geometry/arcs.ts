/**
 * Arcs (BF.ARC.FOUR): front, right, rear and left quadrants about a model's facing, split by the
 * diagonals. Each arc is half-open — it takes its clockwise-first boundary — so every direction
 * falls in exactly one arc. BF.ARC.BEST_FOR_SHOOTER: a target spanning arcs counts in the best.
 * A mounted weapon's arcs and range are taken from its mounting point (BF.ARC.MEASURE_FROM_MOUNT).
 */
import { type PlacedModel, outlineOf, toWorld } from './shapes';
import { distanceToPoint, inRange } from './distance';
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

/**
 * Where a weapon sits on its model, in inches from the centre of the base or hull: `right` across
 * the facing (negative: to the left), `ahead` along it (negative: behind). A turret on a hull's
 * nose is `{ right: 0, ahead: 2.5 }`; a sponson on its right flank `{ right: 2, ahead: 0 }`.
 */
export interface WeaponMount {
  right: number;
  ahead: number;
}

/** A weapon fixed to a model: where it is mounted, the arcs its profile allows and its range. */
export interface MountedWeapon {
  mount: WeaponMount;
  /** The arcs it may fire into (BF.ARC.WEAPON_ARC); all four for a weapon that turns freely. */
  arcs: readonly Arc[];
  /** Range in inches; left out, only the arc is asked about. */
  range?: number;
}

export interface WeaponTargeting {
  ok: boolean;
  /** The target model the answer is about: the nearest one inside an allowed arc, else the nearest. */
  modelId?: string;
  /** The arc of the mount it counts in (the best allowed one it reaches into, BF.ARC.BEST_FOR_SHOOTER). */
  arc?: Arc;
  /** Inches from the mounting point to the nearest point of that model's base. */
  distance: number;
  /** Why, in a sentence a player understands. */
  reason: string;
}

/** The mounting point on the table: it turns and moves with the model (BF.ARC.MEASURE_FROM_MOUNT). */
export function mountPoint(model: PlacedModel, mount: WeaponMount): Point {
  return toWorld(model, mount.right, mount.ahead);
}

/**
 * BF.ARC.MEASURE_FROM_MOUNT and BF.ARC.WEAPON_ARC: may this mounted weapon fire at the target unit?
 * Arcs are laid out about the mounting point, square to the model's facing, and range runs from
 * that point to the nearest point of a target base. A unit may be targeted when one of its models
 * reaches into an allowed arc within range. Line of sight is asked separately (`canTarget`).
 */
export function weaponCanTarget(model: PlacedModel, weapon: MountedWeapon, targets: readonly PlacedModel[]): WeaponTargeting {
  const p = mountPoint(model, weapon.mount);
  const mount: PlacedModel = { ...model, x: p.x, y: p.y };
  let inArc: { target: PlacedModel; arc: Arc; distance: number } | undefined;
  let nearest: { target: PlacedModel; distance: number } | undefined;
  for (const target of targets) {
    const distance = distanceToPoint(target, p);
    if (!nearest || distance < nearest.distance) nearest = { target, distance };
    const arc = arcOf(mount, target, weapon.arcs);
    if (weapon.arcs.includes(arc) && (!inArc || distance < inArc.distance)) inArc = { target, arc, distance };
  }
  if (!nearest) return { ok: false, distance: Infinity, reason: 'There is no target model.' };
  if (!inArc)
    return {
      ok: false,
      modelId: nearest.target.id,
      arc: arcOf(mount, nearest.target),
      distance: nearest.distance,
      reason: `The target is outside the weapon's arc (${weapon.arcs.join(', ') || 'none'}).`,
    };
  const { target, arc, distance } = inArc;
  if (weapon.range !== undefined && !inRange(distance, weapon.range))
    return {
      ok: false,
      modelId: target.id,
      arc,
      distance,
      reason: `The target is ${distance.toFixed(2)}" from the weapon's mount, beyond its ${weapon.range}" range.`,
    };
  return { ok: true, modelId: target.id, arc, distance, reason: `The target is in the weapon's ${arc} arc${weapon.range === undefined ? '' : ' and in range'}.` };
}
