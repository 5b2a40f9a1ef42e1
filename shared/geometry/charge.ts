/**
 * Charges, separation after a fight, and Quality's retreat.
 * - D10.MELEE.CHARGE_RANGE_6, D10.MELEE.STRAIGHT_LINE with D10.AMBIG.CHARGE_PATH: a straight path
 *   clear of Blocking terrain and other units; difficult terrain and the 1" rule do not apply.
 * - D10.MELEE.CHARGE_INTO_CONTACT: the charger ends in base contact.
 * - D10.MELEE.SEPARATE_1 with D10.AMBIG.SEPARATION: separate.ts.
 * - QW.COMBAT.RETREAT_* with QW.AMBIG.RETREAT.
 */
import { withinAllowance } from './measure';
import { type PlacedModel, innerRadius, movedTo } from './shapes';
import type { TableIndex } from './table';
import { modelDistance, nearestPair, unitDistance } from './distance';
import { baseOverlapsPiece, overlappedModels, overlaps, standingProblem } from './legal';
import { cohesive } from './cohesion';
import { type Point, EPS, add, dist, normalize, scale, sub } from './units';

export type ChargeResult =
  | { ok: true; placement: Record<string, Point>; distance: number; cohesive: boolean }
  | { ok: false; code: 'unknown-unit' | 'out-of-reach' | 'charge-blocked' | 'no-room'; reason: string };

export interface RetreatResult {
  positions: Record<string, Point>;
  /** QW.COMBAT.RETREAT_SLAIN: models left less than 3" from the winners. */
  slain: string[];
}

const centroid = (models: readonly PlacedModel[]): Point => {
  let x = 0, y = 0;
  for (const m of models) {
    x += m.x;
    y += m.y;
  }
  return { x: x / Math.max(1, models.length), y: y / Math.max(1, models.length) };
};

