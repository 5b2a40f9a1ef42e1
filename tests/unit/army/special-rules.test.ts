import { describe, expect, it } from 'vitest';
import { resolveUnit } from '../../../shared/rulesets/d10-wargame/army';
import { checkFaction, indexFaction } from '../../../shared/rulesets/d10-wargame/faction-index';
import { Faction, Tier, type RuleRef } from '../../../shared/rulesets/d10-wargame/schema';
import {
  capTier,
  MAX_TIER,
  ruleLabel,
  stackedTier,
  tierValue,
  UNIVERSAL_RULES,
} from '../../../shared/rulesets/d10-wargame/special-rules';
import { book } from './book-faction';

const lookup = indexFaction(book).rule;

/** A one-unit faction whose unit, weapon and wargear carry the given rules. */
function rigged(opts: { unit?: RuleRef[]; rifle?: RuleRef[]; blade?: RuleRef[]; gear?: RuleRef[]; gearScope?: 'ranged' | 'melee' } = {}): Faction {
  return Faction.parse({
    id: 'rig',
    name: 'Rig',
    ruleset: 'd10-wargame',
    specialRules: [
      { id: 'iron-skin', name: 'Iron Skin', summary: 'tough', tiers: ['a', 'b', 'c'], effect: 'defense', universal: false },
    ],
    weapons: [
      { id: 'rifle', name: 'Rifle', kind: 'ranged', range: 24, attacks: 1, ap: 0, rules: opts.rifle ?? [] },
      { id: 'blade', name: 'Blade', kind: 'melee', attacks: 1, ap: 0, rules: opts.blade ?? [] },
    ],
    wargear: [{ id: 'kit', name: 'Kit', rules: opts.gear ?? [], ...(opts.gearScope ? { weapons: opts.gearScope } : {}) }],
    units: [
      {
        id: 'squad',
        name: 'Squad',
        category: 'Core',
        stats: { ranged: 5, melee: 5, defense: 5, morale: 7 },
        minModels: 5,
        maxModels: 10,
        costPerModel: 10,
        base: { shape: 'round', mm: 25 },
        loadout: ['rifle', 'blade'],
        wargear: ['kit'],
        rules: opts.unit ?? [],
      },
    ],
  });
}
const resolve = (f: Faction) => resolveUnit(f, { uid: 'a', profile: 'squad', models: 5, options: [] });
const rifle = (f: Faction) => resolve(f).weapons.find((w) => w.id === 'rifle')!;
const blade = (f: Faction) => resolve(f).weapons.find((w) => w.id === 'blade')!;

describe('Chapter 7 — notation and tiers', () => {
  it('D10.SR.THREE_TIERS: every rule has exactly tiers 1, 2 and 3; 0 and 4 are refused', () => {
    for (const rule of UNIVERSAL_RULES) expect(rule.tiers).toHaveLength(3);
    expect([1, 2, 3].map((t) => Tier.safeParse(t).success)).toEqual([true, true, true]);
    expect([0, 4, 1.5].map((t) => Tier.safeParse(t).success)).toEqual([false, false, false]);
  });

  it('D10.SR.TIER_VALUES: the number in the parentheses is what the tier gives (inches ×2 for Speed/Charge, ×6 for Range)', () => {
    expect([1, 2, 3].map((t) => tierValue('defense', t))).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((t) => tierValue('speed', t))).toEqual([2, 4, 6]);
    expect([1, 2, 3].map((t) => tierValue('charge', t))).toEqual([2, 4, 6]);
    expect([1, 2, 3].map((t) => tierValue('range', t))).toEqual([6, 12, 18]);
  });

  it('D10.SR.EX_DEFENSE_TIERS: Defense (1), (2), (3) give +1, +2, +3 to Defense rolls', () => {
    for (const tier of [1, 2, 3] as const) {
      const unit = resolve(rigged({ unit: [{ rule: 'defense', tier }] }));
      expect(unit.tiers.defense).toBe(tier);
      expect(tierValue('defense', unit.tiers.defense!)).toBe(tier);
    }
  });

  it('D10.UNIT.VETERAN_SPECIAL_RULES: unit rules are shown in tier notation on the card', () => {
    expect(ruleLabel({ rule: 'defense', tier: 2 }, lookup)).toBe('Defense (2)');
    expect(ruleLabel({ rule: 'leadership', tier: 1 }, lookup)).toBe('Leadership (1)');
  });

  it('D10.SR.UNIVERSAL: the ten universal rules exist and any faction’s units, weapons and wargear may use them', () => {
    expect(UNIVERSAL_RULES.map((r) => r.id)).toEqual(['defense', 'ranged', 'melee', 'speed', 'charge', 'morale', 'leadership', 'ap', 'attacks', 'range']);
    expect(UNIVERSAL_RULES.every((r) => r.universal)).toBe(true);
    expect(checkFaction(rigged({ unit: [{ rule: 'speed', tier: 1 }], rifle: [{ rule: 'range', tier: 1 }], gear: [{ rule: 'morale', tier: 1 }] }))).toEqual([]);
  });

  it('D10.SR.FACTION: a faction rule is known only to its own faction', () => {
    expect(checkFaction(rigged({ unit: [{ rule: 'iron-skin', tier: 1 }] }))).toEqual([]);
    expect(checkFaction({ ...book, units: [{ ...book.units[0]!, rules: [{ rule: 'iron-skin', tier: 1 }] }, ...book.units.slice(1)] })).toEqual([
      'unit "company-commander" refers to an unknown special rule "iron-skin"',
    ]);
  });
});

