import { describe, expect, it } from 'vitest';
import { Roller, fixedDice } from '../../../shared/core/dice';
import { ambushPlacement, edgeArrivalProblem, mayWaitInReserve, outflankEdge, outflankProblem, reserveEdge } from '../../../shared/rulesets/battle-forge/arrival';
import { formationAround, placementProblem } from '../../../shared/rulesets/battle-forge/placement';
import type { BfState } from '../../../shared/rulesets/battle-forge/state';
import { gameUnit, inRound, putAt, row, square, tableGame, unitOf, withStatus } from './table-helpers';

// Hold the Crossing: 48" square, Player 1's zone the top 12" (y 0–12), Player 2's the bottom 12"; own reserve edges.
function crossing(rules: { rule: string }[] = [], init = 5): BfState {
  let s = tableGame('hold-the-crossing', [[gameUnit('res', 3, rules, init), gameUnit('line', 3)], [gameUnit('foe', 3)]]);
  s = withStatus(s, 0, 'res', 'reserve');
  return putAt(s, 1, 'foe', 20, 40);
}

const code = (p: { code: string; rule?: string } | null) => (p ? [p.code, p.rule] : null);

describe('Battle Forge reserves', () => {
  it('BF.RES.SET_ASIDE: a unit may be held in reserve only before it is deployed', () => {
    const s = tableGame('hold-the-crossing', [[gameUnit('a', 2)], [gameUnit('b', 2)]]);
    expect(mayWaitInReserve(s, unitOf(s, 0, 'a'))).toBeNull();
    const placed = putAt(s, 0, 'a', 10, 5);
    expect(code(mayWaitInReserve(placed, unitOf(placed, 0, 'a')))).toEqual(['not-before-deployment', 'BF.RES.SET_ASIDE']);
  });

  it('BF.RES.EDGE_REQUIRED: without a reserve edge only Ambush and Outflank units may wait in reserve', () => {
    const s = tableGame('break-the-line', [[gameUnit('a', 2), gameUnit('amb', 2, [{ rule: 'ambush' }]), gameUnit('out', 2, [{ rule: 'outflank' }])], [gameUnit('b', 2)]]);
    expect(code(mayWaitInReserve(s, unitOf(s, 0, 'a')))).toEqual(['no-reserve-edge', 'BF.RES.EDGE_REQUIRED']);
    expect(mayWaitInReserve(s, unitOf(s, 0, 'amb'))).toBeNull();
    expect(mayWaitInReserve(s, unitOf(s, 0, 'out'))).toBeNull();
    // And nothing comes on from an edge that is not there.
    const r = withStatus(inRound(s, 2), 0, 'amb', 'reserve');
    expect(code(edgeArrivalProblem(r, unitOf(r, 0, 'amb'), row(unitOf(r, 0, 'amb'), 2, 10), 6))).toEqual(['no-reserve-edge', 'BF.RES.EDGE_REQUIRED']);
  });

  it('BF.RES.ENTER_EDGE: the own reserve edge is the stretch of table edge along the seat’s zone', () => {
    const s = crossing();
    const edges = reserveEdge(s, 0);
    expect(edges).toContainEqual({ a: { x: 0, y: 0 }, b: { x: 48, y: 0 } });
    expect(edges.every((e) => Math.max(e.a.y, e.b.y) <= 12)).toBe(true);
    const corner = tableGame('signal-fires', [[gameUnit('a', 1)], [gameUnit('b', 1)]]);
    expect(reserveEdge(corner, 1)).toEqual([
      { a: { x: 30, y: 48 }, b: { x: 48, y: 48 } },
      { a: { x: 48, y: 30 }, b: { x: 48, y: 48 } },
    ]);
    const any = tableGame('salvage-run', [[gameUnit('a', 1)], [gameUnit('b', 1)]]);
    expect(reserveEdge(any, 0)).toHaveLength(4);
  });

  it('BF.RES.ENTER_EDGE: a reserve comes on from its own edge, not the enemy’s', () => {
    const s = crossing();
    const u = unitOf(s, 0, 'res');
    expect(edgeArrivalProblem(s, u, row(u, 10, 4), 6)).toBeNull();
    expect(code(edgeArrivalProblem(s, u, row(u, 10, 45), 6))).toEqual(['wrong-edge', 'BF.RES.ENTER_EDGE']);
    // A unit already on the table does not arrive.
    const on = putAt(s, 0, 'line', 10, 5);
    expect(code(edgeArrivalProblem(on, unitOf(on, 0, 'line'), row(unitOf(on, 0, 'line'), 10, 4), 6))).toEqual(['not-in-reserve', 'BF.RES.ENTER_EDGE']);
  });

  it('BF.RES.FIRST_ACTION_MOVE: every model ends within its Move of the edge, measured from the base', () => {
    const s = crossing();
    const u = unitOf(s, 0, 'res');
    // A 32 mm base reaches 0.63" from its centre: a centre 6.5" in is 5.87" from the edge.
    expect(edgeArrivalProblem(s, u, row(u, 20, 6.5), 6)).toBeNull();
    expect(code(edgeArrivalProblem(s, u, row(u, 20, 8), 6))).toEqual(['beyond-move', 'BF.RES.FIRST_ACTION_MOVE']);
    // Less Move (Shock) reaches less far.
    expect(code(edgeArrivalProblem(s, u, row(u, 20, 6.5), 4))).toEqual(['beyond-move', 'BF.RES.FIRST_ACTION_MOVE']);
  });

  it('BF.MOVE.ENEMY_1IN: arriving models may not stand within 1" of an enemy model', () => {
    let s = crossing();
    s = putAt(s, 1, 'foe', 10, 4.5);
    const u = unitOf(s, 0, 'res');
    // Foe centres at y 4.5; arriving centres at y 2.5: 2" apart, 0.74" between the bases.
    expect(code(edgeArrivalProblem(s, u, row(u, 10, 2.5), 6))).toEqual(['too-close-to-enemy', 'BF.MOVE.ENEMY_1IN']);
    expect(edgeArrivalProblem(s, u, row(u, 10, 1.5, 1.5).map((m) => ({ ...m, x: m.x + 8 })), 6)).toBeNull();
  });

  it('BF.MOVE.COHERENCY_2IN: arriving models must hold together', () => {
    const s = crossing();
    const u = unitOf(s, 0, 'res');
    expect(code(edgeArrivalProblem(s, u, row(u, 10, 3, 4), 6))).toEqual(['out-of-coherency', 'BF.MOVE.COHERENCY_2IN']);
    const places = row(u, 10, 3);
    expect(code(edgeArrivalProblem(s, u, places.slice(1), 6))?.[0]).toBe('models-mismatch');
  });

  it('BF.MOVE.MAX_SPREAD_6IN: arriving models may not spread more than 6" apart', () => {
    let s = tableGame('hold-the-crossing', [[gameUnit('big', 6)], [gameUnit('foe', 3)]]);
    s = withStatus(s, 0, 'big', 'reserve');
    const u = unitOf(s, 0, 'big');
    // Six models in a line, 2" apart centre to centre: linked, but the ends are 8.7" apart.
    const p = edgeArrivalProblem(s, u, row(u, 10, 3, 2), 6);
    expect(code(p)).toEqual(['out-of-coherency', 'BF.MOVE.MAX_SPREAD_6IN']);
    const block = u.models.map((m, i) => ({ id: m.id, x: 10 + (i % 3) * 1.5, y: 2 + Math.floor(i / 3) * 1.5 }));
    expect(edgeArrivalProblem(s, u, block, 6)).toBeNull();
  });

  it('BF.RES.ENTER_EDGE: arriving models stand on the table, off impassable ground and off other bases', () => {
    let s = tableGame('hold-the-crossing', [[gameUnit('res', 3), gameUnit('line', 3)], [gameUnit('foe', 3)]], [square('house', 8, 0, 6, 6)]);
    s = withStatus(s, 0, 'res', 'reserve');
    s = putAt(s, 0, 'line', 30, 3);
    const u = unitOf(s, 0, 'res');
    expect(placementProblem(s, u, row(u, 10, 3))?.code).toBe('impassable');
    expect(placementProblem(s, u, row(u, 30.5, 3))?.code).toBe('overlap');
    expect(placementProblem(s, u, row(u, 20, 0.2))?.code).toBe('off-table');
    expect(edgeArrivalProblem(s, u, row(u, 20, 3), 6)).toBeNull();
  });

  it('BF.AMBIG.RESERVES_UNARRIVED: ambushers and outflankers do not come on from the edge in round 1', () => {
    const s = crossing([{ rule: 'ambush' }]);
    const u = unitOf(s, 0, 'res');
    expect(code(edgeArrivalProblem(s, u, row(u, 10, 4), 6))).toEqual(['reserves-wait', 'BF.AMBIG.RESERVES_UNARRIVED']);
    expect(edgeArrivalProblem(inRound(s, 2), u, row(u, 10, 4), 6)).toBeNull();
  });
});

