/**
 * Battle Forge movement through the engine: how far a Move goes, rushing, friends, facing, difficult
 * ground and roads (BF.MOVE.*, BF.RUSH.*, BF.GROUND.*), each with the dice fixed.
 */
import { describe, expect, it } from 'vitest';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import type { BfTerrain } from '../../../shared/rulesets/battle-forge/state';
import { REAVERS, VETERANS, WARDENS, eventsOf, refusal, roundOf, run, shifted, table, withDice, type TableOptions } from './engine-table';

/** The Hedge Wardens (Mov 5, Init 5) activated at (10, 10), the Deck Reavers far off at the other end. */
function wardens(options: TableOptions = {}, extra: Record<string, { x: number; y: number }> = {}) {
  const s = table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 36, y: 44 }, ...extra }, options);
  // Courage checks of 10 at activation: any Shock the unit starts with stays on it.
  const keep = Array.from({ length: options.shock?.[WARDENS] ?? 0 }, () => 10);
  return run(withDice(s, ...keep), { type: 'activate', unitId: WARDENS }).state;
}

const rect = (id: string, x: number, y: number, w: number, h: number, more: Partial<BfTerrain>): BfTerrain => ({
  id,
  kind: 'area',
  cover: 'none',
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
  ...more,
});

describe('Battle Forge movement through the engine', () => {
  it('BF.MOVE.UP_TO_MOV and BF.ACT.MOVE: each model moves up to its Mov of 5", no further', () => {
    const s = wardens();
    const { state, events } = run(s, { type: 'move', models: shifted(s, WARDENS, 0, 5) });
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ unitId: WARDENS, distance: 5 });
    expect(state.units[WARDENS]!.models[0]).toMatchObject({ x: 10, y: 15 });
    expect(refusal(s, { type: 'move', models: shifted(s, WARDENS, 0, 5.2) })).toEqual({ code: 'too-far', rule: 'BF.MOVE.UP_TO_MOV' });
  });

  it('BF.MOVE.UP_TO_MOV: the current Mov is the base Mov less 1 per Shock', () => {
    const s = wardens({ shock: { [WARDENS]: 2 } });
    expect(run(s, { type: 'move', models: shifted(s, WARDENS, 0, 3) }).state.units[WARDENS]!.models[0]!.y).toBe(13);
    expect(refusal(s, { type: 'move', models: shifted(s, WARDENS, 0, 3.5) })).toEqual({ code: 'too-far', rule: 'BF.MOVE.UP_TO_MOV' });
  });

  it('BF.MOVE.THROUGH_FRIENDS: models move straight through a friendly unit standing in the way', () => {
    const s = wardens({}, { [VETERANS]: { x: 10, y: 13 } });
    const { state } = run(s, { type: 'move', models: shifted(s, WARDENS, 0, 5) });
    expect(state.units[WARDENS]!.models.map((m) => m.y)).toEqual([15, 15, 15, 15, 15, 16.5, 16.5, 16.5, 16.5, 16.5]);
  });

  it('BF.MOVE.NO_END_ON_FRIENDS: a model may not end its move on a friendly model', () => {
    const s = wardens({}, { [VETERANS]: { x: 10, y: 13 } });
    expect(refusal(s, { type: 'move', models: shifted(s, WARDENS, 0, 3) }).rule).toBe('BF.MOVE.NO_END_ON_FRIENDS');
  });

  it('BF.MOVE.FACING: a unit ends its move facing any way it likes, within its movement', () => {
    const s = wardens();
    const models = shifted(s, WARDENS, 0, 3).map((m) => ({ ...m, facing: 180 }));
    const { state } = run(s, { type: 'move', models });
    expect(state.units[WARDENS]!.models.every((m) => m.facing === 180)).toBe(true);
  });

  it('BF.RUSH.OPTION and BF.RUSH.BONUS: a rush is an Initiative check; passed, Mov 5 gains floor(5/2) = 2"', () => {
    const s = withDice(wardens(), 5); // Initiative 5: a 5 passes
    const { state, events } = run(s, { type: 'move', rush: true, models: shifted(s, WARDENS, 0, 7) });
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ rush: 'passed', distance: 7 });
    expect(state.units[WARDENS]!.models[0]!.y).toBe(17);
    expect(roundOf(state, WARDENS).shock).toBe(0);
    expect(refusal(withDice(wardens(), 5), { type: 'move', rush: true, models: shifted(s, WARDENS, 0, 7.3) }).code).toBe('too-far');
  });

  it('BF.RUSH.FAIL_NO_BONUS and BF.RUSH.FAIL_SHOCK: a failed rush gives no extra inches, the Move still happens, then 1 Shock', () => {
    const s = withDice(wardens(), 6); // a 6 fails Initiative 5
    expect(refusal(s, { type: 'move', rush: true, models: shifted(s, WARDENS, 0, 7) }).code).toBe('too-far');
    const { state, events } = run(s, { type: 'move', rush: true, models: shifted(s, WARDENS, 0, 5) });
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ rush: 'failed', distance: 5 });
    expect(state.units[WARDENS]!.models[0]!.y).toBe(15);
    expect(eventsOf(events, 'shockGained')).toEqual([expect.objectContaining({ unitId: WARDENS, shock: 1, why: 'a failed rush' })]);
    expect(roundOf(state, WARDENS).shock).toBe(1);
  });

  it('BF.AMBIG.RUSH_DETAILS: the rush bonus halves the Mov left after Shock (Mov 5 with 2 Shock is 3, +1)', () => {
    const s = withDice(wardens({ shock: { [WARDENS]: 2 } }), 1);
    expect(run(s, { type: 'move', rush: true, models: shifted(s, WARDENS, 0, 4) }).state.units[WARDENS]!.models[0]!.y).toBe(14);
    expect(refusal(s, { type: 'move', rush: true, models: shifted(s, WARDENS, 0, 5) }).code).toBe('too-far');
    const rush = battleForge.availableActions!(wardens({ shock: { [WARDENS]: 2 } }), WARDENS).find((a) => a.label === 'Rush');
    expect(rush?.allowance).toBe(4);
  });

  it('BF.RUSH.NO_OBSTACLES: a rushing unit may not cross an obstacle', () => {
    const wall = rect('wall', 0, 13, 48, 0.5, { kind: 'obstacle', height: 1 });
    const s = withDice(wardens({ terrain: [wall] }), 1, 1);
    expect(refusal(s, { type: 'move', rush: true, models: shifted(s, WARDENS, 0, 5) })).toEqual({ code: 'no-rush-here', rule: 'BF.RUSH.NO_OBSTACLES' });
  });

  it('BF.RUSH.NO_DIFFICULT: a rushing unit may not move through difficult ground', () => {
    const bog = rect('bog', 0, 12.5, 48, 2, { difficult: true });
    const s = withDice(wardens({ terrain: [bog] }), 1, 1);
    expect(refusal(s, { type: 'move', rush: true, models: shifted(s, WARDENS, 0, 5) })).toEqual({ code: 'no-rush-here', rule: 'BF.RUSH.NO_DIFFICULT' });
  });

  it('BF.GROUND.DESIGNATED and BF.GROUND.DIFFICULT_TEST: a Move over ground marked difficult takes an Initiative check; passed, the full Mov', () => {
    const bog = rect('bog', 0, 12.5, 48, 2, { difficult: true });
    const s = withDice(wardens({ terrain: [bog] }), 5);
    const { state } = run(s, { type: 'move', models: shifted(s, WARDENS, 0, 5) });
    expect(state.units[WARDENS]!.models[0]!.y).toBe(15);
    // The same move on open ground rolls no die at all.
    expect(run(withDice(wardens()), { type: 'move', models: shifted(s, WARDENS, 0, 5) }).state.units[WARDENS]!.models[0]!.y).toBe(15);
  });

  it('BF.GROUND.DIFFICULT_FAIL: a failed difficult-ground check takes 2" off that Move', () => {
    const bog = rect('bog', 0, 12.5, 48, 2, { difficult: true });
    const s = withDice(wardens({ terrain: [bog] }), 6);
    expect(refusal(s, { type: 'move', models: shifted(s, WARDENS, 0, 3.5) }).code).toBe('too-far');
    expect(run(s, { type: 'move', models: shifted(s, WARDENS, 0, 3) }).state.units[WARDENS]!.models[0]!.y).toBe(13);
  });

  it('BF.GROUND.ROAD_BONUS: a unit that starts and ends its Move on a road moves 2" further', () => {
    const road = rect('road', 8, 0, 10, 40, { kind: 'road' });
    const s = wardens({ terrain: [road] });
    expect(run(s, { type: 'move', models: shifted(s, WARDENS, 0, 7) }).state.units[WARDENS]!.models[0]!.y).toBe(17);
    expect(refusal(s, { type: 'move', models: shifted(s, WARDENS, 0, 7.5) }).code).toBe('too-far');
    const offRoad = wardens();
    expect(refusal(offRoad, { type: 'move', models: shifted(offRoad, WARDENS, 0, 7) }).code).toBe('too-far');
  });

  it('BF.MOVE.ENEMY_1IN and BF.AMBIG.COHERENCY: a Move may not end within 1" of an enemy, nor spread a model out of 2" coherency', () => {
    const s = wardens({}, { [REAVERS]: { x: 10, y: 16.5 } });
    expect(refusal(s, { type: 'move', models: shifted(s, WARDENS, 0, 3) }).rule).toBe('BF.MOVE.ENEMY_1IN');
    const apart = shifted(s, WARDENS, 0, 0).map((m, i) => (i === 4 ? { ...m, x: m.x + 4 } : m));
    expect(refusal(s, { type: 'move', models: apart }).rule).toBe('BF.MOVE.COHERENCY_2IN');
  });
});
