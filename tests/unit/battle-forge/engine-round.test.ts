/**
 * Battle Forge's readings of what the book leaves open, through the engine: ties, bid sequences,
 * forfeited bids, the Shock limit, standby, groups, Shock per attack, critical damage and units
 * destroyed nearby (BF.AMBIG.*), each with the dice fixed.
 */
import { describe, expect, it } from 'vitest';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import type { BfCommand, BfState } from '../../../shared/rulesets/battle-forge/state';
import { ADMIRAL, HOUNDS, MAUD, MORTAR, REAVERS, SCOUTS, SHELLBACKS, VETERANS, WARDENS, eventsOf, lay, refusal, roundOf, run, table, withDice } from './engine-table';

const faces = (n: number, face: number): number[] => Array.from({ length: n }, () => face);
const bids = (a: number, b: number): BfCommand[] => [
  { type: 'bid', player: 0, shock: a },
  { type: 'bid', player: 1, shock: b },
];
/** The seats that activate, in order, as each activates its next unit and ends at once. */
function seatsInOrder(s: BfState, order: readonly string[]): number[] {
  const seats: number[] = [];
  let state = s;
  for (const unitId of order) {
    seats.push(battleForge.decision(state).players[0]!);
    state = run(state, { type: 'activate', unitId }, { type: 'endActivation' }).state;
  }
  return seats;
}