describe('Chapter 7 — stacking', () => {
  it('D10.SR.STACK_CAP_3: tiers from several sources add up but never pass 3', () => {
    expect(MAX_TIER).toBe(3);
    expect(capTier(5)).toBe(3);
    const unit = resolve(rigged({ unit: [{ rule: 'melee', tier: 2 }], gear: [{ rule: 'melee', tier: 2 }] }));
    expect(unit.tiers.melee).toBe(3);
  });

  it('D10.AMBIG.STACKING: tiers add (1 + 1 = 2) rather than the highest winning', () => {
    expect(resolve(rigged({ unit: [{ rule: 'ranged', tier: 1 }], gear: [{ rule: 'ranged', tier: 1 }] })).tiers.ranged).toBe(2);
  });

  it('D10.SR.STACK_SOURCES: unit rules, weapon rules and wargear rules all count toward the unit’s tier', () => {
    const unit = resolve(rigged({ unit: [{ rule: 'morale', tier: 1 }], blade: [{ rule: 'defense', tier: 1 }], gear: [{ rule: 'defense', tier: 1 }] }));
    expect(unit.tiers).toEqual({ morale: 1, defense: 2 });
  });

  it('D10.SR.EX_STACK: Defense from the profile, from armour wargear and from an officer buff work together at tier 3', () => {
    const unit = resolve(rigged({ unit: [{ rule: 'defense', tier: 1 }], gear: [{ rule: 'defense', tier: 1 }] }));
    expect(unit.tiers.defense).toBe(2);
    const officerBuff: RuleRef = { rule: 'defense', tier: 1 };
    expect(stackedTier('defense', [...unit.rules, officerBuff], lookup)).toBe(3);
    expect(tierValue('defense', 3)).toBe(3);
  });

  it('D10.SR.ADDITIVE: a faction rule and a universal rule that change the same value add together', () => {
    expect(resolve(rigged({ unit: [{ rule: 'iron-skin', tier: 1 }, { rule: 'defense', tier: 1 }] })).tiers.defense).toBe(2);
  });

  it('D10.SR.INDEPENDENT: rules on different values each apply to their own value and nothing is multiplied', () => {
    const unit = resolve(rigged({ unit: [{ rule: 'ranged', tier: 2 }, { rule: 'speed', tier: 1 }], rifle: [{ rule: 'attacks', tier: 1 }] }));
    expect(unit.tiers).toEqual({ ranged: 2, speed: 1 });
    expect(rifle(rigged({ unit: [{ rule: 'ranged', tier: 2 }], rifle: [{ rule: 'attacks', tier: 1 }] })).attacks).toBe(2);
  });
});

