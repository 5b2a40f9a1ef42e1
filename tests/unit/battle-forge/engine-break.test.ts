/**
 * Battle Forge break tests in close combat through the engine (BF.BREAK.FROM_MELEE): a broken unit
 * locked in melee falls back before it runs, with the Initiative check and the free attacks of a
 * failed fall back, each with the dice fixed.
 */
import { describe, expect, it } from 'vitest';
import { REAVERS, WARDENS, eventsOf, roundOf, run, table, withDice } from './engine-table';

const faces = (n: number, face: number): number[] => Array.from({ length: n }, () => face);
const TOUCH = 32 / 25.4;

/** Deck Reavers in base contact with Hedge Wardens (Courage 6) that carry 5 Shock, fighting them. */
function fight() {
  const reavers = Array.from({ length: 10 }, (_, i) => ({ x: 10 + (i % 5) * 1.5, y: 11.5 + TOUCH + Math.floor(i / 5) * 1.5 }));
  const s = table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: reavers }, { first: 1, shock: { [WARDENS]: 5 } });
  return run(s, { type: 'activate', unitId: REAVERS }, { type: 'fight', target: WARDENS }).state;
}

describe('Battle Forge break tests in melee through the engine', () => {
  it('BF.BREAK.FROM_MELEE: a broken unit locked in melee takes the fall-back check; failed, the enemy it fights gets its free attacks before the unit runs', () => {
    // One Cutlass hit (saved) brings the Wardens to 6 Shock: a break test, failed on a 10; the fall-back check fails on a 10;
    // the Reavers' free attacks miss (twenty 10s); then the Wardens run.
    const dice = [1, ...faces(19, 10), 1, 10, 10, ...faces(20, 10)];
    const { state, events } = run(withDice(fight(), ...dice), { type: 'noReaction' });
    expect(eventsOf(events, 'breakTest')[0]!.test).toMatchObject({ unit: WARDENS, trigger: 'shock', passed: false, outcome: 'flees' });
    const attacks = eventsOf(events, 'attack');
    expect(attacks.map((a) => [a.attacker, a.kind, a.attacks])).toEqual([
      [REAVERS, 'fight', 20],
      [REAVERS, 'fight', 20],
    ]);
    const order = events.map((e) => e.type);
    expect(order.indexOf('breakTest')).toBeLessThan(order.lastIndexOf('attack'));
    expect(order.lastIndexOf('attack')).toBeLessThan(order.indexOf('fled'));
    expect(roundOf(state, WARDENS).engaged).toBe(false);
    expect(roundOf(state, REAVERS).fought).toBe(true);
  });

  it('BF.BREAK.FROM_MELEE: a passed fall-back check lets the broken unit run with no free attacks', () => {
    const dice = [1, ...faces(19, 10), 1, 10, 1];
    const { state, events } = run(withDice(fight(), ...dice), { type: 'noReaction' });
    expect(eventsOf(events, 'attack')).toHaveLength(1);
    expect(eventsOf(events, 'fled')).toEqual([expect.objectContaining({ unitId: WARDENS })]);
    expect(roundOf(state, WARDENS).engaged).toBe(false);
  });
});
