/**
 * A move being laid out on the board before it is made, as a player does at the table: the whole
 * unit dragged (the models keep their formation), one model at a time, the unit wheeled round a
 * model or turned about its centre, a waypoint dropped to go round something the other way, or the
 * unit reformed into ranks. Each model's way from where it stands is routed round what it may not
 * cross (shared/geometry/route.ts); the command it makes carries every model's end and path, and
 * only the engine says whether it is legal. Plain data and measuring, no rules: testable in Node.
 */
import { type MoveRouter, type PlacedModel, type Point, facingToward, formation, pathLength } from '../../../../shared/geometry/index';
import type { BaseCommand } from '../../../../shared/core/ruleset';

/** One model of the draft: where it stood, where it is put, and the waypoints the player dropped. */
export interface DraftModel {
  id: string;
  start: PlacedModel;
  end: { x: number; y: number; facing: number };
  via: Point[];
}

type Grab =
  | { kind: 'unit' | 'model'; ids: string[]; from: Point; base: Map<string, DraftModel> }
  | { kind: 'wheel'; pivot: Point; from: Point; base: Map<string, DraftModel> };

const round = (n: number) => Math.round(n * 1000) / 1000;
const copy = (m: DraftModel): DraftModel => ({ ...m, end: { ...m.end }, via: m.via.map((p) => ({ ...p })) });
const moved = (m: DraftModel) => Math.hypot(m.end.x - m.start.x, m.end.y - m.start.y) > 1e-6 || Math.abs(m.end.facing - m.start.facing) > 1e-6 || m.via.length > 0;

/** Points along the arc from `a` turning by `angle` about `pivot` (not `a` itself), every 15° or so. */
function arc(a: Point, pivot: Point, angle: number): Point[] {
  const steps = Math.max(1, Math.ceil(Math.abs(angle) / (Math.PI / 12)));
  const out: Point[] = [];
  for (let k = 1; k <= steps; k++) out.push(rotate(a, pivot, (angle * k) / steps));
  return out;
}

function rotate(p: Point, about: Point, angle: number): Point {
  // Facing turns the other way to the table's x-y angle (facing 0 looks along +y, π/2 along +x).
  const c = Math.cos(-angle), s = Math.sin(-angle);
  const dx = p.x - about.x, dy = p.y - about.y;
  return { x: about.x + dx * c - dy * s, y: about.y + dx * s + dy * c };
}

export class MoveDraft {
  readonly unitId: string;
  readonly allowance: number;
  readonly #router: MoveRouter;
  #models: DraftModel[];
  #grab: Grab | null = null;
  #routes: Point[][] | null = null;
  /** Where the pointer was last, so a waypoint dropped mid-drag becomes the new point it measures from. */
  #pointer: Point | null = null;

  constructor(unitId: string, models: readonly PlacedModel[], allowance: number, router: MoveRouter) {
    this.unitId = unitId;
    this.allowance = allowance;
    this.#router = router;
    this.#models = models.map((m) => ({ id: m.id, start: m, end: { x: m.x, y: m.y, facing: m.facing }, via: [] }));
  }

  get models(): readonly DraftModel[] {
    return this.#models;
  }

  /** Whether any model has been moved or turned. */
  get changed(): boolean {
    return this.#models.some(moved);
  }

  get dragging(): boolean {
    return this.#grab !== null;
  }

  /** The models as bases where the draft puts them. */
  placed(): PlacedModel[] {
    return this.#models.map((m) => ({ ...m.start, x: m.end.x, y: m.end.y, facing: m.end.facing }));
  }

  centre(): Point {
    const n = this.#models.length;
    return { x: this.#models.reduce((a, m) => a + m.end.x, 0) / n, y: this.#models.reduce((a, m) => a + m.end.y, 0) / n };
  }

  /** Pick up the whole unit at a point: every model follows the pointer, keeping the formation. */
  grabUnit(at: Point): void {
    this.#pointer = at;
    this.#grab = { kind: 'unit', ids: this.#models.map((m) => m.id), from: at, base: this.#snapshot() };
  }

  /** Pick up one model. */
  grabModel(id: string, at: Point): void {
    if (!this.#models.some((m) => m.id === id)) return;
    this.#pointer = at;
    this.#grab = { kind: 'model', ids: [id], from: at, base: this.#snapshot() };
  }

  /**
   * Wheel the unit: it swings round the model farthest from where it was picked up, which stays
   * put, like a line wheeling on one end; each model follows its arc and turns with it.
   */
  grabWheel(at: Point): void {
    let pivot = this.#models[0]!.end as Point, far = -1;
    for (const m of this.#models) {
      const d = Math.hypot(m.end.x - at.x, m.end.y - at.y);
      if (d > far) [far, pivot] = [d, { x: m.end.x, y: m.end.y }];
    }
    this.#grab = { kind: 'wheel', pivot, from: at, base: this.#snapshot() };
  }

  /** The pointer moved to `at` while something is picked up. */
  dragTo(at: Point): void {
    const g = this.#grab;
    if (!g) return;
    this.#pointer = at;
    if (g.kind === 'wheel') {
      const a0 = Math.atan2(g.from.y - g.pivot.y, g.from.x - g.pivot.x);
      const a1 = Math.atan2(at.y - g.pivot.y, at.x - g.pivot.x);
      // In facing terms (clockwise from +y), a turn of the pointer anticlockwise is negative.
      this.#turnFrom(g.base, g.pivot, -(a1 - a0));
    } else {
      const dx = at.x - g.from.x, dy = at.y - g.from.y;
      this.#models = this.#models.map((m) => {
        const b = g.base.get(m.id)!;
        return g.ids.includes(m.id) ? { ...copy(b), end: { ...b.end, x: round(b.end.x + dx), y: round(b.end.y + dy) } } : copy(b);
      });
    }
    this.#routes = null;
  }

