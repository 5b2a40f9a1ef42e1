/**
 * A unit's reach zones in full: every zone around the terrain, and outlined. A drag draws them so
 * once the pointer rests (drag-reach.ts); the work is pure data in and out, so it can be done in a
 * worker (rest-reach.ts) as well as on the page.
 */
import type { PlacedModel, TerrainPiece, Zone } from '../../../../shared/geometry/index';
import { polygonBBox } from '../../../../shared/geometry/polygon';
import type { RosterUnit } from '../../plan/roster';
import type { OverlayItem } from '../../board/overlay-shape';
import { type ReachOverlay, reachRegions, region } from './reach';

/** What one zone drawn was: printed on the canvas for tests and the bench (see drag-reach.ts). */
export interface ZoneReport {
  label: string;
  around: boolean;
  outlined: boolean;
  box: [number, number, number, number];
}

/** The items each reach overlay draws, bottom first, and a report of each zone. */
export interface FullReach {
  items: [ReachOverlay, OverlayItem[]][];
  zones: ZoneReport[];
}

export function fullReach(unit: RosterUnit, models: readonly PlacedModel[], terrain: readonly TerrainPiece[], overlays: readonly ReachOverlay[]): FullReach {
  const items = new Map<ReachOverlay, OverlayItem[]>();
  const zones: ZoneReport[] = [];
  for (const overlay of overlays)
    for (const look of reachRegions(unit, overlay)) {
      const zone = look.zone(models, terrain);
      items.set(overlay, [...(items.get(overlay) ?? []), ...region(zone, look, true)]);
      zones.push({ label: look.label, around: true, outlined: true, box: boxOf(zone) });
    }
  return { items: [...items], zones };
}

export function boxOf(zone: Zone): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of zone.rings) {
    const [x0, y0, x1, y1] = polygonBBox(ring);
    box[0] = Math.min(box[0], x0);
    box[1] = Math.min(box[1], y0);
    box[2] = Math.max(box[2], x1);
    box[3] = Math.max(box[3], y1);
  }
  return box;
}
