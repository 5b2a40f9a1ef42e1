import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN, SAMPLE_ARMIES, meridianLine, type D10ArmyFile } from '../../support/content';
import { armyToText, checkArmy, parseArmyFile, parseArmyJson } from '../../../shared/armies/index';
import { book } from './book-faction';

const sample = SAMPLE_ARMIES['meridian-line']![1]!;
const plain = (): Record<string, unknown> => JSON.parse(JSON.stringify(sample));
const homebrewArmy = (faction: unknown = book): Record<string, unknown> => ({
  format: 'tenfold-army',
  version: 1,
  id: 'hb',
  name: 'Homebrew',
  ruleset: 'd10-wargame',
  homebrew: faction,
  pointsLimit: 1000,
  units: [
    { uid: 'a', profile: 'company-commander', models: 1 },
    { uid: 'b', profile: 'infantry-squad', models: 10 },
    { uid: 'c', profile: 'infantry-squad', models: 10 },
  ],
});
const failure = (json: unknown): string => {
  const r = parseArmyFile(json);
  if (r.ok) throw new Error('expected a refusal');
  return r.message;
};

describe('army files', () => {
  it('D10.ARMY.ONE_FACTION: an army file names one built-in faction and round-trips through JSON', () => {
    const r = parseArmyJson(JSON.stringify(sample));
    expect(r.ok && r.army).toEqual(sample);
  });

  it('D10.ARMY.ONE_FACTION: an army file may carry a homebrew faction instead, checked like built-in data', () => {
    const r = parseArmyFile(homebrewArmy());
    expect(r.ok).toBe(true);
    if (r.ok) expect(checkArmy(r.army, BUILT_IN)).toEqual({ ok: true, points: 225, limit: 1000, problems: [] });
  });

  it('D10.ARMY.ONE_FACTION: an army naming both a built-in and a homebrew faction, or neither, is refused', () => {
    expect(failure({ ...homebrewArmy(), faction: 'meridian-line' })).toContain('not both or neither');
    const { faction: _f, ...none } = plain();
    expect(failure(none)).toContain('not both or neither');
  });

  it('D10.UNIT.OPTIONS_FROM_PROFILE: a homebrew faction whose option names a missing weapon is refused with the reason', () => {
    const broken = JSON.parse(JSON.stringify(book));
    broken.units[2].options[0].with = 'laser-sword';
    expect(failure(homebrewArmy(broken))).toBe('homebrew faction: unit "veteran-squad" option "plasma" swaps in an unknown weapon "laser-sword"');
  });

  it('D10.SR.FACTION: a homebrew faction referring to a rule it does not define is refused', () => {
    const broken = JSON.parse(JSON.stringify(book));
    broken.weapons[0].rules = [{ rule: 'drilled-volleys', tier: 1 }];
    expect(failure(homebrewArmy(broken))).toContain('unknown special rule "drilled-volleys"');
  });

  it('D10.WEAPON.MELEE_NO_RANGE: a homebrew melee weapon with a range is refused', () => {
    const broken = JSON.parse(JSON.stringify(book));
    broken.weapons[1].range = 6;
    expect(failure(homebrewArmy(broken))).toContain('ranged weapon needs a range and a melee weapon has none');
  });

  it('D10.AMBIG.STAT_NAME_SHOOTING: a homebrew profile may call Ranged "Shooting"', () => {
    const faction = JSON.parse(JSON.stringify(book));
    const { ranged, ...rest } = faction.units[1].stats;
    faction.units[1].stats = { ...rest, shooting: ranged };
    const r = parseArmyFile(homebrewArmy(faction));
    expect(r.ok && r.army.ruleset === 'd10-wargame' && (r.army as D10ArmyFile).homebrew?.units[1]!.stats.ranged).toBe(5);
    expect(faction.units[1].stats).not.toHaveProperty('ranged');
  });

  it('refuses files that are not armies with one line naming the problem', () => {
    expect(failure(null)).toBe('an army file is a JSON object');
    expect(failure([])).toBe('an army file is a JSON object');
    expect(failure({ format: 'something' })).toBe('not a Tenfold army file (format is not "tenfold-army")');
    expect(failure({ ...plain(), version: 7 })).toContain('newer Tenfold');
    expect(failure({ ...plain(), pointsLimit: 1e308 })).toMatch(/^pointsLimit: /);
    expect(failure({ ...plain(), pointsLimit: '1000' })).toMatch(/^pointsLimit: /);
    expect(failure({ ...plain(), extra: 1 })).toContain('extra');
    const dup = plain();
    (dup['units'] as { uid: string }[])[1]!.uid = 'u1';
    expect(failure(dup)).toContain('uid');
    const bad = parseArmyJson('{"format": ');
    expect(bad.ok === false && bad.message.startsWith('not valid JSON')).toBe(true);
  });

  it('survives __proto__ keys without polluting any prototype', () => {
    const text = JSON.stringify(plain()).replace('"units":', '"__proto__":{"polluted":true},"units":');
    const r = parseArmyJson(text);
    expect(r.ok).toBe(false);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const inUnit = parseArmyJson(JSON.stringify(plain()).replace('"uid":"u1"', '"uid":"u1","__proto__":{"polluted":true}'));
    expect(inUnit.ok).toBe(false);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('survives deep nesting where any value is expected', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(parseArmyFile({ ...plain(), units: deep }).ok).toBe(false);
    expect(parseArmyFile({ ...plain(), homebrew: { weapons: deep } }).ok).toBe(false);
    expect(parseArmyJson('['.repeat(100_000) + ']'.repeat(100_000)).ok).toBe(false);
  });

  it('never throws, whatever value it is given (property test)', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true, withBigInt: true, withMap: true, withSet: true }), (value) => {
        const r = parseArmyFile(value);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.message).toMatch(/^[^\n]+$/);
      }),
      { numRuns: 10_000 },
    );
  });

  it('never throws on JSON shaped like an army file, and accepts only what the schema allows (property test)', () => {
    const units = fc.array(
      fc.record({ uid: fc.string({ maxLength: 4 }), profile: fc.constantFrom('line-squad', 'line-captain', 'x'), models: fc.oneof(fc.integer(), fc.double()), options: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }) }, { requiredKeys: ['uid'] }),
      { maxLength: 6 },
    );
    const army = fc.record(
      {
        format: fc.constantFrom('tenfold-army', 'x'),
        version: fc.constantFrom(1, 2, '1'),
        id: fc.string({ maxLength: 5 }),
        name: fc.string({ maxLength: 5 }),
        ruleset: fc.constantFrom('d10-wargame', 'quality', 'other'),
        faction: fc.constantFrom('meridian-line', 'thornwall-wardens', 'Bad Id'),
        pointsLimit: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
        units: fc.oneof(units, fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(army, (value) => {
        const r = parseArmyFile(value);
        if (!r.ok) {
          expect(r.message).not.toBe('');
          return;
        }
        const check = checkArmy(r.army, BUILT_IN);
        armyToText(r.army, BUILT_IN);
        expect(parseArmyFile(JSON.parse(JSON.stringify(r.army))).ok).toBe(true);
        expect(Number.isInteger(check.points)).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });

  it('never throws on arbitrary JSON text (property test)', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(parseArmyJson(text).ok).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });

  it('armyToText names a homebrew faction and lists units its faction does not have', () => {
    const r = parseArmyFile({ ...homebrewArmy(), units: [{ uid: 'a', profile: 'veteran-squad', models: 6, options: ['flamer'], label: 'Red Squad' }, { uid: 'b', profile: 'ghost', models: 2 }] });
    if (!r.ok) throw new Error(r.message);
    expect(armyToText(r.army)).toBe(
      [
        'Homebrew',
        'D10 Wargame · Rulebook Example (homebrew) · 140 / 1000 points',
        '',
        'Elite',
        '- Red Squad (Veteran Squad), 6 models: 140 pts',
        '    5× Lasgun, 1× Flamer, Combat Knife',
        '',
        'Not in this faction',
        '- ghost (2 models)',
        '',
      ].join('\n'),
    );
  });

  it('armyToText writes a roster grouped by category with points, ready to paste', () => {
    const text = armyToText(sample, BUILT_IN);
    expect(text.split('\n').slice(0, 5)).toEqual([
      'Meridian Line — Regiment',
      'D10 Wargame · The Meridian Line · 968 / 1000 points',
      '',
      'HQ',
      '- Line Captain, 1 model: 85 pts',
    ]);
    expect(text).toContain('Heavy Support\n- Mortar Battery, 3 models: 90 pts');
    expect(text).toContain('Fusion Carbine, Bayonet');
    expect(meridianLine.units.some((u) => text.includes(u.name))).toBe(true);
    const quality = armyToText(SAMPLE_ARMIES['thornwall-wardens']![0]!, BUILT_IN);
    expect(quality).toContain('Quality Wargame · Thornwall Wardens · 485 / 500 battle points');
    expect(quality).toContain('Quality 3+, Move 6", Heavy; Longsword, Hand Crossbow 12"');
  });
});
