/**
 * Keeps the Konva view in step with the controller, one effect per layer, each reading only what
 * its layer shows: the static layer redraws when the table, terrain, zones or grid change, and
 * not when a unit moves; the units layer when units, rule breaks or the selection change; the
 * overlay layer when anything it shows changes.
 */
import type { TableController } from './controller.svelte';
import { overlayScene } from './overlay-scene';
import { unitLooks } from './scene';
import type { TableView } from '../board/table-view';

export function syncView(ctrl: TableController, view: TableView): () => void {
  return $effect.root(() => {
    $effect(() => {
      view.renderStatic({ table: ctrl.tableSize, terrain: ctrl.terrain, zones: ctrl.zones, showGrid: ctrl.showGrid });
    });
    $effect(() => {
      view.renderUnits(unitLooks(ctrl.table.units, ctrl.roster, ctrl.problems, ctrl.ui.selectedUnit, ctrl.dragKey));
    });
    $effect(() => {
      view.renderOverlay(overlayScene(ctrl, 5 / view.view.scale));
    });
  });
}
