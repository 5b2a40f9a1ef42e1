/**
 * Battle Forge close combat through the engine: who fights and with what, charges and their free
 * Fight, being locked and falling back (BF.MELEE.*, BF.ACT.CHARGE_*, BF.FALLBACK.*), break tests and
 * injuries (BF.BREAK.*, BF.INJURY.*), each with the dice fixed.
 */
import { describe, expect, it } from 'vitest';
import { ADMIRAL, REAVERS, REAVERS_SMALL, WARDENS, eventsOf, refusal, roundOf, run, shifted, table, withDice, type Pt } from './engine-table';

const faces = (n: number, face: number): number[] => Array.from({ length: n }, () => face);
/** Base to base: two 32 mm bases touch when their centres are this far apart. */
const TOUCH = 32 / 25.4;

/** Hedge Wardens in two rows (y 10 and 11.5); a unit whose first row of five touches their back row. */
const wardens = { x: 10, y: 10 };
const touching = (rows: number, gap = 1.5): Pt[] =>
  Array.from({ length: rows * 5 }, (_, i) => ({ x: 10 + (i % 5) * 1.5, y: 11.5 + TOUCH + Math.floor(i / 5) * gap }));

describe('Battle Forge close combat through the engine', () => {
  it('BF.MELEE.WHO_FIGHTS and BF.AMBIG.MELEE_HALF_INCH: models in base contact fight, and those within 0.5" of a unit-mate in contact; others do not', () => {
    // Second row 0.24" behind the first (edge to edge): all ten Reavers fight, 2 Cutlass attacks each.
    const close = run(table({ [WARDENS]: wardens, [REAVERS]: touching(2) }, { first: 1 }), { type: 'activate', unitId: REAVERS }, { type: 'fight', target: WARDENS }).state;
    expect(eventsOf(run(withDice(close, ...faces(20, 10)), { type: 'noReaction' }).events, 'attack')[0]).toMatchObject({ kind: 'fight', attacks: 20, hitValue: 5 });
    // Second row 0.74" behind: only the five in contact fight.
    const far = run(table({ [WARDENS]: wardens, [REAVERS]: touching(2, 2) }, { first: 1 }), { type: 'activate', unitId: REAVERS }, { type: 'fight', target: WARDENS }).state;
    expect(eventsOf(run(withDice(far, ...faces(10, 10)), { type: 'noReaction' }).events, 'attack')[0]).toMatchObject({ kind: 'fight', attacks: 10 });
  });

  it('BF.ACT.FIGHT_ALL_MELEE and BF.MELEE.WEAPONS: a Fight swings every Melee weapon and no ranged one', () => {
    // The Drowned Admiral: Tidebreaker (A3, Melee) fights; the Drowned Bell (8"/16") does not.
    const s = run(table({ [WARDENS]: wardens, [ADMIRAL]: [{ x: 10, y: 11.5 + TOUCH }] }, { first: 1 }), { type: 'activate', unitId: ADMIRAL }, { type: 'fight', target: WARDENS }).state;
    expect(eventsOf(run(withDice(s, ...faces(3, 10)), { type: 'noReaction' }).events, 'attack')[0]).toMatchObject({ attacker: ADMIRAL, kind: 'fight', attacks: 3, hitValue: 7 });
  });

  it('BF.MELEE.LOCKED: units with models in base contact are locked in combat, and may fight again', () => {
    const s = table({ [WARDENS]: wardens, [REAVERS]: touching(2) });
    expect(roundOf(s, WARDENS).engaged).toBe(true);
    expect(roundOf(s, REAVERS).engaged).toBe(true);
    const a = run(s, { type: 'activate', unitId: WARDENS }).state;
    const fight = a.units[WARDENS] && (run(a, { type: 'fight', target: REAVERS }).state.pending);
    expect(fight).toMatchObject({ kind: 'reaction', attack: { kind: 'fight', attacker: WARDENS, target: REAVERS } });
    expect(refusal(a, { type: 'charge', target: REAVERS, models: [] }).rule).toBe('BF.ACT.CHARGE_NOT_ENGAGED');
  });

  it('BF.MELEE.LEAVE_ONLY_BY_FALLBACK, BF.FALLBACK.TRIGGER, BF.FALLBACK.INIT_TEST and BF.FALLBACK.PASS_MOVE: a locked unit leaves combat with a Move that falls back; passed, it simply moves', () => {
    const s = run(table({ [WARDENS]: wardens, [REAVERS]: touching(2) }), { type: 'activate', unitId: WARDENS }).state;
    const { state, events } = run(withDice(s, 5), { type: 'move', models: shifted(s, WARDENS, 0, -4) });
    expect(eventsOf(events, 'attack')).toHaveLength(0);
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ unitId: WARDENS, distance: 4 });
    expect(roundOf(state, WARDENS).engaged).toBe(false);
  });

  it('BF.FALLBACK.FAIL_FREE_ATTACKS, BF.FALLBACK.FAIL_THEN_MOVE and BF.AMBIG.FALLBACK_FREE_ATTACK: failed, each engaged enemy gets a free Fight first, costing it nothing; then the survivors move', () => {
    const s = run(table({ [WARDENS]: wardens, [REAVERS]: touching(2) }), { type: 'activate', unitId: WARDENS }).state;
    // Initiative 6 fails; twenty Cutlass dice: two hit (1s), both saves fail (10s).
    const dice = [6, 1, 1, ...faces(18, 10), 10, 10];
    const { state, events } = run(withDice(s, ...dice), { type: 'move', models: shifted(s, WARDENS, 0, -4) });
    const attack = eventsOf(events, 'attack')[0]!;
    expect(attack).toMatchObject({ attacker: REAVERS, target: WARDENS, kind: 'fight', attacks: 20, hits: 2 });
    expect(attack.removed).toHaveLength(2);
    expect(state.units[WARDENS]!.models).toHaveLength(8);
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ unitId: WARDENS, distance: 4 });
    expect(roundOf(state, REAVERS)).toMatchObject({ fought: false, activated: false });
  });

  it('BF.ACT.CHARGE_TARGET, BF.ACT.CHARGE_FREE_FIGHT and BF.AMBIG.CHARGE_FREE_FIGHT: a Charge ends in contact and brings a free Fight that uses no action but is the round\'s Fight', () => {
    // Deck Reavers 3" from the Wardens charge them (Boarding Frenzy(1): +1 Strength after a charge).
    const reavers = Array.from({ length: 10 }, (_, i) => ({ x: 10 + (i % 5) * 1.5, y: 11.5 + TOUCH + 3 + Math.floor(i / 5) * 1.5 }));
    const s = run(table({ [WARDENS]: wardens, [REAVERS]: reavers }, { first: 1 }), { type: 'activate', unitId: REAVERS }).state;
    const declared = run(s, { type: 'charge', target: WARDENS, models: [] }).state;
    expect(declared.pending).toMatchObject({ kind: 'reaction', player: 0, attack: { kind: 'charge' } });
    const charged = run(declared, { type: 'noReaction' });
    expect(eventsOf(charged.events, 'charged')[0]).toMatchObject({ unitId: REAVERS, target: WARDENS });
    expect(roundOf(charged.state, REAVERS).engaged).toBe(true);
    expect(charged.state.pending).toMatchObject({ kind: 'reaction', attack: { kind: 'fight', attacker: REAVERS, target: WARDENS } });
    const fought = run(withDice(charged.state, ...faces(40, 10)), { type: 'noReaction' });
    expect(eventsOf(fought.events, 'attack')[0]).toMatchObject({ kind: 'fight', hitValue: 6 });
    expect(fought.state.round.activation).toMatchObject({ unit: REAVERS, actions: ['charge'] });
    expect(roundOf(fought.state, REAVERS).fought).toBe(true);
    // After the free Fight the Reavers may consolidate; they stay, and may not Fight again this round.
    const stayed = run(fought.state, { type: 'noConsolidate', player: 1 }).state;
    expect(refusal(stayed, { type: 'fight', target: WARDENS }).rule).toBe('BF.ACT.FIGHT_ONCE');
  });

  it('BF.BREAK.TEST, BF.BREAK.THEN_EVADE and BF.AMBIG.BREAK_MOVE: losing over half its models calls a Courage check; failed, the unit moves a fixed 6" away and gains an Evade token', () => {
    const s = run(table({ [WARDENS]: wardens, [REAVERS_SMALL]: { x: 10, y: 20 } }), { type: 'activate', unitId: WARDENS }, { type: 'shoot', target: REAVERS_SMALL }).state;
    const before = s.units[REAVERS_SMALL]!.models.map((m) => ({ ...m }));
    // Ten hits; four saves fail, six pass: 4 of 6 lost. Courage 5: the 10 fails.
    const dice = [...faces(10, 1), 10, 10, 10, 10, 1, 1, 1, 1, 1, 1, 10];
    const { state, events } = run(withDice(s, ...dice), { type: 'noReaction' });
    expect(eventsOf(events, 'breakTest')[0]!.test).toMatchObject({ unit: REAVERS_SMALL, trigger: 'casualties', face: 10, passed: false, outcome: 'flees' });
    expect(eventsOf(events, 'fled')[0]).toMatchObject({ unitId: REAVERS_SMALL });
    const after = state.units[REAVERS_SMALL]!.models;
    expect(after).toHaveLength(2);
    for (const m of after) {
      const was = before.find((b) => b.id === m.id)!;
      expect(Math.hypot(m.x - was.x, m.y - was.y)).toBeCloseTo(6, 1);
      expect(m.y).toBeGreaterThan(was.y);
    }
    expect(roundOf(state, REAVERS_SMALL).evadeTokens).toBe(1);
  });

  it('BF.BREAK.TEST: a passed break test leaves the unit where it is', () => {
    const s = run(table({ [WARDENS]: wardens, [REAVERS_SMALL]: { x: 10, y: 20 } }), { type: 'activate', unitId: WARDENS }, { type: 'shoot', target: REAVERS_SMALL }).state;
    const dice = [...faces(10, 1), 10, 10, 10, 10, 1, 1, 1, 1, 1, 1, 5];
    const { state, events } = run(withDice(s, ...dice), { type: 'noReaction' });
    expect(eventsOf(events, 'breakTest')[0]!.test).toMatchObject({ face: 5, passed: true, outcome: 'holds' });
    expect(eventsOf(events, 'fled')).toHaveLength(0);
    expect(roundOf(state, REAVERS_SMALL).evadeTokens).toBe(0);
  });

  it('BF.INJURY.TRIGGER and BF.AMBIG.INJURY_SCOPE: a model that uses the injury rules rolls on the Injury Chart instead of being removed, and stays with 1 wound below 10', () => {
    const s = table({ [WARDENS]: wardens, [ADMIRAL]: [{ x: 10, y: 20 }] });
    s.units[ADMIRAL]!.rules = [...s.units[ADMIRAL]!.rules, { rule: 'injuries' }];
    s.units[ADMIRAL]!.models[0]!.woundsLeft = 1; // its last wound
    const declared = run(s, { type: 'activate', unitId: WARDENS }, { type: 'shoot', target: ADMIRAL }).state;
    // One hit; the save (Sav 6) fails on a 10; the injury die is a 2: 2 + 4 margin = 6, a Shock.
    const { state, events } = run(withDice(declared, 1, ...faces(9, 10), 10, 2), { type: 'noReaction' });
    const attack = eventsOf(events, 'attack')[0]!;
    expect(attack.injuries).toHaveLength(1);
    expect(attack.injuries[0]).toMatchObject({ model: `${ADMIRAL}#1`, face: 2 });
    expect(attack.removed).toHaveLength(0);
    expect(state.units[ADMIRAL]!.models).toHaveLength(1);
    expect(state.units[ADMIRAL]!.models[0]!.woundsLeft).toBe(1);
    expect(roundOf(state, ADMIRAL).shock).toBe(2);
  });
});

