import { describe, expect, it } from 'vitest';
import { HEARTH_AND_TIDE } from '../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import { bfFactionFrom, checkBfFaction, newDatasheet, templateBfFaction } from '../../../src-renderer/src/rulesets/battle-forge/bf-homebrew';
import { BfHomebrewEditor } from '../../../src-renderer/src/rulesets/battle-forge/bf-homebrew.svelte';
import { bfView } from '../../../src-renderer/src/rulesets/battle-forge/bf-kit';
import { bfCards } from '../../../src-renderer/src/rulesets/battle-forge/bf-cards';
import type { BfArmy } from '../../../src-renderer/src/rulesets/battle-forge/bf-list';
import type { DraftStore } from '../../../src-renderer/src/armies/model/draft-store';

function memory(): DraftStore {
  const kept = new Map<string, string>();
  return { get: (k) => kept.get(k) ?? null, set: (k, v) => void kept.set(k, v), remove: (k) => void kept.delete(k) };
}

describe('homebrew Battle Forge factions', () => {
  it('BF.DATA.UNIT_FIELDS: the template and a copy of each built-in faction pass the module’s checks', () => {
    expect(checkBfFaction(templateBfFaction('Ash Clans'))).toMatchObject({ ok: true, errors: [] });
    for (const faction of HEARTH_AND_TIDE.factions) {
      const copy = bfFactionFrom(faction);
      expect(copy.id).toBe(`${faction.id}-homebrew`);
      expect(checkBfFaction(copy).ok).toBe(true);
    }
    const faction = templateBfFaction();
    faction.datasheets.push(newDatasheet(faction));
    expect(checkBfFaction(faction).ok).toBe(true);
  });

  it('BF.CHECK.PASS_AT_OR_BELOW: a characteristic past 10 is refused, naming the unit, the model and the stat', () => {
    const faction = templateBfFaction();
    faction.datasheets[1]!.composition[0]!.stats!.acc = 11;
    expect(checkBfFaction(faction)).toMatchObject({ ok: false, errors: ['Unit “Troopers”, Model “Trooper”, Acc: at most 10'] });
  });

  it('BF.WPN.RANGE_BANDS: a short band reaching past the long one is refused in the player’s words', () => {
    const faction = templateBfFaction();
    faction.weapons[0]!.range = { short: 30, long: 24 };
    expect(checkBfFaction(faction).errors).toEqual(['Weapon “Rifle”, range: a short band may not reach further than the long one']);
  });

  it('BF.DATA.UNIT_FIELDS: a model carrying a weapon the faction lacks, or an unknown rule, is named by its unit and model', () => {
    const faction = templateBfFaction();
    faction.datasheets[1]!.composition[0]!.weapons.push({ weapon: 'zap-gun', copies: 1 });
    faction.datasheets[0]!.rules.push({ rule: 'flying' });
    expect(checkBfFaction(faction).errors).toEqual(['Unit “Leader” names an unknown special rule "flying"', 'Unit “Troopers”, model “Trooper” names an unknown weapon "zap-gun"']);
  });

  it('BF.DATA.CATEGORY: a datasheet with a category the module lacks is refused', () => {
    const faction = templateBfFaction();
    faction.datasheets[1]!.category = 'elite';
    expect(checkBfFaction(faction).errors).toEqual(['Unit “Troopers” has an unknown category "elite"']);
  });

  it('never throws on hostile drafts, and always says what is wrong', () => {
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let i = 0; i < 100; i++) node = node['x'] = {} as Record<string, unknown>;
    const trap = new Proxy({}, { get: () => { throw new Error('no'); }, ownKeys: () => { throw new Error('no'); } });
    const getter = Object.defineProperty({ ...templateBfFaction() }, 'name', { get: () => { throw new Error('no'); }, enumerable: true });
    const hostile: unknown[] = [null, undefined, 42, 'faction', [], {}, deep, trap, getter, { ...templateBfFaction(), datasheets: new Array(100_000).fill(0) }, { ...templateBfFaction(), __proto__: { evil: 1 } }];
    for (const draft of hostile) {
      const check = checkBfFaction(draft);
      if (check.ok) continue;
      expect(check.errors.length).toBeGreaterThan(0);
      expect(check.errors.length).toBeLessThanOrEqual(12);
      expect(check.message).toBe(check.errors[0]);
    }
    expect(checkBfFaction(null).ok).toBe(false);
    expect(checkBfFaction(trap).errors).toEqual(['The faction is not in a form Tenfold reads.']);
  });

  it('BF.FORG.CHOOSE: a list on a homebrew faction is judged, viewed and printed like one on the module’s', () => {
    const homebrew = templateBfFaction('Ash Clans');
    const army: BfArmy = {
      format: 'tenfold-army',
      version: 1,
      id: 'ash',
      name: 'Ash',
      ruleset: 'battle-forge',
      pointsLimit: 100,
      homebrew,
      detachments: [{ id: 'main', organisation: 'patrol' }],
      units: [
        { uid: 'u1', profile: 'leader', models: 1 },
        { uid: 'u2', profile: 'troopers', models: 5 },
      ],
    };
    const view = bfView(army, HEARTH_AND_TIDE.factions);
    expect(view).toMatchObject({ legal: true, factionName: 'Ash Clans', points: 35 });
    expect(view.catalog.map((u) => u.id)).toEqual(['leader', 'troopers']);
    expect(bfCards(army, HEARTH_AND_TIDE.factions).units.map((u) => u.name)).toEqual(['Leader', 'Troopers']);
  });

  it('the editor edits datasheets, models, weapons and rules, each checked live', () => {
    const editor = new BfHomebrewEditor(templateBfFaction(), () => {}, memory(), 'k');
    expect(editor.check.ok).toBe(true);
    editor.addUnit();
    editor.addModel(2);
    editor.setHasStats(2, 1, false);
    editor.addCarried(2, 0);
    editor.addOption(2);
    editor.setSwap(2, 0, 'rifle', 'blade');
    editor.setCasting(2, true);
    editor.addWeapon();
    editor.setMelee(2, true);
    editor.addRule();
    editor.draft.specialRules[0]!.tiered = true;
    editor.addRuleRef(editor.draft.datasheets[2]!.rules);
    editor.setRuleRef(editor.draft.datasheets[2]!.rules[0]!, 'blast');
    const unit = editor.draft.datasheets[2]!;
    expect(unit.composition[1]!.stats).toBeUndefined();
    expect(unit.options[0]).toMatchObject({ remove: ['rifle'], add: [{ weapon: 'blade', copies: 1 }] });
    expect(unit.rules[0]).toEqual({ rule: 'blast', tier: 1 });
    expect(editor.draft.weapons[2]!.range).toBe('melee');
    // BF.POWER.CASTERS: a caster needs powers its faction can use; the module's general ones count.
    expect(editor.check.errors).toEqual([]);
    editor.setSave(unit.composition[0]!.stats!, null);
    expect(unit.composition[0]!.stats!.sav).toBeUndefined();
    editor.draft.datasheets[2]!.composition[0]!.count = 0;
    expect(editor.check.errors[0]).toBe('Unit “New unit”, Model “Trooper”, count: at least 1');
  });
});

