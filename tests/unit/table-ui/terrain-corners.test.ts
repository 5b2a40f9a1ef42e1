/**
 * Reshaping a terrain piece corner by corner: adding one on an edge, removing one, dragging one. A
 * piece keeps at least three corners, never more than a file can hold, and its outline never
 * crosses itself; each change is one undo step.
 */
import { describe, expect, it } from 'vitest';
import { isSimplePolygon } from '../../../shared/geometry/polygon';
import * as cmd from '../../../src-renderer/src/table/model/commands';
import { History } from '../../../src-renderer/src/table/model/history';
import { TERRAIN_TYPES } from '../../../src-renderer/src/plan/terrain-catalog';
import { emptyPlan, MAX_TERRAIN_CORNERS, type Plan, type PlanTerrain, terrainOutline } from '../../../src-renderer/src/plan/plan';

function ok(change: cmd.Change): Plan {
  if (!change.ok) throw new Error(change.reason);
  return change.plan;
}

/** One piece on an empty plan, centred at (24, 24), with the given outline. */
function withPiece(points: [number, number][], extra: Partial<PlanTerrain> = {}): Plan {
  return { ...emptyPlan(), terrain: [{ id: 't1', kind: 'ruins', x: 24, y: 24, rotation: 0, points, ...extra }] };
}

const square = (): Plan => withPiece([[-5, -5], [5, -5], [5, 5], [-5, 5]]);
/** A square with a deep notch cut down into it from the top: the outline is not convex. */
const notched = (): Plan => withPiece([[-5, -5], [5, -5], [5, 5], [1, 5], [0, -4], [-1, 5], [-5, 5]]);
const outline = (plan: Plan) => terrainOutline(plan.terrain[0]!).map(([x, y]) => [Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6]);

