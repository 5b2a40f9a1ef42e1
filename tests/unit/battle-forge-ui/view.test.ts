import { describe, expect, it } from 'vitest';
import type { BfArmyFile } from '../../../shared/rulesets/battle-forge/army';
import { BF_SAMPLES } from '../../../shared/rulesets/battle-forge/content/lists';
import { HEARTH_AND_TIDE } from '../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import { bfView } from '../../../src-renderer/src/rulesets/battle-forge/bf-kit';
import { chooseBf, toggleBfOption, type BfArmy } from '../../../src-renderer/src/rulesets/battle-forge/bf-list';

const FACTIONS = HEARTH_AND_TIDE.factions;
const samples = Object.values(BF_SAMPLES).flat();
const sample = (name: string): BfArmyFile => samples.find((a) => a.name === name)!;
const fact = (army: BfArmy, label: string) => bfView(army, FACTIONS).facts?.find((f) => f.label === label);

/** A blank list as the Armies screen starts one: no detachments, no defaults filled in. */
function blank(faction: string, limit: number): BfArmy {
  return { format: 'tenfold-army', version: 1, id: 'new', name: 'New list', ruleset: 'battle-forge', faction, pointsLimit: limit, units: [] };
}

describe('the Battle Forge army view', () => {
  it.each(samples.map((a) => [a.name, a] as const))('BF.FORCE.POINTS_LIMIT: the sample "%s" is legal, its slots met', (_name, army) => {
    const view = bfView(army, FACTIONS);
    expect(view).toMatchObject({ legal: true, overLimit: false, problems: [], rulesetName: 'Battle Forge', limit: army.pointsLimit });
    expect(view.points).toBeLessThanOrEqual(army.pointsLimit);
    expect(view.units.map((u) => u.uid)).toEqual(army.units.map((u) => u.uid));
    expect(view.foc.length).toBeGreaterThan(0);
    expect(view.foc.every((r) => r.ok && r.rule === 'BF.FORG.SLOT_LIMITS')).toBe(true);
  });

  it('BF.FORCE.ADV_POINTS: a list under its limit earns one advantage point per full 5 points', () => {
    // Shore Party: 89 of 100 points, 11 under.
    expect(bfView(sample('Shore Party (100)'), FACTIONS).points).toBe(89);
    expect(fact(sample('Shore Party (100)'), 'Advantage points')).toMatchObject({ value: '2', rule: 'BF.FORCE.ADV_POINTS' });
  });

  it('BF.FORCE.ADV_POINTS: a list at its limit shows no advantage points', () => {
    const army = { ...sample('Shore Party (100)'), pointsLimit: 89 };
    expect(fact(army, 'Advantage points')).toBeUndefined();
  });

  it('BF.SP.INCOME: a 150-point game gives 4 SP, less 1 for a Battle Company, so 3 a round', () => {
    expect(fact(sample('The Admiral Returns (150)'), 'Strategy points a round')).toMatchObject({ value: '3', ok: true, detail: '4 for a 150-point game, less 1 for the Force Organisations' });
    expect(fact(sample('The Admiral Returns (150)'), 'Force Organisations')?.value).toBe('Battle Company (1 SP)');
  });

  it('BF.FORG.MULTIPLE: organisations costing more than the income are a problem, and the round still gives 1 SP (BF.SP.MIN_ONE)', () => {
    const army: BfArmyFile = {
      ...sample('Shore Party (100)'),
      detachments: [
        { id: 'main', organisation: 'patrol' },
        { id: 'two', organisation: 'siege-train' },
        { id: 'three', organisation: 'siege-train' },
      ],
      units: sample('Shore Party (100)').units.map((u) => ({ ...u, detachment: 'main' })),
    };
    const view = bfView(army, FACTIONS);
    expect(view.legal).toBe(false);
    expect(view.problems.some((p) => p.rule === 'BF.FORG.MULTIPLE')).toBe(true);
    expect(fact(army, 'Strategy points a round')).toMatchObject({ value: '1', ok: false, rule: 'BF.FORG.MULTIPLE' });
  });

  it('BF.FORG.SLOT_LIMITS: a Patrol with two Command units shows the slot broken, with the problem', () => {
    const base = sample('Wardens of the March (100)');
    const army: BfArmyFile = { ...base, units: [...base.units, { uid: 'u9', profile: 'warden-captain', models: 1, options: [] }] };
    const view = bfView(army, FACTIONS);
    expect(view.foc.find((r) => r.category === 'Command')).toMatchObject({ count: 2, allowed: '1', ok: false });
    expect(view.problems.map((p) => p.rule)).toContain('BF.FORG.SLOT_LIMITS');
  });

  it('BF.LEGEND.MAX_ONE: two Legends break the one Legend slot', () => {
    const base = sample('The Long Watch (150)');
    const army: BfArmyFile = { ...base, units: [...base.units, { uid: 'u9', profile: 'warden-captain', models: 1, options: ['old-thunder'] }] };
    expect(fact(army, 'Legends')).toMatchObject({ value: '2 of 1', ok: false });
    expect(bfView(army, FACTIONS).problems.map((p) => p.rule)).toContain('BF.LEGEND.MAX_ONE');
  });

  it('BF.FORCE.POINTS_LIMIT: a list over its limit is shown over, with the problem', () => {
    const view = bfView({ ...sample('The Long Watch (150)'), pointsLimit: 100 }, FACTIONS);
    expect(view).toMatchObject({ overLimit: true, legal: false });
    expect(view.problems.find((p) => p.rule === 'BF.FORCE.POINTS_LIMIT')?.message).toBe('The list costs 148 points, 48 over its 100-point limit.');
  });

  it('BF.FORG.CHOOSE: a blank list has no Force Organisation yet; choosing one gives its slots', () => {
    const army = blank('thornwall-march', 150);
    const view = bfView(army, FACTIONS);
    expect(view.problems.map((p) => p.rule)).toEqual(['BF.FORG.CHOOSE']);
    expect(view.choices?.find((c) => c.id === 'organisation')).toMatchObject({ value: '', options: expect.arrayContaining([{ value: 'battle-company', label: 'Battle Company (1 SP)' }]) });
    const chosen = chooseBf(army, 'organisation', 'battle-company');
    expect(chosen.detachments).toEqual([{ id: 'main', organisation: 'battle-company' }]);
    const after = bfView(chosen, FACTIONS);
    expect(after.foc.find((r) => r.category === 'Line')).toMatchObject({ count: 0, allowed: '2–4', ok: false });
    expect(after.catalog.find((u) => u.id === 'hedge-wardens')).toMatchObject({ category: 'Line', minModels: 5, price: 16 });
    expect(chooseBf(chosen, 'organisation', '').detachments).toEqual([]);
  });

  it('BF.FFOCUS.OPTIONAL: the Focus is a choice of the list, and a Focus can be dropped', () => {
    const army = sample('The Long Watch (150)');
    expect(bfView(army, FACTIONS).choices?.find((c) => c.id === 'focus')?.value).toBe('long-watch');
    expect(chooseBf(army, 'focus', '').focus).toBeUndefined();
    expect(fact(chooseBf(army, 'focus', ''), 'Focus')?.value).toBe('none');
  });

  it('BF.FFOCUS.EFFECTS: a unit only a Focus unlocks says so in the list of units to add', () => {
    const veterans = bfView(sample('Muster of the Hedge (200)'), FACTIONS).catalog.find((u) => u.id === 'wall-veterans');
    expect(veterans?.summary).toMatch(/^Only with the Focus The Long Watch\. /);
  });

  it('BF.DATA.COMPOSITION: an option that adds models changes the unit’s models and points with it', () => {
    const base = sample('Wardens of the March (100)');
    const wardens = base.units.find((u) => u.profile === 'hedge-wardens')!;
    const army = toggleBfOption(base, wardens.uid, 'more-wardens');
    expect(army.units.find((u) => u.uid === wardens.uid)).toMatchObject({ models: 10, options: ['volley-gun', 'more-wardens'] });
    const unit = bfView(army, FACTIONS).units.find((u) => u.uid === wardens.uid)!;
    expect(unit).toMatchObject({ models: 10, minModels: 10, maxModels: 10, points: 16 + 4 + 14, problems: [] });
    expect(unit.options.find((o) => o.id === 'more-wardens')).toMatchObject({ chosen: true, cost: '+14 pts', detail: 'Adds 5 Wardens' });
    expect(toggleBfOption(army, wardens.uid, 'more-wardens').units.find((u) => u.uid === wardens.uid)?.models).toBe(5);
  });

  it('BF.POWER.SPECIALTY_PICK: a caster lists its roster’s specialties as choices; without one it is a problem', () => {
    const base = sample('Wardens of the March (100)');
    const sisters = base.units.find((u) => u.profile === 'stone-sisters')!;
    const unit = bfView(base, FACTIONS).units.find((u) => u.uid === sisters.uid)!;
    expect(unit.options.find((o) => o.id === 'specialty:stillwater')).toMatchObject({ chosen: true, cost: 'free', label: 'Power specialty: Stillwater' });
    const dropped = toggleBfOption(base, sisters.uid, 'specialty:stillwater');
    expect(dropped.units.find((u) => u.uid === sisters.uid)?.specialty).toBeUndefined();
    expect(bfView(dropped, FACTIONS).problems).toEqual([expect.objectContaining({ rule: 'BF.POWER.SPECIALTY_PICK', unitUid: sisters.uid })]);
  });

  it('BF.FORG.MULTIPLE: a list of two Force Organisations shows each one’s slots by its detachment', () => {
    const view = bfView(sample('Raiding Fleet (200)'), FACTIONS);
    expect(view.foc.map((r) => r.category)).toContain('Recon · Vanguard (ahead)');
    expect(fact(sample('Raiding Fleet (200)'), 'Force Organisations')?.value).toBe('Battle Company (1 SP), Vanguard (1 SP)');
  });

  it('BF.ALLY.SEPARATE_FORG: an allied detachment is named among the list’s figures', () => {
    const base = sample('Raiding Fleet (200)');
    const army: BfArmyFile = { ...base, detachments: base.detachments.map((d) => (d.id === 'ahead' ? { ...d, faction: 'thornwall-march' } : d)) };
    expect(fact(army, 'Allies')).toMatchObject({ value: 'The Thornwall March' });
    expect(fact(army, 'Force Organisations')?.value).toBe('Battle Company (1 SP), Vanguard (1 SP) of The Thornwall March');
  });

  it('reads a list whose faction the module lacks without throwing, and says so', () => {
    const view = bfView(blank('nobody', 150), FACTIONS);
    expect(view.factionName).toBe('nobody');
    expect(view.catalog).toEqual([]);
    expect(view.problems[0]?.rule).toBe('BF.DATA.UNIT_FIELDS');
  });
});
