/**
 * Front, left, right and rear arcs about each model's facing (from the rules core's arcs), as
 * small tinted sectors: enough to read which way a unit looks without hiding the table.
 */
import { ARCS, type Arc, type PlacedModel, arcSector } from '../../../shared/geometry/index';
import type { OverlayItem } from './overlay-shape';
import { ARC_COLOURS } from './palette';

/** `arcs`: which sectors to draw (every unit's arcs at once show only the front: which way it looks). */
export function arcItems(models: readonly PlacedModel[], radius = 2, arcs: readonly Arc[] = ARCS): OverlayItem[] {
  const items: OverlayItem[] = [];
  for (const m of models) {
    for (const arc of arcs) {
      const colour = ARC_COLOURS[arc];
      items.push({ kind: 'region', rings: [arcSector(m, arc, radius)], fill: `${colour}22`, stroke: `${colour}88` });
    }
  }
  const lead = models[0];
  if (lead) {
    const labels = { front: 0, right: Math.PI / 2, rear: Math.PI, left: -Math.PI / 2 } as const;
    for (const arc of ARCS) {
      const a = lead.facing + labels[arc];
      items.push({ kind: 'label', at: { x: lead.x + Math.sin(a) * (radius + 0.5), y: lead.y + Math.cos(a) * (radius + 0.5) }, text: arc, colour: ARC_COLOURS[arc], size: 10 });
    }
  }
  return items;
}
