import { describe, expect, it } from 'vitest';
import { checkCharge, cohesion, modelDistance, retreat, separate, unitDistance } from '../../../shared/geometry/index';
import { box, inch, indexOf, terrain, unit } from './helpers';

describe('charges, separation and retreat', () => {
  const charger = () => unit('A', 0, [inch('a1', 10, 10), inch('a2', 11.5, 10), inch('a3', 13, 10)]);
  const target = (y: number) => unit('B', 1, [inch('b1', 11.5, y), inch('b2', 13, y)]);

  it('D10.MELEE.CHARGE_RANGE_6: a target 6" away on the tape (up to 6.04") can be charged; 6.06" cannot', () => {
    expect(checkCharge(indexOf([charger(), target(17)]), 'A', 'B', 6).ok).toBe(true);
    expect(checkCharge(indexOf([charger(), target(17.04)]), 'A', 'B', 6).ok).toBe(true);
    const r = checkCharge(indexOf([charger(), target(17.06)]), 'A', 'B', 6);
    expect(r).toMatchObject({ ok: false, code: 'out-of-reach' });
  });

  it('D10.MELEE.CHARGE_INTO_CONTACT: the charger ends in base contact, in cohesion, overlapping no one', () => {
    const idx = indexOf([charger(), target(15)]);
    const r = checkCharge(idx, 'A', 'B', 6);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.distance).toBeCloseTo(4, 6);
    const placed = charger().models.map((m) => ({ ...m, ...r.placement[m.id]! }));
    expect(unitDistance(placed, target(15).models)).toBeLessThan(1e-6);
    for (const m of placed) for (const b of target(15).models) expect(Math.hypot(m.x - b.x, m.y - b.y)).toBeGreaterThanOrEqual(1 - 1e-6);
    expect(r.cohesive).toBe(true);
    expect(cohesion(placed, 'square').ok).toBe(true);
  });

  it('D10.MELEE.CHARGE_INTO_CONTACT: a unit already in contact charges 0"', () => {
    const r = checkCharge(indexOf([charger(), target(11)]), 'A', 'B', 6);
    expect(r.ok && r.distance).toBe(0);
  });

  it('D10.MELEE.STRAIGHT_LINE: Blocking terrain in the straight path stops the charge', () => {
    const idx = indexOf([charger(), target(15)], [terrain('w', 'wall', box(8, 12.5, 16, 12.8))]);
    expect(checkCharge(idx, 'A', 'B', 6)).toMatchObject({ ok: false, code: 'charge-blocked' });
  });

  it('D10.AMBIG.CHARGE_PATH: another unit in the path blocks; difficult terrain does not', () => {
    const blocker = unit('C', 0, [inch('c1', 11.5, 12.6), inch('c2', 10.5, 12.6), inch('c3', 12.5, 12.6)]);
    expect(checkCharge(indexOf([charger(), target(15), blocker]), 'A', 'B', 6)).toMatchObject({ ok: false, code: 'charge-blocked' });
    const wood = terrain('f', 'forest', box(8, 11, 16, 14));
    expect(checkCharge(indexOf([charger(), target(15)], [wood]), 'A', 'B', 6).ok).toBe(true);
  });

  it('D10.MELEE.SEPARATE_1: after the fight the active unit steps straight back to exactly 1"', () => {
    const idx = indexOf([unit('A', 0, [inch('a1', 10, 10), inch('a2', 11, 10)]), unit('B', 1, [inch('b1', 10, 11), inch('b2', 11, 11)])]);
    const r = separate(idx, 'A', 'B');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const moved = idx.unit('A')!.models.map((m) => ({ ...m, ...r.positions[m.id]! }));
    expect(unitDistance(moved, idx.unit('B')!.models)).toBeCloseTo(1, 6);
    expect(r.moved).toBeCloseTo(1, 6);
    expect(moved.every((m) => m.y < 10)).toBe(true);
  });

  it('D10.AMBIG.SEPARATION: a unit with no room behind it cannot separate (the table edge)', () => {
    const idx = indexOf([unit('A', 0, [inch('a1', 10, 0.5)]), unit('B', 1, [inch('b1', 10, 1.5)])]);
    expect(separate(idx, 'A', 'B')).toMatchObject({ ok: false, code: 'blocked' });
  });

  it('QW.COMBAT.RETREAT_3: the loser moves 3" straight away from the nearest winner', () => {
    const idx = indexOf([unit('L', 0, [inch('l1', 10, 10)]), unit('W', 1, [inch('w1', 10, 11)])]);
    const r = retreat(idx, 'L', ['W']);
    expect(r.positions['l1']!.x).toBeCloseTo(10, 9);
    expect(r.positions['l1']!.y).toBeCloseTo(7, 9);
    expect(r.slain).toEqual([]);
  });

  it('QW.COMBAT.RETREAT_CLEAR_3: a model in base contact that retreats 3" ends exactly 3" away and lives', () => {
    const idx = indexOf([unit('L', 0, [inch('l1', 10, 10)]), unit('W', 1, [inch('w1', 11, 10)])]);
    const r = retreat(idx, 'L', ['W']);
    expect(modelDistance({ ...inch('l1', 0, 0), ...r.positions['l1']! }, inch('w1', 11, 10))).toBeCloseTo(3, 9);
    expect(r.slain).toEqual([]);
  });

  it('QW.COMBAT.RETREAT_SLAIN: a model blocked by terrain or the table edge short of 3" is slain', () => {
    const idx = indexOf(
      [unit('L', 0, [inch('l1', 10, 10), inch('l2', 20, 1)]), unit('W', 1, [inch('w1', 10, 11), inch('w2', 20, 2)])],
      [terrain('h', 'building', box(8, 7, 12, 8.5))],
    );
    const r = retreat(idx, 'L', ['W']);
    expect(r.positions['l1']!.y).toBeCloseTo(9, 2);
    expect(r.slain.sort()).toEqual(['l1', 'l2']);
  });

  it('QW.AMBIG.RETREAT: each model runs from its own nearest winner, not from the unit as a whole', () => {
    const idx = indexOf([unit('L', 0, [inch('l1', 10, 10), inch('l2', 14, 10)]), unit('W', 1, [inch('w1', 9, 10), inch('w2', 15, 10)])]);
    const r = retreat(idx, 'L', ['W']);
    expect(r.positions['l1']!.x).toBeGreaterThan(10);
    expect(r.positions['l2']!.x).toBeLessThan(14);
  });
});
