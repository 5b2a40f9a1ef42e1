/**
 * Units of measure and plane vectors. D10.MEASURE.INCHES: the rules core works in inches; the
 * brands make the compiler refuse to add millimetres (data files) or screen pixels (the table
 * view) to inches by accident. Plain `number` still flows in freely, so geometry stays terse.
 */

declare const inchBrand: unique symbol;
declare const mmBrand: unique symbol;
declare const pixelBrand: unique symbol;

export type Inches = number & { readonly [inchBrand]: true };
export type Millimetres = number & { readonly [mmBrand]: true };
export type Pixels = number & { readonly [pixelBrand]: true };

export const MM_PER_INCH = 25.4;

export const inches = (n: number): Inches => n as Inches;
export const mm = (n: number): Millimetres => n as Millimetres;
export const pixels = (n: number): Pixels => n as Pixels;
export const mmToInches = (n: Millimetres | number): Inches => (n / MM_PER_INCH) as Inches;
export const inchesToMm = (n: Inches | number): Millimetres => (n * MM_PER_INCH) as Millimetres;

/**
 * Tolerance for "exactly" in rules such as D10.RANGE.INCLUSIVE: 12.000000000000002" is 12".
 * A millionth of an inch is far below anything a tape measure can tell apart.
 */
export const EPS = 1e-6;


/** A point on the table in inches; origin at a table corner, y grows toward side 1's edge. */
export interface Point {
  x: number;
  y: number;
}

export const pt = (x: number, y: number): Point => ({ x, y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
/**
 * The length of (x, y). Not Math.hypot: that guards against overflow no table measurement comes
 * near, and costs many times as much in the loops that walk a move a tenth of an inch at a time.
 */
export const norm = (x: number, y: number): number => Math.sqrt(x * x + y * y);
export const len = (a: Point): number => norm(a.x, a.y);
export const dist = (a: Point, b: Point): number => norm(a.x - b.x, a.y - b.y);
export const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

export function normalize(a: Point): Point {
  const l = len(a);
  return l > 0 ? { x: a.x / l, y: a.y / l } : { x: 0, y: 0 };
}

/**
 * Facing convention: radians, 0 faces +y (toward side 1's edge, the way side 0 looks across the
 * table), π/2 faces +x, π faces −y. The heading vector is (sin f, cos f); a model's right hand is
 * (cos f, −sin f).
 */
export const heading = (facing: number): Point => ({ x: Math.sin(facing), y: Math.cos(facing) });
export const rightOf = (facing: number): Point => ({ x: Math.cos(facing), y: -Math.sin(facing) });

/** The facing (radians, the convention above) that looks from `from` toward `to`. */
export const facingToward = (from: Point, to: Point): number => Math.atan2(to.x - from.x, to.y - from.y);

/** Length of a polyline. */
export function pathLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += dist(points[i - 1]!, points[i]!);
  return total;
}
