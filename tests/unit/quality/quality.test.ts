import { describe, expect, it } from 'vitest';
import { judge } from '../../../shared/core/dice';
import { hitModifier, QUALITY_CHECK, saveModifier } from '../../../shared/rulesets/quality/attack';
import { applyQuality } from '../../../shared/rulesets/quality/commands';
import { qDescribe } from '../../../shared/rulesets/quality/describe';
import { quality } from '../../../shared/rulesets/quality/index';
import { qAvailableActions, qTargets } from '../../../shared/rulesets/quality/legal';
import { initialQState } from '../../../shared/rulesets/quality/setup';
import { DEFAULT_SCENARIO } from '../../../shared/rulesets/quality/state';
import { QualityUnit } from '../../../shared/rulesets/quality/schema';
import { qbattle, qdice, qid, qof, qrefused, qremovedBy, qrun, qunit } from './fixtures';

const A = qid(0, 'a');
const B = qid(1, 'b');
const C = qid(0, 'c');

function shootout(extraA = {}, extraB = {}) {
  return qbattle([
    { side: 0, unit: qunit('a', extraA), at: { x: 24, y: 6 } },
    { side: 0, unit: qunit('c', { models: 1 }), at: { x: 6, y: 6 } },
    { side: 1, unit: qunit('b', extraB), at: { x: 24, y: 26 } },
  ]);
}

