/**
 * The Table screen plans D10 Wargame deployments: its roster is built from the units the core's
 * army rules work out (resolveUnit), with their bases, weapons and reaches.
 */
import type { ResolvedUnit } from '../../../../shared/rulesets/d10-wargame/resolved';
import { rosterOf } from '../../table/model/roster';
import type { TableKit } from '../types';

export const d10Table: TableKit<ResolvedUnit> = {
  roster: (side, armyName, units) => rosterOf(side, armyName, units),
};
