/**
 * The owner picks casualties (D10.WOUND.OWNER_APPLIES, D10.AMBIG.WOUNDS, D10.AMBIG.COHESION) and
 * weapons belong to models (D10.WEAPON.ATTACKS, D10.AMBIG.ATTACKS_PER_MODEL): the resolution waits
 * for the owner of a wounded unit, the choice's command picks up where it stopped, and a removed
 * model takes its weapons with it.
 */
import { describe, expect, it } from 'vitest';
import { meridianLine } from '../../support/content';
import { resolveUnit } from '../../../shared/rulesets/d10-wargame/army';
import { apply } from '../../../shared/rulesets/d10-wargame/commands';
import { suggestWounds } from '../../../shared/rulesets/d10-wargame/casualties';
import { decision, legalCommands } from '../../../shared/rulesets/d10-wargame/legal';
import type { Faction } from '../../../shared/rulesets/d10-wargame/schema';
import type { D10State } from '../../../shared/rulesets/d10-wargame/state';
import { battle, id, knife, lasgun, ofType, refused, removedIn, step, unit, weapon, withDice } from '../game/fixtures';

const a = id(0, 'a');
const b = id(1, 'b');
const shoot = (target = b, w = 'lasgun') => ({ type: 'shoot', fire: [{ weapon: w, target }] }) as const;

/** A three-model line of player 2 whose middle model stands farthest from the shooter. */
function line(): D10State {
  const s = battle([
    { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 21.2, y: 10 } },
    { side: 1, unit: unit({ uid: 'b', models: 3 }), at: { x: 20, y: 30 } },
  ]);
  const [m1, m2, m3] = s.units[b]!.models;
  Object.assign(m1!, { x: 20, y: 30 });
  Object.assign(m2!, { x: 21.2, y: 31 });
  Object.assign(m3!, { x: 22.4, y: 30 });
  return s;
}

