/**
 * The view transform: where a table point (in inches) lands on the screen (in pixels), and back.
 * Kept apart from Konva so it can be tested in Node and printed for e2e tests; the Konva layers
 * just copy it onto their own transform.
 *
 * The table is shown with Player 1's edge (y = 0 in the rules core) at the bottom of the screen
 * and y growing upward, the way a player sits at the table and the core's words ("the bottom
 * (side 0) edge") read. So screen y runs opposite to table y.
 */
import { type Inches, type Pixels, inches, pixels } from './units';

export interface TablePoint {
  x: Inches;
  y: Inches;
}
export interface ScreenPoint {
  x: Pixels;
  y: Pixels;
}

/** Pixels per inch at the extremes: a 72" table still fits a laptop, a base can fill the screen. */
export const MIN_SCALE = 3;
export const MAX_SCALE = 160;

export interface View {
  /** Pixels per inch. */
  scale: number;
  /** Screen position of the table's top-left corner on screen, which is (0", height"). */
  offsetX: Pixels;
  offsetY: Pixels;
  /** The table's depth, to turn y upside down. */
  tableHeight: Inches;
}

export function toScreen(view: View, p: { x: Inches; y: Inches }): ScreenPoint {
  return { x: pixels(view.offsetX + p.x * view.scale), y: pixels(view.offsetY + (view.tableHeight - p.y) * view.scale) };
}

export function toTable(view: View, p: { x: Pixels; y: Pixels }): TablePoint {
  return { x: inches((p.x - view.offsetX) / view.scale), y: inches(view.tableHeight - (p.y - view.offsetY) / view.scale) };
}

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** Fits a table of `width`×`height` inches into a viewport, leaving `margin` pixels for the rulers. */
export function fitView(width: Inches, height: Inches, viewportW: Pixels, viewportH: Pixels, margin = 28): View {
  const scale = clampScale(Math.min((viewportW - 2 * margin) / width, (viewportH - 2 * margin) / height));
  return {
    scale,
    offsetX: pixels((viewportW - width * scale) / 2),
    offsetY: pixels((viewportH - height * scale) / 2),
    tableHeight: height,
  };
}

/** Zooms by `factor` keeping the table point under `anchor` where it is (the cursor or the centre). */
export function zoomAt(view: View, factor: number, anchor: ScreenPoint): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return {
    ...view,
    scale,
    offsetX: pixels(anchor.x - (anchor.x - view.offsetX) * k),
    offsetY: pixels(anchor.y - (anchor.y - view.offsetY) * k),
  };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, offsetX: pixels(view.offsetX + dx), offsetY: pixels(view.offsetY + dy) };
}

/** Ruler ticks for the current zoom: a labelled major step that never crowds, and minor inches. */
export function rulerStep(scale: number): { major: number; minor: number } {
  const major = [1, 2, 3, 6, 12, 24].find((step) => step * scale >= 36) ?? 24;
  const minor = scale >= 8 ? 1 : major;
  return { major, minor };
}
