/**
 * Battle Forge army cards and roster. Every number comes from the core: the models and weapons a
 * unit has after its options (`applyOptions`), its points (`unitPoints`), the list's strategy and
 * advantage points (`validateBfArmy`), the strategies open to it (`availableStrategies`) and the
 * powers its casters may cast (`castablePowers`). This module only picks words: the module's own
 * rule texts, range bands as the book writes them (12"/24"), copies as Name (2).
 */
import { availableStrategies, castablePowers, unitPoints, validateBfArmy } from '../../../../shared/rulesets/battle-forge/army';
import { applyOptions, type ResolvedModels } from '../../../../shared/rulesets/battle-forge/armies';
import type { Datasheet, Faction, RuleRef, Stats, Strategy, Weapon } from '../../../../shared/rulesets/battle-forge/schema';
import type { CardRule, CardStat, CardsDocument, CardUnit, CardWeapon } from '../../armies/cards/card-model';
import { legendSlots } from './bf-kit';
import { BF_NAME, bfSetting, ruleLabel, rulesOf, sheetOf, unitFaction, type BfArmy, type BfSetting } from './bf-list';

/** BF.DATA.MODEL_STATS: Mov, Acc, Str, Sav, Init, Co; a check passes at or under the value, so no "+". */
export function statLine(stats: Stats | undefined): CardStat[] {
  const v = (n: number | undefined) => (n === undefined ? '–' : String(n));
  return [
    { label: 'Mov', value: stats ? `${stats.mov}"` : '–' },
    { label: 'Acc', value: v(stats?.acc) },
    { label: 'Str', value: v(stats?.str) },
    { label: 'Sav', value: v(stats?.sav) },
    { label: 'Init', value: v(stats?.init) },
    { label: 'Co', value: v(stats?.co) },
  ];
}

/** BF.WPN.RANGE_BANDS: short/long in inches, the long band the weapon's reach; melee weapons never shoot. */
export function rangeText(weapon: Weapon): string {
  return weapon.range === 'melee' ? 'Melee' : `${weapon.range.short}"/${weapon.range.long}"`;
}

const TIMING: Record<Strategy['timing'], string> = {
  'pre-game': 'before the game',
  'round-start': 'at the start of a round',
  'unit-activated': 'when one of your units activates',
  'unit-targeted': 'when one of your units is targeted',
  'after-roll': 'after a roll',
  'end-phase': 'in the end phase',
};

export function strategyLine(s: Strategy): string {
  return `${s.name} (${s.sp} SP, ${TIMING[s.timing]}): ${s.summary}`;
}

/**
 * The weapons of a unit, one line per weapon and copies: a weapon several kinds of model carry is
 * one line with their count; "×3" when only some of the models carry it (BF.WPN.COPIES for Name (2)).
 */
function weaponLines(faction: Faction | undefined, rules: ReturnType<typeof rulesOf>, groups: ResolvedModels[], models: number): CardWeapon[] {
  const lines = new Map<string, { weapon: Weapon; copies: number; carriers: number }>();
  for (const g of groups) {
    for (const carried of g.weapons) {
      const weapon = faction?.weapons.find((w) => w.id === carried.weapon);
      if (!weapon) continue;
      const key = `${carried.weapon}:${carried.copies}`;
      const line = lines.get(key) ?? { weapon, copies: carried.copies, carriers: 0 };
      line.carriers += g.count;
      lines.set(key, line);
    }
  }
  return [...lines.values()].map(({ weapon, copies, carriers }) => ({
    name: copies > 1 ? `${weapon.name} (${copies})` : weapon.name,
    range: rangeText(weapon),
    attacks: String(weapon.attacks),
    ap: String(weapon.ap),
    rules: weapon.rules.map((r) => ruleLabel(rules, r)),
    carriers: carriers < models ? `×${carriers}` : '',
  }));
}

