/**
 * Pricing a listed unit and working out what it carries: the one place the points rules of
 * Chapter 4 and the tier arithmetic of Chapter 7 meet. The engine, the odds and the cards read the
 * ResolvedUnit this produces and never look at raw profiles again.
 */
import { indexFaction, type FactionIndex } from './faction-index';
import { GENERIC_PRICES } from './generic-wargear';
import type { ResolvedUnit, ResolvedWeapon, UnitTiers } from './resolved';
import type { Faction, ListedUnit, PriceBasis, RuleEffect, RuleRef, UnitOption, UnitProfile, Wargear, Weapon } from './schema';
import { stackedTier, tierValue, WEAPON_EFFECTS } from './special-rules';

export { validateArmy, type ArmyProblem, type ArmyReport, type D10ArmyList } from './validate-army';

/** A fault in a listed unit's options, for validateArmy to report. */
export interface OptionFault {
  rule: string;
  message: string;
}

interface Loadout {
  /** Weapon id → how many models carry it. */
  carriers: Map<string, number>;
  /** What each model carries, weapon ids (D10.TENFOLD.OPTION_MODELS): the counts above, model by model. */
  models: string[][];
  wargear: string[];
  points: number;
  faults: OptionFault[];
}

/** The price an option actually pays: the profile's own, else the generic list's (D10.AMBIG.WARGEAR_COSTS). */
export function optionPrice(option: UnitOption): { cost: number; per: PriceBasis } {
  if (option.kind !== 'swap' && option.cost === undefined) {
    const generic = GENERIC_PRICES[option.kind === 'wargear' ? option.wargear : option.weapon];
    if (generic) return { cost: generic.cost, per: generic.per };
  }
  return { cost: option.cost ?? 0, per: option.per ?? 'unit' };
}

/**
 * Apply a listed unit's options to its profile's default loadout. A swap or weapon bought per model
 * goes to every model; bought per unit it goes to one model (D10.TENFOLD.OPTION_MODELS). Bad options
 * are skipped and reported.
 */
function applyOptions(ix: FactionIndex, profile: UnitProfile, listed: ListedUnit): Loadout {
  const models = listed.models;
  const carriers = new Map<string, number>();
  for (const id of profile.loadout) carriers.set(id, (carriers.get(id) ?? 0) + models);
  const perModel = Array.from({ length: models }, () => [...profile.loadout]);
  /** Models that already took an option bought once per unit: the next such option goes to another. */
  const special = new Set<number>();
  const wargear = [...profile.wargear];
  // D10.UNIT.VETERAN_COST, D10.ARMY.SIZE_ADD, D10.ARMY.SIZE_REMOVE: every model pays the per-model price.
  let points = models * profile.costPerModel;
  const faults: OptionFault[] = [];
  const taken = new Set<string>();

  for (const optionId of listed.options) {
    const option = profile.options.find((o) => o.id === optionId);
    if (!option) {
      faults.push({
        rule: 'D10.UNIT.OPTIONS_FROM_PROFILE',
        message: `${profile.name} has no option "${optionId}"; a unit may only take the options on its own profile.`,
      });
      continue;
    }
    if (taken.has(optionId)) {
      faults.push({ rule: 'D10.UNIT.OPTIONS_FROM_PROFILE', message: `${profile.name} takes the option "${optionId}" twice.` });
      continue;
    }
    taken.add(optionId);
    const { cost, per } = optionPrice(option);
    const count = per === 'model' ? models : 1;

    if (option.kind === 'swap') {
      const have = carriers.get(option.replace) ?? 0;
      if (have < count) {
        faults.push({
          rule: 'D10.UNIT.OPTIONS_FROM_PROFILE',
          message: `${profile.name} cannot take "${optionId}": no model is left carrying the weapon it replaces.`,
        });
        continue;
      }
      // D10.ARMY.SWAP_FULL_PRICE, D10.ARMY.SWAP_NO_REFUND: the new weapon's full price, nothing back.
      carriers.set(option.replace, have - count);
      carriers.set(option.with, (carriers.get(option.with) ?? 0) + count);
      for (const m of takers(perModel, special, per, (w) => w.includes(option.replace))) perModel[m]![perModel[m]!.indexOf(option.replace)] = option.with;
    } else if (option.kind === 'weapon') {
      if (profile.loadout.includes(option.weapon)) {
        faults.push({
          rule: 'D10.AMBIG.WARGEAR_COSTS',
          message: `${profile.name} already carries ${ix.weapon(option.weapon)?.name ?? option.weapon}; a unit cannot buy an item its default loadout has.`,
        });
        continue;
      }
      carriers.set(option.weapon, (carriers.get(option.weapon) ?? 0) + count);
      for (const m of takers(perModel, special, per, () => true)) perModel[m]!.push(option.weapon);
    } else {
      if (wargear.includes(option.wargear)) {
        faults.push({
          rule: 'D10.AMBIG.WARGEAR_COSTS',
          message: `${profile.name} already has ${ix.wargear(option.wargear)?.name ?? option.wargear}; a unit cannot buy an item its default loadout has.`,
        });
        continue;
      }
      wargear.push(option.wargear); // D10.ARMY.WARGEAR_FIXED
    }
    points += cost * count;
  }
  return { carriers, models: perModel, wargear, points, faults };
}

