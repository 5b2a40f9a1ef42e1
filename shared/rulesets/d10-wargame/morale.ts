/**
 * Morale Checks, Shaken, fleeing and Rally (D10.MORALE.*, D10.SHAKEN.*, D10.RALLY.*).
 */
import { check, unitsOf, type Ctx } from './context';
import { inRange } from '../../geometry/index';
import { before, REAL_SHAPES } from '../../core/rules-revision';
import { gap } from './geo';
import { legacyWithin } from './legacy-circles';
import { isHQ, onTable, type D10State, type UnitState } from './state';
import { eliminate } from './wounds';

/** D10.MORALE.TRIGGER with D10.AMBIG.MORALE_MODEL_COUNT: half or fewer of the initial models, never for 1-model units. */
export function belowHalf(u: UnitState): boolean {
  return u.initialModels > 1 && u.models.length > 0 && u.models.length * 2 <= u.initialModels;
}

/** Within 6" (D10.SR.LEADERSHIP, D10.RALLY.HQ_PLUS1): the nearest bases, on their real shapes (D10.MEASURE.CLOSEST_POINTS). */
function within6(s: D10State, a: UnitState, b: UnitState): boolean {
  if (before(s.options, REAL_SHAPES)) return legacyWithin(a, b, 6);
  return inRange(gap(a, b), 6);
}

/** D10.SR.LEADERSHIP: other friendly units within 6" with Leadership(n), combined under the tier-3 cap. */
export function leadershipBonus(s: D10State, u: UnitState): number {
  let total = 0;
  for (const f of unitsOf(s, u.side)) if (f.id !== u.id && onTable(f) && (f.tiers.leadership ?? 0) > 0 && within6(s, f, u)) total += f.tiers.leadership!;
  return Math.min(3, total);
}

/** D10.RALLY.HQ_PLUS1: another friendly HQ unit within 6" (at most +1). */
export function hqNearby(s: D10State, u: UnitState): boolean {
  return unitsOf(s, u.side).some((f) => f.id !== u.id && isHQ(f) && onTable(f) && within6(s, f, u));
}

/** The Morale RV after Morale(n) and Leadership(n) (D10.MORALE.ROLL, D10.SR.MORALE, D10.AMBIG.STACKING). */
export function moraleRv(s: D10State, u: UnitState): number {
  return u.stats.morale - (u.tiers.morale ?? 0) - leadershipBonus(s, u);
}

/** The Rally RV: the Morale RV, 1 lower again with a friendly HQ near (D10.RALLY.ROLL, D10.AMBIG.LEADERSHIP_VS_HQ_RALLY). */
export function rallyRv(s: D10State, u: UnitState): number {
  return moraleRv(s, u) - (hqNearby(s, u) ? 1 : 0);
}

/**
 * A loss-triggered Morale Check (D10.MORALE.ROLL): pass holds (D10.MORALE.PASS); failing makes the unit
 * Shaken (D10.MORALE.FAIL_SHAKEN) or, if it already was, makes it flee (D10.MORALE.FAIL_FLEE).
 */
export function moraleCheck(ctx: Ctx, u: UnitState): void {
  const from = ctx.dice.count;
  const rv = moraleRv(ctx.s, u);
  const outcome = check(ctx, u, 'morale', rv, 'morale');
  const dice = ctx.dice.since(from);
  if (outcome.success) {
    ctx.events.push({ type: 'morale', unitId: u.id, rv: outcome.rv, result: 'pass', dice });
  } else if (!u.shaken) {
    u.shaken = true;
    ctx.events.push({ type: 'morale', unitId: u.id, rv: outcome.rv, result: 'shaken', dice });
  } else {
    ctx.events.push({ type: 'morale', unitId: u.id, rv: outcome.rv, result: 'fled', dice });
    eliminate(ctx, u, true);
  }
}

/** D10.RALLY.*: success removes Shaken; failure leaves it, and never makes the unit flee (D10.AMBIG.RALLY_FAIL_FLEE). */
export function rally(ctx: Ctx, u: UnitState): boolean {
  const from = ctx.dice.count;
  const outcome = check(ctx, u, 'rally', rallyRv(ctx.s, u), 'rally');
  if (outcome.success) u.shaken = false;
  ctx.events.push({ type: 'rally', unitId: u.id, rv: outcome.rv, success: outcome.success, dice: ctx.dice.since(from) });
  return outcome.success;
}
