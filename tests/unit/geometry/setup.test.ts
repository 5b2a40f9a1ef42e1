import { describe, expect, it } from 'vitest';
import { atLeast, shortOfText, TAPE_STEP, TAPE_TOLERANCE } from '../../../shared/geometry/measure';
import {
  checkObjectivePlacement,
  checkTerrainPlacement,
  chargeZone,
  deploymentZones,
  inZone,
  moveZone,
  objectiveControl,
  pointInZone,
  rangeZone,
  threatZone,
} from '../../../shared/geometry/index';
import { box, hull, inch, terrain, unit } from './helpers';

describe('deployment, objectives and zones', () => {
  it('D10.DEPLOY.STANDARD_EDGE_12: on a 72"×48" table each side deploys wholly within 12" of its long edge', () => {
    const [z0, z1] = deploymentZones('standard', 72, 48);
    expect(inZone(inch('a', 30, 11.5), z0)).toBe(true); // touching the line counts
    expect(inZone(inch('a', 30, 11.6), z0)).toBe(false); // partly outside is not wholly within
    expect(inZone(inch('b', 30, 36.5), z1)).toBe(true);
    expect(inZone(inch('b', 30, 20), z1)).toBe(false);
  });

  it('D10.DEPLOY.STANDARD_CENTER_6: the zones keep 6" from the centre line even on a shallow table', () => {
    const [z0, z1] = deploymentZones('standard', 48, 30);
    const maxY0 = Math.max(...z0.polygon.map((p) => p.y));
    const minY1 = Math.min(...z1.polygon.map((p) => p.y));
    expect(maxY0).toBe(9);
    expect(minY1).toBe(21);
  });

  it('D10.DEPLOY.DIAGONAL_CORNERS: the zones lie in opposite corners', () => {
    const [z0, z1] = deploymentZones('diagonal', 72, 48);
    expect(inZone(inch('a', 1, 1), z0)).toBe(true);
    expect(inZone(inch('b', 71, 47), z1)).toBe(true);
    expect(inZone(inch('b', 1, 47), z1)).toBe(false);
  });

  it('D10.DEPLOY.DIAGONAL_12: each corner zone is the 12"×12" square', () => {
    const [z0] = deploymentZones('diagonal', 72, 48);
    expect(inZone(inch('a', 11.5, 11.5), z0)).toBe(true);
    expect(inZone(inch('a', 12, 6), z0)).toBe(false);
  });

  it('D10.DEPLOY.DAWN_EDGE_6: Dawn of War zones are 6" deep; a hull must fit wholly inside', () => {
    const [z0] = deploymentZones('dawn-of-war', 72, 48);
    expect(inZone(hull('t', 30, 3, 2, 3), z0)).toBe(true);
    expect(inZone(hull('t', 30, 3, 2, 3, Math.PI / 4), z0)).toBe(false);
  });

  const obj = { x: 36, y: 24 };
  it('D10.OBJ.RADIUS_3: a model whose base edge is exactly 3" from the marker is on the objective', () => {
    expect(objectiveControl(obj, [unit('A', 0, [inch('a', 36, 27.5)])]).controller).toBe(0);
    expect(objectiveControl(obj, [unit('A', 0, [inch('a', 36, 27.51)])]).controller).toBe(null);
  });

  it('D10.OBJ.CONTROL: one side within 3" with no enemy near controls it', () => {
    const r = objectiveControl(obj, [unit('A', 1, [inch('a', 38, 24)]), unit('B', 0, [inch('b', 30, 24)])]);
    expect(r).toEqual({ controller: 1, contested: false, present: [false, true] });
  });

  it('D10.OBJ.CONTESTED: models of both sides within 3" contest it and nobody controls it', () => {
    const r = objectiveControl(obj, [unit('A', 1, [inch('a', 38, 24)]), unit('B', 0, [inch('b', 34, 24)])]);
    expect(r).toMatchObject({ controller: null, contested: true });
  });

  it('D10.AMBIG.OBJECTIVE_CONTROL: any single model counts — one model of a unit on the edge is enough', () => {
    const r = objectiveControl(obj, [unit('A', 0, [inch('far', 10, 10), inch('near', 33, 24)])]);
    expect(r.controller).toBe(0);
  });

  it('D10.SETUP.TERRAIN_EDGE_6: terrain exactly 6" from the edges is fine; 5.9" is not, with a reason', () => {
    expect(checkTerrainPlacement(terrain('h', 'building', box(6, 6, 12, 12)), { width: 48, height: 48 }).ok).toBe(true);
    const r = checkTerrainPlacement(terrain('h', 'building', box(5.9, 6, 12, 42.5)), { width: 48, height: 48 });
    expect(r.ok).toBe(false);
    expect(r.reasons).toHaveLength(2);
    expect(r.reasons[0]).toContain('5.9"');
  });

  it('D10.OBJ.EDGE_12: an objective must be at least 12" from every edge', () => {
    expect(checkObjectivePlacement({ x: 12, y: 12 }, [], { width: 72, height: 48, units: [] }).ok).toBe(true);
    expect(checkObjectivePlacement({ x: 11.9, y: 24 }, [], { width: 72, height: 48, units: [] }).ok).toBe(false);
  });

  it('D10.OBJ.SPACING_12: objectives must be at least 12" apart', () => {
    const t = { width: 72, height: 48, units: [] };
    expect(checkObjectivePlacement({ x: 36, y: 24 }, [{ x: 24, y: 24 }], t).ok).toBe(true);
    expect(checkObjectivePlacement({ x: 35.9, y: 24 }, [{ x: 24, y: 24 }], t).reasons[0]).toContain('12"');
  });

  it('D10.OBJ.SPACING_12: a distance that reads 12.0" on the tape meets the minimum; a refusal never prints 12.0"', () => {
    const t = { width: 72, height: 48, units: [] };
    // 11.96" reads as 12.0": it was refused with "12.0" from another objective; they must be at least 12"".
    expect(checkObjectivePlacement({ x: 35.96, y: 24 }, [{ x: 24, y: 24 }], t).ok).toBe(true);
    for (const x of [35.94, 35.9, 35.85]) {
      const r = checkObjectivePlacement({ x, y: 24 }, [{ x: 24, y: 24 }], t);
      expect(r.ok).toBe(false);
      expect(r.reasons[0]).toMatch(/is 11\.\d" from another objective/);
    }
  });

  it('D10.OBJ.EDGE_12 and D10.SETUP.TERRAIN_EDGE_6: the edge distances are read the same way', () => {
    const t = { width: 72, height: 48, units: [] };
    expect(checkObjectivePlacement({ x: 11.97, y: 24 }, [], t).ok).toBe(true);
    expect(checkObjectivePlacement({ x: 11.94, y: 24 }, [], t).reasons[0]).toContain('11.9"');
    expect(checkTerrainPlacement(terrain('h', 'building', box(5.97, 6, 12, 12)), { width: 48, height: 48 }).ok).toBe(true);
    expect(checkTerrainPlacement(terrain('h', 'building', box(5.94, 6, 12, 12)), { width: 48, height: 48 }).reasons[0]).toContain('5.9"');
  });

  it('a refused minimum is never printed as the minimum, and the tape tolerance is half its reading step', () => {
    expect(TAPE_TOLERANCE).toBe(TAPE_STEP / 2);
    for (let d = 10; d < 12; d += 0.001) {
      if (atLeast(d, 12)) continue;
      expect(Number(shortOfText(d, 12))).toBeLessThan(12);
    }
    expect(shortOfText(11.94, 12)).toBe('11.9');
    expect(shortOfText(-1, 12)).toBe('0.0');
  });

  it('D10.OBJ.CLEAR_OF_UNITS_3: an objective may not be placed within 3" of any model (exactly 3" is within)', () => {
    const t = (y: number) => ({ width: 72, height: 48, units: [unit('A', 0, [inch('a', 36, y)])] });
    expect(checkObjectivePlacement({ x: 36, y: 24 }, [], t(27.5)).ok).toBe(false);
    expect(checkObjectivePlacement({ x: 36, y: 24 }, [], t(27.6)).ok).toBe(true);
  });

  it('D10.RANGE.INCLUSIVE: a weapon\'s zone holds every point within R of a base, the edge included', () => {
    const zone = rangeZone([inch('a', 10, 10), hull('t', 30, 10, 2, 3)], 12);
    expect(zone.rings).toHaveLength(2);
    expect(pointInZone({ x: 10, y: 22.49 }, zone)).toBe(true);
    expect(pointInZone({ x: 10, y: 22.6 }, zone)).toBe(false);
    expect(pointInZone({ x: 30 + 2 + 11.99, y: 10 }, zone)).toBe(true); // off the hull's side
    expect(pointInZone({ x: 30 + 2 + 8.4, y: 10 + 3 + 8.4 }, zone)).toBe(true); // off its corner, 11.88" away
    expect(pointInZone({ x: 30 + 2 + 8.6, y: 10 + 3 + 8.6 }, zone)).toBe(false);
  });

  it('D10.MOVE.MOVE_6: move, charge and threat zones grow the bases by the move, the reach and move plus range', () => {
    const models = [inch('a', 10, 10)];
    expect(pointInZone({ x: 10, y: 16.4 }, moveZone(models, 6))).toBe(true);
    expect(pointInZone({ x: 10, y: 16.6 }, chargeZone(models, 6))).toBe(false);
    expect(pointInZone({ x: 10, y: 28.4 }, threatZone(models, 6, 12))).toBe(true);
    expect(pointInZone({ x: 10, y: 28.6 }, threatZone(models, 6, 12))).toBe(false);
  });
});
