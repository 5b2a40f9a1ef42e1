import { describe, expect, it } from 'vitest';
import { Roller, fixedDice } from '../../../shared/core/dice';
import { heading } from '../../../shared/geometry/units';
import { clampToTable, scatter, scatterBearing } from '../../../shared/rulesets/battle-forge/scatter';

const table = { width: 48, depth: 48 };

describe('Battle Forge D10 scattering', () => {
  it('BF.SCATTER.DISTANCE: the point moves as many inches as the distance die shows', () => {
    for (const face of [1, 4, 10]) {
      const s = scatter({ x: 24, y: 24 }, new Roller(fixedDice(face, 3)));
      expect(s.distance).toBe(face);
      expect(Math.hypot(s.to.x - 24, s.to.y - 24)).toBeCloseTo(face, 9);
      expect(s.faces).toEqual([face, 3]);
    }
  });

  it('BF.SCATTER.DIRECTION: the direction die is a dial of 36° a face, 10 up the table, turning clockwise', () => {
    const go = (face: number) => scatter({ x: 24, y: 24 }, new Roller(fixedDice(5, face))).to;
    const up = go(10);
    expect(up.x).toBeCloseTo(24, 9);
    expect(up.y).toBeCloseTo(19, 9);
    const down = go(5);
    expect(down.x).toBeCloseTo(24, 9);
    expect(down.y).toBeCloseTo(29, 9);
    // Face 1 is 36° clockwise from up: to the right and up, as the table is drawn (y down).
    const one = go(1);
    expect(one.x).toBeCloseTo(24 + 5 * Math.sin(Math.PI / 5), 9);
    expect(one.y).toBeCloseTo(24 - 5 * Math.cos(Math.PI / 5), 9);
    // Faces 7 and 8 lean left.
    expect(go(7).x).toBeLessThan(24);
    expect(go(8).x).toBeLessThan(24);
    // The bearing is in the table's facing convention.
    const h = heading(scatterBearing(3));
    expect(h.x).toBeCloseTo(Math.sin((3 * 36 * Math.PI) / 180), 9);
    expect(h.y).toBeCloseTo(-Math.cos((3 * 36 * Math.PI) / 180), 9);
  });

  it('BF.SCATTER.DIRECTION: the ten faces point ten different ways and every bearing lies in [0, 2π)', () => {
    const bearings = Array.from({ length: 10 }, (_, i) => scatterBearing(i + 1));
    expect(new Set(bearings.map((b) => b.toFixed(6))).size).toBe(10);
    expect(bearings.every((b) => b >= 0 && b < 2 * Math.PI)).toBe(true);
  });

  it('BF.SCATTER.ATTACK_OFF_TABLE: a point that scatters off the table is marked off it, so the attack misses', () => {
    const off = scatter({ x: 24, y: 2 }, new Roller(fixedDice(6, 10)), 'gun', table);
    expect(off.offTable).toBe(true);
    const on = scatter({ x: 24, y: 2 }, new Roller(fixedDice(6, 5)), 'gun', table);
    expect(on.offTable).toBe(false);
    // Without a table nothing is said about it.
    expect(scatter({ x: 24, y: 2 }, new Roller(fixedDice(6, 10))).offTable).toBe(false);
  });

  it('BF.SCATTER.UNIT_OFF_TABLE: a unit that scatters off the table goes to the closest point of the edge', () => {
    expect(clampToTable({ x: 24, y: -4 }, table)).toEqual({ x: 24, y: 0 });
    expect(clampToTable({ x: 52, y: 50 }, table)).toEqual({ x: 48, y: 48 });
    expect(clampToTable({ x: -1, y: 30 }, table)).toEqual({ x: 0, y: 30 });
    expect(clampToTable({ x: 10, y: 10 }, table)).toEqual({ x: 10, y: 10 });
  });

  it('BF.SCATTER.DISTANCE: the dice are recorded for the unit, distance first', () => {
    const roller = new Roller(fixedDice(4, 2));
    scatter({ x: 10, y: 10 }, roller, 'u1');
    expect(roller.rolls.map((r) => [r.purpose, r.face, r.unit])).toEqual([
      ['scatter distance', 4, 'u1'],
      ['scatter direction', 2, 'u1'],
    ]);
  });
});
