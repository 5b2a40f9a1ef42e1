import { describe, expect, it } from 'vitest';
import { apply } from '../../../shared/rulesets/d10-wargame/commands';
import { defenseRv } from '../../../shared/rulesets/d10-wargame/attack';
import { describe as text } from '../../../shared/rulesets/d10-wargame/describe';
import { battle, id, lasgun, knife, ofType, refused, removedIn, run, unit, weapon, withDice } from '../game/fixtures';

const vets = () => unit({ uid: 'vets', name: 'Veteran Squad', models: 5 });
const raiders = (models = 5, extra = {}) => unit({ uid: 'raiders', name: 'Raider Bikes', models, ...extra });
const A = id(0, 'vets');
const B = id(1, 'raiders');

function duel(models = 5, extraTarget = {}, extraShooter = {}) {
  return battle([
    { side: 0, unit: { ...vets(), ...extraShooter }, at: { x: 24, y: 10 } },
    { side: 1, unit: raiders(models, extraTarget), at: { x: 24, y: 30 } },
  ]);
}

describe('Shooting Phase', () => {
  it('D10.SHOOT.TO_HIT / D10.QR.HIT: one D10 per attack hits on the Ranged stat or more', () => {
    const s = withDice(duel(), 4, 3, 9, 1, 10, /* defense */ 1, 1, 1, /* morale */ 9);
    const { events } = run(s, { type: 'activate', unitId: A }, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
    const [attack] = ofType(events, 'attack');
    expect(attack!.attacks).toBe(5);
    expect(attack!.hits).toBe(3); // 4, 9, 10 hit on 4+; 3 and 1 miss
    expect(attack!.hitRv).toBe(4);
  });

  it('D10.SHOOT.DEFENSE / D10.QR.DEFEND: each hit gets one Defense roll; each failure is one wound (D10.AMBIG.SHOOT_DEFENSE)', () => {
    const s = withDice(duel(), 5, 5, 5, 1, 1, /* defense */ 4, 3, 2);
    const { events, state } = run(s, { type: 'activate', unitId: A }, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
    const [attack] = ofType(events, 'attack');
    expect(attack!.hits).toBe(3);
    expect(attack!.defended).toBe(1);
    expect(attack!.wounds).toBe(2);
    expect(state.units[B]!.models).toHaveLength(3);
    expect(attack!.dice!.filter((d) => d.purpose === 'defense').map((d) => d.unit)).toEqual([B, B, B]);
  });

  it('D10.SHOOT.AP: AP 2 against Defense 4+ needs 6+; AP 0 leaves Defense unchanged', () => {
    const s = duel();
    expect(defenseRv(s.units[B]!, 2)).toBe(6);
    expect(defenseRv(s.units[B]!, 0)).toBe(4);
  });

  it('D10.SHOOT.AP_EXAMPLE: an AP 2 weapon against Defense 4+ — the defender needs 6+ (4 + 2 = 6)', () => {
    const s = withDice(duel(5, {}, { weapons: [lasgun(1, { ap: 2, id: 'plasma-gun', name: 'Plasma Gun' })] }), 8, 5, 6);
    const { events } = run(s, { type: 'activate', unitId: A }, { type: 'shoot', fire: [{ weapon: 'plasma-gun', target: B }] });
    const [attack] = ofType(events, 'attack');
    expect(attack!.defenseRv).toBe(6);
    // One attack (1 carrier) hits on 8; the Defense roll of 5 fails against 6+.
    expect(attack!.wounds).toBe(1);
  });

  it('D10.WEAPON.ATTACKS: dice = models carrying the profile × A (D10.AMBIG.ATTACKS_PER_MODEL)', () => {
    const s = withDice(duel(5, {}, { weapons: [lasgun(5, { attacks: 2 })] }), ...new Array(10).fill(1));
    const { events } = run(s, { type: 'activate', unitId: A }, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
    expect(ofType(events, 'attack')[0]!.attacks).toBe(10);
  });

  it('D10.RANGE.INCLUSIVE / D10.RANGE.OUT / D10.MEASURE.CLOSEST_POINTS / D10.MEASURE.INCHES: exactly at range may shoot, beyond it may not and no dice roll', () => {
    const s = duel();
    const gap = 30 - 10 - 2 * s.units[A]!.radius; // nearest models face each other
    const inRange = withDice(duel(5, {}, { weapons: [lasgun(5, { range: gap })] }), 1, 1, 1, 1, 1);
    expect(apply(run(inRange, { type: 'activate', unitId: A }).state, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] }).ok).toBe(true);
    const out = run(duel(5, {}, { weapons: [lasgun(5, { range: gap - 0.1 })] }), { type: 'activate', unitId: A }).state;
    expect(refused(out, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] })).toMatch(/out of range/);
  });

  it('D10.RANGE.CHECK_REQUIRED: a weapon fires only at targets within its Range', () => {
    const s = run(duel(5, {}, { weapons: [lasgun(5, { range: 6 })] }), { type: 'activate', unitId: A }).state;
    expect(refused(s, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] })).toMatch(/out of range of Lasgun/);
  });

  it('D10.SHOOT.RULE_OF_THREE: at most three distinct profiles; a fourth is refused', () => {
    const weapons = ['a', 'b', 'c', 'd'].map((w) => weapon(`gun-${w}`, 'ranged', 1));
    const s = run(duel(5, {}, { weapons }), { type: 'activate', unitId: A }).state;
    const four = weapons.map((w) => ({ weapon: w.id, target: B }));
    expect(refused(s, { type: 'shoot', fire: four })).toMatch(/at most 3 weapon profiles/);
    expect(refused(s, { type: 'shoot', fire: [four[0]!, four[0]!] })).toMatch(/fires once/);
    expect(apply(withDice(s, 1, 1, 1), { type: 'shoot', fire: four.slice(0, 3) }).ok).toBe(true);
  });

  it('D10.SHOOT.SPLIT_FIRE: each profile may pick its own target in its own range', () => {
    const s0 = battle([
      { side: 0, unit: unit({ uid: 'vets', models: 2, weapons: [weapon('rifle', 'ranged', 1), weapon('pistol', 'ranged', 1, { range: 12 })] }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'near', models: 2 }), at: { x: 18, y: 16 } },
      { side: 1, unit: unit({ uid: 'far', models: 2 }), at: { x: 38, y: 30 } },
    ]);
    const s = run(s0, { type: 'activate', unitId: A }).state;
    expect(refused(s, { type: 'shoot', fire: [{ weapon: 'pistol', target: id(1, 'far') }] })).toMatch(/out of range of pistol/);
    const { events } = run(withDice(s, 1, 1), { type: 'shoot', fire: [{ weapon: 'rifle', target: id(1, 'far') }, { weapon: 'pistol', target: id(1, 'near') }] });
    expect(ofType(events, 'attack').map((a) => a.target)).toEqual([id(1, 'far'), id(1, 'near')]);
  });

  it('D10.SHOOT.ONE_PROFILE_AT_A_TIME: each profile is resolved completely (hits, defense, wounds) before the next', () => {
    const weapons = [weapon('gun-a', 'ranged', 1), weapon('gun-b', 'ranged', 1)];
    const s = run(duel(5, {}, { weapons }), { type: 'activate', unitId: A }).state;
    const { events } = run(withDice(s, 9, 2, 9, 2), { type: 'shoot', fire: [{ weapon: 'gun-a', target: B }, { weapon: 'gun-b', target: B }] });
    const attacks = ofType(events, 'attack');
    expect(attacks[0]!.dice!.map((d) => d.purpose)).toEqual(['hit', 'defense']);
    expect(attacks[1]!.dice!.map((d) => d.purpose)).toEqual(['hit', 'defense']);
    expect(attacks.map((a) => a.wounds)).toEqual([1, 1]);
    expect(removedIn(events)).toHaveLength(2);
    // The first profile's casualty is chosen before the second profile rolls.
    expect(events.map((e) => e.type).filter((t) => t === 'attack' || t === 'casualties')).toEqual(['attack', 'casualties', 'attack', 'casualties']);
  });

  it('D10.SHOOT.OPTIONAL: a unit may end its activation without shooting', () => {
    const { events } = run(duel(), { type: 'activate', unitId: A }, { type: 'endActivation' });
    expect(ofType(events, 'attack')).toHaveLength(0);
  });

  it('D10.SHOOT.TARGET: only enemy units on the table may be targeted', () => {
    const s = run(duel(), { type: 'activate', unitId: A }).state;
    expect(refused(s, { type: 'shoot', fire: [{ weapon: 'lasgun', target: A }] })).toMatch(/friendly/);
    expect(refused(s, { type: 'shoot', fire: [{ weapon: 'combat-knife', target: B }] })).toMatch(/melee weapon/);
  });

  it('D10.LOS.REQUIRED / D10.LOS.BLOCKING_TERRAIN / D10.TERRAIN.BLOCKING_LOS: a wall between the units blocks the shot', () => {
    const s0 = duel();
    s0.table.terrain = [{ id: 'wall', kind: 'blocking', points: [{ x: 0, y: 19 }, { x: 48, y: 19 }, { x: 48, y: 21 }, { x: 0, y: 21 }] }];
    const s = run(s0, { type: 'activate', unitId: A }).state;
    expect(refused(s, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] })).toMatch(/cannot see/);
  });

  it('D10.LOS.UNITS_OBSTRUCT: another unit in the way blocks the line; D10.LOS.CLEAR: an open line allows the shot', () => {
    const s0 = battle([
      { side: 0, unit: unit({ uid: 'vets', models: 1 }), at: { x: 24, y: 10 } },
      { side: 0, unit: unit({ uid: 'screen', models: 1 }), at: { x: 24, y: 20 } },
      { side: 1, unit: unit({ uid: 'raiders', models: 1 }), at: { x: 24, y: 30 } },
    ]);
    const s = run(s0, { type: 'activate', unitId: A }).state;
    expect(refused(s, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] })).toMatch(/cannot see/);
    const moved = run(s0, { type: 'activate', unitId: A }, { type: 'move', mode: 'move', models: [{ x: 20, y: 10 }] }).state;
    expect(apply(withDice(moved, 1), { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] }).ok).toBe(true);
  });

  it('D10.SHOOT.MORALE_AFTER: once all profiles are resolved, a target at half or fewer models tests once', () => {
    const weapons = [weapon('gun-a', 'ranged', 2), weapon('gun-b', 'ranged', 2)];
    const s = run(duel(4, {}, { weapons }), { type: 'activate', unitId: A }).state;
    // gun-a: 2 hits, 2 failed defenses → 2 of 4 left; gun-b: misses. Then morale 7+: rolled 5 → Shaken.
    const { events, state } = run(withDice(s, 9, 9, 2, 2, 1, 1, 5), { type: 'shoot', fire: [{ weapon: 'gun-a', target: B }, { weapon: 'gun-b', target: B }] });
    const morale = ofType(events, 'morale');
    expect(morale).toHaveLength(1);
    expect(events.findIndex((e) => e.type === 'morale')).toBeGreaterThan(events.map((e) => e.type).lastIndexOf('attack'));
    expect(morale[0]).toMatchObject({ unitId: B, rv: 7, result: 'shaken' });
    expect(state.units[B]!.shaken).toBe(true);
  });

  it('D10.WOUND.OWNER_APPLIES: wounds are applied at once to the target unit', () => {
    const s = withDice(duel(), 9, 1, 1, 1, 1, 1);
    const { state } = run(s, { type: 'activate', unitId: A }, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
    expect(state.units[B]!.models).toHaveLength(4);
  });

  it('D10.WOUND.SINGLE: a single-wound model that takes a wound is removed', () => {
    const s = withDice(duel(), 9, 1, 1, 1, 1, 1);
    const { events } = run(s, { type: 'activate', unitId: A }, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
    expect(removedIn(events)).toHaveLength(1);
  });

  it('D10.WOUND.MULTI / D10.INTRO.TOKENS: a multi-wound model takes tokens and is removed when they reach its Wounds', () => {
    const s = withDice(duel(1, { wounds: 3, name: 'Tank' }), 9, 9, 1, 1, 1, 1, 1);
    const first = run(s, { type: 'activate', unitId: A }, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
    expect(first.state.units[B]!.models[0]!.wounds).toBe(2);
    expect(ofType(first.events, 'attack')[0]!.wounds).toBe(2);
  });

  it('D10.AMBIG.WOUNDS: wounds beyond what the unit can absorb are lost', () => {
    const s = withDice(duel(1), 9, 9, 9, 9, 9, 1, 1, 1, 1, 1);
    const { events, state } = run(s, { type: 'activate', unitId: A }, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
    expect(ofType(events, 'attack')[0]!.wounds).toBe(1);
    expect(state.units[B]!.status).toBe('destroyed');
  });

  it('D10.AMBIG.LOS_UNIT / D10.RANGE.NEAREST_MODELS / D10.LOS.FROM_MODEL / D10.LOS.ANY_POINT: one model in range and sight lets every carrier fire', () => {
    const s0 = duel(5, {}, { models: 2, weapons: [lasgun(2, { range: 12 })] });
    const [near, far] = s0.units[A]!.models;
    Object.assign(near!, { x: 24, y: 18 });
    Object.assign(far!, { x: 25.2, y: 2 });
    s0.table.terrain = [{ id: 'wall', kind: 'blocking', points: [{ x: 25.5, y: 4 }, { x: 30, y: 4 }, { x: 30, y: 5 }, { x: 25.5, y: 5 }] }];
    const s = run(s0, { type: 'activate', unitId: A }).state;
    const { events } = run(withDice(s, 1, 1), { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
    expect(ofType(events, 'attack')[0]!.attacks).toBe(2);
  });

  it('D10.AMBIG.COVER: area terrain between the units neither blocks the shot nor changes the Defense roll', () => {
    const s0 = duel();
    s0.table.terrain = [{ id: 'woods', kind: 'area', points: [{ x: 10, y: 18 }, { x: 38, y: 18 }, { x: 38, y: 22 }, { x: 10, y: 22 }] }];
    const s = run(s0, { type: 'activate', unitId: A }).state;
    const { events } = run(withDice(s, 9, 1, 1, 1, 1, 4), { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
    expect(ofType(events, 'attack')[0]).toMatchObject({ defenseRv: 4, defended: 1 });
  });

  it('the log reads like the table: a readable sentence for a shooting attack', () => {
    const s = withDice(duel(), 9, 9, 9, 2, 2, 1, 1, 7);
    const { events, state } = run(s, { type: 'activate', unitId: A }, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
    expect(text(ofType(events, 'attack')[0]!, state)).toBe(
      'Veteran Squad shoots Raider Bikes with Lasgun: 5 attacks, 3 hits on 4+, 1 defended on 4+, 2 wounds — Player 2 chooses the casualties.',
    );
    expect(text(ofType(events, 'casualties')[0]!, state)).toBe('Player 2 allocates 2 wounds on Raider Bikes: 2 models removed.');
  });

  it('knife is not a ranged weapon (D10.WEAPON.MELEE_NO_RANGE)', () => {
    expect(knife(1).range).toBeUndefined();
  });
});
