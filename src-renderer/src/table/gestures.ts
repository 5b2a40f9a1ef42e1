/**
 * What a press, drag and release on the table mean, given the tool in hand and what lies under
 * the pointer: place terrain, objectives and units; pick up and drag units, single models,
 * terrain, corners and objectives; stretch the free ruler; pick bases for the tape. On the
 * selected piece a double click on an edge adds a corner there, and a double click or Alt+click
 * on a corner removes it. Every change goes to the plan as one command on release, so one drag
 * is one undo step.
 */
import { boundingRadius, buildTableIndex, formation, type PlacedModel } from '../../../shared/geometry/index';
import * as cmd from './model/commands';
import type { TableController } from './controller.svelte';
import { UnitDrag } from './drag';
import { hitTest } from './model/hit';
import type { Gestures, Modifiers } from '../board/pointer';
import type { TableView } from '../board/table-view';
import { dragPreview } from './preview';

type Grab =
  | { kind: 'unit'; key: string; drag: UnitDrag }
  | { kind: 'terrain'; id: string; dx: number; dy: number }
  | { kind: 'corner'; id: string; index: number; alt: boolean }
  | { kind: 'objective'; id: string }
  | { kind: 'ruler' }
  | { kind: 'tape'; from: { key: string; index: number } }
  | { kind: 'click' };

/** What the tape does, said plainly whenever a press with it lands off a base. */
export const TAPE_HINT = 'Tape: click a base, then another, or drag from one base to the other. The Ruler measures between any two points.';

/** Corner handles are a fixed size on screen, so their reach in inches depends on the zoom. */
const HANDLE_PX = 5;

/** The gestures, plus a unit dropped from an army list (HTML drag and drop onto the canvas). */
export interface TableGestures extends Gestures {
  dropUnit(key: string, at: { x: number; y: number }): void;
}

