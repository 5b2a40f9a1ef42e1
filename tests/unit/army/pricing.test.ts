import { describe, expect, it } from 'vitest';
import { optionPrice, priceUnit, resolveUnit } from '../../../shared/rulesets/d10-wargame/army';
import { GENERIC_PRICES } from '../../../shared/rulesets/d10-wargame/generic-wargear';
import { book, listed } from './book-faction';

const veteran = book.units.find((u) => u.id === 'veteran-squad')!;
const option = (id: string) => veteran.options.find((o) => o.id === id)!;

describe('Chapter 3 — the Veteran Squad card', () => {
  it('D10.UNIT.VETERAN_STATS: Ranged 4+, Melee 4+, Defense 4+, Morale 7+', () => {
    expect(resolveUnit(book, listed('veteran-squad', 3)).stats).toEqual({ ranged: 4, melee: 4, defense: 4, morale: 7 });
  });

  it('D10.UNIT.VETERAN_COST: 3–8 models at 20 points each — 60 at 3, 160 at 8', () => {
    expect([veteran.minModels, veteran.maxModels, veteran.costPerModel]).toEqual([3, 8, 20]);
    expect(priceUnit(book, listed('veteran-squad', 3))).toBe(60);
    expect(priceUnit(book, listed('veteran-squad', 8))).toBe(160);
  });

  it('D10.UNIT.VETERAN_LOADOUT: every model carries a Lasgun (24", AP 0, A 1) and a Combat Knife (melee, AP 0, A 1)', () => {
    const unit = resolveUnit(book, listed('veteran-squad', 5));
    expect(unit.weapons).toEqual([
      { id: 'lasgun', name: 'Lasgun', kind: 'ranged', range: 24, attacks: 1, ap: 0, rules: [], carriers: 5 },
      { id: 'combat-knife', name: 'Combat Knife', kind: 'melee', attacks: 1, ap: 0, rules: [], carriers: 5 },
    ]);
  });

  it('D10.UNIT.EX_VETERAN_120: the 120-point Veteran Squad of Chapters 4 and 8 is 6 models × 20', () => {
    expect(priceUnit(book, listed('veteran-squad', 6))).toBe(120);
  });

  it('D10.UNIT.VETERAN_OPT_PLASMA: Plasma Guns replace the Lasguns for +15 points per model', () => {
    const unit = resolveUnit(book, listed('veteran-squad', 6, ['plasma']));
    expect(unit.points).toBe(120 + 6 * 15);
    expect(unit.weapons.find((w) => w.id === 'plasma-gun')?.carriers).toBe(6);
    expect(unit.weapons.find((w) => w.id === 'lasgun')).toBeUndefined();
  });

  it('D10.UNIT.VETERAN_OPT_GRENADES: Frag Grenades cost +5 points per model', () => {
    expect(priceUnit(book, listed('veteran-squad', 4, ['frag-grenades']))).toBe(80 + 20);
  });

  it('D10.UNIT.VETERAN_OPT_POWER_ARMOR: Power Armor costs +10 points per model', () => {
    const unit = resolveUnit(book, listed('veteran-squad', 4, ['power-armor']));
    expect(unit.points).toBe(80 + 40);
    expect(unit.tiers.defense).toBe(1);
  });
});

describe('Chapter 4 — points, swaps and wargear', () => {
  it('D10.ARMY.DEFAULT_IN_BASE: the default loadout costs nothing beyond the per-model price', () => {
    const unit = resolveUnit(book, listed('infantry-squad', 10));
    expect(unit.points).toBe(70);
    expect(unit.weapons.map((w) => w.id)).toEqual(['lasgun', 'combat-knife']);
  });

  it('D10.ARMY.SWAP_FULL_PRICE: a swap pays the whole price of the new weapon', () => {
    expect(priceUnit(book, listed('veteran-squad', 6, ['flamer']))).toBe(140);
  });

  it('D10.ARMY.SWAP_NO_REFUND: the weapon given up is worth nothing — the price only goes up', () => {
    const before = priceUnit(book, listed('veteran-squad', 6));
    const after = priceUnit(book, listed('veteran-squad', 6, ['plasma']));
    expect(after - before).toBe(6 * 15);
    const flamer = resolveUnit(book, listed('veteran-squad', 6, ['flamer']));
    expect(flamer.weapons.find((w) => w.id === 'lasgun')?.carriers).toBe(5);
    expect(flamer.weapons.find((w) => w.id === 'flamer')?.carriers).toBe(1);
  });

  it('D10.ARMY.WARGEAR_FIXED: an item added beyond the loadout costs a fixed amount per item', () => {
    expect(priceUnit(book, listed('veteran-squad', 6, ['frag-grenades', 'power-armor']))).toBe(120 + 30 + 60);
  });

  it('D10.ARMY.WARGEAR_GRENADES: unpriced Grenades cost the generic +5, once for the unit', () => {
    expect(GENERIC_PRICES['grenades']).toMatchObject({ cost: 5, per: 'unit' });
    expect(optionPrice(option('grenades'))).toEqual({ cost: 5, per: 'unit' });
    expect(priceUnit(book, listed('veteran-squad', 6, ['grenades']))).toBe(125);
  });

  it('D10.ARMY.WARGEAR_KNIFE: an unpriced Combat Knife costs the generic +2', () => {
    expect(GENERIC_PRICES['combat-knife']).toMatchObject({ cost: 2, per: 'unit' });
    expect(optionPrice(option('combat-knife'))).toEqual({ cost: 2, per: 'unit' });
  });

  it('D10.ARMY.WARGEAR_ARMOR: an unpriced Armor Upgrade costs the generic +10 per model', () => {
    expect(optionPrice(option('armor-upgrade'))).toEqual({ cost: 10, per: 'model' });
    expect(priceUnit(book, listed('veteran-squad', 6, ['armor-upgrade']))).toBe(180);
  });

  it('D10.ARMY.WARGEAR_SPECIAL_AMMO: unpriced Special Ammunition costs the generic +15 for the unit and adds AP to ranged weapons only', () => {
    const unit = resolveUnit(book, listed('veteran-squad', 6, ['special-ammunition']));
    expect(unit.points).toBe(135);
    expect(unit.weapons.find((w) => w.id === 'lasgun')?.ap).toBe(1);
    expect(unit.weapons.find((w) => w.id === 'combat-knife')?.ap).toBe(0);
  });

  it('D10.AMBIG.WARGEAR_COSTS: the profile’s own price beats the generic one, and a generic item is priced per unit unless the list says per model', () => {
    // Frag Grenades on the card: +5 per model, not the generic +5 per unit.
    expect(priceUnit(book, listed('veteran-squad', 6, ['frag-grenades']))).toBe(150);
    expect(priceUnit(book, listed('veteran-squad', 6, ['grenades']))).toBe(125);
  });

  it('D10.ARMY.SIZE_ADD: each model beyond the minimum costs the per-model price', () => {
    expect(priceUnit(book, listed('infantry-squad', 6)) - priceUnit(book, listed('infantry-squad', 5))).toBe(7);
  });

  it('D10.ARMY.SIZE_REMOVE: each model removed gives back the per-model price', () => {
    expect(priceUnit(book, listed('veteran-squad', 7)) - priceUnit(book, listed('veteran-squad', 8))).toBe(-20);
  });

  it('D10.SCORE.DP_UPGRADES: a unit’s points include its extra models and every option', () => {
    expect(resolveUnit(book, listed('veteran-squad', 6, ['flamer'])).points).toBe(140);
  });
});
