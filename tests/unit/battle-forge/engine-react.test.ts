/**
 * Battle Forge reactions and simultaneous attacks through the engine: Dodge, Overwatch, Counter
 * Attack (BF.REACT.*), Hold (BF.ACT.HOLD_AUTO), failed and used reactions, and the exchange of a
 * Counter Attack resolved before either side removes its dead (BF.SIM.*), each with the dice fixed.
 */
import { describe, expect, it } from 'vitest';
import { diceAsked } from '../../../shared/core/dice-asked';
import { attackPlan } from '../../../shared/rulesets/battle-forge/attack';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import { HOUNDS, REAVERS, WARDENS, block, eventsOf, lay, refusal, roundOf, run, shifted, table, withDice } from './engine-table';
import type { BfState } from '../../../shared/rulesets/battle-forge/state';

const faces = (n: number, face: number): number[] => Array.from({ length: n }, () => face);

/** Hedge Wardens (Acc 5, Init 5) at (10, 10) and Deck Reavers (Sav 4, Init 5, Hook Pistols 12") 8.5" away. */
const POSITIONS = { [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 20 } };

/** The Wardens activated and shooting the Reavers, who may react. */
function wardensShoot() {
  const s = run(table(POSITIONS), { type: 'activate', unitId: WARDENS }).state;
  return run(s, { type: 'shoot', target: REAVERS }).state;
}

/** The Reavers activated first and put on Hold; then the Wardens activated. */
function reaversOnHold() {
  const s = run(table(POSITIONS, { first: 1 }), { type: 'activate', unitId: REAVERS }, { type: 'hold' }, { type: 'endActivation' }).state;
  expect(roundOf(s, REAVERS)).toMatchObject({ hold: true, activated: true });
  return run(s, { type: 'activate', unitId: WARDENS }).state;
}

