/**
 * Separation after a fight (D10.MELEE.SEPARATE_1 with D10.AMBIG.SEPARATION): a unit moves away from
 * the other by the least that leaves the gap. Straight back first, the book's reading; where that is
 * blocked (the table edge, a wall, another unit) the unit slides the least distance in another
 * direction — sideways, then further round — as one block, so its cohesion is kept. Every base stays
 * on the table, off impassable terrain and clear of other bases at every step of the way, so a unit
 * never passes through the enemy, a wall or the table edge to get clear. When no direction works the
 * answer says so and nothing moves: what happens then is the ruleset's reading (melee.ts).
 */
import { type PlacedModel, movedTo } from './shapes';
import type { TableIndex } from './table';
import { unitDistance } from './distance';
import { standingProblem } from './legal';
import { type Point, EPS, add, normalize, scale, sub } from './units';

export type SeparateResult =
  | { ok: true; positions: Record<string, Point>; moved: number }
  | { ok: false; code: 'unknown-unit' | 'blocked'; reason: string };

export interface SeparateOptions {
  /** 'straight': only straight back (how games of rules revision 1 separated); 'any': other directions too. */
  directions?: 'straight' | 'any';
  /** The farthest a unit slides to get clear, in inches. */
  limit?: number;
}

/** How finely a path is walked, in inches; fine enough that no base skips through another. */
const STEP = 0.05;
/** Directions tried around straight back, each side: every 15°, up to straight forward. */
const TURNS = 12;

const centroid = (models: readonly PlacedModel[]): Point => {
  let x = 0, y = 0;
  for (const m of models) {
    x += m.x;
    y += m.y;
  }
  return { x: x / Math.max(1, models.length), y: y / Math.max(1, models.length) };
};

/** D10.AMBIG.SEPARATION: the active unit moves away from the other by the least that leaves `gap`. */
export function separate(index: TableIndex, activeUnitId: string, otherUnitId: string, gap = 1, options: SeparateOptions = {}): SeparateResult {
  const active = index.unit(activeUnitId), other = index.unit(otherUnitId);
  if (!active || !other) return { ok: false, code: 'unknown-unit', reason: 'One of the two units is not on the table.' };
  const here = (): SeparateResult => ({ ok: true, positions: Object.fromEntries(active.models.map((m) => [m.id, { x: m.x, y: m.y }])), moved: 0 });
  if (unitDistance(active.models, other.models) >= gap - EPS) return here();
  let back = normalize(sub(centroid(active.models), centroid(other.models)));
  if (back.x === 0 && back.y === 0) back = { x: 0, y: active.side === 0 ? -1 : 1 };
  const ignore = new Set([active.id]);
  const enemy = other.models;
  const at = (dir: Point, d: number): PlacedModel[] => active.models.map((m) => movedTo(m, add(m, scale(dir, d))));
  const standing = (models: readonly PlacedModel[]) => models.every((m) => standingProblem(index, m, ignore) === undefined);

  // Straight back: the least distance that leaves the gap, found by halving, then checked where it ends.
  let lo = 0, hi = gap;
  while (unitDistance(at(back, hi), other.models) < gap && hi < 200) hi *= 2;
  for (let k = 0; k < 50; k++) {
    const mid = (lo + hi) / 2;
    if (unitDistance(at(back, mid), other.models) >= gap) hi = mid;
    else lo = mid;
  }
  const straight = at(back, hi);
  if (standing(straight)) return { ok: true, positions: Object.fromEntries(straight.map((m) => [m.id, { x: m.x, y: m.y }])), moved: hi };
  const blocked = { ok: false as const, code: 'blocked' as const, reason: 'The unit has no room to step back 1" (terrain, another unit or the table edge is in the way).' };
  if (options.directions !== 'any') return blocked;

  // Other directions, nearest to straight back first; the shortest clear slide wins.
  const limit = options.limit ?? 6;
  let best: { d: number; models: PlacedModel[] } | null = null;
  for (let turn = 1; turn <= TURNS; turn++) {
    for (const sign of turn === TURNS ? [1] : [1, -1]) {
      const a = (sign * turn * Math.PI) / TURNS;
      const dir = { x: back.x * Math.cos(a) - back.y * Math.sin(a), y: back.x * Math.sin(a) + back.y * Math.cos(a) };
      const found = slide(dir, best ? best.d : limit);
      if (found && (!best || found.d < best.d - EPS)) best = found;
    }
  }
  if (!best) return { ...blocked, reason: 'The unit has no room to move 1" away in any direction (terrain, other units or the table edge are in the way).' };
  return { ok: true, positions: Object.fromEntries(best.models.map((m) => [m.id, { x: m.x, y: m.y }])), moved: best.d };

  /** Walk the unit along `dir` until the gap is left; null if a step of the way cannot be stood on. */
  function slide(dir: Point, max: number): { d: number; models: PlacedModel[] } | null {
    let clear = 0;
    for (let d = STEP; d <= max + EPS; d += STEP) {
      const models = at(dir, d);
      if (!standing(models)) return null;
      if (unitDistance(models, enemy) >= gap) {
        // The least distance between the last step short of the gap and this one.
        let lo2 = clear, hi2 = d;
        for (let k = 0; k < 30; k++) {
          const mid = (lo2 + hi2) / 2;
          if (unitDistance(at(dir, mid), enemy) >= gap) hi2 = mid;
          else lo2 = mid;
        }
        const end = at(dir, hi2);
        return standing(end) ? { d: hi2, models: end } : { d, models };
      }
      clear = d;
    }
    return null;
  }
}
