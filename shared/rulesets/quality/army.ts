/**
 * Army building for the Quality Wargame. The book has no army-building rules; Tenfold reads
 * QW.AMBIG.MISSING_PROFILES: units come from validated data, and a legal army's battle points must
 * not exceed the Scenario's size (QW.SCENARIO.BATTLE_POINTS).
 */
import { modelRange, type QualityArmyBook, type QualityListedUnit, type QualityUnit } from './schema';
import type { QualityGameUnit } from './state';

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

/**
 * A Quality army as the engine plays it (QW.AMBIG.MISSING_PROFILES: every number comes from the
 * army book's data): its homebrew book or the built-in book it names, from `books`. A list the
 * books cannot answer is refused with a reason.
 */
export function resolveQualityArmy(army: QualityArmyList & { name: string }, books: readonly QualityArmyBook[]): QualityGameUnit[] | string {
  const book = army.homebrew ?? books.find((b) => b.id === army.faction);
  if (!book) return `"${army.name}" names an army book Tenfold does not have.`;
  const out: QualityGameUnit[] = [];
  for (const listed of army.units) {
    const profile = book.units.find((u) => u.id === listed.profile);
    if (!profile) return `"${army.name}" lists a unit its army book does not have (${listed.profile}).`;
    const { min, max } = modelRange(profile.models);
    const models = Math.max(min, Math.min(max, listed.models));
    const base = profile.base;
    out.push({
      uid: listed.uid,
      name: listed.label ?? profile.name,
      quality: profile.quality,
      move: profile.move,
      heavy: profile.heavy,
      models,
      weapons: profile.weapons.map((w) => ({ id: w.id, name: w.name, ...(w.range !== undefined ? { range: w.range } : {}), attacks: w.attacks })),
      // The engine measures round bases; an oval or hull is measured by its width.
      baseMm: base.shape === 'round' ? base.mm : base.widthMm,
      points: profile.costPerModel * models,
    });
  }
  return out;
}
