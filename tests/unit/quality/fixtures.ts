import { expect } from 'vitest';
import { fixedDice } from '../../../shared/core/dice';
import { applyQuality } from '../../../shared/rulesets/quality/commands';
import { qLegalCommands } from '../../../shared/rulesets/quality/legal';
import { initialQState, qUnitId } from '../../../shared/rulesets/quality/setup';
import type { QCommand, QEvent, QState, QTerrain, QualityGameUnit } from '../../../shared/rulesets/quality/state';

export function qunit(uid: string, extra: Partial<QualityGameUnit> = {}): QualityGameUnit {
  return {
    uid,
    name: uid,
    quality: 5,
    move: 6,
    heavy: false,
    models: 5,
    weapons: [{ id: 'rifle', name: 'Rifle', range: 24, attacks: 1 }, { id: 'blade', name: 'Blade', attacks: 1 }],
    baseMm: 25,
    points: 50,
    ...extra,
  };
}

/** A game already in battle: each unit's models in a row centred on `at`; player 1 to act. */
export function qbattle(placed: { side: 0 | 1; unit: QualityGameUnit; at: { x: number; y: number } }[], terrain: QTerrain[] = []): QState {
  const s = initialQState({
    armies: [placed.filter((p) => p.side === 0).map((p) => p.unit), placed.filter((p) => p.side === 1).map((p) => p.unit)],
    scenario: { terrain },
    seed: 3,
  });
  if (typeof s === 'string') throw new Error(s);
  for (const p of placed) {
    const u = s.units[qUnitId(p.side, p.unit.uid)]!;
    u.status = 'table';
    const pitch = 2 * u.radius + 0.2;
    u.models.forEach((m, i) => {
      m.x = p.at.x + (i - (u.models.length - 1) / 2) * pitch;
      m.y = p.at.y;
    });
  }
  s.phase = 'battle';
  s.turn = 0;
  return s;
}

export const qid = qUnitId;

export function qdice(s: QState, ...faces: number[]): QState {
  return { ...s, dice: fixedDice(...faces) };
}

/**
 * Apply commands one after another; every one must be accepted. When the defender has casualties to
 * choose (QW.SAVE.FAIL_REMOVE) they take the suggestion the Play screen pre-selects, as a player does
 * with one click — tests of the choice itself use `qstep`.
 */
export function qrun(s: QState, ...commands: QCommand[]): { state: QState; events: QEvent[] } {
  let state = s;
  const events: QEvent[] = [];
  for (const c of commands) {
    const r = applyQuality(state, c);
    if (!r.ok) expect.fail(`${c.type} refused: ${r.reason}`);
    state = r.state;
    events.push(...r.events);
    for (let guard = 0; state.pending && guard < 100; guard++) {
      const settled = applyQuality(state, qLegalCommands(state)[0]!);
      if (!settled.ok) expect.fail(`the suggested casualties were refused: ${settled.reason}`);
      state = settled.state;
      events.push(...settled.events);
    }
  }
  return { state, events };
}

/** Apply commands one after another, every one accepted, with no choice made for anybody. */
export function qstep(s: QState, ...commands: QCommand[]): { state: QState; events: QEvent[] } {
  let state = s;
  const events: QEvent[] = [];
  for (const c of commands) {
    const r = applyQuality(state, c);
    if (!r.ok) expect.fail(`${c.type} refused: ${r.reason}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Models removed by each attack in these events, whoever chose them (the attack itself or the defender's choice after it). */
export function qremovedBy(events: QEvent[]): number[] {
  const out: number[] = [];
  for (const e of events) {
    if (e.type === 'attack') out.push(e.removed.length);
    if (e.type === 'casualties') out[out.length - 1]! += e.removed.length;
  }
  return out;
}

export function qrefused(s: QState, c: QCommand): string {
  const r = applyQuality(s, c);
  if (r.ok) expect.fail(`${c.type} should have been refused`);
  return r.reason;
}

export function qof<T extends QEvent['type']>(events: QEvent[], type: T): Extract<QEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<QEvent, { type: T }>[];
}
