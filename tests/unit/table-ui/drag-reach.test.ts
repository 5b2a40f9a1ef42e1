import { describe, expect, it } from 'vitest';
import { moveZone } from '../../../shared/geometry/index';
import { DragReach } from '../../../src-renderer/src/table/overlays/drag-reach';
import { zoneRings } from '../../../shared/geometry/zone-rings';
import type { OverlayItem } from '../../../src-renderer/src/board/overlay-shape';
import { bases, unit, wall } from './reach-fixture';

const roomy = { budgetMs: 1000, frameMs: 1000, resting: false };

const regionRings = (items: OverlayItem[] | undefined) => (items ?? []).flatMap((i) => (i.kind === 'region' ? [i.rings] : []));

describe('reach zones following a dragged unit', () => {
  it('D10.TERRAIN.MEASURE_AROUND: beside a wall, the drag draws the Move zone stopping at the wall, for where the bases stand', () => {
    const drag = new DragReach();
    const models = bases(19, 12);
    const { items, complete } = drag.draw(unit, models, [wall], ['move'], roomy);
    expect(complete).toBe(true);
    // Advance then Move, each exactly the core's zone around the wall.
    expect(regionRings(items.get('move'))).toEqual([zoneRings(moveZone(models, 12, { terrain: [wall] })), zoneRings(moveZone(models, 6, { terrain: [wall] }))]);
    const move = drag.report!.zones.find((z) => z.label.startsWith('Move'))!;
    expect(move).toMatchObject({ around: true, outlined: true });
    // The straight-line Move would reach 6.5" up to y = 18.5; around the wall it stops at its face.
    expect(move.box[3]).toBeLessThan(14.1);
    expect(drag.report!.at).toEqual({ x: 19, y: 12 });
  });

  it('D10.TERRAIN.MEASURE_AROUND: a frame that cannot afford the terrain draws the straight-line zone, and the resting frame the zone around it', () => {
    const drag = new DragReach();
    const tight = { budgetMs: 0, frameMs: 5, resting: false };
    drag.draw(unit, bases(19, 12), [wall], ['move'], tight);
    // The first frame goes around the terrain; it took too long, so the next one does not.
    expect(drag.report!.zones.every((z) => z.around)).toBe(true);
    drag.took(40);
    const models = bases(20, 12);
    const moving = drag.draw(unit, models, [wall], ['move'], tight);
    expect(moving.complete).toBe(false);
    expect(drag.report!.zones.map((z) => z.around)).toEqual([false, false]);
    expect(regionRings(moving.items.get('move'))[1]).toEqual(zoneRings(moveZone(models, 6)));
    // The pointer rests: the same bases, everything in full.
    const rested = drag.draw(unit, models, [wall], ['move'], { ...tight, resting: true });
    expect(rested.complete).toBe(true);
    expect(regionRings(rested.items.get('move'))[1]).toEqual(zoneRings(moveZone(models, 6, { terrain: [wall] })));
    // The first frame's budget left no time to outline: only the resting frame was drawn in full.
    expect(drag.report).toMatchObject({ at: { x: 20, y: 12 }, frames: 3, around: 2, full: 1 });
  });

  it('D10.TERRAIN.MEASURE_AROUND: among more terrain than a frame affords the zones keep to straight lines, with no futile tries, and go around it again once the unit is in the open', () => {
    const drag = new DragReach();
    const frame = (x: number, y: number, ms: number) => {
      drag.draw(unit, bases(x, y), [wall], ['move'], { budgetMs: 100, frameMs: 10, resting: false });
      const around = drag.report!.zones.every((z) => z.around);
      drag.took(ms);
      return around;
    };
    // The wall's 4 corners are within the Advance's 12″ of both bases. The first frame tries the
    // terrain and takes 30 ms: going around costs about 30 ms there.
    expect(frame(19, 12, 30)).toBe(true);
    // Still beside the wall, however long the drag goes on, no frame tries again.
    expect(Array.from({ length: 40 }, (_, i) => frame(19.1 + i / 10, 12 - i / 20, 3))).toEqual(Array(40).fill(false));
    // More than 12.5″ from the wall: no terrain within reach, so the zones go around it at once.
    expect([frame(19, 1.4, 3.5), frame(19, 1.3, 3.5)]).toEqual([true, true]);
    // Back within reach of the wall, straight lines again.
    expect(frame(19, 2, 3)).toBe(false);
  });

  it('D10.TERRAIN.MEASURE_AROUND: what going around the terrain cost is carried to the next drag, whose first frame among that terrain keeps to straight lines', () => {
    const tight = { budgetMs: 100, frameMs: 10, resting: false };
    const first = new DragReach();
    first.draw(unit, bases(19, 12), [wall], ['move'], tight);
    expect(first.report!.zones.every((z) => z.around)).toBe(true);
    first.took(30);
    const next = new DragReach(first.costs);
    next.draw(unit, bases(19.5, 12), [wall], ['move'], tight);
    expect(next.report!.zones.map((z) => z.around)).toEqual([false, false]);
    // Out in the open, it goes around the terrain from its first frame.
    const open = new DragReach(first.costs);
    open.draw(unit, bases(19, 1), [wall], ['move'], tight);
    expect(open.report!.zones.map((z) => z.around)).toEqual([true, true]);
  });

  it('D10.TERRAIN.MEASURE_AROUND: where going around the terrain fits the frame, every frame does', () => {
    const drag = new DragReach();
    const frame = (x: number, ms: number) => {
      drag.draw(unit, bases(x, 12), [wall], ['move'], { budgetMs: 100, frameMs: 10, resting: false });
      drag.took(ms);
      return drag.report!.zones.every((z) => z.around);
    };
    expect(Array.from({ length: 10 }, (_, i) => frame(19 + i / 10, 4))).toEqual(Array(10).fill(true));
    expect(drag.report).toMatchObject({ frames: 10, around: 10 });
  });

  it('D10.TERRAIN.MEASURE_AROUND: a zone whose outline would not fit the frame is drawn filled only, never carried over from the last place', () => {
    const drag = new DragReach();
    drag.draw(unit, bases(19, 12), [wall], ['move'], roomy);
    const models = bases(22, 11);
    const { items, complete } = drag.draw(unit, models, [wall], ['move'], { budgetMs: 0, frameMs: 1000, resting: false });
    expect(complete).toBe(false);
    const regions = (items.get('move') ?? []).filter((i) => i.kind === 'region');
    expect(regions.map((r) => (r.kind === 'region' ? r.outline : undefined))).toEqual([[], []]);
    expect(regionRings(items.get('move'))).toEqual([zoneRings(moveZone(models, 12, { terrain: [wall] })), zoneRings(moveZone(models, 6, { terrain: [wall] }))]);
    expect(drag.report!.zones.map((z) => [z.around, z.outlined])).toEqual([
      [true, false],
      [true, false],
    ]);
    expect(drag.report!.at).toEqual({ x: 22, y: 11 });
  });
});
