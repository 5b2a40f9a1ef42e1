/**
 * "Why can't I shoot that?" as the menus say it: the ruleset's refused targets (legalTargets), one
 * line per enemy unit. A unit refused by every weapon for one reason reads "Raider Mob 2 — out of
 * range by 3.2""; one refused by some weapons only, or for different reasons, names the weapons.
 */
import type { RefusedTarget } from '../../../../shared/core/ruleset';

/** One target list as a menu shows it: the weapon's name (absent for a unit that attacks as one), what it offers and refuses. */
export interface TargetList {
  label?: string;
  targets: readonly string[];
  refused: readonly RefusedTarget[];
}

export interface RefusalLine {
  unitId: string;
  /** The unit's name as Play lists it. */
  name: string;
  /** Why, e.g. 'out of range by 3.2"' or 'Lasgun: out of range by 3.2"; Autocannon: no line of sight'. */
  reason: string;
  /** The rules behind the reason, for the line's tooltip. */
  rules: string[];
}

export function refusalLines(lists: readonly TargetList[], name: (unitId: string) => string): RefusalLine[] {
  const order: string[] = [];
  const byUnit = new Map<string, { list: TargetList; refusal: RefusedTarget }[]>();
  for (const list of lists)
    for (const refusal of list.refused) {
      if (!byUnit.has(refusal.unitId)) {
        byUnit.set(refusal.unitId, []);
        order.push(refusal.unitId);
      }
      byUnit.get(refusal.unitId)!.push({ list, refusal });
    }
  return order.map((unitId) => {
    const found = byUnit.get(unitId)!;
    const messages = [...new Set(found.map((f) => f.refusal.message))];
    const everywhere = found.length === lists.length;
    const reason =
      everywhere && messages.length === 1
        ? messages[0]!
        : found.map((f) => (f.list.label ? `${f.list.label}: ${f.refusal.message}` : f.refusal.message)).join('; ');
    const rules = [...new Set(found.map((f) => f.refusal.rule).filter((r): r is string => !!r))];
    return { unitId, name: name(unitId), reason, rules };
  });
}

/**
 * One reason that rules out every target of every list ("Advanced this activation"), for a unit
 * whose menu is not offered at all: null when the lists offer a target or the reasons differ.
 */
export function blanketRefusal(lists: readonly TargetList[]): RefusedTarget | null {
  if (lists.length === 0 || lists.some((l) => l.targets.length > 0 || l.refused.length === 0)) return null;
  const all = lists.flatMap((l) => l.refused);
  return all.every((r) => r.code === all[0]!.code && r.message === all[0]!.message) ? all[0]! : null;
}
