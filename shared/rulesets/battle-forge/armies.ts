/**
 * Battle Forge army building in the shape the ruleset contract asks for (`ArmyRules`): the army
 * file, its legality against Tenfold's own module, the built-in factions and sample lists, each
 * unit worked out with its options, and the plain-text roster. Ready for the ruleset's
 * registration; nothing generic imports it yet.
 */
import type { ArmyRules } from '../../core/army';
import { availableStrategies, castablePowers, modelsOf, parseBfArmy, unitPoints, validateBfArmy, type BfArmyFile } from './army';
import { HEARTH_AND_TIDE } from './content/hearth-and-tide';
import { BF_SAMPLES } from './content/lists';
import type { Carried, Datasheet, Faction, GameModule, Power, RuleRef, Stats, Strategy, UnitOption, Weapon } from './schema';

/** A group of identical models of a unit after its options (a swap on some models splits a line). */
export interface ResolvedModels {
  line: string;
  name: string;
  count: number;
  stats?: Stats;
  weapons: Carried[];
  special: RuleRef[];
}

export interface ResolvedBfUnit {
  uid: string;
  profile: string;
  /** The faction whose datasheet it is (an allied detachment's units are of another). */
  faction: string;
  name: string;
  category: string;
  points: number;
  models: number;
  legend: boolean;
  keywords: string[];
  rules: RuleRef[];
  groups: ResolvedModels[];
  specialty?: string;
  /** The profiles of the weapons its models carry, from its faction. */
  weapons: Weapon[];
  /** A caster's allowances and the powers it may cast: its specialty's and the general ones (BF.POWER.*). */
  casting?: { casts: number; stops: number; powers: Power[] };
  /** A transport: what it carries (FORMAT.md, Transports). */
  transport?: { capacity: number; carries: string[] };
  /** What the whole list earns, carried on each unit so a game can be set up from the units alone. */
  list: { advantage: number; spPerRound: number; strategies: Strategy[] };
}

/** The models of a datasheet with its options applied: extra models first, then swaps and added rules. */
export function applyOptions(sheet: Datasheet, options: readonly UnitOption[]): ResolvedModels[] {
  const groups: ResolvedModels[] = sheet.composition.map((e) => ({
    line: e.id,
    name: e.name,
    count: e.count,
    ...(e.stats ? { stats: e.stats } : {}),
    weapons: e.weapons.map((w) => ({ ...w })),
    special: e.special.map((r) => ({ ...r })),
  }));
  for (const o of options) {
    const first = groups.find((g) => g.line === o.model);
    if (first) first.count += o.addModels;
  }
  for (const o of options) {
    if (!o.remove.length && !o.add.length && !o.rules.length) continue;
    const group = groups.find((g) => g.line === o.model);
    if (!group) continue;
    const n = Math.min(o.models ?? group.count, group.count);
    const changed = {
      ...group,
      count: n,
      weapons: [...group.weapons.filter((w) => !o.remove.includes(w.weapon)), ...o.add.map((w) => ({ ...w }))],
      special: [...group.special, ...o.rules],
    };
    if (n === group.count) Object.assign(group, changed);
    else {
      group.count -= n;
      groups.push(changed);
    }
  }
  return groups;
}

/**
 * The module a list is judged against: Tenfold's own, with the given factions in place of its own,
 * and the list's homebrew faction among them.
 */
function moduleWith(factions: readonly Faction[], army?: BfArmyFile): GameModule {
  const own = army?.homebrew;
  if (own) return { ...HEARTH_AND_TIDE, factions: [own, ...factions.filter((f) => f.id !== own.id)] };
  return factions === HEARTH_AND_TIDE.factions ? HEARTH_AND_TIDE : { ...HEARTH_AND_TIDE, factions: [...factions] };
}

function factionOfUnit(army: BfArmyFile, uid: string, module: GameModule): Faction | undefined {
  const unit = army.units.find((u) => u.uid === uid);
  const detachment = army.detachments.find((d) => d.id === unit?.detachment) ?? (army.detachments.length === 1 ? army.detachments[0] : undefined);
  return module.factions.find((f) => f.id === (detachment?.faction ?? army.faction));
}

