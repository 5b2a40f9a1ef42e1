import { describe, expect, it } from 'vitest';
import { fitView, panBy, rulerStep, toScreen, toTable, zoomAt, MAX_SCALE, MIN_SCALE } from '../../../src-renderer/src/board/transform';
import { inches, pixels } from '../../../src-renderer/src/board/units';

describe('the table view transform', () => {
  it('fits a 48×48 table into a 1000×600 viewport, centred, with room for the rulers', () => {
    const view = fitView(inches(48), inches(48), pixels(1000), pixels(600));
    expect(view.scale).toBeCloseTo((600 - 56) / 48);
    const topLeft = toScreen(view, { x: inches(0), y: inches(48) });
    const bottomRight = toScreen(view, { x: inches(48), y: inches(0) });
    expect(topLeft.y).toBeCloseTo(28);
    expect(bottomRight.y).toBeCloseTo(572);
    expect((topLeft.x + bottomRight.x) / 2).toBeCloseTo(500);
  });

  it('turns a screen point back into the same table point', () => {
    const view = { scale: 13.5, offsetX: pixels(40), offsetY: pixels(-25), tableHeight: inches(48) };
    const p = toTable(view, toScreen(view, { x: inches(12.25), y: inches(30) }));
    expect(p.x).toBeCloseTo(12.25);
    expect(p.y).toBeCloseTo(30);
  });

  it('zooms about the cursor: the inch under it stays under it', () => {
    const view = { scale: 10, offsetX: pixels(100), offsetY: pixels(50), tableHeight: inches(48) };
    const anchor = { x: pixels(300), y: pixels(200) };
    const before = toTable(view, anchor);
    const after = toTable(zoomAt(view, 2, anchor), anchor);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('keeps the zoom between its limits', () => {
    const view = { scale: 10, offsetX: pixels(0), offsetY: pixels(0), tableHeight: inches(48) };
    expect(zoomAt(view, 1000, { x: pixels(0), y: pixels(0) }).scale).toBe(MAX_SCALE);
    expect(zoomAt(view, 0.0001, { x: pixels(0), y: pixels(0) }).scale).toBe(MIN_SCALE);
  });

  it("shows Player 1's edge (y = 0) at the bottom of the screen", () => {
    const view = fitView(inches(72), inches(48), pixels(1000), pixels(600));
    expect(toScreen(view, { x: inches(0), y: inches(0) }).y).toBeGreaterThan(toScreen(view, { x: inches(0), y: inches(48) }).y);
  });

  it('pans by screen pixels', () => {
    const view = panBy({ scale: 10, offsetX: pixels(0), offsetY: pixels(0), tableHeight: inches(48) }, 15, -5);
    expect([view.offsetX, view.offsetY]).toEqual([15, -5]);
  });

  it('labels the rulers at a step that never crowds', () => {
    expect(rulerStep(40).major).toBe(1);
    expect(rulerStep(10).major).toBe(6);
    expect(rulerStep(4).major).toBe(12);
  });
});
