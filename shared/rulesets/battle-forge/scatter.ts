/**
 * D10 scattering (BF.SCATTER.*): a point moves a D10's face in inches, the way the die points.
 *
 * At the table the die's tip gives the direction and its face the distance, both from one die
 * (BF.SCATTER.DIRECTION, BF.SCATTER.DISTANCE). On screen a die has no tip, so Tenfold rolls the
 * distance die first and then a second D10 for the direction: face × 36°, clockwise as the table is
 * drawn, face 10 pointing up the table (toward the top edge, y = 0), face 5 down it, faces near 2–3
 * to the right and 7–8 to the left. With real dice a player types the distance and then the face of
 * this dial nearest to where the die points. The same dial is in the quick reference.
 */
import type { Roller } from '../../core/dice';
import type { Point } from '../../geometry/units';

/** The table's size in inches, as the scenario gives it. */
export interface TableSize {
  width: number;
  depth: number;
}

export interface Scatter {
  /** Where the point lands (possibly off the table). */
  to: Point;
  /** The bearing it moved along, in radians in the table's facing convention (0 faces +y, π/2 faces +x). */
  direction: number;
  /** Inches moved: the distance die's face (BF.SCATTER.DISTANCE). */
  distance: number;
  /** The faces rolled: the distance die, then the direction die. */
  faces: number[];
  /** When a table was given: whether the point landed off it (BF.SCATTER.ATTACK_OFF_TABLE: an attack then misses). */
  offTable: boolean;
}

/** Degrees of the dial per face of the direction die. */
export const DEGREES_PER_FACE = 36;

/**
 * The bearing of a direction die's face, in the facing convention of `geometry/units.ts`
 * (heading (sin f, cos f)): face 10 is −y (up the table as drawn), turning clockwise as drawn.
 */
export function scatterBearing(face: number): number {
  const clockwiseFromUp = ((face % 10) * DEGREES_PER_FACE * Math.PI) / 180;
  // Up the table is facing π; turning clockwise on a y-down drawing lowers the facing angle.
  const f = Math.PI - clockwiseFromUp;
  return f < 0 ? f + 2 * Math.PI : f;
}

/** Whether a point is on the table, edges included. */
export function onTheTable(p: Point, table: TableSize): boolean {
  return p.x >= 0 && p.y >= 0 && p.x <= table.width && p.y <= table.depth;
}

/** The closest point on the table: a point off it goes to the nearest point of the table edge (BF.SCATTER.UNIT_OFF_TABLE). */
export function clampToTable(p: Point, table: TableSize): Point {
  return { x: Math.min(table.width, Math.max(0, p.x)), y: Math.min(table.depth, Math.max(0, p.y)) };
}

/**
 * Scatter `from` with two D10s: the distance, then the direction (BF.SCATTER.DIRECTION,
 * BF.SCATTER.DISTANCE). With a table, `offTable` says whether it landed off it: an attack that does
 * misses (BF.SCATTER.ATTACK_OFF_TABLE); a unit is put at `clampToTable(to)` (BF.SCATTER.UNIT_OFF_TABLE).
 */
export function scatter(from: Point, roller: Roller, unit?: string, table?: TableSize): Scatter {
  const distance = roller.roll(10, 'scatter distance', unit);
  const face = roller.roll(10, 'scatter direction', unit, 'Scatter direction: the face nearest the die’s tip on the dial (10 = up the table, clockwise)');
  const direction = scatterBearing(face);
  const to = { x: from.x + distance * Math.sin(direction), y: from.y + distance * Math.cos(direction) };
  return { to, direction, distance, faces: [distance, face], offTable: table ? !onTheTable(to, table) : false };
}
