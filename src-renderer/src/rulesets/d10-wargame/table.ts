/**
 * The Table screen plans D10 Wargame deployments: its roster is built from the units the core's
 * army rules work out (resolveUnit), with their bases, weapons and reaches.
 */
import { baseShapeFromSpec } from '../../../../shared/geometry/shapes';
import type { ResolvedUnit } from '../../../../shared/rulesets/d10-wargame/resolved';
import { type Side, unitKey } from '../../plan/plan';
import { rosterOf, type RosterUnit } from '../../plan/roster';
import type { TableKit } from '../types';

export function rosterUnit(side: Side, unit: ResolvedUnit): RosterUnit {
  const speed = unit.tiers.speed ?? 0;
  return {
    key: unitKey(side, unit.uid),
    side,
    uid: unit.uid,
    name: unit.name,
    category: unit.category,
    models: unit.models,
    shape: baseShapeFromSpec(unit.base),
    stats: { ...unit.stats },
    wounds: unit.wounds,
    weapons: unit.weapons.map((w) => ({
      name: w.name,
      kind: w.kind,
      attacks: w.attacks,
      ap: w.ap,
      ...(w.range !== undefined ? { range: w.range } : {}),
    })),
    move: 6 + 2 * speed,
    advance: 12 + 2 * speed,
    charge: 6 + 2 * (unit.tiers.charge ?? 0),
    points: unit.points,
  };
}

export const d10Table: TableKit<ResolvedUnit> = {
  roster: (side, armyName, units) => rosterOf(side, armyName, units.map((u) => rosterUnit(side, u))),
};