describe('Battle Forge bids and activation order through the engine', () => {
  it('BF.AMBIG.ADVANTAGE_TIES: tied bids go to the player with more advantage points, with no roll; equal advantage rolls off', () => {
    // No dice are available: any roll would refuse the bid.
    const s = run(withDice(lay({ [WARDENS]: { x: 10, y: 4 }, [REAVERS]: { x: 10, y: 40 } }, { advantage: [0, 2] })), ...bids(1, 1), { type: 'assignShock', player: 0, unitId: WARDENS }, { type: 'assignShock', player: 1, unitId: REAVERS });
    expect(eventsOf(s.events, 'orderDecided')[0]!.rolls).toEqual([]);
    expect(battleForge.decision(s.state)).toMatchObject({ kind: 'activate', players: [1] });
    const even = run(withDice(lay({ [WARDENS]: { x: 10, y: 4 }, [REAVERS]: { x: 10, y: 40 } }, { advantage: [0, 0] }), 3, 8), ...bids(0, 0));
    expect(eventsOf(even.events, 'orderDecided')[0]!.rolls.map((r) => r.face)).toEqual([3, 8]);
  });

  it('BF.AMBIG.BID_SEQUENCE: the winner activates the bid difference in a row, then the players strictly alternate', () => {
    const s = lay({ [WARDENS]: { x: 2, y: 4 }, [VETERANS]: { x: 12, y: 4 }, [MAUD]: { x: 22, y: 4 }, [SCOUTS]: { x: 30, y: 4 }, [REAVERS]: { x: 2, y: 40 }, [SHELLBACKS]: { x: 14, y: 40 }, [HOUNDS]: { x: 24, y: 40 } });
    const bid = run(s, ...bids(2, 0), { type: 'assignShock', player: 0, unitId: VETERANS, shock: 2 }).state;
    expect(seatsInOrder(withDice(bid, 10, 10), [MAUD, SCOUTS, REAVERS, WARDENS, SHELLBACKS])).toEqual([0, 0, 1, 0, 1]);
  });

  it('BF.AMBIG.ACTIVATION_RUNOUT: a player whose units have all activated waits while the other activates the rest one after another', () => {
    const s = table({ [WARDENS]: { x: 10, y: 4 }, [REAVERS]: { x: 2, y: 40 }, [SHELLBACKS]: { x: 20, y: 40 } });
    expect(seatsInOrder(s, [WARDENS, REAVERS, SHELLBACKS])).toEqual([0, 1, 1]);
  });

  it('BF.AMBIG.BID_FORFEIT: a player who cannot place all the bid Shock loses the first activation to the one who placed theirs, who goes first with 1', () => {
    // The Wardens (Courage 6) take at most 2 of the bid of 3; the Reavers place their 1.
    const s = lay({ [WARDENS]: { x: 10, y: 4 }, [VETERANS]: { x: 30, y: 4 }, [REAVERS]: { x: 2, y: 40 }, [SHELLBACKS]: { x: 20, y: 40 } });
    const bidding = run(s, ...bids(3, 1), { type: 'assignShock', player: 1, unitId: REAVERS }).state;
    const withVeterans = run(bidding, { type: 'assignShock', player: 0, unitId: WARDENS, shock: 2 }).state;
    expect(withVeterans.round.phase).toBe('assigning'); // the Veterans (Courage 8) still have room for 1
    const short = structuredClone(bidding);
    short.units[VETERANS]!.status = 'destroyed';
    short.units[VETERANS]!.models = [];
    short.round.units = short.round.units.map((u) => (u.id === VETERANS ? { ...u, onTable: false, activated: true } : u));
    const { state } = run(short, { type: 'assignShock', player: 0, unitId: WARDENS, shock: 2 });
    expect(state.round.outcomes!.find((o) => o.seat === 0)).toMatchObject({ bid: 3, assigned: 2, short: true, result: 'forfeited' });
    expect(state.round.schedule!.opening[0]).toBe(1);
    expect(seatsInOrder(withDice(state, 10, 10, 10), [REAVERS, WARDENS])).toEqual([1, 0]);
  });

  it('BF.AMBIG.SHOCK_LIMIT_ROUNDING: Shock already on a unit counts, and the total must stay strictly under half its Courage', () => {
    const s = lay({ [WARDENS]: { x: 10, y: 4 }, [VETERANS]: { x: 30, y: 4 }, [REAVERS]: { x: 2, y: 40 } }, { shock: { [WARDENS]: 1 } });
    const bidding = run(s, ...bids(3, 0)).state;
    // Wardens, Courage 6, with 1 Shock: 1 more makes 2 (< 3); 2 more would make 3.
    expect(refusal(bidding, { type: 'assignShock', player: 0, unitId: WARDENS, shock: 2 })).toEqual({ code: 'over-shock-limit', rule: 'BF.BID.SHOCK_LIMIT' });
    const one = run(bidding, { type: 'assignShock', player: 0, unitId: WARDENS, shock: 1 }).state;
    // Veterans, Courage 8: 3 is the most (3 < 4).
    expect(refusal(one, { type: 'assignShock', player: 0, unitId: VETERANS, shock: 3 })).toMatchObject({ code: 'more-than-bid' });
    expect(roundOf(run(one, { type: 'assignShock', player: 0, unitId: VETERANS, shock: 2 }).state, VETERANS).shock).toBe(2);
  });

  it('BF.AMBIG.GROUP_ALTERNATION: a group activation is one turn of the alternation, and every unit in it has activated', () => {
    const s = table({ [WARDENS]: { x: 2, y: 4 }, [VETERANS]: { x: 14, y: 4 }, [REAVERS]: { x: 2, y: 40 }, [SHELLBACKS]: { x: 20, y: 40 } });
    s.round.units = s.round.units.map((u) => (u.id === WARDENS ? { ...u, groupSize: 1 } : u));
    const grouped = run(s, { type: 'activate', unitId: WARDENS, group: [VETERANS] }, { type: 'endActivation' }).state;
    expect(roundOf(grouped, WARDENS).activated).toBe(true);
    expect(roundOf(grouped, VETERANS).activated).toBe(true);
    expect(seatsInOrder(grouped, [REAVERS, SHELLBACKS])).toEqual([1, 1]);
  });
});

