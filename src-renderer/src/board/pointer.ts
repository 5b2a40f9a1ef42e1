/**
 * Turns pointer and wheel events on the canvas into gestures in table inches. Zoom and pan are
 * handled here (they only move the view); everything else goes to the screen's controller:
 * press, drag, release. Trackpads send pinches as wheel events with ctrlKey, and two-finger
 * scrolls as plain wheel events: pinch zooms, scroll pans, as in map and design tools.
 */
import { pixels } from './units';
import type { TableView } from './table-view';
import { panBy, toTable, zoomAt, type TablePoint } from './transform';
import { wheelZoomFactor } from './wheel-zoom';

export interface Modifiers {
  shift: boolean;
  alt: boolean;
  mod: boolean;
}

export interface Gestures {
  /** Returns true when it takes the press (a drag follows); false lets the press pan the view. */
  press(at: TablePoint, mods: Modifiers): boolean;
  drag(at: TablePoint): void;
  release(at: TablePoint, moved: boolean): void;
  hover(at: TablePoint | null, screen: { x: number; y: number }): void;
  viewChanged(): void;
  /** A double click, after the press and release of both its clicks have been handled. */
  doubleClick?(at: TablePoint): void;
}

/** A press that moves less than this many pixels is a click, not a drag. */
const CLICK_SLOP = 4;

export function attachPointer(element: HTMLElement, view: TableView, gestures: Gestures): () => void {
  let mode: 'none' | 'gesture' | 'pan' = 'none';
  let start = { x: 0, y: 0 };
  let last = { x: 0, y: 0 };
  let moved = false;

  const local = (event: { clientX: number; clientY: number }) => {
    const rect = element.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const inTable = (p: { x: number; y: number }) => toTable(view.view, { x: pixels(p.x), y: pixels(p.y) });

  const down = (event: PointerEvent) => {
    if (event.button !== 0 && event.button !== 1) return;
    element.setPointerCapture(event.pointerId);
    start = last = local(event);
    moved = false;
    const mods = { shift: event.shiftKey, alt: event.altKey, mod: event.ctrlKey || event.metaKey };
    mode = event.button === 0 && gestures.press(inTable(start), mods) ? 'gesture' : 'pan';
  };
  const move = (event: PointerEvent) => {
    const p = local(event);
    if (mode === 'none') {
      gestures.hover(inTable(p), p);
      return;
    }
    if (!moved && Math.hypot(p.x - start.x, p.y - start.y) < CLICK_SLOP) return;
    moved = true;
    if (mode === 'pan') {
      view.setView(panBy(view.view, p.x - last.x, p.y - last.y));
      gestures.viewChanged();
    } else gestures.drag(inTable(p));
    last = p;
  };
  const up = (event: PointerEvent) => {
    if (mode === 'gesture') gestures.release(inTable(local(event)), moved);
    else if (mode === 'pan' && !moved) gestures.release(inTable(local(event)), false);
    mode = 'none';
  };
  const leave = () => {
    if (mode === 'none') gestures.hover(null, { x: 0, y: 0 });
  };
  const wheel = (event: WheelEvent) => {
    event.preventDefault();
    const p = local(event);
    if (event.ctrlKey || event.metaKey) {
      // One wheel notch is one zoom step; a pinch zooms smoothly (wheel-zoom.ts).
      view.setView(zoomAt(view.view, wheelZoomFactor(event), { x: pixels(p.x), y: pixels(p.y) }));
    } else {
      view.setView(panBy(view.view, -event.deltaX, -event.deltaY));
    }
    gestures.viewChanged();
  };
  const doubleClick = (event: MouseEvent) => {
    if (event.button === 0) gestures.doubleClick?.(inTable(local(event)));
  };

  element.addEventListener('pointerdown', down);
  element.addEventListener('pointermove', move);
  element.addEventListener('pointerup', up);
  element.addEventListener('pointercancel', up);
  element.addEventListener('pointerleave', leave);
  element.addEventListener('wheel', wheel, { passive: false });
  element.addEventListener('dblclick', doubleClick);
  return () => {
    element.removeEventListener('pointerdown', down);
    element.removeEventListener('pointermove', move);
    element.removeEventListener('pointerup', up);
    element.removeEventListener('pointercancel', up);
    element.removeEventListener('pointerleave', leave);
    element.removeEventListener('wheel', wheel);
    element.removeEventListener('dblclick', doubleClick);
  };
}

/** Zooms about the centre of the canvas (keyboard and buttons). */
export function zoomCentre(view: TableView, factor: number): void {
  view.setView(zoomAt(view.view, factor, { x: pixels(view.width / 2), y: pixels(view.height / 2) }));
}

