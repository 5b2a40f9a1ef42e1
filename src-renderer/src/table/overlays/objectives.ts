/**
 * Objective markers with their 3" control circles (D10.OBJ.RADIUS_3), coloured by who controls
 * them (D10.OBJ.CONTROL) and marked when their placement breaks a rule (D10.OBJ.EDGE_12,
 * D10.OBJ.SPACING_12, D10.OBJ.CLEAR_OF_UNITS_3).
 */
import type { OverlayItem } from '../../board/overlay-shape';
import { OBJECTIVE, OBJECTIVE_BAD, SIDE_FILL } from '../../board/palette';

export interface ObjectiveLook {
  id: string;
  label: string;
  x: number;
  y: number;
  radius: number;
  controller: 0 | 1 | null;
  contested: boolean;
  problems: string[];
  selected: boolean;
}

export function objectiveItems(objectives: readonly ObjectiveLook[], showControl: boolean): OverlayItem[] {
  const items: OverlayItem[] = [];
  for (const o of objectives) {
    const bad = o.problems.length > 0;
    const colour = o.controller !== null ? SIDE_FILL[o.controller] : bad ? OBJECTIVE_BAD : OBJECTIVE;
    if (showControl) {
      items.push({ kind: 'circle', at: o, radius: o.radius, stroke: colour, fill: `${o.controller !== null ? SIDE_FILL[o.controller] : '#ffffff'}1f`, dash: o.contested ? [4, 4] : [8, 4] });
    }
    items.push({ kind: 'circle', at: o, radius: 0.7, stroke: o.selected ? '#fbbf24' : '#111111', fill: bad ? OBJECTIVE_BAD : OBJECTIVE });
    items.push({ kind: 'label', at: { x: o.x, y: o.y }, text: o.label.replace(/\D+/g, ''), colour: '#111111', size: 11, plain: true });
    if (bad) items.push({ kind: 'label', at: { x: o.x, y: o.y - 1.6 }, text: `⚠ ${o.problems[0]!.replace(/^The objective is /, '')}`, colour: OBJECTIVE_BAD, size: 10 });
  }
  return items;
}
