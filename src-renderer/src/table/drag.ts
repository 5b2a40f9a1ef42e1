/**
 * Dragging a unit (or one of its models). The plan does not change until the drop: each frame
 * the dragged bases, their rule breaks and their overlays (range, reach around the terrain, sight
 * to every enemy, …) are worked out from the rules core and painted on the drag layer alone, so
 * the static layer and the other units are never redrawn while the pointer moves. Pointer moves
 * are coalesced to one update per animation frame. Reach and sight each get a share of the frame;
 * what did not fit (see drag-reach.ts) is drawn in full once the pointer rests: worked out in a
 * worker (rest-reach.ts), shown only if the bases still stand where they did when it was asked.
 */
import type { Point, TableIndex, TerrainPiece } from '../../../shared/geometry/index';
import type { Plan, PlanModel } from '../plan/plan';
import type { RosterUnit } from '../plan/roster';
import { placedModels, tableUnit } from '../plan/table-adapter';
import { unitProblems, type UnitProblem } from './model/unit-checks';
import type { OverlayKind } from './model/ui-state.svelte';
import { DragReach, type ReachCosts } from './overlays/drag-reach';
import type { FullReach } from './overlays/full-reach';
import { REACH_OVERLAYS } from './overlays/reach';
import { RestReach } from './overlays/rest-reach';
import { SightSlicer } from './overlays/sight-slicer';
import { problemLabel, unitOverlayItems } from './scene';
import type { TableView } from '../board/table-view';

export interface UnitDragSetup {
  view: TableView;
  plan: Plan;
  unit: RosterUnit;
  origin: readonly PlanModel[];
  /** Index of the one model being moved, or undefined to move the whole unit. */
  single: number | undefined;
  start: Point;
  /** The table without the dragged unit; each frame swaps the unit back in where it now stands. */
  index: TableIndex;
  roster: ReadonlyMap<string, RosterUnit>;
  name: (key: string) => string;
  on: (kind: OverlayKind) => boolean;
  /** The table's terrain, the same list the overlays use while it is unchanged. */
  terrain: readonly TerrainPiece[];
}

/** Performance entries the bench reads (tests/bench/table.bench.ts): one per painted drag frame. */
export const DRAG_FRAME_MEASURE = 'tenfold:drag-frame';
/** The frame painted once the pointer rests, everything in full: not a frame of the pointer's motion. */
export const DRAG_REST_MEASURE = 'tenfold:drag-rest';

/** What a drag frame may spend in all, so the browser still has time to put it on screen. */
const FRAME_TARGET_MS = 10;
/** What the reach zones may spend of it, and what a frame may take besides sight when they go around the terrain. */
const REACH_BUDGET_MS = 7;
const REACH_FRAME_MS = 13;
/** How long the pointer must rest before what did not fit a frame is drawn in full. */
const REST_MS = 90;

/** One worker for every drag, started with the first; where workers are unavailable the page works the zones out. */
const restReach = new RestReach(() =>
  typeof Worker === 'function' ? new Worker(new URL('./overlays/rest-reach.worker.ts', import.meta.url), { type: 'module' }) : undefined,
);

/** What the last drag's frames were found to cost: the next drag starts from it. */
let reachCosts: ReachCosts | undefined;

export class UnitDrag {
  readonly #s: UnitDragSetup;
  #at: Point;
  #frame = 0;
  #current: PlanModel[];
  readonly #sightFrom = new SightSlicer('from');
  // Both on at once must still fit a frame: the reverse question gets the smaller share.
  readonly #sightTo = new SightSlicer('to', 3);
  /** A unit dragged whole keeps its cohesion; its verdict is taken once, at the start. */
  readonly #cohesionProblems: UnitProblem[];
  readonly #cohesionModels: Set<number>;
  /** How long the rest of a frame (everything but sight) has been taking, smoothed. */
  #restMs = 3;
  readonly #reach = new DragReach(reachCosts);
  /** The timer that draws everything in full once the pointer has rested. */
  #resting: ReturnType<typeof setTimeout> | undefined;

