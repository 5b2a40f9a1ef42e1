/**
 * Battle Forge army building as the editor shows it, read entirely from the rules core:
 * `validateBfArmy` for points, advantage points, strategy points, Legends and the problems with
 * their rule ids; `modelsOf` and `unitPoints` for each unit. The editor's Force organisation panel
 * shows the chosen organisation's slots per category (BF.FORG.SLOT_LIMITS).
 */
import { modelsOf, unitPoints, validateBfArmy, type BfArmyReport } from '../../../../shared/rulesets/battle-forge/army';
import type { Datasheet, Faction, GameModule, UnitOption } from '../../../../shared/rulesets/battle-forge/schema';
import type { ArmyChoiceView, ArmyFact, ArmyView, CatalogUnitView, FocRow, ListedUnitView, OptionView } from '../../armies/model/army-view';
import { BF_NAME, SPECIALTY, bfSetting, sheetOf, type BfArmy, type BfSetting } from './bf-list';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function categoryName(module: GameModule, id: string): string {
  return module.categories.find((c) => c.id === id)?.name ?? id;
}

function focusName(faction: Faction | undefined, id: string): string {
  return faction?.focuses.find((f) => f.id === id)?.name ?? id;
}

/** What an option does beyond its name: the models it adds, the weapons it swaps, a Legend item. */
function optionDetail(faction: Faction | undefined, sheet: Datasheet, option: UnitOption): string {
  const weapon = (id: string) => faction?.weapons.find((w) => w.id === id)?.name ?? id;
  const model = sheet.composition.find((e) => e.id === option.model)?.name ?? option.model;
  const parts: string[] = [];
  if (option.addModels) parts.push(`adds ${plural(option.addModels, model)}`);
  if (option.remove.length || option.add.length) {
    const who = option.models ? `${option.models} ${model}` : model;
    const swap = option.remove.length ? `${option.remove.map(weapon).join(', ')} for ${option.add.map((c) => weapon(c.weapon)).join(', ')}` : option.add.map((c) => weapon(c.weapon)).join(', ');
    parts.push(`${who}: ${option.remove.length ? 'swaps ' : 'adds '}${swap}`);
  }
  if (option.legend) parts.push('a Legend item');
  if (option.focus) parts.push(`only with the Focus ${focusName(faction, option.focus)}`);
  const what = parts.join('; ');
  return [what && what[0]!.toUpperCase() + what.slice(1), option.summary].filter(Boolean).join('. ');
}

function unitOptions(setting: BfSetting, sheet: Datasheet, listed: BfSetting['list']['units'][number]): OptionView[] {
  const { module } = setting;
  const faction = setting.module.factions.find((f) => f.datasheets.includes(sheet));
  const options: OptionView[] = sheet.options.map((o) => ({
    id: o.id,
    label: `${o.name}${o.legend ? ' (Legend)' : ''}`,
    detail: optionDetail(faction, sheet, o),
    cost: o.cost ? `+${o.cost} pts` : 'free',
    chosen: listed.options.includes(o.id),
  }));
  // BF.POWER.SPECIALTY_PICK: a caster picks one specialty of its faction's roster before the game.
  if (sheet.casting) {
    for (const id of faction?.powerSpecialties ?? []) {
      const specialty = module.powerSpecialties.find((s) => s.id === id);
      options.push({
        id: `${SPECIALTY}${id}`,
        label: `Power specialty: ${specialty?.name ?? id}`,
        detail: specialty?.summary ?? '',
        cost: 'free',
        chosen: listed.specialty === id,
      });
    }
  }
  return options;
}

export function bfCatalog(setting: BfSetting): CatalogUnitView[] {
  const { module, faction } = setting;
  return (faction?.datasheets ?? []).map((sheet) => {
    const models = modelsOf(sheet, []);
    return {
      id: sheet.id,
      name: sheet.legend ? `${sheet.name} (Legend)` : sheet.name,
      category: categoryName(module, sheet.category),
      models: plural(models, 'model'),
      minModels: models,
      price: sheet.points,
      // BF.FFOCUS.EFFECTS: a unit a Focus unlocks says so before it is added.
      summary: [sheet.focus ? `Only with the Focus ${focusName(faction, sheet.focus)}.` : '', sheet.summary].filter(Boolean).join(' '),
    };
  });
}

/** "1–2", "exactly 1", "none": a Force Organisation's slot for a category. */
function allowed(slot: { min: number; max: number }): string {
  if (slot.max === 0) return 'none';
  return slot.min === slot.max ? `${slot.min}` : `${slot.min}–${slot.max}`;
}

/**
 * BF.FORG.SLOT_LIMITS: each chosen organisation's slots, filled, per category. With one detachment
 * the rows carry the category's own name (the editor shows each beside its units); with several,
 * each row names its detachment too.
 */
function slotRows(setting: BfSetting): FocRow[] {
  const { list, module } = setting;
  const rows: FocRow[] = [];
  for (const d of list.detachments) {
    const org = module.forceOrganisations.find((o) => o.id === d.organisation);
    if (!org) continue;
    const inIt = list.units.filter((u) => (list.detachments.length === 1 ? true : u.detachment === d.id));
    for (const category of module.categories) {
      const slot = org.slots.find((s) => s.category === category.id) ?? { min: 0, max: 0 };
      const count = inIt.filter((u) => sheetOf(setting, u)?.category === category.id).length;
      if (slot.max === 0 && count === 0) continue;
      rows.push({
        category: list.detachments.length === 1 ? category.name : `${category.name} · ${org.name} (${d.id})`,
        count,
        allowed: allowed(slot),
        ok: count >= slot.min && count <= slot.max,
        rule: 'BF.FORG.SLOT_LIMITS',
      });
    }
  }
  return rows;
}

