/**
 * Command Points, an advanced rule switched on by option (D10.CP.*, D10.AMBIG.COMMAND_POINTS,
 * D10.AMBIG.ADVANCED_OPTIONAL). A point is spent ahead of the check it changes: "+1" lowers that
 * check's RV by 1, "re-roll" re-rolls it once if it fails. The check must be one the unit's own player
 * rolls, and an unused point is lost at the End of Round.
 */
import type { ActionOption, BaseCommand } from '../../core/ruleset';
import { before, OWNER_CHOICES } from '../../core/rules-revision';
import { refuse, type Problem } from '../../core/refusal';
import { unitsOf, type Ctx } from './context';
import { isHQ, onTable, type CheckKind, type D10State, type UnitState } from './state';

/** D10.CP.GAIN: 1 per HQ unit on the table at the Start of Round; points never carry over (D10.CP.NO_CARRY). */
export function gainCommandPoints(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.options.commandPoints) {
    s.commandPoints = [0, 0];
    return;
  }
  s.commandPoints = [0, 1].map((side) => unitsOf(s, side as 0 | 1).filter((u) => isHQ(u) && onTable(u)).length) as [number, number];
}

export const CHECK_KINDS: readonly CheckKind[] = ['hit', 'defense', 'morale', 'rally', 'reserve'];

export function commandPointProblem(s: D10State, u: UnitState | undefined, use: string, check: string): Problem {
  if (!s.options.commandPoints) return refuse('option-off', 'Command Points are not in use in this game (an advanced rule, off unless agreed).');
  if (s.phase !== 'battle' && s.phase !== 'roundEnd') return refuse('wrong-phase', 'Command Points are spent during the battle.');
  if (!u) return refuse('no-such-unit', 'There is no such unit.');
  if (use !== 'reroll' && use !== 'plusOne') return refuse('bad-command', 'A Command Point buys a re-roll or +1 to a check.');
  if (!CHECK_KINDS.includes(check as CheckKind)) return refuse('bad-command', `"${check}" is not a check a Command Point can change.`);
  if (s.commandPoints[u.side] < 1) return refuse('no-command-points', `${s.players[u.side]} has no Command Points left this round.`, 'D10.CP.NO_CARRY');
  if (u.status === 'destroyed') return refuse('unit-destroyed', `${u.name} has been destroyed.`, 'D10.ELIM.NO_MORE_ACTIVATION');
  if (check === 'reserve' && !before(s.options, OWNER_CHOICES)) {
    // D10.CP.PLUS_ONE on a reserve roll works only if spent before that roll: in the Start of Round's
    // window (rounds.ts reserveSpenders); at any other time it could never take effect.
    if (u.status !== 'reserve' || u.arriving) return refuse('not-in-reserve', `${u.name} is not waiting in reserve: a reserve roll is made only for a unit still in reserve.`, 'D10.RESERVE.ARRIVE_6PLUS');
    if (s.pending?.kind !== 'reserveRolls')
      return refuse('wrong-phase', 'A Command Point on a reserve roll is spent at the Start of Round, before the reserve rolls (from Round 2); points gained in a round are lost at its end (D10.CP.NO_CARRY).', 'D10.CP.NO_CARRY');
  }
  return null;
}

export function spendCommandPoint(ctx: Ctx, u: UnitState, use: 'reroll' | 'plusOne', check: CheckKind): void {
  ctx.s.commandPoints[u.side] -= 1;
  ctx.s.armed.push({ side: u.side, unitId: u.id, use, check });
  ctx.events.push({ type: 'commandPoint', side: u.side, unitId: u.id, use, check });
}

const CP_CHECKS: readonly CheckKind[] = ['hit', 'defense', 'morale', 'rally', 'reserve'];

/**
 * D10.CP.*: spending a Command Point, as a form of two choices — +1 or a re-roll, and on which
 * check. A unit waiting in reserve can only be helped on its reserve roll.
 */
export function commandPointOption(u: UnitState, detail = 're-roll or +1 on a check'): ActionOption {
  const checks = u.status === 'reserve' ? (['reserve'] as const) : CP_CHECKS;
  return {
    command: 'useCommandPoint',
    label: 'Use a Command Point',
    detail,
    confirm: 'Spend',
    template: { type: 'useCommandPoint', unitId: u.id } as BaseCommand,
    params: [
      { name: 'use', kind: 'choice', label: 'Command Point use', options: [{ value: 'plusOne', label: '+1' }, { value: 'reroll', label: 'Re-roll' }] },
      { name: 'check', kind: 'choice', label: 'Command Point check', options: checks.map((c) => ({ value: c, label: c })) },
    ],
  };
}
