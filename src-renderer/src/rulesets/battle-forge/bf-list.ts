/**
 * A Battle Forge list as the editor holds it, read against Tenfold's own module: the list's
 * missing defaults filled in (a new army has no detachments yet), the player's homebrew faction
 * put into the module beside the built-in ones, and the list edits only Battle Forge has (unit
 * options that add models, a caster's power specialty, the Force Organisation and the Focus).
 * Like every edit they move data only; `validateBfArmy` judges the result.
 */
import { modelsOf, type BfArmyFile } from '../../../../shared/rulesets/battle-forge/army';
import { HEARTH_AND_TIDE } from '../../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import type { Datasheet, Faction, GameModule, RuleRef, SpecialRule } from '../../../../shared/rulesets/battle-forge/schema';

export const BF_NAME = 'Battle Forge';

/** A list as the editor may hold it: a homebrew faction of its own, and fields a new army lacks. */
export type BfArmy = Omit<BfArmyFile, 'casual' | 'detachments' | 'units' | 'faction'> & {
  faction?: string;
  casual?: boolean;
  detachments?: BfArmyFile['detachments'];
  units: (Omit<BfArmyFile['units'][number], 'options'> & { options?: string[] })[];
  homebrew?: Faction;
};

/** The option id a caster's power specialty is toggled by in the editor (BF.POWER.SPECIALTY_PICK). */
export const SPECIALTY = 'specialty:';

export interface BfSetting {
  /** The list with its defaults, naming its homebrew faction's id when it has one. */
  list: BfArmyFile;
  /** Tenfold's module, its factions those the screen knows plus the list's homebrew one. */
  module: GameModule;
  faction: Faction | undefined;
}

export function bfSetting(army: BfArmy, catalog: readonly Faction[]): BfSetting {
  const own = army.homebrew;
  const builtIn = catalog.length ? catalog : HEARTH_AND_TIDE.factions;
  const factions = own ? [own, ...builtIn.filter((f) => f.id !== own.id)] : [...builtIn];
  const module: GameModule = { ...HEARTH_AND_TIDE, factions };
  const list: BfArmyFile = {
    ...army,
    faction: own?.id ?? army.faction ?? '',
    casual: army.casual ?? false,
    detachments: army.detachments ?? [],
    units: army.units.map((u) => ({ ...u, options: u.options ?? [] })),
  } as BfArmyFile;
  if ('homebrew' in list) delete (list as { homebrew?: unknown }).homebrew;
  return { list, module, faction: factions.find((f) => f.id === list.faction) };
}

/** The faction a unit of the list is drawn from: its detachment's ally, or the list's own. */
export function unitFaction(setting: BfSetting, unit: BfArmyFile['units'][number]): Faction | undefined {
  const { list, module } = setting;
  const detachment = list.detachments.find((d) => d.id === unit.detachment) ?? (list.detachments.length === 1 ? list.detachments[0] : undefined);
  return module.factions.find((f) => f.id === (detachment?.faction ?? list.faction));
}

export function sheetOf(setting: BfSetting, unit: BfArmyFile['units'][number]): Datasheet | undefined {
  return unitFaction(setting, unit)?.datasheets.find((d) => d.id === unit.profile);
}

/** Every special rule a unit of `faction` may carry: the module's and the faction's own. */
export function rulesOf(module: GameModule, faction: Faction | undefined): Map<string, SpecialRule> {
  return new Map([...module.specialRules, ...(faction?.specialRules ?? [])].map((r) => [r.id, r]));
}

/** A rule as a datasheet prints it: "Blast (2)", "Stealth". */
export function ruleLabel(rules: ReadonlyMap<string, SpecialRule>, ref: RuleRef): string {
  const name = rules.get(ref.rule)?.name ?? ref.rule;
  return ref.tier === undefined ? name : `${name} (${ref.tier})`;
}

/**
 * A unit's option on or off. Options sharing a group exclude each other, and the unit's models
 * follow its composition and the options that add models (BF.DATA.COMPOSITION), so the count is
 * never left for the player to work out. `specialty:<id>` picks or drops a caster's specialty.
 */
export function toggleBfOption<A extends BfArmy>(army: A, uid: string, option: string): A {
  const setting = bfSetting(army, HEARTH_AND_TIDE.factions);
  return {
    ...army,
    units: army.units.map((u) => {
      if (u.uid !== uid) return u;
      if (option.startsWith(SPECIALTY)) {
        const specialty = option.slice(SPECIALTY.length);
        const { specialty: old, ...rest } = u;
        return old === specialty ? rest : { ...rest, specialty };
      }
      const current = u.options ?? [];
      const sheet = sheetOf(setting, { ...u, options: current });
      const group = sheet?.options.find((o) => o.id === option)?.group;
      const options = current.includes(option)
        ? current.filter((o) => o !== option)
        : [...current.filter((o) => group === undefined || sheet?.options.find((x) => x.id === o)?.group !== group), option];
      const chosen = sheet?.options.filter((o) => options.includes(o.id)) ?? [];
      return { ...u, options, ...(sheet ? { models: modelsOf(sheet, chosen) } : {}) };
    }),
  };
}

/**
 * The list's own choices: its Force Organisation (the first detachment's, BF.FORG.CHOOSE) and its
 * Focus (BF.FFOCUS.OPTIONAL). An empty value drops the choice.
 */
export function chooseBf<A extends BfArmy>(army: A, choice: string, value: string): A {
  if (choice === 'organisation') {
    const detachments = army.detachments ?? [];
    if (!value) return { ...army, detachments: detachments.slice(1) };
    if (!HEARTH_AND_TIDE.forceOrganisations.some((o) => o.id === value)) return army;
    const [first, ...rest] = detachments;
    return { ...army, detachments: [first ? { ...first, organisation: value } : { id: 'main', organisation: value }, ...rest] };
  }
  if (choice === 'focus') {
    const { focus: _old, ...rest } = army;
    return (value ? { ...rest, focus: value } : rest) as A;
  }
  return army;
}
