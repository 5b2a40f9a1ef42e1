/**
 * What a terrain piece or objective looks like while it is dragged, with its placement rules
 * checked live by the rules core (D10.SETUP.TERRAIN_EDGE_6; D10.OBJ.EDGE_12, D10.OBJ.SPACING_12,
 * D10.OBJ.CLEAR_OF_UNITS_3): drawn on the drag layer so the static layer waits for the drop.
 */
import type { TableController } from './controller.svelte';
import { objectiveProblems, terrainProblems } from '../plan/mission';
import { type Plan, terrainOutline } from '../plan/plan';
import { terrainType } from '../plan/terrain-catalog';
import { objectiveItems } from './overlays/objectives';
import type { OverlayItem } from '../board/overlay-shape';
import { PROBLEM, SELECTED } from '../board/palette';

export function dragPreview(plan: Plan, what: { terrain?: string; objective?: string }, ctrl: TableController): OverlayItem[] {
  if (what.terrain) {
    const piece = plan.terrain.find((t) => t.id === what.terrain);
    if (!piece) return [];
    const type = terrainType(piece.kind);
    const outline = terrainOutline(piece).map(([x, y]) => ({ x, y }));
    const problems = terrainProblems(plan, piece.id, ctrl.table);
    const items: OverlayItem[] = [{ kind: 'region', rings: [outline], fill: `${type.fill}cc`, stroke: problems.length ? PROBLEM : SELECTED, dash: [6, 3] }];
    if (problems.length) items.push({ kind: 'label', at: { x: piece.x, y: piece.y }, text: `⚠ ${problems[0]}`, colour: PROBLEM, size: 11 });
    return items;
  }
  const index = plan.objectives.findIndex((o) => o.id === what.objective);
  const o = plan.objectives[index];
  if (!o) return [];
  const problems = objectiveProblems(plan, o.id, ctrl.table, (k) => ctrl.name(k));
  return objectiveItems([{ id: o.id, label: `Objective ${index + 1}`, x: o.x, y: o.y, radius: 3, controller: null, contested: false, problems, selected: true }], true);
}