describe('Battle Forge reactions through the engine', () => {
  it('BF.REACT.DODGE_TRIGGER and BF.REACT.DODGE_EFFECT: a unit targeted by a Shoot may Dodge; passed, it Evades and the token costs the attacker 1 Accuracy', () => {
    const declared = wardensShoot();
    expect(declared.pending).toMatchObject({ kind: 'reaction', player: 1, eligible: [REAVERS] });
    const { state, events } = run(withDice(declared, 5, ...faces(10, 10)), { type: 'react', unitId: REAVERS, reaction: 'dodge' });
    expect(eventsOf(events, 'reaction')[0]).toMatchObject({ reaction: 'dodge', tested: true, passed: true });
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ attacker: WARDENS, target: REAVERS, attacks: 10, hitValue: 4 });
    expect(roundOf(state, REAVERS).evadeTokens).toBe(0);
  });

  it('BF.AMBIG.REACTION_FAIL: a failed reaction costs 1 Shock, the attack goes on unchanged, and the unit may still activate', () => {
    const { state, events } = run(withDice(wardensShoot(), 6, ...faces(10, 10)), { type: 'react', unitId: REAVERS, reaction: 'dodge' });
    expect(eventsOf(events, 'reaction')[0]).toMatchObject({ reaction: 'dodge', tested: true, passed: false });
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ attacks: 10, hitValue: 5, hits: 0 });
    expect(roundOf(state, REAVERS)).toMatchObject({ shock: 1, activated: false, evadeTokens: 0 });
    const next = run(state, { type: 'endActivation' }).state;
    expect(run(withDice(next, 10), { type: 'activate', unitId: REAVERS }).state.round.activation).toMatchObject({ unit: REAVERS });
  });

  it('BF.AMBIG.REACTION_AS_ACTIVATION: a unit that reacted is marked activated and cannot activate later in the round', () => {
    const { state } = run(withDice(wardensShoot(), 1, ...faces(10, 10)), { type: 'react', unitId: REAVERS, reaction: 'dodge' });
    expect(roundOf(state, REAVERS).activated).toBe(true);
    const next = run(state, { type: 'endActivation' }).state;
    // The Reavers are skipped: with the Wardens done, the Actions Phase is over.
    expect(next.round.phase).toBe('end');
    expect(refusal(next, { type: 'activate', unitId: REAVERS, player: 1 }).code).toBe('not-actions-phase');
  });

  it('BF.REACT.CA_TRIGGER, BF.REACT.CA_EFFECT and BF.SIM.EX_RETURN_FIRE: the target of a Shoot Counter Attacks by shooting back, both attacks worked out before anything is removed', () => {
    // Every Warden shot hits (1s) and every Reaver save fails (10s): all ten Reavers die, yet all ten still shoot back.
    const dice = [1, ...faces(10, 1), ...faces(10, 10), ...faces(10, 1), ...faces(10, 10)];
    const { state, events } = run(withDice(wardensShoot(), ...dice), { type: 'react', unitId: REAVERS, reaction: 'counterAttack', counterWith: 'shoot' });
    const attacks = eventsOf(events, 'attack');
    expect(attacks).toHaveLength(2);
    expect(attacks[0]).toMatchObject({ attacker: WARDENS, target: REAVERS, attacks: 10, hits: 10, simultaneous: true });
    expect(attacks[0]!.removed).toHaveLength(10);
    expect(attacks[1]).toMatchObject({ attacker: REAVERS, target: WARDENS, attacks: 10, hits: 10, simultaneous: true });
    expect(attacks[1]!.removed).toHaveLength(10);
    expect(state.units[REAVERS]!.status).toBe('destroyed');
    expect(state.units[WARDENS]!.status).toBe('destroyed');
  });

  it('BF.SIM.TARGET_SECOND and BF.AMBIG.RETURN_FIRE: "Return Fire" is a Counter Attack with Shoot; the models the first attack killed still shoot, and Shock comes after both', () => {
    // Five Reavers die to the first attack (five failed saves of ten hits), all ten shoot; the Wardens save everything.
    const dice = [1, ...faces(10, 1), ...faces(5, 10), ...faces(5, 1), ...faces(10, 1), ...faces(10, 1)];
    const { state, events } = run(withDice(wardensShoot(), ...dice), { type: 'react', unitId: REAVERS, reaction: 'counterAttack', counterWith: 'shoot' });
    const [first, second] = eventsOf(events, 'attack');
    expect(first).toMatchObject({ attacks: 10, hits: 10 });
    expect(first!.removed).toHaveLength(5);
    expect(second).toMatchObject({ attacker: REAVERS, attacks: 10, hits: 10 });
    expect(second!.removed).toHaveLength(0);
    expect(state.units[REAVERS]!.models).toHaveLength(5);
    expect(roundOf(state, WARDENS).shock).toBe(1);
    // Shock is applied only once both attacks are resolved: the last attack event comes before any Shock.
    const lastAttack = events.map((e) => e.type).lastIndexOf('attack');
    expect(events.findIndex((e) => e.type === 'shockGained')).toBeGreaterThan(lastAttack);
    expect(roundOf(state, REAVERS).shot).toBe(true);
  });

  it('BF.ACT.HOLD_AUTO and BF.REACT.CA_HOLD_AUTO: a unit on Hold Counter Attacks with no Initiative check', () => {
    const declared = run(reaversOnHold(), { type: 'shoot', target: REAVERS }).state;
    expect(declared.pending).toMatchObject({ kind: 'reaction', eligible: [REAVERS] });
    // The first die is already a Warden's hit die: no reaction check is rolled (a 10 would have failed it).
    const { state, events } = run(withDice(declared, ...faces(10, 10), ...faces(10, 10)), { type: 'react', unitId: REAVERS, reaction: 'counterAttack', counterWith: 'shoot' });
    expect(eventsOf(events, 'reaction')[0]).toMatchObject({ reaction: 'counterAttack', tested: false, passed: true });
    expect(eventsOf(events, 'attack').map((a) => a.attacker)).toEqual([WARDENS, REAVERS]);
    expect(roundOf(state, REAVERS).hold).toBe(false);
  });

  it('BF.REACT.OW_TRIGGER, BF.REACT.OW_EFFECT and BF.REACT.OW_HOLD_AUTO: a Move in sight of a unit on Hold draws its Overwatch, a full shooting attack with no check', () => {
    const s = reaversOnHold();
    const moved = run(s, { type: 'move', models: shifted(s, WARDENS, 0, 2) }).state;
    expect(moved.pending).toMatchObject({ kind: 'reaction', player: 1, attack: { kind: 'move', attacker: WARDENS }, eligible: [REAVERS] });
    const { state, events } = run(withDice(moved, ...faces(10, 10)), { type: 'react', unitId: REAVERS, reaction: 'overwatch' });
    expect(eventsOf(events, 'reaction')[0]).toMatchObject({ reaction: 'overwatch', tested: false, passed: true });
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ attacker: REAVERS, target: WARDENS, kind: 'shoot', attacks: 10 });
    expect(state.pending).toBeNull();
    expect(roundOf(state, REAVERS).shot).toBe(true);
  });

  it('BF.REACT.OW_TRIGGER: without Hold, Overwatch needs the Initiative check', () => {
    const s = run(table(POSITIONS), { type: 'activate', unitId: WARDENS }).state;
    const moved = run(s, { type: 'move', models: shifted(s, WARDENS, 0, 2) }).state;
    const { events } = run(withDice(moved, 6), { type: 'react', unitId: REAVERS, reaction: 'overwatch' });
    expect(eventsOf(events, 'reaction')[0]).toMatchObject({ tested: true, passed: false });
    expect(eventsOf(events, 'attack')).toHaveLength(0);
  });

  it('BF.AMBIG.REACTION_SHOOT_LIMIT: a unit that has shot this round cannot Overwatch, even on Hold', () => {
    const first = run(table(POSITIONS, { first: 1 }), { type: 'activate', unitId: REAVERS }, { type: 'shoot', target: WARDENS }).state;
    const shot = run(withDice(first, ...faces(10, 10)), { type: 'noReaction' }).state;
    const held = run(shot, { type: 'hold' }).state;
    expect(roundOf(held, REAVERS)).toMatchObject({ shot: true, hold: true });
    const s = run(held, { type: 'activate', unitId: WARDENS }).state;
    expect(run(s, { type: 'move', models: shifted(s, WARDENS, 0, 2) }).state.pending).toBeNull();
  });
});