describe('the owner of a wounded unit chooses its casualties', () => {
  it('D10.AMBIG.WOUNDS / D10.WOUND.OWNER_APPLIES: a wound on a three-model line waits for its owner, whose suggestion keeps the line in cohesion — no second model, no Morale Check', () => {
    const { state, events } = step(withDice(line(), 9, 1), { type: 'activate', unitId: a }, shoot());
    expect(state.pending).toMatchObject({ kind: 'casualties', wait: { unitId: b, kind: 'wounds', wounds: 1, attacker: a } });
    expect(ofType(events, 'attack')[0]).toMatchObject({ wounds: 1, removed: [], allocation: 'owner' });
    // The decision is player 2's, in player 1's activation.
    expect(decision(state)).toEqual({ players: [1], kind: 'casualties', prompt: 'Player 2: choose which models of b take 1 wound.' });
    const [m1, m2, m3] = state.units[b]!.models;
    const suggested = legalCommands(state)[0]!;
    expect(suggested.type).toBe('allocateWounds');
    // Never the middle model: an end model goes and the other two stay within 1".
    expect(Object.keys((suggested as { wounds: Record<string, number> }).wounds)).not.toContain(m2!.id);
    const after = step(state, suggested);
    expect(after.state.pending).toBeNull();
    expect(after.state.units[b]!.models).toHaveLength(2);
    expect(ofType(after.events, 'routed')).toHaveLength(0);
    expect(ofType(after.events, 'morale')).toHaveLength(0);
    expect([m1!.id, m3!.id]).toContain(removedIn(after.events)[0]);
  });

  it('D10.WOUND.OWNER_APPLIES: while the owner chooses, nothing else goes on, and a wrong allocation is refused with a reason', () => {
    const { state } = step(withDice(line(), 9, 1), { type: 'activate', unitId: a }, shoot());
    const [m1, m2] = state.units[b]!.models;
    expect(refused(state, { type: 'endActivation' })).toBe('Player 2 must first choose which models of b take the wounds.');
    expect(refused(state, { type: 'allocateWounds', wounds: { [m1!.id]: 1, [m2!.id]: 1 } })).toMatch(/takes 1 wound: 2 were given/);
    expect(refused(state, { type: 'allocateWounds', wounds: { nobody: 1 } })).toMatch(/no model "nobody"/);
    expect(refused(state, { type: 'allocateWounds', wounds: { [m1!.id]: 2 } })).toMatch(/Model 1 can take only 1 more wound/);
    expect(refused(state, { type: 'removeForCohesion', models: [m1!.id] })).toMatch(/wounds to take first/);
    const before = JSON.stringify(state);
    apply(state, { type: 'allocateWounds', wounds: { [m1!.id]: 5 } });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('D10.WOUND.MULTI / D10.AMBIG.WOUNDS: on multi-wound models the owner spreads the tokens or takes one model off', () => {
    const make = () =>
      step(
        withDice(battle([
          { side: 0, unit: unit({ uid: 'a', models: 2 }), at: { x: 24, y: 10 } },
          { side: 1, unit: unit({ uid: 'b', models: 2, wounds: 3 }), at: { x: 24, y: 30 } },
        ]), 9, 9, 1, 1),
        { type: 'activate', unitId: a },
        shoot(),
      ).state;
    const s = make();
    expect(s.pending).toMatchObject({ wait: { wounds: 2 } });
    const [m1, m2] = s.units[b]!.models;
    const spread = step(s, { type: 'allocateWounds', wounds: { [m1!.id]: 1, [m2!.id]: 1 } });
    expect(spread.state.units[b]!.models.map((m) => m.wounds)).toEqual([1, 1]);
    expect(ofType(spread.events, 'casualties')[0]).toMatchObject({ removed: [], tokens: [m1!.id, m2!.id] });
    const stacked = step(make(), { type: 'allocateWounds', wounds: { [m2!.id]: 2 } });
    expect(stacked.state.units[b]!.models.map((m) => m.wounds)).toEqual([0, 2]);
    // A model already wounded takes the next wounds first in the suggestion.
    const again = { ...stacked.state, pending: { kind: 'casualties' as const, wait: { unitId: b, kind: 'wounds' as const, wounds: 1, attacker: a }, resume: { kind: 'shooting' as const, shooter: a, fire: [], at: 0, step: 'roll' as const, shotAt: [], wounded: [] } } };
    expect(suggestWounds(again, again.pending.wait)).toEqual({ [m2!.id]: 1 });
  });

  it('D10.AMBIG.WOUNDS: with only one possible outcome the owner is not asked (a lone model, or wounds that take the whole unit)', () => {
    const lone = battle([
      { side: 0, unit: unit({ uid: 'a', models: 2 }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 1, wounds: 3 }), at: { x: 24, y: 30 } },
    ]);
    const one = step(withDice(lone, 9, 9, 1, 1), { type: 'activate', unitId: a }, shoot());
    expect(one.state.pending).toBeNull();
    expect(one.state.units[b]!.models[0]!.wounds).toBe(2);
    const wiped = step(withDice(line(), 9, 1, 7), { type: 'activate', unitId: a }, shoot());
    wiped.state.units[b]!.models.splice(1); // one model left to take the one wound
    const again = step(withDice(battle([
      { side: 0, unit: unit({ uid: 'a', models: 3 }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 2 }), at: { x: 24, y: 30 } },
    ]), 9, 9, 9, 1, 1, 1), { type: 'activate', unitId: a }, shoot());
    expect(again.state.pending).toBeNull();
    expect(again.state.units[b]!.status).toBe('destroyed');
  });

  it('D10.WOUND.OWNER_APPLIES: every command legalCommands lists while casualties wait is accepted', () => {
    const { state } = step(withDice(line(), 9, 1), { type: 'activate', unitId: a }, shoot());
    const listed = legalCommands(state);
    expect(listed.length).toBeGreaterThan(1);
    for (const c of listed) expect(apply(state, c).ok).toBe(true);
  });

  it('D10.SHOOT.ONE_PROFILE_AT_A_TIME: after the choice the next profile fires, then the Morale Check — exactly where the attack stopped', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'a', models: 2, weapons: [weapon('gun-a', 'ranged', 2), weapon('gun-b', 'ranged', 2)] }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 4 }), at: { x: 24, y: 30 } },
    ]);
    const first = step(withDice(s, 9, 1, 1, 9, 9, 1, 1, 5), { type: 'activate', unitId: a }, { type: 'shoot', fire: [{ weapon: 'gun-a', target: b }, { weapon: 'gun-b', target: b }] });
    expect(ofType(first.events, 'attack')).toHaveLength(1);
    const m = first.state.units[b]!.models[0]!;
    const second = step(first.state, { type: 'allocateWounds', wounds: { [m.id]: 1 } });
    expect(ofType(second.events, 'attack').map((e) => e.weapon)).toEqual(['gun-b']);
    expect(second.state.pending).toMatchObject({ wait: { wounds: 2 } });
    const [x, y] = second.state.units[b]!.models;
    const third = step(second.state, { type: 'allocateWounds', wounds: { [x!.id]: 1, [y!.id]: 1 } });
    // 1 of 4 left after both profiles: one Morale Check, at the end (D10.SHOOT.MORALE_AFTER).
    expect(third.events.map((e) => e.type)).toEqual(['casualties', 'morale']);
    expect(third.state.activation).toMatchObject({ unitId: a, step: 'melee' });
  });
});

