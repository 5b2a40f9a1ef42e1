import { describe, expect, it } from 'vitest';
import { validateQualityArmy } from '../../../shared/rulesets/quality/army';
import type { QualityArmyFile } from '../../support/content';
// Using an army book of the player's own is the same edit as a D10 homebrew faction.
import { addUnit, useHomebrew as useQualityBook } from '../../../src-renderer/src/armies/model/army-edits';
import { BUILT_IN } from '../../support/content';
import { HOMEBREW, armyJson, blankArmy, readArmy } from '../../../src-renderer/src/armies/model/kits';
import { bookFrom, checkQualityBook, newQualityUnit, templateBook } from '../../../src-renderer/src/rulesets/quality/quality-homebrew';

describe('homebrew Quality armies', () => {
  it('QW.AMBIG.MISSING_PROFILES: starts from a template the core accepts', () => {
    expect(checkQualityBook(templateBook('Hill Folk'))).toMatchObject({ ok: true, errors: [] });
    expect(checkQualityBook(bookFrom(BUILT_IN.quality[0]!)).ok).toBe(true);
  });

  it('QW.DATA.QUALITY: refuses a Quality outside 2+ to 10+, in the player’s words', () => {
    const book = templateBook();
    book.units[1]!.quality = 11;
    expect(checkQualityBook(book).errors).toEqual(['Unit “Bowmen”, quality: at most 10']);
  });

  it('gives new units ids the army does not use yet', () => {
    const book = templateBook();
    const a = newQualityUnit(book);
    book.units.push(a);
    expect(newQualityUnit(book).id).not.toBe(a.id);
  });

  it('QW.SCENARIO.BATTLE_POINTS: an army on a homebrew book is priced by the core and survives its file', () => {
    const blank = blankArmy({ id: 'q', name: 'Hill Folk', ruleset: 'quality', faction: HOMEBREW, limit: 300 }) as QualityArmyFile;
    expect(blank.homebrew).toBeDefined();
    const army = addUnit(addUnit(blank, 'captain', 1).army, 'bowmen', 5).army as QualityArmyFile;
    expect(validateQualityArmy(army, BUILT_IN.quality)).toMatchObject({ ok: true, points: 80 });
    expect(readArmy(armyJson(army))).toEqual({ ok: true, value: army });
    const moved = useQualityBook({ ...army, homebrew: undefined, faction: 'x' }, templateBook('Other'));
    expect(moved.faction).toBeUndefined();
    expect(moved.homebrew?.name).toBe('Other');
  });
});