export function resolveBfArmy(army: BfArmyFile, module: GameModule): ReturnType<ArmyRules<BfArmyFile, Faction, ResolvedBfUnit>['resolve']> {
  if (!module.factions.some((f) => f.id === army.faction)) return { ok: false, code: 'unknown-faction' };
  const units: ResolvedBfUnit[] = [];
  const report = validateBfArmy(army, module);
  const main = module.factions.find((f) => f.id === army.faction)!;
  const list = { advantage: report.advantagePoints, spPerRound: report.sp.perRound, strategies: availableStrategies(module, main, army.focus) };
  for (const listed of army.units) {
    const faction = factionOfUnit(army, listed.uid, module);
    const sheet = faction?.datasheets.find((d) => d.id === listed.profile);
    if (!sheet) return { ok: false, code: 'unknown-unit', profile: listed.profile };
    const options = sheet.options.filter((o) => listed.options.includes(o.id));
    const groups = applyOptions(sheet, options);
    const carried = new Set(groups.flatMap((g) => g.weapons.map((w) => w.weapon)));
    units.push({
      uid: listed.uid,
      profile: sheet.id,
      faction: faction!.id,
      name: listed.label ?? sheet.name,
      category: sheet.category,
      points: unitPoints(sheet, options),
      models: modelsOf(sheet, options),
      legend: sheet.legend || options.some((o) => o.legend),
      keywords: sheet.keywords,
      rules: sheet.rules,
      groups,
      ...(listed.specialty ? { specialty: listed.specialty } : {}),
      weapons: faction!.weapons.filter((w) => carried.has(w.id)),
      ...(sheet.casting ? { casting: { ...sheet.casting, powers: castablePowers(module, listed.specialty) } } : {}),
      ...(sheet.transport ? { transport: { capacity: sheet.transport.capacity, carries: [...sheet.transport.carries] } } : {}),
      list,
    });
  }
  return { ok: true, units };
}

/** The roster in plain text: a header with points, advantage and SP, then each detachment's units. */
export function bfRosterText(army: BfArmyFile, module: GameModule): string[] {
  const faction = module.factions.find((f) => f.id === army.faction);
  const report = validateBfArmy(army, module);
  const head = `Battle Forge · ${faction?.name ?? army.faction} · ${report.points} / ${army.pointsLimit} points · ${report.sp.perRound} SP a round`;
  const lines = [head];
  if (report.advantagePoints) lines.push(`Advantage points: ${report.advantagePoints}`);
  const focus = faction?.focuses.find((f) => f.id === army.focus);
  if (focus) lines.push(`Focus: ${focus.name}`);
  const resolved = resolveBfArmy(army, module);
  if (!resolved.ok) return [...lines, ...army.units.map((u) => `- ${u.profile} (${u.models})`)];
  const weaponName = (id: string) => module.factions.flatMap((f) => f.weapons).find((w) => w.id === id)?.name ?? id;
  const sections = army.detachments.length ? army.detachments : [{ id: '', organisation: '' }];
  for (const d of sections) {
    const org = module.forceOrganisations.find((o) => o.id === d.organisation);
    const inIt = resolved.units.filter((u) => {
      const listed = army.units.find((l) => l.uid === u.uid)!;
      return sections.length === 1 || listed.detachment === d.id;
    });
    if (org) lines.push('', `${org.name} (${org.sp} SP)`);
    for (const u of inIt) {
      lines.push(`- ${u.name}${u.legend ? ' (Legend)' : ''}, ${u.models} model${u.models === 1 ? '' : 's'}: ${u.points} pts`);
      const kit = u.groups.map((g) => `${g.count}× ${g.name}: ${g.weapons.map((w) => (w.copies > 1 ? `${weaponName(w.weapon)}(${w.copies})` : weaponName(w.weapon))).join(', ') || 'no weapons'}`);
      lines.push(`    ${kit.join('; ')}`);
    }
  }
  return lines;
}

export const bfArmies: ArmyRules<BfArmyFile, Faction, ResolvedBfUnit> = {
  factionNoun: 'faction',
  pointsName: 'points',
  presets: [100, 150, 200],
  maxModels: 60,
  factions: HEARTH_AND_TIDE.factions,
  samples: BF_SAMPLES,
  parse: parseBfArmy,
  factionOf: (army, factions = HEARTH_AND_TIDE.factions) => army.homebrew ?? factions.find((f) => f.id === army.faction),
  check(army, factions = HEARTH_AND_TIDE.factions) {
    const report = validateBfArmy(army, moduleWith(factions, army));
    return { ok: report.ok, points: report.points, limit: report.limit, problems: report.problems };
  },
  text: (army, factions = HEARTH_AND_TIDE.factions) => bfRosterText(army, moduleWith(factions, army)),
  listedUnit: (uid, profile, models) => ({ uid, profile, models, options: [] as string[] }),
  resolve: (army, factions = HEARTH_AND_TIDE.factions) => resolveBfArmy(army, moduleWith(factions, army)),
};
