/** Which unit is under a table point: the model whose base holds it (round bases by their radius). */
import { baseShapeFromSpec, boundingRadius, distanceToPoint } from '../../../../shared/geometry/index';
import type { MoveDraft } from '../model/move-draft';
import type { UnitView } from '../model/units';

export function unitAt(units: readonly UnitView[], at: { x: number; y: number }): string | null {
  let best: string | null = null;
  let bestGap = Infinity;
  for (const u of units) {
    if (u.status !== 'table') continue;
    const r = boundingRadius(baseShapeFromSpec(u.base));
    for (const m of u.models) {
      const gap = Math.hypot(m.x - at.x, m.y - at.y) - r;
      if (gap <= 0.25 && gap < bestGap) {
        bestGap = gap;
        best = u.id;
      }
    }
  }
  return best;
}

/** Which model of a move being laid out is under a table point (where the draft now puts it), if any. */
export function modelAt(draft: MoveDraft, at: { x: number; y: number }): string | null {
  let best: string | null = null;
  let bestGap = Infinity;
  for (const m of draft.placed()) {
    const gap = distanceToPoint(m, at);
    if (gap <= 0.25 && gap < bestGap) {
      bestGap = gap;
      best = m.id;
    }
  }
  return best;
}