describe('adding and removing corners', () => {
  it('adds a corner where the player double-clicked an edge, between that edge’s two corners', () => {
    const plan = ok(cmd.addTerrainCorner(square(), 't1', 0, 26, 19));
    expect(plan.terrain[0]!.points).toEqual([[-5, -5], [2, -5], [5, -5], [5, 5], [-5, 5]]);
    // The last edge runs from the last corner back to the first.
    expect(ok(cmd.addTerrainCorner(square(), 't1', 3, 19, 25)).terrain[0]!.points.at(-1)).toEqual([-5, 1]);
  });

  it('puts the corner at the table point asked for on a turned piece', () => {
    const turned = withPiece([[-5, -5], [5, -5], [5, 5], [-5, 5]], { rotation: 30 });
    const [a, b] = terrainOutline(turned.terrain[0]!);
    const mid: [number, number] = [(a![0] + b![0]) / 2, (a![1] + b![1]) / 2];
    const plan = ok(cmd.addTerrainCorner(turned, 't1', 0, ...mid));
    const added = terrainOutline(plan.terrain[0]!)[1]!;
    expect(added[0]).toBeCloseTo(mid[0], 9);
    expect(added[1]).toBeCloseTo(mid[1], 9);
    expect(plan.terrain[0]!.points[1]![0]).toBeCloseTo(0, 9);
    expect(plan.terrain[0]!.points[1]![1]).toBeCloseTo(-5, 9);
  });

  it('removes a corner, and says so', () => {
    const change = cmd.removeTerrainCorner(notched(), 't1', 4);
    expect(change).toMatchObject({ ok: true, label: 'Removed a corner from Ruins' });
    expect(ok(change).terrain[0]!.points).toEqual([[-5, -5], [5, -5], [5, 5], [1, 5], [-1, 5], [-5, 5]]);
    expect(cmd.addTerrainCorner(square(), 't1', 0, 24, 19)).toMatchObject({ ok: true, label: 'Added a corner to Ruins' });
  });

  it('never leaves a piece with fewer than 3 corners', () => {
    const triangle = ok(cmd.removeTerrainCorner(square(), 't1', 2));
    expect(triangle.terrain[0]!.points).toHaveLength(3);
    expect(cmd.removeTerrainCorner(triangle, 't1', 0)).toEqual({ ok: false, reason: 'A piece needs at least 3 corners.' });
  });

  it('refuses to remove a corner when the outline would cross itself', () => {
    // Without the lower right corner the new edge from (19,19) to (29,29) would cut through the notch.
    expect(cmd.removeTerrainCorner(notched(), 't1', 1)).toEqual({ ok: false, reason: 'That corner cannot go: the outline would cross itself.' });
  });

  it('refuses a corner that would make the outline cross itself, or sit on another corner', () => {
    expect(cmd.addTerrainCorner(square(), 't1', 0, 24, 40)).toEqual({ ok: false, reason: 'A corner cannot go there: the outline would cross itself.' });
    expect(cmd.addTerrainCorner(square(), 't1', 0, 19.05, 19)).toEqual({ ok: false, reason: 'There is a corner there already.' });
    expect(cmd.addTerrainCorner(square(), 't1', 0, 28.95, 19)).toEqual({ ok: false, reason: 'There is a corner there already.' });
  });

  it(`stops at ${MAX_TERRAIN_CORNERS} corners, the most a plan file holds`, () => {
    const round = (n: number): [number, number][] => Array.from({ length: n }, (_, i) => [5 * Math.cos((i / n) * 2 * Math.PI), 5 * Math.sin((i / n) * 2 * Math.PI)]);
    const [a, b] = terrainOutline(withPiece(round(MAX_TERRAIN_CORNERS - 1)).terrain[0]!);
    const plan = ok(cmd.addTerrainCorner(withPiece(round(MAX_TERRAIN_CORNERS - 1)), 't1', 0, (a![0] + b![0]) / 2, (a![1] + b![1]) / 2));
    expect(plan.terrain[0]!.points).toHaveLength(MAX_TERRAIN_CORNERS);
    expect(cmd.addTerrainCorner(plan, 't1', 3, 29, 24)).toEqual({ ok: false, reason: `A piece can have at most ${MAX_TERRAIN_CORNERS} corners.` });
  });

  it('refuses an edge or a corner that is not there', () => {
    expect(cmd.addTerrainCorner(square(), 't9', 0, 24, 19)).toEqual({ ok: false, reason: 'That edge is no longer there.' });
    expect(cmd.addTerrainCorner(square(), 't1', 7, 24, 19)).toEqual({ ok: false, reason: 'That edge is no longer there.' });
    expect(cmd.removeTerrainCorner(square(), 't1', 4)).toEqual({ ok: false, reason: 'That corner is no longer there.' });
    expect(cmd.removeTerrainCorner(square(), 't9', 0)).toEqual({ ok: false, reason: 'That corner is no longer there.' });
  });

  it('refuses to drag a corner across the outline, and lets it go anywhere else', () => {
    expect(cmd.moveTerrainCorner(square(), 't1', 0, 36, 29)).toEqual({ ok: false, reason: 'A corner cannot go there: the outline would cross itself.' });
    expect(outline(ok(cmd.moveTerrainCorner(square(), 't1', 0, 15, 15)))[0]).toEqual([15, 15]);
  });

  it('each change is one undo step, and redo brings it back exactly', () => {
    const history = new History<Plan>();
    let plan = square();
    const apply = (change: cmd.Change) => {
      history.push(plan, change.ok ? change.label : '');
      plan = ok(change);
    };
    const before = plan;
    apply(cmd.addTerrainCorner(plan, 't1', 0, 24, 19));
    const added = plan;
    apply(cmd.removeTerrainCorner(plan, 't1', 0));
    expect(plan.terrain[0]!.points).toHaveLength(4);
    plan = history.undo(plan)!.state;
    expect(plan).toBe(added);
    expect(plan.terrain[0]!.points).toHaveLength(5);
    plan = history.undo(plan)!.state;
    expect(plan).toBe(before);
    plan = history.redo(plan)!.state;
    expect(plan).toBe(added);
  });

  it('starts every piece of the palette with an outline that does not cross itself', () => {
    for (const type of TERRAIN_TYPES) expect(isSimplePolygon(type.shape.map(([x, y]) => ({ x, y }))), type.label).toBe(true);
  });
});
