import { describe, expect, it } from 'vitest';
import { apply } from '../../../shared/rulesets/d10-wargame/commands';
import { decision, formation } from '../../../shared/rulesets/d10-wargame/legal';
import { gameUnitId, initialState, tableFor } from '../../../shared/rulesets/d10-wargame/setup';
import type { D10Setup, D10State, Terrain } from '../../../shared/rulesets/d10-wargame/state';
import { ofType, refused, run, unit, withDice } from '../game/fixtures';

function setup(extra: Partial<D10Setup> = {}): D10State {
  const s = initialState({
    armies: [[unit({ uid: 'a1', models: 3 }), unit({ uid: 'a2', models: 3 })], [unit({ uid: 'b1', models: 3 })]],
    seed: 'setup',
    ...extra,
  });
  if (typeof s === 'string') throw new Error(s);
  return s;
}

const box = (id: string, x: number, y: number, kind: Terrain['kind'] = 'blocking'): Terrain => ({
  id, kind, points: [{ x, y }, { x: x + 4, y }, { x: x + 4, y: y + 3 }, { x, y: y + 3 }],
});

describe('Pre-game sequence', () => {
  it('D10.INTRO.TABLE_SIZE / D10.SETUP.TABLE_UP_TO_1000 / D10.SETUP.TABLE_OVER_1000 / D10.AMBIG.TABLE_1000: 4×4 up to 1000, 4×6 above', () => {
    expect(tableFor(500)).toEqual({ width: 48, height: 48 });
    expect(tableFor(1000)).toEqual({ width: 48, height: 48 });
    expect(tableFor(1500)).toEqual({ width: 72, height: 48 });
    expect(setup({ points: 1500 }).table.width).toBe(72);
  });

  it('D10.SETUP.ORDER / D10.AMBIG.PREGAME_ORDER: one roll-off; its winner chooses terrain-first and first player', () => {
    const s = withDice(setup(), 4, 8);
    expect(decision(s).kind).toBe('rollOff');
    const { state, events } = run(s, { type: 'rollOff' });
    expect(ofType(events, 'rollOff')[0]).toMatchObject({ winner: 1, purpose: 'initiative' });
    expect(decision(state)).toMatchObject({ players: [1], kind: 'chooseOrder' });
    const chosen = run(state, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 1 }).state;
    expect(chosen.phase).toBe('terrain');
    expect(chosen.turn).toBe(0);
  });

  it('D10.SETUP.FIRST_PLAYER_TIE / D10.SETUP.FIRST_PLAYER_ROLL: a tied roll-off is rolled again (raw faces, D10.AMBIG.CRIT_SCOPE)', () => {
    const { events } = run(withDice(setup(), 10, 10, 1, 1, 2, 1), { type: 'rollOff' });
    expect(ofType(events, 'rollOff')[0]!.winner).toBe(0);
    expect(ofType(events, 'rollOff')[0]!.dice!.map((d) => d.face)).toEqual([10, 10, 1, 1, 2, 1]);
  });

  it('D10.SETUP.TERRAIN_ALTERNATE / D10.SETUP.TERRAIN_FIRST_CHOICE / D10.INTRO.TERRAIN_PIECES: 4–6 pieces, alternating', () => {
    let s = run(withDice(setup(), 8, 4), { type: 'rollOff' }, { type: 'chooseOrder', terrainFirst: 1, firstPlayer: 0 }).state;
    expect(s.turn).toBe(1);
    s = run(s, { type: 'placeTerrain', terrain: box('t1', 10, 20) }).state;
    expect(s.turn).toBe(0);
    expect(refused(s, { type: 'endTerrain' })).toMatch(/at least 4/);
    s = run(s, { type: 'placeTerrain', terrain: box('t2', 20, 20, 'area') }, { type: 'placeTerrain', terrain: box('t3', 30, 20) }, { type: 'placeTerrain', terrain: box('t4', 10, 30) }).state;
    s = run(s, { type: 'endTerrain' }).state;
    expect(s.phase).toBe('deployment');
    expect(s.table.terrain).toHaveLength(4);
  });

  it('D10.SETUP.TERRAIN_EDGE_6: terrain closer than 6" to an edge is refused', () => {
    const s = run(withDice(setup(), 8, 4), { type: 'rollOff' }, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0 }).state;
    expect(refused(s, { type: 'placeTerrain', terrain: box('t1', 3, 20) })).toMatch(/6" from every table edge/);
  });

  it('D10.SETUP.DEPLOY_FIRST / D10.SETUP.DEPLOY_ALTERNATE: the player going second deploys first, then they alternate', () => {
    let s = run(withDice(setup({ table: { width: 48, height: 48, terrain: [] } }), 8, 4), { type: 'rollOff' }, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0 }).state;
    expect(s.phase).toBe('deployment');
    expect(s.turn).toBe(1);
    const b1 = s.units[gameUnitId(1, 'b1')]!;
    s = run(s, { type: 'deploy', unitId: b1.id, models: formation(b1, 24, 42) }).state;
    expect(s.turn).toBe(0);
    const a1 = s.units[gameUnitId(0, 'a1')]!;
    s = run(s, { type: 'deploy', unitId: a1.id, models: formation(a1, 10, 6) }).state;
    // Player 2 has no units left, so player 1 goes on.
    expect(s.turn).toBe(0);
  });

  it('D10.DEPLOY.STANDARD_EDGE_12 / D10.AMBIG.DEPLOY_GEOMETRY / D10.SETUP.DEPLOY_MAP: models must be wholly within 12" of their own edge', () => {
    const s = run(withDice(setup({ table: { width: 48, height: 48, terrain: [] } }), 8, 4), { type: 'rollOff' }, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 1 }).state;
    const a1 = s.units[gameUnitId(0, 'a1')]!;
    expect(refused(s, { type: 'deploy', unitId: a1.id, models: formation(a1, 10, 13) })).toMatch(/deployment zone/);
    expect(apply(s, { type: 'deploy', unitId: a1.id, models: formation(a1, 10, 10) }).ok).toBe(true);
  });

  it('D10.DEPLOY.STANDARD_CENTER_6: on a shallow table, models must stay 6" from the centre line', () => {
    const s = run(withDice(setup({ table: { width: 48, height: 20, terrain: [] } }), 8, 4), { type: 'rollOff' }, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 1 }).state;
    const a1 = s.units[gameUnitId(0, 'a1')]!;
    expect(refused(s, { type: 'deploy', unitId: a1.id, models: formation(a1, 10, 4.5) })).toMatch(/deployment zone/);
    expect(apply(s, { type: 'deploy', unitId: a1.id, models: formation(a1, 10, 2.5) }).ok).toBe(true);
  });

  it('D10.DEPLOY.DAWN_EDGE_6: Dawn of War zones are 6" deep', () => {
    const s = run(withDice(setup({ table: { width: 48, height: 48, terrain: [] }, options: { deployment: 'dawn' } }), 8, 4), { type: 'rollOff' }, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 1 }).state;
    const a1 = s.units[gameUnitId(0, 'a1')]!;
    expect(refused(s, { type: 'deploy', unitId: a1.id, models: formation(a1, 10, 6) })).toMatch(/deployment zone/);
    expect(apply(s, { type: 'deploy', unitId: a1.id, models: formation(a1, 10, 3) }).ok).toBe(true);
  });

  it('D10.DEPLOY.DIAGONAL_CORNERS / D10.DEPLOY.DIAGONAL_12: opposite corners, 12" squares', () => {
    const s = run(withDice(setup({ table: { width: 48, height: 48, terrain: [] }, options: { deployment: 'diagonal' } }), 8, 4), { type: 'rollOff' }, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0 }).state;
    const b1 = s.units[gameUnitId(1, 'b1')]!;
    expect(refused(s, { type: 'deploy', unitId: b1.id, models: formation(b1, 6, 42) })).toMatch(/deployment zone/);
    expect(apply(s, { type: 'deploy', unitId: b1.id, models: formation(b1, 42, 42) }).ok).toBe(true);
  });

  it('D10.OBJ.AFTER_DEPLOYMENT / D10.OBJ.ALTERNATE / D10.OBJ.COUNT_3 / D10.AMBIG.OBJECTIVE_PLACEMENT: three objectives after deployment, alternating from the winner\'s choice', () => {
    let s = run(withDice(setup({ table: { width: 48, height: 48, terrain: [] } }), 8, 4), { type: 'rollOff' }, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0, objectivesFirst: 1 }).state;
    for (const uid of ['b1', 'a1', 'a2'] as const) {
      const side = uid.startsWith('a') ? 0 : 1;
      const u = s.units[gameUnitId(side, uid)]!;
      expect(refused(s, { type: 'placeObjective', x: 24, y: 24 })).toMatch(/after deployment/);
      s = run(s, { type: 'deploy', unitId: u.id, models: formation(u, uid === 'a2' ? 30 : 10, side === 0 ? 6 : 42) }).state;
    }
    expect(s.phase).toBe('objectives');
    expect(s.turn).toBe(1);
    s = run(s, { type: 'placeObjective', x: 24, y: 24 }).state;
    expect(s.turn).toBe(0);
    s = run(s, { type: 'placeObjective', x: 12, y: 24 }, { type: 'placeObjective', x: 36, y: 24 }).state;
    expect(s.phase).toBe('battle');
    expect(s.round).toBe(1);
    expect(s.turn).toBe(0);
  });

  it('D10.OBJ.EDGE_12 / D10.OBJ.SPACING_12 / D10.OBJ.CLEAR_OF_UNITS_3: placement limits', () => {
    let s = run(withDice(setup({ table: { width: 48, height: 48, terrain: [] } }), 8, 4), { type: 'rollOff' }, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0 }).state;
    for (const uid of ['b1', 'a1', 'a2'] as const) {
      const side = uid.startsWith('a') ? 0 : 1;
      const u = s.units[gameUnitId(side, uid)]!;
      s = run(s, { type: 'deploy', unitId: u.id, models: formation(u, uid === 'a2' ? 30 : 12, side === 0 ? 10 : 42) }).state;
    }
    expect(refused(s, { type: 'placeObjective', x: 11, y: 24 })).toMatch(/12" from every table edge/);
    expect(refused(s, { type: 'placeObjective', x: 12, y: 12 })).toMatch(/within 3" of a unit/);
    s = run(s, { type: 'placeObjective', x: 24, y: 24 }).state;
    expect(refused(s, { type: 'placeObjective', x: 30, y: 30 })).toMatch(/12" from every other objective/);
    // As the Table screen reads the tape: 11.94" is short of 12"; 11.97" reads as 12.0" and meets it.
    expect(refused(s, { type: 'placeObjective', x: 24, y: 35.94 })).toMatch(/12" from every other objective/);
    expect(run(s, { type: 'placeObjective', x: 24, y: 35.97 }).state.objectives).toHaveLength(2);
  });

  it('D10.SCORE.VAR_PURE_DESTRUCTION: no objectives are placed and the battle starts after deployment', () => {
    let s = run(withDice(setup({ table: { width: 48, height: 48, terrain: [] }, options: { scoring: 'pure-destruction' } }), 8, 4), { type: 'rollOff' }, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0 }).state;
    for (const uid of ['b1', 'a1', 'a2'] as const) {
      const side = uid.startsWith('a') ? 0 : 1;
      const u = s.units[gameUnitId(side, uid)]!;
      s = run(s, { type: 'deploy', unitId: u.id, models: formation(u, uid === 'a2' ? 30 : 12, side === 0 ? 10 : 42) }).state;
    }
    expect(s.phase).toBe('battle');
    expect(s.objectives).toHaveLength(0);
  });

  it('D10.SETUP.AGREE_POINTS / D10.INTRO.GAME_FLOW: a setup without units for a player is refused', () => {
    expect(initialState({ armies: [[unit({ uid: 'a' })], []], seed: 1 })).toMatch(/no units/);
  });
});
