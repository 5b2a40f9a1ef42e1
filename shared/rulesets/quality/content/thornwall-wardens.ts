/**
 * The Thornwall Wardens — starter army for the Quality Wargame, written for Tenfold. Steady
 * militia and armoured wardens who hold walls and hedgerows. Quality, Move, ranges, Heavy and
 * battle points come from this data (QW.AMBIG.MISSING_PROFILES).
 */
import type { z } from 'zod';
import { QualityArmyBook } from '../schema';

const data: z.input<typeof QualityArmyBook> = {
  id: 'thornwall-wardens',
  name: 'Thornwall Wardens',
  ruleset: 'quality',
  summary: 'Border guards of the Thornwall: patient shooters behind hedge and stone, with a few armoured wardens to hold the gap.',
  units: [
    {
      id: 'warden-captain',
      name: 'Warden Captain',
      quality: 3,
      move: 6,
      models: 1,
      heavy: true,
      weapons: [{ id: 'longsword', name: 'Longsword' }, { id: 'hand-crossbow', name: 'Hand Crossbow', range: 12 }],
      costPerModel: 45,
      base: { shape: 'round', mm: 32 },
      keywords: ['Leader'],
    },
    {
      id: 'militia-bows',
      name: 'Militia Bows',
      quality: 6,
      move: 6,
      models: { min: 5, max: 10 },
      weapons: [{ id: 'longbow', name: 'Longbow', range: 24 }, { id: 'knife', name: 'Knife' }],
      costPerModel: 8,
      base: { shape: 'round', mm: 25 },
    },
    {
      id: 'hedge-spears',
      name: 'Hedge Spears',
      quality: 5,
      move: 6,
      models: { min: 5, max: 10 },
      weapons: [{ id: 'spear', name: 'Spear' }],
      costPerModel: 9,
      base: { shape: 'round', mm: 25 },
    },
    {
      id: 'iron-wardens',
      name: 'Iron Wardens',
      quality: 4,
      move: 5,
      models: { min: 3, max: 6 },
      heavy: true,
      weapons: [{ id: 'halberd', name: 'Halberd' }],
      costPerModel: 20,
      base: { shape: 'round', mm: 32 },
    },
    {
      id: 'crossbow-marksmen',
      name: 'Crossbow Marksmen',
      quality: 4,
      move: 6,
      models: { min: 3, max: 6 },
      weapons: [{ id: 'heavy-crossbow', name: 'Heavy Crossbow', range: 30 }, { id: 'knife', name: 'Knife' }],
      costPerModel: 16,
      base: { shape: 'round', mm: 25 },
    },
    {
      id: 'border-riders',
      name: 'Border Riders',
      quality: 5,
      move: 10,
      models: { min: 3, max: 5 },
      weapons: [{ id: 'lance', name: 'Lance' }, { id: 'short-bow', name: 'Short Bow', range: 18 }],
      costPerModel: 22,
      base: { shape: 'oval', widthMm: 25, depthMm: 50 },
      keywords: ['Cavalry'],
    },
    {
      id: 'siege-ballista',
      name: 'Siege Ballista',
      quality: 5,
      move: 3,
      models: 1,
      heavy: true,
      weapons: [{ id: 'ballista-bolt', name: 'Ballista Bolt', range: 36, attacks: 2 }],
      costPerModel: 60,
      base: { shape: 'hull', widthMm: 50, depthMm: 75 },
      keywords: ['War Machine'],
    },
  ],
};

export const thornwallWardens: QualityArmyBook = QualityArmyBook.parse(data);
