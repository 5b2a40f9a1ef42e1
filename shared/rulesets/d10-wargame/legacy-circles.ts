/**
 * Bases as rules revision 1 measured them: every base the circle of its area (an oval or a hull too),
 * cohesion squares tried at a few angles, deployment zones as rectangles. Kept only so games saved
 * before revision 2 replay exactly as they were played (legacy-placement.ts, the engine's casualties
 * and separation of revision 1, its Leadership and HQ ranges and objective placement). Games of the
 * current revision measure every base on its real shape through the shared geometry (geo.ts).
 */
import { dist } from '../../geometry/units';
import type { DeploymentKind, Edge, ModelState, Point, Side, UnitState } from './state';

const EPS = 1e-6;

/** Base radius in inches as revision 1 took it: ovals and hulls count as the circle of the same area. */
export function legacyRadius(base: { shape: string; mm?: number; widthMm?: number; depthMm?: number }): number {
  const size = base.shape === 'round' ? (base.mm ?? 25) : Math.sqrt((base.widthMm ?? 25) * (base.depthMm ?? 25));
  return size / 25.4 / 2;
}

/** Base edge to base edge for bases taken as circles, never below 0. */
export function legacyModelGap(a: Point, ra: number, b: Point, rb: number): number {
  return Math.max(0, dist(a, b) - ra - rb);
}

/** From the edge of a base taken as a circle to a point on the table, never below 0. */
export function legacyGapToPoint(centre: Point, radius: number, p: Point): number {
  return Math.max(0, dist(centre, p) - radius);
}

/** The gap between the closest pair of models of two units, on circles. */
export function legacyUnitGap(a: UnitState, b: UnitState): number {
  let best = Infinity;
  for (const m of a.models) for (const n of b.models) best = Math.min(best, legacyModelGap(m, a.radius, n, b.radius));
  return best;
}

/** Whether some model of `a` is within `distance` of some model of `b`, on circles. */
export function legacyWithin(a: UnitState, b: UnitState, distance: number): boolean {
  for (const m of a.models) for (const n of b.models) if (legacyModelGap(m, a.radius, n, b.radius) <= distance + EPS) return true;
  return false;
}

/** The two models of two units whose centres are closest. */
export function legacyNearestCentres(a: UnitState, b: UnitState): [ModelState, ModelState] | null {
  let best = Infinity;
  let pair: [ModelState, ModelState] | null = null;
  for (const m of a.models)
    for (const n of b.models) {
      const d = dist(m, n);
      if (d < best) {
        best = d;
        pair = [m, n];
      }
    }
  return pair;
}

/** Cohesion as revision 1 judged it, on circles of one radius: a reason, or null. */
export function legacyCohesion(models: readonly Point[], radius: number): string | null {
  if (models.length < 2) return null;
  for (const m of models)
    if (!models.some((n) => n !== m && legacyModelGap(m, radius, n, radius) <= 1 + EPS)) return 'every model must stay within 1" of another model of its unit';
  // The square turned at 5° steps only (the shared geometry finds the best angle).
  for (let step = 0; step < 18; step++) {
    const angle = (step * Math.PI) / 36;
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    let minU = Infinity, maxU = -Infinity, minV = Infinity, maxV = -Infinity;
    for (const m of models) {
      const u = m.x * c + m.y * s;
      const v = -m.x * s + m.y * c;
      minU = Math.min(minU, u - radius);
      maxU = Math.max(maxU, u + radius);
      minV = Math.min(minV, v - radius);
      maxV = Math.max(maxV, v + radius);
    }
    if (maxU - minU <= 6 + EPS && maxV - minV <= 6 + EPS) return null;
  }
  return 'all models must fit inside a 6" × 6" square';
}

/** Whether a circle lies wholly inside a deployment zone, as revision 1 drew the zones. */
export function legacyInDeploymentZone(kind: DeploymentKind, side: Side, p: Point, r: number, width: number, height: number): boolean {
  const depth = kind === 'dawn' ? 6 : 12;
  if (p.x - r < -EPS || p.x + r > width + EPS) return false;
  if (kind === 'diagonal') {
    return side === 0 ? p.x + r <= 12 + EPS && p.y - r >= -EPS && p.y + r <= 12 + EPS : p.x - r >= width - 12 - EPS && p.y + r <= height + EPS && p.y - r >= height - 12 - EPS;
  }
  const inEdge = side === 0 ? p.y - r >= -EPS && p.y + r <= depth + EPS : p.y + r <= height + EPS && p.y - r >= height - depth - EPS;
  const centre = kind === 'standard' ? Math.abs(p.y - height / 2) - r >= 6 - EPS : true;
  return inEdge && centre;
}

/** Distance from a model's centre to a table edge. */
export function legacyEdgeDistance(p: Point, edge: Edge, width: number, height: number): number {
  switch (edge) {
    case 'south':
      return p.y;
    case 'north':
      return height - p.y;
    case 'west':
      return p.x;
    case 'east':
      return width - p.x;
  }
}
