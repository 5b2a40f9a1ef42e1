import { describe, expect, it } from 'vitest';
import * as cmd from '../../../src-renderer/src/table/model/commands';
import { emptyPlan, terrainOutline, type Plan } from '../../../src-renderer/src/plan/plan';

function ok(change: cmd.Change): Plan {
  if (!change.ok) throw new Error(change.reason);
  return change.plan;
}

describe('changes to a plan', () => {
  it('places, moves, turns, resizes, reshapes and removes terrain, sharing what it did not touch', () => {
    let plan = ok(cmd.addTerrain(emptyPlan(), 'wall', 24, 24));
    const wall = plan.terrain[0]!;
    expect(wall).toMatchObject({ id: 't1', kind: 'wall', x: 24, y: 24, rotation: 0 });
    const units = plan.units;
    plan = ok(cmd.moveTerrain(plan, 't1', 20, 22));
    plan = ok(cmd.rotateTerrain(plan, 't1', 90));
    expect(plan.terrain[0]).toMatchObject({ x: 20, y: 22, rotation: 90 });
    expect(plan.units).toBe(units);
    plan = ok(cmd.resizeTerrain(plan, 't1', 2));
    expect(plan.terrain[0]!.points[1]).toEqual([6, -0.6]);
    plan = ok(cmd.moveTerrainCorner(plan, 't1', 0, 25, 25));
    const corner = terrainOutline(plan.terrain[0]!)[0]!;
    expect(corner[0]).toBeCloseTo(25);
    expect(corner[1]).toBeCloseTo(25);
    expect(ok(cmd.deleteTerrain(plan, 't1')).terrain).toEqual([]);
  });

  it('refuses with a reason and leaves the plan alone', () => {
    const plan = emptyPlan();
    expect(cmd.setTableSize(plan, { width: 8, height: 48 })).toEqual({ ok: false, reason: 'A table side must be between 12" and 120".' });
    expect(cmd.moveTerrain(plan, 'nope', 1, 1)).toEqual({ ok: false, reason: 'That terrain piece is no longer on the table.' });
    const wall = ok(cmd.addTerrain(plan, 'wall', 24, 24));
    expect(cmd.resizeTerrain(wall, 't1', 0.5)).toEqual({ ok: false, reason: 'The piece cannot be smaller than half an inch across.' });
    expect(cmd.setDeployment(plan, 'standard')).toEqual({ ok: false, reason: 'That deployment map is already chosen.' });
    expect(cmd.placeUnit(plan, '0/u1', [], 'x')).toEqual({ ok: false, reason: 'A unit needs at least one model on the table.' });
    expect(cmd.fromReserve(plan, '0/u1', 'x')).toEqual({ ok: false, reason: 'That unit is not in reserve.' });
  });

  it('D10.SETUP.DEPLOY_MAP: choosing a map is named as the player saw it in the list, for the notice and undo', () => {
    const change = cmd.setDeployment(emptyPlan(), 'dawn-of-war');
    expect(change.ok && change.label).toBe('Deployment: Dawn of War (6″ deep)');
  });

  it('D10.RESERVE.DECLARE: a unit in reserve leaves the table, and returns to the waiting units', () => {
    let plan = ok(cmd.placeUnit(emptyPlan(), '0/u1', [{ x: 5, y: 5, facing: 0 }], 'Deployed'));
    plan = ok(cmd.toReserve(plan, '0/u1', 'To reserve'));
    expect(plan.units).toEqual([]);
    expect(plan.reserves).toEqual(['0/u1']);
    plan = ok(cmd.fromReserve(plan, '0/u1', 'Back'));
    expect(plan.reserves).toEqual([]);
  });

  it('choosing another army for a player clears only that player’s units', () => {
    let plan = ok(cmd.placeUnit(emptyPlan(), '0/u1', [{ x: 5, y: 5, facing: 0 }], 'a'));
    plan = ok(cmd.placeUnit(plan, '1/u1', [{ x: 5, y: 40, facing: Math.PI }], 'b'));
    plan = ok(cmd.toReserve(plan, '1/u2', 'c'));
    plan = ok(cmd.setArmy(plan, 1, { name: 'Other', file: '{}' }));
    expect(plan.units.map((u) => u.key)).toEqual(['0/u1']);
    expect(plan.reserves).toEqual([]);
  });
});
