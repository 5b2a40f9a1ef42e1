/**
 * Army building for the D10 Wargame, as the ruleset contract offers it: its army files, their
 * legality under the book (D10.ARMY.*), the built-in factions and sample lists, and the roster.
 */
import type { ArmyRules } from '../../core/army';
import { resolveWithIndex } from './army';
import { D10_FACTIONS, factionOf, parseD10Army, rosterText, type D10ArmyFile } from './army-file';
import { D10_SAMPLES } from './content/samples';
import { indexFaction } from './faction-index';
import { RECOMMENDED_LIMITS } from './game-sizes';
import type { ResolvedUnit } from './resolved';
import type { Faction } from './schema';
import { validateArmy } from './validate-army';

export const d10Armies: ArmyRules<D10ArmyFile, Faction, ResolvedUnit> = {
  factionNoun: 'faction',
  pointsName: 'points',
  presets: RECOMMENDED_LIMITS,
  maxModels: 30,
  factions: D10_FACTIONS,
  samples: D10_SAMPLES,
  parse: parseD10Army,
  factionOf,
  check(army, factions = D10_FACTIONS) {
    const report = validateArmy(army, factions);
    return { ok: report.ok, points: report.points, limit: report.limit, problems: report.problems };
  },
  text: rosterText,
  listedUnit: (uid, profile, models) => ({ uid, profile, models, options: [] as string[] }),
  resolve(army, factions = D10_FACTIONS) {
    const faction = factionOf(army, factions);
    if (!faction) return { ok: false, code: 'unknown-faction' };
    const ix = indexFaction(faction);
    const units: ResolvedUnit[] = [];
    for (const listed of army.units) {
      const profile = ix.profile(listed.profile);
      if (!profile) return { ok: false, code: 'unknown-unit', profile: listed.profile };
      units.push(resolveWithIndex(ix, profile, listed));
    }
    return { ok: true, units };
  },
};
