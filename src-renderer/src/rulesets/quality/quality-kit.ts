/**
 * The Quality Wargame's army building for the editor and the cards, read from the rules core
 * (validateQualityArmy, priceQualityUnit). The book has no force-organisation chart and no unit
 * options, so the tracker is empty and every unit sits in one category.
 */
import type { QualityArmyFile } from '../../../../shared/rulesets/quality/army-file';
import { priceQualityUnit, validateQualityArmy } from '../../../../shared/rulesets/quality/army';
import { modelRange, type QualityArmyBook, type QualityUnit } from '../../../../shared/rulesets/quality/schema';
import type { CardsDocument, CardUnit } from '../../armies/cards/card-model';
import type { ArmyView, CatalogUnitView } from '../../armies/model/army-view';

export const QUALITY_NAME = 'Quality Wargame';
const CATEGORY = 'Units';

export function qualityBook(army: QualityArmyFile, catalog: readonly QualityArmyBook[]): QualityArmyBook | undefined {
  return army.homebrew ?? catalog.find((b) => b.id === army.faction);
}

function catalogView(book: QualityArmyBook | undefined): CatalogUnitView[] {
  return (book?.units ?? []).map((u) => {
    const { min, max } = modelRange(u.models);
    return {
      id: u.id,
      name: u.name,
      category: CATEGORY,
      models: min === max ? `${min} ${min === 1 ? 'model' : 'models'}` : `${min}–${max} models`,
      minModels: min,
      price: priceQualityUnit(u, { uid: 'price', profile: u.id, models: min }),
      summary: u.summary,
    };
  });
}

export function qualityView(army: QualityArmyFile, catalog: readonly QualityArmyBook[]): ArmyView {
  const book = qualityBook(army, catalog);
  const report = validateQualityArmy(army, catalog);
  return {
    ruleset: 'quality',
    rulesetName: QUALITY_NAME,
    factionName: book?.name ?? army.faction ?? 'Unknown army',
    points: report.points,
    limit: report.limit,
    legal: report.ok,
    // The core's QW.SCENARIO.BATTLE_POINTS problem means "no units" only for an empty army.
    overLimit: army.units.length > 0 && report.problems.some((p) => p.rule === 'QW.SCENARIO.BATTLE_POINTS'),
    problems: report.problems,
    units: army.units.map((listed) => {
      const profile = book?.units.find((u) => u.id === listed.profile);
      const range = profile ? modelRange(profile.models) : { min: 1, max: 50 };
      return {
        uid: listed.uid,
        name: listed.label?.trim() || profile?.name || listed.profile,
        profileName: profile?.name ?? listed.profile,
        label: listed.label ?? '',
        category: CATEGORY,
        models: listed.models,
        minModels: range.min,
        maxModels: range.max,
        points: profile ? priceQualityUnit(profile, listed) : 0,
        options: [],
        problems: report.problems.filter((p) => p.unitUid === listed.uid),
      };
    }),
    foc: [],
    catalog: catalogView(book),
    categories: [CATEGORY],
  };
}

function qualityCard(profile: QualityUnit, listed: QualityArmyFile['units'][number]): CardUnit {
  const name = listed.label?.trim() || profile.name;
  return {
    uid: listed.uid,
    name,
    profile: name === profile.name ? undefined : profile.name,
    category: CATEGORY,
    points: priceQualityUnit(profile, listed),
    models: listed.models,
    stats: [
      { label: 'Quality', value: `${profile.quality}+` },
      { label: 'Move', value: `${profile.move}"` },
    ],
    weapons: profile.weapons.map((w) => ({
      name: w.name,
      range: w.range === undefined ? 'Melee' : `${w.range}"`,
      attacks: String(w.attacks),
      ap: '–',
      rules: [],
      carriers: '',
    })),
    // QW.SAVE.HEAVY_REROLL, in the app's words; the Quality core has no rule texts of its own yet.
    rules: profile.heavy ? [{ name: 'Heavy', text: 'Re-rolls failed saves.' }] : [],
    keywords: profile.keywords,
  };
}

export function qualityCards(army: QualityArmyFile, catalog: readonly QualityArmyBook[]): CardsDocument {
  const book = qualityBook(army, catalog);
  const report = validateQualityArmy(army, catalog);
  const units: CardUnit[] = [];
  for (const listed of army.units) {
    const profile = book?.units.find((u) => u.id === listed.profile);
    if (profile) units.push(qualityCard(profile, listed));
  }
  return {
    title: army.name,
    ruleset: QUALITY_NAME,
    faction: book?.name ?? army.faction ?? 'Unknown army',
    points: report.points,
    limit: report.limit,
    problems: report.problems.map((p) => ({ rule: p.rule, message: p.message })),
    units,
  };
}