describe('a Fight waits for the casualty choices of both sides', () => {
  function fight() {
    const s = battle([
      { side: 0, unit: unit({ uid: 'a', models: 3, weapons: [lasgun(3), knife(3)] }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 3, weapons: [lasgun(3), knife(2), weapon('power-fist', 'melee', 1, { attacks: 2, ap: 2 })] }), at: { x: 24, y: 14 } },
    ]);
    return s;
  }

  it('D10.MELEE.CASUALTIES_NO_RETALIATION / D10.WEAPON.ATTACKS: the models the owner removes do not strike back; the one they keep does, with its own weapon', () => {
    const s = fight();
    const fist = s.units[b]!.models.find((m) => m.weapons?.includes('power-fist'))!;
    // The charger: 3 knife attacks, 2 hits, 2 failed Defense rolls.
    const charged = step(withDice(s, 9, 9, 1, 1, 1), { type: 'activate', unitId: a }, { type: 'charge', target: b });
    expect(charged.state.pending).toMatchObject({ kind: 'casualties', wait: { unitId: b, wounds: 2 } });
    expect(decision(charged.state).players).toEqual([1]);
    // The suggestion spares the power fist.
    const suggestion = legalCommands(charged.state)[0] as { wounds: Record<string, number> };
    expect(Object.keys(suggestion.wounds)).not.toContain(fist.id);
    const kept = step(withDice(charged.state, 1, 1, /* the loser's morale */ 9), { type: 'allocateWounds', wounds: suggestion.wounds });
    // Only the power fist's carrier strikes back: its 2 attacks; no knife is left.
    const back = ofType(kept.events, 'attack');
    expect(back.map((e) => [e.weapon, e.attacks])).toEqual([['power-fist', 2]]);
    expect(kept.state.pending).toBeNull();
    expect(ofType(kept.events, 'fightResult')[0]).toMatchObject({ wounds: [2, 0], victor: a });
    expect(kept.state.activation).toBeNull();
  });

  it('D10.MELEE.RETALIATION / D10.MELEE.VICTOR: the charger\'s owner chooses its own casualties from the blows struck back, and the Fight ends after', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'a', models: 4, weapons: [lasgun(4), knife(4)] }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 3, weapons: [lasgun(3), knife(2), weapon('power-fist', 'melee', 1, { attacks: 2, ap: 2 })] }), at: { x: 24, y: 14 } },
    ]);
    const charged = step(withDice(s, 9, 1, 1, 1, 1), { type: 'activate', unitId: a }, { type: 'charge', target: b });
    const victim = charged.state.units[b]!.models.find((m) => !m.weapons?.includes('power-fist'))!;
    // Back: knife 1 attack (9 hits), power fist 2 attacks (9, 9 hit); the charger's Defense 1, 1 and 1.
    const back = step(withDice(charged.state, 9, 1, 9, 9, 1, 1), { type: 'allocateWounds', wounds: { [victim.id]: 1 } });
    expect(back.state.pending).toMatchObject({ wait: { unitId: a, wounds: 1 } });
    expect(decision(back.state).players).toEqual([0]);
    const model = back.state.units[a]!.models[0]!;
    const next = step(back.state, { type: 'allocateWounds', wounds: { [model.id]: 1 } });
    expect(next.state.pending).toMatchObject({ wait: { unitId: a, wounds: 2 } });
    const done = step(withDice(next.state, /* the loser's morale */ 9), legalCommands(next.state)[0]!);
    expect(ofType(done.events, 'fightResult')[0]).toMatchObject({ wounds: [1, 3], victor: b, loser: a });
    expect(ofType(done.events, 'morale')[0]).toMatchObject({ unitId: a, result: 'pass' });
    expect(done.state.units[a]!.models).toHaveLength(1);
    expect(done.state.activation).toBeNull();
  });
});

