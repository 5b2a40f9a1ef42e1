/**
 * The Thornwall March: frontier militia of the hedge-country, written for Tenfold. They hold
 * ground with long guns and pikes behind living walls of thorn, and their stone sisters keep them
 * steady. Stats sit in the book's ranges (characteristics 1–10, a Movement of 4–9").
 */
import type { z } from 'zod';
import type { Faction } from '../schema';

const st = (mov: number, acc: number, str: number, sav: number | undefined, init: number, co: number) => ({ mov, acc, str, ...(sav === undefined ? {} : { sav }), init, co });

export const thornwallMarch: z.input<typeof Faction> = {
  id: 'thornwall-march',
  name: 'The Thornwall March',
  alliance: 'hearthbound',
  summary: 'Farmers and foresters sworn to keep the hedge-country. Slow to move and slower to give ground.',
  specialRules: [
    { id: 'shieldwall', name: 'Shieldwall', tiered: true, maxTier: 2, summary: 'While the unit has not moved this round, it gets +X Save against shooting.' },
    { id: 'rally-call', name: 'Rally Call', summary: 'Once per round, when this unit activates, one other Thornwall unit within 6" removes 1 Shock.' },
  ],
  weapons: [
    { id: 'longrifle', name: 'Longrifle', range: { short: 12, long: 24 }, attacks: 1, ap: 0 },
    { id: 'volley-gun', name: 'Volley Gun', range: { short: 12, long: 24 }, attacks: 3, ap: 0 },
    { id: 'longpistol', name: 'Longpistol', range: { short: 6, long: 12 }, attacks: 1, ap: 0 },
    { id: 'scout-carbine', name: 'Scout Carbine', range: { short: 10, long: 20 }, attacks: 2, ap: 0 },
    { id: 'hunting-bow', name: 'Hunting Bow', range: { short: 12, long: 18 }, attacks: 1, ap: 1 },
    { id: 'bellows-mortar', name: 'Bellows Mortar', range: { short: 18, long: 36 }, attacks: 2, ap: 1, rules: [{ rule: 'indirect' }, { rule: 'blast', tier: 1 }] },
    { id: 'thorn-cannon', name: 'Thorn Cannon', range: { short: 18, long: 30 }, attacks: 2, ap: 2 },
    { id: 'old-thunder', name: 'Old Thunder', range: { short: 12, long: 24 }, attacks: 2, ap: 2 },
    { id: 'warblade', name: 'Warblade', range: 'melee', attacks: 2, ap: 1 },
    { id: 'knife', name: 'Knife', range: 'melee', attacks: 1, ap: 0 },
    { id: 'pike', name: 'Pike', range: 'melee', attacks: 1, ap: 1, rules: [{ rule: 'brace', tier: 1 }] },
    { id: 'stone-staff', name: 'Stone Staff', range: 'melee', attacks: 1, ap: 0 },
    { id: 'ironbark-fists', name: 'Ironbark Fists', range: 'melee', attacks: 3, ap: 2 },
    { id: 'rider-lance', name: 'Rider Lance', range: 'melee', attacks: 1, ap: 2 },
  ],
  datasheets: [
    {
      id: 'warden-captain',
      name: 'Warden Captain',
      points: 24,
      category: 'command',
      composition: [{ id: 'captain', name: 'Captain', count: 1, stats: st(6, 6, 6, 6, 6, 8), weapons: [{ weapon: 'longpistol' }, { weapon: 'warblade' }], special: [{ rule: 'wounds', tier: 2 }] }],
      rules: [{ rule: 'rally-call' }],
      options: [
        { id: 'old-thunder', name: 'Old Thunder', cost: 8, model: 'captain', remove: ['longpistol'], add: [{ weapon: 'old-thunder' }], legend: true, summary: 'The long gun of the first warden, handed down from captain to captain.' },
      ],
      keywords: ['Infantry', 'Character', 'Thornwall'],
      summary: 'An elected leader who knows every hedge and ditch of the march.',
    },
    {
      id: 'hedge-wardens',
      name: 'Hedge Wardens',
      points: 16,
      category: 'line',
      composition: [{ id: 'warden', name: 'Warden', count: 5, stats: st(5, 5, 4, 5, 5, 6), weapons: [{ weapon: 'longrifle' }, { weapon: 'knife' }] }],
      options: [
        { id: 'more-wardens', name: 'Five more Wardens', cost: 14, model: 'warden', addModels: 5 },
        { id: 'volley-gun', name: 'Volley Gun', cost: 4, model: 'warden', models: 1, remove: ['longrifle'], add: [{ weapon: 'volley-gun' }] },
      ],
      keywords: ['Infantry', 'Thornwall'],
      summary: 'The backbone of the march: steady shots who know their ground.',
    },
    {
      id: 'pike-wall',
      name: 'Pike Wall',
      points: 15,
      category: 'line',
      composition: [{ id: 'piker', name: 'Piker', count: 6, stats: st(5, 4, 5, 6, 4, 7), weapons: [{ weapon: 'pike' }] }],
      rules: [{ rule: 'shieldwall', tier: 1 }],
      options: [{ id: 'more-pikes', name: 'Four more Pikers', cost: 9, model: 'piker', addModels: 4 }],
      keywords: ['Infantry', 'Thornwall'],
      summary: 'Shields locked and pikes set: a hedge of steel in front of a hedge of thorn.',
    },
    {
      id: 'stone-sisters',
      name: 'Stone Sisters',
      points: 22,
      category: 'support',
      composition: [
        { id: 'sister', name: 'Stone Sister', count: 1, stats: st(5, 4, 4, 5, 6, 8), weapons: [{ weapon: 'stone-staff' }] },
        { id: 'acolyte', name: 'Acolyte', count: 2, stats: st(5, 4, 4, 4, 5, 6), weapons: [{ weapon: 'knife' }] },
      ],
      casting: { casts: 1, stops: 1 },
      options: [{ id: 'elder-sister', name: 'Elder Sister', cost: 6, model: 'sister', rules: [{ rule: 'steadfast', tier: 1 }] }],
      keywords: ['Infantry', 'Caster', 'Thornwall'],
      summary: 'Keepers of the standing stones, whose quiet words settle frightened hearts.',
    },
    {
      id: 'gorsewood-scouts',
      name: 'Gorsewood Scouts',
      points: 14,
      category: 'recon',
      composition: [{ id: 'scout', name: 'Scout', count: 4, stats: st(6, 6, 4, 4, 7, 6), weapons: [{ weapon: 'scout-carbine' }] }],
      rules: [{ rule: 'ambush' }, { rule: 'stealth' }],
      options: [{ id: 'hunting-bows', name: 'Hunting Bows', cost: 0, model: 'scout', remove: ['scout-carbine'], add: [{ weapon: 'hunting-bow' }] }],
      keywords: ['Infantry', 'Thornwall'],
      summary: 'Woodsfolk who vanish into the gorse and strike where least expected.',
    },
    {
      id: 'bellows-mortar',
      name: 'Bellows Mortar',
      points: 24,
      category: 'heavy',
      composition: [
        { id: 'mortar', name: 'Mortar', count: 1, weapons: [{ weapon: 'bellows-mortar' }] },
        { id: 'crew', name: 'Crew', count: 2, stats: st(4, 5, 3, 4, 4, 6), weapons: [{ weapon: 'knife' }] },
      ],
      keywords: ['Artillery', 'Thornwall'],
      summary: 'A squat iron tube worked by a bellows, lobbing stones and pitch over the hedges.',
    },
    {
      id: 'ironbark-walker',
      name: 'Ironbark Walker',
      points: 40,
      category: 'heavy',
      composition: [
        { id: 'walker', name: 'Walker', count: 1, stats: st(5, 5, 6, 8, 3, 9), weapons: [{ weapon: 'thorn-cannon' }, { weapon: 'ironbark-fists' }], special: [{ rule: 'wounds', tier: 4 }, { rule: 'injuries' }] },
      ],
      transport: { capacity: 5, carries: ['Infantry'] },
      keywords: ['Construct', 'Thornwall'],
      summary: 'An old tree coaxed into walking, its bark grown thick as plate and its hollow heart wide enough for five wardens.',
    },
    {
      id: 'bramble-riders',
      name: 'Bramble Riders',
      points: 22,
      category: 'fast',
      composition: [{ id: 'rider', name: 'Rider', count: 3, stats: st(9, 5, 6, 6, 6, 7), weapons: [{ weapon: 'rider-lance' }, { weapon: 'longpistol' }] }],
      options: [{ id: 'more-riders', name: 'Two more Riders', cost: 14, model: 'rider', addModels: 2 }],
      keywords: ['Cavalry', 'Thornwall'],
      summary: 'Outriders on shaggy hill ponies, quick to ride down stragglers.',
    },
    {
      id: 'old-maud',
      name: 'Old Maud of the Wall',
      points: 36,
      category: 'command',
      legend: true,
      composition: [
        { id: 'maud', name: 'Old Maud', count: 1, stats: st(5, 7, 6, 7, 6, 9), weapons: [{ weapon: 'old-thunder' }, { weapon: 'warblade' }], special: [{ rule: 'wounds', tier: 3 }, { rule: 'injuries' }] },
      ],
      rules: [{ rule: 'rally-call' }, { rule: 'steadfast', tier: 2 }],
      keywords: ['Infantry', 'Character', 'Thornwall'],
      summary: 'The oldest warden on the march, who has held the wall through three wars.',
    },
    {
      id: 'wall-veterans',
      name: 'Wall Veterans',
      points: 22,
      category: 'line',
      focus: 'long-watch',
      composition: [{ id: 'veteran', name: 'Veteran', count: 5, stats: st(5, 6, 5, 6, 5, 8), weapons: [{ weapon: 'longrifle' }, { weapon: 'knife' }] }],
      rules: [{ rule: 'shieldwall', tier: 1 }],
      keywords: ['Infantry', 'Thornwall'],
      summary: 'Wardens who have stood the Long Watch for years and will not be moved.',
    },
  ],
  strategies: [
    { id: 'signal-horn', name: 'Signal Horn', sp: 1, timing: 'unit-activated', effect: { kind: 'removeShock', shock: 1 }, summary: 'Before its Courage checks, the unit removes 1 Shock.' },
    { id: 'dig-in', name: 'Dig In', sp: 1, timing: 'pre-game', effect: { kind: 'startInCover', cover: 'hard', category: 'line' }, summary: 'One Line unit starts the game in hard cover where it stands.' },
  ],
  focuses: [
    {
      id: 'long-watch',
      name: 'The Long Watch',
      summary: 'The garrison of the wall itself: unmatched in defence, with no riders to spare.',
      strategies: [{ id: 'hold-the-line', name: 'Hold the Line', sp: 1, timing: 'unit-targeted', effect: { kind: 'stat', stat: 'sav', value: 1, unlessMoved: true }, summary: 'If the unit has not moved this round, it gets +1 Save against this attack.' }],
      limits: [{ category: 'fast', max: 0 }],
    },
  ],
  powerSpecialties: ['stillwater'],
};
