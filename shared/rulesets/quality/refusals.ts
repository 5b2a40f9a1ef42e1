/**
 * "Why can't I shoot that?" for the Quality Wargame: every enemy unit on the table a Shoot or a Fight
 * leaves out, with the reason as data (RefusedTarget). Whether a target is refused is the engine's own
 * answer (its attackers); this module only says which reason it was and by how much.
 */
import { QUALITY_TABLE_RULES } from './table-rules';
import type { RefusedTarget } from '../../core/ruleset';
import { overByText, sightObstructions } from '../../geometry/index';
import { attackers } from './attack';
import { indexOf, tableUnit } from './geo';
import { modelGap } from './sight';
import type { QState, QUnit } from './state';

const onTable = (u: QUnit) => u.status === 'table' && u.models.length > 0;

function enemiesOnTable(s: QState, u: QUnit): QUnit[] {
  return s.order.map((id) => s.units[id]!).filter((e) => e.side !== u.side && onTable(e));
}

/** The nearest two bases of two units, edge to edge. */
function nearestGap(u: QUnit, e: QUnit): number {
  let best = Infinity;
  for (const m of u.models) for (const n of e.models) best = Math.min(best, modelGap(m, u.radius, n, e.radius));
  return best;
}

/** The active unit's action that rules out an attack of this kind now (QW.ACTION.RUN_NO_SHOOT, QW.AMBIG.RUN_COMBAT). */
function ranRefusal(s: QState, u: QUnit, kind: 'ranged' | 'melee'): Omit<RefusedTarget, 'unitId'> | null {
  const a = s.active;
  if (!a || a.unitId !== u.id || a.action !== 'run') return null;
  if (kind === 'ranged') return { code: 'ran', message: 'Ran this activation', rule: 'QW.ACTION.RUN_NO_SHOOT' };
  return s.options.meleeAfterRun ? null : { code: 'ran', message: 'Ran this activation', rule: 'QW.AMBIG.RUN_COMBAT' };
}

/** Whether the active unit may make no attack of this kind now, whatever the target. */
export function attackRuledOut(s: QState, u: QUnit, kind: 'ranged' | 'melee'): boolean {
  return ranRefusal(s, u, kind) !== null;
}

/** QW.ATTACK.RANGED_RANGE: no model sees a target model within its weapon's range — too far, or hidden. */
function rangedRefusal(s: QState, u: QUnit, e: QUnit): RefusedTarget {
  const reach = Math.max(0, ...u.weapons.map((w) => w.range ?? 0));
  const distance = nearestGap(u, e);
  if (distance > reach + 1e-6) return { unitId: e.id, code: 'out-of-range', message: `out of range by ${overByText(distance, reach)}"`, rule: 'QW.ATTACK.RANGED_RANGE' };
  const found = sightObstructions(indexOf(s), tableUnit(u), tableUnit(e), QUALITY_TABLE_RULES);
  const names = [...(found.terrain.length ? ['blocking terrain'] : []), ...found.units.map((id) => s.units[id]?.name ?? id)];
  const message = names.length ? `no line of sight — ${names.join(' and ')} in the way` : 'no model sees a model of it within range';
  return { unitId: e.id, code: 'no-line-of-sight', message, rule: 'QW.ATTACK.RANGED_RANGE' };
}

/** Every enemy on the table this unit may not attack with this kind of attack now, with why. */
export function attackRefusals(s: QState, u: QUnit, kind: 'ranged' | 'melee'): RefusedTarget[] {
  const enemies = enemiesOnTable(s, u);
  const ran = ranRefusal(s, u, kind);
  if (ran) return enemies.map((e) => ({ unitId: e.id, ...ran }));
  const out: RefusedTarget[] = [];
  for (const e of enemies) {
    if (attackers(s, u, e, kind).length > 0) continue;
    if (kind === 'ranged') out.push(rangedRefusal(s, u, e));
    else out.push({ unitId: e.id, code: 'out-of-reach', message: `no model within 1" (out of reach by ${overByText(nearestGap(u, e), 1)}")`, rule: 'QW.ATTACK.MELEE_RANGE_1' });
  }
  return out;
}
