import { describe, expect, it } from 'vitest';
import { BUILT_IN, SAMPLE_ARMIES } from '../../support/content';
import { checkArmy } from '../../../shared/armies/index';
import { resolveQualityArmy, validateQualityArmy } from '../../../shared/rulesets/quality/army';
import { QualityArmyBook, QualityUnit, QualityWeapon, modelRange } from '../../../shared/rulesets/quality/schema';

const books = BUILT_IN.quality;
const wardens = books.find((b) => b.id === 'thornwall-wardens')!;
const unit = (over: Record<string, unknown> = {}) => ({
  id: 'spears',
  name: 'Spears',
  quality: 5,
  move: 6,
  models: { min: 5, max: 10 },
  weapons: [{ id: 'spear', name: 'Spear' }],
  costPerModel: 9,
  base: { shape: 'round', mm: 25 },
  ...over,
});
const list = (units: { uid: string; profile: string; models: number }[], pointsLimit = 500) => ({ faction: 'thornwall-wardens', pointsLimit, units });

describe('Quality Wargame — unit data (QW.AMBIG.MISSING_PROFILES)', () => {
  it('QW.DATA.QUALITY: one Quality per unit, 2+ to 10+ on a D10 (QW.AMBIG.DIE_TYPE)', () => {
    expect(QualityUnit.safeParse(unit()).success).toBe(true);
    expect([1, 2, 10, 11, 4.5].map((q) => QualityUnit.safeParse(unit({ quality: q })).success)).toEqual([false, true, true, false, false]);
    expect(QualityUnit.safeParse(unit({ hit: 4, save: 5 })).success).toBe(false);
  });

  it('QW.DATA.HEAVY: Heavy is a yes/no property of the unit, off unless the data says so', () => {
    expect(QualityUnit.parse(unit()).heavy).toBe(false);
    expect(QualityUnit.parse(unit({ heavy: true })).heavy).toBe(true);
    expect(QualityUnit.safeParse(unit({ heavy: 'yes' })).success).toBe(false);
  });

  it('QW.DATA.WEAPON_RANGE: a ranged weapon has a range in inches; a melee weapon has none', () => {
    expect(QualityWeapon.parse({ id: 'bow', name: 'Bow', range: 24 }).range).toBe(24);
    expect(QualityWeapon.parse({ id: 'spear', name: 'Spear' }).range).toBeUndefined();
    expect(QualityWeapon.safeParse({ id: 'bow', name: 'Bow', range: 0 }).success).toBe(false);
  });

  it('QW.DATA.MOVE: each unit has a Move in whole inches', () => {
    expect(QualityUnit.safeParse(unit({ move: 0 })).success).toBe(false);
    expect(QualityUnit.safeParse(unit({ move: 6.5 })).success).toBe(false);
    expect(QualityUnit.safeParse(unit({ move: undefined })).success).toBe(false);
  });

  it('QW.AMBIG.MISSING_PROFILES: a unit fields a fixed number of models or a range', () => {
    expect(modelRange(QualityUnit.parse(unit({ models: 1 })).models)).toEqual({ min: 1, max: 1 });
    expect(modelRange(QualityUnit.parse(unit()).models)).toEqual({ min: 5, max: 10 });
    expect(QualityUnit.safeParse(unit({ models: { min: 6, max: 5 } })).success).toBe(false);
  });

  it('QW.AMBIG.MISSING_PROFILES: a profile or a size the army book does not give is refused', () => {
    const report = validateQualityArmy(list([{ uid: 'a', profile: 'dragon', models: 1 }, { uid: 'b', profile: 'hedge-spears', models: 11 }]), books);
    expect(report.problems).toEqual([
      { rule: 'QW.AMBIG.MISSING_PROFILES', message: '"dragon" is not a unit of Thornwall Wardens, so it has no Quality, Move or cost.', unitUid: 'a' },
      { rule: 'QW.AMBIG.MISSING_PROFILES', message: 'Hedge Spears has 11 models; its profile allows 5 to 10.', unitUid: 'b' },
    ]);
  });
});