describe('weapons belong to models', () => {
  const squad = () => resolveUnit(meridianLine as Faction, { uid: 'line', profile: 'line-squad', models: 5, options: ['light-autocannon'] });

  it('D10.WEAPON.ATTACKS / D10.TENFOLD.OPTION_MODELS: a Line Squad of 5 with a light autocannon — one model carries it instead of its rifle', () => {
    const r = squad();
    expect(r.loadouts).toEqual([
      ['service-rifle', 'bayonet'],
      ['service-rifle', 'bayonet'],
      ['service-rifle', 'bayonet'],
      ['service-rifle', 'bayonet'],
      ['light-autocannon', 'bayonet'],
    ]);
    const two = resolveUnit(meridianLine as Faction, { uid: 'line', profile: 'line-squad', models: 5, options: ['light-autocannon', 'scorch-projector'] });
    // Two special weapons bought once each go to two different models.
    expect(two.loadouts!.filter((l) => !l.includes('service-rifle'))).toEqual([['scorch-projector', 'bayonet'], ['light-autocannon', 'bayonet']]);
  });

  it('D10.WEAPON.ATTACKS / D10.AMBIG.ATTACKS_PER_MODEL: after losing 3 rifle models the squad fires 1 rifle die and 2 autocannon dice, not 2 and 2', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'a', models: 5, weapons: [lasgun(5, { attacks: 1, range: 36 })] }), at: { x: 24, y: 10 } },
      { side: 1, unit: squad(), at: { x: 24, y: 30 } },
    ]);
    const line = id(1, 'line');
    // Models 2, 3 and 4 (riflemen all); model 1 and the gunner, model 5 behind it, stay in cohesion.
    const riflemen = s.units[line]!.models.slice(1, 4);
    expect(riflemen.every((m) => m.weapons?.includes('service-rifle'))).toBe(true);
    const hit = step(withDice(s, 9, 9, 9, 1, 1, 1, 1, 1, /* morale */ 9), { type: 'activate', unitId: a }, shoot(line));
    const { state } = step(hit.state, { type: 'allocateWounds', wounds: Object.fromEntries(riflemen.map((m) => [m.id, 1])) }, { type: 'endActivation' });
    const fired = step(withDice(state, 1, 1, 1), { type: 'activate', unitId: line }, { type: 'shoot', fire: [{ weapon: 'service-rifle', target: a }, { weapon: 'light-autocannon', target: a }] });
    expect(ofType(fired.events, 'attack').map((e) => [e.weapon, e.attacks])).toEqual([['service-rifle', 1], ['light-autocannon', 2]]);
  });

  it('D10.WEAPON.ATTACKS: a weapon whose every carrier was removed cannot fire any more', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'a', models: 5, weapons: [lasgun(5, { range: 36 })] }), at: { x: 24, y: 10 } },
      { side: 1, unit: squad(), at: { x: 24, y: 30 } },
    ]);
    const line = id(1, 'line');
    const gunner = s.units[line]!.models.find((m) => m.weapons?.includes('light-autocannon'))!;
    const hit = step(withDice(s, 9, 1, 1, 1, 1, 1), { type: 'activate', unitId: a }, shoot(line));
    const { state } = step(hit.state, { type: 'allocateWounds', wounds: { [gunner.id]: 1 } }, { type: 'endActivation' });
    const active = step(state, { type: 'activate', unitId: line }).state;
    expect(refused(active, { type: 'shoot', fire: [{ weapon: 'light-autocannon', target: a }] })).toBe('No model of Line Squad left carries Light Autocannon.');
  });
});
