/**
 * Whose turn it is and what they may do, asked of the ruleset: `decision` for who and what kind,
 * `availableActions` per unit for which units may still activate and what the selected unit may do
 * now, and `legalTargets` for the targets of each weapon profile and the enemies each leaves out.
 */
import type { ActionOption, Decision, RefusedTarget } from '../../../../shared/core/ruleset';
import { rulesetFor } from './rulesets';
import type { SessionData } from './session';
import { boardOf, viewOf } from './units';

export function decisionOf(data: SessionData): Decision {
  return rulesetFor(data.ruleset).decision(viewOf(data));
}

export function actionsOf(data: SessionData, unitId: string): ActionOption[] {
  return rulesetFor(data.ruleset).availableActions(viewOf(data), unitId);
}

/**
 * Units the deciding player may activate now (D10.ACT.*, QW.SEQ.*), and how many each side has left.
 * With `listReady` false (the built-in opponent decides) only the counts: the person has no unit to pick.
 */
export function activatable(data: SessionData, listReady = true): { ready: string[]; left: [number, number] } {
  const view = viewOf(data);
  const ready: string[] = [];
  const left: [number, number] = [0, 0];
  const ruleset = rulesetFor(data.ruleset);
  if (listReady)
    for (const player of ruleset.decision(view).players)
      for (const actor of ruleset.actors(view, player)) if (ruleset.availableActions(view, actor.id).some((o) => o.command === 'activate')) ready.push(actor.id);
  // The count left per side, for uneven unit counts (D10.AMBIG.UNEVEN_ACTIVATIONS), where the book
  // counts them; a book without rounds (QW.SEQ.NO_ROUNDS) leaves nothing "left".
  const counted = boardOf(data).activationsLeft;
  if (counted) for (const side of [0, 1] as const) left[side] = counted[side] ?? 0;
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
  const state = viewOf(data) as { units: Record<string, { weapons?: { id: string; name: string }[] } | undefined> };
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

/** The active unit's step in its book's activation sequence (D10.ACT.SEQUENCE), for the phase strip. */
export function activationPhase(data: SessionData, unitId: string): { steps: string[]; current: number } | null {
  const phase = boardOf(data).phase;
  return phase && phase.unitId === unitId ? { steps: phase.steps, current: phase.current } : null;
}
