/** Small builders for Battle Forge table tests: a game on one of Hearth and Tide's scenarios, units put where a test wants them. */
import { expect } from 'vitest';
import { HEARTH_AND_TIDE } from '../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import type { RuleRef } from '../../../shared/rulesets/battle-forge/schema';
import { initialBfState } from '../../../shared/rulesets/battle-forge/setup';
import type { BfGameUnit, BfState, BfTerrain, BfUnit, UnitStatus } from '../../../shared/rulesets/battle-forge/state';

/** A unit of `count` identical models (Movement 6, Initiative `init`) with these unit rules. */
export function gameUnit(uid: string, count: number, rules: RuleRef[] = [], init = 5, keywords: string[] = ['Infantry']): BfGameUnit {
  return {
    uid,
    name: uid,
    points: 10,
    category: 'line',
    keywords,
    rules,
    lines: [{ line: 'm', name: uid, count, stats: { mov: 6, acc: 5, str: 5, sav: 5, init, co: 6 }, weapons: [], special: [] }],
  };
}

/** A two-player game on the scenario, each seat with the units given. */
export function tableGame(scenarioId: string, seats: BfGameUnit[][], terrain: BfTerrain[] = [], teams?: number[][]): BfState {
  const scenario = HEARTH_AND_TIDE.scenarios.find((s) => s.id === scenarioId)!;
  const r = initialBfState({ armies: seats.map((units, i) => ({ name: `Army ${i + 1}`, units })), scenario, terrain, seed: 1, ...(teams ? { teams } : {}) });
  if (typeof r === 'string') expect.fail(r);
  return r.state;
}

export const unitOf = (s: BfState, seat: number, uid: string): BfUnit => s.units[`${seat + 1}:${uid}`]!;

/** The state with the unit's models in a row from (x, y) along +x, `gap` inches apart centre to centre. */
export function putAt(s: BfState, seat: number, uid: string, x: number, y: number, gap = 1.5, status: UnitStatus = 'table'): BfState {
  const u = unitOf(s, seat, uid);
  const models = u.models.map((m, i) => ({ ...m, x: x + i * gap, y }));
  return { ...s, phase: 'battle', units: { ...s.units, [u.id]: { ...u, models, status } } };
}

export function withStatus(s: BfState, seat: number, uid: string, status: UnitStatus, extra: Partial<BfUnit> = {}): BfState {
  const u = unitOf(s, seat, uid);
  return { ...s, units: { ...s.units, [u.id]: { ...u, status, ...extra } } };
}

export function inRound(s: BfState, round: number): BfState {
  return { ...s, phase: 'battle', round: { ...s.round, round } };
}

/** The places of a row of the unit's models from (x, y) along +x. */
export function row(u: BfUnit, x: number, y: number, gap = 1.5): { id: string; x: number; y: number }[] {
  return u.models.map((m, i) => ({ id: m.id, x: x + i * gap, y }));
}

export const square = (id: string, x: number, y: number, w: number, h: number, extra: Partial<BfTerrain> = {}): BfTerrain => ({
  id,
  kind: 'building',
  cover: 'hard',
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
  ...extra,
});
