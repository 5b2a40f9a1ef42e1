/**
 * The Gravemarch Reavers — starter army for the Quality Wargame, written for Tenfold. A fast,
 * hard-hitting warband of raiders and beasts that wants to be in melee. Quality, Move, ranges,
 * Heavy and battle points come from this data (QW.AMBIG.MISSING_PROFILES).
 */
import type { z } from 'zod';
import { QualityArmyBook } from '../schema';

const data: z.input<typeof QualityArmyBook> = {
  id: 'gravemarch-reavers',
  name: 'Gravemarch Reavers',
  ruleset: 'quality',
  summary: 'Raiders from the barrow-moors who strike fast, fight dirty and leave before the wardens arrive.',
  units: [
    {
      id: 'reaver-chief',
      name: 'Reaver Chief',
      quality: 3,
      move: 7,
      models: 1,
      weapons: [{ id: 'great-axe', name: 'Great Axe', attacks: 2 }],
      costPerModel: 50,
      base: { shape: 'round', mm: 40 },
      keywords: ['Leader'],
    },
    {
      id: 'reaver-band',
      name: 'Reaver Band',
      quality: 5,
      move: 7,
      models: { min: 5, max: 10 },
      weapons: [{ id: 'hand-axe', name: 'Hand Axe' }, { id: 'throwing-spear', name: 'Throwing Spear', range: 8 }],
      costPerModel: 9,
      base: { shape: 'round', mm: 25 },
    },
    {
      id: 'thrall-mob',
      name: 'Thrall Mob',
      quality: 7,
      move: 6,
      models: { min: 6, max: 12 },
      weapons: [{ id: 'club', name: 'Club' }],
      costPerModel: 5,
      base: { shape: 'round', mm: 25 },
    },
    {
      id: 'barrow-guard',
      name: 'Barrow Guard',
      quality: 4,
      move: 5,
      models: { min: 3, max: 6 },
      heavy: true,
      weapons: [{ id: 'grave-blade', name: 'Grave Blade' }],
      costPerModel: 22,
      base: { shape: 'round', mm: 32 },
    },
    {
      id: 'sling-skirmishers',
      name: 'Sling Skirmishers',
      quality: 6,
      move: 8,
      models: { min: 4, max: 8 },
      weapons: [{ id: 'sling', name: 'Sling', range: 18 }],
      costPerModel: 7,
      base: { shape: 'round', mm: 25 },
    },
    {
      id: 'moor-hounds',
      name: 'Moor Hounds',
      quality: 5,
      move: 12,
      models: { min: 3, max: 6 },
      weapons: [{ id: 'jaws', name: 'Jaws' }],
      costPerModel: 10,
      base: { shape: 'oval', widthMm: 25, depthMm: 50 },
      keywords: ['Beasts'],
    },
    {
      id: 'bone-troll',
      name: 'Bone Troll',
      quality: 4,
      move: 6,
      models: 1,
      heavy: true,
      weapons: [{ id: 'tree-trunk', name: 'Tree Trunk', attacks: 3 }],
      costPerModel: 70,
      base: { shape: 'round', mm: 60 },
      keywords: ['Monster'],
    },
  ],
};

export const gravemarchReavers: QualityArmyBook = QualityArmyBook.parse(data);
