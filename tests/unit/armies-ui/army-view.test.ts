import { describe, expect, it } from 'vitest';
import { validateArmy } from '../../../shared/rulesets/d10-wargame/army';
import * as armyEdits from '../../../src-renderer/src/armies/model/army-edits';
import { toggleOption } from '../../../src-renderer/src/rulesets/d10-wargame/edits';
import { BUILT_IN, type D10ArmyFile } from '../../support/content';
import { armyCards, blankArmy, readArmy, armyJson, sampleFor, viewArmy } from '../../../src-renderer/src/armies/model/kits';
import { rosterText } from '../../../src-renderer/src/armies/model/roster-text';
import { buildCardsHtml } from '../../../src-renderer/src/armies/cards/cards-html';
import { legalArmy } from './fixtures';

// The D10 Wargame's own edit (unit options) lives with its ruleset; the rest are every ruleset's.
const edits = { ...armyEdits, toggleOption };

describe('the editor view of a D10 army', () => {
  it('D10.ARMY.FOC: shows the core verdict, points and a met force-organisation chart for a legal 1000-point list', () => {
    const army = legalArmy();
    const view = viewArmy(army, BUILT_IN);
    const core = validateArmy(army, BUILT_IN['d10-wargame']);
    expect(view.points).toBe(core.points);
    expect(view.points).toBe(1000);
    expect(view.legal).toBe(true);
    expect(view.foc.map((r) => [r.category, r.count, r.ok])).toEqual([
      ['HQ', 1, true],
      ['Core', 3, true],
      ['Elite', 2, true],
      ['Heavy Support', 2, true],
      ['Fast Attack', 2, true],
    ]);
    expect(view.units.reduce((sum, u) => sum + u.points, 0)).toBe(1000);
  });

  it('D10.ARMY.HQ_1_2: an army without HQ shows the problem and marks the HQ row', () => {
    const army = edits.removeUnit(legalArmy(), 'u1');
    const view = viewArmy(army, BUILT_IN);
    expect(view.problems.map((p) => p.rule)).toContain('D10.ARMY.HQ_1_2');
    expect(view.foc.find((r) => r.category === 'HQ')).toMatchObject({ count: 0, ok: false, allowed: '1–2' });
    // The tracker prints the core's chart (D10.ARMY.FOC) as the book writes it.
    expect(view.foc.map((r) => [r.category, r.allowed])).toEqual([['HQ', '1–2'], ['Core', '2+'], ['Elite', '0–3'], ['Heavy Support', '0–2'], ['Fast Attack', '0–2']]);
  });

  it('D10.ARMY.SIZE_LIMITS: a unit outside its size range has its problem attached to it', () => {
    const army = edits.setModels(legalArmy(), 'u8', 5);
    const unit = viewArmy(army, BUILT_IN).units.find((u) => u.uid === 'u8')!;
    expect(unit.problems.map((p) => p.rule)).toEqual(['D10.ARMY.SIZE_LIMITS']);
  });

  it('D10.ARMY.WARGEAR_FIXED: shows each option with its cost before it is chosen', () => {
    const view = viewArmy(legalArmy(), BUILT_IN);
    const veterans = view.units.find((u) => u.uid === 'u5')!;
    expect(veterans.options.find((o) => o.id === 'carapace-plate')).toMatchObject({ cost: '+10 pts per model', chosen: true });
    expect(veterans.options.find((o) => o.id === 'grenades')).toMatchObject({ cost: '+5 pts per model', chosen: false });
  });

  it('adds units at their smallest size with fresh uids, and toggles options', () => {
    const empty = blankArmy({ id: 'a', name: 'A', ruleset: 'd10-wargame', faction: 'meridian-line', limit: 500 }) as D10ArmyFile;
    const { army, uid } = edits.addUnit(empty, 'line-squad', 5);
    expect(uid).toBe('u1');
    expect(edits.addUnit(army, 'line-squad', 5).uid).toBe('u2');
    if (army.ruleset !== 'd10-wargame') throw new Error('ruleset');
    const upgraded = edits.toggleOption(army, 'u1', 'grenades');
    expect(upgraded.units[0]!.options).toEqual(['grenades']);
    expect(edits.toggleOption(upgraded, 'u1', 'grenades').units[0]!.options).toEqual([]);
    const two = edits.addUnit(army, 'levy-squad', 5).army;
    expect(edits.swapUnits(two, 'u1', 'u2').units.map((u) => u.uid)).toEqual(['u2', 'u1']);
    expect(edits.swapUnits(two, 'u1', 'nobody')).toBe(two);
  });

  it('writes an army file the core reads back to the same army', () => {
    const army = legalArmy();
    const read = readArmy(armyJson(army));
    expect(read).toEqual({ ok: true, value: army });
  });

  it('prints one card per unit with the core’s points, and a roster naming every unit', () => {
    const cards = armyCards(legalArmy(), BUILT_IN);
    expect(cards.units).toHaveLength(10);
    expect(cards.units.map((u) => u.points).reduce((a, b) => a + b)).toBe(1000);
    expect(cards.units[0]!.category).toBe('HQ');
    expect(cards.units.map((u) => u.category).indexOf('Fast Attack')).toBe(8);
    const tank = cards.units.find((u) => u.name === 'Bastion Tank')!;
    expect(tank.weapons.map((w) => w.name)).toContain('Lance Projector');
    const text = rosterText(legalArmy(), BUILT_IN);
    for (const u of cards.units) expect(text).toContain(`${u.name}, ${u.models} ${u.models === 1 ? 'model' : 'models'}: ${u.points} pts`);
    expect(text).toContain('1000 / 1000 points');
    expect(text).not.toContain('NOT LEGAL');
    const over = rosterText({ ...legalArmy(), pointsLimit: 900 }, BUILT_IN);
    expect(over).toContain('! D10.ARMY.POINT_LIMIT: The army costs 1000 points, 100 over its 900-point limit.');
  });
});