describe('where Overwatch is measured from', () => {
  /** The Reavers on Hold 12″ from the Wardens (their Hook Pistols reach 12″), the Wardens activated. */
  function facing(wardensY: number) {
    const at = { [WARDENS]: { x: 10, y: wardensY }, [REAVERS]: { x: 10, y: 24 } };
    const held = run(table(at, { first: 1 }), { type: 'activate', unitId: REAVERS }, { type: 'hold' }, { type: 'endActivation' }).state;
    return run(held, { type: 'activate', unitId: WARDENS }).state;
  }

  it('BF.AMBIG.OVERWATCH_POINT: against a Move, from where the unit ends it — a unit that moves out of reach draws no Overwatch', () => {
    const s = facing(12);
    expect(run(s, { type: 'move', models: shifted(s, WARDENS, 0, -3) }).state.pending).toBeNull();
    expect(run(s, { type: 'move', models: shifted(s, WARDENS, 0, 2) }).state.pending).toMatchObject({ kind: 'reaction', attack: { kind: 'move', attacker: WARDENS } });
  });

  it('BF.AMBIG.OVERWATCH_POINT: against a Charge, from where the charger stands before it moves — the shots come before the charge', () => {
    const declared = run(facing(17), { type: 'charge', target: REAVERS, models: [] }).state;
    expect(declared.pending).toMatchObject({ kind: 'reaction', attack: { kind: 'charge', attacker: WARDENS, target: REAVERS } });
    const { events } = run(withDice(declared, ...faces(60, 10)), { type: 'react', unitId: REAVERS, reaction: 'overwatch' });
    const order = events.map((e) => e.type).filter((t) => t === 'attack' || t === 'charged');
    expect(order[0]).toBe('attack');
    expect(order).toContain('charged');
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ attacker: REAVERS, target: WARDENS, kind: 'shoot' });
  });
});

