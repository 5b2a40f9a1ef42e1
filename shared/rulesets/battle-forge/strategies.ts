/**
 * Strategies (BF.SP.*): Strategy Points spent at each strategy's timing — at the start of the round
 * (before the player's bid), when one of the player's units is activated (before its first action),
 * or when one is targeted by an attack (before the attack is made). A unit is the target of one
 * strategy per action (BF.SP.ONE_PER_ACTION); points left at the end of the round are lost
 * (BF.SP.DISCARD_END). Strategies used before the game are played in pregame.ts. Re-rolls are
 * chosen before the dice: of the failed Saves when the unit is targeted, of a failed Initiative
 * check when the unit is activated; each failure is then rolled again as it happens.
 */
import { refuse, type Problem } from '../../core/refusal';
import type { Side } from '../../core/ruleset';
import { unitGap } from './geo';
import { unitOf } from './round-state';
import type { Strategy } from './schema';
import type { BfEvent, BfState, BfUnit } from './state';

type Ctx = { s: BfState; events: BfEvent[] };

/** The unit a strategy of this timing would be used on now, for `seat`; null when its moment has not come. */
export function strategyMoment(s: BfState, seat: Side, strategy: Strategy): { unit: BfUnit | null } | null {
  if (s.phase !== 'battle' || !strategy.effect) return null;
  const p = s.pending;
  switch (strategy.timing) {
    case 'round-start':
      return !p && s.round.phase === 'bidding' && s.round.bids[seat]?.committed === false ? { unit: null } : null;
    case 'unit-activated': {
      const open = s.round.activation;
      return !p && open && open.seat === seat && open.actions.length === 0 ? { unit: s.units[open.unit]! } : null;
    }
    case 'unit-targeted':
      return p?.kind === 'reaction' && p.player === seat && (p.attack.kind === 'shoot' || p.attack.kind === 'fight') ? { unit: s.units[p.attack.target]! } : null;
    case 'after-roll':
      // A re-roll of the Saves is asked for when the unit is targeted, before the dice: Tenfold
      // rolls the failed ones again as they fail (the players need not stop the attack to decide).
      // A re-roll of a failed check is asked for when the unit is activated: its first failed
      // Initiative check of the activation is rolled again.
      if (strategy.effect?.kind === 'rerollFailedSaves') return strategyMoment(s, seat, { ...strategy, timing: 'unit-targeted' });
      if (strategy.effect?.kind === 'rerollFailedCheck') return strategyMoment(s, seat, { ...strategy, timing: 'unit-activated' });
      return null;
    default:
      return null;
  }
}

/** Why `seat` may not use the strategy now, or null. */
export function strategyProblem(s: BfState, seat: Side, id: string, unitId: string | undefined): Problem {
  const strategy = s.strategies[seat]?.find((x) => x.id === id);
  if (!strategy) return refuse('unknown-strategy', 'Your force has no such strategy.', 'BF.SP.TIMING');
  if (!strategy.effect) return refuse('strategy-by-hand', `Tenfold does not play ${strategy.name} yet: apply it by hand.`, 'BF.SP.TIMING');
  const moment = strategyMoment(s, seat, strategy);
  if (!moment) return refuse('not-its-moment', `${strategy.name} is used ${when(strategy)}.`, 'BF.SP.TIMING');
  if ((s.sp[seat] ?? 0) < strategy.sp) return refuse('not-enough-sp', `${strategy.name} costs ${strategy.sp} SP; you have ${s.sp[seat] ?? 0} left this round.`, 'BF.SP.TIMING');
  if (moment.unit && unitId !== undefined && unitId !== moment.unit.id) return refuse('wrong-unit', `${strategy.name} is used on ${moment.unit.name} now.`, 'BF.SP.TIMING');
  if (moment.unit && moment.unit.effects.some((e) => e.source.startsWith('strategy:') && e.until !== undefined))
    return refuse('one-strategy-per-action', `${moment.unit.name} is already the target of a strategy for this action.`, 'BF.SP.ONE_PER_ACTION');
  return null;
}

export function when(strategy: Strategy): string {
  return { 'round-start': 'at the start of the round, before your bid', 'unit-activated': 'when your unit is activated, before its first action', 'unit-targeted': 'when your unit is targeted by an attack', 'after-roll': 'after a roll', 'pre-game': 'before the game', 'end-phase': 'in the End Phase' }[strategy.timing];
}

/** Spend the points and apply the strategy (checked by strategyProblem first). */
export function useStrategy(ctx: Ctx, seat: Side, id: string): void {
  const s = ctx.s;
  const strategy = s.strategies[seat]!.find((x) => x.id === id)!;
  const moment = strategyMoment(s, seat, strategy)!;
  s.sp[seat] = (s.sp[seat] ?? 0) - strategy.sp;
  ctx.events.push({ type: 'strategyUsed', seat, strategy: id, sp: strategy.sp, ...(moment.unit ? { unitId: moment.unit.id } : {}) });
  const effect = strategy.effect!;
  const source = `strategy:${id}`;
  const until = strategy.timing === 'unit-targeted' || effect.kind === 'rerollFailedSaves' ? 'attack' : 'activation';
  switch (effect.kind) {
    case 'removeShock': {
      const units = effect.everyUnit ? s.order.map((x) => s.units[x]!).filter((u) => u.owner === seat && u.status === 'table') : moment.unit ? [moment.unit] : [];
      const ids = new Set(units.map((u) => u.id));
      s.round = { ...s.round, units: s.round.units.map((r) => (ids.has(r.id) ? { ...r, shock: Math.max(r.criticalDamage ?? 0, Math.min(r.shock, r.shock - effect.shock)) } : r)) };
      // Marked on a unit so it is the target of no second strategy this action (BF.SP.ONE_PER_ACTION).
      if (moment.unit) moment.unit.effects.push({ stat: 'mov', value: 0, source, until });
      break;
    }
    case 'rerollFailedSaves':
      moment.unit!.effects.push({ stat: 'sav', value: 0, source, until: 'attack', rerollFailedSaves: true });
      break;
    case 'rerollFailedCheck':
      moment.unit!.effects.push({ stat: 'mov', value: 0, source, until: 'activation', rerollFailedCheck: true });
      break;
    case 'redeploy':
    case 'startInCover':
      // Pre-game strategies are played by pregame.ts.
      break;
    case 'ignoreShockMovement': {
      const u = moment.unit!;
      u.effects.push({ stat: 'mov', value: unitOf(s.round, u.id)?.shock ?? 0, source, until });
      break;
    }
    case 'stat': {
      const target = moment.unit!;
      const attacker = s.pending?.kind === 'reaction' ? s.units[s.pending.attack.attacker] : undefined;
      if (effect.unlessMoved && target.movedThisRound) break;
      if (effect.onAttacker) {
        if (attacker && (effect.within === undefined || unitGap(attacker, target) <= effect.within)) {
          attacker.effects.push({ stat: effect.stat, value: effect.value, source, until: 'attack' });
          target.effects.push({ stat: 'mov', value: 0, source, until: 'attack' });
        }
      } else target.effects.push({ stat: effect.stat, value: effect.value, source, until });
      break;
    }
  }
}

/** Effects that last an activation or an attack, gone when it is over. */
export function endEffects(s: BfState, until: 'activation' | 'attack'): void {
  for (const id of s.order) {
    const u = s.units[id]!;
    if (u.effects.some((e) => e.until === until)) u.effects = u.effects.filter((e) => e.until !== until);
  }
}
