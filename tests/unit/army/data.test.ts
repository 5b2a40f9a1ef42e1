import { describe, expect, it } from 'vitest';
import { resolveUnit } from '../../../shared/rulesets/d10-wargame/army';
import { GAME_SIZES, gameSizeFor, RECOMMENDED_LIMITS } from '../../../shared/rulesets/d10-wargame/game-sizes';
import { Stats, TargetNumber, UnitProfile, Weapon } from '../../../shared/rulesets/d10-wargame/schema';
import { book, listed } from './book-faction';

const veteran = book.units.find((u) => u.id === 'veteran-squad')!;

describe('Chapter 3 — profiles and weapons as data', () => {
  it('D10.UNIT.PROFILE_CARD: a profile needs stats, a size range, a cost and a default loadout', () => {
    expect(UnitProfile.safeParse(veteran).success).toBe(true);
    for (const key of ['stats', 'minModels', 'maxModels', 'costPerModel', 'loadout'] as const) {
      const { [key]: _dropped, ...rest } = veteran;
      expect(UnitProfile.safeParse(rest).success).toBe(false);
    }
    expect(UnitProfile.safeParse({ ...veteran, minModels: 9 }).success).toBe(false);
  });

  it('D10.UNIT.STAT_RANGED: Ranged is a required value written N+, 2 to 10', () => {
    expect(Stats.safeParse({ ranged: 4, melee: 4, defense: 4, morale: 7 }).success).toBe(true);
    expect(Stats.safeParse({ ranged: 11, melee: 4, defense: 4, morale: 7 }).success).toBe(false);
  });

  it('D10.UNIT.STAT_MELEE: Melee is a required value 2 to 10', () => {
    expect(Stats.safeParse({ ranged: 4, melee: 1, defense: 4, morale: 7 }).success).toBe(false);
  });

  it('D10.UNIT.STAT_DEFENSE: Defense is a required value 2 to 10', () => {
    expect(Stats.safeParse({ ranged: 4, melee: 4, defense: 4.5, morale: 7 }).success).toBe(false);
  });

  it('D10.UNIT.STAT_MORALE: Morale is a required value 2 to 10', () => {
    expect(Stats.safeParse({ ranged: 4, melee: 4, defense: 4 }).success).toBe(false);
  });

  it('D10.UNIT.STAT_LOWER_BETTER: stats are target numbers, so improvements lower them and nothing below 2+ is valid', () => {
    expect([1, 2, 10, 11].map((n) => TargetNumber.safeParse(n).success)).toEqual([false, true, true, false]);
  });

  it('D10.AMBIG.LOWER_IS_BETTER: an improving rule lowers the effective required value (Defense (1) on 4+ plays as 3+)', () => {
    const unit = resolveUnit(book, listed('veteran-squad', 3, ['power-armor']));
    expect(unit.stats.defense - unit.tiers.defense!).toBe(3);
  });

  it('D10.WEAPON.RANGE: a ranged weapon carries its maximum range in inches', () => {
    expect(Weapon.safeParse({ id: 'gun', name: 'Gun', kind: 'ranged', range: 24, attacks: 1, ap: 0 }).success).toBe(true);
    expect(Weapon.safeParse({ id: 'gun', name: 'Gun', kind: 'ranged', attacks: 1, ap: 0 }).success).toBe(false);
  });

  it('D10.WEAPON.MELEE_NO_RANGE: a melee weapon has no range (a Combat Knife: AP 0, A 1)', () => {
    expect(Weapon.safeParse({ id: 'knife', name: 'Combat Knife', kind: 'melee', attacks: 1, ap: 0 }).success).toBe(true);
    expect(Weapon.safeParse({ id: 'knife', name: 'Combat Knife', kind: 'melee', range: 1, attacks: 1, ap: 0 }).success).toBe(false);
  });

  it('D10.AMBIG.EQUIPMENT_LIST: a weapon is either ranged or melee — melee weapons are never listed as ranged', () => {
    expect(Weapon.safeParse({ id: 'x', name: 'X', kind: 'pistol', range: 12, attacks: 1, ap: 0 }).success).toBe(false);
    const unit = resolveUnit(book, listed('veteran-squad', 3));
    expect(unit.weapons.map((w) => [w.id, w.kind])).toEqual([
      ['lasgun', 'ranged'],
      ['combat-knife', 'melee'],
    ]);
  });

  it('D10.WEAPON.ATTACKS: attacks count per model carrying the weapon (D10.AMBIG.ATTACKS_PER_MODEL)', () => {
    const unit = resolveUnit(book, listed('veteran-squad', 6, ['flamer']));
    const dice = unit.weapons.map((w) => [w.id, w.carriers * w.attacks]);
    expect(dice).toEqual([
      ['lasgun', 5],
      ['flamer', 3],
      ['combat-knife', 6],
    ]);
  });

  it('D10.AMBIG.ATTACKS_PER_MODEL: dice rolled = models carrying the profile × attacks after Attacks (n)', () => {
    const unit = resolveUnit(book, listed('infantry-squad', 7));
    const lasgun = unit.weapons.find((w) => w.id === 'lasgun')!;
    expect(lasgun.carriers * lasgun.attacks).toBe(7);
  });

  it('D10.WEAPON.SPECIAL_RULES: a weapon may carry special rules in tier notation', () => {
    expect(Weapon.safeParse({ id: 'gun', name: 'Gun', kind: 'ranged', range: 24, attacks: 1, ap: 0, rules: [{ rule: 'ap', tier: 2 }] }).success).toBe(true);
    expect(Weapon.safeParse({ id: 'gun', name: 'Gun', kind: 'ranged', range: 24, attacks: 1, ap: 0, rules: [{ rule: 'ap', tier: 4 }] }).success).toBe(false);
  });

  it('D10.AMBIG.WOUNDS: a model has 1 wound unless its profile says otherwise; vehicles carry several', () => {
    expect(resolveUnit(book, listed('infantry-squad', 5)).wounds).toBe(1);
    expect(resolveUnit(book, listed('battle-tank', 1)).wounds).toBe(8);
  });
});