describe('Scenario and sequence', () => {
  it('QW.SCENARIO.AGREE / QW.AMBIG.DEFAULT_SCENARIO / QW.SCENARIO.BOARD_SIZE: the default Scenario is 48"×36" with a 12-activation limit', () => {
    expect(DEFAULT_SCENARIO).toMatchObject({ width: 48, height: 36, deploymentDepth: 12, activationLimit: 12 });
    const s = initialQState({ armies: [[qunit('a')], [qunit('b')]], scenario: { width: 60 }, seed: 1 });
    expect(typeof s !== 'string' && s.scenario.width).toBe(60);
  });

  it('QW.SCENARIO.TERRAIN / QW.SCENARIO.BATTLE_POINTS: the Scenario carries its terrain and its battle points', () => {
    const s = initialQState({ armies: [[qunit('a')], [qunit('b')]], scenario: { battlePoints: 750, terrain: [{ id: 'w', kind: 'hard', points: [{ x: 1, y: 1 }, { x: 2, y: 1 }, { x: 2, y: 2 }] }] }, seed: 1 });
    expect(typeof s !== 'string' && [s.scenario.battlePoints, s.scenario.terrain.length]).toEqual([750, 1]);
  });

  it('QW.SCENARIO.DEPLOYMENT / QW.SEQ.SETUP_FIRST: units deploy within 12" of their edge, alternately, before initiative', () => {
    const s0 = initialQState({ armies: [[qunit('a', { models: 1 })], [qunit('b', { models: 1 })]], seed: 1 });
    if (typeof s0 === 'string') throw new Error(s0);
    expect(qrefused(s0, { type: 'rollOff' })).toMatch(/Deploy every unit/);
    expect(qrefused(s0, { type: 'deploy', unitId: A, models: [{ x: 10, y: 13 }] })).toMatch(/within 12"/);
    const { state } = qrun(s0, { type: 'deploy', unitId: A, models: [{ x: 10, y: 5 }] }, { type: 'deploy', unitId: B, models: [{ x: 10, y: 30 }] });
    expect(state.phase).toBe('initiative');
  });

  it('QW.SEQ.INITIATIVE / QW.AMBIG.INITIATIVE_TIE: a roll-off, ties again; the winner activates first', () => {
    const s0 = initialQState({ armies: [[qunit('a', { models: 1 })], [qunit('b', { models: 1 })]], seed: 1 });
    if (typeof s0 === 'string') throw new Error(s0);
    const deployed = qrun(s0, { type: 'deploy', unitId: A, models: [{ x: 10, y: 5 }] }, { type: 'deploy', unitId: B, models: [{ x: 10, y: 30 }] }).state;
    const { state, events } = qrun(qdice(deployed, 4, 4, 3, 9), { type: 'rollOff' });
    expect(qof(events, 'initiative')[0]!.winner).toBe(1);
    expect(state.turn).toBe(1);
    expect(state.phase).toBe('battle');
  });

  it('QW.SEQ.ALTERNATE / QW.SEQ.ACTIVATION_STEPS / QW.AMBIG.TURNS: one activation per turn, then the other player', () => {
    const { state, events } = qrun(shootout(), { type: 'activate', unitId: A, action: 'hold' }, { type: 'endActivation' });
    expect(events.map((e) => e.type)).toEqual(['activated', 'activationEnded']);
    expect(state.turn).toBe(1);
    expect(qrefused(state, { type: 'activate', unitId: C, action: 'hold' })).toMatch(/Player 2's turn/);
  });

  it('QW.SEQ.NO_ROUNDS: a player may activate the same unit again next turn (no once-per-round limit)', () => {
    const { state } = qrun(shootout(), { type: 'activate', unitId: A, action: 'hold' }, { type: 'endActivation' }, { type: 'activate', unitId: B, action: 'hold' }, { type: 'endActivation' }, { type: 'activate', unitId: A, action: 'hold' });
    expect(state.active!.unitId).toBe(A);
  });

  it('QW.SEQ.GAME_END / QW.SCENARIO.VICTORY: the game ends when a side has no models, or at the activation limit', () => {
    const s = shootout({}, { models: 1 });
    const { state, events } = qrun(qdice(s, 9, 9, 9, 9, 9, 1, 1, 1, 1, 1), { type: 'activate', unitId: A, action: 'hold' }, { type: 'attack', target: B, kind: 'ranged' });
    expect(state.phase).toBe('over');
    expect(qof(events, 'gameOver')[0]).toMatchObject({ winner: 0 });
    const limit = shootout();
    limit.scenario = { ...limit.scenario, activationLimit: 1 };
    const over = qrun(limit, { type: 'activate', unitId: A, action: 'hold' }, { type: 'endActivation' }, { type: 'activate', unitId: B, action: 'hold' }, { type: 'endActivation' });
    expect(over.state.phase).toBe('over');
    expect(qof(over.events, 'gameOver')[0]!.winner).toBeNull();
  });
});

describe('Fatigue', () => {
  const hold = (id: string) => ({ type: 'activate', unitId: id, action: 'hold' }) as const;
  const end = { type: 'endActivation' } as const;

  it('QW.FATIGUE.REPEAT / QW.AMBIG.FATIGUE: the same unit activated twice in a row by its player is fatigued from that activation', () => {
    const { state, events } = qrun(shootout(), hold(A), end, hold(B), end, hold(A));
    expect(state.units[A]!.fatigued).toBe(true);
    expect(qof(events, 'activated')[2]!.fatigued).toBe(true);
  });

  it('QW.FATIGUE.CLEAR: activating a different unit clears the fatigue', () => {
    const { state, events } = qrun(shootout(), hold(A), end, hold(B), end, hold(A), end, hold(B), end, hold(C));
    expect(state.units[A]!.fatigued).toBe(false);
    expect(qof(events, 'fatigueCleared')[0]!.unitId).toBe(A);
  });

  it('QW.FATIGUE.NO_STACK: a third activation in a row keeps a flat −1', () => {
    const s = qrun(shootout(), hold(A), end, hold(B), end, hold(A), end, hold(B), end, hold(A)).state;
    expect(s.units[A]!.fatigued).toBe(true);
    expect(hitModifier('none', false, true)).toBe(-1);
  });

  it('QW.FATIGUE.HIT_PENALTY / QW.FATIGUE.SAVE_PENALTY: −1 to hit and to save, even in the opponent\'s turn', () => {
    const s = qrun(shootout(), hold(A), end, hold(B), end, { type: 'activate', unitId: A, action: 'advance' }, end).state;
    expect(s.units[A]!.fatigued).toBe(true);
    const { events } = qrun(qdice(s, 1, 1, 1, 1, 9, /* save */ 5), hold(B), { type: 'attack', target: A, kind: 'ranged' });
    expect(qof(events, 'attack')[0]).toMatchObject({ saveModifier: -1, saves: 0 });
  });

  it('QW.FATIGUE.EX_SEQUENCE: A, then A again: A is fatigued through the opponent\'s turn; B clears it', () => {
    let s = qrun(shootout(), hold(A), end, hold(B), end, hold(A), end).state;
    expect(s.units[A]!.fatigued).toBe(true);
    s = qrun(s, hold(B), end).state;
    expect(s.units[A]!.fatigued).toBe(true);
    s = qrun(s, hold(C)).state;
    expect(s.units[A]!.fatigued).toBe(false);
  });
});

describe('Actions and moving', () => {
  it('QW.ACTION.ONE / QW.AMBIG.ACTION_COUNT: exactly one of Hold, Advance, Run', () => {
    expect(qrefused(shootout(), { type: 'activate', unitId: A, action: 'charge' as never })).toMatch(/Hold, Advance or Run/);
  });

  it('QW.ACTION.HOLD / QW.MOVE.HOLD_ZERO / QW.HIT.MOD_HOLD: a Holding unit does not move and hits at +1', () => {
    const s = qrun(shootout(), { type: 'activate', unitId: A, action: 'hold' }).state;
    expect(qrefused(s, { type: 'move', models: s.units[A]!.models.map((m) => ({ x: m.x, y: m.y + 1 })) })).toMatch(/Holding/);
    const { events } = qrun(qdice(s, 4, 4, 3, 1, 1, 1, 1), { type: 'attack', target: B, kind: 'ranged' });
    expect(qof(events, 'attack')[0]).toMatchObject({ hitModifier: 1, hits: 2 });
  });

  it('QW.ACTION.ADVANCE / QW.MOVE.ADVANCE_DISTANCE / QW.AMBIG.ADVANCE_ORDER: move up to Move, then attack (not the other way)', () => {
    const s = qrun(shootout(), { type: 'activate', unitId: A, action: 'advance' }).state;
    expect(qrefused(s, { type: 'move', models: s.units[A]!.models.map((m) => ({ x: m.x, y: m.y + 6.5 })) })).toMatch(/may move 6"/);
    const moved = qrun(s, { type: 'move', models: s.units[A]!.models.map((m) => ({ x: m.x, y: m.y + 6 })) }).state;
    expect(applyQuality(qdice(moved, 1, 1, 1, 1, 1), { type: 'attack', target: B, kind: 'ranged' }).ok).toBe(true);
  });

  it('QW.ACTION.RUN / QW.MOVE.RUN_DISTANCE / QW.ACTION.RUN_NO_SHOOT / QW.AMBIG.RUN_COMBAT: double move, no shooting or fighting', () => {
    const s = qrun(shootout(), { type: 'activate', unitId: A, action: 'run' }).state;
    expect(qrefused(s, { type: 'attack', target: B, kind: 'ranged' })).toMatch(/Ran/);
    const { state } = qrun(s, { type: 'move', models: s.units[A]!.models.map((m) => ({ x: m.x, y: m.y + 12 })) });
    expect(state.active).toBeNull();
  });

  it('QW.MOVE.UP_TO / QW.DATA.MOVE / QW.MOVE.ANY_DIRECTION: any direction up to the unit\'s Move', () => {
    const s = qrun(shootout({ move: 4 }), { type: 'activate', unitId: A, action: 'advance' }).state;
    expect(applyQuality(s, { type: 'move', models: s.units[A]!.models.map((m) => ({ x: m.x - 2.8, y: m.y + 2.8 })) }).ok).toBe(true);
    expect(qrefused(s, { type: 'move', models: s.units[A]!.models.map((m) => ({ x: m.x + 4.2, y: m.y })) })).toMatch(/may move 4"/);
  });

  it('QW.AMBIG.MOVE_RULES: models may not move through other models or blocking terrain', () => {
    const s0 = shootout();
    s0.scenario = { ...s0.scenario, terrain: [{ id: 'house', kind: 'blocking', points: [{ x: 0, y: 8 }, { x: 48, y: 8 }, { x: 48, y: 9 }, { x: 0, y: 9 }] }] };
    const s = qrun(s0, { type: 'activate', unitId: A, action: 'advance' }).state;
    expect(qrefused(s, { type: 'move', models: s.units[A]!.models.map((m) => ({ x: m.x, y: m.y + 5 })) })).toMatch(/^Model \d of .+ cannot move through the building/);
  });

  it('QW.AMBIG.MOVE_RULES: no move ends across a thin building, and a unit found standing in one can always walk out', () => {
    const s0 = shootout();
    const wall = { id: 'house', kind: 'blocking' as const, points: [{ x: 0, y: 8 }, { x: 48, y: 8 }, { x: 48, y: 8.3 }, { x: 0, y: 8.3 }] };
    s0.scenario = { ...s0.scenario, terrain: [wall] };
    const s = qrun(s0, { type: 'activate', unitId: A, action: 'advance' }).state;
    const models = s.units[A]!.models;
    // Ending with the bases over the wall's line is refused, whichever way the straight line runs.
    const y0 = models[0]!.y;
    expect(qrefused(s, { type: 'move', models: models.map((m) => ({ x: m.x, y: m.y + (8.15 - y0) })) })).toMatch(/cannot move through the building/);
    // A unit an older version left straddling the wall steps off it on the near side...
    const stuck = structuredClone(s);
    for (const m of stuck.units[A]!.models) m.y = 8.05;
    expect(qrun(stuck, { type: 'move', models: stuck.units[A]!.models.map((m) => ({ x: m.x, y: 7 })) }).events).toContainEqual(expect.objectContaining({ type: 'moved' }));
    // ...but may not stay on it, nor go on through it.
    expect(qrefused(stuck, { type: 'move', models: stuck.units[A]!.models.map((m) => ({ x: m.x + 0.2, y: m.y })) })).toMatch(/must move clear of it/);
    expect(qrefused(stuck, { type: 'move', models: stuck.units[A]!.models.map((m) => ({ x: m.x, y: 10 })) })).toMatch(/only move out of it/);
  });
});

describe('Attacking, hits and saves', () => {
  it('QW.ATTACK.ONE_TARGET / QW.ATTACK.SIMULTANEOUS / QW.HIT.ONE_DIE_PER_MODEL: one die per model, all rolled before casualties', () => {
    const s = qrun(shootout(), { type: 'activate', unitId: A, action: 'advance' }).state;
    const { events } = qrun(qdice(s, 9, 9, 9, 9, 9, 1, 1, 1, 1, 1), { type: 'attack', target: B, kind: 'ranged' });
    const attack = qof(events, 'attack')[0]!;
    expect(attack).toMatchObject({ models: 5, rolled: 5, hits: 5, saves: 0 });
    expect(attack.removed).toHaveLength(5);
    expect(attack.dice!.map((d) => d.purpose)).toEqual([...new Array(5).fill('hit'), ...new Array(5).fill('save')]);
  });

  it('QW.HIT.QUALITY / QW.DATA.QUALITY / QW.AMBIG.QUALITY_DIRECTION: a modified die ≥ Quality hits; lower Quality is better', () => {
    expect(judge(QUALITY_CHECK, 5, 5)).toBe(true);
    expect(judge(QUALITY_CHECK, 4, 5)).toBe(false);
    expect(judge(QUALITY_CHECK, 4, 3)).toBe(true);
  });

  it('QW.AMBIG.NATURAL_ROLLS / QW.AMBIG.DIE_TYPE: no natural successes: Quality 10+ at −1 can never hit; 2+ at +1 always does', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].some((f) => judge(QUALITY_CHECK, f, 10, -1))).toBe(false);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].every((f) => judge(QUALITY_CHECK, f, 2, 1))).toBe(true);
    expect(QUALITY_CHECK.sides).toBe(10);
  });

  it('QW.HIT.MODS_ADD / QW.HIT.EX_NET: held, target in cover and fatigued: +1 − 1 − 1 = −1; Quality 5+ needs a natural 6', () => {
    const mod = hitModifier('soft', true, true);
    expect(mod).toBe(-1);
    expect(judge(QUALITY_CHECK, 5, 5, mod)).toBe(false);
    expect(judge(QUALITY_CHECK, 6, 5, mod)).toBe(true);
  });

  it('QW.SAVE.PER_HIT / QW.SAVE.QUALITY / QW.SAVE.FAIL_REMOVE / QW.AMBIG.CASUALTIES: a save per hit against the defender\'s Quality; each failure removes a model', () => {
    const s = qrun(shootout({}, { quality: 4 }), { type: 'activate', unitId: A, action: 'advance' }).state;
    const { events, state } = qrun(qdice(s, 9, 9, 9, 1, 1, /* saves */ 4, 3, 2), { type: 'attack', target: B, kind: 'ranged' });
    expect(qof(events, 'attack')[0]).toMatchObject({ hits: 3, saves: 1 });
    expect(state.units[B]!.models).toHaveLength(3);
  });

  it('QW.SAVE.MODS_ADD / QW.SAVE.MOD_MULTI_COMBAT / QW.SAVE.MOD_HARD_COVER: −1 in combat with several units, +1 in hard cover, −1 fatigued', () => {
    expect(saveModifier(true, 'hard', true)).toBe(-1);
    expect(saveModifier(false, 'hard', false)).toBe(1);
    expect(saveModifier(true, 'none', false)).toBe(-1);
    expect(saveModifier(false, 'soft', false)).toBe(0);
  });

  it('QW.SAVE.HEAVY_REROLL / QW.DATA.HEAVY / QW.AMBIG.HEAVY: a Heavy target re-rolls each failed save once; the second roll stands', () => {
    const s = qrun(shootout({}, { heavy: true, models: 2 }), { type: 'activate', unitId: A, action: 'advance' }).state;
    const { events } = qrun(qdice(s, 9, 9, 1, 1, 1, /* save */ 2, 7, /* save */ 3, 1), { type: 'attack', target: B, kind: 'ranged' });
    const attack = qof(events, 'attack')[0]!;
    expect(attack).toMatchObject({ hits: 2, saves: 1 });
    expect(attack.dice!.filter((d) => d.reroll).map((d) => d.face)).toEqual([7, 1]);
  });

  it('QW.ATTACK.RANGED_RANGE / QW.DATA.WEAPON_RANGE / QW.AMBIG.IN_RANGE / QW.AMBIG.DICE_PER_MODEL: only models with a target model in range roll, using the longest weapon that reaches', () => {
    const s0 = qbattle([
      { side: 0, unit: qunit('a', { models: 2, weapons: [{ id: 'pistol', name: 'Pistol', range: 12, attacks: 2 }, { id: 'rifle', name: 'Rifle', range: 20, attacks: 1 }] }), at: { x: 24, y: 6 } },
      { side: 1, unit: qunit('b', { models: 1 }), at: { x: 24, y: 16 } },
    ]);
    const s = qrun(s0, { type: 'activate', unitId: A, action: 'hold' }).state;
    const { events } = qrun(qdice(s, 1, 1), { type: 'attack', target: B, kind: 'ranged' });
    expect(qof(events, 'attack')[0]).toMatchObject({ models: 2, rolled: 2 });
    const far = qrun(qbattle([{ side: 0, unit: qunit('a', { weapons: [{ id: 'pistol', name: 'Pistol', range: 6, attacks: 1 }] }), at: { x: 24, y: 6 } }, { side: 1, unit: qunit('b'), at: { x: 24, y: 26 } }]), { type: 'activate', unitId: A, action: 'hold' }).state;
    expect(qrefused(far, { type: 'attack', target: B, kind: 'ranged' })).toMatch(/within its weapon's range/);
  });

  it('QW.LOS.NO_FRIENDLY / QW.LOS.OWN_UNIT / QW.LOS.ENEMY_UNITS / QW.AMBIG.LOS_TERRAIN: friends block sight, the own unit and enemies do not, buildings do', () => {
    const friendly = qbattle([
      { side: 0, unit: qunit('a', { models: 1 }), at: { x: 24, y: 4 } },
      { side: 0, unit: qunit('c', { models: 1 }), at: { x: 24, y: 10 } },
      { side: 1, unit: qunit('b', { models: 1 }), at: { x: 24, y: 16 } },
    ]);
    expect(qrefused(qrun(friendly, { type: 'activate', unitId: A, action: 'hold' }).state, { type: 'attack', target: B, kind: 'ranged' })).toMatch(/can see/);
    const enemy = qbattle([
      { side: 0, unit: qunit('a', { models: 3 }), at: { x: 24, y: 4 } },
      { side: 1, unit: qunit('d', { models: 1 }), at: { x: 24, y: 10 } },
      { side: 1, unit: qunit('b', { models: 1 }), at: { x: 24, y: 16 } },
    ]);
    expect(applyQuality(qdice(qrun(enemy, { type: 'activate', unitId: A, action: 'hold' }).state, 1, 1, 1), { type: 'attack', target: B, kind: 'ranged' }).ok).toBe(true);
    const house = qbattle([{ side: 0, unit: qunit('a', { models: 1 }), at: { x: 24, y: 4 } }, { side: 1, unit: qunit('b', { models: 1 }), at: { x: 24, y: 16 } }], [
      { id: 'house', kind: 'blocking', points: [{ x: 20, y: 9 }, { x: 28, y: 9 }, { x: 28, y: 11 }, { x: 20, y: 11 }] },
    ]);
    expect(qrefused(qrun(house, { type: 'activate', unitId: A, action: 'hold' }).state, { type: 'attack', target: B, kind: 'ranged' })).toMatch(/can see/);
  });
});

