/**
 * Sight lines drawn on the table, for both screens. Labels are short — "✓ 12.0″ in range" (clear,
 * 12" away, in range of a weapon), "partial 45% 20.3″", "✗ Wall" — the Table screen's report says
 * the same in full. From a unit to every enemy (its witness line, coloured clear / partial /
 * blocked, with the visible share and the distance), and the reverse, "who can see this unit". A
 * blocked pair gets a dashed line between the nearest bases so the player sees which pair was asked.
 *
 * Where the rules want more than a share of a model to show (`TableRules.targetShare`), a line
 * that reaches too little of the target is drawn as not seen, with the share that shows and the
 * share the rules ask for.
 */
import type { LosResult, Point } from '../../../shared/geometry/index';
import type { OverlayItem } from './overlay-shape';
import { LOS_BLOCKED, LOS_CLEAR, LOS_PARTIAL } from './palette';
import { fmtInches } from './inches';

/** One unit looking at another, as much of it as a sight line shows (the Table screen's `Engagement` is one). */
export interface SightLine {
  los: LosResult;
  /** Nearest base edge to base edge, inches. */
  distance: number;
  /** The two nearest edge points, drawn for a blocked pair. */
  nearest?: [Point, Point];
  /** What hides the target (when blocked). */
  blockedBy: readonly string[];
  /** The firer's weapons that reach it. */
  inRange: readonly unknown[];
}

const COLOUR = { clear: LOS_CLEAR, partial: LOS_PARTIAL, blocked: LOS_BLOCKED } as const;

const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** `targetShare`: the rules' share of a model that must show for it to be seen (null: any line will do). */
export function sightItems(lines: readonly SightLine[], direction: 'from' | 'to', targetShare: number | null = null): OverlayItem[] {
  const items: OverlayItem[] = [];
  for (const e of lines) {
    const tooLittle = targetShare !== null && e.los.status !== 'blocked' && e.los.visible <= targetShare;
    const colour = tooLittle ? LOS_BLOCKED : COLOUR[e.los.status];
    const line = e.los.witness ?? e.nearest;
    if (!line) continue;
    const [a, b] = direction === 'from' ? line : [line[1], line[0]];
    const dashed = e.los.status === 'blocked' || tooLittle || direction === 'to';
    items.push({ kind: 'line', points: [a, b], stroke: colour, width: direction === 'from' ? 2 : 1.5, ...(dashed ? { dash: [6, 4] } : {}) });
    // Near the far end, not the middle — fifteen sight lines from one unit would stack their labels
    // there — but 3" short of it, so the label does not hide the unit it talks about.
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const k = length > 6 ? (length - 3) / length : 0.5;
    const near = { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
    const text =
      e.los.status === 'blocked'
        ? `✗ ${e.blockedBy[0] ?? 'blocked'}`
        : tooLittle
          ? `✗ ${percent(e.los.visible)} shows, over ${percent(targetShare)} needed`
          : `${e.los.status === 'clear' ? '✓' : `partial ${percent(e.los.visible)}`} ${fmtInches(e.distance)}${e.inRange.length ? ' in range' : ''}`;
    items.push({ kind: 'label', at: near, text, colour, size: 10 });
  }
  return items;
}
