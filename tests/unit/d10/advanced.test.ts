import { describe, expect, it } from 'vitest';
import { apply } from '../../../shared/rulesets/d10-wargame/commands';
import { formation } from '../../../shared/rulesets/d10-wargame/legal';
import { gameUnitId, initialState } from '../../../shared/rulesets/d10-wargame/setup';
import { DEFAULT_OPTIONS } from '../../../shared/rulesets/d10-wargame/state';
import { battle, id, ofType, refused, run, step, unit, withDice } from '../game/fixtures';

const a = id(0, 'a');
const r = id(0, 'r');
const b = id(1, 'b');

function withReserve() {
  const s = battle([
    { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 10, y: 10 } },
    { side: 0, unit: unit({ uid: 'r', models: 3 }), at: { x: 30, y: 10 } },
    { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 24, y: 40 } },
  ], { reserves: true });
  s.units[r]!.status = 'reserve';
  return s;
}
const round1 = [{ type: 'activate', unitId: a }, { type: 'endActivation' }, { type: 'activate', unitId: b }, { type: 'endActivation' }, { type: 'nextRound' }] as const;

describe('Reserves (advanced rule)', () => {
  it('D10.AMBIG.ADVANCED_OPTIONAL: reserves and Command Points are off by default', () => {
    expect(DEFAULT_OPTIONS.reserves).toBe(false);
    expect(DEFAULT_OPTIONS.commandPoints).toBe(false);
  });

  it('D10.RESERVE.DECLARE / D10.SETUP.RESERVES_NOTE: a unit is declared in reserve during deployment (only with the option)', () => {
    const make = (reserves: boolean) => {
      const s = initialState({ armies: [[unit({ uid: 'a' })], [unit({ uid: 'b' })]], table: { width: 48, height: 48, terrain: [] }, options: { reserves }, seed: 2 });
      if (typeof s === 'string') throw new Error(s);
      return run(withDice(s, 8, 2), { type: 'rollOff' }, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0 }).state;
    };
    expect(refused(make(false), { type: 'reserve', unitId: gameUnitId(1, 'b') })).toMatch(/not in use/);
    const { state, events } = run(make(true), { type: 'reserve', unitId: gameUnitId(1, 'b') });
    expect(state.units[gameUnitId(1, 'b')]!.status).toBe('reserve');
    expect(ofType(events, 'reserveDeclared')).toHaveLength(1);
  });

  it('D10.RESERVE.FROM_ROUND_2 / D10.AMBIG.RESERVES: no roll in Round 1; from Round 2 a roll each round until it arrives', () => {
    const s = withReserve();
    expect(ofType(run(s, { type: 'activate', unitId: a }).events, 'reserveRoll')).toHaveLength(0);
    const second = run(withDice(s, 3), ...round1);
    expect(ofType(second.events, 'reserveRoll')[0]).toMatchObject({ unitId: r, arrives: false });
    expect(second.state.units[r]!.status).toBe('reserve');
  });

  it('D10.RESERVE.ARRIVE_6PLUS: on 6+ the unit arrives and is activated that round', () => {
    const { state } = run(withDice(withReserve(), 6), ...round1);
    expect(state.units[r]!.arriving).toBe(true);
    expect(apply(state, { type: 'activate', unitId: r }).ok).toBe(true);
  });

  it('D10.RESERVE.ANY_EDGE / D10.RESERVE.ENEMY_6: it enters from a chosen edge within its move, 6" or more from enemies', () => {
    const s = run(run(withDice(withReserve(), 6), ...round1).state, { type: 'activate', unitId: r }).state;
    const u = s.units[r]!;
    expect(refused(s, { type: 'arrive', mode: 'move', edge: 'south', models: formation(u, 24, 8) })).toMatch(/within 6" of the south edge/);
    expect(refused(s, { type: 'arrive', mode: 'move', edge: 'north', models: formation(u, 24, 44) })).toMatch(/at least 6" from every enemy model/);
    const arrived = run(s, { type: 'arrive', mode: 'move', edge: 'west', models: formation(u, 3, 30) });
    expect(arrived.state.units[r]!.status).toBe('table');
    expect(ofType(arrived.events, 'arrived')[0]!.edge).toBe('west');
  });
});

describe('Command Points (advanced rule)', () => {
  function cp() {
    const s = battle([
      { side: 0, unit: unit({ uid: 'a', models: 4 }), at: { x: 24, y: 10 } },
      { side: 0, unit: unit({ uid: 'hq', models: 1, category: 'HQ' }), at: { x: 40, y: 6 } },
      { side: 1, unit: unit({ uid: 'b', models: 4 }), at: { x: 24, y: 30 } },
    ], { commandPoints: true });
    return s;
  }

  it('D10.CP.GAIN: each HQ on the table gives its player 1 Command Point at the Start of Round', () => {
    const s = cp();
    const { state, events } = run(s, { type: 'activate', unitId: a }, { type: 'endActivation' }, { type: 'activate', unitId: b }, { type: 'endActivation' }, { type: 'activate', unitId: id(0, 'hq') }, { type: 'endActivation' }, { type: 'nextRound' });
    expect(state.commandPoints).toEqual([1, 0]);
    expect(ofType(events, 'roundStarted')[0]!.commandPoints).toEqual([1, 0]);
  });

  it('D10.CP.PLUS_ONE / D10.AMBIG.COMMAND_POINTS: +1 lowers the RV of the next check of that kind by 1', () => {
    const s = run(cp(), { type: 'useCommandPoint', unitId: a, use: 'plusOne', check: 'hit' }, { type: 'activate', unitId: a }).state;
    const { events } = run(withDice(s, 3, 3, 1, 1, 9), { type: 'shoot', fire: [{ weapon: 'lasgun', target: b }] });
    const dice = ofType(events, 'attack')[0]!.dice!;
    expect(dice[0]).toMatchObject({ face: 3, rv: 3, success: true });
    expect(dice[1]).toMatchObject({ face: 3, rv: 4, success: false });
  });

  it('D10.CP.REROLL: a failed die of that check is re-rolled once and the re-roll stands', () => {
    const s = run(cp(), { type: 'useCommandPoint', unitId: a, use: 'reroll', check: 'hit' }, { type: 'activate', unitId: a }).state;
    const { events } = run(withDice(s, 2, 8, 1, 1, 1, 9), { type: 'shoot', fire: [{ weapon: 'lasgun', target: b }] });
    const dice = ofType(events, 'attack')[0]!.dice!;
    expect(dice.slice(0, 2)).toMatchObject([{ face: 2, success: false }, { face: 8, success: true, reroll: true }]);
    expect(ofType(events, 'attack')[0]!.hits).toBe(1);
  });

  it('D10.CP.NO_CARRY: unspent Command Points are lost at the End of Round', () => {
    const s = cp();
    expect(s.commandPoints[0]).toBe(1);
    const { state } = run(s, { type: 'useCommandPoint', unitId: a, use: 'plusOne', check: 'morale' }, { type: 'activate', unitId: a }, { type: 'endActivation' }, { type: 'activate', unitId: b }, { type: 'endActivation' }, { type: 'activate', unitId: id(0, 'hq') }, { type: 'endActivation' }, { type: 'nextRound' });
    expect(state.armed).toEqual([]);
    expect(state.commandPoints).toEqual([1, 0]);
    expect(refused(state, { type: 'useCommandPoint', unitId: b, use: 'plusOne', check: 'hit' })).toMatch(/no Command Points/);
  });

  it('Command Points are refused when the option is off', () => {
    const s = cp();
    s.options = { ...s.options, commandPoints: false };
    expect(refused(s, { type: 'useCommandPoint', unitId: a, use: 'plusOne', check: 'hit' })).toMatch(/not in use/);
  });
});

describe('Special rules in play', () => {
  function sr(attacker: object, defender: object) {
    return battle([
      { side: 0, unit: unit({ uid: 'a', models: 2, ...attacker }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 4, ...defender }), at: { x: 24, y: 30 } },
    ]);
  }
  const shoot = { type: 'shoot', fire: [{ weapon: 'lasgun', target: b }] } as const;

  it('D10.SR.DEFENSE / D10.SR.EX_DEFENSE_TIERS: Defense(1/2/3) lowers the Defense RV by 1, 2, 3', () => {
    for (const tier of [1, 2, 3]) {
      const s = run(sr({}, { tiers: { defense: tier } }), { type: 'activate', unitId: a }).state;
      const { events } = run(withDice(s, 9, 1, 9), shoot);
      expect(ofType(events, 'attack')[0]!.defenseRv).toBe(4 - tier);
    }
  });

  it('D10.SR.RANGED: Ranged(2) makes a 4+ shooter hit on 2+', () => {
    const s = run(sr({ tiers: { ranged: 2 } }, {}), { type: 'activate', unitId: a }).state;
    const { events } = run(withDice(s, 2, 2, 9, 9), shoot);
    expect(ofType(events, 'attack')[0]).toMatchObject({ hitRv: 2, hits: 2 });
  });

  it('D10.SR.MELEE: Melee(1) makes a 4+ fighter hit on 3+', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'a', models: 1, tiers: { melee: 1 } }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 24, y: 13 } },
    ]);
    const { events } = run(withDice(s, 3, 9, 1), { type: 'activate', unitId: a }, { type: 'charge', target: b });
    expect(ofType(events, 'attack')[0]).toMatchObject({ hitRv: 3, hits: 1 });
  });

  it('D10.SR.AP / D10.SR.ATTACKS / D10.SR.RANGE: weapon tiers arrive already applied in the resolved weapon', () => {
    const s = run(sr({ weapons: [{ id: 'lasgun', name: 'Lasgun', kind: 'ranged', range: 24 + 6, attacks: 1 + 1, ap: 0 + 2, rules: [], carriers: 2 }] }, {}), { type: 'activate', unitId: a }).state;
    const { events } = run(withDice(s, 9, 1, 1, 1, 5), shoot);
    expect(ofType(events, 'attack')[0]).toMatchObject({ attacks: 4, defenseRv: 6, defended: 0 });
  });

  it('D10.SR.STACK_CAP_3 / D10.SR.ADDITIVE: Morale(2) and Leadership(2) add but the Leadership total stays ≤ 3', () => {
    const s = battle([
      { side: 1, unit: unit({ uid: 'b', models: 4, tiers: { morale: 2 } }), at: { x: 24, y: 30 } },
      { side: 1, unit: unit({ uid: 'l1', models: 1, tiers: { leadership: 2 } }), at: { x: 28, y: 30 } },
      { side: 1, unit: unit({ uid: 'l2', models: 1, tiers: { leadership: 2 } }), at: { x: 20, y: 30 } },
      { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 24, y: 10 } },
    ]);
    // 7 − Morale 2 − Leadership min(3, 2 + 2) = 2.
    return import('../../../shared/rulesets/d10-wargame/morale').then(({ moraleRv }) => expect(moraleRv(s, s.units[b]!)).toBe(2));
  });

  it('D10.SR.INDEPENDENT / D10.AMBIG.MULTIPLICATIVE / D10.AMBIG.MODIFIER_DIRECTION: every beneficial rule lowers an RV; AP raises the Defense RV', () => {
    const s = run(sr({ tiers: { ranged: 1 }, weapons: [{ id: 'lasgun', name: 'Lasgun', kind: 'ranged', range: 24, attacks: 1, ap: 1, rules: [], carriers: 2 }] }, { tiers: { defense: 1 } }), { type: 'activate', unitId: a }).state;
    const { events } = run(withDice(s, 1, 1), shoot);
    expect(ofType(events, 'attack')[0]).toMatchObject({ hitRv: 3, defenseRv: 4 });
  });
});

