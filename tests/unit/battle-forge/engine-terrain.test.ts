/**
 * Battle Forge terrain, sight and reach through the engine: what a model can see past blocking and
 * area terrain, cover lost at point blank, low obstacles, the reach of a Charge, and an Escape out of
 * a fight (BF.AMBIG.LOS_UNIT_VISIBLE, BF.AMBIG.AREA_LOS_DEFAULT, BF.AMBIG.POINT_BLANK_MEASURE,
 * BF.AMBIG.LOW_OBSTACLE_HEIGHT, BF.AMBIG.CHARGE_REACH, BF.AMBIG.ESCAPE_RESOLUTION), with fixed dice.
 */
import { describe, expect, it } from 'vitest';
import { attackPlan } from '../../../shared/rulesets/battle-forge/attack';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import type { BfTerrain } from '../../../shared/rulesets/battle-forge/state';
import { sampleSetup } from './engine-helpers';
import { MAUD, REAVERS, WARDENS, eventsOf, refusal, run, shifted, table, withDice, type Pt } from './engine-table';

const faces = (n: number, face: number): number[] => Array.from({ length: n }, () => face);
const TOUCH = 32 / 25.4;
const box = (id: string, x0: number, y0: number, x1: number, y1: number, more: Partial<BfTerrain>): BfTerrain => ({
  id,
  kind: 'blocking',
  cover: 'none',
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
  ...more,
});
const plan = (s: ReturnType<typeof table>, by: string, at: string) => attackPlan(s, s.units[by]!, s.units[at]!, 'shoot', { focus: false, evade: false });

describe('Battle Forge sight and cover through the engine', () => {
  it('BF.AMBIG.LOS_UNIT_VISIBLE: a unit may be shot if some of its models can be seen, and only the models seen take the hits', () => {
    // Old Maud at (16, 10); a wall hides the Reavers' left-hand models from her.
    const s = table({ [MAUD]: [{ x: 16, y: 10 }], [REAVERS]: { x: 10, y: 20 } }, { terrain: [box('wall', 0, 13, 14.1, 18, {})] });
    const p = plan(s, MAUD, REAVERS);
    if (!('volleys' in p)) throw new Error(p.reason);
    for (const seen of ['#4', '#5', '#9', '#10']) expect(p.validModels).toContain(`${REAVERS}${seen}`);
    for (const hidden of ['#1', '#2', '#3', '#6', '#7']) expect(p.validModels).not.toContain(`${REAVERS}${hidden}`);
    const declared = run(s, { type: 'activate', unitId: MAUD }, { type: 'shoot', target: REAVERS }).state;
    const { events } = run(withDice(declared, 1, 1, 10, 10), { type: 'noReaction' });
    const attack = eventsOf(events, 'attack')[0]!;
    expect(attack.removed).toHaveLength(2);
    for (const id of attack.removed) expect(p.validModels).toContain(id);
    // A wall across the whole line hides them all: no shot.
    const hidden = table({ [MAUD]: [{ x: 16, y: 10 }], [REAVERS]: { x: 10, y: 20 } }, { terrain: [box('wall', 0, 13, 48, 18, {})] });
    expect(refusal(run(hidden, { type: 'activate', unitId: MAUD }).state, { type: 'shoot', target: REAVERS })).toEqual({ code: 'out-of-range', rule: 'BF.SHOOT.IN_RANGE' });
  });

  it('BF.AMBIG.AREA_LOS_DEFAULT: area terrain is seen into but not through', () => {
    const wood = (y0: number, y1: number) => box('wood', 0, y0, 48, y1, { kind: 'area', cover: 'soft' });
    const through = table({ [MAUD]: [{ x: 10, y: 10 }], [REAVERS]: { x: 10, y: 20 } }, { terrain: [wood(13, 18)] });
    expect(plan(through, MAUD, REAVERS)).toMatchObject({ code: 'out-of-range' });
    const into = table({ [MAUD]: [{ x: 10, y: 10 }], [REAVERS]: { x: 10, y: 20 } }, { terrain: [wood(18.5, 25)] });
    expect(plan(into, MAUD, REAVERS)).toMatchObject({ cover: 'soft' });
  });

  it('BF.AMBIG.POINT_BLANK_MEASURE: when the closest shooting model is within 3", the whole attack ignores the cover bonus', () => {
    const wall = box('wall', 0, 13.1, 48, 13.4, { kind: 'obstacle', cover: 'soft', height: 1 });
    const save = (wardensAt: number) => {
      const s = table({ [WARDENS]: { x: 10, y: wardensAt }, [REAVERS]: { x: 10, y: 14.5 } }, { terrain: [wall] });
      const declared = run(s, { type: 'activate', unitId: WARDENS }, { type: 'shoot', target: REAVERS }).state;
      return eventsOf(run(withDice(declared, 1, ...faces(9, 10), 5), { type: 'noReaction' }).events, 'attack')[0]!;
    };
    // Front row 1.7" away, back row 3.2": Save 4, no +1 for the wall.
    expect(save(10)).toMatchObject({ cover: 'soft', saves: [expect.objectContaining({ value: 4, saved: false })] });
    // Front row 3.7" away: the wall's +1 counts, Save 5.
    expect(save(8)).toMatchObject({ cover: 'soft', saves: [expect.objectContaining({ value: 5, saved: true })] });
  });
});

