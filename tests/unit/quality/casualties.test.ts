/**
 * QW.SAVE.FAIL_REMOVE with QW.AMBIG.CASUALTIES: "the defender must remove a model" — the defending
 * player picks which, in or out of range. The attack waits for them, in the attacker's turn, and a
 * combat goes on where it stopped, with only the models they kept striking back.
 */
import { describe, expect, it } from 'vitest';
import { applyQuality } from '../../../shared/rulesets/quality/commands';
import { qDecision, qLegalCommands } from '../../../shared/rulesets/quality/legal';
import type { QState } from '../../../shared/rulesets/quality/state';
import { qbattle, qdice, qid, qof, qrefused, qstep, qunit } from './fixtures';

const A = qid(0, 'a');
const B = qid(1, 'b');

function shootout(): QState {
  return qbattle([
    { side: 0, unit: qunit('a'), at: { x: 24, y: 6 } },
    { side: 1, unit: qunit('b'), at: { x: 24, y: 26 } },
  ]);
}

describe('the defender chooses the models removed', () => {
  it('QW.SAVE.FAIL_REMOVE / QW.AMBIG.CASUALTIES: two failed saves wait for player 2, who removes the two models they choose', () => {
    const s = qstep(shootout(), { type: 'activate', unitId: A, action: 'hold' }).state;
    const { state, events } = qstep(qdice(s, 9, 9, 1, 1, 1, 1, 1), { type: 'attack', target: B, kind: 'ranged' });
    expect(state.pending).toMatchObject({ kind: 'casualties', wait: { unitId: B, count: 2, attacker: A } });
    expect(qof(events, 'attack')[0]).toMatchObject({ hits: 2, saves: 0, removed: [], allocation: 'owner' });
    expect(qDecision(state)).toEqual({ players: [1], kind: 'casualties', prompt: 'Player 2: choose the 2 models of b to remove.' });
    expect(state.active).not.toBeNull();
    const [m1, m2, m3] = state.units[B]!.models;
    expect(qrefused(state, { type: 'endActivation' })).toBe('Player 2 must first choose which 2 models of b to remove.');
    expect(qrefused(state, { type: 'removeModels', models: [m1!.id] })).toMatch(/loses 2 models: 1 was chosen/);
    expect(qrefused(state, { type: 'removeModels', models: [m1!.id, m1!.id] })).toMatch(/removed once/);
    expect(qrefused(state, { type: 'removeModels', models: [m1!.id, 'x'] })).toMatch(/no model "x"/);
    const chosen = qstep(state, { type: 'removeModels', models: [m2!.id, m3!.id] });
    expect(chosen.state.units[B]!.models.map((m) => m.id)).not.toContain(m2!.id);
    expect(chosen.state.units[B]!.models).toHaveLength(3);
    expect(chosen.state.removed).toEqual([2, 0]);
    expect(chosen.events.map((e) => e.type)).toEqual(['casualties', 'activationEnded']);
    expect(chosen.state.turn).toBe(1);
  });

  it('QW.SAVE.FAIL_REMOVE: failed saves that take the whole unit, or none, ask nobody', () => {
    const s = qstep(shootout(), { type: 'activate', unitId: A, action: 'hold' }).state;
    const wiped = qstep(qdice(s, 9, 9, 9, 9, 9, 1, 1, 1, 1, 1), { type: 'attack', target: B, kind: 'ranged' });
    expect(wiped.state.pending).toBeNull();
    expect(wiped.state.units[B]!.status).toBe('destroyed');
    const missed = qstep(qdice(s, 1, 1, 1, 1, 1), { type: 'attack', target: B, kind: 'ranged' });
    expect(missed.state.pending).toBeNull();
  });

  it('QW.SAVE.FAIL_REMOVE: every command legalCommands lists while the defender chooses is accepted', () => {
    const s = qstep(shootout(), { type: 'activate', unitId: A, action: 'hold' }).state;
    const { state } = qstep(qdice(s, 9, 9, 1, 1, 1, 1, 1), { type: 'attack', target: B, kind: 'ranged' });
    const listed = qLegalCommands(state);
    expect(listed.length).toBeGreaterThanOrEqual(1);
    expect(listed.every((c) => c.type === 'removeModels')).toBe(true);
    for (const c of listed) expect(applyQuality(state, c).ok).toBe(true);
  });

  it('QW.COMBAT.RETALIATE / QW.ATTACK.SIMULTANEOUS: in a combat the models the defender keeps are the ones that strike back', () => {
    const make = () => {
      const s = qbattle([
        { side: 0, unit: qunit('a', { models: 2 }), at: { x: 24, y: 10 } },
        { side: 1, unit: qunit('b', { models: 2 }), at: { x: 24, y: 11.5 } },
      ]);
      // A third defender far behind: out of reach of the 3" move that closes in to strike back.
      s.units[B]!.models.push({ id: `${B}#3`, x: 24, y: 20 });
      return qstep(qdice(s, 9, 1, /* save */ 1), { type: 'activate', unitId: A, action: 'hold' }, { type: 'attack', target: B, kind: 'melee' }).state;
    };
    const waiting = make();
    expect(waiting.pending).toMatchObject({ wait: { unitId: B, count: 1 }, resume: { kind: 'combat', step: 'defending' } });
    // The suggestion removes the model farthest from the attacker, so both fighters strike back.
    expect(qLegalCommands(waiting)[0]).toEqual({ type: 'removeModels', models: [`${B}#3`] });
    const kept = qstep(qdice(waiting, 1, 1), { type: 'removeModels', models: [`${B}#3`] });
    expect(qof(kept.events, 'attack')[0]).toMatchObject({ attacker: B, models: 2 });
    // Removing a fighter instead leaves one model to strike back.
    const near = waiting.units[B]!.models[0]!.id;
    const lost = qstep(qdice(make(), 1), { type: 'removeModels', models: [near] });
    expect(qof(lost.events, 'attack')[0]).toMatchObject({ attacker: B, models: 1 });
    // Both fights then end: 1 model lost to none — the defender loses and retreats.
    for (const r of [kept, lost]) {
      expect(qof(r.events, 'combatResult')[0]).toMatchObject({ winner: 0, losses: [0, 1] });
      expect(r.state.pending).toBeNull();
    }
  });

  it('QW.COMBAT.RETALIATE_ATTACK: the attacker\'s owner chooses its own losses from the blows struck back, and the combat ends after', () => {
    const s = qbattle([
      { side: 0, unit: qunit('a', { models: 3 }), at: { x: 24, y: 10 } },
      { side: 1, unit: qunit('b', { models: 3 }), at: { x: 24, y: 11.5 } },
    ]);
    // The attacker misses (1, 1, 1); the defenders strike back: 9, 1, 1 — the attacker's save 1 fails.
    const { state } = qstep(qdice(s, 1, 1, 1, 9, 1, 1, 1), { type: 'activate', unitId: A, action: 'hold' }, { type: 'attack', target: B, kind: 'melee' });
    expect(qDecision(state)).toMatchObject({ players: [0], kind: 'casualties' });
    const done = qstep(state, { type: 'removeModels', models: [state.units[A]!.models[2]!.id] });
    expect(qof(done.events, 'combatResult')[0]).toMatchObject({ winner: 1, losses: [1, 0] });
    expect(qof(done.events, 'retreat')[0]!.unitId).toBe(A);
    expect(done.state.active).toBeNull();
  });
});
