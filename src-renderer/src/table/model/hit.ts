/**
 * What is under the pointer, asked in inches. The canvas does no hit testing of its own, so this
 * is the single place that decides whether a press lands on a base, a terrain corner or edge, an
 * objective or a terrain piece (in that order: the smallest thing wins).
 */
import { closestParam, pointSegmentDistance } from '../../../../shared/geometry/polygon';
import type { Plan } from '../../plan/plan';
import { terrainOutline } from '../../plan/plan';
import type { RosterUnit } from '../../plan/roster';

export type Hit =
  | { kind: 'model'; key: string; index: number }
  | { kind: 'corner'; id: string; index: number }
  /** On the selected piece's edge from corner `index` to the next; `at` is the nearest point of that edge. */
  | { kind: 'edge'; id: string; index: number; at: { x: number; y: number } }
  | { kind: 'objective'; id: string }
  | { kind: 'terrain'; id: string }
  | { kind: 'table' }
  | { kind: 'none' };

/** A base's "grab radius": small bases get at least a quarter inch so they can be picked up. */
function grabRadius(unit: RosterUnit): number {
  const s = unit.shape;
  const r = s.kind === 'circle' ? s.radius : s.kind === 'oval' ? Math.max(s.rx, s.ry) : Math.hypot(s.halfWidth, s.halfDepth);
  return Math.max(r, 0.25);
}

export function pointInPolygon(x: number, y: number, poly: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function hitTest(
  plan: Plan,
  roster: ReadonlyMap<string, RosterUnit>,
  x: number,
  y: number,
  opts: { selectedTerrain?: string | undefined; handleRadius: number },
): Hit {
  for (let u = plan.units.length - 1; u >= 0; u--) {
    const placed = plan.units[u]!;
    const unit = roster.get(placed.key);
    if (!unit) continue;
    const r = grabRadius(unit);
    const index = placed.models.findIndex((m) => Math.hypot(m.x - x, m.y - y) <= r);
    if (index >= 0) return { kind: 'model', key: placed.key, index };
  }
  const selected = plan.terrain.find((t) => t.id === opts.selectedTerrain);
  if (selected) {
    const outline = terrainOutline(selected).map(([cx, cy]) => ({ x: cx, y: cy }));
    const index = outline.findIndex((c) => Math.hypot(c.x - x, c.y - y) <= opts.handleRadius);
    if (index >= 0) return { kind: 'corner', id: selected.id, index };
    const edge = nearestEdge(outline, { x, y });
    if (edge && edge.distance <= opts.handleRadius) return { kind: 'edge', id: selected.id, index: edge.index, at: edge.at };
  }
  const objective = plan.objectives.find((o) => Math.hypot(o.x - x, o.y - y) <= 0.8);
  if (objective) return { kind: 'objective', id: objective.id };
  for (let i = plan.terrain.length - 1; i >= 0; i--) {
    const piece = plan.terrain[i]!;
    if (pointInPolygon(x, y, terrainOutline(piece))) return { kind: 'terrain', id: piece.id };
  }
  if (x >= 0 && y >= 0 && x <= plan.table.width && y <= plan.table.height) return { kind: 'table' };
  return { kind: 'none' };
}

/** The outline's edge nearest to p (edge i runs from corner i to the next), and its point nearest to p. */
function nearestEdge(outline: readonly { x: number; y: number }[], p: { x: number; y: number }) {
  let best: { index: number; distance: number; at: { x: number; y: number } } | null = null;
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i]!;
    const b = outline[(i + 1) % outline.length]!;
    const distance = pointSegmentDistance(p, a, b);
    if (best && best.distance <= distance) continue;
    const t = closestParam(p, a, b);
    best = { index: i, distance, at: { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) } };
  }
  return best;
}