describe('starting from a sample list', () => {
  it('D10.ARMY.LEVEL_1000: offers the core’s legal sample list for a faction at a recommended level', () => {
    const sample = sampleFor('meridian-line', 1000)!;
    expect(sample.pointsLimit).toBe(1000);
    expect(viewArmy(sample, BUILT_IN).legal).toBe(true);
    expect(sampleFor('meridian-line', 1234)).toBeUndefined();
  });
});

describe('the editor view of a Quality army', () => {
  it('QW.SCENARIO.BATTLE_POINTS: prices units from the core and has no force-organisation chart', () => {
    const faction = BUILT_IN.quality[0]!;
    const empty = blankArmy({ id: 'q', name: 'Q', ruleset: 'quality', faction: faction.id, limit: 300 });
    const first = viewArmy(empty, BUILT_IN).catalog[0]!;
    const { army } = edits.addUnit(empty, first.id, first.minModels);
    const view = viewArmy(army, BUILT_IN);
    expect(view.foc).toEqual([]);
    expect(view.points).toBe(first.price);
    expect(view.legal).toBe(first.price <= 300);
    expect(armyCards(army, BUILT_IN).units).toHaveLength(1);
  });
});

describe('changing faction', () => {
  it('D10.ARMY.ONE_FACTION: keeps the units and lets the core name each one the new faction lacks', () => {
    const army = edits.setFaction(legalArmy(), 'cinder-host');
    const view = viewArmy(army, BUILT_IN);
    expect(view.factionName).toBe(BUILT_IN['d10-wargame'].find((f) => f.id === 'cinder-host')!.name);
    expect(view.units).toHaveLength(10);
    expect(view.problems.filter((p) => p.rule === 'D10.ARMY.ONE_FACTION' && p.unitUid)).toHaveLength(10);
  });
});

describe('army cards of a D10 unit', () => {
  it('D10.SR.STACK_CAP_3: states the core’s stacked tier when rules of one kind add up on a unit', () => {
    // Every rule line carries the core's own-words text; any stacked total stays within tier 3.
    const army = legalArmy();
    const cards = armyCards(army, BUILT_IN);
    const captain = cards.units.find((u) => u.name === 'Line Captain')!;
    expect(captain.stats.map((s) => `${s.label} ${s.value}`)).toEqual(['Move 6"', 'Advance 12"', 'Ranged 4+', 'Melee 4+', 'Defense 4+', 'Morale 6+', 'Wounds 3']);
    expect(captain.rules.map((r) => r.name)).toContain('Refractor Field');
    for (const unit of cards.units) {
      for (const rule of unit.rules) expect(rule.text.length, `${unit.name}: ${rule.name}`).toBeGreaterThan(3);
    }
    const totals = cards.units.flatMap((u) => u.rules.filter((r) => r.name.endsWith('in total')));
    for (const total of totals) expect(total.tier).toBeLessThanOrEqual(3);
  });

  it('D10.MOVE.MOVE_6: every D10 card states the unit’s Move and Advance, as the table and the Quality cards do', () => {
    const cards = armyCards(legalArmy(), BUILT_IN);
    for (const unit of cards.units) expect(unit.stats.slice(0, 2).map((s) => s.label), unit.name).toEqual(['Move', 'Advance']);
    const squad = cards.units.find((u) => u.name === 'Line Squad')!;
    expect(squad.stats.slice(0, 2).map((s) => s.value)).toEqual(['6"', '12"']);
  });

  it('D10.SR.SPEED: a unit with Speed (2) shows Move 10" and Advance 16" on its card', () => {
    const cards = armyCards(legalArmy(), BUILT_IN);
    const outriders = cards.units.find((u) => u.name === 'Outrider Squadron')!;
    expect(outriders.stats.slice(0, 2).map((s) => `${s.label} ${s.value}`)).toEqual(['Move 10"', 'Advance 16"']);
    expect(buildCardsHtml(cards, { layout: 'cards', pageSize: 'A4' })).toMatch(/<th>Move<\/th>/);
  });

  it('D10.SR.RANGE: shows the core’s effective range of a weapon with Range (1)', () => {
    const cards = armyCards(legalArmy(), BUILT_IN);
    const marksmen = cards.units.find((u) => u.name === 'Marksman Team')!;
    const rifle = marksmen.weapons.find((w) => w.name === 'Long Rifle')!;
    expect(rifle.range).toBe('36"');
    expect(rifle.rules).toEqual(['Range (1)']);
  });
});
