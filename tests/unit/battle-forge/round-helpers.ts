/** Small builders for the Battle Forge round tests: units, a game, and commands that must succeed. */
import { expect } from 'vitest';
import { fixedDice, type DiceState } from '../../../shared/core/dice';
import { applyRound, startGame, type RoundCommand } from '../../../shared/rulesets/battle-forge/round';
import type { ChargeReach, RoundEvent, RoundResult } from '../../../shared/rulesets/battle-forge/activation';
import type { RoundState, RoundUnit } from '../../../shared/rulesets/battle-forge/round-state';

export function unit(id: string, owner: number, extra: Partial<RoundUnit> = {}): RoundUnit {
  return {
    id,
    name: id,
    owner,
    courage: 6,
    shock: 0,
    initiative: 5,
    onTable: true,
    engaged: false,
    hasRanged: true,
    hasMelee: true,
    extraActions: [],
    activated: false,
    shot: false,
    fought: false,
    hold: false,
    focusTokens: 0,
    evadeTokens: 0,
    ...extra,
  };
}

export function game(units: RoundUnit[], options: { players?: number; teams?: number[][]; advantage?: number[]; dice?: DiceState } = {}): RoundState {
  const players = options.players ?? 2;
  return startGame({
    players,
    units,
    dice: options.dice ?? fixedDice(),
    ...(options.teams ? { teams: options.teams } : {}),
    ...(options.advantage ? { advantage: options.advantage } : {}),
  });
}

/** Apply commands that must all be accepted; the final state and every event. */
export function play(state: RoundState, commands: RoundCommand[], reach?: ChargeReach): { state: RoundState; events: RoundEvent[] } {
  let s = state;
  const events: RoundEvent[] = [];
  for (const command of commands) {
    const r: RoundResult = applyRound(s, command, reach);
    if (!r.ok) expect.fail(`${JSON.stringify(command)} refused: ${r.refusal.reason}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The refusal a command must get. */
export function refused(state: RoundState, command: RoundCommand, reach?: ChargeReach): { code: string; rule?: string } {
  const r = applyRound(state, command, reach);
  if (r.ok) expect.fail(`${JSON.stringify(command)} was accepted`);
  return { code: r.refusal.code, ...(r.refusal.rule ? { rule: r.refusal.rule } : {}) };
}

export const bids = (...shock: number[]): RoundCommand[] => shock.map((s, seat) => ({ type: 'bid', seat, shock: s }));

/** Activate units in the order given, each declining its actions at once: the seats that did it. */
export function activateAll(state: RoundState, order: [number, string][]): RoundState {
  return play(
    state,
    order.flatMap(([seat, u]): RoundCommand[] => [
      { type: 'activate', seat, unit: u },
      { type: 'endActivation', seat },
    ]),
  ).state;
}
