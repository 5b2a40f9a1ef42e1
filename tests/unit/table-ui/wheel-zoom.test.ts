import { describe, expect, it } from 'vitest';
import { NOTCH_PIXELS, wheelZoomFactor, ZOOM_STEP } from '../../../src-renderer/src/board/wheel-zoom';
import { zoomAt, type View } from '../../../src-renderer/src/board/transform';

const px = (deltaY: number) => ({ deltaY, deltaMode: 0 });

describe('Ctrl+wheel zoom', () => {
  it('one wheel notch is one step of ×1.25, whatever size the browser reports it at', () => {
    for (const deltaY of [100, 120, 53, 48, 150, 300]) expect(wheelZoomFactor(px(-deltaY))).toBe(ZOOM_STEP);
    for (const deltaY of [100, 120, 53]) expect(wheelZoomFactor(px(deltaY))).toBe(1 / ZOOM_STEP);
    // Firefox reports notches in lines, some systems in pages.
    expect(wheelZoomFactor({ deltaY: -3, deltaMode: 1 })).toBe(ZOOM_STEP);
    expect(wheelZoomFactor({ deltaY: 1, deltaMode: 2 })).toBe(1 / ZOOM_STEP);
  });

  it('from 7.5 px/″ one notch goes to 9.4 px/″ (it went to 20.4 px/″)', () => {
    const view = { scale: 7.5, offsetX: 0, offsetY: 0, tableHeight: 48 } as View;
    const next = zoomAt(view, wheelZoomFactor(px(-100)), { x: 100, y: 100 } as never);
    expect(next.scale).toBeCloseTo(9.375, 6);
  });

  it('a trackpad pinch zooms smoothly: small deltas zoom a little, and they meet the notch where a delta becomes one', () => {
    expect(wheelZoomFactor(px(-4))).toBeGreaterThan(1);
    expect(wheelZoomFactor(px(-4))).toBeLessThan(1.03);
    expect(wheelZoomFactor(px(4)) * wheelZoomFactor(px(-4))).toBeCloseTo(1, 12);
    expect(wheelZoomFactor(px(-(NOTCH_PIXELS - 0.001)))).toBeCloseTo(ZOOM_STEP, 4);
    // Ten small pinch events of 4 px add up to one notch's worth.
    expect(wheelZoomFactor(px(-4)) ** 10).toBeCloseTo(ZOOM_STEP, 12);
  });

  it('a delta of nothing, or not a number, does not zoom', () => {
    expect(wheelZoomFactor(px(0))).toBe(1);
    expect(wheelZoomFactor(px(Number.NaN))).toBe(1);
  });
});
