import { describe, expect, it } from 'vitest';
import { belowHalf, moraleRv, rallyRv } from '../../../shared/rulesets/d10-wargame/morale';
import { describe as text } from '../../../shared/rulesets/d10-wargame/describe';
import { battle, id, ofType, refused, run, unit, withDice } from '../game/fixtures';

const A = id(0, 'vets');
const B = id(1, 'raiders');

function duel(models = 4, extra: Parameters<typeof unit>[0] | object = {}) {
  return battle([
    { side: 0, unit: unit({ uid: 'vets', name: 'Veteran Squad', models: 5 }), at: { x: 24, y: 10 } },
    { side: 1, unit: unit({ uid: 'raiders', name: 'Raider Bikes', models, ...extra }), at: { x: 24, y: 30 } },
  ]);
}

/** Shoot the raiders: `hits` hit dice, all failing defense, then the morale die. */
function shootAndTest(s: ReturnType<typeof duel>, hits: number, moraleFace?: number) {
  const models = s.units[A]!.models.length;
  const faces = [...new Array(hits).fill(9), ...new Array(models - hits).fill(1), ...new Array(hits).fill(1)];
  if (moraleFace !== undefined) faces.push(moraleFace);
  return run(withDice(s, ...faces), { type: 'activate', unitId: A }, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
}

describe('Morale', () => {
  it('D10.MORALE.TRIGGER: a check when half or more of the initial models are lost (10 → 5, 5 → 2, 3 → 1)', () => {
    const u = duel(10).units[B]!;
    u.models = u.models.slice(0, 6);
    expect(belowHalf(u)).toBe(false);
    u.models = u.models.slice(0, 5);
    expect(belowHalf(u)).toBe(true);
    const five = duel(5).units[B]!;
    five.models = five.models.slice(0, 3);
    expect(belowHalf(five)).toBe(false);
    five.models = five.models.slice(0, 2);
    expect(belowHalf(five)).toBe(true);
    const three = duel(3).units[B]!;
    three.models = three.models.slice(0, 1);
    expect(belowHalf(three)).toBe(true);
  });

  it('D10.MORALE.INITIAL_COUNT / D10.AMBIG.MORALE_MODEL_COUNT: models count, not wounds; a 1-model unit never tests', () => {
    const s = duel(1, { wounds: 5 });
    const { events } = shootAndTest(s, 3);
    expect(ofType(events, 'attack')[0]!.wounds).toBe(3);
    expect(ofType(events, 'morale')).toHaveLength(0);
  });

  it('D10.MORALE.ROLL / D10.MORALE.PASS: roll ≥ Morale holds with no change', () => {
    const { events, state } = shootAndTest(duel(4), 2, 7);
    expect(ofType(events, 'morale')[0]).toMatchObject({ rv: 7, result: 'pass' });
    expect(state.units[B]!.shaken).toBe(false);
  });

  it('D10.MORALE.FAIL_SHAKEN: a unit that is not Shaken and fails becomes Shaken', () => {
    const { state, events } = shootAndTest(duel(4), 2, 6);
    expect(state.units[B]!.shaken).toBe(true);
    expect(text(ofType(events, 'morale')[0]!, state)).toBe('Raider Bikes morale check 7+: rolled 6, Shaken.');
  });

  it('D10.MORALE.FAIL_FLEE / D10.AMBIG.FLED_DP: a Shaken unit that fails flees, is removed and scores as destroyed', () => {
    const s = duel(4);
    s.units[B]!.shaken = true;
    const { state, events } = shootAndTest(s, 2, 2);
    expect(state.units[B]!.status).toBe('destroyed');
    expect(state.units[B]!.fled).toBe(true);
    expect(ofType(events, 'destroyed')[0]).toMatchObject({ unitId: B, fled: true, dp: 80, scoredBy: 0 });
  });

  it('D10.AMBIG.MORALE_REPEAT: a unit already below half tests again after each wounding attack; no wounds, no test', () => {
    const s = duel(4);
    s.units[B]!.models = s.units[B]!.models.slice(0, 2);
    const missed = shootAndTest(s, 0);
    expect(ofType(missed.events, 'morale')).toHaveLength(0);
    const hit = shootAndTest(s, 1, 8);
    expect(ofType(hit.events, 'morale')).toHaveLength(1);
  });

  it('D10.SR.MORALE: Morale(2) makes a 7+ unit test on 5+', () => {
    const s = duel(4, { tiers: { morale: 2 } });
    expect(moraleRv(s, s.units[B]!)).toBe(5);
  });

  it('D10.SR.LEADERSHIP: friendly units within 6" of a Leadership(1) unit test 1 easier; not beyond 6"', () => {
    const s = battle([
      { side: 1, unit: unit({ uid: 'raiders', models: 4 }), at: { x: 24, y: 30 } },
      { side: 1, unit: unit({ uid: 'captain', models: 1, category: 'HQ', tiers: { leadership: 1 } }), at: { x: 28, y: 30 } },
      { side: 0, unit: unit({ uid: 'vets', models: 1 }), at: { x: 24, y: 10 } },
    ]);
    expect(moraleRv(s, s.units[B]!)).toBe(6);
    s.units[id(1, 'captain')]!.models[0]!.x = 40;
    expect(moraleRv(s, s.units[B]!)).toBe(7);
  });

  it('D10.QR.MORALE: a Morale Check passes on a roll equal to or greater than the Morale stat', () => {
    const { events } = shootAndTest(duel(4), 2, 7);
    expect(ofType(events, 'morale')[0]!.result).toBe('pass');
  });
});

describe('Shaken and Rally', () => {
  function shakenTurn(extra: Parameters<typeof battle>[0] = []) {
    const s = battle([
      { side: 0, unit: unit({ uid: 'vets', name: 'Veteran Squad', models: 5 }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'raiders', models: 4 }), at: { x: 24, y: 30 } },
      ...extra,
    ]);
    s.units[A]!.shaken = true;
    return s;
  }

  it('D10.SHAKEN.MUST_RALLY / D10.SHAKEN.RALLY_START / D10.RALLY.DURING_ACTIVATION: a Shaken unit must Rally first', () => {
    const s = run(shakenTurn(), { type: 'activate', unitId: A }).state;
    expect(s.activation!.step).toBe('rally');
    expect(refused(s, { type: 'endActivation' })).toMatch(/must attempt to Rally/);
  });

  it('D10.SHAKEN.LIMITED_ACTIONS / D10.AMBIG.SHAKEN_ACTIONS: a Shaken unit may not move, shoot or charge', () => {
    const s = run(shakenTurn(), { type: 'activate', unitId: A }).state;
    expect(refused(s, { type: 'move', mode: 'move', models: s.units[A]!.models.map((m) => ({ x: m.x, y: m.y + 1 })) })).toMatch(/Rally/);
    expect(refused(s, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] })).toMatch(/Rally/);
    expect(refused(s, { type: 'charge', target: B })).toMatch(/Rally/);
  });

  it('D10.RALLY.ROLL / D10.RALLY.SUCCESS: 1D10 against Morale; a pass removes Shaken', () => {
    const { state, events } = run(withDice(shakenTurn(), 7), { type: 'activate', unitId: A }, { type: 'rally' });
    expect(state.units[A]!.shaken).toBe(false);
    expect(ofType(events, 'rally')[0]).toMatchObject({ rv: 7, success: true });
  });

  it('D10.RALLY.FAILURE / D10.AMBIG.RALLY_FAIL_FLEE: a failed Rally leaves the unit Shaken and never makes it flee', () => {
    const { state } = run(withDice(shakenTurn(), 2), { type: 'activate', unitId: A }, { type: 'rally' });
    expect(state.units[A]!.shaken).toBe(true);
    expect(state.units[A]!.status).toBe('table');
  });

  it('D10.SHAKEN.UNTIL_RALLIED: Shaken does not wear off by itself at the end of a round', () => {
    const s = shakenTurn();
    const { state } = run(withDice(s, 2), { type: 'activate', unitId: A }, { type: 'rally' }, { type: 'activate', unitId: B }, { type: 'endActivation' }, { type: 'nextRound' });
    expect(state.round).toBe(2);
    expect(state.units[A]!.shaken).toBe(true);
  });

  it('D10.AMBIG.RALLY_SAME_ACTIVATION / D10.RALLY.RESTORED: the Rally uses up the activation; the unit acts normally next time', () => {
    const { state } = run(withDice(shakenTurn(), 9), { type: 'activate', unitId: A }, { type: 'rally' });
    expect(state.activation).toBeNull();
    expect(state.units[A]!.activated).toBe(true);
    const later = run(state, { type: 'activate', unitId: B }, { type: 'endActivation' }, { type: 'nextRound' }, { type: 'activate', unitId: A }).state;
    expect(later.activation!.step).toBe('movement');
  });

  it('D10.AMBIG.RALLY_SAME_ACTIVATION option: with actAfterRally a rallied unit goes on to move', () => {
    const s = shakenTurn();
    s.options = { ...s.options, actAfterRally: true };
    const { state } = run(withDice(s, 9), { type: 'activate', unitId: A }, { type: 'rally' });
    expect(state.activation!.step).toBe('movement');
  });

  it('D10.RALLY.HQ_PLUS1 / D10.QR.RALLY: a friendly HQ within 6" gives +1 (Rally RV 6 for Morale 7+)', () => {
    const s = shakenTurn([{ side: 0, unit: unit({ uid: 'captain', models: 1, category: 'HQ' }), at: { x: 29, y: 10 } }]);
    expect(rallyRv(s, s.units[A]!)).toBe(6);
    s.units[id(0, 'captain')]!.models[0]!.x = 40;
    expect(rallyRv(s, s.units[A]!)).toBe(7);
  });

  it('D10.AMBIG.LEADERSHIP_VS_HQ_RALLY: Morale 7+, Leadership(1) and an HQ nearby make the Rally RV 5', () => {
    const s = shakenTurn([{ side: 0, unit: unit({ uid: 'captain', models: 1, category: 'HQ', tiers: { leadership: 1 } }), at: { x: 29, y: 10 } }]);
    expect(rallyRv(s, s.units[A]!)).toBe(5);
    // An HQ does not rally itself with its own bonus.
    const hq = s.units[id(0, 'captain')]!;
    expect(rallyRv(s, hq)).toBe(7);
  });

  it('D10.ROUND.NO_END_RALLY / D10.QR.TURN_SEQUENCE / D10.AMBIG.RALLY_TIMING: no Rally is rolled at the End of Round', () => {
    const s = shakenTurn();
    const { events } = run(withDice(s, 2), { type: 'activate', unitId: A }, { type: 'rally' }, { type: 'activate', unitId: B }, { type: 'endActivation' }, { type: 'nextRound' });
    expect(ofType(events, 'rally')).toHaveLength(1);
  });
});