describe('Battle Forge terrain and reach through the engine', () => {
  it('BF.AMBIG.LOW_OBSTACLE_HEIGHT and BF.TERRAIN.AGREE_PREGAME: the terrain agreed for the game is its map; crossing a wall 2" tall takes the Initiative check', () => {
    const wall = box('wall', 0, 13.1, 48, 13.4, { kind: 'obstacle', cover: 'soft', height: 2 });
    const r = battleForge.init({ ...sampleSetup(150, 1), terrain: [wall] });
    expect(r.ok && r.state.terrain).toEqual([wall]);
    const s = run(table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 36, y: 44 } }, { terrain: [wall] }), { type: 'activate', unitId: WARDENS }).state;
    // Failed (6 against Initiative 5): 2" less, so 3".
    expect(refusal(withDice(s, 6), { type: 'move', models: shifted(s, WARDENS, 0, 5) }).code).toBe('too-far');
    expect(run(withDice(s, 6), { type: 'move', models: shifted(s, WARDENS, 0, 3) }).state.units[WARDENS]!.models[0]!.y).toBe(13);
    expect(run(withDice(s, 5), { type: 'move', models: shifted(s, WARDENS, 0, 5) }).state.units[WARDENS]!.models[0]!.y).toBe(15);
  });

  it('BF.AMBIG.CHARGE_REACH: a Charge may target only an enemy within the current Mov after Shock', () => {
    const reavers = (gap: number): Pt[] => Array.from({ length: 10 }, (_, i) => ({ x: 10 + (i % 5) * 1.5, y: 11.5 + TOUCH + gap + Math.floor(i / 5) * 1.5 }));
    const ready = (gap: number, shock = 0) => {
      const s = table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: reavers(gap) }, { first: 1, shock: { [REAVERS]: shock } });
      return run(withDice(s, ...faces(shock, 10)), { type: 'activate', unitId: REAVERS }).state;
    };
    // Deck Reavers, Mov 6.
    expect(run(ready(5.5), { type: 'charge', target: WARDENS, models: [] }).state.pending).toMatchObject({ attack: { kind: 'charge' } });
    expect(refusal(ready(6.5), { type: 'charge', target: WARDENS, models: [] }).rule).toBe('BF.ACT.CHARGE_REACH');
    expect(refusal(ready(5.5, 1), { type: 'charge', target: WARDENS, models: [] }).rule).toBe('BF.ACT.CHARGE_REACH');
  });

  it('BF.AMBIG.ESCAPE_RESOLUTION and BF.MELEE.IMPOSSIBLE_ATTACKS: an Escape out of a fight counts as a passed fall back, and the declared Fight, now out of reach, is not made', () => {
    const reavers = Array.from({ length: 10 }, (_, i) => ({ x: 10 + (i % 5) * 1.5, y: 11.5 + TOUCH + Math.floor(i / 5) * 1.5 }));
    const s = run(table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: reavers }, { first: 1 }), { type: 'activate', unitId: REAVERS }, { type: 'fight', target: WARDENS }).state;
    const escaping = run(withDice(s, 5), { type: 'react', unitId: WARDENS, reaction: 'escape' }).state;
    const { state, events } = run(escaping, { type: 'escapeMove', models: shifted(escaping, WARDENS, 0, -4) });
    const attacks = eventsOf(events, 'attack');
    expect(attacks).toEqual([expect.objectContaining({ attacker: REAVERS, target: WARDENS, kind: 'fight', attacks: 0, hits: 0 })]);
    expect(state.units[WARDENS]!.models).toHaveLength(10);
    expect(state.round.units.find((u) => u.id === WARDENS)!.engaged).toBe(false);
  });
});
