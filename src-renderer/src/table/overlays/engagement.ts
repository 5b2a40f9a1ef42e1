/**
 * One unit looking at another: the distance between their nearest bases, the line of sight
 * (clear / partial / blocked, the visible share and the witness line), which of the firer's
 * weapons reach, and — when sight is blocked — what stands in the way, so the screen can say
 * "blocked by Wall". Distances and sight are the rules core's answers.
 */
import { PLAN_TABLE_RULES } from '../model/table-rules';
import {
  type Point,
  type TableIndex,
  type TableUnit,
  type UnitLosResult,
  checkCharge,
  inRange,
  nearestPair,
  unitLineOfSight,
} from '../../../../shared/geometry/index';
import type { RosterWeapon } from '../../plan/roster';
import { terrainType, type TerrainKind } from '../../plan/terrain-catalog';
import { fmtInches } from '../../board/inches';

// The Table screen's panels read inches from here, as they did before the board drew sight lines too.
export { fmtInches };

export interface Engagement {
  from: string;
  to: string;
  /** Nearest base edge to base edge (D10.RANGE.NEAREST_MODELS). */
  distance: number;
  /** The two nearest edge points, for the distance label and tape. */
  nearest?: [Point, Point];
  los: UnitLosResult;
  /** Names of what hides the target on the line between the nearest bases (when blocked). */
  blockedBy: string[];
  /** Ranged weapons whose range reaches (D10.RANGE.INCLUSIVE: exactly R counts). */
  inRange: RosterWeapon[];
  /** Whether a charge would reach (asked only for targets within charge reach; see withCharge). */
  charge?: { ok: boolean; reason?: string };
}

/**
 * Adds the charge verdict (D10.MELEE.CHARGE_RANGE_6, D10.AMBIG.CHARGE_PATH) to an engagement whose
 * target is within the charger's reach; farther targets are left without one.
 */
export function withCharge(index: TableIndex, e: Engagement, reach: number): Engagement {
  if (e.distance > reach + 1e-6) return e;
  const verdict = checkCharge(index, e.from, e.to, reach);
  return { ...e, charge: verdict.ok ? { ok: true } : { ok: false, reason: verdict.reason } };
}

export function engagement(
  index: TableIndex,
  shooter: TableUnit,
  target: TableUnit,
  weapons: readonly RosterWeapon[],
  unitName: (key: string) => string,
  /** Sight already worked out (by the drag's sliced search); asked of the core when absent. */
  known?: UnitLosResult,
): Engagement {
  const pair = nearestPair(shooter.models, target.models);
  const distance = pair?.distance ?? Infinity;
  const los = known ?? unitLineOfSight(index, shooter, target, { rules: PLAN_TABLE_RULES });
  const result: Engagement = {
    from: shooter.id,
    to: target.id,
    distance,
    los,
    blockedBy: [],
    inRange: weapons.filter((w) => w.kind === 'ranged' && w.range !== undefined && inRange(distance, w.range)),
  };
  if (pair) result.nearest = [edgePoint(pair.from, pair.to), edgePoint(pair.to, pair.from)];
  if (los.status === 'blocked' && pair) result.blockedBy = blockers(index, pair.from, pair.to, shooter.id, target.id, unitName);
  return result;
}

/** The point of `a`'s base rim facing `b`'s centre (round bases; the centre otherwise). */
export function edgePoint(a: { x: number; y: number; shape: { kind: string; radius?: number } }, b: Point): Point {
  const r = a.shape.kind === 'circle' ? (a.shape.radius ?? 0) : 0;
  const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: a.x + ((b.x - a.x) / d) * r, y: a.y + ((b.y - a.y) / d) * r };
}

/** Sight-blocking terrain and other units crossing the centre line between two bases. */
function blockers(index: TableIndex, a: Point, b: Point, shooterId: string, targetId: string, unitName: (key: string) => string): string[] {
  const names = new Set<string>();
  const minX = Math.min(a.x, b.x), minY = Math.min(a.y, b.y), maxX = Math.max(a.x, b.x), maxY = Math.max(a.y, b.y);
  for (const { piece } of index.terrainIn(minX, minY, maxX, maxY)) {
    if (piece.blocksSight && segmentCrosses(a, b, piece.polygon)) names.add(terrainType(piece.kind as TerrainKind)?.label ?? piece.kind);
  }
  for (const { model, unit } of index.modelsIn(minX, minY, maxX, maxY)) {
    if (unit.id === shooterId || unit.id === targetId) continue;
    const r = model.shape.kind === 'circle' ? model.shape.radius : 0.5;
    if (pointSegment(model, a, b) < r) names.add(unitName(unit.id));
  }
  return [...names];
}

function segmentCrosses(a: Point, b: Point, poly: readonly Point[]): boolean {
  if (inside(a, poly) || inside(b, poly)) return true;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) if (intersect(a, b, poly[j]!, poly[i]!)) return true;
  return false;
}

function intersect(p: Point, q: Point, r: Point, s: Point): boolean {
  const d = (q.x - p.x) * (s.y - r.y) - (q.y - p.y) * (s.x - r.x);
  if (d === 0) return false;
  const t = ((r.x - p.x) * (s.y - r.y) - (r.y - p.y) * (s.x - r.x)) / d;
  const u = ((r.x - p.x) * (q.y - p.y) - (r.y - p.y) * (q.x - p.x)) / d;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1;
}

function inside(p: Point, poly: readonly Point[]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!, b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  }
  return c;
}

function pointSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x, dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}


/** The engagement in words, as the report panel and the e2e test read it. */
export function engagementWords(e: Engagement, name: (key: string) => string): string {
  const sight =
    e.los.status === 'blocked'
      ? `blocked${e.blockedBy.length ? ` by ${e.blockedBy.join(', ')}` : ''}`
      : `${e.los.status} (${Math.round(e.los.visible * 100)}% visible)`;
  const reach = e.inRange.length
    ? `in range of ${e.inRange.map((w) => `${w.name} (${w.range}″)`).join(', ')}`
    : 'out of range of every weapon';
  const charge = e.charge ? (e.charge.ok ? '; can charge it' : `; cannot charge it: ${e.charge.reason?.replace(/\.$/, '')}`) : '';
  return `${name(e.from)} → ${name(e.to)}: ${fmtInches(e.distance)}, ${sight}, ${reach}${charge}`;
}
