/**
 * Battle Forge shooting through the engine: which weapons fire, range measured model by model,
 * targets locked in melee, shots at a target that escaped (BF.SHOOT.*, BF.ACT.SHOOT_ALL_RANGED,
 * BF.WPN.ATTACKS, BF.AMBIG.RANGE_MEASURE), each with the dice fixed.
 */
import { describe, expect, it } from 'vitest';
import { HARPOON, MAUD, MORTAR, REAVERS, SCOUTS, SHELLBACKS, VETERANS, WARDENS, block, eventsOf, refusal, run, table, withDice, type Pt } from './engine-table';

const tens = (n: number): number[] => Array.from({ length: n }, () => 10);

/** `shooter` activated and shooting `target`, which does not react: the attack event, its dice all 10s (every shot a miss). */
function volley(units: Record<string, Pt | Pt[]>, shooter: string, target: string) {
  const s = run(table(units, { first: shooter.startsWith('1:') ? 0 : 1 }), { type: 'activate', unitId: shooter }).state;
  const declared = run(s, { type: 'shoot', target }).state;
  const { events } = run(withDice(declared, ...tens(40)), { type: 'noReaction' });
  return eventsOf(events, 'attack')[0]!;
}

describe('Battle Forge shooting through the engine', () => {
  it('BF.ACT.SHOOT_ALL_RANGED and BF.SHOOT.ALL_WEAPONS: a Shoot fires every ranged weapon of the unit, and no Melee one', () => {
    // Old Maud: Old Thunder (A2) shoots, her Warblade does not.
    expect(volley({ [MAUD]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 20 } }, MAUD, REAVERS)).toMatchObject({ attacks: 2, hitValue: 7 });
    // The Harpoon Crew: the Harpoon Gun (A1) on its model without characteristics, and both crew's Hook Pistols (A1).
    expect(volley({ [HARPOON]: { x: 10, y: 30 }, [WARDENS]: { x: 10, y: 20 } }, HARPOON, WARDENS)).toMatchObject({ attacks: 3, hitValue: 5 });
    // The Bellows Mortar fires its mortar (A2), the crew's knives stay out of it.
    expect(volley({ [MORTAR]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 20 } }, MORTAR, REAVERS)).toMatchObject({ attacks: 2, hitValue: 5 });
  });

  it('BF.WPN.ATTACKS: each model rolls its weapon\'s Attacks: four Scouts with A2 carbines roll 8 dice', () => {
    expect(volley({ [SCOUTS]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 18 } }, SCOUTS, REAVERS)).toMatchObject({ attacks: 8, hits: 0 });
  });

  it('BF.AMBIG.WEAPON_COPIES: Name(X) carried by a model rolls X × A dice for that model', () => {
    const s = table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 20 } });
    for (const m of s.units[WARDENS]!.models) m.weapons = m.weapons.map((w) => (w.range === 'melee' ? w : { ...w, copies: 2 }));
    const declared = run(run(s, { type: 'activate', unitId: WARDENS }).state, { type: 'shoot', target: REAVERS }).state;
    expect(eventsOf(run(withDice(declared, ...tens(20)), { type: 'noReaction' }).events, 'attack')[0]).toMatchObject({ attacks: 20 });
  });

  it('BF.AMBIG.RANGE_MEASURE: range is measured from each firing model, which decides its own band or keeps it from firing', () => {
    // Base to base, the front row is 10.7" from the Reavers (short, Acc 5), the back row 12.2" (long, Acc 4): each row rolls at its own value.
    const units = { [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 23.5 } };
    const s = run(run(table(units), { type: 'activate', unitId: WARDENS }).state, { type: 'shoot', target: REAVERS }).state;
    const fives = run(withDice(s, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1), { type: 'noReaction' }).events;
    expect(eventsOf(fives, 'attack')[0]).toMatchObject({ attacks: 10, hits: 5, hitValue: 5 });
    // Back row 24.7" off, beyond the Longrifle's 24": only the front row fires.
    expect(volley({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 36 } }, WARDENS, REAVERS)).toMatchObject({ attacks: 5, hitValue: 4 });
  });

  it('BF.SHOOT.NO_ENGAGED_TARGETS and BF.AMBIG.ENGAGED_SHOOTING: nobody shoots an enemy locked with a friend, though a locked unit may shoot elsewhere', () => {
    const s = table({
      [WARDENS]: { x: 10, y: 4 },
      [VETERANS]: block({ x: 10, y: 14 }, 5),
      [REAVERS]: block({ x: 10, y: 14 + 32 / 25.4 }, 10),
      [SHELLBACKS]: { x: 30, y: 20 },
    });
    const wardens = run(s, { type: 'activate', unitId: WARDENS }).state;
    expect(refusal(wardens, { type: 'shoot', target: REAVERS })).toEqual({ code: 'target-in-melee', rule: 'BF.SHOOT.NO_ENGAGED_TARGETS' });
    const veterans = run(s, { type: 'activate', unitId: VETERANS }).state;
    expect(refusal(veterans, { type: 'shoot', target: REAVERS })).toEqual({ code: 'target-in-melee', rule: 'BF.SHOOT.NO_ENGAGED_TARGETS' });
    expect(eventsOf(run(veterans, { type: 'shoot', target: SHELLBACKS }).events, 'declared')).toHaveLength(1);
  });

  it('BF.SHOOT.IMPOSSIBLE_SHOTS, BF.REACT.ESCAPE_TRIGGER and BF.REACT.ESCAPE_EFFECT: a target that Escapes out of range makes the declared shots fall away', () => {
    // The Deck Reavers' Hook Pistols reach 12"; the Wardens stand 8.5" off and Escape 5" back.
    const s = run(table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 20 } }, { first: 1 }), { type: 'activate', unitId: REAVERS }).state;
    const declared = run(s, { type: 'shoot', target: WARDENS }).state;
    expect(declared.pending).toMatchObject({ kind: 'reaction', player: 0, eligible: [WARDENS] });
    const escaping = run(withDice(declared, 1), { type: 'react', unitId: WARDENS, reaction: 'escape' });
    expect(eventsOf(escaping.events, 'reaction')[0]).toMatchObject({ reaction: 'escape', tested: true, passed: true });
    expect(escaping.state.pending).toMatchObject({ kind: 'escape', unit: WARDENS });
    const away = escaping.state.units[WARDENS]!.models.map((m) => ({ id: m.id, x: m.x, y: m.y - 5 }));
    const { state, events } = run(escaping.state, { type: 'escapeMove', models: away });
    expect(state.units[WARDENS]!.models[0]!.y).toBe(5);
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ attacker: REAVERS, target: WARDENS, attacks: 0, hits: 0 });
    expect(state.units[WARDENS]!.models).toHaveLength(10);
  });
});