describe('fighting across terrain', () => {
  it('BF.AMBIG.MELEE_INTERVENING: a model whose line to its victim crosses an obstacle fights at −1 Strength', () => {
    const wall = { id: 'wall', kind: 'obstacle' as const, cover: 'soft' as const, height: 1, points: [{ x: 8, y: 12.1 }, { x: 18, y: 12.1 }, { x: 18, y: 12.16 }, { x: 8, y: 12.16 }] };
    const open = run(table({ [WARDENS]: wardens, [REAVERS]: touching(2, 2) }, { first: 1 }), { type: 'activate', unitId: REAVERS }, { type: 'fight', target: WARDENS }).state;
    const walled = run(table({ [WARDENS]: wardens, [REAVERS]: touching(2, 2) }, { first: 1, terrain: [wall] }), { type: 'activate', unitId: REAVERS }, { type: 'fight', target: WARDENS }).state;
    const hitValue = (st: typeof open) => eventsOf(run(withDice(st, ...faces(10, 10)), { type: 'noReaction' }).events, 'attack')[0]!.hitValue;
    expect(hitValue(walled)).toBe(hitValue(open) - 1);
  });
});

describe('consolidating after a Fight', () => {
  /** The Reavers (ten, the back row `gap` behind the front, which touches) fight the Wardens, every die missing. */
  function fought(gap = 2) {
    const s = run(table({ [WARDENS]: wardens, [REAVERS]: touching(2, gap) }, { first: 1 }), { type: 'activate', unitId: REAVERS }, { type: 'fight', target: WARDENS }).state;
    return run(withDice(s, ...faces(10, 10)), { type: 'noReaction' }).state;
  }
  const backRow = (s: ReturnType<typeof fought>, dx: number, dy: number) => shifted(s, REAVERS, 0, 0).map((m, i) => (i >= 5 ? { ...m, x: m.x + dx, y: m.y + dy } : m));

  it('BF.MELEE.CONSOLIDATE_3IN: after its Fight the unit may move up to 3″ to close in, or stay', () => {
    const s = fought(3);
    expect(s.pending).toMatchObject({ kind: 'consolidate', player: 1, unit: REAVERS });
    const { state, events } = run(s, { type: 'consolidate', models: backRow(s, 0, -1.5), player: 1 });
    expect(eventsOf(events, 'consolidated')).toHaveLength(1);
    expect(state.pending).toBeNull();
    expect(run(s, { type: 'noConsolidate', player: 1 }).state.pending).toBeNull();
    expect(refusal(s, { type: 'consolidate', models: backRow(s, 3, -1.5), player: 1 }).rule).toBe('BF.MELEE.CONSOLIDATE_3IN');
  });

  it('BF.MELEE.CONSOLIDATE_CLOSER: every model that moves must end nearer the closest enemy unit', () => {
    const s = fought();
    expect(refusal(s, { type: 'consolidate', models: backRow(s, 0, 1), player: 1 }).rule).toBe('BF.MELEE.CONSOLIDATE_CLOSER');
  });

  /** Six Reavers touching the Wardens' back row but for `behind` of them, `depth` behind; fighting, every die missing. */
  function small(depth: number, behind = 2) {
    const front = [10, 11.5, 13, 14.5, 16].slice(0, 6 - behind).map((x) => ({ x, y: 11.5 + TOUCH }));
    const back = [13, 14.5].slice(0, behind).map((x) => ({ x, y: 11.5 + TOUCH + depth }));
    const s = run(table({ [WARDENS]: wardens, [REAVERS_SMALL]: [...front, ...back] }, { first: 1 }), { type: 'activate', unitId: REAVERS_SMALL }, { type: 'fight', target: WARDENS }).state;
    return run(withDice(s, ...faces(20, 10)), { type: 'noReaction' }).state;
  }
  const moveBack = (s: ReturnType<typeof small>, dy: number) => shifted(s, REAVERS_SMALL, 0, 0).map((m, i) => (i >= 5 ? { ...m, y: m.y + dy } : m));

  it('BF.MELEE.CONSOLIDATE_COHERENCY: the unit must end in coherency — a model left behind must close up', () => {
    const s = small(3.6, 1);
    expect(s.pending).toMatchObject({ kind: 'consolidate', unit: REAVERS_SMALL });
    expect(refusal(s, { type: 'consolidate', models: moveBack(s, -0.3), player: 1 }).rule).toBe('BF.MELEE.CONSOLIDATE_COHERENCY');
    expect(eventsOf(run(s, { type: 'consolidate', models: moveBack(s, -1.5), player: 1 }).events, 'consolidated')).toHaveLength(1);
  });

  it('BF.AMBIG.CONSOLIDATE_CONTACT: consolidating models may come within 1″ of the enemy and touch it', () => {
    const s = small(2);
    // The last model steps round the end of the front row, into base contact with a Warden.
    const models = shifted(s, REAVERS_SMALL, 0, 0).map((m, i) => (i === 5 ? { ...m, x: 16, y: 11.5 + TOUCH } : m));
    const r = run(s, { type: 'consolidate', models, player: 1 });
    expect(eventsOf(r.events, 'consolidated')).toHaveLength(1);
  });
});
