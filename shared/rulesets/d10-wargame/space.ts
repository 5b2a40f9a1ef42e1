/**
 * Small measuring helpers the engines use besides the shared geometry (geo.ts): distances between
 * bases treated as circles, cohesion, deployment zones and straight-path checks
 * for placing models. Line of sight, range, moves, charges and separation go through geo.ts.
 */
import type { Side } from './state';
import type { DeploymentKind, ModelState, Point, UnitState } from './state';
import { dist } from '../../geometry/units';
import { pointInPolygon } from '../../geometry/polygon';
import { circleTouchesPolygon, modelGap, pathBlocked, pathHitsModel, segmentEnters } from '../../geometry/circles';

// The same measures as the table geometry, so the engine and the Table screen never disagree.
export { dist, pointInPolygon, circleTouchesPolygon, modelGap, pathBlocked, pathHitsModel, segmentEnters };

const EPS = 1e-6;



/** D10.RANGE.NEAREST_MODELS: the gap between the closest pair of models of two units. */
export function unitGap(a: UnitState, b: UnitState): number {
  let best = Infinity;
  for (const m of a.models) for (const n of b.models) best = Math.min(best, modelGap(m, a.radius, n, b.radius));
  return best;
}

export function nearestPair(a: UnitState, b: UnitState): [ModelState, ModelState] | null {
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





/** D10.COHESION.*: every model within 1" of another and all within a 6"×6" square. */
export function inCohesion(models: readonly Point[], radius: number): string | null {
  if (models.length < 2) return null;
  for (const m of models)
    if (!models.some((n) => n !== m && modelGap(m, radius, n, radius) <= 1 + EPS)) return 'every model must stay within 1" of another model of its unit';
  // The square may be turned to any angle (D10.AMBIG.COHESION): try a few orientations.
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

/** Whether a base lies wholly inside a deployment zone (D10.AMBIG.DEPLOY_GEOMETRY). */
export function inDeploymentZone(kind: DeploymentKind, side: Side, p: Point, r: number, width: number, height: number): boolean {
  const depth = kind === 'dawn' ? 6 : 12;
  if (p.x - r < -EPS || p.x + r > width + EPS) return false;
  if (kind === 'diagonal') {
    // Each zone is the 12" × 12" square in its corner: player 1 bottom-left, player 2 top-right.
    return side === 0 ? p.x + r <= 12 + EPS && p.y - r >= -EPS && p.y + r <= 12 + EPS : p.x - r >= width - 12 - EPS && p.y + r <= height + EPS && p.y - r >= height - 12 - EPS;
  }
  const inEdge = side === 0 ? p.y - r >= -EPS && p.y + r <= depth + EPS : p.y + r <= height + EPS && p.y - r >= height - depth - EPS;
  // D10.DEPLOY.STANDARD_CENTER_6: only bites on tables less than 36" deep.
  const centre = kind === 'standard' ? Math.abs(p.y - height / 2) - r >= 6 - EPS : true;
  return inEdge && centre;
}

/** Distance from a point to a table edge. */
export function edgeDistance(p: Point, edge: 'north' | 'south' | 'east' | 'west', width: number, height: number): number {
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

/** Base radius in inches; ovals and hulls count as the circle of the same area. */
export function radiusOf(base: { shape: string; mm?: number; widthMm?: number; depthMm?: number }): number {
  const size = base.shape === 'round' ? (base.mm ?? 25) : Math.sqrt((base.widthMm ?? 25) * (base.depthMm ?? 25));
  return size / 25.4 / 2;
}



