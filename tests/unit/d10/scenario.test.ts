/**
 * Scenario tests that read like a turn of the game, and the physical-dice source.
 */
import { describe, expect, it } from 'vitest';
import { seedDice } from '../../../shared/core/dice';
import { apply } from '../../../shared/rulesets/d10-wargame/commands';
import { describe as text } from '../../../shared/rulesets/d10-wargame/describe';
import { d10Wargame } from '../../../shared/rulesets/d10-wargame/index';
import { RULESETS, rulesetById } from '../../../shared/rulesets/index';
import { battle, id, ofType, run, unit, withDice } from '../game/fixtures';

const vets = id(0, 'vets');
const bikes = id(1, 'bikes');
const captain = id(0, 'captain');

function table() {
  return battle([
    { side: 0, unit: unit({ uid: 'vets', name: 'Veteran Squad', models: 6, points: 120 }), at: { x: 20, y: 8 } },
    { side: 0, unit: unit({ uid: 'captain', name: 'Company Commander', category: 'HQ', models: 1, points: 85, tiers: { leadership: 1 } }), at: { x: 30, y: 6 } },
    { side: 1, unit: unit({ uid: 'bikes', name: 'Raider Bikes', models: 4, points: 100, stats: { morale: 6 } }), at: { x: 20, y: 30 } },
  ]);
}

describe('a round of the D10 Wargame', () => {
  it('the Veteran Squad moves up and shoots; the Raider Bikes break; the captain holds back; the round ends', () => {
    let s = table();
    // Player 1 activates the Veteran Squad and Moves 6" toward the bikes.
    s = run(s, { type: 'activate', unitId: vets }, { type: 'move', mode: 'move', models: s.units[vets]!.models.map((m) => ({ x: m.x, y: m.y + 6 })) }).state;
    // Six Lasgun shots on 4+: 4, 7, 2, 9, 10, 1 → 4 hits; Defense 4+: 3, 5, 1, 2 → 3 wounds; morale 6+: rolls 4 → Shaken.
    const volley = run(withDice(s, 4, 7, 2, 9, 10, 1, 3, 5, 1, 2, 4), { type: 'shoot', fire: [{ weapon: 'lasgun', target: bikes }] }, { type: 'endActivation' });
    s = volley.state;
    // D10.WOUND.OWNER_APPLIES: player 2 chooses which bikes fall (here, the suggestion).
    expect(volley.events.map((e) => text(e, s))).toEqual([
      'Veteran Squad shoots Raider Bikes with Lasgun: 6 attacks, 4 hits on 4+, 1 defended on 4+, 3 wounds — Player 2 chooses the casualties.',
      'Player 2 allocates 3 wounds on Raider Bikes: 3 models removed.',
      'Raider Bikes morale check 6+: rolled 4, Shaken.',
      'Veteran Squad ends its activation.',
    ]);
    // Player 2's Shaken bikes must Rally first: 3 fails and uses up the activation.
    const rally = run(withDice(s, 3), { type: 'activate', unitId: bikes }, { type: 'rally' });
    s = rally.state;
    expect(text(ofType(rally.events, 'rally')[0]!, s)).toBe('Raider Bikes attempts to Rally on 6+: rolled 3, still Shaken.');
    // Player 2 has nothing left: player 1 activates the captain, who stays put.
    expect(s.turn).toBe(0);
    s = run(s, { type: 'activate', unitId: captain }, { type: 'endActivation' }).state;
    expect(s.phase).toBe('roundEnd');
    const next = run(s, { type: 'nextRound' });
    expect(next.state.round).toBe(2);
    expect(next.events.map((e) => text(e, next.state))).toEqual(['Round 1 ends: objectives held 0–0, scoring 0 and 0.', 'Round 2 begins; Player 1 activates first.']);
  });
});

describe('a fight, and a second charge into the same unit', () => {
  it('D10.AMBIG.EXHAUSTION_TIMING: a unit charged again in the round it already fought hits only on natural 10s', () => {
    let s = battle([
      { side: 0, unit: unit({ uid: 'first', name: 'First Squad', models: 2 }), at: { x: 20, y: 10 } },
      { side: 0, unit: unit({ uid: 'second', name: 'Second Squad', models: 2 }), at: { x: 28, y: 10 } },
      { side: 1, unit: unit({ uid: 'target', name: 'Target Squad', models: 4, stats: { melee: 3 } }), at: { x: 24, y: 13 } },
      { side: 1, unit: unit({ uid: 'reserve', name: 'Far Squad', models: 1 }), at: { x: 40, y: 44 } },
    ]);
    const target = id(1, 'target');
    // First Squad charges: 2 attacks miss (1, 1); Target Squad strikes back on 3+: 1, 1, 1, 1 — a tie, nobody tests.
    s = run(withDice(s, 1, 1, 1, 1, 1, 1), { type: 'activate', unitId: id(0, 'first') }, { type: 'charge', target }).state;
    expect(s.units[target]!.exhausted).toBe(true);
    s = run(s, { type: 'activate', unitId: id(1, 'reserve') }, { type: 'endActivation' }).state;
    // Second Squad charges the exhausted Target Squad: its 9s now miss; only the 10 hits.
    const { events } = run(withDice(s, 1, 1, /* back */ 9, 9, 9, 10, /* defense */ 1, /* the loser's morale */ 9), { type: 'activate', unitId: id(0, 'second') }, { type: 'charge', target });
    const back = ofType(events, 'attack').find((a) => a.attacker === target)!;
    expect(back).toMatchObject({ hitRv: 11, hits: 1, wounds: 1 });
  });
});

