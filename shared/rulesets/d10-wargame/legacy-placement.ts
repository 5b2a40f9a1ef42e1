/**
 * Placement as rules revision 1 judged it, kept only so games saved before revision 2 replay as
 * they were played: every base taken as the circle of its area, so oval and hull units could be
 * placed overlapping (legacy-circles.ts). Revision 2 judges deployment and arrival on the real shapes (movement.ts).
 */
import { refuse, type Problem } from '../../core/refusal';
import { circleTouchesPolygon } from '../../geometry/circles';
import { dist } from '../../geometry/units';
import { legacyCohesion, legacyEdgeDistance, legacyInDeploymentZone, legacyModelGap } from './legacy-circles';
import { onTable, type D10State, type Edge, type PlacedModel, type UnitState } from './state';

const EPS = 1e-6;

export function legacyPlacementProblem(s: D10State, u: UnitState, points: PlacedModel[]): Problem {
  const { width, height } = s.table;
  for (const p of points) {
    if (p.x - u.radius < -EPS || p.y - u.radius < -EPS || p.x + u.radius > width + EPS || p.y + u.radius > height + EPS) return refuse('off-table', 'Every model must stay on the table.');
    if (s.table.terrain.some((t) => t.kind === 'blocking' && circleTouchesPolygon(p, u.radius, t.points))) return refuse('impassable', 'Models cannot stand in blocking terrain.', 'D10.TERRAIN.BLOCKING_IMPASSABLE');
  }
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) if (dist(points[i]!, points[j]!) < 2 * u.radius - 1e-3) return refuse('overlap', 'Two models of the unit would overlap.');
  for (const id of s.order) {
    const o = s.units[id]!;
    if (o.id === u.id || !onTable(o)) continue;
    for (const m of o.models) for (const p of points) if (dist(m, p) < u.radius + o.radius - 1e-3) return refuse('overlap', `A model would overlap ${o.name}.`);
  }
  const cohesion = legacyCohesion(points, u.radius);
  return cohesion ? refuse('out-of-cohesion', `The unit would lose cohesion: ${cohesion}.`, 'D10.COHESION.ALWAYS') : null;
}

export function legacyInZone(s: D10State, u: UnitState, points: PlacedModel[]): boolean {
  return points.every((p) => legacyInDeploymentZone(s.options.deployment, u.side, p, u.radius, s.table.width, s.table.height));
}

export function legacyArrivalProblem(s: D10State, u: UnitState, limit: number, edge: Edge, placed: PlacedModel[]): Problem {
  for (const p of placed) {
    if (legacyEdgeDistance(p, edge, s.table.width, s.table.height) + u.radius > limit + EPS) return refuse('too-far-from-edge', `Every model must end within ${limit}" of the ${edge} edge it entered from.`, 'D10.RESERVE.ANY_EDGE');
    for (const id of s.order) {
      const e = s.units[id]!;
      if (e.side === u.side || !onTable(e)) continue;
      for (const n of e.models) if (legacyModelGap(p, u.radius, n, e.radius) < 6 - EPS) return refuse('too-close-to-enemy', `An arriving unit must stay at least 6" from every enemy model (${e.name} is closer).`, 'D10.RESERVE.ENEMY_6');
    }
  }
  return legacyPlacementProblem(s, u, placed);
}