describe('Chapter 7 — each universal rule on the resolved unit', () => {
  const unitTier = (effect: 'defense' | 'ranged' | 'melee' | 'speed' | 'charge' | 'morale' | 'leadership', tier: 1 | 2 | 3) =>
    resolve(rigged({ unit: [{ rule: effect, tier }] })).tiers[effect];

  it('D10.SR.DEFENSE: Defense (n) on the profile lowers the Defense value needed by n', () => {
    expect(unitTier('defense', 2)).toBe(2);
    expect(tierValue('defense', 2)).toBe(2);
  });

  it('D10.SR.RANGED: Ranged (n) on the profile makes ranged hits easier by n', () => {
    expect(unitTier('ranged', 3)).toBe(3);
  });

  it('D10.SR.MELEE: Melee (n) on the profile makes melee hits easier by n', () => {
    expect(unitTier('melee', 1)).toBe(1);
  });

  it('D10.SR.SPEED: Speed (1/2/3) gives +2"/+4"/+6" to Move and Advance — Move 8"/10"/12", Advance 14"/16"/18"', () => {
    expect(unitTier('speed', 2)).toBe(2);
    expect([1, 2, 3].map((t) => 6 + tierValue('speed', t))).toEqual([8, 10, 12]);
    expect([1, 2, 3].map((t) => 12 + tierValue('speed', t))).toEqual([14, 16, 18]);
  });

  it('D10.SR.CHARGE: Charge (1/2/3) gives a charge range of 8"/10"/12"', () => {
    expect(unitTier('charge', 3)).toBe(3);
    expect([1, 2, 3].map((t) => 6 + tierValue('charge', t))).toEqual([8, 10, 12]);
  });

  it('D10.SR.MORALE: Morale (n) on the profile makes the unit’s own Morale rolls easier by n', () => {
    expect(unitTier('morale', 2)).toBe(2);
  });

  it('D10.SR.LEADERSHIP: Leadership (n) is recorded on the unit for the engine to give to friends within 6"', () => {
    expect(unitTier('leadership', 1)).toBe(1);
  });

  it('D10.SR.OVERRIDE: a rule that says it overrides another makes the other count for nothing', () => {
    const f = Faction.parse({
      ...rigged({ unit: [{ rule: 'defense', tier: 2 }, { rule: 'glass-frame', tier: 1 }] }),
      specialRules: [
        { id: 'glass-frame', name: 'Glass Frame', summary: 'no armour will fit', tiers: ['a', 'b', 'c'], effect: 'none', universal: false, overrides: ['defense'] },
      ],
    });
    expect(checkFaction(f)).toEqual([]);
    expect(resolve(f).tiers.defense).toBeUndefined();
    const bad = Faction.parse({ ...f, specialRules: [{ ...f.specialRules[0]!, overrides: ['nothing-here'] }] });
    expect(checkFaction(bad)).toEqual(['faction rule "glass-frame" overrides "nothing-here", which is not another known rule']);
  });

  it('D10.SR.RANGE: a 24" weapon with Range (1), (2), (3) reaches 30", 36", 42"', () => {
    expect([1, 2, 3].map((tier) => rifle(rigged({ rifle: [{ rule: 'range', tier: tier as 1 | 2 | 3 }] })).range)).toEqual([30, 36, 42]);
    expect(rifle(rigged()).range).toBe(24);
  });

  it('D10.SR.ATTACKS: Attacks (n) adds n to the weapon’s attacks; from the unit it reaches every weapon', () => {
    expect(rifle(rigged({ rifle: [{ rule: 'attacks', tier: 2 }] })).attacks).toBe(3);
    const f = rigged({ unit: [{ rule: 'attacks', tier: 1 }] });
    expect([rifle(f).attacks, blade(f).attacks]).toEqual([2, 2]);
  });

  it('D10.SR.AP: AP (n) adds n to the weapon’s AP; wargear aimed at melee weapons leaves guns alone', () => {
    expect(rifle(rigged({ rifle: [{ rule: 'ap', tier: 3 }] })).ap).toBe(3);
    const f = rigged({ gear: [{ rule: 'ap', tier: 1 }], gearScope: 'melee' });
    expect([rifle(f).ap, blade(f).ap]).toEqual([0, 1]);
  });

  it('D10.SR.RANGE: Range (n) never gives a melee weapon a range (D10.WEAPON.MELEE_NO_RANGE)', () => {
    const f = rigged({ unit: [{ rule: 'range', tier: 1 }] });
    expect(rifle(f).range).toBe(30);
    expect(blade(f).range).toBeUndefined();
    expect(checkFaction(rigged({ blade: [{ rule: 'range', tier: 1 }] }))).toEqual(['melee weapon "blade" has no range, so it cannot carry range (1)']);
  });

  it('D10.SR.MORALE_SHAKEN: Morale (n) only lowers Morale rolls — no other tier is recorded for Shaken penalties', () => {
    expect(resolve(rigged({ unit: [{ rule: 'morale', tier: 1 }] })).tiers).toEqual({ morale: 1 });
  });
});
