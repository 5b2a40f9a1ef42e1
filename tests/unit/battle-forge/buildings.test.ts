import { describe, expect, it } from 'vitest';
import { buildingModels, enterBuildingProblem, exitBuildingProblem, floorCapacity, rangeBetween } from '../../../shared/rulesets/battle-forge/buildings';
import type { BfState } from '../../../shared/rulesets/battle-forge/state';
import { gameUnit, putAt, row, square, tableGame, unitOf, withStatus } from './table-helpers';

// A 6" × 6" house from (20, 20) to (26, 26) on Hold the Crossing's 48" table.
function town(capacity?: number): BfState {
  const house = square('house', 20, 20, 6, 6, capacity !== undefined ? { capacity } : {});
  let s = tableGame('hold-the-crossing', [[gameUnit('a', 5), gameUnit('b', 6), gameUnit('c', 2)], [gameUnit('foe', 3)]], [house]);
  s = putAt(s, 0, 'a', 20, 17);
  s = putAt(s, 0, 'b', 20, 29);
  s = putAt(s, 0, 'c', 14.5, 22);
  return putAt(s, 1, 'foe', 30, 40);
}

const inside = (s: BfState, seat: number, uid: string): BfState => withStatus(s, seat, uid, 'table', { inBuilding: 'house' });
const code = (p: { code: string; rule?: string } | null) => (p ? [p.code, p.rule] : null);

describe('Battle Forge enclosed buildings', () => {
  it('BF.BLDG.ENTER_6IN: a unit goes in when all its models end within 6" of the building', () => {
    const s = town();
    expect(enterBuildingProblem(s, unitOf(s, 0, 'a'), 'house')).toBeNull();
    const far = putAt(s, 0, 'a', 20, 12);
    expect(code(enterBuildingProblem(far, unitOf(far, 0, 'a'), 'house'))).toEqual(['too-far-from-building', 'BF.BLDG.ENTER_6IN']);
    // The models' places after the move can be given.
    expect(enterBuildingProblem(far, unitOf(far, 0, 'a'), 'house', row(unitOf(far, 0, 'a'), 20, 18))).toBeNull();
    expect(enterBuildingProblem(s, unitOf(s, 0, 'a'), 'nowhere')?.code).toBe('no-building');
  });

  it('BF.BLDG.CAPACITY_12: a floor holds 12 models unless the piece says otherwise', () => {
    const s = town();
    expect(floorCapacity(s.terrain[0]!)).toBe(12);
    expect(floorCapacity(town(4).terrain[0]!)).toBe(4);
    // 5 inside and 6 going in fits 12; 2 more does not.
    const withA = inside(s, 0, 'a');
    expect(enterBuildingProblem(withA, unitOf(withA, 0, 'b'), 'house')).toBeNull();
    const full = inside(withA, 0, 'b');
    expect(code(enterBuildingProblem(full, unitOf(full, 0, 'c'), 'house'))).toEqual(['building-full', 'BF.BLDG.CAPACITY_ENFORCE']);
  });

  it('BF.BLDG.CAPACITY_ENFORCE: units already inside count against the capacity', () => {
    const s = town(6);
    expect(code(enterBuildingProblem(s, unitOf(s, 0, 'b'), 'house'))).toBeNull();
    const withC = inside(s, 0, 'c');
    expect(code(enterBuildingProblem(withC, unitOf(withC, 0, 'a'), 'house'))).toEqual(['building-full', 'BF.BLDG.CAPACITY_ENFORCE']);
    expect(code(enterBuildingProblem(withC, unitOf(withC, 0, 'b'), 'house'))).toEqual(['building-full', 'BF.BLDG.CAPACITY_ENFORCE']);
  });

  it('BF.AMBIG.BUILDINGS: friendly units share a floor, enemies never', () => {
    let s = town();
    s = putAt(s, 1, 'foe', 28, 22);
    const held = inside(s, 1, 'foe');
    expect(code(enterBuildingProblem(held, unitOf(held, 0, 'c'), 'house'))).toEqual(['enemy-inside', 'BF.AMBIG.BUILDINGS']);
  });

  it('BF.BLDG.EXIT_OR_CHANGE_FLOOR: getting out is a Move, every model set down within its Move of the building', () => {
    const s = inside(town(), 0, 'c');
    const c = unitOf(s, 0, 'c');
    expect(exitBuildingProblem(s, c, row(c, 14, 22), 6)).toBeNull();
    expect(code(exitBuildingProblem(s, c, row(c, 10, 22), 6))).toEqual(['beyond-move', 'BF.BLDG.EXIT_OR_CHANGE_FLOOR']);
    // Not into the walls, nor next to the enemy.
    expect(exitBuildingProblem(s, c, row(c, 21, 22), 6)?.code).toBe('impassable');
    // A unit that is not inside cannot get out, and one inside cannot go in again.
    const a = unitOf(s, 0, 'a');
    expect(code(exitBuildingProblem(s, a, row(a, 20, 17), 6))).toEqual(['not-inside', 'BF.BLDG.EXIT_OR_CHANGE_FLOOR']);
    expect(code(enterBuildingProblem(s, c, 'house'))).toEqual(['already-inside', 'BF.BLDG.EXIT_OR_CHANGE_FLOOR']);
  });

  it('BF.BLDG.WHOLE_FLOOR: a unit inside is measured from the building’s outline, wherever its models were', () => {
    let s = inside(town(), 0, 'c');
    s = putAt(s, 1, 'foe', 36, 23);
    // The foe's nearest base is at x 36 − 0.63; the house's wall at x 26.
    expect(rangeBetween(s, unitOf(s, 0, 'c'), unitOf(s, 1, 'foe'))).toBeCloseTo(10 - 0.63, 2);
    expect(rangeBetween(s, unitOf(s, 1, 'foe'), unitOf(s, 0, 'c'))).toBeCloseTo(10 - 0.63, 2);
    // Outside the building it is the models' own bases.
    const out = withStatus(s, 0, 'c', 'table', { inBuilding: undefined });
    expect(rangeBetween(out, unitOf(out, 0, 'c'), unitOf(out, 1, 'foe'))).toBeCloseTo(36 - 16 - 2 * 0.63, 1);
  });

  it('BF.BLDG.SHOOT_OUT_ANY: the unit inside is at every side of the building, just outside its walls', () => {
    const s = inside(town(), 0, 'c');
    const points = buildingModels(s, unitOf(s, 0, 'c'));
    const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
    expect(Math.min(...xs)).toBeLessThan(20);
    expect(Math.max(...xs)).toBeGreaterThan(26);
    expect(Math.min(...ys)).toBeLessThan(20);
    expect(Math.max(...ys)).toBeGreaterThan(26);
    // Spaced no more than ½" apart, and none inside the walls.
    expect(points.length).toBeGreaterThanOrEqual(48);
    expect(points.every((p) => p.x < 20 || p.x > 26 || p.y < 20 || p.y > 26)).toBe(true);
    expect(points.every((p) => p.id.startsWith(`${unitOf(s, 0, 'c').id}@house:`))).toBe(true);
    // A unit outside stands where its models are.
    expect(buildingModels(s, unitOf(s, 0, 'a')).map((p) => p.id)).toEqual(unitOf(s, 0, 'a').models.map((m) => m.id));
  });
});