/**
 * D10.TENFOLD.OPTION_MODELS: which models take an option. Per model: every model that can. Per unit:
 * one model, the last that can and has not yet taken an option bought once per unit — so a squad's
 * special weapons are carried by different models, as on the table.
 */
function takers(models: string[][], special: Set<number>, per: PriceBasis, can: (weapons: string[]) => boolean): number[] {
  const able = models.map((w, i) => (can(w) ? i : -1)).filter((i) => i >= 0);
  if (per === 'model') return able;
  const fresh = able.filter((i) => !special.has(i));
  const chosen = fresh.at(-1) ?? able.at(-1);
  if (chosen === undefined) return [];
  special.add(chosen);
  return [chosen];
}

/** The unit's total points: models and every option, as Destruction Points count them (D10.SCORE.DP_UPGRADES). */
export function priceUnit(faction: Faction, listed: ListedUnit): number {
  const ix = indexFaction(faction);
  const profile = ix.profile(listed.profile);
  return profile ? applyOptions(ix, profile, listed).points : 0;
}

/** The option faults of a listed unit (unknown options, nothing to replace, buying what it has). */
export function optionFaults(ix: FactionIndex, profile: UnitProfile, listed: ListedUnit): OptionFault[] {
  return applyOptions(ix, profile, listed).faults;
}

const UNIT_EFFECTS = ['defense', 'ranged', 'melee', 'speed', 'charge', 'morale', 'leadership'] as const satisfies readonly RuleEffect[];

/** D10.SR.OVERRIDE: drop every rule that another rule present on the unit says it replaces. */
function withoutOverridden(refs: readonly RuleRef[], ix: FactionIndex): RuleRef[] {
  const overridden = new Set(refs.flatMap((r) => ix.rule(r.rule)?.overrides ?? []));
  return overridden.size ? refs.filter((r) => !overridden.has(r.rule)) : [...refs];
}

/** Does a weapon-enhancing rule on this wargear reach this weapon? */
function reaches(gear: Wargear | undefined, weapon: Weapon): boolean {
  const scope = gear?.weapons ?? 'all';
  return scope === 'all' || scope === weapon.kind;
}