  constructor(setup: UnitDragSetup) {
    this.#s = setup;
    this.#at = setup.start;
    this.#current = [...setup.origin];
    const before = unitProblems(setup.plan, setup.index, setup.unit.key, placedModels(setup.unit, setup.origin), setup.unit.name);
    const placement = unitProblems(setup.plan, setup.index, setup.unit.key, placedModels(setup.unit, setup.origin), setup.unit.name, false);
    this.#cohesionProblems = before.problems.filter((p) => p.code === 'cohesion');
    this.#cohesionModels = new Set([...before.models].filter((i) => !placement.models.has(i)));
    restReach.warm();
    this.#paint();
  }

  move(at: Point): void {
    this.#at = at;
    clearTimeout(this.#resting);
    restReach.cancel();
    this.#frame ||= requestAnimationFrame(() => {
      this.#frame = 0;
      this.#paint();
    });
  }

  /** Where the models stand now; stops painting. */
  finish(): PlanModel[] {
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    clearTimeout(this.#resting);
    restReach.cancel();
    reachCosts = this.#reach.costs;
    this.#positions();
    this.#s.view.renderDrag(null, []);
    this.#s.view.describeDrag(null);
    return this.#current;
  }

  #positions(): void {
    const { origin, single, start } = this.#s;
    const dx = this.#at.x - start.x;
    const dy = this.#at.y - start.y;
    this.#current = origin.map((m, i) => (single === undefined || single === i ? { ...m, x: m.x + dx, y: m.y + dy } : m));
  }

  /** The pointer has stopped: every zone in full, from the worker for these very bases, or from the page. */
  #rest(): void {
    const { unit, terrain, on } = this.#s;
    const now = () => {
      this.#positions();
      return { models: placedModels(unit, this.#current), overlays: REACH_OVERLAYS.filter(on) };
    };
    restReach.ask({ unit, terrain, ...now() }, { now, show: (full) => this.#paint(full), fallback: () => this.#paint('page') });
  }

  /**
   * Paints the bases where they stand; `rest`: the pointer has stopped, so draw every zone in full,
   * as the worker worked them out for these bases, or on the page.
   */
  #paint(rest?: FullReach | 'page'): void {
    const t0 = performance.now();
    const { unit, view, roster, name, on, plan, terrain } = this.#s;
    this.#positions();
    const moved = tableUnit(unit, this.#current);
    const index = this.#s.index.withUnit(moved);
    const whole = this.#s.single === undefined;
    const problems = unitProblems(plan, index, unit.key, moved.models, unit.name, !whole);
    if (whole) {
      problems.problems.push(...this.#cohesionProblems);
      this.#cohesionModels.forEach((i) => problems.models.add(i));
    }
    // Sight gets what is left of the frame once the rest has had its usual share.
    const budget = Math.max(1, FRAME_TARGET_MS - this.#restMs);
    const s0 = performance.now();
    const sight = {
      from: on('los') ? this.#sightFrom.update(index, moved, roster, name, budget) : [],
      to: on('seenBy') ? this.#sightTo.update(index, moved, roster, name, budget / 2) : [],
    };
    const sightMs = performance.now() - s0;
    const placed = placedModels(unit, this.#current);
    const reach =
      rest === undefined || rest === 'page'
        ? this.#reach.draw(unit, placed, terrain, REACH_OVERLAYS.filter(on), { budgetMs: REACH_BUDGET_MS, frameMs: REACH_FRAME_MS, resting: rest === 'page' })
        : this.#reach.full(rest, placed, 'worker');
    const items = [...unitOverlayItems(unit, placed, on, sight, () => true, terrain, (overlay) => reach.items.get(overlay) ?? [], false), ...problemLabel(moved.models, problems)];
    view.renderDrag({ side: unit.side, name: unit.name, models: moved.models, selected: true, problems: problems.models }, items);
    view.describeDrag(this.#reach.report ?? null);
    const t1 = performance.now();
    if (rest) {
      performance.measure(DRAG_REST_MEASURE, { start: t0, end: t1 });
      return;
    }
    this.#restMs = 0.8 * this.#restMs + 0.2 * (t1 - t0 - sightMs);
    this.#reach.took(t1 - t0 - sightMs);
    performance.measure(DRAG_FRAME_MEASURE, { start: t0, end: t1 });
    // What did not fit is drawn in full when the pointer rests (a move cancels this).
    if (!reach.complete) this.#resting = setTimeout(() => this.#rest(), REST_MS);
  }
}
