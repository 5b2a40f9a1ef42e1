import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meridianLine } from '../../support/content';
import { validateArmy, type D10ArmyList } from '../../../shared/rulesets/d10-wargame/army';
import type { ListedUnit } from '../../../shared/rulesets/d10-wargame/schema';
import { book, exampleList, listed } from './book-faction';

const catalog = [book];
const army = (units: ListedUnit[], pointsLimit = 1000): D10ArmyList => ({ faction: 'book-example', pointsLimit, units });
const rules = (list: D10ArmyList) => validateArmy(list, catalog).problems.map((p) => p.rule);

/** The smallest legal list: 1 HQ and 2 Core. */
const minimal = () => [listed('company-commander', 1), listed('infantry-squad', 5), listed('infantry-squad', 5)];

describe('Chapter 4 — the example 1000-point list', () => {
  it('D10.ARMY.EX_1000_SPENT: 85 + 70 + 70 + 140 + 95 + 80 = 540 points spent', () => {
    const report = validateArmy(army(exampleList()), catalog);
    expect(report.units.map((u) => u.points)).toEqual([85, 70, 70, 140, 95, 80]);
    expect(report.points).toBe(540);
  });

  it('D10.ARMY.EX_1000_REMAINING: 1000 − 540 leaves 460 points', () => {
    const report = validateArmy(army(exampleList()), catalog);
    expect(report.limit - report.points).toBe(460);
  });

  it('D10.ARMY.EX_1000_FOC: 1 HQ, 2 Core, 1 Elite, 1 Heavy Support, 1 Fast Attack is a legal chart', () => {
    const report = validateArmy(army(exampleList()), catalog);
    const count = (c: string) => report.units.filter((u) => u.category === c).length;
    expect(['HQ', 'Core', 'Elite', 'Heavy Support', 'Fast Attack'].map(count)).toEqual([1, 2, 1, 1, 1]);
    expect(report.ok).toBe(true);
    expect(report.problems).toEqual([]);
  });
});

describe('Chapter 4 — Force Organization Chart', () => {
  it('D10.ARMY.FOC: a list that breaks the chart is refused, one problem per broken category', () => {
    const report = validateArmy(army([listed('infantry-squad', 5)]), catalog);
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.rule).sort()).toEqual(['D10.ARMY.CORE_MIN_2', 'D10.ARMY.HQ_1_2']);
  });

  it('D10.ARMY.HQ_1_2: no HQ is refused, 1 or 2 are legal, three HQ units are refused with a sentence naming the count', () => {
    expect(rules(army(minimal().slice(1)))).toEqual(['D10.ARMY.HQ_1_2']);
    expect(rules(army([...minimal(), listed('company-commander', 1)]))).toEqual([]);
    const three = validateArmy(army([...minimal(), listed('company-commander', 1), listed('company-commander', 1)]), catalog);
    expect(three.problems).toEqual([{ rule: 'D10.ARMY.HQ_1_2', message: 'The army has 3 HQ units; it must have 1 or 2.' }]);
  });

  it('D10.ARMY.CORE_MIN_2: one Core unit is refused; any number from 2 up is legal', () => {
    expect(rules(army(minimal().slice(0, 2)))).toEqual(['D10.ARMY.CORE_MIN_2']);
    const many = [listed('company-commander', 1), ...Array.from({ length: 12 }, () => listed('infantry-squad', 5))];
    expect(rules(army(many, 2000))).toEqual([]);
  });

  it('D10.ARMY.ELITE_0_3: up to three Elite units are legal, a fourth is refused', () => {
    const elites = (n: number) => Array.from({ length: n }, () => listed('veteran-squad', 3));
    expect(rules(army([...minimal(), ...elites(3)]))).toEqual([]);
    expect(rules(army([...minimal(), ...elites(4)]))).toEqual(['D10.ARMY.ELITE_0_3']);
  });

  it('D10.ARMY.HEAVY_0_2: two Heavy Support units are legal, a third is refused', () => {
    const heavy = [listed('heavy-weapons-team', 2), listed('battle-tank', 1)];
    expect(rules(army([...minimal(), ...heavy]))).toEqual([]);
    expect(rules(army([...minimal(), ...heavy, listed('heavy-weapons-team', 2)]))).toEqual(['D10.ARMY.HEAVY_0_2']);
  });

  it('D10.ARMY.FAST_0_2: two Fast Attack units are legal, a third is refused', () => {
    const fast = (n: number) => Array.from({ length: n }, () => listed('scout-squad', 5));
    expect(rules(army([...minimal(), ...fast(2)]))).toEqual([]);
    expect(rules(army([...minimal(), ...fast(3)]))).toEqual(['D10.ARMY.FAST_0_2']);
  });

  it('D10.ARMY.HQ_ROLE: HQ status is carried to the resolved unit, where rallies, Command Points and scoring look for it', () => {
    const report = validateArmy(army(exampleList()), catalog);
    expect(report.units.filter((u) => u.category === 'HQ').map((u) => u.profileId)).toEqual(['company-commander']);
  });
});

