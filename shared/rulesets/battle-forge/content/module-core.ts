/**
 * The shared half of Tenfold's own Battle Forge module, "Hearth and Tide": its categories, special
 * rules every faction may carry, strategies every force may use, Force Organisations, powers and
 * scenarios. All names and words are Tenfold's own. The factions live beside this file.
 */
import type { z } from 'zod';
import type { GameModule } from '../schema';

type In = z.input<typeof GameModule>;

export const categories: In['categories'] = [
  { id: 'command', name: 'Command' },
  { id: 'line', name: 'Line' },
  { id: 'support', name: 'Support' },
  { id: 'recon', name: 'Recon' },
  { id: 'fast', name: 'Fast' },
  { id: 'heavy', name: 'Heavy' },
];

export const moduleRules: NonNullable<In['specialRules']> = [
  { id: 'wounds', name: 'Wounds', tiered: true, summary: 'Each model of the unit must lose X wounds before it is removed, and counts as X models for objective control.' },
  { id: 'injuries', name: 'Injuries', summary: 'When the model would be removed it rolls on the Injury Chart instead.' },
  { id: 'ambush', name: 'Ambush', summary: 'The unit may wait in reserve and arrive by Ambush from round 2.' },
  { id: 'outflank', name: 'Outflank', summary: 'The unit may wait in reserve and arrive by Outflanking from round 2.' },
  { id: 'stealth', name: 'Stealth', summary: 'Shooting at the unit from beyond the short band takes a further -1 Accuracy.' },
  { id: 'indirect', name: 'Indirect', summary: 'The weapon may target a unit it cannot see, at -1 Accuracy.' },
  { id: 'blast', name: 'Blast', tiered: true, maxTier: 3, summary: 'Against a unit of five or more models, every successful hit roll scores X extra hits.' },
  { id: 'brace', name: 'Brace', tiered: true, maxTier: 3, summary: 'When the unit is charged, its attacks with this weapon gain +X Strength in the free Fight that follows.' },
  { id: 'ward', name: 'Ward', tiered: true, maxTier: 5, summary: 'Each hit given to one of the unit’s models is cancelled on a D10 roll of X or under, before its Save. A unit uses one such ability, its best.' },
  { id: 'lucky-charm', name: 'Lucky Charm', tiered: true, maxTier: 3, summary: 'Each hit given to the model is cancelled on a D10 roll of X or under, before its Save. A unit uses one such ability, its best.' },
  { id: 'steadfast', name: 'Steadfast', tiered: true, maxTier: 3, summary: 'The unit takes break tests with +X Courage.' },
];

export const moduleStrategies: NonNullable<In['strategies']> = [
  { id: 'steady-hand', name: 'Steady Hand', sp: 1, timing: 'after-roll', reroll: true, effect: { kind: 'rerollFailedCheck' }, summary: 'Roll one die of a check again; the second result stands.' },
  { id: 'grim-resolve', name: 'Grim Resolve', sp: 2, timing: 'after-roll', reroll: true, effect: { kind: 'rerollFailedSaves' }, summary: 'Roll every failed Save die of one attack again; the second results stand.' },
  { id: 'forced-march', name: 'Forced March', sp: 1, timing: 'unit-activated', effect: { kind: 'ignoreShockMovement' }, summary: 'The unit ignores the Movement penalty of its Shock this activation.' },
  { id: 'scout-the-field', name: 'Scout the Field', sp: 1, timing: 'pre-game', effect: { kind: 'redeploy' }, summary: 'After deployment, pick up one of your units and deploy it again in your zone.' },
];

export const forceOrganisations: In['forceOrganisations'] = [
  {
    id: 'patrol',
    name: 'Patrol',
    sp: 0,
    summary: 'A small, lean force: one leader and a handful of units.',
    slots: [
      { category: 'command', min: 1, max: 1 },
      { category: 'line', min: 1, max: 3 },
      { category: 'support', min: 0, max: 1 },
      { category: 'recon', min: 0, max: 1 },
      { category: 'fast', min: 0, max: 1 },
      { category: 'heavy', min: 0, max: 1 },
    ],
  },
  {
    id: 'battle-company',
    name: 'Battle Company',
    sp: 1,
    summary: 'A full fighting force with a broad choice of units.',
    slots: [
      { category: 'command', min: 1, max: 2 },
      { category: 'line', min: 2, max: 4 },
      { category: 'support', min: 0, max: 2 },
      { category: 'recon', min: 0, max: 2 },
      { category: 'fast', min: 0, max: 2 },
      { category: 'heavy', min: 0, max: 2 },
    ],
  },
  {
    id: 'vanguard',
    name: 'Vanguard',
    sp: 1,
    summary: 'Scouts and riders sent ahead of the main force, or a band of allies.',
    slots: [
      { category: 'command', min: 0, max: 1 },
      { category: 'line', min: 0, max: 1 },
      { category: 'recon', min: 1, max: 2 },
      { category: 'fast', min: 0, max: 2 },
    ],
  },
  {
    id: 'siege-train',
    name: 'Siege Train',
    sp: 2,
    legendSlots: 0,
    summary: 'Heavy engines and their escort, costly to keep supplied.',
    slots: [
      { category: 'command', min: 0, max: 1 },
      { category: 'line', min: 0, max: 1 },
      { category: 'support', min: 0, max: 1 },
      { category: 'heavy', min: 1, max: 3 },
    ],
  },
];

export const generalPowers: NonNullable<In['generalPowers']> = [
  { id: 'sense-danger', name: 'Sense Danger', cast: 7, target: 'self', effect: { kind: 'evade' }, summary: 'The caster gains an Evade token.' },
];

