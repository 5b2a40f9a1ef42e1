/**
 * One weapon profile's attacks against one unit, ranged or melee: to-hit rolls, Defense rolls, then
 * the wounds applied at once (D10.SHOOT.TO_HIT, D10.SHOOT.DEFENSE, D10.SHOOT.AP, D10.MELEE.TO_HIT,
 * D10.MELEE.DEFENSE, D10.WOUND.*) — by the owner of the target when they have a choice to make
 * (casualties.ts), otherwise at once.
 */
import type { ResolvedWeapon } from './resolved';
import { check, type Ctx } from './context';
import { woundsOrWait } from './casualties';
import { carriersAlive } from './loadout';
import type { AttackSummary, CasualtyWait, D10Options, UnitState } from './state';

/** D10.SR.RANGED / D10.SR.MELEE: the attacker's to-hit RV after its tier (D10.AMBIG.MODIFIER_DIRECTION). */
export function hitRv(u: UnitState, mode: 'ranged' | 'melee'): number {
  return mode === 'ranged' ? u.stats.ranged - (u.tiers.ranged ?? 0) : u.stats.melee - (u.tiers.melee ?? 0);
}

/** D10.SHOOT.AP and D10.SR.DEFENSE: Defense RV = Defense − Defense(n) + AP. */
export function defenseRv(target: UnitState, ap: number): number {
  return target.stats.defense - (target.tiers.defense ?? 0) + ap;
}

/**
 * D10.WEAPON.ATTACKS with D10.AMBIG.ATTACKS_PER_MODEL: the models still carrying the profile × A. A
 * model removed takes its weapons with it (loadout.ts).
 */
export function attackDice(u: UnitState, w: ResolvedWeapon, options: D10Options): number {
  return carriersAlive(u, w, options) * w.attacks;
}

export interface Strike {
  summary: AttackSummary;
  /** The owner's choice the wounds wait for, or null when they were applied. */
  waiting: CasualtyWait | null;
}

/** Resolve one profile completely (D10.SHOOT.ONE_PROFILE_AT_A_TIME), push its event, and apply or hold its wounds. */
export function strike(ctx: Ctx, attacker: UnitState, w: ResolvedWeapon, target: UnitState, exhausted: boolean): Strike {
  const from = ctx.dice.count;
  const mode = w.kind;
  const attacks = attackDice(attacker, w, ctx.s.options);
  const baseHit = hitRv(attacker, mode);
  let hits = 0;
  const naturalTenOnly = exhausted && mode === 'melee';
  const shownHitRv = naturalTenOnly ? 11 : baseHit;
  for (let i = 0; i < attacks; i++) {
    // D10.MELEE.EXHAUSTION_EFFECT: an exhausted (or Shaken, D10.SHAKEN.EXHAUSTED) unit hits only on a natural 10.
    const outcome = check(ctx, attacker, 'hit', baseHit, mode === 'ranged' ? 'hit' : 'melee hit', naturalTenOnly);
    if (outcome.success) hits++;
  }
  const dRv = defenseRv(target, w.ap);
  let defended = 0;
  for (let i = 0; i < hits; i++) {
    const outcome = check(ctx, target, 'defense', dRv, 'defense');
    if (outcome.success) defended++;
  }
  const failed = hits - defended;
  const applied = woundsOrWait(ctx, target, failed, attacker);
  const summary: AttackSummary = {
    attacker: attacker.id,
    target: target.id,
    weapon: w.id,
    mode,
    attacks,
    hitRv: shownHitRv,
    hits,
    defenseRv: dRv,
    defended,
    // D10.AMBIG.VICTOR_WOUNDS: the wounds that take effect, stopping once the unit is wiped out.
    wounds: applied.wounds,
    removed: applied.removed,
    ...(applied.waiting ? { allocation: 'owner' as const } : {}),
  };
  ctx.events.push({ type: 'attack', ...summary, dice: ctx.dice.since(from) });
  return { summary, waiting: applied.waiting };
}