describe('Cover', () => {
  const hedge = (kind: 'soft' | 'hard') => [{ id: 'hedge', kind, points: [{ x: 10, y: 15.2 }, { x: 38, y: 15.2 }, { x: 38, y: 16.0 }, { x: 10, y: 16.0 }] }];
  function covered(kind: 'soft' | 'hard') {
    return qbattle([{ side: 0, unit: qunit('a', { models: 1 }), at: { x: 24, y: 4 } }, { side: 1, unit: qunit('b', { models: 1 }), at: { x: 24, y: 16.6 } }], hedge(kind));
  }

  it('QW.COVER.DEFINITION / QW.COVER.PER_ATTACKER / QW.AMBIG.COVER_VISIBILITY: a unit whose bases are at least half hidden is in cover', () => {
    const { events } = qrun(qdice(covered('soft'), 1), { type: 'activate', unitId: A, action: 'advance' }, { type: 'attack', target: B, kind: 'ranged' });
    expect(qof(events, 'attack')[0]!.cover).toBe('soft');
    const open = qbattle([{ side: 0, unit: qunit('a', { models: 1 }), at: { x: 24, y: 4 } }, { side: 1, unit: qunit('b', { models: 1 }), at: { x: 24, y: 16.6 } }]);
    const r = qrun(qdice(open, 1), { type: 'activate', unitId: A, action: 'advance' }, { type: 'attack', target: B, kind: 'ranged' });
    expect(qof(r.events, 'attack')[0]!.cover).toBe('none');
  });

  it('QW.COVER.TWO_KINDS / QW.COVER.SOFT_TERRAIN / QW.COVER.SOFT_EFFECT / QW.HIT.MOD_COVER: soft cover is −1 to hit, saves unchanged', () => {
    const { events } = qrun(qdice(covered('soft'), 1), { type: 'activate', unitId: A, action: 'advance' }, { type: 'attack', target: B, kind: 'ranged' });
    expect(qof(events, 'attack')[0]).toMatchObject({ hitModifier: -1 });
  });

  it('QW.COVER.HARD_TERRAIN / QW.COVER.HARD_EFFECT / QW.AMBIG.COVER_MIXED: hard cover is −1 to hit and +1 to saves', () => {
    const { events } = qrun(qdice(covered('hard'), 6, 4), { type: 'activate', unitId: A, action: 'advance' }, { type: 'attack', target: B, kind: 'ranged' });
    expect(qof(events, 'attack')[0]).toMatchObject({ cover: 'hard', hitModifier: -1, saveModifier: 1, hits: 1, saves: 1 });
  });
});