describe('Battle Forge ambush', () => {
  const amb = (round = 2, init = 5) => inRound(crossing([{ rule: 'ambush' }], init), round);

  it('BF.AMBUSH.ROUND_2_PLUS: an ambush is refused in round 1 and for a unit without Ambush', () => {
    const s = amb(1);
    expect(code(ambushPlacement(s, unitOf(s, 0, 'res'), { x: 24, y: 20 }, new Roller(fixedDice(1))) as never)).toEqual(['ambush-too-early', 'BF.AMBUSH.ROUND_2_PLUS']);
    const plain = inRound(crossing(), 2);
    expect(code(ambushPlacement(plain, unitOf(plain, 0, 'res'), { x: 24, y: 20 }, new Roller(fixedDice(1))) as never)?.[0]).toBe('no-ambush');
    const r = ambushPlacement(amb(2), unitOf(amb(2), 0, 'res'), { x: 24, y: 20 }, new Roller(fixedDice(1)));
    expect('ok' in r && r.ok).toBe(true);
  });

  it('BF.AMBUSH.POINT_12IN: a point closer than 12" to an enemy model is refused', () => {
    const s = amb();
    const u = unitOf(s, 0, 'res');
    // The foe's nearest model is centred at (20, 40), its base 0.63" across from the centre.
    const near = ambushPlacement(s, u, { x: 20, y: 28 }, new Roller(fixedDice(1)));
    expect(code(near as never)).toEqual(['ambush-too-close', 'BF.AMBUSH.POINT_12IN']);
    const far = ambushPlacement(s, u, { x: 20, y: 27 }, new Roller(fixedDice(1)));
    expect('ok' in far && far.ok).toBe(true);
    expect(code(ambushPlacement(s, u, { x: 60, y: 10 }, new Roller(fixedDice(1))) as never)?.[0]).toBe('off-table');
  });

  it('BF.AMBUSH.POINT_12IN: in a team game only the other team’s models count as enemies', () => {
    let s = tableGame('hold-the-crossing', [[gameUnit('amb', 2, [{ rule: 'ambush' }])], [gameUnit('mate', 2)], [gameUnit('foe', 2)], [gameUnit('foe2', 2)]], [], [[0, 1], [2, 3]]);
    s = inRound(withStatus(s, 0, 'amb', 'reserve'), 2);
    s = putAt(s, 1, 'mate', 24, 26);
    s = putAt(s, 2, 'foe', 5, 40);
    const u = unitOf(s, 0, 'amb');
    const r = ambushPlacement(s, u, { x: 24, y: 22 }, new Roller(fixedDice(1)));
    expect('ok' in r && r.ok).toBe(true);
    s = putAt(s, 3, 'foe2', 30, 30);
    expect(code(ambushPlacement(s, u, { x: 24, y: 22 }, new Roller(fixedDice(1))) as never)).toEqual(['ambush-too-close', 'BF.AMBUSH.POINT_12IN']);
  });

  it('BF.AMBUSH.INIT_TEST: the check is at or under Initiative minus Shock; a 1 passes, a 10 fails', () => {
    let s = amb(2, 5);
    const u = unitOf(s, 0, 'res');
    const roll = (face: number, st = s) => {
      const r = ambushPlacement(st, u, { x: 24, y: 20 }, new Roller(fixedDice(face, 5, 5)));
      if (!('ok' in r)) throw new Error(r.reason);
      return r;
    };
    expect(roll(5).passed).toBe(true);
    expect(roll(6).passed).toBe(false);
    expect(roll(5).check).toEqual({ face: 5, value: 5 });
    s = { ...s, round: { ...s.round, units: s.round.units.map((ru) => (ru.id === u.id ? { ...ru, shock: 2 } : ru)) } };
    expect(roll(4, s).passed).toBe(false);
    expect(roll(3, s).passed).toBe(true);
    expect(roll(3, s).check.value).toBe(3);
    const low = amb(2, 0);
    expect(roll(1, low).passed).toBe(true);
    const high = amb(2, 12);
    expect(roll(10, high).passed).toBe(false);
  });

  it('BF.AMBUSH.PASS_PLACE: a passed check sets the unit up in coherency around the chosen point', () => {
    const s = amb();
    const u = unitOf(s, 0, 'res');
    const roller = new Roller(fixedDice(2));
    const r = ambushPlacement(s, u, { x: 24, y: 20 }, roller);
    if (!('ok' in r)) throw new Error(r.reason);
    expect(r.passed).toBe(true);
    expect(r.scatter).toBeUndefined();
    expect(r.landing).toEqual({ x: 24, y: 20 });
    const cx = r.models.reduce((a, m) => a + m.x, 0) / r.models.length;
    const cy = r.models.reduce((a, m) => a + m.y, 0) / r.models.length;
    expect(Math.hypot(cx - 24, cy - 20)).toBeLessThan(1);
    expect(r.models.map((m) => m.id).sort()).toEqual(u.models.map((m) => m.id).sort());
    expect(placementProblem(s, u, r.models)).toBeNull();
    expect(roller.rolls).toHaveLength(1);
  });

  it('BF.AMBUSH.FAIL_SCATTER: a failed check scatters the landing point from the chosen one', () => {
    const s = amb();
    const u = unitOf(s, 0, 'res');
    // Fails on 8 (Initiative 5), scatters 4" with face 10 (up the table).
    const r = ambushPlacement(s, u, { x: 24, y: 20 }, new Roller(fixedDice(8, 4, 10)));
    if (!('ok' in r)) throw new Error(r.reason);
    expect(r.passed).toBe(false);
    expect(r.scatter?.faces).toEqual([4, 10]);
    expect(r.landing.x).toBeCloseTo(24, 9);
    expect(r.landing.y).toBeCloseTo(16, 9);
    const cy = r.models.reduce((a, m) => a + m.y, 0) / r.models.length;
    expect(cy).toBeCloseTo(16, 0);
  });

  it('BF.AMBUSH.OFF_TABLE_EDGE: a scatter off the table puts the unit on the table at the nearest stretch of edge', () => {
    const s = amb();
    const u = unitOf(s, 0, 'res');
    const r = ambushPlacement(s, u, { x: 24, y: 3 }, new Roller(fixedDice(9, 8, 10)));
    if (!('ok' in r)) throw new Error(r.reason);
    expect(r.scatter?.offTable).toBe(true);
    expect(r.landing).toEqual({ x: 24, y: 0 });
    expect(placementProblem(s, u, r.models)).toBeNull();
    expect(Math.min(...r.models.map((m) => m.y))).toBeLessThan(2);
    expect(r.models.every((m) => Math.abs(m.x - 24) < 4)).toBe(true);
  });

  it('BF.AMBIG.AMBUSH_PLACEMENT: a landing on impassable ground or by an enemy is shifted the least distance to a legal place', () => {
    let s = tableGame('hold-the-crossing', [[gameUnit('res', 3, [{ rule: 'ambush' }])], [gameUnit('foe', 3), gameUnit('near', 1)]], [square('house', 20, 18, 8, 8)]);
    s = inRound(withStatus(s, 0, 'res', 'reserve'), 2);
    s = putAt(s, 1, 'foe', 20, 44);
    const u = unitOf(s, 0, 'res');
    // The chosen point is in the house's middle; the check fails and the scatter (1", face 5) keeps it inside.
    const r = ambushPlacement(s, u, { x: 24, y: 22 }, new Roller(fixedDice(9, 1, 5)));
    if (!('ok' in r)) throw new Error(r.reason);
    expect(placementProblem(s, u, r.models)).toBeNull();
    // The house is 8" wide: the least shift to clear it is about 4" plus the block.
    const cx = r.models.reduce((a, m) => a + m.x, 0) / r.models.length;
    const cy = r.models.reduce((a, m) => a + m.y, 0) / r.models.length;
    expect(Math.hypot(cx - 24, cy - 23)).toBeLessThan(7);
    // A landing beside an enemy is moved clear of it by more than 1", and no farther than needed.
    s = putAt(s, 1, 'near', 10, 35);
    const beside = formationAround(s, u, { x: 10, y: 34 });
    expect(beside).not.toBeNull();
    expect(placementProblem(s, u, beside!)).toBeNull();
    const bx = beside!.reduce((a, m) => a + m.x, 0) / beside!.length;
    const by = beside!.reduce((a, m) => a + m.y, 0) / beside!.length;
    expect(Math.hypot(bx - 10, by - 34)).toBeLessThan(4.5);
  });
});

