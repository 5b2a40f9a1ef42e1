import { describe, expect, it } from 'vitest';
import { apply } from '../../../shared/rulesets/d10-wargame/commands';
import { chargeReach } from '../../../shared/rulesets/d10-wargame/melee';
import { gap as unitGap } from '../../../shared/rulesets/d10-wargame/geo';
import { battle, id, knife, lasgun, ofType, refused, run, unit, weapon, withDice } from '../game/fixtures';

const A = id(0, 'chargers');
const B = id(1, 'defenders');

function fight(opts: { a?: Partial<Parameters<typeof unit>[0]>; b?: Partial<Parameters<typeof unit>[0]>; gap?: number } = {}) {
  return battle([
    { side: 0, unit: unit({ uid: 'chargers', name: 'Chargers', models: 4, ...opts.a }), at: { x: 24, y: 10 } },
    { side: 1, unit: unit({ uid: 'defenders', name: 'Defenders', models: 4, ...opts.b }), at: { x: 24, y: 10 + (opts.gap ?? 4) } },
  ]);
}

const charge = { type: 'charge', target: B } as const;

describe('Melee Phase', () => {
  it('D10.MELEE.CHARGE_RANGE_6: a target more than 6" away cannot be charged; within 6" it can', () => {
    const far = run(fight({ gap: 8 }), { type: 'activate', unitId: A }).state;
    expect(unitGap(far.units[A]!, far.units[B]!)).toBeGreaterThan(6);
    expect(refused(far, charge)).toMatch(/charges at most 6"/);
    const near = run(fight({ gap: 6.9 }), { type: 'activate', unitId: A }).state;
    expect(unitGap(near.units[A]!, near.units[B]!)).toBeLessThanOrEqual(6);
    expect(apply(withDice(near, ...new Array(16).fill(1)), charge).ok).toBe(true);
  });

  it('D10.QR.CHARGE: a charge reaches up to 6" and ends in base contact', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    expect(chargeReach(s.units[A]!)).toBe(6);
  });

  it('D10.MELEE.CHARGE_INTO_CONTACT / D10.MELEE.SEPARATE_1 / D10.AMBIG.SEPARATION: the charger moves into contact, fights, then ends 1" apart', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    const { state, events } = run(withDice(s, ...new Array(16).fill(1)), charge);
    expect(ofType(events, 'charged')).toHaveLength(1);
    expect(ofType(events, 'separated')[0]).toMatchObject({ unitId: A, from: B });
    expect(unitGap(state.units[A]!, state.units[B]!)).toBeCloseTo(1, 3);
    // D10.AMBIG.SEPARATION: the charged unit stays put.
    expect(state.units[B]!.models.map((m) => m.y)).toEqual(s.units[B]!.models.map((m) => m.y));
  });

  it('D10.MELEE.CHARGER_FIRST: the charger rolls all its attacks before the charged unit', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    const { events } = run(withDice(s, 1, 1, 1, 1, 1, 1, 1, 1), charge);
    const attacks = ofType(events, 'attack');
    expect(attacks.map((a) => a.attacker)).toEqual([A, B]);
    expect(attacks[0]!.mode).toBe('melee');
  });

  it('D10.MELEE.TO_HIT / D10.MELEE.DEFENSE: hits on the Melee stat; the unit hit rolls Defense + AP', () => {
    const s = run(fight({ a: { stats: { melee: 3 }, weapons: [knife(4, { ap: 1 })] } }), { type: 'activate', unitId: A }).state;
    // Charger: 3, 2, 3, 1 → 2 hits on 3+. Defender defends on 4 + 1 = 5+: 5 saves, 4 fails → 1 wound.
    const { events } = run(withDice(s, 3, 2, 3, 1, 5, 4, /* 3 defenders strike */ 1, 1, 1), charge);
    const [first] = ofType(events, 'attack');
    expect(first).toMatchObject({ hitRv: 3, hits: 2, defenseRv: 5, defended: 1, wounds: 1 });
  });

  it('D10.MELEE.RETALIATION / D10.MELEE.CASUALTIES_NO_RETALIATION: survivors strike back; removed models do not', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    // 4 charger attacks: 9, 9, 1, 1 → 2 hits; defenses 1, 1 → 2 defenders removed; 2 survivors strike back.
    const { events } = run(withDice(s, 9, 9, 1, 1, 1, 1, /* back */ 9, 1, /* charger defends */ 9, /* loser's morale */ 9), charge);
    const back = ofType(events, 'attack')[1]!;
    expect(back.attacker).toBe(B);
    expect(back.attacks).toBe(2);
    expect(back.dice!.find((d) => d.purpose === 'defense')!.unit).toBe(A);
  });

  it('D10.MELEE.VICTOR / D10.MELEE.LOSER_MORALE: more wounds wins; a loser at half or fewer tests morale', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    const { events, state } = run(withDice(s, 9, 9, 1, 1, 1, 1, 1, 1, /* morale */ 3), charge);
    expect(ofType(events, 'fightResult')[0]).toMatchObject({ wounds: [2, 0], victor: A, loser: B });
    expect(ofType(events, 'morale')[0]).toMatchObject({ unitId: B, result: 'shaken' });
    expect(state.units[B]!.shaken).toBe(true);
  });

  it('D10.MELEE.TIE: equal wounds — no victor, no loser, no morale check', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    const { events } = run(withDice(s, 9, 9, 1, 1, 1, 1, /* back */ 9, 9, 1, 1, 1), charge);
    expect(ofType(events, 'fightResult')[0]).toMatchObject({ wounds: [2, 2], victor: null, loser: null });
    expect(ofType(events, 'morale')).toHaveLength(0);
  });

  it('D10.AMBIG.VICTOR_WOUNDS: only wounds that took effect count, stopping when the unit is wiped out', () => {
    const s = run(fight({ b: { models: 1 } }), { type: 'activate', unitId: A }).state;
    const { events } = run(withDice(s, 9, 9, 9, 9, 1, 1, 1, 1), charge);
    expect(ofType(events, 'fightResult')[0]!.wounds).toEqual([1, 0]);
  });

  it('D10.MELEE.EXHAUSTION: both units are combat exhausted when the Fight ends, until their next activation', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    const { state } = run(withDice(s, ...new Array(8).fill(1)), charge);
    expect(state.units[A]!.exhausted).toBe(true);
    expect(state.units[B]!.exhausted).toBe(true);
    const next = run(state, { type: 'activate', unitId: B }).state;
    expect(next.units[B]!.exhausted).toBe(false);
  });

  it('D10.AMBIG.EXHAUSTION_TIMING: the charger is not exhausted during its own charge', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    const { events } = run(withDice(s, 4, 4, 4, 4, 9, 9, 9, 9, /* back */ 1, 1, 1, 1), charge);
    expect(ofType(events, 'attack')[0]!.hitRv).toBe(4);
  });

  it('D10.MELEE.EXHAUSTION_EFFECT: an exhausted unit hits only on a natural 10, whatever its Melee stat', () => {
    const s0 = fight({ b: { stats: { melee: 2 }, tiers: { melee: 3 } } });
    s0.units[B]!.exhausted = true;
    const s = run(s0, { type: 'activate', unitId: A }).state;
    const { events } = run(withDice(s, 1, 1, 1, 1, /* back */ 9, 9, 10, 8, /* defense */ 1), charge);
    const back = ofType(events, 'attack')[1]!;
    expect(back.hits).toBe(1);
    expect(back.hitRv).toBe(11);
  });

  it('D10.MELEE.EXHAUSTION_SCOPE: exhaustion leaves shooting and Defense rolls alone', () => {
    const s0 = fight({ gap: 12 });
    s0.units[B]!.exhausted = true;
    const s = run(s0, { type: 'activate', unitId: A }).state;
    const { events } = run(withDice(s, 9, 1, 1, 1, /* defense */ 4), { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] });
    expect(ofType(events, 'attack')[0]).toMatchObject({ defenseRv: 4, defended: 1 });
  });

  it('D10.SHAKEN.EXHAUSTED / D10.SHAKEN.DEFENDS: a Shaken unit defends normally and fights back only on natural 10s', () => {
    const s0 = fight();
    s0.units[B]!.shaken = true;
    const s = run(s0, { type: 'activate', unitId: A }).state;
    const { events } = run(withDice(s, 9, 1, 1, 1, /* defense */ 6, /* back */ 9, 9, 9, 9), charge);
    const [hit, back] = ofType(events, 'attack');
    expect(hit).toMatchObject({ defenseRv: 4, defended: 1 });
    expect(back).toMatchObject({ hitRv: 11, hits: 0 });
  });

  it('D10.MELEE.RULE_OF_THREE / D10.MELEE.ONE_PROFILE_AT_A_TIME / D10.AMBIG.RULE_OF_THREE_SCOPE: at most three melee profiles, each resolved in turn', () => {
    const weapons = ['a', 'b', 'c', 'd'].map((w) => weapon(`blade-${w}`, 'melee', 1));
    const s = run(fight({ a: { models: 1, weapons } }), { type: 'activate', unitId: A }).state;
    expect(refused(s, { type: 'charge', target: B, weapons: weapons.map((w) => w.id) })).toMatch(/at most 3 melee/);
    const { events } = run(withDice(s, 1, 1, 1, 1, 1, 1, 1), { type: 'charge', target: B, weapons: ['blade-a', 'blade-b', 'blade-c'] });
    expect(ofType(events, 'attack').filter((a) => a.attacker === A).map((a) => a.weapon)).toEqual(['blade-a', 'blade-b', 'blade-c']);
  });

  it('D10.MELEE.ALL_MODELS_ENGAGED / D10.MELEE.COMPLETE_ALL_ATTACKS: every model fights, no eligibility measured', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'chargers', models: 8, weapons: [knife(8)] }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'defenders', models: 2 }), at: { x: 24, y: 14 } },
    ]);
    const { events } = run(withDice(s, ...new Array(10).fill(1)), { type: 'activate', unitId: A }, charge);
    expect(ofType(events, 'attack')[0]!.attacks).toBe(8);
  });

  it('D10.MELEE.STRAIGHT_LINE / D10.AMBIG.CHARGE_PATH: blocking terrain or a unit in the lane stops a charge', () => {
    const s0 = fight();
    s0.table.terrain = [{ id: 'wall', kind: 'blocking', points: [{ x: 0, y: 11.5 }, { x: 48, y: 11.5 }, { x: 48, y: 12.5 }, { x: 0, y: 12.5 }] }];
    expect(refused(run(s0, { type: 'activate', unitId: A }).state, charge)).toMatch(/straight line/);
  });

  it('D10.MELEE.CHOOSE_TARGET / D10.MELEE.TWO_UNITS / D10.MELEE.ONLY_CONTACTED_UNIT: with two targets in reach, the charger picks one and fights only it', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'chargers', models: 2 }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'defenders', models: 2 }), at: { x: 20, y: 14 } },
      { side: 1, unit: unit({ uid: 'other', models: 2 }), at: { x: 29, y: 14 } },
    ]);
    const a = run(s, { type: 'activate', unitId: A }).state;
    const { events } = run(withDice(a, ...new Array(8).fill(1)), { type: 'charge', target: id(1, 'other') });
    expect(new Set(ofType(events, 'attack').flatMap((x) => [x.attacker, x.target]))).toEqual(new Set([A, id(1, 'other')]));
  });

  it('D10.MELEE.ONE_ENGAGEMENT / D10.MELEE.TWO_STEPS: one charge per activation, and the activation then ends', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    const { state, events } = run(withDice(s, ...new Array(8).fill(1)), charge);
    expect(state.activation).toBeNull();
    expect(ofType(events, 'activationEnded')).toHaveLength(1);
    expect(refused(state, charge)).toMatch(/No unit is active/);
  });

  it('D10.MELEE.OPTIONAL: a unit may end its activation without charging', () => {
    const { state } = run(fight(), { type: 'activate', unitId: A }, { type: 'endActivation' });
    expect(state.units[B]!.exhausted).toBe(false);
  });

  it('D10.MELEE.DECLARE: only an enemy unit may be charged', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    expect(refused(s, { type: 'charge', target: A })).toMatch(/friendly/);
  });

  it('D10.MELEE.WOUNDS_IMMEDIATE: melee wounds remove models at once', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    const { state } = run(withDice(s, 9, 1, 1, 1, 1, 1, 1, 1, 1), charge);
    expect(state.units[B]!.models).toHaveLength(3);
  });

  it('D10.ACT.NO_ONGOING_MELEE / D10.ENGAGE.BASE_CONTACT: after a fight no unit is left in base contact', () => {
    const s = run(fight(), { type: 'activate', unitId: A }).state;
    const { state } = run(withDice(s, ...new Array(8).fill(1)), charge);
    expect(unitGap(state.units[A]!, state.units[B]!)).toBeGreaterThan(0.99);
  });

  it('D10.SR.CHARGE / D10.AMBIG.CHARGE_RANGE: Charge(2) reaches 10"', () => {
    const s = fight({ a: { tiers: { charge: 2 } }, gap: 10.9 });
    const a = run(s, { type: 'activate', unitId: A }).state;
    expect(chargeReach(a.units[A]!)).toBe(10);
    expect(apply(withDice(a, ...new Array(16).fill(1)), charge).ok).toBe(true);
  });

  it('D10.ACT.CHARGE_ANY_MOVE / D10.MOVE.ADVANCE_MAY_CHARGE: a unit that Advanced may still charge', () => {
    const s = fight({ gap: 14 });
    const moved = run(s, { type: 'activate', unitId: A }, {
      type: 'move', mode: 'advance', models: s.units[A]!.models.map((m) => ({ x: m.x, y: m.y + 8 })),
    }).state;
    expect(apply(withDice(moved, ...new Array(16).fill(1)), charge).ok).toBe(true);
    expect(lasgun(1).kind).toBe('ranged');
  });
});