describe('Battle Forge Shock, standby and damage through the engine', () => {
  it('BF.AMBIG.STANDBY: unspent Focus and Evade tokens and Hold last the round; the End Phase keeps them only for the units the owner picks; one Focus per attack', () => {
    const s = table({ [WARDENS]: { x: 10, y: 4 }, [REAVERS]: { x: 10, y: 40 } });
    const round1 = run(s, { type: 'activate', unitId: WARDENS }, { type: 'focus' }, { type: 'evade' }, { type: 'activate', unitId: REAVERS }, { type: 'hold' }, { type: 'endActivation' }).state;
    expect(round1.round.phase).toBe('end');
    const round2 = run(round1, { type: 'keepStandby', player: 0, keep: [WARDENS] }, { type: 'keepStandby', player: 1, keep: [] }).state;
    expect(roundOf(round2, WARDENS)).toMatchObject({ focusTokens: 1, evadeTokens: 1 });
    expect(roundOf(round2, REAVERS)).toMatchObject({ hold: false });
    // Two Focus tokens: one attack spends one, +1 Accuracy (5 → 6).
    const t = table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 20 } });
    t.round.units = t.round.units.map((u) => (u.id === WARDENS ? { ...u, focusTokens: 2 } : u));
    const shot = run(withDice(run(t, { type: 'activate', unitId: WARDENS }, { type: 'shoot', target: REAVERS }).state, ...faces(10, 10)), { type: 'noReaction' });
    expect(eventsOf(shot.events, 'attack')[0]).toMatchObject({ hitValue: 6 });
    expect(roundOf(shot.state, WARDENS).focusTokens).toBe(1);
  });

  it('BF.AMBIG.SHOCK_PER_ATTACK: ten hits from one Shoot put 1 Shock on the target; Shock from other sources, like a failed reaction, adds on top', () => {
    const s = run(table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 20 } }), { type: 'activate', unitId: WARDENS }, { type: 'shoot', target: REAVERS }).state;
    const tenHits = run(withDice(s, ...faces(10, 1), ...faces(10, 1)), { type: 'noReaction' });
    expect(eventsOf(tenHits.events, 'attack')[0]).toMatchObject({ hits: 10 });
    expect(roundOf(tenHits.state, REAVERS).shock).toBe(1);
    const failedDodge = run(withDice(s, 6, ...faces(10, 1), ...faces(10, 1)), { type: 'react', unitId: REAVERS, reaction: 'dodge' });
    expect(roundOf(failedDodge.state, REAVERS).shock).toBe(2);
  });

  it('BF.AMBIG.INJURY_TOKEN_FLOOR: a unit with a critical damage token never goes below 1 Shock, whatever its Courage checks', () => {
    const s = table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 40 } }, { shock: { [WARDENS]: 2 } });
    s.round.units = s.round.units.map((u) => (u.id === WARDENS ? { ...u, criticalDamage: 1 } : u));
    const activated = run(withDice(s, 1, 1), { type: 'activate', unitId: WARDENS });
    expect(roundOf(activated.state, WARDENS).shock).toBe(1);
    const rallied = run(withDice(activated.state, 1), { type: 'rally' });
    expect(roundOf(rallied.state, WARDENS).shock).toBe(1);
  });

  it('BF.AMBIG.NEARBY_DESTROYED and BF.DATA.NO_STATS_AUTO_REMOVED: a unit destroyed gives 1 Shock to its own side\'s units within 3" of its last models, not to enemies; models without characteristics go with the rest', () => {
    // The Bellows Mortar: its two crew die, the mortar goes with them. Old Maud, its friend, stands 2.2" from it;
    // the Drowned Admiral, an enemy, shoots from 1.7".
    const first = table({ [WARDENS]: { x: 10, y: 30 }, [MORTAR]: [{ x: 10, y: 10 }, { x: 11.5, y: 10 }, { x: 13, y: 10 }], [MAUD]: [{ x: 16.5, y: 10 }], [ADMIRAL]: [{ x: 10, y: 7 }] }, { first: 1 });
    const shoot = run(first, { type: 'activate', unitId: ADMIRAL }, { type: 'shoot', target: MORTAR }).state;
    // Two hits on the crew (1s), both saves fail (10s): the crew die and the mortar is removed with them.
    const { state, events } = run(withDice(shoot, 1, 1, 10, 10), { type: 'noReaction' });
    expect(eventsOf(events, 'attack')[0]!.saves.map((x) => x.model)).toEqual([`${MORTAR}#2`, `${MORTAR}#3`]);
    expect(state.units[MORTAR]!.status).toBe('destroyed');
    expect(eventsOf(events, 'destroyed')).toEqual([expect.objectContaining({ unitId: MORTAR })]);
    expect(eventsOf(events, 'shockGained')).toEqual([expect.objectContaining({ unitId: MAUD, shock: 1 })]);
    expect(roundOf(state, ADMIRAL).shock).toBe(0);
  });
});
