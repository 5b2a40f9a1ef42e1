/**
 * What one command works on while it is applied: a private copy of the state, the dice, and the
 * events so far. The copy is what makes `apply` pure — the caller's state is never touched, and a
 * rejected command simply drops the copy.
 */
import type { CommandContext } from '../../core/apply';
import { D10_CHECK, type DieRoll } from '../../core/dice';
import type { Side } from './state';
import type { CheckKind, D10Event, D10State, UnitState } from './state';

/** What a D10 command handler works on (see shared/core/apply.ts). */
export type Ctx = CommandContext<D10State, D10Event>;

/** A copy deep enough that nothing a command changes is shared with the original. */
export function cloneState(state: D10State): D10State {
  const units: Record<string, UnitState> = {};
  for (const id of Object.keys(state.units)) {
    const u = state.units[id]!;
    units[id] = { ...u, models: u.models.map((m) => ({ ...m })) };
  }
  return {
    ...state,
    units,
    objectives: [...state.objectives],
    // The terrain list is replaced, never changed, when a piece is placed: states share it, and with it their table indexes.
    table: { ...state.table },
    order: [...state.order],
    activation: state.activation ? { ...state.activation } : null,
    commandPoints: [...state.commandPoints],
    armed: [...state.armed],
    // A paused resolution is changed in place as it picks up again, so it is copied whole.
    pending: state.pending ? (JSON.parse(JSON.stringify(state.pending)) as D10State['pending']) : null,
    score: {
      destroyed: [...state.score.destroyed],
      objectivePoints: [...state.score.objectivePoints],
      controlByRound: [...state.score.controlByRound],
      holdTheLine: [...state.score.holdTheLine],
      slay: [...state.score.slay],
      mission: [...state.score.mission],
    },
  };
}

export function unit(ctx: Ctx, id: string): UnitState {
  const u = ctx.s.units[id];
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

export interface CheckOutcome {
  success: boolean;
  face: number;
  rv: number;
  rolls: DieRoll[];
}

/**
 * One check by a unit, with any Command Point its owner armed for it (D10.CP.PLUS_ONE lowers the RV
 * before rolling; D10.CP.REROLL re-rolls a failed die once and the re-roll stands — D10.AMBIG.COMMAND_POINTS).
 * `naturalTenOnly` is combat exhaustion (D10.MELEE.EXHAUSTION_EFFECT): nothing but a natural 10 passes,
 * whatever the modifiers (D10.AMBIG.EXHAUSTION_TIMING).
 */
export function check(ctx: Ctx, u: UnitState, kind: CheckKind, rv: number, purpose: string, naturalTenOnly = false): CheckOutcome {
  let effective = rv;
  // An armed +1 is kept for a later check when only a natural 10 can succeed anyway.
  if (naturalTenOnly) effective = 11;
  else if (takeArmed(ctx, u, kind, 'plusOne')) effective -= 1;
  const first = ctx.dice.check(D10_CHECK, effective, purpose, u.id);
  const rolls = [first];
  let last = first;
  if (!first.success && takeArmed(ctx, u, kind, 'reroll')) {
    last = ctx.dice.check(D10_CHECK, effective, purpose, u.id, 0, true);
    rolls.push(last);
  }
  return { success: last.success === true, face: last.face, rv: effective, rolls };
}

function takeArmed(ctx: Ctx, u: UnitState, kind: CheckKind, use: 'reroll' | 'plusOne'): boolean {
  const index = ctx.s.armed.findIndex((a) => a.unitId === u.id && a.check === kind && a.use === use && a.side === u.side);
  if (index < 0) return false;
  ctx.s.armed.splice(index, 1);
  return true;
}

export function unitsOf(s: D10State, side?: Side): UnitState[] {
  return s.order.map((id) => s.units[id]!).filter((u) => side === undefined || u.side === side);
}
