/**
 * The Saltmarrow Reavers: raiders of the drowned coast, written for Tenfold. They come ashore fast,
 * board anything that stands still, and bring the sea's spirits with them. Stats sit in the book's
 * ranges (characteristics 1–10, a Movement of 4–10").
 */
import type { z } from 'zod';
import type { Faction } from '../schema';

const st = (mov: number, acc: number, str: number, sav: number, init: number, co: number) => ({ mov, acc, str, sav, init, co });

export const saltmarrowReavers: z.input<typeof Faction> = {
  id: 'saltmarrow-reavers',
  name: 'The Saltmarrow Reavers',
  alliance: 'tideborn',
  summary: 'Crews of the drowned coast who take by the blade what the sea did not give them.',
  specialRules: [
    { id: 'boarding-frenzy', name: 'Boarding Frenzy', tiered: true, maxTier: 3, summary: 'In a round in which the unit charged, its melee attacks get +X Strength.' },
    { id: 'salt-scarred', name: 'Salt-Scarred', summary: 'The unit gains no Shock when a friendly unit within 3" is destroyed.' },
  ],
  weapons: [
    { id: 'hook-pistol', name: 'Hook Pistol', range: { short: 6, long: 12 }, attacks: 1, ap: 0 },
    { id: 'brine-musket', name: 'Brine Musket', range: { short: 10, long: 20 }, attacks: 1, ap: 1 },
    { id: 'gull-sling', name: 'Gull Sling', range: { short: 8, long: 16 }, attacks: 2, ap: 0 },
    { id: 'harpoon-gun', name: 'Harpoon Gun', range: { short: 18, long: 30 }, attacks: 1, ap: 3 },
    { id: 'drowned-bell', name: 'Drowned Bell', range: { short: 8, long: 16 }, attacks: 2, ap: 2 },
    { id: 'cutlass', name: 'Cutlass', range: 'melee', attacks: 2, ap: 0 },
    { id: 'boarding-axe', name: 'Boarding Axe', range: 'melee', attacks: 1, ap: 2 },
    { id: 'shell-maul', name: 'Shell Maul', range: 'melee', attacks: 2, ap: 1 },
    { id: 'fangs', name: 'Fangs', range: 'melee', attacks: 2, ap: 0 },
    { id: 'tide-staff', name: 'Tide Staff', range: 'melee', attacks: 1, ap: 0 },
    { id: 'golem-claws', name: 'Golem Claws', range: 'melee', attacks: 3, ap: 2 },
    { id: 'tidebreaker', name: 'Tidebreaker', range: 'melee', attacks: 3, ap: 2 },
  ],
  datasheets: [
    {
      id: 'reaver-chief',
      name: 'Reaver Chief',
      points: 22,
      category: 'command',
      composition: [
        { id: 'chief', name: 'Chief', count: 1, stats: st(6, 5, 7, 5, 6, 7), weapons: [{ weapon: 'hook-pistol' }, { weapon: 'cutlass', copies: 2 }], special: [{ rule: 'wounds', tier: 2 }] },
      ],
      rules: [{ rule: 'boarding-frenzy', tier: 1 }],
      options: [
        { id: 'tidebreaker', name: 'Tidebreaker', cost: 7, model: 'chief', remove: ['cutlass'], add: [{ weapon: 'tidebreaker' }], legend: true, summary: 'A blade pulled from a sunken flagship, still cold with the deep.' },
      ],
      keywords: ['Infantry', 'Character', 'Saltmarrow'],
      summary: 'The captain of a raiding crew, first over the rail with two cutlasses.',
    },
    {
      id: 'deck-reavers',
      name: 'Deck Reavers',
      points: 15,
      category: 'line',
      composition: [{ id: 'reaver', name: 'Reaver', count: 6, stats: st(6, 4, 5, 4, 5, 5), weapons: [{ weapon: 'hook-pistol' }, { weapon: 'cutlass' }] }],
      rules: [{ rule: 'boarding-frenzy', tier: 1 }],
      options: [
        { id: 'more-reavers', name: 'Four more Reavers', cost: 10, model: 'reaver', addModels: 4 },
        { id: 'boarding-axes', name: 'Boarding Axes', cost: 3, model: 'reaver', remove: ['cutlass'], add: [{ weapon: 'boarding-axe' }] },
      ],
      keywords: ['Infantry', 'Saltmarrow'],
      summary: 'Shore-crews with pistols and cutlasses, eager to close in.',
    },
    {
      id: 'shellback-guard',
      name: 'Shellback Guard',
      points: 18,
      category: 'line',
      composition: [{ id: 'shellback', name: 'Shellback', count: 4, stats: st(4, 4, 5, 7, 3, 7), weapons: [{ weapon: 'brine-musket' }, { weapon: 'shell-maul' }] }],
      rules: [{ rule: 'salt-scarred' }, { rule: 'ward', tier: 1 }],
      options: [{ id: 'more-shellbacks', name: 'Two more Shellbacks', cost: 9, model: 'shellback', addModels: 2 }],
      keywords: ['Infantry', 'Saltmarrow'],
      summary: 'Raiders armoured in the shells of great crabs, slow but hard to crack.',
    },
    {
      id: 'tide-caller',
      name: 'Tide-Caller',
      points: 20,
      category: 'support',
      composition: [
        { id: 'caller', name: 'Tide-Caller', count: 1, stats: st(5, 4, 4, 5, 5, 7), weapons: [{ weapon: 'tide-staff' }] },
        { id: 'wisp', name: 'Lantern Wisp', count: 2 },
      ],
      casting: { casts: 1, stops: 1 },
      keywords: ['Infantry', 'Caster', 'Saltmarrow'],
      summary: 'A sea-witch followed by the lantern wisps of the drowned; the wisps cannot be harmed and fade when she falls.',
    },
    {
      id: 'brine-hounds',
      name: 'Brine Hounds',
      points: 16,
      category: 'fast',
      composition: [{ id: 'hound', name: 'Brine Hound', count: 4, stats: st(10, 3, 5, 4, 7, 5), weapons: [{ weapon: 'fangs' }] }],
      keywords: ['Beast', 'Saltmarrow'],
      summary: 'Sleek grey hunting dogs bred on the mudflats.',
    },
    {
      id: 'ash-gulls',
      name: 'Ash Gulls',
      points: 13,
      category: 'recon',
      composition: [{ id: 'gull', name: 'Ash Gull', count: 3, stats: st(7, 5, 3, 4, 7, 5), weapons: [{ weapon: 'gull-sling' }] }],
      rules: [{ rule: 'outflank' }, { rule: 'stealth' }],
      keywords: ['Infantry', 'Saltmarrow'],
      summary: 'Wiry lookouts who climb the rigging and the cliffs alike.',
    },
    {
      id: 'harpoon-crew',
      name: 'Harpoon Crew',
      points: 20,
      category: 'heavy',
      composition: [
        { id: 'harpoon', name: 'Harpoon', count: 1, weapons: [{ weapon: 'harpoon-gun' }] },
        { id: 'crew', name: 'Crew', count: 2, stats: st(4, 5, 4, 4, 4, 5), weapons: [{ weapon: 'hook-pistol' }] },
      ],
      keywords: ['Artillery', 'Saltmarrow'],
      summary: 'A whaling gun dragged ashore on a sledge.',
    },
    {
      id: 'wrack-golem',
      name: 'Wrack Golem',
      points: 38,
      category: 'heavy',
      composition: [
        { id: 'golem', name: 'Wrack Golem', count: 1, stats: st(5, 3, 7, 7, 3, 10), weapons: [{ weapon: 'golem-claws' }], special: [{ rule: 'wounds', tier: 5 }, { rule: 'injuries' }] },
      ],
      transport: { capacity: 6, carries: ['Infantry'] },
      keywords: ['Construct', 'Saltmarrow'],
      summary: 'Wreckage, kelp and bone bound into a giant by the tide-callers, with boarders riding in its ribs.',
    },
    {
      id: 'drowned-admiral',
      name: 'The Drowned Admiral',
      points: 34,
      category: 'command',
      legend: true,
      composition: [
        { id: 'admiral', name: 'Drowned Admiral', count: 1, stats: st(6, 6, 7, 6, 6, 9), weapons: [{ weapon: 'drowned-bell' }, { weapon: 'tidebreaker' }], special: [{ rule: 'wounds', tier: 3 }, { rule: 'injuries' }] },
      ],
      rules: [{ rule: 'boarding-frenzy', tier: 2 }],
      casting: { casts: 1, stops: 1 },
      keywords: ['Infantry', 'Character', 'Caster', 'Saltmarrow'],
      summary: 'Lost with the flagship and returned on the next spring tide, the Admiral commands both crews and currents.',
    },
    {
      id: 'bloodwake-reavers',
      name: 'Bloodwake Reavers',
      points: 20,
      category: 'line',
      focus: 'red-tide',
      composition: [{ id: 'reaver', name: 'Bloodwake Reaver', count: 6, stats: st(6, 4, 6, 4, 6, 6), weapons: [{ weapon: 'hook-pistol' }, { weapon: 'cutlass', copies: 2 }] }],
      rules: [{ rule: 'boarding-frenzy', tier: 2 }],
      keywords: ['Infantry', 'Saltmarrow'],
      summary: 'Chosen boarders of the Red Tide, a cutlass in each hand.',
    },
  ],
  strategies: [
    { id: 'cut-the-lines', name: 'Cut the Lines', sp: 1, timing: 'unit-targeted', effect: { kind: 'stat', stat: 'acc', value: -1, onAttacker: true, within: 6 }, summary: 'The attacking unit gets -1 Accuracy for this attack if it is within 6" of the target.' },
    { id: 'turn-of-the-tide', name: 'Turn of the Tide', sp: 2, timing: 'round-start', effect: { kind: 'removeShock', shock: 1, everyUnit: true }, summary: 'Each of your units removes 1 Shock.' },
  ],
  focuses: [
    {
      id: 'red-tide',
      name: 'The Red Tide',
      summary: 'The boldest crews, who scorn armour and heavy guns for the rush of the boarding.',
      strategies: [{ id: 'blood-in-the-water', name: 'Blood in the Water', sp: 1, timing: 'unit-activated', effect: { kind: 'stat', stat: 'mov', value: 2 }, summary: 'The unit adds 2" to a Charge this activation.' }],
      limits: [{ category: 'heavy', max: 1 }],
      excludes: ['shellback-guard'],
    },
  ],
  powerSpecialties: ['emberlore', 'stillwater'],
};
