/**
 * Sight, range and cover for the Quality Wargame: judged model by model (QW.AMBIG.IN_RANGE). Lines
 * are blocked by blocking terrain and by other friendly units, never by the firing unit or by enemy
 * units (QW.LOS.*, QW.AMBIG.LOS_TERRAIN); the shared geometry traces them. Cover is how much of each
 * target base can be seen (QW.COVER.*, QW.AMBIG.COVER_VISIBILITY, QW.AMBIG.COVER_MIXED).
 */
import { modelGap } from '../../geometry/circles';
import { dist } from '../../geometry/units';
import { cover, modelSees } from './geo';
import type { Point, QState, QUnit } from './state';

/** The longest-ranged weapon of the unit that reaches `gap` (QW.AMBIG.DICE_PER_MODEL). */
export function weaponFor(u: QUnit, gap: number): QUnit['weapons'][number] | null {
  const ranged = u.weapons.filter((w) => w.range !== undefined && gap <= w.range + 1e-6);
  ranged.sort((a, b) => (b.range ?? 0) - (a.range ?? 0));
  return ranged[0] ?? null;
}

/** QW.ATTACK.RANGED_RANGE: models that see a target model within their weapon's range, with that weapon. */
export function rangedAttackers(s: QState, shooter: QUnit, target: QUnit): { model: Point; attacks: number }[] {
  const out: { model: Point; attacks: number }[] = [];
  for (const m of shooter.models) {
    let best: QUnit['weapons'][number] | null = null;
    for (const n of target.models) {
      const gap = modelGap(m, shooter.radius, n, target.radius);
      const w = weaponFor(shooter, gap);
      if (w && (!best || (w.range ?? 0) > (best.range ?? 0)) && modelSees(s, shooter, m, target, n)) best = w;
    }
    if (best) out.push({ model: m, attacks: best.attacks });
  }
  return out;
}

/** QW.ATTACK.MELEE_RANGE_1: models within 1" of any model of the target. */
export function meleeAttackers(attacker: QUnit, target: QUnit): { model: Point; attacks: number }[] {
  const melee = attacker.weapons.find((w) => w.range === undefined);
  return attacker.models
    .filter((m) => target.models.some((n) => modelGap(m, attacker.radius, n, target.radius) <= 1 + 1e-6))
    .map((m) => ({ model: m, attacks: melee?.attacks ?? 1 }));
}

/**
 * QW.COVER.DEFINITION: in cover when no target model shows more than 50% of its base to the attacking
 * models; Hard Cover when that still holds counting hard terrain alone (QW.AMBIG.COVER_MIXED).
 */
export function coverOf(s: QState, attacker: QUnit, target: QUnit, from: readonly Point[] = attacker.models): 'none' | 'soft' | 'hard' {
  return cover(s, attacker, target, from);
}

/** QW.AMBIG.MULTI_COMBAT: models of more than one enemy unit within 1" of the unit. */
export function inCombatWithSeveral(s: QState, u: QUnit): boolean {
  const near = s.order
    .map((id) => s.units[id]!)
    .filter((e) => e.side !== u.side && e.status === 'table' && e.models.some((n) => u.models.some((m) => modelGap(m, u.radius, n, e.radius) <= 1 + 1e-6)));
  return near.length > 1;
}

export { dist, modelGap };
