/**
 * The Table screen's keyboard shortcuts, registered while the screen is shown so the help overlay
 * lists them (with the canvas's corner gestures) and they never clash with another screen's.
 */
import type { ShortcutRegistry } from '../lib/shortcuts';
import type { TableController } from './controller.svelte';
import { ZOOM_STEP } from '../board/wheel-zoom';

const PAN_STEP = 60;
/** Half an inch: fine enough to square a unit up to a line, coarse enough to get somewhere. */
const NUDGE = 0.5;

export function registerTableShortcuts(registry: ShortcutRegistry, ctrl: TableController): () => void {
  const group = 'Table';
  const list = [
    { id: 'table-undo', keys: 'Mod+Z', description: 'Undo the last change', run: () => ctrl.undo() },
    { id: 'table-redo', keys: 'Mod+Shift+Z', description: 'Redo', run: () => ctrl.redo() },
    { id: 'table-redo-y', keys: 'Mod+Y', description: 'Redo', run: () => ctrl.redo() },
    { id: 'table-zoom-in', keys: '+', description: 'Zoom in', run: () => ctrl.zoom(ZOOM_STEP) },
    { id: 'table-zoom-in-eq', keys: '=', description: 'Zoom in', run: () => ctrl.zoom(ZOOM_STEP) },
    { id: 'table-zoom-out', keys: '-', description: 'Zoom out', run: () => ctrl.zoom(1 / ZOOM_STEP) },
    { id: 'table-fit', keys: '0', description: 'Fit the table to the window', run: () => ctrl.fitToWindow() },
    { id: 'table-pan-left', keys: 'ArrowLeft', description: 'Pan left', run: () => ctrl.pan(PAN_STEP, 0) },
    { id: 'table-pan-right', keys: 'ArrowRight', description: 'Pan right', run: () => ctrl.pan(-PAN_STEP, 0) },
    { id: 'table-pan-up', keys: 'ArrowUp', description: 'Pan up', run: () => ctrl.pan(0, PAN_STEP) },
    { id: 'table-pan-down', keys: 'ArrowDown', description: 'Pan down', run: () => ctrl.pan(0, -PAN_STEP) },
    { id: 'table-nudge-left', keys: 'Shift+ArrowLeft', description: 'Move the selection ½″ left', run: () => ctrl.nudgeSelection(-NUDGE, 0) },
    { id: 'table-nudge-right', keys: 'Shift+ArrowRight', description: 'Move the selection ½″ right', run: () => ctrl.nudgeSelection(NUDGE, 0) },
    // Table y grows up the screen (Player 1's edge is at the bottom).
    { id: 'table-nudge-up', keys: 'Shift+ArrowUp', description: 'Move the selection ½″ up the table', run: () => ctrl.nudgeSelection(0, NUDGE) },
    { id: 'table-nudge-down', keys: 'Shift+ArrowDown', description: 'Move the selection ½″ down the table', run: () => ctrl.nudgeSelection(0, -NUDGE) },
    { id: 'table-rotate', keys: 'R', description: 'Turn the selection right 15°', run: () => ctrl.rotateSelection(15) },
    { id: 'table-rotate-back', keys: 'Shift+R', description: 'Turn the selection left 15°', run: () => ctrl.rotateSelection(-15) },
    { id: 'table-larger', keys: ']', description: 'Make the selected terrain larger', run: () => ctrl.resizeSelection(1.15) },
    { id: 'table-smaller', keys: '[', description: 'Make the selected terrain smaller', run: () => ctrl.resizeSelection(1 / 1.15) },
    { id: 'table-delete', keys: 'Delete', description: 'Remove the selection', run: () => ctrl.deleteSelection() },
    { id: 'table-backspace', keys: 'Backspace', description: 'Remove the selection', run: () => ctrl.deleteSelection() },
    { id: 'table-select', keys: 'V', description: 'Select and drag', run: () => ctrl.ui.use({ kind: 'select' }) },
    { id: 'table-tape', keys: 'T', description: 'Tape measure, base to base', run: () => ctrl.ui.use({ kind: 'tape' }) },
    { id: 'table-ruler', keys: 'M', description: 'Free ruler', run: () => ctrl.ui.use({ kind: 'ruler' }) },
    { id: 'table-objective', keys: 'O', description: 'Place objectives', run: () => ctrl.ui.use({ kind: 'objective' }) },
    {
      id: 'table-los',
      keys: 'L',
      description: 'Line of sight for the selected unit',
      run: () => ctrl.ui.selectedUnit && ctrl.ui.toggleForUnit('los', ctrl.ui.selectedUnit),
    },
    {
      id: 'table-range',
      keys: 'W',
      description: 'Weapon ranges for the selected unit',
      run: () => ctrl.ui.selectedUnit && ctrl.ui.toggleForUnit('range', ctrl.ui.selectedUnit),
    },
  ];
  const removers = list.flatMap((s) => {
    try {
      return [registry.register({ ...s, group })];
    } catch {
      // Keys another part of the app already owns stay theirs; the button for it still works.
      return [];
    }
  });
  // Reshaping a piece is done with the mouse on the canvas (gestures.ts); the help says how.
  const gestures = [
    { id: 'table-corner-add', gesture: 'Double-click an edge', description: 'Add a corner to the selected terrain there' },
    { id: 'table-corner-remove', gesture: 'Double-click a corner', description: 'Remove that corner (a piece keeps at least 3)' },
    { id: 'table-corner-remove-alt', gesture: 'Alt+click a corner', description: 'Remove that corner' },
  ].map((g) => registry.describe({ ...g, group }));
  return () => [...removers, ...gestures].forEach((remove) => remove());
}