function resolveWeapon(ix: FactionIndex, weapon: Weapon, carriers: number, unitRefs: RuleRef[], gear: Wargear[]): ResolvedWeapon {
  const lookup = ix.rule;
  // Weapon rules come from the weapon itself, the unit, and wargear that reaches it (D10.SR.STACK_SOURCES,
  // D10.TENFOLD.WEAPON_RULES_FROM_UNIT).
  const all: RuleRef[] = [...weapon.rules, ...unitRefs];
  for (const g of gear) if (reaches(g, weapon)) all.push(...g.rules);
  const refs = withoutOverridden(all, ix);
  const tier = (effect: RuleEffect): number => stackedTier(effect, refs, lookup);
  const resolved: ResolvedWeapon = {
    id: weapon.id,
    name: weapon.name,
    kind: weapon.kind,
    attacks: weapon.attacks + tierValue('attacks', tier('attacks')), // D10.SR.ATTACKS
    ap: weapon.ap + tierValue('ap', tier('ap')), // D10.SR.AP
    rules: weapon.rules,
    carriers,
  };
  // D10.SR.RANGE: +6" per tier; melee weapons have no range at all (D10.WEAPON.MELEE_NO_RANGE).
  if (weapon.kind === 'ranged' && weapon.range !== undefined) resolved.range = weapon.range + tierValue('range', tier('range'));
  return resolved;
}

/**
 * Work out a listed unit: weapons after swaps with their carriers, effective range/attacks/AP after
 * Range/Attacks/AP tiers, stacked unit tiers (unit + weapon + wargear rules, capped at 3) and points.
 * Expects a profile that exists in the faction (validateArmy reports the ones that do not).
 */
export function resolveUnit(faction: Faction, listed: ListedUnit): ResolvedUnit {
  const ix = indexFaction(faction);
  const profile = ix.profile(listed.profile);
  if (!profile) throw new RangeError(`faction "${faction.id}" has no unit "${listed.profile}"`);
  return resolveWithIndex(ix, profile, listed);
}

export function resolveWithIndex(ix: FactionIndex, profile: UnitProfile, listed: ListedUnit): ResolvedUnit {
  const { carriers, models: loadouts, wargear, points } = applyOptions(ix, profile, listed);
  const gear = wargear.map((id) => ix.wargear(id)).filter((g): g is Wargear => g !== undefined);
  const unitWeaponRefs = profile.rules.filter((r) => WEAPON_EFFECTS.has(ix.rule(r.rule)?.effect ?? 'none'));

  const weapons: ResolvedWeapon[] = [];
  for (const [id, count] of carriers) {
    const weapon = ix.weapon(id);
    if (weapon && count > 0) weapons.push(resolveWeapon(ix, weapon, count, unitWeaponRefs, gear));
  }
  // Cards and the shooting step read ranged weapons first, then melee; the sort is stable.
  weapons.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'ranged' ? -1 : 1));

  // D10.SR.STACK_SOURCES: the unit's own rules, its wargear and the weapons it carries all count
  // (D10.TENFOLD.WEAPON_UNIT_RULES).
  const allRefs: RuleRef[] = [...profile.rules, ...gear.flatMap((g) => g.rules)];
  for (const w of weapons) allRefs.push(...(ix.weapon(w.id)?.rules ?? []));
  const live = withoutOverridden(allRefs, ix);
  const tiers: UnitTiers = {};
  for (const effect of UNIT_EFFECTS) {
    const t = stackedTier(effect, live, ix.rule);
    if (t > 0) tiers[effect] = t;
  }

  return {
    uid: listed.uid,
    profileId: profile.id,
    name: listed.label?.trim() ? listed.label.trim() : profile.name,
    category: profile.category,
    stats: { ...profile.stats },
    tiers,
    wounds: profile.wounds,
    models: listed.models,
    base: profile.base,
    weapons,
    rules: allRefs,
    keywords: [...profile.keywords],
    points,
    wargear: gear.map((g) => ({ id: g.id, name: g.name, summary: g.summary })),
    loadouts: loadouts.map((weaponIds) => weaponIds.filter((id) => weapons.some((w) => w.id === id))),
  };
}