/** The unit's rules, its models' own and its weapons', each once, in the module's words. */
function ruleLines(setting: BfSetting, faction: Faction | undefined, sheet: Datasheet, groups: ResolvedModels[], specialty: string | undefined): CardRule[] {
  const rules = rulesOf(setting.module, faction);
  const seen = new Set<string>();
  const out: CardRule[] = [];
  const add = (ref: RuleRef, whose?: string) => {
    const key = `${ref.rule}:${ref.tier ?? ''}:${whose ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    const rule = rules.get(ref.rule);
    out.push({ name: `${rule?.name ?? ref.rule}${whose ? ` (${whose} only)` : ''}`, ...(ref.tier === undefined ? {} : { tier: ref.tier }), text: rule?.summary ?? 'A rule this module does not describe.' });
  };
  for (const ref of sheet.rules) add(ref);
  const models = groups.reduce((n, g) => n + g.count, 0);
  for (const g of groups) for (const ref of g.special) add(ref, g.count < models ? g.name : undefined);
  for (const g of groups) {
    for (const c of g.weapons) for (const ref of faction?.weapons.find((w) => w.id === c.weapon)?.rules ?? []) add(ref);
  }
  // BF.POWER.CASTERS, BF.POWER.SPECIALTY_PICK: what the unit casts and stops, and from which specialty.
  if (sheet.casting) {
    const chosen = setting.module.powerSpecialties.find((s) => s.id === specialty);
    const powers = castablePowers(setting.module, specialty).map((p) => `${p.name} ${p.cast}`);
    out.push({
      name: 'Powers',
      text: `Casts ${sheet.casting.casts} and stops ${sheet.casting.stops} a round. Specialty: ${chosen?.name ?? 'none chosen'}. Cast at or under: ${powers.join(', ')}.`,
    });
  }
  return out;
}

export function bfCard(setting: BfSetting, listed: BfSetting['list']['units'][number], sheet: Datasheet): CardUnit {
  const faction = unitFaction(setting, listed);
  const options = sheet.options.filter((o) => listed.options.includes(o.id));
  const groups = applyOptions(sheet, options);
  const models = groups.reduce((n, g) => n + g.count, 0);
  const legend = sheet.legend || options.some((o) => o.legend);
  const category = setting.module.categories.find((c) => c.id === sheet.category)?.name ?? sheet.category;
  const name = listed.label?.trim() || sheet.name;
  // Kinds of model with different characteristics each get their line (BF.AMBIG.UNIT_STAT_MIXED).
  const distinct = new Set(groups.map((g) => JSON.stringify(g.stats ?? null)));
  return {
    uid: listed.uid,
    name,
    profile: name === sheet.name ? undefined : sheet.name,
    category: legend ? `${category} · Legend` : category,
    points: unitPoints(sheet, options),
    models,
    stats: statLine(groups.find((g) => g.stats)?.stats),
    ...(distinct.size > 1 ? { lines: groups.map((g) => ({ name: g.name, count: g.count, stats: statLine(g.stats) })) } : {}),
    weapons: weaponLines(faction, rulesOf(setting.module, faction), groups, models),
    rules: ruleLines(setting, faction, sheet, groups, listed.specialty),
    keywords: sheet.keywords,
  };
}

/** The roster's head: Force Organisations with their SP, the SP income, advantage points, strategies, the Focus. */
function sections(setting: BfSetting): CardsDocument['sections'] {
  const { list, module, faction } = setting;
  const report = validateBfArmy(list, module);
  const orgs = list.detachments.map((d) => {
    const org = module.forceOrganisations.find((o) => o.id === d.organisation);
    const ally = d.faction && d.faction !== list.faction ? module.factions.find((f) => f.id === d.faction)?.name : undefined;
    return `${org?.name ?? d.organisation}${ally ? ` (${ally})` : ''}: ${org?.sp ?? 0} SP`;
  });
  const { sp } = report;
  const force = [
    ...(orgs.length ? orgs : ['No Force Organisation chosen']),
    `Strategy points: ${sp.perRound} a round (${sp.base} for a ${report.limit}-point game${sp.costs ? `, less ${sp.costs}` : ''})`,
    ...(report.advantagePoints ? [`Advantage points: ${report.advantagePoints}`] : []),
    `Legends: ${report.legends} of ${legendSlots(setting)}`,
  ];
  const focus = faction?.focuses.find((f) => f.id === list.focus);
  return [
    { title: 'Force', lines: force },
    { title: 'Focus', lines: [focus ? `${focus.name}: ${focus.summary}` : 'No Focus'] },
    { title: 'Strategies', lines: faction ? availableStrategies(module, faction, list.focus).map(strategyLine) : [] },
  ];
}

export function bfCards(army: BfArmy, catalog: readonly Faction[]): CardsDocument {
  const setting = bfSetting(army, catalog);
  const { list, module, faction } = setting;
  const report = validateBfArmy(list, module);
  const order = (id: string) => module.categories.findIndex((c) => c.id === id);
  const units = list.units
    .map((listed) => ({ listed, sheet: sheetOf(setting, listed) }))
    .filter((u): u is { listed: typeof u.listed; sheet: Datasheet } => u.sheet !== undefined)
    // Cards print in the module's category order (Command first), as the editor shows the units.
    .sort((a, b) => order(a.sheet.category) - order(b.sheet.category))
    .map(({ listed, sheet }) => bfCard(setting, listed, sheet));
  return {
    title: list.name,
    ruleset: BF_NAME,
    faction: faction?.name ?? (list.faction || 'Unknown faction'),
    points: report.points,
    limit: report.limit,
    problems: report.problems.map((p) => ({ rule: p.rule, message: p.message })),
    units,
    sections: sections(setting),
  };
}
