/**
 * The log's sentences for Battle Forge's attacks: every roll on the Injury Chart is written out with
 * its die, its total and what it did, so a player can check the chart by hand.
 */
import { describe, expect, it } from 'vitest';
import { bfDescribe } from '../../../shared/rulesets/battle-forge/describe';
import type { BfEvent } from '../../../shared/rulesets/battle-forge/state';

const attack = (injuries: Extract<BfEvent, { type: 'attack' }>['injuries']): BfEvent =>
  ({
    type: 'attack',
    attacker: 'a',
    target: 't',
    kind: 'shoot',
    attacks: 3,
    hitValue: 6,
    hits: 2,
    shares: [],
    saves: [
      { model: 'm1', face: 9, saved: false, margin: 2 },
      { model: 'm1', face: 3, saved: true, margin: null },
    ],
    injuries,
    removed: [],
    cover: 'none',
  }) as unknown as BfEvent;

describe('the log of an attack', () => {
  it('BF.INJURY.ROLL: each Injury Chart roll shows its die, its total and its result (BF.INJURY.SHAKEN, BF.INJURY.PANIC, BF.INJURY.DESTROYED)', () => {
    expect(bfDescribe(attack([]))).toBe('a shoots t: 3 dice at 6 or under: 2 hits, 1 failed save.');
    expect(bfDescribe(attack([{ model: 'm1', face: 4, total: 6, result: 'shaken' }]))).toMatch(/Injury Chart: rolled 4, total 6: Shaken, 1 more Shock\.$/);
    expect(bfDescribe(attack([{ model: 'm1', face: 7, total: 9, result: 'panic', courageHeld: false }]))).toMatch(
      /Injury Chart: rolled 7, total 9: Panic, 2 more Shock, Courage fails and the unit is destroyed\.$/,
    );
    expect(bfDescribe(attack([{ model: 'm1', face: 1, total: 3, result: 'no-effect' }]))).toMatch(/rolled 1, total 3: no effect\.$/);
    expect(bfDescribe(attack([{ model: 'm1', face: 10, total: 12, result: 'destroyed' }]))).toMatch(/total 12: the model is destroyed\.$/);
  });
});

describe('the log of the bid', () => {
  it('BF.BID.FORFEIT: the order the bids give says who won, lost, tied or forfeited (with the Shock placed of the bid)', () => {
    const decided = (outcomes: { seat: number; bid: number; assigned: number; short: boolean; result: 'won' | 'lost' | 'tied' | 'forfeited'; opening: number }[]): BfEvent =>
      ({ type: 'orderDecided', opening: [1], cycle: [1, 0], rolls: [], outcomes }) as unknown as BfEvent;
    expect(
      bfDescribe(
        decided([
          { seat: 0, bid: 14, assigned: 13, short: true, result: 'forfeited', opening: 0 },
          { seat: 1, bid: 0, assigned: 0, short: false, result: 'won', opening: 1 },
        ]),
      ),
    ).toBe('Player 1 forfeits the bid (placed 13 of 14 Shock), Player 2 wins the bid. Opening activations: Player 2; then Player 2, Player 1 in turn.');
    expect(
      bfDescribe(
        decided([
          { seat: 0, bid: 1, assigned: 1, short: false, result: 'tied', opening: 1 },
          { seat: 1, bid: 1, assigned: 1, short: false, result: 'tied', opening: 1 },
        ]),
      ),
    ).toMatch(/^Player 1 ties, Player 2 ties\. /);
  });
});

