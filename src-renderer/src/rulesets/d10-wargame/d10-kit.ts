/**
 * The D10 Wargame's army building as the editor and the cards need it, read entirely from the
 * rules core: validateArmy for points, problems and the worked-out units, priceUnit for each
 * unit's points, optionPrice for what an option costs before it is chosen.
 */
import type { D10ArmyFile } from '../../../../shared/rulesets/d10-wargame/army-file';
import { optionPrice, priceUnit, validateArmy } from '../../../../shared/rulesets/d10-wargame/army';
import { indexFaction } from '../../../../shared/rulesets/d10-wargame/faction-index';
import { Category, type Faction, type UnitOption } from '../../../../shared/rulesets/d10-wargame/schema';
import { FOC } from '../../../../shared/rulesets/d10-wargame/validate-army';
import type { CardsDocument } from '../../armies/cards/card-model';
import type { ArmyView, CatalogUnitView, ListedUnitView, OptionView } from '../../armies/model/army-view';
import { d10Card } from './d10-cards';

export const D10_NAME = 'D10 Wargame';

/** What the tracker prints beside a row of the core's Force Organization Chart: "1–2", "2+". */
function focAllowed(row: { min: number; max: number }): string {
  return row.max === Infinity ? `${row.min}+` : `${row.min}–${row.max}`;
}

export function d10Faction(army: D10ArmyFile, catalog: readonly Faction[]): Faction | undefined {
  return army.homebrew ?? catalog.find((f) => f.id === army.faction);
}

function costLabel(option: UnitOption): string {
  const { cost, per } = optionPrice(option);
  if (cost === 0) return 'free';
  return `+${cost} pts${per === 'model' ? ' per model' : ''}`;
}

function optionLabel(ix: ReturnType<typeof indexFaction>, option: UnitOption): string {
  if (option.kind === 'swap') {
    return `Swap ${ix.weapon(option.replace)?.name ?? option.replace} for ${ix.weapon(option.with)?.name ?? option.with}`;
  }
  if (option.kind === 'weapon') return `Add ${ix.weapon(option.weapon)?.name ?? option.weapon}`;
  return ix.wargear(option.wargear)?.name ?? option.wargear;
}

function optionDetail(ix: ReturnType<typeof indexFaction>, option: UnitOption): string {
  return option.kind === 'wargear' ? (ix.wargear(option.wargear)?.summary ?? '') : '';
}

export function d10Catalog(faction: Faction | undefined): CatalogUnitView[] {
  if (!faction) return [];
  return faction.units.map((p) => ({
    id: p.id,
    name: p.name,
    category: p.category,
    models: p.minModels === p.maxModels ? `${p.minModels} ${p.minModels === 1 ? 'model' : 'models'}` : `${p.minModels}–${p.maxModels} models`,
    minModels: p.minModels,
    price: priceUnit(faction, { uid: 'price', profile: p.id, models: p.minModels, options: [] }),
    summary: p.summary,
  }));
}

export function d10View(army: D10ArmyFile, catalog: readonly Faction[]): ArmyView {
  const faction = d10Faction(army, catalog);
  const report = validateArmy(army, catalog);
  const ix = faction ? indexFaction(faction) : undefined;
  const units: ListedUnitView[] = army.units.map((listed) => {
    const profile = ix?.profile(listed.profile);
    const options: OptionView[] = (profile?.options ?? []).map((o) => ({
      id: o.id,
      label: optionLabel(ix!, o),
      detail: optionDetail(ix!, o),
      cost: costLabel(o),
      chosen: listed.options.includes(o.id),
    }));
    return {
      uid: listed.uid,
      name: listed.label?.trim() || profile?.name || listed.profile,
      profileName: profile?.name ?? listed.profile,
      label: listed.label ?? '',
      category: profile?.category ?? 'Unknown',
      models: listed.models,
      minModels: profile?.minModels ?? 1,
      maxModels: profile?.maxModels ?? 30,
      points: faction && profile ? priceUnit(faction, listed) : 0,
      options,
      problems: report.problems.filter((p) => p.unitUid === listed.uid),
    };
  });
  const foc = FOC.map((row) => ({
    category: row.category,
    allowed: focAllowed(row),
    rule: row.rule,
    count: units.filter((u) => u.category === row.category).length,
    ok: !report.problems.some((p) => p.rule === row.rule),
  }));
  return {
    ruleset: 'd10-wargame',
    rulesetName: D10_NAME,
    factionName: faction?.name ?? army.faction ?? 'Unknown faction',
    points: report.points,
    limit: report.limit,
    legal: report.ok,
    overLimit: report.problems.some((p) => p.rule === 'D10.ARMY.POINT_LIMIT'),
    problems: report.problems,
    units,
    foc,
    catalog: d10Catalog(faction),
    categories: [...Category.options],
  };
}

export function d10Cards(army: D10ArmyFile, catalog: readonly Faction[]): CardsDocument {
  const faction = d10Faction(army, catalog);
  const report = validateArmy(army, catalog);
  const ix = faction ? indexFaction(faction) : undefined;
  return {
    title: army.name,
    ruleset: D10_NAME,
    faction: faction?.name ?? army.faction ?? 'Unknown faction',
    points: report.points,
    limit: report.limit,
    problems: report.problems.map((p) => ({ rule: p.rule, message: p.message })),
    // Cards print in the chart's order (HQ first), as the editor shows the units.
    units: faction
      ? [...report.units]
          .sort((a, b) => Category.options.indexOf(a.category) - Category.options.indexOf(b.category))
          .map((u) => d10Card(faction, u, ix?.profile(u.profileId)?.name))
      : [],
  };
}