/** How many Legends the list may take: the module's one plus what its organisations add (BF.LEGEND.MAX_ONE). */
export function legendSlots(setting: BfSetting): number {
  const { list, module } = setting;
  return module.legendSlots + list.detachments.reduce((n, d) => n + (module.forceOrganisations.find((o) => o.id === d.organisation)?.legendSlots ?? 0), 0);
}

/** The figures a Battle Forge player keeps beside the points. */
function facts(setting: BfSetting, report: BfArmyReport): ArmyFact[] {
  const { list, module, faction } = setting;
  const { sp } = report;
  const orgs = list.detachments.map((d) => {
    const org = module.forceOrganisations.find((o) => o.id === d.organisation);
    const ally = d.faction && d.faction !== list.faction ? module.factions.find((f) => f.id === d.faction) : undefined;
    return `${org?.name ?? d.organisation} (${org?.sp ?? 0} SP)${ally ? ` of ${ally.name}` : ''}`;
  });
  const out: ArmyFact[] = [];
  // BF.FORCE.ADV_POINTS: only a list under its limit earns them.
  if (report.points < report.limit) {
    out.push({ label: 'Advantage points', value: String(report.advantagePoints), detail: `${report.limit - report.points} pts under the limit: 1 for every full 5`, rule: 'BF.FORCE.ADV_POINTS' });
  }
  // BF.SP.INCOME, BF.FORG.COST_FROM_INCOME, BF.SP.MIN_ONE; BF.FORG.MULTIPLE keeps the income at zero or more.
  out.push({
    label: 'Strategy points a round',
    value: String(sp.perRound),
    detail: `${sp.base} for a ${report.limit}-point game${sp.costs ? `, less ${sp.costs} for the Force Organisations` : ''}`,
    ok: sp.income >= 0,
    rule: 'BF.FORG.MULTIPLE',
  });
  out.push({ label: 'Force Organisations', value: orgs.length ? orgs.join(', ') : 'none chosen', ok: orgs.length > 0 || list.casual, rule: 'BF.FORG.CHOOSE' });
  const slots = legendSlots(setting);
  out.push({ label: 'Legends', value: `${report.legends} of ${slots}`, ok: report.legends <= slots || list.casual, rule: 'BF.LEGEND.MAX_ONE' });
  const allies = list.detachments.filter((d) => d.faction && d.faction !== list.faction).map((d) => module.factions.find((f) => f.id === d.faction)?.name ?? d.faction!);
  if (allies.length) out.push({ label: 'Allies', value: allies.join(', '), rule: 'BF.ALLY.SEPARATE_FORG' });
  if (faction?.focuses.length) out.push({ label: 'Focus', value: faction.focuses.find((f) => f.id === list.focus)?.name ?? 'none' });
  if (list.casual) out.push({ label: 'Restrictions', value: 'off (casual list)', detail: 'only the points count', rule: 'BF.FORCE.RESTRICTIONS_MODE' });
  return out;
}

function choices(setting: BfSetting): ArmyChoiceView[] {
  const { list, module, faction } = setting;
  const out: ArmyChoiceView[] = [
    {
      id: 'organisation',
      label: 'Force Organisation',
      value: list.detachments[0]?.organisation ?? '',
      options: [{ value: '', label: 'None chosen' }, ...module.forceOrganisations.map((o) => ({ value: o.id, label: `${o.name} (${o.sp} SP)` }))],
    },
  ];
  if (faction?.focuses.length) {
    out.push({ id: 'focus', label: 'Focus', value: list.focus ?? '', options: [{ value: '', label: 'No Focus' }, ...faction.focuses.map((f) => ({ value: f.id, label: f.name }))] });
  }
  return out;
}

export function bfView(army: BfArmy, catalog: readonly Faction[]): ArmyView {
  const setting = bfSetting(army, catalog);
  const { list, module, faction } = setting;
  const report = validateBfArmy(list, module);
  const units: ListedUnitView[] = list.units.map((listed) => {
    const sheet = sheetOf(setting, listed);
    const chosen = sheet?.options.filter((o) => listed.options.includes(o.id)) ?? [];
    const models = sheet ? modelsOf(sheet, chosen) : listed.models;
    return {
      uid: listed.uid,
      name: listed.label?.trim() || sheet?.name || listed.profile,
      profileName: sheet?.name ?? listed.profile,
      label: listed.label ?? '',
      category: sheet ? categoryName(module, sheet.category) : 'Unknown',
      models: listed.models,
      // BF.DATA.COMPOSITION: the composition and its options fix the count.
      minModels: models,
      maxModels: models,
      points: sheet ? unitPoints(sheet, chosen) : 0,
      options: sheet ? unitOptions(setting, sheet, listed) : [],
      problems: report.problems.filter((p) => p.unitUid === listed.uid),
    };
  });
  return {
    ruleset: list.ruleset,
    rulesetName: BF_NAME,
    factionName: faction?.name ?? (list.faction || 'Unknown faction'),
    points: report.points,
    limit: report.limit,
    legal: report.ok,
    overLimit: report.problems.some((p) => p.rule === 'BF.FORCE.POINTS_LIMIT'),
    problems: report.problems,
    units,
    foc: slotRows(setting),
    catalog: bfCatalog(setting),
    categories: module.categories.map((c) => c.name),
    facts: facts(setting, report),
    choices: choices(setting),
  };
}
