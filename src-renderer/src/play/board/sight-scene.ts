/**
 * The selected unit's arcs and sight on the play board, drawn with the pieces the Table screen
 * draws them with (board/arcs.ts, board/sight-lines.ts): each model's front, right, rear and left
 * arcs; a sight line to every enemy unit some line reaches, labelled with the share that shows; and
 * the enemy's bases ringed — filled where the rules count it seen, dashed where too little of it
 * shows. Enemies no line reaches are left as they are.
 */
import { boundingRadius } from '../../../../shared/geometry/index';
import { arcItems } from '../../board/arcs';
import type { OverlayItem } from '../../board/overlay-shape';
import { LOS_BLOCKED, LOS_CLEAR } from '../../board/palette';
import { sightItems } from '../../board/sight-lines';
import type { UnitSight } from '../model/sight';
import { placedModels } from '../model/sight';
import type { UnitView } from '../model/units';

export function sightOverlay(sight: UnitSight, units: readonly Pick<UnitView, 'id' | 'models' | 'base'>[]): OverlayItem[] {
  const items: OverlayItem[] = arcItems(sight.models);
  const reached = sight.enemies.filter((e) => e.los.status !== 'blocked');
  items.push(...sightItems(reached.map((e) => ({ los: e.los, distance: e.distance, blockedBy: [], inRange: [] })), 'from', sight.targetShare));
  for (const e of reached) {
    const unit = units.find((u) => u.id === e.unitId);
    if (!unit) continue;
    for (const m of placedModels(unit)) {
      const radius = boundingRadius(m.shape) + 0.2;
      items.push(
        e.seen
          ? { kind: 'circle', at: m, radius, stroke: LOS_CLEAR, fill: 'rgba(34,197,94,0.28)' }
          : { kind: 'circle', at: m, radius, stroke: LOS_BLOCKED, dash: [3, 3] },
      );
    }
  }
  return items;
}
