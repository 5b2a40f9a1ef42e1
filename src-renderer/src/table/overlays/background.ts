/**
 * Overlays switched on for every unit at once, drawn so a wargamer can still read the table: the
 * selected unit (and units switched on one by one) keep their full look — fills, colours by kind,
 * labels — while every other unit's overlays are drawn as thin outlines in its side's colour, with
 * no fill and no labels, underneath. Twelve units' ranges then read as two armies' reach, blue and
 * red, instead of a wash of orange. (Arcs in the background show only each model's front: arcs.ts.)
 */
import { SIDE_ZONE_EDGE } from '../../board/palette';
import type { OverlayItem } from '../../board/overlay-shape';

/** A side's outline colour for background overlays, a little see-through so crossings stay readable. */
export const BACKGROUND_STROKE = [SIDE_ZONE_EDGE[0].replace(/[\d.]+\)$/, '0.55)'), SIDE_ZONE_EDGE[1].replace(/[\d.]+\)$/, '0.55)')] as const;

/** No fill at all: the overlay layer skips filling it. */
export const NO_FILL = 'transparent';

export function asBackground(items: readonly OverlayItem[], side: 0 | 1): OverlayItem[] {
  const stroke = BACKGROUND_STROKE[side];
  const out: OverlayItem[] = [];
  for (const item of items) {
    switch (item.kind) {
      case 'label':
        continue;
      case 'region':
        out.push({ ...item, fill: NO_FILL, stroke });
        break;
      case 'circle':
        out.push({ ...item, fill: undefined, stroke });
        break;
      case 'line':
        out.push({ ...item, stroke, width: Math.min(item.width, 1) });
        break;
    }
  }
  return out;
}
