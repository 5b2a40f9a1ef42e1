import { describe, expect, it } from 'vitest';
import { BUILT_IN, SAMPLE_ARMIES } from '../../support/content';
import { checkArmy } from '../../../shared/armies/index';
import { optionFaults, resolveUnit } from '../../../shared/rulesets/d10-wargame/army';
import { checkFaction, indexFaction } from '../../../shared/rulesets/d10-wargame/faction-index';
import { Faction, type UnitProfile } from '../../../shared/rulesets/d10-wargame/schema';
import { UNIVERSAL_RULES } from '../../../shared/rulesets/d10-wargame/special-rules';

const factions = BUILT_IN['d10-wargame'];
const has = (u: UnitProfile, k: string) => u.keywords.includes(k);
const ROUND_MM = [25, 28, 32, 40, 50, 60, 80, 100];
/** Words that belong to other people's games; starter content must use its own. */
const FORBIDDEN = /lasgun|bolter|astartes|space marine|\bork|eldar|tyranid|necron|imperial guard|warhammer|chaos|plasma/i;

describe.each(factions.map((f) => [f.name, f] as const))('%s', (_name, faction) => {
  it('is valid faction data: the schema and every cross-reference pass', () => {
    expect(Faction.safeParse(faction).success).toBe(true);
    expect(checkFaction(faction)).toEqual([]);
  });

  it('D10.ARMY.FOC: has at least 10 units covering HQ, Core, Elite, Heavy Support and Fast Attack', () => {
    expect(faction.units.length).toBeGreaterThanOrEqual(10);
    expect(new Set(faction.units.map((u) => u.category))).toEqual(new Set(['HQ', 'Core', 'Elite', 'Heavy Support', 'Fast Attack']));
  });

  it('D10.INTRO.UNIT_ROLES: fields infantry, vehicles, specialists and commanders', () => {
    expect(faction.units.some((u) => has(u, 'Infantry') && u.category === 'Core')).toBe(true);
    expect(faction.units.some((u) => has(u, 'Vehicle'))).toBe(true);
    expect(faction.units.some((u) => has(u, 'Veterans') || has(u, 'Heavy Weapons'))).toBe(true);
    expect(faction.units.some((u) => u.category === 'HQ')).toBe(true);
  });

  it('D10.UNIT.SIZE_INFANTRY: infantry squads field 5–10 models', () => {
    const squads = faction.units.filter((u) => has(u, 'Infantry') && !['Character', 'Veterans', 'Heavy Weapons'].some((k) => has(u, k)));
    expect(squads.length).toBeGreaterThan(0);
    for (const u of squads) expect([u.id, u.minModels, u.maxModels]).toEqual([u.id, 5, 10]);
  });

  it('D10.UNIT.SIZE_VETERAN: veteran squads field between 3 and 8 models', () => {
    const vets = faction.units.filter((u) => has(u, 'Veterans'));
    expect(vets.length).toBeGreaterThan(0);
    for (const u of vets) expect(u.minModels >= 3 && u.maxModels <= 8).toBe(true);
  });

  it('D10.UNIT.SIZE_HEAVY_WEAPONS: heavy weapons teams field 2–4 models', () => {
    const teams = faction.units.filter((u) => has(u, 'Heavy Weapons'));
    expect(teams.length).toBeGreaterThan(0);
    for (const u of teams) expect([u.minModels, u.maxModels]).toEqual([2, 4]);
  });

  it('D10.UNIT.SIZE_VEHICLE: vehicles are exactly 1 model with several wounds, on a hull', () => {
    const vehicles = faction.units.filter((u) => has(u, 'Vehicle'));
    expect(vehicles.length).toBeGreaterThan(0);
    for (const u of vehicles) {
      expect([u.minModels, u.maxModels, u.base.shape]).toEqual([1, 1, 'hull']);
      expect(u.wounds).toBeGreaterThan(1);
    }
  });

  it('uses standard bases: round 25–100 mm, ovals for riders and beasts, hulls only for vehicles', () => {
    for (const u of faction.units) {
      if (u.base.shape === 'round') expect(ROUND_MM).toContain(u.base.mm);
      if (['Cavalry', 'Bikes'].some((k) => has(u, k))) expect(u.base.shape).toBe('oval');
      if (u.base.shape === 'hull') expect(has(u, 'Vehicle')).toBe(true);
    }
  });

  it('D10.ARMY.ALL_COSTED: every profile and every option has a price, and each option can be taken on its own', () => {
    const ix = indexFaction(faction);
    for (const u of faction.units) {
      expect(u.costPerModel).toBeGreaterThan(0);
      for (const o of u.options) {
        const listed = { uid: 'x', profile: u.id, models: u.minModels, options: [o.id] };
        expect(optionFaults(ix, u, listed)).toEqual([]);
        expect(resolveUnit(faction, listed).points).toBeGreaterThan(u.minModels * u.costPerModel - 1);
      }
    }
  });

  it('uses every weapon and piece of wargear it defines, and offers weapons, wargear and options', () => {
    const used = new Set(faction.units.flatMap((u) => [...u.loadout, ...u.wargear, ...u.options.map((o) => (o.kind === 'swap' ? o.with : o.kind === 'wargear' ? o.wargear : o.weapon))]));
    for (const w of faction.weapons) expect(used).toContain(w.id);
    for (const g of faction.wargear) expect(used).toContain(g.id);
    expect(faction.units.filter((u) => u.options.length > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('has original names, free of other games’ trademarks', () => {
    const names = [faction.name, ...faction.units.map((u) => u.name), ...faction.weapons.map((w) => w.name), ...faction.wargear.map((g) => g.name)];
    expect(names.filter((n) => FORBIDDEN.test(n))).toEqual([]);
  });

  it.each([
    ['D10.ARMY.LEVEL_500', 500],
    ['D10.ARMY.LEVEL_1000', 1000],
    ['D10.ARMY.LEVEL_1500', 1500],
  ])('%s: a legal %i-point army can be built', (_rule, limit) => {
    const army = SAMPLE_ARMIES[faction.id]!.find((a) => a.pointsLimit === limit)!;
    const check = checkArmy(army, BUILT_IN);
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.points).toBeLessThanOrEqual(limit);
    expect(check.points).toBeGreaterThan(limit * 0.85);
  });
});

describe('D10 starter content as a whole', () => {
  it('D10.SR.UNIVERSAL: every universal special rule is in use at some tier on a unit, weapon or wargear', () => {
    const refs = factions.flatMap((f) => [...f.units.flatMap((u) => u.rules), ...f.weapons.flatMap((w) => w.rules), ...f.wargear.flatMap((g) => g.rules)]);
    const used = new Set(refs.map((r) => r.rule));
    expect(UNIVERSAL_RULES.filter((r) => !used.has(r.id)).map((r) => r.id)).toEqual([]);
  });

  it('D10.SR.FACTION: each faction has rules of its own that the other does not know', () => {
    const [a, b] = factions;
    expect(a!.specialRules.length).toBeGreaterThan(0);
    const bIndex = indexFaction(b!);
    for (const r of a!.specialRules) expect(bIndex.rule(r.id)).toBeUndefined();
  });

  it('D10.INTRO.MODELS_PER_SIDE: every sample army fields a typical 20 or more models', () => {
    for (const f of factions) {
      for (const army of SAMPLE_ARMIES[f.id]!) {
        const models = army.units.reduce((n, u) => n + u.models, 0);
        expect(models).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('offers two factions with different ids', () => {
    expect(factions).toHaveLength(2);
    expect(new Set(factions.map((f) => f.id)).size).toBe(2);
  });
});
