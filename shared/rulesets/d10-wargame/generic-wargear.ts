/**
 * The book's generic wargear list (Chapter 4, Wargear Additions) as data any faction may offer.
 * A profile's own price always wins; these prices apply only when a profile offers one of these
 * items without pricing it (D10.AMBIG.WARGEAR_COSTS): per model where the book says so (Armor
 * Upgrade), per unit otherwise. The book gives no effects for them; Tenfold's are in the rules notes
 * (D10.TENFOLD.GENERIC_WARGEAR_EFFECTS).
 */
import type { PriceBasis, Wargear, Weapon } from './schema';

export interface GenericPrice {
  cost: number;
  per: PriceBasis;
  /** The catalog row that fixes the price. */
  rule: string;
}

export const GENERIC_WEAPONS: readonly Weapon[] = [
  // D10.ARMY.WARGEAR_KNIFE: a plain melee weapon (D10.WEAPON.MELEE_NO_RANGE).
  { id: 'combat-knife', name: 'Combat Knife', kind: 'melee', attacks: 1, ap: 0, rules: [] },
];

export const GENERIC_WARGEAR: readonly Wargear[] = [
  {
    id: 'grenades',
    name: 'Grenades',
    summary: 'Thrown into the enemy just before the Fight: melee weapons gain AP (1).',
    rules: [{ rule: 'ap', tier: 1 }],
    weapons: 'melee',
  },
  {
    id: 'armor-upgrade',
    name: 'Armor Upgrade',
    summary: 'Heavier plates for every model: Defense (1).',
    rules: [{ rule: 'defense', tier: 1 }],
  },
  {
    id: 'special-ammunition',
    name: 'Special Ammunition',
    summary: 'Hard-cored rounds: ranged weapons gain AP (1).',
    rules: [{ rule: 'ap', tier: 1 }],
    weapons: 'ranged',
  },
];

export const GENERIC_PRICES: Readonly<Record<string, GenericPrice>> = {
  grenades: { cost: 5, per: 'unit', rule: 'D10.ARMY.WARGEAR_GRENADES' },
  'combat-knife': { cost: 2, per: 'unit', rule: 'D10.ARMY.WARGEAR_KNIFE' },
  'armor-upgrade': { cost: 10, per: 'model', rule: 'D10.ARMY.WARGEAR_ARMOR' },
  'special-ammunition': { cost: 15, per: 'unit', rule: 'D10.ARMY.WARGEAR_SPECIAL_AMMO' },
};