describe('real dice', () => {
  it('BF.HIT.DICE with real dice: the screen asks for exactly the hit dice of the shot, and the typed faces resolve it', () => {
    const s = run(table(POSITIONS), { type: 'activate', unitId: WARDENS }, { type: 'shoot', target: REAVERS }).state;
    const asked = diceAsked(battleForge, s, { type: 'noReaction' }, []);
    expect(asked).toMatchObject({ kind: 'more', purpose: 'hit', sides: 10 });
    const count = asked.kind === 'more' ? asked.count : 0;
    expect(count).toBeGreaterThan(0);
    const misses = faces(count, 10);
    expect(diceAsked(battleForge, s, { type: 'noReaction' }, misses)).toEqual({ kind: 'ready', used: count });
    const r = battleForge.apply(s, { type: 'noReaction', dice: misses });
    expect(r.ok).toBe(true);
    if (r.ok) expect(eventsOf(r.events, 'attack')[0]).toMatchObject({ hits: 0, attacks: count });
    expect(diceAsked(battleForge, s, { type: 'noReaction' }, [...misses, 3])).toEqual({ kind: 'tooMany', needed: count });
  });
});

describe('a unit destroyed in its own activation', () => {
  it('BF.ROUND.ONE_ACTIVATION: a shooter wiped out by the Counter Attack it drew ends its activation, and the next player goes on', () => {
    const s = run(table(POSITIONS), { type: 'activate', unitId: WARDENS }, { type: 'shoot', target: REAVERS }).state;
    const dice = (a: string, t: string) => {
      const plan = attackPlan(s, s.units[a]!, s.units[t]!, 'shoot', { focus: false, evade: false });
      return 'volleys' in plan ? plan.volleys.reduce((n, v) => n + v.dice, 0) : 0;
    };
    // The counter passes (1); every Warden shot misses (10s); every Reaver shot hits (1s); every Warden save fails (10s).
    const faces10 = (n: number) => Array.from({ length: n }, () => 10);
    const { state } = run(withDice(s, 1, ...faces10(dice(WARDENS, REAVERS)), ...Array.from({ length: dice(REAVERS, WARDENS) }, () => 1), ...faces10(60)), { type: 'react', unitId: REAVERS, reaction: 'counterAttack', counterWith: 'shoot' });
    expect(state.units[WARDENS]!.status).toBe('destroyed');
    expect(state.round.activation).toBeNull();
    expect(battleForge.decision(state).kind).not.toBe('act');
  });
});

describe('an Escape by a unit its losses left out of coherency', () => {
  it('BF.REACT.ESCAPE_EFFECT: staying where it stands is always open, so the game never waits on a move the unit cannot make', () => {
    const count = lay({ [WARDENS]: { x: 10, y: 10 }, [HOUNDS]: { x: 10, y: 22 } }).units[HOUNDS]!.models.length;
    // The Brine Hounds stand 4″ apart: out of coherency (2″ links).
    const aimed = run(table({ [WARDENS]: { x: 10, y: 10 }, [HOUNDS]: block({ x: 10, y: 22 }, count, 4) }), { type: 'activate', unitId: WARDENS }, { type: 'shoot', target: HOUNDS }).state;
    const p = aimed.pending;
    if (p?.kind !== 'reaction') throw new Error('no reaction offered');
    const escaping: BfState = { ...aimed, pending: { kind: 'escape', player: 1, unit: HOUNDS, attack: p.attack } };
    const stay = battleForge.legalCommands(escaping).find((c) => c.type === 'escapeMove');
    expect(stay).toBeDefined();
    const after = battleForge.apply(escaping, stay!);
    expect(after.ok).toBe(true);
    if (after.ok) {
      expect(after.state.pending).toBeNull();
      // Every model still standing after the attack is where it stood.
      for (const m of after.state.units[HOUNDS]!.models) expect(aimed.units[HOUNDS]!.models.find((x) => x.id === m.id)).toMatchObject({ x: m.x, y: m.y });
      expect(after.events.some((e) => e.type === 'attack')).toBe(true);
    }
  });
});
