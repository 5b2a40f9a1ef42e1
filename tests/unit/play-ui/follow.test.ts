import { describe, expect, it } from 'vitest';
import { panToShow, unitBox, VIEW_MARGIN } from '../../../src-renderer/src/play/board/follow';
import { toScreen, type View } from '../../../src-renderer/src/board/transform';

const view = (scale: number, offsetX: number, offsetY: number): View => ({ scale, offsetX, offsetY, tableHeight: 48 }) as View;
const size = { width: 800, height: 600 };
const box = (x: number, y: number) => ({ minX: x - 1, minY: y - 1, maxX: x + 1, maxY: y + 1 });

describe('the board following the active unit', () => {
  it('leaves the view alone when the unit is already in view', () => {
    // The whole 48" table fits at 12 px/": every unit is in view.
    expect(panToShow(view(12, 112, 12), size, box(24, 24))).toBeNull();
    expect(panToShow(view(12, 112, 12), size, box(3, 3))).toBeNull();
  });

  it('pans a unit that is off the board into the middle, keeping the zoom', () => {
    const zoomed = view(40, -200, -800);
    const next = panToShow(zoomed, size, box(40, 4))!;
    expect(next.scale).toBe(40);
    const centre = toScreen(next, { x: 40, y: 4 } as never);
    expect(centre.x).toBeCloseTo(400, 6);
    expect(centre.y).toBeCloseTo(300, 6);
  });

  it('pans a unit half out of view, or too near the edge under the rulers', () => {
    const v = view(20, 0, 0);
    const near = toScreen(v, { x: 0.5, y: 24 } as never);
    expect(near.x).toBeLessThan(VIEW_MARGIN);
    expect(panToShow(v, size, box(0.5, 24))).not.toBeNull();
  });

  it('never zooms, even for a unit larger than the board: it is centred at the scale the player chose', () => {
    const huge = { minX: 0, minY: 0, maxX: 40, maxY: 40 };
    const next = panToShow(view(60, 0, 0), size, huge)!;
    expect(next.scale).toBe(60);
    const c = toScreen(next, { x: 20, y: 20 } as never);
    expect([c.x, c.y]).toEqual([400, 300]);
  });

  it('measures a unit to the rims of its bases', () => {
    const b = unitBox({ base: { shape: 'round', mm: 25.4 }, models: [{ id: 'a', x: 10, y: 10, facing: 0, wounds: 0 }, { id: 'b', x: 14, y: 12, facing: 0, wounds: 0 }] });
    expect(b.minX).toBeCloseTo(9.5, 6);
    expect(b.maxX).toBeCloseTo(14.5, 6);
    expect(b.maxY).toBeCloseTo(12.5, 6);
  });
});
