import { describe, expect, it } from 'vitest';
import { roundBase } from '../../../shared/geometry/index';
import * as cmd from '../../../src-renderer/src/table/model/commands';
import { modelInZone, objectiveProblems, terrainProblems, zonesOf } from '../../../src-renderer/src/plan/mission';
import { emptyPlan, type Plan } from '../../../src-renderer/src/plan/plan';

function ok(change: cmd.Change): Plan {
  if (!change.ok) throw new Error(change.reason);
  return change.plan;
}

const captain = { id: '0/u1', side: 0 as const, models: [{ id: '0/u1#0', x: 24, y: 22, facing: 0, shape: roundBase(40) }] };

describe('the mission on the table, in words', () => {
  it('D10.OBJ.EDGE_12, D10.OBJ.SPACING_12 and D10.OBJ.CLEAR_OF_UNITS_3, naming the unit by its name', () => {
    let plan = ok(cmd.addObjective(emptyPlan(), 24, 24));
    plan = ok(cmd.addObjective(plan, 30, 6));
    const table = { width: 48, height: 48, terrain: [], units: [captain] };
    const name = (key: string) => (key === '0/u1' ? 'Line Captain' : key);
    expect(objectiveProblems(plan, 'o1', table, name)).toEqual([
      'Line Captain is within 3" of the spot; objectives must be placed more than 3" from every unit.',
    ]);
    expect(objectiveProblems(plan, 'o2', table, name)).toEqual(['The objective is 6.0" from a table edge; it must be at least 12".']);
  });

  it('D10.SETUP.TERRAIN_EDGE_6: a piece too near an edge is named with the edge', () => {
    const plan = ok(cmd.addTerrain(emptyPlan(), 'building', 24, 4));
    const problems = terrainProblems(plan, 't1', { width: 48, height: 48, terrain: [], units: [] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/terrain must be at least 6" from every edge/);
  });

  it('D10.SETUP.DEPLOY_MAP: draws the chosen map, and a base must be wholly inside its zone', () => {
    const plan = emptyPlan();
    expect(zonesOf(plan).map((z) => z.side)).toEqual([0, 1]);
    const diagonal = ok(cmd.setDeployment(plan, 'diagonal'));
    expect(modelInZone({ ...captain.models[0]!, x: 6, y: 6 }, 0, diagonal)).toBe(true);
    expect(modelInZone({ ...captain.models[0]!, x: 11.8, y: 6 }, 0, diagonal)).toBe(false);
    expect(modelInZone({ ...captain.models[0]!, x: 42, y: 42 }, 1, diagonal)).toBe(true);
  });
});
