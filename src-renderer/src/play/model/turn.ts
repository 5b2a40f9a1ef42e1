/**
 * Whose turn it is and what they may do, asked of the ruleset: `decision` for who and what kind,
 * `availableActions` per unit for which units may still activate and what the selected unit may do
 * now, and `legalTargets` for the targets of each weapon profile and the enemies each leaves out.
 */
import type { ActionOption, Decision, RefusedTarget, Side } from '../../../../shared/core/ruleset';
import { activatable as d10Activatable } from '../../../../shared/rulesets/d10-wargame/rounds';
import type { D10State } from '../../../../shared/rulesets/d10-wargame/state';
import { rulesetFor } from './rulesets';
import type { SessionData } from './session';

export function decisionOf(data: SessionData): Decision {
  return rulesetFor(data.ruleset).decision(data.game.state);
}

export function actionsOf(data: SessionData, unitId: string): ActionOption[] {
  return rulesetFor(data.ruleset).availableActions(data.game.state, unitId);
}

/** Units the deciding player may activate now (D10.ACT.*, QW.SEQ.*), and how many each side has left. */
export function activatable(data: SessionData): { ready: string[]; left: [number, number] } {
  const state = data.game.state as { order: string[]; units: Record<string, { side: Side }> };
  const ready: string[] = [];
  const left: [number, number] = [0, 0];
  const ruleset = rulesetFor(data.ruleset);
  for (const id of state.order) {
    if (!ruleset.availableActions(state, id).some((o) => o.command === 'activate')) continue;
    ready.push(id);
  }
  // The count left per side, for uneven unit counts (D10.AMBIG.UNEVEN_ACTIVATIONS), from the engine's
  // own list; Quality has no rounds (QW.SEQ.NO_ROUNDS), so nothing is "left".
  if (data.ruleset === 'd10-wargame') {
    const s = data.game.state as D10State;
    if (s.phase === 'battle') for (const side of [0, 1] as const) left[side] = d10Activatable(s, side).length;
  }
  return { ready, left };
}

export interface UnitTargets {
  /** Each shooting list with its weapon's name (one list for a unit that shoots as one). */
  shooting: { weapon: string; name: string; targets: string[]; refused: RefusedTarget[] }[];
  charge: string[];
  chargeRefused: RefusedTarget[];
  melee: string[];
  meleeRefused: RefusedTarget[];
}

/** The unit's targets now as the ruleset gives them (legalTargets), with the enemies each list leaves out and why. */
export function targetsOf(data: SessionData, unitId: string): UnitTargets {
  const state = data.game.state as { units: Record<string, { weapons?: { id: string; name: string }[] } | undefined> };
  const t = rulesetFor(data.ruleset).legalTargets(state, unitId);
  const weapons = state.units[unitId]?.weapons ?? [];
  return {
    shooting: t.shooting.map((w) => ({ weapon: w.weapon, name: weapons.find((x) => x.id === w.weapon)?.name ?? w.weapon, targets: w.targets, refused: w.refused ?? [] })),
    charge: t.charge ?? [],
    chargeRefused: t.chargeRefused ?? [],
    melee: t.melee ?? [],
    meleeRefused: t.meleeRefused ?? [],
  };
}

/** D10.ACT.SEQUENCE: the active unit's phase as the engine tracks it, for the phase strip. */
export function d10Phase(data: SessionData, unitId: string): { steps: string[]; current: number } | null {
  if (data.ruleset !== 'd10-wargame') return null;
  const a = (data.game.state as D10State).activation;
  if (!a || a.unitId !== unitId) return null;
  const steps = ['rally', 'movement', 'shooting', 'melee'];
  return { steps: ['Rally', 'Movement', 'Shooting', 'Melee'], current: steps.indexOf(a.step) };
}