describe('physical dice', () => {
  it('the same faces typed at the table give exactly the events of the app\'s own dice, across the owner\'s casualty choice', () => {
    const s = run(table(), { type: 'activate', unitId: vets }).state;
    const faces = [4, 7, 2, 9, 10, 1, 3, 5, 1, 2];
    const shoot = { type: 'shoot', fire: [{ weapon: 'lasgun', target: bikes }] } as const;
    const app = apply(withDice(s, ...faces, 4), shoot);
    const typed = apply({ ...s, dice: seedDice('anything') }, { ...shoot, dice: faces });
    if (!app.ok || !typed.ok) return expect.fail('refused');
    expect(typed.events).toEqual(app.events);
    expect(typed.state.units).toEqual(app.state.units);
    // D10.WOUND.OWNER_APPLIES: the shot waits for player 2; the Morale Check's die comes with their choice.
    expect(typed.state.pending).toMatchObject({ kind: 'casualties', wait: { unitId: bikes, wounds: 3 } });
    const choice = { type: 'allocateWounds', wounds: Object.fromEntries(typed.state.units[bikes]!.models.slice(0, 3).map((m) => [m.id, 1])) } as const;
    expect(apply(typed.state, { ...choice, dice: [] })).toEqual({ ok: false, code: 'dice-too-few', reason: expect.stringMatching(/More dice are needed: 0 typed.*morale/) });
    const chosen = apply(typed.state, { ...choice, dice: [4] });
    const same = apply(app.state, choice);
    if (!chosen.ok || !same.ok) return expect.fail('refused');
    expect(chosen.events).toEqual(same.events);
    expect(ofType(chosen.events, 'morale')[0]).toMatchObject({ unitId: bikes, result: 'shaken' });
  });

  it('typed dice that are too few, too many or not D10 faces are refused with a reason, changing nothing', () => {
    const s = run(table(), { type: 'activate', unitId: vets }).state;
    const before = JSON.stringify(s);
    const shoot = { type: 'shoot', fire: [{ weapon: 'lasgun', target: bikes }] } as const;
    const few = apply(s, { ...shoot, dice: [4, 7] });
    expect(few).toEqual({ ok: false, code: 'dice-too-few', reason: expect.stringMatching(/More dice are needed: 2 typed.*the next is a hit roll/) });
    expect(apply(s, { ...shoot, dice: [4, 7, 2, 9, 10, 0] })).toEqual({ ok: false, code: 'dice-typed-wrong', reason: expect.stringMatching(/0 is not a face of a D10/) });
    expect(apply(s, { ...shoot, dice: [11] }).ok).toBe(false);
    expect(apply(s, { ...shoot, dice: [...new Array(30).fill(1)] })).toEqual({ ok: false, code: 'dice-too-many', reason: expect.stringMatching(/only \d+ were needed/) });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the PRNG state lives in the game state: the same state and command give the same result', () => {
    const s = run(table(), { type: 'activate', unitId: vets }).state;
    const shoot = { type: 'shoot', fire: [{ weapon: 'lasgun', target: bikes }] } as const;
    expect(apply(s, shoot)).toEqual(apply(JSON.parse(JSON.stringify(s)), shoot));
  });
});

describe('the ruleset registry', () => {
  it('offers every playable ruleset behind one interface', () => {
    expect(Object.keys(RULESETS).sort()).toEqual(['battle-forge', 'd10-wargame', 'quality']);
    expect(rulesetById('d10-wargame')).toBe(d10Wargame);
    expect(rulesetById('skirmish-3d10')).toBeUndefined();
    for (const r of Object.values(RULESETS)) {
      expect(typeof r.apply).toBe('function');
      expect(r.check.sides).toBe(10);
    }
    expect(d10Wargame.schemas.unit.safeParse({}).success).toBe(false);
  });
});
