/**
 * Sight lines drawn on the table. Labels are short — "✓ 12.0″ in range" (clear, 12" away, in
 * range of a weapon), "partial 45% 20.3″", "✗ Wall" — the report says the same in full.
 *: from a unit to every enemy (its witness line, coloured clear /
 * partial / blocked, with the visible share and the distance), and the reverse, "who can see this
 * unit". A blocked pair gets a dashed line between the nearest bases so the player sees which
 * pair was asked.
 */
import type { OverlayItem } from '../../board/overlay-shape';
import { LOS_BLOCKED, LOS_CLEAR, LOS_PARTIAL } from '../../board/palette';
import { type Engagement, fmtInches } from './engagement';

const COLOUR = { clear: LOS_CLEAR, partial: LOS_PARTIAL, blocked: LOS_BLOCKED } as const;

export function sightItems(engagements: readonly Engagement[], direction: 'from' | 'to'): OverlayItem[] {
  const items: OverlayItem[] = [];
  for (const e of engagements) {
    const colour = COLOUR[e.los.status];
    const line = e.los.witness ?? e.nearest;
    if (!line) continue;
    const [a, b] = direction === 'from' ? line : [line[1], line[0]];
    items.push({ kind: 'line', points: [a, b], stroke: colour, width: direction === 'from' ? 2 : 1.5, ...(e.los.status === 'blocked' || direction === 'to' ? { dash: [6, 4] } : {}) });
    // Near the far end, not the middle — fifteen sight lines from one unit would stack their labels
    // there — but 3" short of it, so the label does not hide the unit it talks about.
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const k = length > 6 ? (length - 3) / length : 0.5;
    const near = { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
    const text =
      e.los.status === 'blocked'
        ? `✗ ${e.blockedBy[0] ?? 'blocked'}`
        : `${e.los.status === 'clear' ? '✓' : `partial ${Math.round(e.los.visible * 100)}%`} ${fmtInches(e.distance)}${e.inRange.length ? ' in range' : ''}`;
    items.push({ kind: 'label', at: near, text, colour, size: 10 });
  }
  return items;
}