describe('Chapter 4 — points limit, sizes, options and faction', () => {
  it('D10.ARMY.POINT_LIMIT: exactly the limit is legal; one point over is refused with the overspend', () => {
    const units = minimal(); // 85 + 35 + 35 = 155
    expect(validateArmy(army(units, 155), catalog).ok).toBe(true);
    const over = validateArmy(army(units, 154), catalog);
    expect(over.problems).toEqual([{ rule: 'D10.ARMY.POINT_LIMIT', message: 'The army costs 155 points, 1 over its 154-point limit.' }]);
  });

  it('D10.ARMY.SIZE_LIMITS: a unit below its minimum or above its maximum is refused, naming the unit', () => {
    const small = listed('veteran-squad', 2);
    const big = listed('infantry-squad', 11);
    const report = validateArmy(army([...minimal(), small, big]), catalog);
    expect(report.problems).toEqual([
      { rule: 'D10.ARMY.SIZE_LIMITS', message: 'Veteran Squad has 2 models; it must have 3 to 8.', unitUid: small.uid },
      { rule: 'D10.ARMY.SIZE_LIMITS', message: 'Infantry Squad has 11 models; it must have 5 to 10.', unitUid: big.uid },
    ]);
  });

  it('D10.UNIT.SIZE_FROM_PROFILE: every count inside the profile range is legal', () => {
    for (let n = 3; n <= 8; n++) expect(rules(army([...minimal(), listed('veteran-squad', n)]))).toEqual([]);
  });

  it('D10.UNIT.OPTIONS_FROM_PROFILE: an option the profile does not list is refused; so is taking one twice', () => {
    const foreign = listed('infantry-squad', 5, ['plasma']);
    const twice = listed('veteran-squad', 3, ['power-armor', 'power-armor']);
    const report = validateArmy(army([listed('company-commander', 1), listed('infantry-squad', 5), foreign, twice]), catalog);
    expect(report.problems.map((p) => [p.rule, p.unitUid])).toEqual([
      ['D10.UNIT.OPTIONS_FROM_PROFILE', foreign.uid],
      ['D10.UNIT.OPTIONS_FROM_PROFILE', twice.uid],
    ]);
    expect(report.problems[0]!.message).toContain('only take the options on its own profile');
  });

  it('D10.UNIT.OPTIONS_FROM_PROFILE: two swaps cannot both replace the same weapon of every model', () => {
    const unit = listed('veteran-squad', 3, ['plasma', 'flamer']);
    const report = validateArmy(army([...minimal(), unit]), catalog);
    expect(report.problems.map((p) => p.rule)).toEqual(['D10.UNIT.OPTIONS_FROM_PROFILE']);
    expect(report.problems[0]!.message).toContain('no model is left carrying');
  });

  it('D10.AMBIG.WARGEAR_COSTS: a unit cannot buy an item its default loadout already has (the Veteran’s Combat Knife)', () => {
    const unit = listed('veteran-squad', 3, ['combat-knife']);
    const report = validateArmy(army([...minimal(), unit]), catalog);
    expect(report.problems).toEqual([
      {
        rule: 'D10.AMBIG.WARGEAR_COSTS',
        message: 'Veteran Squad already carries Combat Knife; a unit cannot buy an item its default loadout has.',
        unitUid: unit.uid,
      },
    ]);
    expect(report.units.at(-1)!.points).toBe(60);
  });

  it('D10.ARMY.ONE_FACTION: a unit from another faction, or an unknown faction, is refused', () => {
    const stranger = listed('line-squad', 5);
    const report = validateArmy(army([...minimal(), stranger]), catalog);
    expect(report.problems).toEqual([
      {
        rule: 'D10.ARMY.ONE_FACTION',
        message: '"line-squad" is not a unit of Rulebook Example; every unit must come from the army\'s one faction.',
        unitUid: stranger.uid,
      },
    ]);
    const unknown = validateArmy({ faction: 'nobody', pointsLimit: 500, units: minimal() }, catalog);
    expect(unknown.problems).toEqual([{ rule: 'D10.ARMY.ONE_FACTION', message: 'Tenfold has no faction called "nobody".' }]);
  });

  it('D10.ARMY.ONE_FACTION: an army may carry its own homebrew faction instead of naming a built-in one', () => {
    const report = validateArmy({ homebrew: { ...book, id: 'my-own' }, pointsLimit: 1000, units: exampleList() }, []);
    expect(report.ok).toBe(true);
    expect(report.points).toBe(540);
  });

  it('D10.ARMY.BUILD_STEPS: faction → HQ → 2 Core gives a legal list; support within limits stays legal; the total is checked last', () => {
    const steps: ListedUnit[] = [listed('company-commander', 1)];
    expect(rules(army(steps))).toContain('D10.ARMY.CORE_MIN_2');
    steps.push(listed('infantry-squad', 10), listed('infantry-squad', 10));
    expect(rules(army(steps))).toEqual([]);
    steps.push(listed('veteran-squad', 6, ['plasma']), listed('scout-squad', 5));
    expect(rules(army(steps))).toEqual([]);
    expect(rules(army(steps, 400))).toEqual(['D10.ARMY.POINT_LIMIT']);
  });

  it('D10.ARMY.ALL_COSTED: every model and every option adds to the total', () => {
    const report = validateArmy(army([...minimal(), listed('veteran-squad', 3, ['power-armor', 'frag-grenades'])]), catalog);
    expect(report.points).toBe(155 + 60 + 30 + 15);
  });
});

