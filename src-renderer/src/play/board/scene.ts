/**
 * What the play board draws, as plain data for the Table screen's view (TableView): the static
 * scene (cloth, zones, terrain from the engine's state), a look per unit, and the play overlay —
 * objectives, wound tokens, Shaken / exhausted / activated markers, the move allowance ring and the
 * dragged unit's ghost with the engine's verdict on it.
 */
import { baseShapeFromSpec, boundingRadius, OBJECTIVE_RADIUS, type PlacedModel } from '../../../../shared/geometry/index';
import type { StaticScene } from '../../board/static-layer';
import type { OverlayItem } from '../../board/overlay-shape';
import type { UnitLook } from '../../board/unit-shape';
import { CHARGE_COLOUR, OBJECTIVE } from '../../board/palette';

const TARGET_COLOUR = CHARGE_COLOUR;
import type { SessionData } from '../model/session';
import { drawnTerrain } from '../model/terrain';
import { boardOf, objectivesOf, type UnitView } from '../model/units';
import { centreOf, type Spot } from '../model/placement';
import { casualtyChoiceOf } from '../model/casualties';

export function staticScene(data: SessionData): StaticScene {
  const board = boardOf(data);
  return { table: board.table, terrain: board.terrain.map(drawnTerrain), zones: board.zones, showGrid: true };
}

export function placed(unit: Pick<UnitView, 'models' | 'base'>, spots?: readonly Spot[]): PlacedModel[] {
  const shape = baseShapeFromSpec(unit.base);
  return unit.models.map((m, i) => ({ id: m.id, x: spots?.[i]?.x ?? m.x, y: spots?.[i]?.y ?? m.y, facing: m.facing, shape }));
}

export function unitLooks(units: readonly UnitView[], selected: string | null, hidden: string | null): UnitLook[] {
  return units
    .filter((u) => u.status === 'table' && u.models.length > 0 && u.id !== hidden)
    .map((u) => ({ side: u.side, name: u.name, models: placed(u), selected: u.id === selected, problems: new Set<number>() }));
}

const MARKER_COLOUR: Record<string, string> = { Shaken: '#facc15', Exhausted: '#fb923c', Activated: '#9ca3af', Fatigued: '#fb923c', Fled: '#ef4444' };

/**
 * Objectives, wound tokens and status markers: the tokens a player would put on the table; while the
 * owner chooses casualties, the wounded unit's models numbered as the casualty panel lists them and
 * the ones picked ringed in red.
 */
export function markers(data: SessionData, units: readonly UnitView[], casualtyPick: Readonly<Record<string, number>> = {}): OverlayItem[] {
  const out: OverlayItem[] = [...casualtyOverlay(data, units, casualtyPick)];
  objectivesOf(data).forEach((o, i) => {
    out.push({ kind: 'circle', at: o, radius: OBJECTIVE_RADIUS, stroke: OBJECTIVE, dash: [6, 4] });
    out.push({ kind: 'circle', at: o, radius: 0.6, stroke: OBJECTIVE, fill: 'rgba(245,245,244,0.85)' });
    out.push({ kind: 'label', at: { x: o.x, y: o.y + 1.4 }, text: `Objective ${i + 1}`, colour: OBJECTIVE, size: 11 });
  });
  for (const u of units) {
    if (u.status !== 'table' || u.models.length === 0) continue;
    // D10.WOUND.MULTI: wound tokens sit beside the damaged model.
    for (const m of u.models) if (m.wounds > 0) out.push({ kind: 'label', at: { x: m.x, y: m.y }, text: `${m.wounds}✚`, colour: '#fca5a5', size: 11, pinned: true });
    // Status tokens above the unit; "activated" is a small tick so a finished round is not a wall of words.
    const shown = u.markers.filter((m) => !m.startsWith('Active') && m !== 'Activated' && m !== 'Activated last');
    const done = u.markers.includes('Activated') || u.markers.includes('Activated last');
    if (shown.length === 0 && !done) continue;
    // Clear of the largest base's edge, whatever its size (a monster's oval reaches further than 1").
    const top = Math.max(...placed(u).map((m) => m.y + boundingRadius(m.shape))) + 0.8;
    const c = centreOf(u);
    const text = [...shown, ...(done ? ['✓'] : [])].join(' · ');
    out.push({ kind: 'label', at: { x: c.x, y: top }, text, colour: MARKER_COLOUR[shown[0] ?? 'Activated'] ?? '#e5e7eb', size: shown.length ? 11 : 10 });
  }
  return out;
}

const CASUALTY = '#ef4444';

function casualtyOverlay(data: SessionData, units: readonly UnitView[], pick: Readonly<Record<string, number>>): OverlayItem[] {
  const choice = casualtyChoiceOf(data);
  const unit = choice ? units.find((u) => u.id === choice.unitId) : undefined;
  if (!choice || !unit) return [];
  const out: OverlayItem[] = [];
  for (const m of placed(unit)) {
    const r = boundingRadius(m.shape);
    const row = choice.models.find((x) => x.id === m.id);
    if ((pick[m.id] ?? 0) > 0) out.push({ kind: 'circle', at: m, radius: r + 0.25, stroke: CASUALTY, fill: 'rgba(239,68,68,0.30)' });
    else out.push({ kind: 'circle', at: m, radius: r + 0.25, stroke: CASUALTY, dash: [2, 2] });
    if (row) out.push({ kind: 'label', at: { x: m.x + r + 0.35, y: m.y + r + 0.35 }, text: row.label.replace('Model ', ''), colour: '#fecaca', size: 10 });
  }
  return out;
}

/** Rings on the units a menu is aiming at, with a line from the attacker, so the target is plain. */
export function aimOverlay(units: readonly UnitView[], from: string | null, aimed: readonly string[]): OverlayItem[] {
  const out: OverlayItem[] = [];
  const attacker = units.find((u) => u.id === from);
  for (const id of aimed) {
    const u = units.find((x) => x.id === id);
    if (!u || u.models.length === 0) continue;
    for (const m of placed(u)) out.push({ kind: 'circle', at: m, radius: boundingRadius(m.shape) + 0.3, stroke: TARGET_COLOUR, dash: [3, 2] });
    if (attacker && attacker.models.length) out.push({ kind: 'line', points: [centreOf(attacker), centreOf(u)], stroke: TARGET_COLOUR, width: 1.5, dash: [6, 4] });
  }
  return out;
}
