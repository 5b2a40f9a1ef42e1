import { describe, expect, it } from 'vitest';
import type { BfArmyFile } from '../../../shared/rulesets/battle-forge/army';
import { BF_SAMPLES } from '../../../shared/rulesets/battle-forge/content/lists';
import { HEARTH_AND_TIDE } from '../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import { buildCardsHtml } from '../../../src-renderer/src/armies/cards/cards-html';
import { cardFaces } from '../../../src-renderer/src/armies/cards/card-faces';
import { bfCards } from '../../../src-renderer/src/rulesets/battle-forge/bf-cards';

const FACTIONS = HEARTH_AND_TIDE.factions;
const sample = (name: string): BfArmyFile => Object.values(BF_SAMPLES).flat().find((a) => a.name === name)!;
const card = (list: string, name: string) => bfCards(sample(list), FACTIONS).units.find((u) => u.name === name)!;

describe('Battle Forge army cards', () => {
  it('BF.DATA.MODEL_STATS: the stat line is Mov, Acc, Str, Sav, Init, Co, checked at or under (no "+")', () => {
    expect(card('Wardens of the March (100)', 'Hedge Wardens').stats).toEqual([
      { label: 'Mov', value: '5"' },
      { label: 'Acc', value: '5' },
      { label: 'Str', value: '4' },
      { label: 'Sav', value: '5' },
      { label: 'Init', value: '5' },
      { label: 'Co', value: '6' },
    ]);
  });

  it('BF.AMBIG.UNIT_STAT_MIXED: a unit whose models differ prints one stat line per kind of model', () => {
    const sisters = card('Wardens of the March (100)', 'Stone Sisters');
    expect(sisters.lines?.map((l) => `${l.count}× ${l.name}`)).toEqual(expect.arrayContaining(['1× Stone Sister']));
    expect(sisters.lines!.length).toBeGreaterThan(1);
    expect(sisters.lines!.every((l) => l.stats.map((s) => s.label).join(' ') === 'Mov Acc Str Sav Init Co')).toBe(true);
    expect(card('Wardens of the March (100)', 'Hedge Wardens').lines).toBeUndefined();
  });

  it('BF.WPN.RANGE_BANDS: ranged weapons print short/long bands, melee weapons "Melee"', () => {
    const wardens = card('Wardens of the March (100)', 'Hedge Wardens');
    expect(wardens.weapons.find((w) => w.name === 'Longrifle')).toMatchObject({ range: '12"/24"', attacks: '1', ap: '0', carriers: '×4' });
    expect(wardens.weapons.find((w) => w.name === 'Volley Gun')).toMatchObject({ range: '12"/24"', attacks: '3', carriers: '×1' });
    expect(wardens.weapons.find((w) => w.name === 'Knife')).toMatchObject({ range: 'Melee', carriers: '' });
  });

  it('BF.WPN.COPIES: a weapon carried twice prints as Name (2)', () => {
    const chief = card('Shore Party (100)', 'Reaver Chief');
    expect(chief.weapons.map((w) => w.name)).toContain('Cutlass (2)');
  });

  it('BF.WPN.SPECIAL: a weapon’s tiered rules print with their X, and their words print with the unit’s rules', () => {
    const mortar = card('The Long Watch (150)', 'Bellows Mortar');
    expect(mortar.weapons.find((w) => w.name === 'Bellows Mortar')?.rules).toEqual(['Indirect', 'Blast (1)']);
    expect(mortar.rules).toEqual(expect.arrayContaining([{ name: 'Blast', tier: 1, text: 'Against a unit of five or more models, every successful hit roll scores X extra hits.' }]));
  });

  it('BF.LEGEND.MAX_ONE: the Legend is marked, and a caster shows what it casts and stops with its specialty', () => {
    const admiral = card('The Admiral Returns (150)', 'The Drowned Admiral');
    expect(admiral.category).toBe('Command · Legend');
    expect(admiral.rules.find((r) => r.name === 'Powers')?.text).toMatch(/^Casts 1 and stops 1 a round\. Specialty: Emberlore\. Cast at or under: Cinder Bolt 6/);
    expect(admiral.keywords).toContain('Caster');
  });

  it('BF.SP.TIMING: the roster names the Force Organisations with SP, the SP income, the Focus and each strategy with its timing and cost', () => {
    const doc = bfCards(sample('The Long Watch (150)'), FACTIONS);
    const section = (title: string) => doc.sections?.find((s) => s.title === title)?.lines ?? [];
    expect(section('Force')).toEqual(['Battle Company: 1 SP', 'Strategy points: 3 a round (4 for a 150-point game, less 1)', 'Legends: 1 of 1']);
    expect(section('Focus')[0]).toMatch(/^The Long Watch: /);
    expect(section('Strategies')).toContain('Steady Hand (1 SP, after a roll): Roll one die of a check again; the second result stands.');
    // BF.FFOCUS.EFFECTS: the Focus's own strategy is open to the list.
    expect(section('Strategies').some((l) => l.startsWith('Hold the Line (1 SP, when one of your units is targeted)'))).toBe(true);
    expect(doc).toMatchObject({ ruleset: 'Battle Forge', points: 148, limit: 150, problems: [] });
  });

  it('BF.FORCE.ADV_POINTS: the roster prints advantage points when the list earns them', () => {
    const force = bfCards(sample('Shore Party (100)'), FACTIONS).sections?.find((s) => s.title === 'Force')?.lines;
    expect(force).toContain('Advantage points: 2');
  });

  it('prints cards in the module’s category order, and the roster page carries the sections', () => {
    const doc = bfCards(sample('Raiding Fleet (200)'), FACTIONS);
    expect(doc.units[0]?.category).toMatch(/^Command/);
    const html = buildCardsHtml(doc, { layout: 'roster', pageSize: 'A4' });
    expect(html).toContain('<h3>Strategies</h3>');
    expect(html).toContain('6&quot;/12&quot;');
    const cards = buildCardsHtml(bfCards(sample('Wardens of the March (100)'), FACTIONS), { layout: 'cards', pageSize: 'A4' });
    expect(cards).toContain('class="stats lines"');
    expect(doc.units.flatMap(cardFaces).length).toBeGreaterThanOrEqual(doc.units.length);
  });

  it('BF.FORG.CHOOSE: an illegal list’s cards carry its problems first', () => {
    const doc = bfCards({ ...sample('Shore Party (100)'), detachments: [] }, FACTIONS);
    expect(doc.problems.map((p) => p.rule)).toContain('BF.FORG.CHOOSE');
    expect(doc.sections?.find((s) => s.title === 'Force')?.lines[0]).toBe('No Force Organisation chosen');
  });
});