export function tableGestures(ctrl: TableController, view: TableView, redrawOverlay: () => void): TableGestures {
  let grab: Grab | null = null;
  const handleRadius = () => HANDLE_PX / view.view.scale;

  const hit = (x: number, y: number) =>
    hitTest(ctrl.plan, ctrl.roster, x, y, {
      selectedTerrain: ctrl.ui.selection?.kind === 'terrain' ? ctrl.ui.selection.id : undefined,
      handleRadius: handleRadius(),
    });

  function startUnitDrag(key: string, index: number, at: { x: number; y: number }, mods: Modifiers): Grab {
    const unit = ctrl.roster.get(key)!;
    const placed = ctrl.plan.units.find((u) => u.key === key)!;
    ctrl.ui.selection = { kind: 'unit', key };
    ctrl.dragKey = key;
    const others = buildTableIndex({ ...ctrl.table, units: ctrl.table.units.filter((u) => u.id !== key) });
    const drag = new UnitDrag({
      view,
      plan: ctrl.plan,
      unit,
      origin: placed.models,
      single: mods.shift ? index : undefined,
      start: at,
      index: others,
      roster: ctrl.roster,
      name: (k) => ctrl.name(k),
      on: (kind) => ctrl.ui.isOn(kind, key),
      terrain: ctrl.table.terrain,
    });
    return { kind: 'unit', key, drag };
  }

  return {
    press(at, mods) {
      // The profile card would cover what is being moved.
      if (ctrl.ui.hover) ctrl.ui.hover = null;
      const tool = ctrl.ui.tool;
      if (tool.kind === 'ruler') {
        ctrl.ui.ruler = { from: { x: at.x, y: at.y }, to: { x: at.x, y: at.y } };
        grab = { kind: 'ruler' };
        return true;
      }
      if (tool.kind === 'tape') {
        // A tape is stretched from a base: pressing on one starts it, and the drag ends it on another.
        const h = hit(at.x, at.y);
        grab = h.kind === 'model' ? { kind: 'tape', from: { key: h.key, index: h.index } } : { kind: 'click' };
        return true;
      }
      if (tool.kind !== 'select') {
        grab = { kind: 'click' };
        return true;
      }
      const h = hit(at.x, at.y);
      switch (h.kind) {
        case 'model':
          grab = startUnitDrag(h.key, h.index, at, mods);
          return true;
        case 'corner':
          grab = { kind: 'corner', id: h.id, index: h.index, alt: mods.alt };
          return true;
        case 'objective':
          ctrl.ui.selection = { kind: 'objective', id: h.id };
          grab = { kind: 'objective', id: h.id };
          return true;
        // An edge of the selected piece is part of it: pressing there drags the piece.
        case 'edge':
        case 'terrain': {
          const piece = ctrl.plan.terrain.find((t) => t.id === h.id)!;
          ctrl.ui.selection = { kind: 'terrain', id: h.id };
          grab = { kind: 'terrain', id: h.id, dx: piece.x - at.x, dy: piece.y - at.y };
          return true;
        }
        default:
          grab = null;
          return false;
      }
    },

    drag(at) {
      if (!grab) return;
      if (grab.kind === 'unit') grab.drag.move(at);
      else if (grab.kind === 'ruler' && ctrl.ui.ruler) ctrl.ui.ruler = { from: ctrl.ui.ruler.from, to: { x: at.x, y: at.y } };
      else if (grab.kind === 'tape') {
        // The tape follows the pointer from base to base as it is stretched.
        const h = hit(at.x, at.y);
        const over = h.kind === 'model' && (h.key !== grab.from.key || h.index !== grab.from.index) ? { key: h.key, index: h.index } : undefined;
        ctrl.ui.tape = over ? { from: grab.from, to: over } : { from: grab.from };
      } else if (grab.kind !== 'click') preview(grab, at);
    },

    release(at, moved) {
      const g = grab;
      grab = null;
      if (!g) {
        // A click on empty ground (the press panned nothing): clear the selection.
        if (!moved) ctrl.ui.selection = null;
        return;
      }
      switch (g.kind) {
        case 'unit': {
          const models = g.drag.finish();
          ctrl.dragKey = null;
          if (moved) ctrl.plans.apply(cmd.placeUnit(ctrl.plan, g.key, models, `Moved ${ctrl.name(g.key)}`));
          return;
        }
        case 'terrain':
        case 'corner':
        case 'objective': {
          view.renderDrag(null, []);
          // Alt+click on a corner, without dragging it, removes it.
          const removal = g.kind === 'corner' && g.alt && !moved ? cmd.removeTerrainCorner(ctrl.plan, g.id, g.index) : null;
          const change = moved ? previewChange(g, at) : removal;
          if (change) ctrl.plans.apply(change);
          return;
        }
        case 'ruler':
          return;
        case 'tape':
          // Not dragged: a click on a base, the tape's first end or its second. Dragged: it ends
          // where it was let go, on a base, or waits for a click on one.
          if (!moved) click(at);
          else if (!ctrl.ui.tape?.to) ctrl.plans.notice = { kind: 'info', text: TAPE_HINT };
          return;
        case 'click':
          click(at);
      }
    },

    hover(at) {
      if (!at || grab) {
        if (ctrl.ui.hover) ctrl.ui.hover = null;
        return;
      }
      const h = hit(at.x, at.y);
      const key = h.kind === 'model' ? h.key : null;
      if (key !== (ctrl.ui.hover?.key ?? null)) ctrl.ui.hover = key ? { key, x: at.x, y: at.y } : null;
    },

    viewChanged() {
      redrawOverlay();
    },

    doubleClick(at) {
      if (ctrl.ui.tool.kind !== 'select') return;
      const h = hit(at.x, at.y);
      if (h.kind === 'edge') ctrl.plans.apply(cmd.addTerrainCorner(ctrl.plan, h.id, h.index, h.at.x, h.at.y));
      else if (h.kind === 'corner') ctrl.plans.apply(cmd.removeTerrainCorner(ctrl.plan, h.id, h.index));
    },

    dropUnit(key, at) {
      deploy(key, at);
    },
  };

  /** The change a terrain, corner or objective drag would make if dropped here. */
  function previewChange(g: Grab, at: { x: number; y: number }): cmd.Change | null {
    if (g.kind === 'terrain') return cmd.moveTerrain(ctrl.plan, g.id, at.x + g.dx, at.y + g.dy);
    if (g.kind === 'corner') return cmd.moveTerrainCorner(ctrl.plan, g.id, g.index, at.x, at.y);
    if (g.kind === 'objective') return cmd.moveObjective(ctrl.plan, g.id, at.x, at.y);
    return null;
  }

  /** Shows where the piece or marker would go, with its placement checked live, on the drag layer. */
  function preview(g: Grab, at: { x: number; y: number }): void {
    const change = previewChange(g, at);
    if (!change?.ok) return;
    view.renderDrag(null, dragPreview(change.plan, g.kind === 'objective' ? { objective: g.id } : { terrain: (g as { id: string }).id }, ctrl));
  }

  /** A click with a placing tool in hand. */
  function click(at: { x: number; y: number }): void {
    const tool = ctrl.ui.tool;
    if (tool.kind === 'terrain') {
      ctrl.plans.apply(cmd.addTerrain(ctrl.plan, tool.terrain, at.x, at.y));
      const placed = ctrl.plan.terrain.at(-1);
      if (placed) ctrl.ui.selection = { kind: 'terrain', id: placed.id };
      ctrl.ui.use({ kind: 'select' });
    } else if (tool.kind === 'objective') {
      ctrl.plans.apply(cmd.addObjective(ctrl.plan, at.x, at.y));
    } else if (tool.kind === 'deploy') {
      deploy(tool.key, at);
    } else if (tool.kind === 'tape') {
      const h = hit(at.x, at.y);
      if (h.kind !== 'model') {
        // Not a mistake to scold: the player is finding out what the tool does.
        ctrl.plans.notice = { kind: 'info', text: TAPE_HINT };
        return;
      }
      const end = { key: h.key, index: h.index };
      ctrl.ui.tape = !ctrl.ui.tape || ctrl.ui.tape.to ? { from: end } : { from: ctrl.ui.tape.from, to: end };
    }
  }

  /** Drops a unit: its models appear in ranks facing the enemy, shifted to where every base may stand. */
  function deploy(key: string, at: { x: number; y: number }): void {
    const may = ctrl.mayDeploy(key);
    if (!may.ok) {
      ctrl.plans.notice = { kind: 'refused', text: may.reason };
      return;
    }
    const unit = ctrl.roster.get(key)!;
    const facing = unit.side === 0 ? 0 : Math.PI;
    const opts = { index: ctrl.index, ignoreUnits: [key], idPrefix: `${key}#` };
    let placed = formation(at, unit.models, unit.shape, facing, opts);
    // Dropped near the zone's edge: slide the block inside the zone (zones are rectangles), then
    // ask for the formation again there so it still clears every other base.
    const shift = intoZone(placed, ctrl.zones.find((z) => z.side === unit.side)?.polygon ?? []);
    if (shift.x !== 0 || shift.y !== 0) placed = formation({ x: at.x + shift.x, y: at.y + shift.y }, unit.models, unit.shape, facing, opts);
    const models = placed.map((m) => ({ x: m.x, y: m.y, facing: m.facing }));
    if (ctrl.plans.apply(cmd.placeUnit(ctrl.plan, key, models, `Deployed ${unit.name}`))) {
      ctrl.ui.selection = { kind: 'unit', key };
      ctrl.ui.use({ kind: 'select' });
    }
  }
}


/** How far to move a block of bases so its bounding box sits inside the zone's bounding box. */
function intoZone(models: readonly PlacedModel[], zone: readonly { x: number; y: number }[]): { x: number; y: number } {
  if (zone.length === 0 || models.length === 0) return { x: 0, y: 0 };
  const r = boundingRadius(models[0]!.shape);
  const xs = models.map((m) => m.x);
  const ys = models.map((m) => m.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs) - r, Math.max(...xs) + r, Math.min(...ys) - r, Math.max(...ys) + r];
  const zx = zone.map((p) => p.x);
  const zy = zone.map((p) => p.y);
  const [zMinX, zMaxX, zMinY, zMaxY] = [Math.min(...zx), Math.max(...zx), Math.min(...zy), Math.max(...zy)];
  const shiftInto = (lo: number, hi: number, zLo: number, zHi: number) => (hi - lo > zHi - zLo ? 0 : lo < zLo ? zLo - lo + 0.05 : hi > zHi ? zHi - hi - 0.05 : 0);
  return { x: shiftInto(minX, maxX, zMinX, zMaxX), y: shiftInto(minY, maxY, zMinY, zMaxY) };
}