describe('Battle Forge outflanking', () => {
  const out = (round = 2) => inRound(crossing([{ rule: 'outflank' }]), round);

  it('BF.OUTFLANK.ROUND_2_PLUS: an outflanker arrives from round 2, and only with Outflank', () => {
    const u = unitOf(out(), 0, 'res');
    expect(code(outflankProblem(out(1), u, row(u, 2, 24, 1.5).map((m, i) => ({ ...m, x: 1, y: 24 + i * 1.5 }))))).toEqual(['outflank-too-early', 'BF.OUTFLANK.ROUND_2_PLUS']);
    expect(outflankProblem(out(), u, u.models.map((m, i) => ({ id: m.id, x: 1, y: 24 + i * 1.5 })))).toBeNull();
    const plain = inRound(crossing(), 2);
    expect(outflankProblem(plain, unitOf(plain, 0, 'res'), [])?.code).toBe('no-outflank');
  });

  it('BF.OUTFLANK.EDGE_6IN: every model within 6" of a table edge outside the enemy deployment zone', () => {
    const s = out();
    const u = unitOf(s, 0, 'res');
    const column = (x: number, y: number) => u.models.map((m, i) => ({ id: m.id, x, y: y + i * 1.5 }));
    expect(outflankProblem(s, u, column(6, 20))).toBeNull();
    expect(code(outflankProblem(s, u, column(8, 20)))).toEqual(['too-far-from-edge', 'BF.OUTFLANK.EDGE_6IN']);
    // The enemy zone (y 36–48) borders the sides too: no setting up inside it.
    expect(code(outflankProblem(s, u, column(1, 38)))).toEqual(['in-enemy-zone', 'BF.OUTFLANK.EDGE_6IN']);
    // The free stretches of edge leave out the enemy zone's.
    expect(outflankEdge(s, 0)).not.toContainEqual({ a: { x: 0, y: 48 }, b: { x: 48, y: 48 } });
    expect(outflankEdge(s, 0).some((e) => e.a.y === 48 && e.b.y === 48)).toBe(false);
  });

  it('BF.OUTFLANK.ENEMY_12IN: every model more than 12" from every enemy model', () => {
    let s = out();
    s = putAt(s, 1, 'foe', 10, 26);
    const u = unitOf(s, 0, 'res');
    const column = (x: number, y: number) => u.models.map((m, i) => ({ id: m.id, x, y: y + i * 1.5 }));
    expect(code(outflankProblem(s, u, column(1, 20)))).toEqual(['outflank-too-close', 'BF.OUTFLANK.ENEMY_12IN']);
    s = putAt(s, 1, 'foe', 30, 30);
    expect(outflankProblem(s, u, column(1, 14))).toBeNull();
  });
});
