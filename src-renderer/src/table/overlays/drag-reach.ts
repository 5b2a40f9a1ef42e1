/**
 * Reach zones that follow a dragged unit: Move and Advance (and threat, and charge) worked out
 * around the terrain for where the bases stand in this very frame, within a share of the frame.
 *
 * The zones around the terrain cost a few milliseconds for a large unit among much terrain, the
 * outline of a 12″ zone can cost far more than a frame, and so can painting thousands of rings. So,
 * frame by frame:
 *  - the zones are worked out around the terrain whenever frames that did so have lately fitted
 *    (the drag tells `took` how long each frame took); when they have not, the frame draws the
 *    straight-line zones instead, and the terrain is tried again after a few frames, in case the
 *    unit has come out into the open (less and less often while the tries do not fit);
 *  - each zone is outlined when its outline is expected to fit what is left of the budget (the
 *    cost per ring point is learnt as the drag goes); otherwise only its fill is drawn.
 * When the pointer rests, everything is drawn in full (full-reach.ts): worked out in a worker and
 * handed to `full` (see rest-reach.ts), or here, with `resting`, where workers are unavailable.
 * Every zone drawn is worked out for the bases as they stand in that frame: nothing is carried over
 * from another position, so a zone is never shown where the unit is not.
 */
import type { PlacedModel, Point, TerrainPiece, Zone } from '../../../../shared/geometry/index';
import type { RosterUnit } from '../model/roster';
import type { OverlayItem } from '../view/overlay-shape';
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
 * While frames skip the terrain, it is tried again after this many frames, then twice as many
 * after each try that did not fit either (up to the last), back to the first after one that did.
 */
const RETRY_AFTER = 4;
const RETRY_AFTER_MOST = 64;

export class DragReach {
  /** How long frames that drew the zones around the terrain have taken (sight aside), smoothed; 0 before the first. */
  #aroundFrameMs = 0;
  /** What the last frame drew: around the terrain while the pointer moved, and on trying it again. */
  #lastAround = false;
  #lastRetry = false;
  #frameMs = Infinity;
  #wait = 0;
  #retryAfter = RETRY_AFTER;
  /** How long outlining takes per ring point, smoothed; a first guess until measured. */
  #msPerPoint = 0.004;
  #frames = 0;
  #aroundFrames = 0;
  #fullFrames = 0;
  report: DragReachReport | undefined;

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
    const affordable = this.#aroundFrameMs <= frameMs;
    const retry = !affordable && --this.#wait <= 0;
    const tryAround = terrain.length > 0 && (affordable || retry);
    this.#lastAround = tryAround;
    this.#lastRetry = retry;
    this.#frameMs = frameMs;
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

  /** How long the frame just drawn took, sight aside: frames that drew around the terrain set the pace. */
  took(ms: number): void {
    if (!this.#lastAround) return;
    // A try after a pause stands on its own: the unit may have come out into the open.
    this.#aroundFrameMs = this.#aroundFrameMs === 0 || this.#lastRetry ? ms : 0.6 * this.#aroundFrameMs + 0.4 * ms;
    if (this.#aroundFrameMs <= this.#frameMs) this.#retryAfter = RETRY_AFTER;
    else {
      if (this.#lastRetry) this.#retryAfter = Math.min(2 * this.#retryAfter, RETRY_AFTER_MOST);
      this.#wait = this.#retryAfter;
    }
  }
}
