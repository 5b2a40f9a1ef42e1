/**
 * The rulebook's own example profiles (Chapters 3, 4 and 8) as a test faction, so the worked
 * examples can be reproduced with the book's numbers. Test data only: never shipped as content.
 */
import type { z } from 'zod';
import { Faction, type ListedUnit } from '../../../shared/rulesets/d10-wargame/schema';

const data: z.input<typeof Faction> = {
  id: 'book-example',
  name: 'Rulebook Example',
  ruleset: 'd10-wargame',
  weapons: [
    // D10.UNIT.VETERAN_LOADOUT: Lasgun R 24", AP 0, A 1; Combat Knife melee, AP 0, A 1.
    { id: 'lasgun', name: 'Lasgun', kind: 'ranged', range: 24, attacks: 1, ap: 0 },
    { id: 'combat-knife', name: 'Combat Knife', kind: 'melee', attacks: 1, ap: 0 },
    { id: 'plasma-gun', name: 'Plasma Gun', kind: 'ranged', range: 24, attacks: 1, ap: 2 },
    { id: 'flamer', name: 'Flamer', kind: 'ranged', range: 8, attacks: 3, ap: 0 },
    { id: 'heavy-weapon', name: 'Heavy Weapon', kind: 'ranged', range: 36, attacks: 2, ap: 2 },
    { id: 'pistol', name: 'Pistol', kind: 'ranged', range: 12, attacks: 1, ap: 0 },
  ],
  wargear: [
    { id: 'frag-grenades', name: 'Frag Grenades', rules: [] },
    { id: 'power-armor', name: 'Power Armor', rules: [{ rule: 'defense', tier: 1 }] },
    { id: 'tripod-mount', name: 'Tripod Mount', rules: [{ rule: 'ranged', tier: 1 }] },
  ],
  units: [
    {
      id: 'company-commander',
      name: 'Company Commander',
      category: 'HQ',
      stats: { ranged: 4, melee: 4, defense: 4, morale: 6 },
      wounds: 3,
      minModels: 1,
      maxModels: 1,
      costPerModel: 85,
      base: { shape: 'round', mm: 40 },
      loadout: ['pistol', 'combat-knife'],
      rules: [{ rule: 'leadership', tier: 1 }],
    },
    {
      id: 'infantry-squad',
      name: 'Infantry Squad',
      category: 'Core',
      stats: { ranged: 5, melee: 5, defense: 5, morale: 7 },
      minModels: 5,
      maxModels: 10,
      costPerModel: 7,
      base: { shape: 'round', mm: 25 },
      loadout: ['lasgun', 'combat-knife'],
      keywords: ['Infantry'],
    },
    {
      id: 'veteran-squad',
      name: 'Veteran Squad',
      category: 'Elite',
      stats: { ranged: 4, melee: 4, defense: 4, morale: 7 },
      minModels: 3,
      maxModels: 8,
      costPerModel: 20,
      base: { shape: 'round', mm: 32 },
      loadout: ['lasgun', 'combat-knife'],
      options: [
        { id: 'plasma', kind: 'swap', replace: 'lasgun', with: 'plasma-gun', cost: 15, per: 'model' },
        { id: 'frag-grenades', kind: 'wargear', wargear: 'frag-grenades', cost: 5, per: 'model' },
        { id: 'power-armor', kind: 'wargear', wargear: 'power-armor', cost: 10, per: 'model' },
        // Chapter 4's "+20 points of upgraded weapons": one model's Lasgun for a Flamer.
        { id: 'flamer', kind: 'swap', replace: 'lasgun', with: 'flamer', cost: 20, per: 'unit' },
        // Offered to test the generic prices and "cannot buy what the loadout has" (D10.AMBIG.WARGEAR_COSTS).
        { id: 'combat-knife', kind: 'weapon', weapon: 'combat-knife' },
        { id: 'grenades', kind: 'wargear', wargear: 'grenades' },
        { id: 'armor-upgrade', kind: 'wargear', wargear: 'armor-upgrade' },
        { id: 'special-ammunition', kind: 'wargear', wargear: 'special-ammunition' },
      ],
      keywords: ['Infantry', 'Veterans'],
    },
    {
      id: 'heavy-weapons-team',
      name: 'Heavy Weapons Team',
      category: 'Heavy Support',
      stats: { ranged: 4, melee: 6, defense: 5, morale: 7 },
      minModels: 2,
      maxModels: 4,
      costPerModel: 35,
      base: { shape: 'round', mm: 60 },
      loadout: ['heavy-weapon', 'lasgun'],
      // 2 × 35 + 25 = the book's 95-point team.
      options: [{ id: 'tripod-mount', kind: 'wargear', wargear: 'tripod-mount', cost: 25, per: 'unit' }],
      keywords: ['Heavy Weapons'],
    },
    {
      id: 'scout-squad',
      name: 'Scout Squad',
      category: 'Fast Attack',
      stats: { ranged: 4, melee: 5, defense: 5, morale: 7 },
      minModels: 5,
      maxModels: 10,
      costPerModel: 16,
      base: { shape: 'round', mm: 25 },
      loadout: ['lasgun', 'combat-knife'],
      rules: [{ rule: 'speed', tier: 1 }],
    },
    {
      id: 'battle-tank',
      name: 'Battle Tank',
      category: 'Heavy Support',
      stats: { ranged: 5, melee: 7, defense: 3, morale: 6 },
      wounds: 8,
      minModels: 1,
      maxModels: 1,
      costPerModel: 150,
      base: { shape: 'hull', widthMm: 100, depthMm: 140 },
      loadout: ['heavy-weapon'],
      keywords: ['Vehicle'],
    },
  ],
};

export const book: Faction = Faction.parse(data);

let next = 0;
/** A listed unit with a fresh uid. */
export function listed(profile: string, models: number, options: string[] = [], label?: string): ListedUnit {
  next += 1;
  return { uid: `${profile}-${next}`, profile, models, options, ...(label ? { label } : {}) };
}

/** Chapter 4's example list: 85 + 70 + 70 + (120 + 20) + 95 + 80 = 540. */
export function exampleList(): ListedUnit[] {
  return [
    listed('company-commander', 1),
    listed('infantry-squad', 10),
    listed('infantry-squad', 10),
    listed('veteran-squad', 6, ['flamer']),
    listed('heavy-weapons-team', 2, ['tripod-mount']),
    listed('scout-squad', 5),
  ];
}
