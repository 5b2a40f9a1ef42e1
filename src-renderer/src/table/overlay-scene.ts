/**
 * Everything the overlay layer shows for the current state: each unit's switched-on overlays,
 * rule-break warnings, objectives and their control circles, the tape, the free ruler and the
 * selected terrain's handles. The dragged unit's own overlays are drawn by the drag instead.
 * Overlays on for every unit are drawn underneath, as outlines in the side's colour, except for the
 * selected unit and units switched on one by one, which keep their full look (overlays/background.ts).
 */
import { modelDistance, type PlacedModel, type TableIndex, type TableUnit } from '../../../shared/geometry/index';
import type { Engagement } from './overlays/engagement';
import type { TableController } from './controller.svelte';
import { edgePoint, fmtInches } from './overlays/engagement';
import { arcItems } from '../board/arcs';
import { asBackground } from './overlays/background';
import { objectiveItems } from './overlays/objectives';
import { problemLabel, sightOf, terrainHandles, unitOverlayItems } from './scene';
import type { OverlayItem } from '../board/overlay-shape';
import { TAPE } from '../board/palette';

export function overlayScene(ctrl: TableController, handleRadius: number): OverlayItem[] {
  const background: OverlayItem[] = [];
  const items: OverlayItem[] = [];
  items.push(...objectiveItems(ctrl.objectives, ctrl.ui.showObjectiveControl));
  type Kind = Parameters<typeof ctrl.ui.isOn>[0];
  for (const unit of ctrl.table.units) {
    if (unit.id === ctrl.dragKey) continue;
    const rosterUnit = ctrl.roster.get(unit.id);
    if (!rosterUnit) continue;
    const selected = unit.id === ctrl.ui.selectedUnit;
    // In focus: the selected unit's overlays, and any switched on for this unit by itself.
    const focus = (kind: Kind) => selected || (ctrl.ui.forUnit[unit.id]?.includes(kind) ?? false);
    const on = (kind: Kind) => ctrl.ui.isOn(kind, unit.id);
    const sight = {
      from: on('los') ? (selected ? ctrl.engagements : keptSight(ctrl, unit, 'from')) : [],
      to: on('seenBy') ? (selected ? ctrl.seenBy : keptSight(ctrl, unit, 'to')) : [],
    };
    items.push(...unitOverlayItems(rosterUnit, unit.models, (kind) => on(kind) && focus(kind), sight, () => true, ctrl.table.terrain));
    const behind = (kind: Kind) => on(kind) && !focus(kind) && kind !== 'arcs';
    // Behind, sight lines are drawn only where there is sight: a web of blocked pairs says nothing at a glance.
    const seen = { from: sight.from.filter((e) => e.los.status !== 'blocked'), to: sight.to };
    background.push(...asBackground(unitOverlayItems(rosterUnit, unit.models, behind, seen, () => false, ctrl.table.terrain), unit.side));
    if (on('arcs') && !focus('arcs')) background.push(...asBackground(arcItems(unit.models, 2, ['front']), unit.side));
    items.push(...problemLabel(unit.models, ctrl.problems.get(unit.id)));
  }
  items.unshift(...background);
  const sel = ctrl.ui.selection;
  if (sel?.kind === 'terrain') items.push(...terrainHandles(ctrl.plan, sel.id, handleRadius));
  const tape = tapeOf(ctrl);
  if (tape) {
    const a = edgePoint(tape.from, tape.to);
    const b = edgePoint(tape.to, tape.from);
    items.push({ kind: 'line', points: [a, b], stroke: TAPE, width: 3 });
    items.push({ kind: 'label', at: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, text: `Tape ${fmtInches(tape.distance)}`, colour: TAPE, size: 12 });
  }
  const ruler = ctrl.ui.ruler;
  if (ruler) {
    const d = Math.hypot(ruler.to.x - ruler.from.x, ruler.to.y - ruler.from.y);
    items.push({ kind: 'line', points: [ruler.from, ruler.to], stroke: TAPE, width: 2, dash: [8, 4] });
    items.push({ kind: 'label', at: ruler.to, text: `Ruler ${fmtInches(d)}`, colour: TAPE, size: 12 });
  }
  return items;
}

/**
 * A unit's sight to every enemy (or theirs to it), kept while the table stands as it is: with line of
 * sight on for every unit, working it all out again takes hundreds of milliseconds, and selecting a
 * unit or picking one up to drag it changes nothing of it. A new table (a unit moved, terrain
 * changed) is a new index, and starts afresh.
 */
const sightKept = new WeakMap<TableIndex, Map<string, Engagement[]>>();

function keptSight(ctrl: TableController, unit: TableUnit, direction: 'from' | 'to'): Engagement[] {
  let kept = sightKept.get(ctrl.index);
  if (!kept) sightKept.set(ctrl.index, (kept = new Map()));
  const key = `${direction} ${unit.id}`;
  let sight = kept.get(key);
  if (!sight) kept.set(key, (sight = sightOf(ctrl.index, unit, ctrl.roster, (k) => ctrl.name(k), direction)));
  return sight;
}

export interface TapeReading {
  from: PlacedModel;
  to: PlacedModel;
  /** Base edge to base edge (D10.MEASURE.CLOSEST_POINTS). */
  distance: number;
}

export function tapeOf(ctrl: TableController): TapeReading | undefined {
  const tape = ctrl.ui.tape;
  if (!tape?.to) return undefined;
  const from = ctrl.tableUnit(tape.from.key)?.models[tape.from.index];
  const to = ctrl.tableUnit(tape.to.key)?.models[tape.to.index];
  if (!from || !to) return undefined;
  return { from, to, distance: modelDistance(from, to) };
}