describe('Combat', () => {
  function melee(extraA = {}, extraB = {}, gap = 1.5) {
    return qbattle([
      { side: 0, unit: qunit('a', { models: 4, ...extraA }), at: { x: 24, y: 10 } },
      { side: 1, unit: qunit('b', { models: 4, ...extraB }), at: { x: 24, y: 10 + gap } },
    ]);
  }

  it('legalTargets gives the common shape: shooting as one entry for the whole unit, and melee', () => {
    const s = melee();
    expect(quality.legalTargets(s, A).melee).toEqual([B]);
    expect(quality.legalTargets(s, A).shooting.map((e) => [e.weapon, e.targets])).toEqual([['ranged', qTargets(s, A).ranged]]);
    expect(quality.legalTargets(shootout(), A)).toMatchObject({ shooting: [{ weapon: 'ranged', targets: [B], refused: [] }], melee: [] });
    expect(quality.legalTargets(shootout(), A).meleeRefused?.map((r) => r.unitId)).toEqual([B]);
  });

  it('QW.ATTACK.MELEE_RANGE_1: models within 1" of the target fight; a unit farther away cannot', () => {
    const far = qrun(melee({}, {}, 4), { type: 'activate', unitId: A, action: 'hold' }).state;
    expect(qrefused(far, { type: 'attack', target: B, kind: 'melee' })).toMatch(/within 1"/);
  });

  it('QW.COMBAT.RETALIATE / QW.COMBAT.RETALIATE_MOVE_3 / QW.COMBAT.RETALIATE_ATTACK / QW.AMBIG.RETALIATION: the defender moves up to 3" and strikes back, no Hold bonus', () => {
    const s = qrun(melee(), { type: 'activate', unitId: A, action: 'hold' }).state;
    const { events } = qrun(qdice(s, 9, 1, 1, 1, /* save */ 1, /* back */ 1, 1, 1), { type: 'attack', target: B, kind: 'melee' });
    expect(events.map((e) => e.type)).toContain('retaliationMove');
    const [first, back] = qof(events, 'attack');
    expect(first!.hitModifier).toBe(1);
    expect(back).toMatchObject({ attacker: B, hitModifier: 0, models: 3 });
  });

  it('QW.COMBAT.SIDES / QW.COMBAT.LOSER / QW.COMBAT.WINNER / QW.COMBAT.EX_RESULT: 3 lost to 1 — the defender loses and retreats 3"', () => {
    const s = qrun(melee(), { type: 'activate', unitId: A, action: 'hold' }).state;
    // Attacker: 9, 9, 9, 1 → 3 hits, saves 1, 1, 1 → 3 removed. Survivor strikes: 9 → save 1 → 1 removed.
    const { events, state } = qrun(qdice(s, 9, 9, 9, 1, 1, 1, 1, 9, 1), { type: 'attack', target: B, kind: 'melee' });
    expect(qof(events, 'combatResult')[0]).toMatchObject({ losses: [1, 3], winner: 0, repeat: false });
    expect(qof(events, 'retreat')[0]!.unitId).toBe(B);
    const gaps = state.units[B]!.models.flatMap((m) => state.units[A]!.models.map((n) => Math.hypot(m.x - n.x, m.y - n.y) - 2 * state.units[A]!.radius));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3 - 1e-6);
  });

  it('QW.COMBAT.RETREAT_3 / QW.COMBAT.RETREAT_CLEAR_3 / QW.COMBAT.RETREAT_SLAIN / QW.AMBIG.RETREAT: a loser that cannot get 3" clear is slain', () => {
    const s0 = melee();
    s0.scenario = { ...s0.scenario, terrain: [{ id: 'cliff', kind: 'blocking', points: [{ x: 0, y: 12.5 }, { x: 48, y: 12.5 }, { x: 48, y: 14 }, { x: 0, y: 14 }] }] };
    const s = qrun(s0, { type: 'activate', unitId: A, action: 'hold' }).state;
    const { events, state } = qrun(qdice(s, 9, 9, 1, 1, 1, 1, /* back */ 1, 1), { type: 'attack', target: B, kind: 'melee' });
    expect(qof(events, 'retreat')[0]!.slain).toHaveLength(2);
    expect(state.units[B]!.status).toBe('destroyed');
  });

  it('QW.COMBAT.TIE_REPEAT / QW.AMBIG.COMBAT_REPEAT: equal losses fight again, attacker first, no new moves', () => {
    const s = qrun(melee(), { type: 'activate', unitId: A, action: 'hold' }).state;
    const { events } = qrun(qdice(s, 9, 1, 1, 1, 1, /* back */ 9, 1, 1, 1, /* again */ 9, 1, 1, 1, /* back */ 1, 1), { type: 'attack', target: B, kind: 'melee' });
    const results = qof(events, 'combatResult');
    expect(results[0]).toMatchObject({ losses: [1, 1], repeat: true });
    expect(events.filter((e) => e.type === 'retaliationMove')).toHaveLength(1);
    expect(results.length).toBeGreaterThanOrEqual(1);
  });

  it('QW.COMBAT.SEIZE_GROUND: a side that wiped out the other may move 3" in any direction', () => {
    const s = qrun(melee({}, { models: 1 }), { type: 'activate', unitId: A, action: 'hold' }).state;
    const wiped = qrun(qdice(s, 9, 9, 1, 1), { type: 'attack', target: B, kind: 'melee' }).state;
    expect(wiped.active!.mayseize).toBe(true);
    expect(qAvailableActions(wiped, A).map((o) => o.command)).toContain('seizeGround');
    expect(qAvailableActions(wiped, A).find((o) => o.command === 'seizeGround')?.allowance).toBe(3);
    expect(qrefused(wiped, { type: 'seizeGround', models: wiped.units[A]!.models.map((m) => ({ x: m.x, y: m.y - 3.5 })) })).toMatch(/may move 3"/);
    const { events } = qrun(wiped, { type: 'seizeGround', models: wiped.units[A]!.models.map((m) => ({ x: m.x, y: m.y - 3 })) });
    expect(qof(events, 'seizedGround')).toHaveLength(1);
  });

  it('QW.AMBIG.MULTIPLE_DEFENDERS / QW.AMBIG.MULTI_COMBAT: every enemy unit within 1" of the attacker retaliates; a unit touched by two enemy units saves at −1', () => {
    const s0 = qbattle([
      { side: 0, unit: qunit('a', { models: 2 }), at: { x: 24, y: 10 } },
      { side: 1, unit: qunit('b', { models: 1 }), at: { x: 23, y: 11.4 } },
      { side: 1, unit: qunit('d', { models: 1 }), at: { x: 25.5, y: 11.4 } },
    ]);
    const s = qrun(s0, { type: 'activate', unitId: A, action: 'hold' }).state;
    const { events } = qrun(qdice(s, 1, 1, /* b back */ 9, /* a saves */ 1, /* d back */ 9, 1, ...new Array(30).fill(1)), { type: 'attack', target: B, kind: 'melee' });
    const back = qof(events, 'attack').filter((a) => a.target === A);
    expect(new Set(back.map((a) => a.attacker))).toEqual(new Set([B, qid(1, 'd')]));
    expect(back[0]!.saveModifier).toBe(-1);
  });

  it('QW.SCENARIO.BATTLE_POINTS / QW.AMBIG.MISSING_PROFILES: unit data is validated (Quality 2–10, Move, weapons)', () => {
    expect(QualityUnit.safeParse({ id: 'x', name: 'X', quality: 11, move: 6, models: 5, weapons: [{ id: 'r', name: 'R', range: 12 }], costPerModel: 5, base: { shape: 'round', mm: 25 } }).success).toBe(false);
    expect(initialQState({ armies: [[qunit('a', { quality: 1 })], [qunit('b')]], seed: 1 })).toMatch(/Quality must be 2\+ to 10\+/);
  });

  it('QW.AMBIG.HOLD_ATTACK: a Holding unit already within 1" may fight in melee at +1, and the Combat sequence follows', () => {
    const s = qrun(melee(), { type: 'activate', unitId: A, action: 'hold' }).state;
    const { events } = qrun(qdice(s, 9, 1, 1, 1, /* save */ 1, /* back */ 1, 1, 1), { type: 'attack', target: B, kind: 'melee' });
    expect(qof(events, 'attack')[0]).toMatchObject({ kind: 'melee', hitModifier: 1 });
    expect(qof(events, 'combatResult')).toHaveLength(1);
  });

  it('QW.AMBIG.COVER_IN_MELEE: cover counts in melee too, judged from the models that attack', () => {
    const s0 = qbattle([
      { side: 0, unit: qunit('a', { models: 1 }), at: { x: 24, y: 10 } },
      { side: 1, unit: qunit('b', { models: 1 }), at: { x: 24, y: 11.6 } },
    ], [{ id: 'fence', kind: 'soft', points: [{ x: 20, y: 10.6 }, { x: 28, y: 10.6 }, { x: 28, y: 10.9 }, { x: 20, y: 10.9 }] }]);
    const s = qrun(s0, { type: 'activate', unitId: A, action: 'advance' }).state;
    const { events } = qrun(qdice(s, 9, 1), { type: 'attack', target: B, kind: 'melee' });
    expect(qof(events, 'attack')[0]).toMatchObject({ cover: 'soft', hitModifier: -1 });
  });

  it('the log reads like the table', () => {
    const s = qrun(shootout(), { type: 'activate', unitId: A, action: 'hold' }).state;
    const { events, state } = qrun(qdice(s, 9, 9, 1, 1, 1, 1, 6), { type: 'attack', target: B, kind: 'ranged' });
    expect(qDescribe(qof(events, 'attack')[0]!, state)).toBe('a shoots b: 5 dice at +1, 2 hits, 1 saved at ±0 — 1 to remove, Player 2 chooses which.');
    expect(qDescribe(qof(events, 'casualties')[0]!, state)).toBe('Player 2 removes 1 model of b.');
  });
});

describe('a few turns of the Quality Wargame', () => {
  it('archers Hold and shoot; the raiders Advance into combat and win; the archers retreat', () => {
    let s = qbattle([
      { side: 0, unit: qunit('archers', { name: 'Militia Bows', models: 4, quality: 5, weapons: [{ id: 'bow', name: 'Bow', range: 18, attacks: 1 }] }), at: { x: 24, y: 6 } },
      { side: 1, unit: qunit('raiders', { name: 'Reaver Band', models: 4, quality: 4, move: 6 }), at: { x: 24, y: 12 } },
    ]);
    const archers = qid(0, 'archers');
    const raiders = qid(1, 'raiders');
    // Player 1 Holds: four bows at +1 need 4s: 7, 3, 5, 1 → 2 hits; the raiders save on 4+: 4, 2 → 1 removed.
    const volley = qrun(qdice(s, 7, 3, 5, 1, 4, 2), { type: 'activate', unitId: archers, action: 'hold' }, { type: 'attack', target: raiders, kind: 'ranged' });
    s = volley.state;
    expect(volley.events.filter((e) => e.type === 'attack' || e.type === 'casualties').map((e) => qDescribe(e, s))).toEqual([
      'Militia Bows shoots Reaver Band: 4 dice at +1, 2 hits, 1 saved at ±0 — 1 to remove, Player 2 chooses which.',
      'Player 2 removes 1 model of Reaver Band.',
    ]);
    // Player 2 Advances to within 1"; two raiders reach the archers and fight on 4+: 9, 8 → 2 hits;
    // the archers save on 5+: 2, 6 → 1 lost. They close in and strike back: 1, 1, 1 — nothing.
    const front = s.units[archers]!.models[0]!;
    const models = s.units[raiders]!.models.map((m, i) => ({ x: front.x - 1.2 + i * 1.2, y: front.y + 1.6 }));
    const fight = qrun(qdice(s, 9, 8, 2, 6, 1, 1, 1), { type: 'activate', unitId: raiders, action: 'advance' }, { type: 'move', models }, { type: 'attack', target: archers, kind: 'melee' });
    s = fight.state;
    expect(qof(fight.events, 'attack').map((a) => [a.rolled, a.hits])).toEqual([[2, 2], [3, 0]]);
    expect(qremovedBy(fight.events)).toEqual([1, 0]);
    expect(qof(fight.events, 'combatResult')[0]).toMatchObject({ winner: 1, losses: [1, 0] });
    expect(qof(fight.events, 'retreat')[0]!.unitId).toBe(archers);
    expect(s.turn).toBe(0);
  });
});

describe('physical dice in the Quality Wargame', () => {
  it('typed faces resolve exactly like the app\'s own dice; too few are refused, changing nothing', () => {
    const s = qrun(shootout(), { type: 'activate', unitId: A, action: 'hold' }).state;
    const faces = [9, 9, 1, 1, 1, 1, 6];
    const attack = { type: 'attack', target: B, kind: 'ranged' } as const;
    const app = applyQuality(qdice(s, ...faces), attack);
    const typed = applyQuality(s, { ...attack, dice: faces });
    expect(app.ok && typed.ok && typed.events).toEqual(app.ok && app.events);
    const before = JSON.stringify(s);
    expect(applyQuality(s, { ...attack, dice: [9, 9] })).toEqual({ ok: false, code: 'dice-too-few', reason: expect.stringMatching(/More dice are needed/) });
    expect(JSON.stringify(s)).toBe(before);
  });
});
