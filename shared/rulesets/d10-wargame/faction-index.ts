/**
 * Looking things up in a faction, and the cross-reference checks that a schema alone cannot make.
 * Built-in factions and homebrew factions carried in an army file pass through the same checks, so
 * a homebrew faction is exactly as trustworthy as the built-in data.
 */
import { GENERIC_PRICES, GENERIC_WARGEAR, GENERIC_WEAPONS } from './generic-wargear';
import type { Faction, RuleRef, SpecialRule, UnitProfile, Wargear, Weapon } from './schema';
import { UNIVERSAL_RULES } from './special-rules';

export interface FactionIndex {
  faction: Faction;
  rule(id: string): SpecialRule | undefined;
  weapon(id: string): Weapon | undefined;
  wargear(id: string): Wargear | undefined;
  profile(id: string): UnitProfile | undefined;
}

/** A faction's own entries come first; then the universal rules and the generic wargear list. */
export function indexFaction(faction: Faction): FactionIndex {
  const rules = new Map<string, SpecialRule>(UNIVERSAL_RULES.map((r) => [r.id, r]));
  for (const r of faction.specialRules) rules.set(r.id, r);
  const weapons = new Map<string, Weapon>(GENERIC_WEAPONS.map((w) => [w.id, w]));
  for (const w of faction.weapons) weapons.set(w.id, w);
  const wargear = new Map<string, Wargear>(GENERIC_WARGEAR.map((w) => [w.id, w]));
  for (const w of faction.wargear) wargear.set(w.id, w);
  const profiles = new Map(faction.units.map((u) => [u.id, u]));
  return {
    faction,
    rule: (id) => rules.get(id),
    weapon: (id) => weapons.get(id),
    wargear: (id) => wargear.get(id),
    profile: (id) => profiles.get(id),
  };
}

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const id of ids) (seen.has(id) ? dup : seen).add(id);
  return [...dup];
}

/**
 * Every cross-reference in a faction: weapon, wargear and rule ids exist, ids are unique, a weapon's
 * own rules fit its kind (no Range on a melee weapon: D10.WEAPON.MELEE_NO_RANGE), swaps replace a
 * weapon the loadout has, and unpriced options name an item on the generic list. Returns one
 * readable sentence per fault; an empty list means the faction is sound.
 */
export function checkFaction(faction: Faction): string[] {
  const errors: string[] = [];
  const ix = indexFaction(faction);

  for (const [what, ids] of [
    ['special rule', faction.specialRules.map((r) => r.id)],
    ['weapon', faction.weapons.map((w) => w.id)],
    ['wargear', faction.wargear.map((w) => w.id)],
    ['unit', faction.units.map((u) => u.id)],
  ] as const) {
    for (const id of duplicates(ids)) errors.push(`${what} id "${id}" is used twice`);
  }
  for (const r of faction.specialRules) {
    if (UNIVERSAL_RULES.some((u) => u.id === r.id)) errors.push(`faction rule "${r.id}" reuses the id of a universal rule`);
    for (const id of r.overrides ?? []) {
      if (id === r.id || !ix.rule(id)) errors.push(`faction rule "${r.id}" overrides "${id}", which is not another known rule`);
    }
  }

  const checkRefs = (refs: readonly RuleRef[], where: string): void => {
    for (const ref of refs) if (!ix.rule(ref.rule)) errors.push(`${where} refers to an unknown special rule "${ref.rule}"`);
  };

  for (const w of faction.weapons) {
    checkRefs(w.rules, `weapon "${w.id}"`);
    for (const ref of w.rules) {
      if (w.kind === 'melee' && ix.rule(ref.rule)?.effect === 'range') {
        errors.push(`melee weapon "${w.id}" has no range, so it cannot carry ${ref.rule} (${ref.tier})`);
      }
    }
  }
  for (const g of faction.wargear) checkRefs(g.rules, `wargear "${g.id}"`);

  for (const u of faction.units) {
    const where = `unit "${u.id}"`;
    checkRefs(u.rules, where);
    for (const id of u.loadout) if (!ix.weapon(id)) errors.push(`${where} carries an unknown weapon "${id}"`);
    for (const id of u.wargear) if (!ix.wargear(id)) errors.push(`${where} carries unknown wargear "${id}"`);
    for (const id of duplicates(u.options.map((o) => o.id))) errors.push(`${where} lists option "${id}" twice`);
    for (const o of u.options) {
      const opt = `${where} option "${o.id}"`;
      if (o.kind === 'swap') {
        if (!u.loadout.includes(o.replace)) errors.push(`${opt} replaces "${o.replace}", which is not in the default loadout`);
        if (!ix.weapon(o.with)) errors.push(`${opt} swaps in an unknown weapon "${o.with}"`);
        continue;
      }
      const item = o.kind === 'wargear' ? o.wargear : o.weapon;
      const exists = o.kind === 'wargear' ? ix.wargear(item) : ix.weapon(item);
      if (!exists) errors.push(`${opt} offers an unknown ${o.kind} "${item}"`);
      if ((o.cost === undefined) !== (o.per === undefined)) errors.push(`${opt} must give both a cost and what it is paid per, or neither`);
      if (o.cost === undefined && !GENERIC_PRICES[item]) {
        errors.push(`${opt} has no price and "${item}" is not on the generic wargear list`);
      }
    }
  }
  return errors;
}
