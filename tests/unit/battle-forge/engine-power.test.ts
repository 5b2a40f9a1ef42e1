/**
 * Battle Forge powers through the engine: the Power action, the cast roll with the caster's Shock,
 * natural 1s and 10s, once a round, targets in and out of melee, and an enemy caster's stop roll
 * (BF.POWER.*, BF.AMBIG.POWER_*), each with the dice fixed.
 */
import { describe, expect, it } from 'vitest';
import { REAVERS, SHELLBACKS, SISTERS, TIDECALLER, WARDENS, eventsOf, refusal, roundOf, run, table, withDice, type Pt, type TableOptions } from './engine-table';

const TOUCH = 32 / 25.4;

/** The Stone Sisters (Mire: cast 5, an enemy within 18", −2 Movement) activated with `shock` Shock kept (Courage checks of 10). */
function sisters(units: Record<string, Pt | Pt[]>, shock = 0, options: TableOptions = {}) {
  const s = table({ [SISTERS]: { x: 10, y: 10 }, ...units }, { ...options, shock: { [SISTERS]: shock } });
  return run(withDice(s, ...Array.from({ length: shock }, () => 10)), { type: 'activate', unitId: SISTERS }).state;
}

describe('Battle Forge powers through the engine', () => {
  it('BF.POWER.ACTION, BF.POWER.CAST_ROLL and BF.POWER.CAST_SUCCESS: casting is an action; D10 + Shock at or under the cast value casts', () => {
    const s = sisters({ [REAVERS]: { x: 10, y: 22 } }, 1);
    const { state, events } = run(withDice(s, 4), { type: 'power', power: 'mire', target: REAVERS });
    expect(eventsOf(events, 'powerCast')[0]).toMatchObject({ unitId: SISTERS, power: 'mire', total: 5, success: true });
    expect(state.round.activation).toMatchObject({ unit: SISTERS, actions: ['power'] });
    expect(state.units[REAVERS]!.effects).toEqual([{ stat: 'mov', value: -2, source: 'mire' }]);
    const failed = run(withDice(s, 5), { type: 'power', power: 'mire', target: REAVERS });
    expect(eventsOf(failed.events, 'powerCast')[0]).toMatchObject({ total: 6, success: false });
    expect(failed.state.units[REAVERS]!.effects).toEqual([]);
    expect(failed.state.round.activation!.actions).toEqual(['power']);
  });

  it('BF.POWER.CAST_NAT10 and BF.AMBIG.POWER_NATURALS: a natural 10 fails and gives the caster 2 Shock; a natural 1 casts whatever the Shock', () => {
    const s = sisters({ [REAVERS]: { x: 10, y: 22 } });
    const ten = run(withDice(s, 10), { type: 'power', power: 'mire', target: REAVERS });
    expect(eventsOf(ten.events, 'powerCast')[0]).toMatchObject({ total: 10, success: false });
    expect(eventsOf(ten.events, 'shockGained')[0]).toMatchObject({ unitId: SISTERS, shock: 2 });
    expect(roundOf(ten.state, SISTERS).shock).toBe(2);
    const shaken = sisters({ [REAVERS]: { x: 10, y: 22 } }, 5);
    const one = run(withDice(shaken, 1), { type: 'power', power: 'mire', target: REAVERS });
    expect(eventsOf(one.events, 'powerCast')[0]).toMatchObject({ total: 6, success: true });
  });

  it('BF.POWER.ONCE_PER_TURN and BF.AMBIG.POWER_LIMITS: each power is cast once a round, and every attempt uses one of the casts allowed', () => {
    const s = sisters({ [REAVERS]: { x: 10, y: 22 } });
    s.units[SISTERS]!.casting = { ...s.units[SISTERS]!.casting!, casts: 2 };
    const cast = run(withDice(s, 1), { type: 'power', power: 'mire', target: REAVERS }).state;
    expect(refusal(withDice(cast, 1), { type: 'power', power: 'mire', target: REAVERS })).toEqual({ code: 'power-already-cast', rule: 'BF.POWER.ONCE_PER_TURN' });
    // With one cast a round, a failed attempt uses it up.
    const once = sisters({ [REAVERS]: { x: 10, y: 22 } });
    const failed = run(withDice(once, 9), { type: 'power', power: 'mire', target: REAVERS }).state;
    expect(refusal(withDice(failed, 1), { type: 'power', power: 'sense-danger', target: SISTERS })).toEqual({ code: 'no-casts-left', rule: 'BF.AMBIG.POWER_LIMITS' });
  });

  it('BF.DATA.ABILITY_SAME_FACTION: a power for friends targets units of the caster’s own faction, not an allied detachment’s', () => {
    const s = sisters({ [WARDENS]: { x: 10, y: 16 }, [REAVERS]: { x: 10, y: 40 } });
    expect(s.units[WARDENS]!.faction).toBe(s.units[SISTERS]!.faction);
    const cast = run(withDice(s, 1), { type: 'power', power: 'stone-skin', target: WARDENS });
    expect(eventsOf(cast.events, 'powerCast')[0]).toMatchObject({ power: 'stone-skin', success: true });
    const allied = structuredClone(s);
    allied.units[WARDENS]!.faction = 'saltmarrow-reavers';
    expect(refusal(withDice(allied, 1), { type: 'power', power: 'stone-skin', target: WARDENS })).toMatchObject({ code: 'needs-friend', rule: 'BF.DATA.ABILITY_SAME_FACTION' });
  });

  it('BF.POWER.LOCKED_TARGETS: a caster locked in melee may only target the units it is locked with', () => {
    const locked = Array.from({ length: 10 }, (_, i) => ({ x: 10 + (i % 5) * 1.5, y: 10 + TOUCH + Math.floor(i / 5) * 1.5 }));
    const s = sisters({ [REAVERS]: locked, [SHELLBACKS]: { x: 18, y: 20 } });
    expect(refusal(withDice(s, 1), { type: 'power', power: 'mire', target: SHELLBACKS })).toEqual({ code: 'locked-caster', rule: 'BF.POWER.LOCKED_TARGETS' });
    expect(eventsOf(run(withDice(s, 1), { type: 'power', power: 'mire', target: REAVERS }).events, 'powerCast')[0]).toMatchObject({ success: true });
  });

  it('BF.POWER.NO_ENGAGED_ENEMY: a caster not in melee may not target an enemy locked with a friendly unit', () => {
    const locked = Array.from({ length: 10 }, (_, i) => ({ x: 30 + (i % 5) * 1.5, y: 11.5 + TOUCH + Math.floor(i / 5) * 1.5 }));
    const s = sisters({ [WARDENS]: { x: 30, y: 10 }, [REAVERS]: locked });
    expect(refusal(withDice(s, 1), { type: 'power', power: 'mire', target: REAVERS })).toEqual({ code: 'target-in-melee', rule: 'BF.POWER.NO_ENGAGED_ENEMY' });
  });

  it('BF.POWER.STOP_WHO, BF.POWER.STOP_ROLL and BF.AMBIG.POWER_STOP_UNITS: an enemy caster within 24" may roll to stop, at or under the cast total', () => {
    const s = sisters({ [REAVERS]: { x: 10, y: 22 }, [TIDECALLER]: { x: 20, y: 30 } });
    const cast = run(withDice(s, 3), { type: 'power', power: 'mire', target: REAVERS }).state;
    expect(cast.pending).toMatchObject({ kind: 'stop', player: 1, eligible: [TIDECALLER] });
    expect(refusal(cast, { type: 'stopPower', unitId: REAVERS })).toEqual({ code: 'cannot-stop', rule: 'BF.AMBIG.POWER_STOP_UNITS' });
    const stopped = run(withDice(cast, 3), { type: 'stopPower', unitId: TIDECALLER });
    expect(eventsOf(stopped.events, 'powerStopped')[0]).toMatchObject({ by: TIDECALLER, face: 3, stopped: true });
    expect(stopped.state.units[REAVERS]!.effects).toEqual([]);
    const through = run(withDice(cast, 4), { type: 'stopPower', unitId: TIDECALLER });
    expect(eventsOf(through.events, 'powerStopped')[0]).toMatchObject({ face: 4, stopped: false });
    expect(through.state.units[REAVERS]!.effects).toEqual([{ stat: 'mov', value: -2, source: 'mire' }]);
    // Beyond 24" no one may stop it: the power takes effect at once.
    const far = sisters({ [REAVERS]: { x: 10, y: 22 }, [TIDECALLER]: { x: 40, y: 44 } });
    const unopposed = run(withDice(far, 3), { type: 'power', power: 'mire', target: REAVERS }).state;
    expect(unopposed.pending).toBeNull();
    expect(unopposed.units[REAVERS]!.effects).toHaveLength(1);
  });
});
