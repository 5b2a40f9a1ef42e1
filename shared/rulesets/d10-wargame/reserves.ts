/**
 * Reserves, an advanced rule switched on by option (D10.RESERVE.*, D10.AMBIG.RESERVES): declared
 * during deployment; from Round 2 each unit still in reserve rolls at the Start of Round and arrives
 * on 6+; it is then activated that round, entering from any edge with its normal move.
 */
import { check, unitsOf, type Ctx } from './context';

export const RESERVE_RV = 6;

export function rollReserves(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.options.reserves || s.round < 2) return;
  for (const u of unitsOf(s)) {
    if (u.status !== 'reserve') continue;
    const from = ctx.dice.count;
    // D10.AMBIG.CRIT_SCOPE: the reserve roll is a check, so natural 1 and 10 apply.
    const outcome = check(ctx, u, 'reserve', RESERVE_RV, 'reserve');
    u.arriving = outcome.success;
    ctx.events.push({ type: 'reserveRoll', unitId: u.id, arrives: outcome.success, dice: ctx.dice.since(from) });
  }
}