describe('Chapters 1 and 4 — game sizes and points levels', () => {
  it('D10.INTRO.SIZE_SKIRMISH: 500 points, about 30 minutes, 15–25 models a side', () => {
    expect(GAME_SIZES[0]).toMatchObject({ name: 'Skirmish', points: 500, minutes: 30, models: { min: 15, max: 25 } });
    expect(gameSizeFor(500).id).toBe('skirmish');
  });

  it('D10.INTRO.SIZE_STANDARD: 1000 points, about 60 minutes, 25–40 models a side', () => {
    expect(GAME_SIZES[1]).toMatchObject({ name: 'Standard', points: 1000, minutes: 60, models: { min: 25, max: 40 } });
    expect(gameSizeFor(1000).id).toBe('standard');
  });

  it('D10.INTRO.SIZE_LARGE: 1500 or more points, about 90 minutes, 40–60+ models a side', () => {
    expect(GAME_SIZES[2]).toMatchObject({ name: 'Large Battle', points: 1500, minutes: 90, models: { min: 40, max: null } });
    expect(gameSizeFor(1500).id).toBe('large');
    expect(gameSizeFor(3000).id).toBe('large');
  });

  it('D10.ARMY.LEVEL_500: 500 points is a recommended level', () => {
    expect(RECOMMENDED_LIMITS).toContain(500);
  });

  it('D10.ARMY.LEVEL_1000: 1000 points is a recommended level', () => {
    expect(RECOMMENDED_LIMITS).toContain(1000);
  });

  it('D10.ARMY.LEVEL_1500: 1500 points is a recommended level', () => {
    expect(RECOMMENDED_LIMITS).toContain(1500);
  });
});
