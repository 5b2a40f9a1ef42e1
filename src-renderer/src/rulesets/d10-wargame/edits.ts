/**
 * The list edits only the D10 Wargame has: a unit's upgrades (weapon swaps, extra weapons,
 * wargear). Like every edit, it moves data only; the core judges the result.
 */
import type { D10ArmyFile } from '../../../../shared/rulesets/d10-wargame/army-file';

export function toggleOption(army: D10ArmyFile, uid: string, option: string): D10ArmyFile {
  return {
    ...army,
    units: army.units.map((u) => {
      if (u.uid !== uid) return u;
      const options = u.options.includes(option) ? u.options.filter((o) => o !== option) : [...u.options, option];
      return { ...u, options };
    }),
  };
}
