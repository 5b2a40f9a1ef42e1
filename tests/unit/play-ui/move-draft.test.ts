/**
 * The move a player lays out on the board (play/model/move-draft.ts): whole-unit drags keep the
 * formation, one model moves alone, a wheel swings the unit round its far end along arcs, a pivot
 * turns it in place, Reform stands it in ranks, waypoints are kept in order — and the command it
 * makes is one the engine judges model by model.
 */
import { describe, expect, it } from 'vitest';
import { MoveRouter, pathLength, type PlacedModel } from '../../../shared/geometry/index';
import type { BaseCommand } from '../../../shared/core/ruleset';
import { MoveDraft } from '../../../src-renderer/src/play/model/move-draft';
import { box, inch, indexOf, terrain, unit } from '../geometry/helpers';
import { D10_TABLE } from '../../support/table-rules';

const line = [inch('a', 10, 10), inch('b', 11.2, 10), inch('c', 12.4, 10)];
function draftOn(pieces = [] as ReturnType<typeof terrain>[], allowance = 12) {
  const idx = indexOf([unit('U', 0, line)], pieces);
  return new MoveDraft('U', idx.unit('U')!.models, allowance, new MoveRouter(idx, 'U', allowance, D10_TABLE.movement('advance')));
}
const ends = (d: MoveDraft) => d.models.map((m) => [m.end.x, m.end.y]);

describe('laying out a move', () => {
  it('D10.AMBIG.MOVE_MEASURE: a whole-unit drag keeps the formation and each model measures its own way', () => {
    const d = draftOn();
    d.grabUnit({ x: 11, y: 10 });
    d.dragTo({ x: 11, y: 14 });
    d.release();
    expect(ends(d)).toEqual([[10, 14], [11.2, 14], [12.4, 14]]);
    expect(d.longest()).toBeCloseTo(4, 6);
    const command = d.command({ type: 'move', mode: 'move' } as BaseCommand) as unknown as { models: { id: string; x: number; y: number }[]; paths?: unknown };
    expect(command.models.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(command.paths).toBeUndefined();
  });

  it('one model moves alone; Escape mid-drag puts it back', () => {
    const d = draftOn();
    d.grabModel('c', { x: 12.4, y: 10 });
    d.dragTo({ x: 12.4, y: 11 });
    d.release();
    expect(ends(d)).toEqual([[10, 10], [11.2, 10], [12.4, 11]]);
    d.grabModel('a', { x: 10, y: 10 });
    d.dragTo({ x: 5, y: 5 });
    d.release(true);
    expect(ends(d)).toEqual([[10, 10], [11.2, 10], [12.4, 11]]);
    expect(d.changed).toBe(true);
    d.reset();
    expect(d.changed).toBe(false);
  });

  it('D10.TERRAIN.MEASURE_AROUND: a drag behind a building routes each model round it, and the paths go in the command', () => {
    const d = draftOn([terrain('h', 'building', box(9, 11.5, 13.5, 13))]);
    d.grabUnit({ x: 11.2, y: 10 });
    d.dragTo({ x: 11.2, y: 15 });
    d.release();
    expect(d.longest()).toBeGreaterThan(5.5);
    const command = d.command({ type: 'move', mode: 'advance' } as BaseCommand) as unknown as { paths: Record<string, { x: number; y: number }[]> };
    expect(Object.keys(command.paths).sort()).toEqual(['a', 'b', 'c']);
  });

  it('a waypoint dropped mid-drag is kept in order on the way', () => {
    const d = draftOn();
    d.grabModel('a', { x: 10, y: 10 });
    d.dragTo({ x: 8, y: 12 });
    d.dropWaypoint();
    d.dragTo({ x: 10, y: 14 });
    d.release();
    expect(d.models[0]!.via).toEqual([{ x: 8, y: 12 }]);
    expect(d.routes()[0]).toEqual([{ x: 8, y: 12 }, { x: 10, y: 14 }]);
    expect(d.longest()).toBeCloseTo(2 * Math.hypot(2, 2), 6);
  });

  it('a wheel swings the unit round its far end: the pivot model stays, the others follow arcs and turn with it', () => {
    const d = draftOn();
    d.grabWheel({ x: 12.4, y: 10 });
    // A quarter turn of the pointer about the far end (a, at 10,10): from +x round to +y.
    d.dragTo({ x: 10, y: 12.4 });
    d.release();
    const [a, b, c] = d.models;
    expect([a!.end.x, a!.end.y]).toEqual([10, 10]);
    expect(c!.end.x).toBeCloseTo(10, 3);
    expect(c!.end.y).toBeCloseTo(12.4, 3);
    expect(b!.end.facing).toBeCloseTo(-Math.PI / 2, 6);
    // The outer model's way is the quarter arc (π/2 × 2.4"), longer than the chord.
    const way = pathLength([c!.start, ...d.routes()[2]!]);
    expect(way).toBeGreaterThan(Math.hypot(2.4, 2.4) + 0.2);
    expect(way).toBeLessThan((Math.PI / 2) * 2.4 + 0.05);
  });

  it('a pivot turns the unit about its centre and changes each facing by the same angle', () => {
    const d = draftOn();
    d.pivot(Math.PI / 2);
    const c = d.centre();
    expect(c.x).toBeCloseTo(11.2, 3);
    expect(c.y).toBeCloseTo(10, 3);
    expect(d.models.every((m) => Math.abs(m.end.facing - Math.PI / 2) < 1e-9)).toBe(true);
    expect(d.models.map((m) => m.end.x).every((x) => Math.abs(x - 11.2) < 1e-3)).toBe(true);
  });

  it('D10.COHESION.ALWAYS: Reform stands a straggling unit in ranks, in cohesion, each model to its nearest slot', () => {
    const d = draftOn();
    d.grabModel('c', { x: 12.4, y: 10 });
    d.dragTo({ x: 16, y: 10 });
    d.release();
    d.reform({ x: 11, y: 30 });
    const placed: PlacedModel[] = d.placed();
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++) expect(Math.hypot(placed[i]!.x - placed[j]!.x, placed[i]!.y - placed[j]!.y)).toBeGreaterThanOrEqual(1);
    expect(d.models.every((m) => m.via.length === 0)).toBe(true);
    expect(d.models.every((m) => Math.abs(m.end.facing) < 0.2)).toBe(true);
  });
});