describe('Cohesion after casualties and the mission', () => {
  it('D10.COHESION.REMOVE / D10.COHESION.ROUTED / D10.AMBIG.COHESION: a unit its owner split loses the models they choose until it holds together; they count as lost', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 21.2, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 3 }), at: { x: 20, y: 30 } },
    ]);
    const [m1, m2, m3] = s.units[b]!.models;
    Object.assign(m1!, { x: 20, y: 30 });
    Object.assign(m2!, { x: 21.2, y: 31 });
    Object.assign(m3!, { x: 22.4, y: 30 });
    const shot = step(withDice(s, 9, 1, 9), { type: 'activate', unitId: a }, { type: 'shoot', fire: [{ weapon: 'lasgun', target: b }] });
    // Player 2 takes the wound on the middle model of the line, which splits it …
    const split = step(shot.state, { type: 'allocateWounds', wounds: { [m2!.id]: 1 } });
    expect(split.state.pending).toMatchObject({ kind: 'casualties', wait: { unitId: b, kind: 'cohesion' } });
    expect(refused(split.state, { type: 'removeForCohesion', models: [m1!.id, m3!.id] })).toMatch(/Keep at least one model/);
    expect(refused(split.state, { type: 'removeForCohesion', models: [] })).toMatch(/still be out of cohesion/);
    // … and chooses which of the two ends routs.
    const { state, events } = step(split.state, { type: 'removeForCohesion', models: [m3!.id] });
    expect(ofType(events, 'routed')[0]!.removed).toEqual([m3!.id]);
    expect(state.units[b]!.models.map((m) => m.id)).toEqual([m1!.id]);
    // 1 of 3 left: a Morale Check follows (the routed model counted as lost).
    expect(ofType(events, 'morale')).toHaveLength(1);
  });

  it('D10.SETUP.MISSION_ROLL / D10.AMBIG.MISSION_TABLE / D10.SETUP.MISSION_DEPLOYMENT: agreed beforehand, the default mission is Standard Deployment with 3 objectives and standard scoring', () => {
    expect(DEFAULT_OPTIONS).toMatchObject({ deployment: 'standard', scoring: 'standard', objectivePoints: 50 });
    const focus = initialState({ armies: [[unit({ uid: 'a' })], [unit({ uid: 'b' })]], options: { scoring: 'objective-focus' }, seed: 1 });
    expect(typeof focus !== 'string' && focus.options.objectivePoints).toBe(100);
  });

  it('D10.AMBIG.MORALE_SHAKEN_EFFECTS / D10.SR.MORALE_SHAKEN: Morale(n) has no further Shaken effect — a Shaken unit with Morale(3) still fights back only on 10s', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 1, tiers: { morale: 3 } }), at: { x: 24, y: 13 } },
    ]);
    s.units[b]!.shaken = true;
    const { events } = run(withDice(s, 1, 9, 1), { type: 'activate', unitId: a }, { type: 'charge', target: b });
    expect(ofType(events, 'attack')[1]).toMatchObject({ hitRv: 11, hits: 0 });
  });
});
