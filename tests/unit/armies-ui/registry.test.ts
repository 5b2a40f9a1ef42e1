import { describe, expect, it } from 'vitest';
import { armyRules } from '../../../shared/armies/index';
import { RULESETS } from '../../../shared/rulesets/index';
import { BUILT_IN } from '../../../src-renderer/src/armies/model/catalog';
import { HOMEBREW, armyJson, blankArmy, readArmy, rulesetChoices, viewArmy } from '../../../src-renderer/src/armies/model/kits';
import { RULESET_UIS, rulesetUi } from '../../../src-renderer/src/rulesets/index';

// The Armies screen finds every ruleset through the renderer's registry: each ruleset the core plays
// brings its editor pieces, and a new army of it, built-in or homebrew, is one its own core accepts.
describe('the renderer registry of rulesets', () => {
  it('has the army editor pieces of every ruleset the core plays, under the same id', () => {
    expect(Object.keys(RULESET_UIS)).toEqual(Object.keys(RULESETS));
    for (const id of Object.keys(RULESETS)) expect(rulesetUi(id)?.id).toBe(id);
    expect(rulesetUi('no-such-ruleset')).toBeUndefined();
  });

  it('D10.ARMY.BUILD_STEPS: offers every ruleset in the registry’s order, its built-in factions first and the player’s own last', () => {
    const choices = rulesetChoices(BUILT_IN);
    expect(choices.map((c) => c.id)).toEqual(Object.keys(RULESETS));
    for (const choice of choices) {
      expect(choice.name).toBe(RULESETS[choice.id]!.name);
      expect(choice.presets).toEqual([...armyRules(choice.id)!.presets]);
      expect(choice.factions.map((f) => f.id)).toEqual([...BUILT_IN[choice.id]!.map((f) => f.id), HOMEBREW]);
      expect(choice.factions.at(-1)!.name).toMatch(/homebrew/);
    }
  });

  it('D10.SR.FACTION and QW.AMBIG.MISSING_PROFILES: a new homebrew army of every ruleset passes its own checks and survives its file', () => {
    for (const id of Object.keys(RULESETS)) {
      const homebrew = rulesetUi(id)!.army.homebrew;
      expect(homebrew.check(homebrew.template()).ok, id).toBe(true);
      const army = blankArmy({ id: 'a', name: 'Ash', ruleset: id, faction: HOMEBREW, limit: 500 });
      expect(army.homebrew?.name, id).toBe(`Ash ${homebrew.noun}`);
      expect(readArmy(armyJson(army)), id).toEqual({ ok: true, value: army });
      expect(viewArmy(army, BUILT_IN).ruleset, id).toBe(id);
    }
  });

  it('D10.ARMY.ONE_FACTION: a built-in faction’s copy for homebrew editing is a new faction the core accepts', () => {
    for (const id of Object.keys(RULESETS)) {
      const homebrew = rulesetUi(id)!.army.homebrew;
      const builtIn = BUILT_IN[id]![0]!;
      const copy = homebrew.from(builtIn);
      expect(copy.id, id).not.toBe(builtIn.id);
      expect(homebrew.check(copy).ok, id).toBe(true);
    }
  });
});
