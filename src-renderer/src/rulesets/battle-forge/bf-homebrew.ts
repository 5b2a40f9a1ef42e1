/**
 * A Battle Forge faction of the player's own: the book leaves factions to game modules, so players
 * write their own exactly as Tenfold's module writes its two. A homebrew faction is checked like
 * the module's data (the `Faction` schema, then the module's cross-references, `checkModule`,
 * against Tenfold's own module); until it passes, the editor lists what is wrong, in the player's
 * words. The check never throws, whatever it is handed.
 */
import { HEARTH_AND_TIDE } from '../../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import { checkModule, Faction, structureProblem, type Datasheet, type ModelEntry, type SpecialRule, type Stats, type UnitOption, type Weapon } from '../../../../shared/rulesets/battle-forge/schema';
import type { Outcome } from '../../armies/model/army-codec';
import { plain, slug, uniqueId } from '../../armies/model/homebrew-words';

/** The most problems listed at once: the first ones are what to fix first. */
const SHOWN = 12;

export function newStats(): Stats {
  return { mov: 6, acc: 5, str: 5, sav: 5, init: 5, co: 6 };
}

export function newWeapon(taken: readonly Weapon[]): Weapon {
  return { id: uniqueId('New weapon', 'weapon', taken), name: 'New weapon', range: { short: 12, long: 24 }, attacks: 1, ap: 0, rules: [] };
}

export function newModel(sheet: Datasheet, weapons: readonly Weapon[]): ModelEntry {
  return { id: uniqueId('Model', 'model', sheet.composition), name: 'Model', count: 1, stats: newStats(), weapons: weapons[0] ? [{ weapon: weapons[0].id, copies: 1 }] : [], special: [] };
}

export function newDatasheet(faction: Faction): Datasheet {
  const sheet: Datasheet = {
    id: uniqueId('New unit', 'unit', faction.datasheets),
    name: 'New unit',
    points: 15,
    category: 'line',
    composition: [],
    rules: [],
    options: [],
    keywords: ['Infantry'],
    legend: false,
    summary: '',
  };
  sheet.composition.push({ ...newModel(sheet, faction.weapons), name: 'Trooper', id: 'trooper', count: 5 });
  return sheet;
}

/** A new option for a unit: five more of its first model for some points, for the player to reshape. */
export function newOption(sheet: Datasheet): UnitOption {
  return { id: uniqueId(`Option ${sheet.options.length + 1}`, 'option', sheet.options), name: 'New option', cost: 5, model: sheet.composition[0]?.id ?? 'model', addModels: 0, remove: [], add: [], rules: [], legend: false, summary: '' };
}

export function newRule(taken: readonly SpecialRule[]): SpecialRule {
  return { id: uniqueId('New rule', 'rule', [...taken, ...HEARTH_AND_TIDE.specialRules]), name: 'New rule', summary: '', tiered: false, maxTier: 10 };
}

/** A small faction to start from: a leader and a line unit, both valid, to take a Patrol. */
export function templateBfFaction(name = 'My faction'): Faction {
  const weapons: Weapon[] = [
    { id: 'rifle', name: 'Rifle', range: { short: 12, long: 24 }, attacks: 1, ap: 0, rules: [] },
    { id: 'blade', name: 'Blade', range: 'melee', attacks: 1, ap: 0, rules: [] },
  ];
  const leader: Datasheet = {
    id: 'leader',
    name: 'Leader',
    points: 20,
    category: 'command',
    composition: [{ id: 'leader', name: 'Leader', count: 1, stats: { mov: 6, acc: 6, str: 6, sav: 6, init: 6, co: 7 }, weapons: [{ weapon: 'rifle', copies: 1 }, { weapon: 'blade', copies: 1 }], special: [{ rule: 'wounds', tier: 2 }] }],
    rules: [],
    options: [],
    keywords: ['Infantry', 'Character'],
    legend: false,
    summary: '',
  };
  const troopers: Datasheet = {
    id: 'troopers',
    name: 'Troopers',
    points: 15,
    category: 'line',
    composition: [{ id: 'trooper', name: 'Trooper', count: 5, stats: newStats(), weapons: [{ weapon: 'rifle', copies: 1 }, { weapon: 'blade', copies: 1 }], special: [] }],
    rules: [],
    options: [],
    keywords: ['Infantry'],
    legend: false,
    summary: '',
  };
  return { id: slug(name, 'my-faction'), name, summary: '', alliance: 'unaligned', specialRules: [], weapons, datasheets: [leader, troopers], strategies: [], focuses: [], powerSpecialties: [] };
}

