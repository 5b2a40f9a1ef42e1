/**
 * "Why can't I shoot that?": every enemy unit on the table that a ranged profile or a charge leaves
 * out, with the reason as data (RefusedTarget). Whether a target is refused is the engine's own
 * answer (cannotShoot, cannotCharge, stepProblem); this module only says which reason it was and
 * by how much, so the menus can list it beside the targets offered.
 */
import { D10_TABLE_RULES } from './table-rules';
import { withinAllowance } from '../../geometry/index';
import type { RefusedTarget } from '../../core/ruleset';
import { checkCharge, overByText, sightObstructions } from '../../geometry/index';
import { gap, indexOf, sees, tableUnit } from './geo';
import { chargeReach, cannotCharge } from './melee';
import type { ResolvedWeapon } from './resolved';
import { cannotShoot } from './shooting';
import { onTable, type D10State, type UnitState } from './state';

/** Enemy units on the table: the only ones a player would look for in a target list. */
function enemiesOnTable(s: D10State, u: UnitState): UnitState[] {
  return s.order.map((id) => s.units[id]!).filter((e) => e.side !== u.side && onTable(e));
}

/** D10.ACT.NO_SHOOT_AFTER_ADVANCE: the active unit Advanced, so no target is offered to any profile. */
export function advancedRefusal(s: D10State, u: UnitState): Omit<RefusedTarget, 'unitId'> | null {
  return s.activation?.unitId === u.id && s.activation.advanced ? { code: 'advanced', message: 'Advanced this activation', rule: 'D10.ACT.NO_SHOOT_AFTER_ADVANCE' } : null;
}

/** What stands between two units, in a player's words: "blocking terrain", "Raider Mob 2". */
export function obstructionText(s: D10State, shooter: UnitState, target: UnitState): string {
  const found = sightObstructions(indexOf(s), tableUnit(shooter), tableUnit(target), D10_TABLE_RULES);
  const names = [...(found.terrain.length ? ['blocking terrain'] : []), ...found.units.map((id) => s.units[id]?.name ?? id)];
  return names.length ? `no line of sight — ${names.join(' and ')} in the way` : 'no line of sight';
}

/** Why this profile may not shoot at this enemy, or null when it may (the reason cannotShoot gives, named). */
export function shootingRefusal(s: D10State, shooter: UnitState, w: ResolvedWeapon, target: UnitState): RefusedTarget | null {
  const problem = cannotShoot(s, shooter, w, target);
  if (problem === null) return null;
  const unitId = target.id;
  if (w.carriers < 1 || shooter.models.length === 0) return { unitId, code: 'no-carrier', message: `no model carries ${w.name}` };
  const distance = gap(shooter, target);
  const range = w.range ?? 0;
  if (distance > range + 1e-6) return { unitId, code: 'out-of-range', message: `out of range by ${overByText(distance, range)}"`, rule: 'D10.RANGE.OUT' };
  if (!sees(s, shooter, target)) return { unitId, code: 'no-line-of-sight', message: obstructionText(s, shooter, target), rule: 'D10.LOS.REQUIRED' };
  return { unitId, code: problem.code, message: problem.reason, ...(problem.rule ? { rule: problem.rule } : {}) };
}

/** Every enemy on the table this profile may not shoot at now, with why. */
export function shootingRefusals(s: D10State, shooter: UnitState, w: ResolvedWeapon): RefusedTarget[] {
  const enemies = enemiesOnTable(s, shooter);
  const advanced = advancedRefusal(s, shooter);
  if (advanced) return enemies.map((e) => ({ unitId: e.id, ...advanced }));
  return enemies.map((e) => shootingRefusal(s, shooter, w, e)).filter((r): r is RefusedTarget => r !== null);
}

/** Every enemy on the table this unit may not charge now, with why (D10.MELEE.CHARGE_RANGE_6, D10.MELEE.STRAIGHT_LINE). */
export function chargeRefusals(s: D10State, charger: UnitState): RefusedTarget[] {
  const out: RefusedTarget[] = [];
  const reach = chargeReach(charger);
  for (const target of enemiesOnTable(s, charger)) {
    const problem = cannotCharge(s, charger, target);
    if (problem === null) continue;
    const distance = gap(charger, target);
    if (!withinAllowance(distance, reach)) {
      out.push({ unitId: target.id, code: 'out-of-reach', message: `out of charge reach by ${overByText(distance, reach)}"`, rule: 'D10.MELEE.CHARGE_RANGE_6' });
      continue;
    }
    // Within reach measured base to base, yet refused: the straight path is what fails.
    const path = checkCharge(indexOf(s), charger.id, target.id, reach);
    const code = path.ok ? 'other' : path.code;
    if (code === 'charge-blocked') out.push({ unitId: target.id, code, message: 'no straight path — blocking terrain or another unit in the way', rule: 'D10.MELEE.STRAIGHT_LINE' });
    else if (code === 'out-of-reach') out.push({ unitId: target.id, code, message: `the straight path to base contact is longer than ${reach}"`, rule: 'D10.MELEE.CHARGE_RANGE_6' });
    else out.push({ unitId: target.id, code: problem.code, message: problem.reason, ...(problem.rule ? { rule: problem.rule } : {}) });
  }
  return out;
}
