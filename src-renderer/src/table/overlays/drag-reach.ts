/**
 * Reach zones that follow a dragged unit: Move and Advance (and threat, and charge) worked out
 * around the terrain for where the bases stand in this very frame, within a share of the frame.
 *
 * The zones around the terrain cost a few milliseconds for a large unit among much terrain, the
 * outline of a 12″ zone can cost far more than a frame, and so can painting thousands of rings. So,
 * frame by frame:
 *  - the zones are worked out around the terrain when that is expected to fit the frame: going
 *    around costs in proportion to the terrain corners within reach of the bases, and what each
 *    corner costs is learnt as the drag goes (the drag tells `took` how long each frame took).
 *    Otherwise the frame draws the straight-line zones, until the bases stand among little enough
 *    terrain: a unit coming out into the open gets its zones around the terrain back at once, and
 *    one that stays among the terrain is not slowed by tries that cannot fit (each would hold up
 *    the drag for a frame or two, and show the zones around the terrain for one frame only);
 *  - each zone is outlined when its outline is expected to fit what is left of the budget (the
 *    cost per ring point is learnt as the drag goes); otherwise only its fill is drawn.
 * When the pointer rests, everything is drawn in full (full-reach.ts): worked out in a worker and
 * handed to `full` (see rest-reach.ts), or here, with `resting`, where workers are unavailable.
 * Every zone drawn is worked out for the bases as they stand in that frame: nothing is carried over
 * from another position, so a zone is never shown where the unit is not.
 */
import type { PlacedModel, Point, TerrainPiece, Zone } from '../../../../shared/geometry/index';
import { piecesNear } from '../../../../shared/geometry/zones';
import type { RosterUnit } from '../../plan/roster';
import type { OverlayItem } from '../../board/overlay-shape';
import { type FullReach, type ZoneReport, boxOf, fullReach } from './full-reach';
import { type ReachOverlay, reachRegions, region } from './reach';

/** What the last frame drew, and how the drag has gone: printed on the canvas for tests and the bench. */
export interface DragReachReport {
  /** Where the first model stood for the zones drawn. */
  at: Point;
  zones: ZoneReport[];
  /** Where the resting frame's zones were worked out, once one is drawn. */
  rest?: 'worker' | 'page';
  /** Frames drawn so far; of those, how many drew every zone around the terrain, and fully outlined. */
  frames: number;
  around: number;
  full: number;
}

/**
 * The terrain corners within `reach` of the bases, times the bases: what working the zones out
 * around the terrain costs grows with it (each base's reach is followed around each piece near them).
 */
export function terrainLoad(models: readonly PlacedModel[], terrain: readonly TerrainPiece[], reach: number): number {
  let corners = 0;
  for (const piece of piecesNear(models, reach, terrain)) corners += piece.polygon.length;
  return corners * models.length;
}

/** What frames were found to cost: carried from one drag to the next, so only the first drag pays to learn it. */
export interface ReachCosts {
  plainMs: number;
  msPerLoad: number | undefined;
}

export class DragReach {
  /** How long frames that did not go around the terrain take (sight aside), smoothed; 0 before the first. */
  #plainMs = 0;
  /** What going around the terrain adds to a frame per unit of `terrainLoad`, smoothed; unknown before the first try. */
  #msPerLoad: number | undefined;
  /** What the last frame drew, and the terrain load it was drawn among. */
  #lastAround = false;
  #lastLoad = 0;
  /** Whether the frame before the last went around the terrain too (its cost then smooths the estimate). */
  #aroundBefore = false;
  /** How long outlining takes per ring point, smoothed; a first guess until measured. */
  #msPerPoint = 0.004;
  #frames = 0;
  #aroundFrames = 0;
  #fullFrames = 0;
  report: DragReachReport | undefined;

  /** `known`: what an earlier drag learnt (without it, the first frame tries the terrain to learn). */
  constructor(known?: ReachCosts) {
    if (!known) return;
    this.#plainMs = known.plainMs;
    this.#msPerLoad = known.msPerLoad;
  }

