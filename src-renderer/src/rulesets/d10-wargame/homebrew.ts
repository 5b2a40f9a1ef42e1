/**
 * A faction of the player's own for the D10 Wargame: the books expect players to stat their own
 * miniatures. A homebrew faction is checked exactly like the built-in data (the core's Faction
 * schema, then checkFaction's cross-references) before an army may use it; until then the
 * editor lists what is wrong, in the player's terms.
 */
import { checkFaction } from '../../../../shared/rulesets/d10-wargame/faction-index';
import { Faction, type SpecialRule, type UnitOption, type UnitProfile, type Wargear, type Weapon } from '../../../../shared/rulesets/d10-wargame/schema';
import { UNIVERSAL_RULES } from '../../../../shared/rulesets/d10-wargame/special-rules';
import type { Outcome } from '../../armies/model/army-codec';
import { plain, slug, uniqueId, where } from '../../armies/model/homebrew-words';

/** The editable shape: a faction as plain data, possibly half-filled while the player types. */
export type FactionDraft = Faction;

export function newWeapon(taken: readonly Weapon[]): Weapon {
  return { id: uniqueId('New weapon', 'weapon', taken), name: 'New weapon', kind: 'ranged', range: 24, attacks: 1, ap: 0, rules: [] };
}

export function newUnit(faction: FactionDraft): UnitProfile {
  return {
    id: uniqueId('New unit', 'unit', faction.units),
    name: 'New unit',
    category: 'Core',
    stats: { ranged: 5, melee: 5, defense: 5, morale: 7 },
    wounds: 1,
    minModels: 5,
    maxModels: 10,
    costPerModel: 10,
    base: { shape: 'round', mm: 25 },
    loadout: faction.weapons[0] ? [faction.weapons[0].id] : [],
    wargear: [],
    rules: [],
    options: [],
    keywords: ['Infantry'],
    summary: '',
  };
}

export function newWargear(taken: readonly Wargear[]): Wargear {
  return { id: uniqueId('New wargear', 'wargear', taken), name: 'New wargear', summary: '', rules: [] };
}

/**
 * A new upgrade for a unit, priced per unit to start with. A swap replaces the unit's first weapon
 * and pays the full price of the new one (D10.ARMY.SWAP_FULL_PRICE); the player sets the cost.
 */
export function newOption(faction: FactionDraft, unit: UnitProfile, kind: UnitOption['kind']): UnitOption {
  const id = uniqueId(`${kind} ${unit.options.length + 1}`, 'option', unit.options);
  // Defaults the player will usually change; the generic list fills in when the faction has nothing.
  const weapon = faction.weapons.find((w) => !unit.loadout.includes(w.id))?.id ?? 'combat-knife';
  if (kind === 'swap') return { id, kind, replace: unit.loadout[0] ?? '', with: weapon, cost: 5, per: 'unit' };
  if (kind === 'weapon') return { id, kind, weapon, cost: 5, per: 'unit' };
  return { id, kind, wargear: faction.wargear[0]?.id ?? 'grenades', cost: 5, per: 'unit' };
}

export function newRule(taken: readonly SpecialRule[]): SpecialRule {
  return {
    id: uniqueId('New rule', 'rule', [...taken, ...UNIVERSAL_RULES]),
    name: 'New rule',
    summary: '',
    tiers: ['', '', ''],
    effect: 'none',
    universal: false,
  };
}

/** A small faction to start from: one weapon and one unit, both valid, for the player to reshape. */
export function templateFaction(name = 'My faction'): FactionDraft {
  const weapons: Weapon[] = [{ id: 'rifle', name: 'Rifle', kind: 'ranged', range: 24, attacks: 1, ap: 0, rules: [] }];
  const base: FactionDraft = { id: slug(name, 'my-faction'), name, ruleset: 'd10-wargame', summary: '', specialRules: [], weapons, wargear: [], units: [] };
  const commander = { ...newUnit(base), id: 'commander', name: 'Commander', category: 'HQ' as const, minModels: 1, maxModels: 1, costPerModel: 60, wounds: 3, keywords: ['Infantry', 'Character'] };
  const troopers = { ...newUnit(base), id: 'trooper-squad', name: 'Trooper Squad' };
  return { ...base, units: [commander, troopers] };
}

/** A built-in faction as the starting point of the player's own (their units plus the built-in ones). */
export function homebrewFrom(faction: Faction): FactionDraft {
  return { ...structuredClone(faction), id: slug(`${faction.id}-homebrew`, 'homebrew'), name: `${faction.name} (homebrew)` };
}

/** The same checks as built-in data: the schema, then checkFaction. Never throws. */
export function checkHomebrew(draft: unknown): Outcome<Faction> & { errors: string[] } {
  const parsed = Faction.safeParse(draft);
  if (!parsed.success) {
    const errors = parsed.error.issues.slice(0, 12).map((issue) => `${where(draft, issue.path)}: ${plain(issue.message)}`);
    return { ok: false, message: errors[0]!, errors };
  }
  const errors = checkFaction(parsed.data);
  if (errors.length) return { ok: false, message: errors[0]!, errors };
  return { ok: true, value: parsed.data, errors: [] };
}
