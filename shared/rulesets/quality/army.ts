/**
 * Army building for the Quality Wargame. The book has no army-building rules; Tenfold reads
 * QW.AMBIG.MISSING_PROFILES: units come from validated data, and a legal army's battle points must
 * not exceed the Scenario's size (QW.SCENARIO.BATTLE_POINTS).
 */
import { modelRange, type QualityArmyBook, type QualityListedUnit, type QualityUnit } from './schema';

export interface QualityArmyList {
  /** The Scenario's battle points (QW.SCENARIO.BATTLE_POINTS). */
  pointsLimit: number;
  faction?: string | undefined;
  homebrew?: QualityArmyBook | undefined;
  units: readonly QualityListedUnit[];
}

export interface QualityProblem {
  rule: string;
  message: string;
  unitUid?: string;
}

export interface QualityReport {
  ok: boolean;
  points: number;
  limit: number;
  problems: QualityProblem[];
}

export function priceQualityUnit(profile: QualityUnit, listed: QualityListedUnit): number {
  return profile.costPerModel * listed.models;
}

export function validateQualityArmy(list: QualityArmyList, catalog: readonly QualityArmyBook[]): QualityReport {
  const limit = list.pointsLimit;
  const book = list.homebrew ?? catalog.find((b) => b.id === list.faction);
  if (!book) {
    return {
      ok: false,
      points: 0,
      limit,
      problems: [{ rule: 'QW.AMBIG.MISSING_PROFILES', message: `Tenfold has no Quality army called "${list.faction ?? ''}".` }],
    };
  }
  const problems: QualityProblem[] = [];
  let points = 0;
  for (const listed of list.units) {
    const profile = book.units.find((u) => u.id === listed.profile);
    if (!profile) {
      problems.push({
        rule: 'QW.AMBIG.MISSING_PROFILES',
        message: `"${listed.profile}" is not a unit of ${book.name}, so it has no Quality, Move or cost.`,
        unitUid: listed.uid,
      });
      continue;
    }
    const { min, max } = modelRange(profile.models);
    if (listed.models < min || listed.models > max) {
      const range = min === max ? `exactly ${min}` : `${min} to ${max}`;
      problems.push({
        rule: 'QW.AMBIG.MISSING_PROFILES',
        message: `${profile.name} has ${listed.models} models; its profile allows ${range}.`,
        unitUid: listed.uid,
      });
    }
    points += priceQualityUnit(profile, listed);
  }
  if (list.units.length === 0) {
    problems.push({ rule: 'QW.SCENARIO.BATTLE_POINTS', message: 'The army has no units.' });
  }
  // QW.SCENARIO.BATTLE_POINTS: exactly the Scenario's size is legal.
  if (points > limit) {
    problems.push({
      rule: 'QW.SCENARIO.BATTLE_POINTS',
      message: `The army costs ${points} battle points, ${points - limit} over the Scenario's ${limit}.`,
    });
  }
  return { ok: problems.length === 0, points, limit, problems };
}
