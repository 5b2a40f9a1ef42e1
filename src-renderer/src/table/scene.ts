/**
 * From the screen's state to what each layer draws: unit looks for the units layer, and overlay
 * items (reach, arcs, sight, objectives, tape, selection handles) for the overlay layer. Pure
 * functions of their inputs; the controller decides when to call them.
 */
import type { PlacedModel, TableIndex, TableUnit, TerrainPiece } from '../../../shared/geometry/index';
import type { Plan } from '../plan/plan';
import { terrainOutline } from '../plan/plan';
import type { RosterUnit } from '../plan/roster';
import { shortProblems, type UnitProblems } from './model/unit-checks';
import type { OverlayKind } from './model/ui-state.svelte';
import { arcItems } from '../board/arcs';
import { type Engagement, engagement } from './overlays/engagement';
import { type ReachOverlay, rangeItems, reachItems } from './overlays/reach';
import { sightItems } from '../board/sight-lines';
import type { OverlayItem } from '../board/overlay-shape';
import { PROBLEM, SELECTED } from '../board/palette';
import type { UnitLook } from '../board/unit-shape';

export function unitLooks(
  units: readonly TableUnit[],
  roster: ReadonlyMap<string, RosterUnit>,
  problems: ReadonlyMap<string, UnitProblems>,
  selected: string | undefined,
  dragged: string | null,
): UnitLook[] {
  return units.map((u) => ({
    side: u.side,
    name: roster.get(u.id)?.name ?? u.id,
    models: u.models,
    selected: u.id === selected,
    problems: problems.get(u.id)?.models ?? new Set<number>(),
    ghost: u.id === dragged,
  }));
}

/**
 * The overlays one unit carries, given which are switched on for it. `labelled` says which keep
 * their labels: with an overlay on for every unit, a dozen "Move 6.0″" tags would bury the table,
 * so only the selected unit and units it was switched on for one by one are labelled. Given the
 * table's terrain, threat, move and charge reach follow it (pass the same list while it is
 * unchanged). `reach` draws those three instead, as a drag does, within its frame.
 */
export function unitOverlayItems(
  unit: RosterUnit,
  models: readonly PlacedModel[],
  on: (kind: OverlayKind) => boolean,
  sight: { from: readonly Engagement[]; to: readonly Engagement[] },
  labelled: (kind: OverlayKind) => boolean = () => true,
  terrain: readonly TerrainPiece[] = [],
  reach: (overlay: ReachOverlay) => OverlayItem[] = (overlay) => reachItems(unit, overlay, models, terrain),
  /** Whether the regions are kept for when they are drawn again (not for a drag's passing frames). */
  keep = true,
): OverlayItem[] {
  const items: OverlayItem[] = [];
  const add = (kind: OverlayKind, list: OverlayItem[]) => items.push(...(labelled(kind) ? list : list.filter((i) => i.kind !== 'label')));
  if (on('threat')) add('threat', reach('threat'));
  if (on('move')) add('move', reach('move'));
  if (on('charge')) add('charge', reach('charge'));
  if (on('range')) add('range', rangeItems(unit, models, keep));
  if (on('arcs')) add('arcs', arcItems(models));
  if (on('los')) add('los', sightItems(sight.from, 'from'));
  if (on('seenBy')) add('seenBy', sightItems(sight.to.filter((e) => e.los.status !== 'blocked'), 'to'));
  return items;
}

/** A unit's sight to every enemy unit on the table (or, reversed, every enemy's sight to it). */
export function sightOf(
  index: TableIndex,
  unit: TableUnit,
  roster: ReadonlyMap<string, RosterUnit>,
  name: (key: string) => string,
  direction: 'from' | 'to',
): Engagement[] {
  const out: Engagement[] = [];
  for (const other of index.table.units) {
    if (other.side === unit.side) continue;
    if (direction === 'from') out.push(engagement(index, unit, other, roster.get(unit.id)?.weapons ?? [], name));
    else out.push(engagement(index, other, unit, roster.get(other.id)?.weapons ?? [], name));
  }
  return out;
}

/** A short warning under a unit that breaks a rule (the full sentence is in the report). */
export function problemLabel(models: readonly PlacedModel[], problems: UnitProblems | undefined): OverlayItem[] {
  if (!problems || problems.problems.length === 0 || models.length === 0) return [];
  const x = models.reduce((s, m) => s + m.x, 0) / models.length;
  const top = Math.max(...models.map((m) => m.y)) + 1.1;
  return [{ kind: 'label', at: { x, y: top }, text: `⚠ ${shortProblems(problems.problems)}`, colour: PROBLEM, size: 10 }];
}

/** Outline and corner handles of the selected terrain piece. */
export function terrainHandles(plan: Plan, id: string | undefined, handleRadius: number): OverlayItem[] {
  const piece = plan.terrain.find((t) => t.id === id);
  if (!piece) return [];
  const outline = terrainOutline(piece).map(([x, y]) => ({ x, y }));
  return [
    { kind: 'line', points: [...outline, outline[0]!], stroke: SELECTED, width: 2, dash: [6, 3] },
    ...outline.map((p) => ({ kind: 'circle' as const, at: p, radius: handleRadius, stroke: '#111111', fill: SELECTED })),
  ];
}