/** Travel along `dir` until `model` touches `target` (edge to edge 0). */
function travelToContact(model: PlacedModel, dir: Point, target: PlacedModel): number {
  if (model.shape.kind === 'circle' && target.shape.kind === 'circle') return modelDistance(model, target);
  let lo = 0, hi = dist(model, target);
  for (let k = 0; k < 50; k++) {
    const mid = (lo + hi) / 2;
    if (modelDistance(movedTo(model, add(model, scale(dir, mid))), target) > 1e-7) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Whether the base can slide straight from its place to `to` without crossing blocking terrain or bases of units not ignored. */
function straightPathClear(index: TableIndex, model: PlacedModel, to: Point, ignore: ReadonlySet<string>): boolean {
  const length = dist(model, to);
  const step = Math.max(0.02, Math.min(0.1, innerRadius(model.shape) / 2));
  const n = Math.ceil(length / step);
  for (let i = 1; i <= n; i++) {
    const m = movedTo(model, add(model, scale(sub(to, model), i / n)));
    const [minX, minY, maxX, maxY] = [m.x - 3, m.y - 3, m.x + 3, m.y + 3];
    if (index.terrainIn(minX, minY, maxX, maxY).some((t) => (t.piece.blocksSight || t.piece.impassable) && baseOverlapsPiece(m, t.piece))) return false;
    if (overlappedModels(index, m, ignore).length > 0) return false;
  }
  return true;
}

/** D10.MELEE.*: can the charger reach the target in a straight line, and where do its models end? */
export function checkCharge(index: TableIndex, chargerUnitId: string, targetUnitId: string, reach: number): ChargeResult {
  const charger = index.unit(chargerUnitId), target = index.unit(targetUnitId);
  if (!charger || !target) return { ok: false, code: 'unknown-unit', reason: 'The charging or the charged unit is not on the table.' };
  const pair = nearestPair(charger.models, target.models);
  if (!pair) return { ok: false, code: 'unknown-unit', reason: 'A unit has no models left.' };
  if (!withinAllowance(pair.distance, reach))
    return { ok: false, code: 'out-of-reach', reason: `The target is ${pair.distance.toFixed(2)}" away, beyond the ${reach}" charge reach.` };
  const lead = pair.from;
  const dir = normalize(sub(pair.to, lead));
  const travel = travelToContact(lead, dir, pair.to);
  if (!withinAllowance(travel, reach))
    return { ok: false, code: 'out-of-reach', reason: `${lead.id} would need ${travel.toFixed(2)}" to reach base contact, beyond ${reach}".` };
  const shift = scale(dir, travel);
  const leadEnd = add(lead, shift);
  const pathIgnore = new Set([charger.id, target.id]);
  if (!straightPathClear(index, lead, leadEnd, pathIgnore))
    return { ok: false, code: 'charge-blocked', reason: 'Blocking terrain or another unit stands in the straight path of the charge (D10.AMBIG.CHARGE_PATH).' };

  const ignoreOwn = new Set([charger.id]);
  const placed: PlacedModel[] = [movedTo(lead, leadEnd)];
  const fits = (m: PlacedModel): boolean =>
    standingProblem(index, m, ignoreOwn) === undefined && placed.every((p) => !overlaps(p, m));
  const others = charger.models.filter((m) => m.id !== lead.id).sort((a, b) => unitDistance([a], target.models) - unitDistance([b], target.models));
  for (const m of others) {
    const candidates: Point[] = [];
    const near = nearestPair([m], target.models)!;
    const d = normalize(sub(near.to, m));
    const t = travelToContact(m, d, near.to);
    if (withinAllowance(t, reach) && straightPathClear(index, m, add(m, scale(d, t)), pathIgnore)) candidates.push(add(m, scale(d, t)));
    for (let k = 10; k >= 0; k--) candidates.push(add(m, scale(shift, k / 10)));
    const keep = candidates.map((c) => movedTo(m, c)).find((c) => fits(c) && cohesive([...placed, c], 'square'))
      ?? candidates.map((c) => movedTo(m, c)).find(fits)
      ?? m;
    placed.push(keep);
  }
  const placement = Object.fromEntries(placed.map((m) => [m.id, { x: m.x, y: m.y }]));
  return { ok: true, placement, distance: travel, cohesive: cohesive(placed, 'square') };
}

/**
 * QW.COMBAT.RETREAT_3 with QW.AMBIG.RETREAT: each losing model moves up to `distance` straight away
 * from the nearest winning model, stopping where terrain, a base or the table edge blocks it; then
 * any model less than `clear` from a winning model is slain (QW.COMBAT.RETREAT_CLEAR_3, _SLAIN).
 */
export function retreat(index: TableIndex, loserUnitId: string, winnerUnitIds: readonly string[], distance = 3, clear = 3): RetreatResult {
  const loser = index.unit(loserUnitId);
  const winners = winnerUnitIds.flatMap((id) => index.unit(id)?.models ?? []);
  if (!loser) return { positions: {}, slain: [] };
  const ignore = new Set([loser.id]);
  const positions: Record<string, Point> = {};
  const slain: string[] = [];
  const fallback = normalize(sub(centroid(loser.models), centroid(winners)));
  for (const m of loser.models) {
    const near = nearestPair([m], winners);
    let dir = near ? normalize(sub(m, near.to)) : fallback;
    if (dir.x === 0 && dir.y === 0) dir = fallback;
    const step = Math.max(0.02, Math.min(0.1, innerRadius(m.shape) / 2));
    let end: Point = { x: m.x, y: m.y };
    for (let s = step; ; s += step) {
      const here = Math.min(s, distance);
      const p = add(m, scale(dir, here));
      if (standingProblem(index, movedTo(m, p), ignore) !== undefined) break;
      end = p;
      if (here >= distance) break;
    }
    positions[m.id] = end;
    const moved = movedTo(m, end);
    if (winners.some((w) => modelDistance(moved, w) < clear - EPS)) slain.push(m.id);
  }
  return { positions, slain };
}