  /** What this drag has learnt, for the next. */
  get costs(): ReachCosts {
    return { plainMs: this.#plainMs, msPerLoad: this.#msPerLoad };
  }

  /**
   * The regions of the reach overlays switched on, per overlay, for the bases where they stand,
   * spending about `budgetMs` on the zones (all it takes when `resting`), in a frame that should
   * take at most `frameMs` besides sight; `complete` when every zone was drawn around the terrain
   * and outlined.
   */
  draw(
    unit: RosterUnit,
    models: readonly PlacedModel[],
    terrain: readonly TerrainPiece[],
    overlays: readonly ReachOverlay[],
    { budgetMs, frameMs, resting }: { budgetMs: number; frameMs: number; resting: boolean },
  ): { items: Map<ReachOverlay, OverlayItem[]>; complete: boolean } {
    if (resting) return this.full(fullReach(unit, models, terrain, overlays), models, 'page');
    const t0 = performance.now();
    const regions = overlays.flatMap((overlay) => reachRegions(unit, overlay).map((look) => ({ overlay, look })));
    const items = new Map<ReachOverlay, OverlayItem[]>();
    this.#lastAround = false;
    if (regions.length === 0) return { items, complete: true };
    const load = terrain.length > 0 ? terrainLoad(models, terrain, Math.max(...regions.map(({ look }) => look.reach))) : 0;
    // The first frame of the first drag tries, and so learns what the terrain costs.
    const tryAround = terrain.length > 0 && (this.#msPerLoad === undefined || this.#plainMs + this.#msPerLoad * load <= frameMs);
    this.#aroundBefore = this.#lastAround;
    this.#lastAround = tryAround;
    this.#lastLoad = load;
    const zones: Zone[] = regions.map(({ look }) => look.zone(models, tryAround ? terrain : []));
    // Without terrain the straight-line zone is the true one.
    const around = tryAround || terrain.length === 0;

    const report: ZoneReport[] = [];
    let full = around;
    regions.forEach(({ overlay, look }, i) => {
      const zone = zones[i]!;
      const points = zone.rings.reduce((n, ring) => n + ring.length, 0);
      // Straight-line zones are a ring per model: always cheap to outline.
      const outline = !tryAround || points * this.#msPerPoint <= budgetMs - (performance.now() - t0);
      const t1 = performance.now();
      const drawn = region(zone, look, outline);
      if (outline && tryAround && points > 0) this.#msPerPoint = 0.6 * this.#msPerPoint + (0.4 * (performance.now() - t1)) / points;
      full &&= outline;
      items.set(overlay, [...(items.get(overlay) ?? []), ...drawn]);
      report.push({ label: look.label, around, outlined: outline, box: boxOf(zone) });
    });
    this.#frames++;
    if (around) this.#aroundFrames++;
    if (full) this.#fullFrames++;
    const lead = models[0];
    this.report = { at: lead ? { x: lead.x, y: lead.y } : { x: 0, y: 0 }, zones: report, frames: this.#frames, around: this.#aroundFrames, full: this.#fullFrames };
    return { items, complete: full };
  }

  /** Draws the zones in full, as worked out for `models` (the bases where they stand) by `by`. */
  full(full: FullReach, models: readonly PlacedModel[], by: 'worker' | 'page'): { items: Map<ReachOverlay, OverlayItem[]>; complete: boolean } {
    this.#lastAround = false;
    if (full.zones.length === 0) return { items: new Map(), complete: true };
    this.#frames++;
    this.#aroundFrames++;
    this.#fullFrames++;
    const lead = models[0];
    this.report = { at: lead ? { x: lead.x, y: lead.y } : { x: 0, y: 0 }, zones: full.zones, rest: by, frames: this.#frames, around: this.#aroundFrames, full: this.#fullFrames };
    return { items: new Map(full.items), complete: true };
  }

  /**
   * How long the frame just drawn took, sight aside. Frames on straight-line zones give the frame's
   * usual cost; frames around the terrain, what the terrain adds per unit of load (a try after
   * straight-line frames stands on its own: the terrain around the bases has changed since).
   */
  took(ms: number): void {
    if (!this.#lastAround) {
      this.#plainMs = this.#plainMs === 0 ? ms : 0.8 * this.#plainMs + 0.2 * ms;
      return;
    }
    // Among no terrain at all going around adds nothing: nothing to learn.
    if (this.#lastLoad === 0) return;
    const perLoad = Math.max(0, ms - this.#plainMs) / this.#lastLoad;
    this.#msPerLoad = this.#msPerLoad === undefined || !this.#aroundBefore ? perLoad : 0.6 * this.#msPerLoad + 0.4 * perLoad;
  }
}
