/**
 * How much one wheel event zooms the table. A mouse wheel notch is one fixed step (×1.25), whatever
 * the browser and system report for it — Chrome sends 100 or 120 pixels, Firefox three lines, a
 * high-resolution display more — so one notch never leaps from 7.5 to 20 px/″. A trackpad pinch
 * sends many small pixel deltas (with Ctrl held): it zooms smoothly, a notch's worth every
 * NOTCH_PIXELS of pinch, so the two meet where a small delta becomes a notch.
 */

/** One zoom step: a wheel notch, the + and − buttons and keys. */
export const ZOOM_STEP = 1.25;

/** A pixel delta at least this large is a wheel notch, not a pinch (notches report 48 pixels and more). */
export const NOTCH_PIXELS = 40;

const DOM_DELTA_PIXEL = 0;

export function wheelZoomFactor(event: { deltaY: number; deltaMode: number }): number {
  const { deltaY, deltaMode } = event;
  if (!Number.isFinite(deltaY) || deltaY === 0) return 1;
  const notch = deltaMode !== DOM_DELTA_PIXEL || Math.abs(deltaY) >= NOTCH_PIXELS;
  // Wheel down (positive) zooms out, as in map and design tools.
  if (notch) return deltaY > 0 ? 1 / ZOOM_STEP : ZOOM_STEP;
  return ZOOM_STEP ** (-deltaY / NOTCH_PIXELS);
}
