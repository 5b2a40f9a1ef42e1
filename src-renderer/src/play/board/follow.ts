/**
 * The board follows the active unit: when a unit becomes active and stands outside the part of the
 * board in comfortable view, the table is panned so it is in the middle. Only ever a pan — the zoom
 * the player chose is kept — and nothing happens while the unit is already in view, so the table
 * does not jump about between activations.
 */
import { baseShapeFromSpec, boundingRadius } from '../../../../shared/geometry/index';
import { inches, pixels } from '../../board/units';
import { toScreen, type View } from '../../board/transform';
import type { TableView } from '../../board/table-view';
import type { UnitView } from '../model/units';

/** A box on the table, in inches. */
export interface TableBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * How far inside the board's edges a unit must stand to count as in view: the rulers take the top
 * and left edges. Less than the margin a fitted table leaves (transform.ts fitView), so a table
 * shown whole never pans.
 */
export const VIEW_MARGIN = 20;

/** Where the unit's bases reach, in inches. */
export function unitBox(unit: Pick<UnitView, 'models' | 'base'>): TableBox {
  const r = boundingRadius(baseShapeFromSpec(unit.base));
  const xs = unit.models.map((m) => m.x);
  const ys = unit.models.map((m) => m.y);
  return { minX: Math.min(...xs) - r, minY: Math.min(...ys) - r, maxX: Math.max(...xs) + r, maxY: Math.max(...ys) + r };
}

/**
 * The view that brings the box into view, or null when it is in view already. The box's centre is
 * put in the middle of the board; the scale never changes.
 */
export function panToShow(view: View, size: { width: number; height: number }, box: TableBox, margin = VIEW_MARGIN): View | null {
  const a = toScreen(view, { x: inches(box.minX), y: inches(box.maxY) });
  const b = toScreen(view, { x: inches(box.maxX), y: inches(box.minY) });
  const m = Math.min(margin, size.width / 4, size.height / 4);
  const inView = a.x >= m && a.y >= m && b.x <= size.width - m && b.y <= size.height - m;
  if (inView) return null;
  const cx = (a.x + b.x) / 2;
  const cy = (a.y + b.y) / 2;
  return { ...view, offsetX: pixels(view.offsetX + size.width / 2 - cx), offsetY: pixels(view.offsetY + size.height / 2 - cy) };
}

/** The active unit each board last followed, so it follows only when another unit becomes active. */
const followed = new WeakMap<TableView, string | null>();

/** Pan the board to the active unit when one becomes active (and is on the table). */
export function followActive(board: TableView | undefined, units: readonly UnitView[]): void {
  if (!board) return;
  const active = units.find((u) => u.status === 'table' && u.models.length > 0 && u.markers.some((m) => m.startsWith('Active')));
  const id = active?.id ?? null;
  if (followed.get(board) === id) return;
  followed.set(board, id);
  if (!active) return;
  const next = panToShow(board.view, { width: board.width, height: board.height }, unitBox(active));
  if (next) board.setView(next);
}