  /** Drop a waypoint where the picked-up models stand now: their paths go through it. */
  dropWaypoint(): void {
    const g = this.#grab;
    if (!g || g.kind === 'wheel') return;
    for (const m of this.#models) if (g.ids.includes(m.id)) m.via = [...m.via, { x: m.end.x, y: m.end.y }];
    this.#grab = { ...g, from: this.#pointer ?? g.from, base: this.#snapshot() };
    this.#routes = null;
  }

  /** Put down what was picked up; `undo` puts it back where it was picked up instead. */
  release(undo = false): void {
    if (this.#grab && undo) this.#models = [...this.#grab.base.values()].map(copy);
    this.#grab = null;
    this.#routes = null;
  }

  /** Turn the unit about its centre by `angle` radians (a pivot, clockwise seen from above). */
  pivot(angle: number): void {
    this.#turnFrom(this.#snapshot(), this.centre(), angle);
    this.#routes = null;
  }

  /**
   * Reform the unit: ranks about where it now stands, facing the way most of it faces — or toward
   * `toward` when given — with the gap that keeps it in cohesion (geometry's formation).
   */
  reform(toward?: Point): void {
    const c = this.centre();
    const facing = toward ? facingToward(c, toward) : this.#models[0]!.end.facing;
    const slots = formation(c, this.#models.length, this.#models[0]!.start.shape, facing, { gap: 0.25 });
    // Each model takes the free slot nearest to where it stands, the farthest models choosing first.
    const free = new Set(slots.map((_, i) => i));
    const order = [...this.#models].sort((a, b) => Math.hypot(b.end.x - c.x, b.end.y - c.y) - Math.hypot(a.end.x - c.x, a.end.y - c.y));
    const chosen = new Map<string, PlacedModel>();
    for (const m of order) {
      let best = -1, bestD = Infinity;
      for (const i of free) {
        const d = Math.hypot(slots[i]!.x - m.start.x, slots[i]!.y - m.start.y);
        if (d < bestD) [bestD, best] = [d, i];
      }
      free.delete(best);
      chosen.set(m.id, slots[best]!);
    }
    this.#models = this.#models.map((m) => {
      const s = chosen.get(m.id)!;
      return { ...m, end: { x: round(s.x), y: round(s.y), facing: s.facing }, via: [] };
    });
    this.#routes = null;
  }

  /** Back to where the unit stood. */
  reset(): void {
    this.#models = this.#models.map((m) => ({ ...m, end: { x: m.start.x, y: m.start.y, facing: m.start.facing }, via: [] }));
    this.#grab = null;
    this.#routes = null;
  }

  /** Each model's way: waypoints after its start, round what stands in the way, ending at its end. */
  routes(): Point[][] {
    this.#routes ??= this.#router.routeUnit(this.#models.map((m) => ({ model: m.start, target: m.end, via: m.via })));
    return this.#routes;
  }

  /** The longest way a model goes, in inches. */
  longest(): number {
    const routes = this.routes();
    return Math.max(0, ...this.#models.map((m, i) => pathLength([m.start, ...routes[i]!])));
  }

  /** The move as a command: the template (its type and mode) with every model's end, facing and path. */
  command(template: BaseCommand): BaseCommand {
    const routes = this.routes();
    const paths: Record<string, Point[]> = {};
    this.#models.forEach((m, i) => {
      const way = routes[i]!.slice(0, -1).map((p) => ({ x: round(p.x), y: round(p.y) }));
      if (way.length) paths[m.id] = way;
    });
    const models = this.#models.map((m) => ({ id: m.id, x: m.end.x, y: m.end.y, facing: m.end.facing }));
    return { ...template, models, ...(Object.keys(paths).length ? { paths } : {}) } as BaseCommand;
  }

  #snapshot(): Map<string, DraftModel> {
    return new Map(this.#models.map((m) => [m.id, copy(m)]));
  }

  #turnFrom(base: Map<string, DraftModel>, pivot: Point, angle: number): void {
    this.#models = this.#models.map((m) => {
      const b = base.get(m.id)!;
      const to = rotate(b.end, pivot, angle);
      // The way so far, then the arc it swings along (the end is the command's own last point).
      const swing = Math.hypot(b.end.x - pivot.x, b.end.y - pivot.y) > 1e-6 ? arc(b.end, pivot, angle).slice(0, -1) : [];
      const wentSomewhere = b.via.length > 0 || Math.hypot(b.end.x - b.start.x, b.end.y - b.start.y) > 1e-6;
      const via = [...b.via, ...(wentSomewhere && swing.length ? [{ x: b.end.x, y: b.end.y }] : []), ...swing];
      return { ...b, end: { x: round(to.x), y: round(to.y), facing: b.end.facing + angle }, via: via.map((p) => ({ x: round(p.x), y: round(p.y) })) };
    });
  }
}