/** A built-in faction as the starting point of the player's own. */
export function bfFactionFrom(faction: Faction): Faction {
  return { ...structuredClone(faction), id: slug(`${faction.id}-homebrew`, 'homebrew'), name: `${faction.name} (homebrew)` };
}

const COLLECTIONS: Record<string, string> = {
  datasheets: 'Unit',
  weapons: 'Weapon',
  specialRules: 'Special rule',
  composition: 'Model',
  options: 'Option',
  strategies: 'Strategy',
  focuses: 'Focus',
};

const FIELDS: Record<string, string> = {
  mov: 'Mov',
  acc: 'Acc',
  str: 'Str',
  sav: 'Sav',
  init: 'Init',
  co: 'Co',
  ap: 'AP',
  addModels: 'models added',
  maxTier: 'highest tier',
  special: 'special rules',
  rules: 'special rules',
  stats: '',
};

/** The place a schema issue points at, in the player's words: "Unit “Raiders”, Model “Raider”, Acc". */
function whereInFaction(draft: unknown, path: readonly PropertyKey[]): string {
  const words: string[] = [];
  let node: unknown = draft;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const next = typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === 'string' && COLLECTIONS[key] && typeof path[i + 1] === 'number') {
      const item = Array.isArray(next) ? (next[path[i + 1] as number] as { name?: unknown } | undefined) : undefined;
      const name = typeof item?.name === 'string' && item.name ? item.name : `#${(path[i + 1] as number) + 1}`;
      words.push(`${COLLECTIONS[key]} “${name}”`);
      node = item;
      i++;
      continue;
    }
    if (typeof key === 'string' && FIELDS[key] !== '') words.push(FIELDS[key] ?? key.replace(/([A-Z])/g, ' $1').toLowerCase());
    node = next;
  }
  return words.join(', ') || 'The faction';
}

/** `checkModule` names things by id ("my-faction/troopers/trooper …"); the player knows them by name. */
function inWords(faction: Faction, error: string): string {
  let text = error.replace(`${faction.id}: `, '');
  for (const sheet of faction.datasheets) {
    for (const model of sheet.composition) text = text.replace(`${faction.id}/${sheet.id}/${model.id}`, `Unit “${sheet.name}”, model “${model.name}”`);
    text = text.replace(`${faction.id}/${sheet.id}`, `Unit “${sheet.name}”`);
  }
  for (const weapon of faction.weapons) text = text.replace(`${faction.id}/${weapon.id}`, `Weapon “${weapon.name}”`);
  for (const focus of faction.focuses) text = text.replace(`${faction.id}/${focus.id}`, `Focus “${focus.name}”`);
  text = text.replace(new RegExp(`^${faction.id}\\b`), faction.name);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function refused(errors: string[]): Outcome<Faction> & { errors: string[] } {
  return { ok: false, message: errors[0]!, errors };
}

/** The same checks as the module's own factions: the schema, then its cross-references. Never throws. */
export function checkBfFaction(draft: unknown): Outcome<Faction> & { errors: string[] } {
  try {
    const tooBig = structureProblem(draft);
    if (tooBig) return refused([tooBig.replace('the module', 'The faction')]);
    const parsed = Faction.safeParse(draft);
    if (!parsed.success) return refused(parsed.error.issues.slice(0, SHOWN).map((issue) => `${whereInFaction(draft, issue.path)}: ${plain(issue.message)}`));
    const faction = parsed.data;
    // Judged beside the module's shared rules, organisations and powers, as a module's own faction is.
    const errors = checkModule({ ...HEARTH_AND_TIDE, factions: [faction] }).map((e) => inWords(faction, e));
    if (errors.length) return refused(errors.slice(0, SHOWN));
    return { ok: true, value: faction, errors: [] };
  } catch {
    // Getters or proxies in hand-made objects: refused rather than thrown.
    return refused(['The faction is not in a form Tenfold reads.']);
  }
}