describe('homebrew factions and example costs', () => {
  it('D10.ARMY.ONE_FACTION: a homebrew faction that fails the cross-reference checks makes the army illegal', () => {
    const broken = { ...book, units: [{ ...book.units[0]!, loadout: ['ray-gun'] }, ...book.units.slice(1)] };
    const report = validateArmy({ homebrew: broken, pointsLimit: 1000, units: exampleList() }, []);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      { rule: 'D10.ARMY.ONE_FACTION', message: 'The army\'s own faction is not sound: unit "company-commander" carries an unknown weapon "ray-gun".' },
    ]);
  });

  it('D10.AMBIG.COMPANY_COMMANDER_COST: a unit is worth what the list paid for it, whichever price its faction sets', () => {
    const dearer = { ...book, units: book.units.map((u) => (u.id === 'company-commander' ? { ...u, costPerModel: 100 } : u)) };
    const cheap = validateArmy(army(exampleList()), [book]).units[0]!;
    const dear = validateArmy(army(exampleList()), [dearer]).units[0]!;
    expect([cheap.points, dear.points]).toEqual([85, 100]);
  });
});

describe('validateArmy on random lists (property test)', () => {
  it('D10.ARMY.FOC: any list of real profiles and options gets a report whose total is the sum of its units, legal exactly when it has no problems', () => {
    const profiles = meridianLine.units;
    const unit = fc
      .record({ p: fc.integer({ min: 0, max: profiles.length - 1 }), models: fc.integer({ min: 1, max: 12 }), picks: fc.array(fc.nat(), { maxLength: 4 }) })
      .map(({ p, models, picks }) => {
        const profile = profiles[p]!;
        const options = picks.map((i) => profile.options[i % Math.max(1, profile.options.length)]?.id ?? 'none');
        return { profile: profile.id, models, options };
      });
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 14 }), fc.integer({ min: 1, max: 3000 }), (units, pointsLimit) => {
        const list = { faction: 'meridian-line', pointsLimit, units: units.map((u, i) => ({ uid: `u${i}`, ...u })) };
        const report = validateArmy(list, [meridianLine]);
        const sum = report.units.reduce((s, u) => s + u.points, 0);
        expect(report.points).toBe(sum);
        expect(report.ok).toBe(report.problems.length === 0);
        for (const p of report.problems) {
          expect(p.rule).toMatch(/^D10\.[A-Z]+\.[A-Z0-9_]+$/);
          expect(p.message.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
