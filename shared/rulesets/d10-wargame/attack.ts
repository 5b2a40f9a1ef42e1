/**
 * One weapon profile's attacks against one unit, ranged or melee: to-hit rolls, Defense rolls,
 * wounds applied at once (D10.SHOOT.TO_HIT, D10.SHOOT.DEFENSE, D10.SHOOT.AP, D10.MELEE.TO_HIT,
 * D10.MELEE.DEFENSE, D10.WOUND.*).
 */
import type { ResolvedWeapon } from './resolved';
import { check, type Ctx } from './context';
import type { AttackSummary, UnitState } from './state';
import { applyWounds } from './wounds';

/** D10.SR.RANGED / D10.SR.MELEE: the attacker's to-hit RV after its tier (D10.AMBIG.MODIFIER_DIRECTION). */
export function hitRv(u: UnitState, mode: 'ranged' | 'melee'): number {
  return mode === 'ranged' ? u.stats.ranged - (u.tiers.ranged ?? 0) : u.stats.melee - (u.tiers.melee ?? 0);
}

/** D10.SHOOT.AP and D10.SR.DEFENSE: Defense RV = Defense − Defense(n) + AP. */
export function defenseRv(target: UnitState, ap: number): number {
  return target.stats.defense - (target.tiers.defense ?? 0) + ap;
}

/**
 * D10.AMBIG.ATTACKS_PER_MODEL: models carrying the profile × A. Models do not keep their own loadout,
 * so after casualties the carriers still alive are capped at the models left.
 */
export function attackDice(u: UnitState, w: ResolvedWeapon): number {
  return Math.min(w.carriers, u.models.length) * w.attacks;
}

/** Resolve one profile completely (D10.SHOOT.ONE_PROFILE_AT_A_TIME) and return its summary. */
export function resolveProfile(ctx: Ctx, attacker: UnitState, w: ResolvedWeapon, target: UnitState, exhausted: boolean): AttackSummary & { dice: ReturnType<Ctx['dice']['since']> } {
  const from = ctx.dice.count;
  const mode = w.kind;
  const attacks = attackDice(attacker, w);
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
  const before = target.models.reduce((n, m) => n + (target.woundsPerModel - m.wounds), 0);
  const removed = applyWounds(target, failed, attacker);
  const after = target.models.reduce((n, m) => n + (target.woundsPerModel - m.wounds), 0);
  // D10.AMBIG.VICTOR_WOUNDS: count the wounds that took effect, stopping once the unit is wiped out.
  const wounds = before - after;
  return {
    attacker: attacker.id,
    target: target.id,
    weapon: w.id,
    mode,
    attacks,
    hitRv: shownHitRv,
    hits,
    defenseRv: dRv,
    defended,
    wounds,
    removed,
    dice: ctx.dice.since(from),
  };
}
