import { describe, expect, it } from 'vitest';
import { moveZone } from '../../../shared/geometry/index';
import { DragReach } from '../../../src-renderer/src/table/overlays/drag-reach';
import { zoneRings } from '../../../src-renderer/src/table/overlays/zone-rings';
import type { OverlayItem } from '../../../src-renderer/src/table/view/overlay-shape';
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

  it('D10.TERRAIN.MEASURE_AROUND: while frames skip the terrain it is tried again after a few frames, and kept when it fits', () => {
    const drag = new DragReach();
    const frame = (x: number) => {
      drag.draw(unit, bases(x, 12), [wall], ['move'], { budgetMs: 100, frameMs: 10, resting: false });
      return drag.report!.zones.every((z) => z.around);
    };
    expect(frame(19)).toBe(true);
    drag.took(30);
    expect([frame(19.1), frame(19.2), frame(19.3)]).toEqual([false, false, false]);
    // The fourth tries again: it does not fit either, so the next try waits twice as long.
    expect(frame(19.4)).toBe(true);
    drag.took(30);
    expect(Array.from({ length: 7 }, (_, i) => frame(19.5 + i / 10))).toEqual(Array(7).fill(false));
    expect(frame(20.2)).toBe(true);
    // This one fits (the unit came into the open): the next frames go round the terrain again.
    drag.took(4);
    expect([frame(20.3), frame(20.4)]).toEqual([true, true]);
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