describe('a Battle Forge list on a homebrew faction, as a file', () => {
  it('BF.DATA.UNIT_FIELDS: survives its file and is judged by the core with its own faction', async () => {
    const { parseBfArmy } = await import('../../../shared/rulesets/battle-forge/army');
    const { bfArmies } = await import('../../../shared/rulesets/battle-forge/armies');
    const homebrew = templateBfFaction('Ash Clans');
    // As the Armies screen writes it: the homebrew and no faction id.
    const file = {
      format: 'tenfold-army',
      version: 1,
      id: 'ash',
      name: 'Ash',
      ruleset: 'battle-forge',
      pointsLimit: 100,
      homebrew,
      detachments: [{ id: 'main', organisation: 'patrol' }],
      units: [
        { uid: 'u1', profile: 'leader', models: 1 },
        { uid: 'u2', profile: 'troopers', models: 5 },
      ],
    };
    const parsed = parseBfArmy(JSON.parse(JSON.stringify(file)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.army.faction).toBe('ash-clans');
    expect(bfArmies.check(parsed.army)).toMatchObject({ ok: true, points: 35 });
    expect(bfArmies.factionOf(parsed.army)?.name).toBe('Ash Clans');
    expect(bfArmies.resolve(parsed.army).ok).toBe(true);
    expect(parseBfArmy({ ...file, faction: 'thornwall-march' })).toMatchObject({ ok: false });
  });
});
