/**
 * Army building for the Quality Wargame, as the ruleset contract offers it: its army files, their
 * legality (QW.AMBIG.MISSING_PROFILES, QW.SCENARIO.BATTLE_POINTS), the built-in army books and
 * sample lists, and the roster.
 */
import type { ArmyRules } from '../../core/army';
import { resolveQualityArmy, validateQualityArmy } from './army';
import { bookOf, parseQualityArmy, QUALITY_BOOKS, qualityRosterText, type QualityArmyFile } from './army-file';
import { QUALITY_SAMPLES } from './content/samples';
import type { QualityArmyBook } from './schema';
import type { QualityGameUnit } from './state';
import { SCENARIO_SIZES } from './sizes';

export const qualityArmies: ArmyRules<QualityArmyFile, QualityArmyBook, QualityGameUnit> = {
  factionNoun: 'army book',
  pointsName: 'battle points',
  presets: SCENARIO_SIZES,
  maxModels: 50,
  factions: QUALITY_BOOKS,
  samples: QUALITY_SAMPLES,
  parse: parseQualityArmy,
  factionOf: bookOf,
  check(army, books = QUALITY_BOOKS) {
    const report = validateQualityArmy(army, books);
    return { ok: report.ok, points: report.points, limit: report.limit, problems: report.problems };
  },
  text: qualityRosterText,
  listedUnit: (uid, profile, models) => ({ uid, profile, models }),
  resolve(army, books = QUALITY_BOOKS) {
    const book = bookOf(army, books);
    if (!book) return { ok: false, code: 'unknown-faction' };
    const missing = army.units.find((listed) => !book.units.some((u) => u.id === listed.profile));
    if (missing) return { ok: false, code: 'unknown-unit', profile: missing.profile };
    // Every profile is in the book now, so the engine's own resolution cannot refuse.
    const units = resolveQualityArmy(army, books);
    return typeof units === 'string' ? { ok: false, code: 'unknown-faction' } : { ok: true, units };
  },
};