export const powerSpecialties: NonNullable<In['powerSpecialties']> = [
  {
    id: 'stillwater',
    name: 'Stillwater',
    summary: 'Calm, patience and the weight of stone: powers that steady friends and slow foes.',
    powers: [
      { id: 'quiet-mind', name: 'Quiet Mind', cast: 7, range: 12, target: 'friend', effect: { kind: 'removeShock', shock: 1 }, summary: 'A friendly unit of the same faction removes 1 Shock.' },
      { id: 'stone-skin', name: 'Stone Skin', cast: 6, range: 12, target: 'friend', effect: { kind: 'stat', stat: 'sav', value: 1 }, summary: 'A friendly unit of the same faction gets +1 Save until the end of the round.' },
      { id: 'mire', name: 'Mire', cast: 5, range: 18, target: 'enemy', effect: { kind: 'stat', stat: 'mov', value: -2 }, summary: 'An enemy unit moves 2" less with each Move action until the end of the round.' },
    ],
  },
  {
    id: 'emberlore',
    name: 'Emberlore',
    summary: 'Heat, smoke and fury: powers that burn and drive warriors on.',
    powers: [
      { id: 'cinder-bolt', name: 'Cinder Bolt', cast: 6, range: 18, target: 'enemy', effect: { kind: 'hits', hits: 3, ap: 1 }, summary: 'An enemy unit takes 3 hits with AP 1.' },
      { id: 'kindle-fury', name: 'Kindle Fury', cast: 7, range: 12, target: 'friend', effect: { kind: 'stat', stat: 'str', value: 1 }, summary: 'A friendly unit of the same faction gets +1 Strength until the end of the round.' },
      { id: 'choking-smoke', name: 'Choking Smoke', cast: 5, range: 18, target: 'enemy', effect: { kind: 'stat', stat: 'acc', value: -1 }, summary: 'An enemy unit gets -1 Accuracy until the end of the round.' },
    ],
  },
];

/** Four scenarios on a 48" square table; every one ends after round 6 (BF.LEN.SIX_ROUNDS). */
export const scenarios: NonNullable<In['scenarios']> = [
  {
    id: 'hold-the-crossing',
    name: 'Hold the Crossing',
    summary: 'Three fords cross the river between the armies. Whoever holds them decides where the war goes next.',
    table: { width: 48, depth: 48 },
    zones: [
      { x: 0, y: 0, width: 48, depth: 12 },
      { x: 0, y: 36, width: 48, depth: 12 },
    ],
    objectives: [
      { x: 12, y: 24 },
      { x: 24, y: 24 },
      { x: 36, y: 24 },
    ],
    reserveEdges: 'own-edge',
    scoring: [
      { when: 'end-of-round', vp: 1, for: 'each ford you control', count: 'objectives-held' },
      { when: 'end-of-game', vp: 3, for: 'controlling the middle ford', count: 'objective-held', objective: 1 },
    ],
  },
  {
    id: 'signal-fires',
    name: 'Signal Fires',
    summary: 'Beacons on the hills can call for help. Each side races to light them and to silence the enemy\'s leaders.',
    table: { width: 48, depth: 48 },
    zones: [
      { x: 0, y: 0, width: 18, depth: 18 },
      { x: 30, y: 30, width: 18, depth: 18 },
    ],
    objectives: [
      { x: 12, y: 36 },
      { x: 36, y: 12 },
      { x: 24, y: 24 },
      { x: 8, y: 40 },
    ],
    reserveEdges: 'own-edge',
    scoring: [
      { when: 'end-of-round', vp: 1, for: 'each beacon you control', count: 'objectives-held' },
      { when: 'end-of-game', vp: 2, for: 'each enemy Command unit destroyed', count: 'enemy-destroyed', category: 'command' },
    ],
  },
  {
    id: 'break-the-line',
    name: 'Break the Line',
    summary: 'No prize but the enemy\'s ground. Break through their line, or break them.',
    table: { width: 48, depth: 48 },
    zones: [
      { x: 0, y: 0, width: 12, depth: 48 },
      { x: 36, y: 0, width: 12, depth: 48 },
    ],
    objectives: [],
    reserveEdges: 'none',
    scoring: [
      { when: 'end-of-game', vp: 1, for: 'each enemy unit destroyed', count: 'enemy-destroyed' },
      { when: 'end-of-game', vp: 3, for: 'each of your units wholly inside the enemy deployment zone', count: 'units-in-enemy-zone' },
    ],
  },
  {
    id: 'salvage-run',
    name: 'Salvage Run',
    summary: 'A wreck has scattered its cargo across the field. Gather what you can before the tide comes in.',
    table: { width: 48, depth: 48 },
    zones: [
      { x: 0, y: 0, width: 48, depth: 9 },
      { x: 0, y: 39, width: 48, depth: 9 },
    ],
    objectives: [
      { x: 8, y: 18 },
      { x: 40, y: 18 },
      { x: 24, y: 24 },
      { x: 8, y: 30 },
      { x: 40, y: 30 },
    ],
    reserveEdges: 'any-edge',
    scoring: [
      { when: 'end-of-round', vp: 1, for: 'each cache you control from round 3 on', count: 'objectives-held', fromRound: 3 },
      { when: 'end-of-game', vp: 2, for: 'controlling more caches than the enemy', count: 'most-objectives' },
    ],
    rules: ['The caches are objectives; a cache is never removed, only held.'],
  },
];