describe('Quality Wargame — battle points', () => {
  it('QW.SCENARIO.BATTLE_POINTS: an army costing exactly the Scenario’s battle points is legal', () => {
    // 10 Hedge Spears × 9 = 90.
    expect(validateQualityArmy(list([{ uid: 'a', profile: 'hedge-spears', models: 10 }], 90), books)).toEqual({ ok: true, points: 90, limit: 90, problems: [] });
  });

  it('QW.SCENARIO.BATTLE_POINTS: an army over the Scenario’s battle points is refused with the overspend', () => {
    const report = validateQualityArmy(list([{ uid: 'a', profile: 'hedge-spears', models: 10 }], 80), books);
    expect(report.problems).toEqual([{ rule: 'QW.SCENARIO.BATTLE_POINTS', message: "The army costs 90 battle points, 10 over the Scenario's 80." }]);
  });

  it('QW.SCENARIO.BATTLE_POINTS: an army of no units is not an army', () => {
    expect(validateQualityArmy(list([]), books).problems.map((p) => p.rule)).toEqual(['QW.SCENARIO.BATTLE_POINTS']);
  });

  it('QW.SCENARIO.BATTLE_POINTS: an unknown army book is refused', () => {
    expect(validateQualityArmy({ faction: 'nobody', pointsLimit: 500, units: [] }, books).ok).toBe(false);
  });

  it('QW.SCENARIO.BATTLE_POINTS: a homebrew army book carried in the list is priced like a built-in one', () => {
    const homebrew = QualityArmyBook.parse({ id: 'mine', name: 'Mine', ruleset: 'quality', units: [unit()] });
    expect(validateQualityArmy({ homebrew, pointsLimit: 100, units: [{ uid: 'a', profile: 'spears', models: 10 }] }, []).points).toBe(90);
  });
});

describe('Quality Wargame — the units the engine plays', () => {
  it('QW.AMBIG.MISSING_PROFILES: every number of a game unit comes from the army book', () => {
    const homebrew = QualityArmyBook.parse({ id: 'mine', name: 'Mine', ruleset: 'quality', units: [unit({ weapons: [{ id: 'bow', name: 'Bow', range: 18, attacks: 1 }] })] });
    const units = resolveQualityArmy({ name: 'Mine', homebrew, pointsLimit: 100, units: [{ uid: 'a', profile: 'spears', models: 12, label: 'Left spears' }] }, []);
    expect(units).toEqual([
      { uid: 'a', name: 'Left spears', quality: 5, move: 6, heavy: false, models: 10, weapons: [{ id: 'bow', name: 'Bow', range: 18, attacks: 1 }], baseMm: 25, points: 90 },
    ]);
  });

  it('QW.AMBIG.MISSING_PROFILES: an unknown army book or profile is refused with a reason', () => {
    expect(resolveQualityArmy({ name: 'Lost', faction: 'nobody', pointsLimit: 500, units: [] }, books)).toMatch(/army book Tenfold does not have/);
    expect(resolveQualityArmy({ name: 'Odd', ...list([{ uid: 'a', profile: 'nothing', models: 5 }]) }, books)).toMatch(/does not have \(nothing\)/);
    const starter = SAMPLE_ARMIES['thornwall-wardens']![0]!;
    if (starter.ruleset !== 'quality') throw new Error('expected a Quality starter army');
    const units = resolveQualityArmy(starter, books);
    expect(Array.isArray(units) && units.length).toBe(starter.units.length);
  });
});

describe.each(books.map((b) => [b.name, b] as const))('Quality starter army: %s', (_name, armyBook) => {
  it('QW.AMBIG.MISSING_PROFILES: is valid data with Quality, Move, ranges, Heavy and costs for every unit', () => {
    expect(QualityArmyBook.safeParse(armyBook).success).toBe(true);
    expect(armyBook.units.length).toBeGreaterThanOrEqual(6);
    expect(armyBook.units.some((u) => u.heavy)).toBe(true);
    expect(armyBook.units.some((u) => u.weapons.some((w) => w.range !== undefined))).toBe(true);
  });

  it.each([500, 1000, 1500])('QW.SCENARIO.BATTLE_POINTS: a legal %i-point army can be built', (limit) => {
    const army = SAMPLE_ARMIES[armyBook.id]!.find((a) => a.pointsLimit === limit)!;
    const check = checkArmy(army, BUILT_IN);
    expect(check.problems).toEqual([]);
    expect(check.points).toBeLessThanOrEqual(limit);
    expect(check.points).toBeGreaterThan(limit * 0.85);
  });
});

it('offers two Quality armies', () => {
  expect(books.map((b) => b.id).sort()).toEqual(['gravemarch-reavers', 'thornwall-wardens']);
  expect(wardens.units.find((u) => u.id === 'warden-captain')?.quality).toBe(3);
});
