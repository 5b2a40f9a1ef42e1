/**
 * Whose turn it is and what they may do, asked of the ruleset: `decision` for who and what kind,
 * `availableActions` per unit for which units may still activate and what the selected unit may do
 * now, and `legalTargets` for the targets of each weapon profile.
 */
import type { ActionOption, Decision, Side } from '../../../../shared/core/ruleset';
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

/** D10: each ranged profile's legal targets now (in range and sight), and the charge targets. */
export function d10WeaponTargets(data: SessionData, unitId: string): { shooting: { weapon: string; name: string; targets: string[] }[]; charge: string[] } {
  if (data.ruleset !== 'd10-wargame') return { shooting: [], charge: [] };
  const s = data.game.state as D10State;
  const t = rulesetFor(data.ruleset).legalTargets(s, unitId);
  const u = s.units[unitId];
  return {
    shooting: t.shooting.map((w) => ({ ...w, name: u?.weapons.find((x) => x.id === w.weapon)?.name ?? w.weapon })),
    charge: t.charge ?? [],
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
