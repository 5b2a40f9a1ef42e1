/**
 * Whose turn it is and what they may do, asked of the ruleset: `decision` for who and what kind,
 * `availableActions` per unit for which units may still activate and what the selected unit may do
 * now, and `legalTargets` for the targets of each weapon profile and the enemies each leaves out.
 */
import type { ActionOption, Actor, Decision, RefusedTarget } from '../../../../shared/core/ruleset';
import { personDeciding } from './handover';
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
export function activatable(data: SessionData, listReady = true): { ready: string[]; left: number[] } {
  const view = viewOf(data);
  const ready: string[] = [];
  const ruleset = rulesetFor(data.ruleset);
  if (listReady)
    for (const player of ruleset.decision(view).players)
      for (const actor of ruleset.actors(view, player)) if (ruleset.availableActions(view, actor.id).some((o) => o.command === 'activate')) ready.push(actor.id);
  // The count left per side, for uneven unit counts (D10.AMBIG.UNEVEN_ACTIVATIONS), where the book
  // counts them; a book without rounds (QW.SEQ.NO_ROUNDS) leaves nothing "left".
  const board = boardOf(data);
  const counted = board.activationsLeft;
  const left = Array.from({ length: Math.max(2, board.players.length) }, (_, side) => counted?.[side] ?? 0);
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

/** What a player decides as a player, not through a unit (a secret bid, letting an action go on): one actor's options. */
export interface PlayerChoice {
  actorId: string;
  label: string;
  options: ActionOption[];
}

/**
 * The actors of the person at the laptop who decides now (the first person among the deciding
 * players; none while only the built-in opponent decides), with the view their options are read in.
 */
function seatedActors(data: SessionData): { view: object; actors: Actor[] } {
  const ruleset = rulesetFor(data.ruleset);
  const view = viewOf(data);
  const seat = personDeciding(ruleset, view, data.seats);
  return { view, actors: seat === null ? [] : ruleset.actors(view, seat) };
}

/**
 * The options of the seated player's actors that are not units (kind 'group' or 'card'): the
 * decisions no unit makes. Only the player at the laptop's own, so a secret stays with its owner.
 */
export function playerChoices(data: SessionData): PlayerChoice[] {
  const ruleset = rulesetFor(data.ruleset);
  const { view, actors } = seatedActors(data);
  return actors
    .filter((a) => a.kind === 'group' || a.kind === 'card')
    .map((a) => ({ actorId: a.id, label: a.label, options: ruleset.availableActions(view, a.id) }))
    .filter((c) => c.options.length > 0);
}

/**
 * The seated player's units that have something to decide now other than activating (a reaction, an
 * attempt to stop a power, where to place Shock), for the player to pick one when several may.
 */
export function decidingUnits(data: SessionData): string[] {
  const ruleset = rulesetFor(data.ruleset);
  const { view, actors } = seatedActors(data);
  return actors
    .filter((a) => a.kind === 'unit' || a.kind === 'model')
    .filter((a) => {
      const options = ruleset.availableActions(view, a.id);
      return options.length > 0 && !options.some((o) => o.command === 'activate');
    })
    .map((a) => a.id);
}
