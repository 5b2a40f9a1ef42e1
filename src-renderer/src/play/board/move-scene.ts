/**
 * What the board draws of a move being laid out: the zone the unit may reach (drawn once, on the
 * overlay), and on the drag layer, repainted every frame — where the unit stood (a ghost), where the
 * draft puts it (the model the engine names in a refusal ringed in the warning colour), each model's
 * way there round what stands in its way, the waypoints dropped, and the distance or the reason.
 */
import type { Refusal } from '../../../../shared/core/ruleset';
import { type Point, type Zone, boundingRadius, pathLength } from '../../../../shared/geometry/index';
import type { OverlayItem } from '../../board/overlay-shape';
import type { UnitLook } from '../../board/unit-shape';
import { LOS_BLOCKED, LOS_CLEAR, MOVE_COLOUR } from '../../board/palette';
import { unionOutline, zoneRings } from '../../../../shared/geometry/zone-rings';
import type { MoveDraft } from '../model/move-draft';

const kept = new WeakMap<Zone, OverlayItem>();

/** The reach zone as one region: worked out once per move picked, kept for every redraw. */
export function reachRegion(zone: Zone): OverlayItem {
  let item = kept.get(zone);
  if (!item) {
    const rings = zoneRings(zone);
    // The fill as #rrggbbaa: a zone round units and terrain is many rings, filled opaque as one union
    // and laid on translucent (overlay-shape.ts), so overlaps do not darken.
    item = { kind: 'region', rings, outline: unionOutline(rings), fill: `${MOVE_COLOUR}1f`, stroke: MOVE_COLOUR, dash: [6, 4] };
    kept.set(zone, item);
  }
  return item;
}

/** The unit where it stood (a ghost) and where the draft puts it, the model named by a refusal marked. */
export function draftLooks(draft: MoveDraft, side: number, name: string, verdict: Refusal | null | undefined): UnitLook[] {
  const subjects = new Set(verdict?.subjects ?? []);
  const problems = new Set<number>();
  draft.models.forEach((m, i) => {
    if (subjects.has(m.id)) problems.add(i);
  });
  return [
    { side, name: '', models: draft.models.map((m) => m.start), selected: false, problems: new Set(), ghost: true },
    { side, name, models: draft.placed(), selected: true, problems },
  ];
}

/** Each model's way, its waypoints, and one line saying how far the move goes or why it may not. */
export function draftOverlay(draft: MoveDraft, verdict: Refusal | null | undefined): OverlayItem[] {
  if (!draft.changed) return [];
  const ok = verdict === null;
  const colour = ok ? LOS_CLEAR : LOS_BLOCKED;
  const out: OverlayItem[] = [];
  const routes = draft.routes();
  draft.models.forEach((m, i) => {
    const way: Point[] = [m.start, ...routes[i]!];
    if (pathLength(way) < 0.05) return;
    out.push({ kind: 'line', points: way, stroke: colour, width: verdict?.subjects?.includes(m.id) ? 2.5 : 1.5, dash: [4, 3] });
    for (const p of m.via) out.push({ kind: 'circle', at: p, radius: 0.2, stroke: MOVE_COLOUR, fill: 'rgba(56,189,248,0.6)' });
  });
  const c = draft.centre();
  // Above the unit (its name is written below it).
  const top = Math.max(...draft.placed().map((m) => m.y + boundingRadius(m.shape)));
  const far = draft.longest();
  const text = ok ? `${far.toFixed(1)}″ of ${draft.allowance}″ — legal` : verdict ? verdict.reason : `${far.toFixed(1)}″ of ${draft.allowance}″`;
  out.push({ kind: 'label', at: { x: c.x, y: top + 1 }, text, colour: ok ? '#bbf7d0' : '#fecaca', size: 12 });
  return out;
}
