import { describe, expect, it } from 'vitest';
import { validateArmy } from '../../../shared/rulesets/d10-wargame/army';
import { BUILT_IN } from '../../support/content';
import { useHomebrew, addUnit } from '../../../src-renderer/src/armies/model/army-edits';
import { uniqueId } from '../../../src-renderer/src/armies/model/homebrew-words';
import { checkHomebrew, homebrewFrom, newOption, newRule, newWeapon, templateFaction } from '../../../src-renderer/src/rulesets/d10-wargame/homebrew';
import { armyJson, blankArmy, readArmy, HOMEBREW } from '../../../src-renderer/src/armies/model/kits';
import type { D10ArmyFile } from '../../support/content';

describe('homebrew factions', () => {
  it('D10.SR.FACTION: starts from a template the core accepts, with an HQ and a Core unit', () => {
    const faction = templateFaction('Ash Wardens');
    expect(checkHomebrew(faction)).toMatchObject({ ok: true, errors: [] });
    expect(faction.units.map((u) => u.category)).toEqual(['HQ', 'Core']);
  });

  it('is checked like built-in data: schema limits in the player’s words, then cross-references', () => {
    const faction = templateFaction();
    faction.weapons[0]!.ap = 9;
    faction.units[1]!.stats.ranged = 1;
    expect(checkHomebrew(faction).errors).toEqual(['Weapon “Rifle”, AP: at most 6', 'Unit “Trooper Squad”, ranged: at least 2']);

    const dangling = templateFaction();
    dangling.units[0]!.loadout = ['plasma-gun'];
    dangling.units[0]!.rules = [{ rule: 'no-such-rule', tier: 1 }];
    const check = checkHomebrew(dangling);
    expect(check.ok).toBe(false);
    expect(check.errors.join(' ')).toMatch(/unknown weapon "plasma-gun"/);
    expect(check.errors.join(' ')).toMatch(/unknown special rule "no-such-rule"/);
  });

  it('D10.WEAPON.MELEE_NO_RANGE: refuses a melee weapon that keeps a range', () => {
    const faction = templateFaction();
    faction.weapons.push({ ...newWeapon(faction.weapons), kind: 'melee', range: 6 });
    expect(checkHomebrew(faction).ok).toBe(false);
  });

  it('gives new weapons and rules ids that are unique, and never the id of a universal rule', () => {
    expect(uniqueId('Rifle', 'weapon', [{ id: 'rifle' }, { id: 'rifle-2' }])).toBe('rifle-3');
    expect(newRule([]).id).toBe('new-rule');
    expect(uniqueId('Defense', 'rule', [{ id: 'defense' }])).toBe('defense-2');
  });

  it('D10.ARMY.WARGEAR_FIXED: adds upgrades the core accepts, falling back on the generic wargear list', () => {
    const faction = templateFaction();
    const troopers = faction.units[1]!;
    troopers.options.push(newOption(faction, troopers, 'wargear'));
    troopers.options.push(newOption(faction, troopers, 'weapon'));
    expect(troopers.options.map((o) => o.kind)).toEqual(['wargear', 'weapon']);
    expect(checkHomebrew(faction)).toMatchObject({ ok: true });
    const swap = newOption(faction, troopers, 'swap');
    if (swap.kind !== 'swap') throw new Error('a swap was asked for');
    troopers.options.push({ ...swap, replace: 'no-such-weapon' });
    expect(checkHomebrew(faction).errors.join(' ')).toMatch(/not in the default loadout/);
  });

  it('copies a built-in faction under a new id, so the player can add their own units to it', () => {
    const copy = homebrewFrom(BUILT_IN['d10-wargame'][0]!);
    expect(copy.id).not.toBe(BUILT_IN['d10-wargame'][0]!.id);
    expect(checkHomebrew(copy).ok).toBe(true);
  });

  it('D10.ARMY.ONE_FACTION: an army on a homebrew faction is priced and judged by the core, and survives its file', () => {
    const blank = blankArmy({ id: 'h', name: 'Ash', ruleset: 'd10-wargame', faction: HOMEBREW, limit: 500 }) as D10ArmyFile;
    expect(blank.homebrew).toBeDefined();
    expect(blank.faction).toBeUndefined();
    let army = addUnit(blank, 'commander', 1).army as D10ArmyFile;
    army = addUnit(army, 'trooper-squad', 5).army as D10ArmyFile;
    army = addUnit(army, 'trooper-squad', 5).army as D10ArmyFile;
    const report = validateArmy(army, BUILT_IN['d10-wargame']);
    expect(report).toMatchObject({ ok: true, points: 160 });
    expect(readArmy(armyJson(army))).toEqual({ ok: true, value: army });

    const built = { ...army, faction: 'meridian-line', homebrew: undefined } as D10ArmyFile;
    const moved = useHomebrew(built, templateFaction('Other'));
    expect(moved.faction).toBeUndefined();
    expect(moved.homebrew?.name).toBe('Other');
  });
});
