import { describe, expect, it } from 'vitest';
import { BUILT_IN } from '../../../src-renderer/src/armies/model/catalog';
import { rulesetChoices, sampleFor } from '../../../src-renderer/src/armies/model/kits';
import { DEFAULT_SCENARIO } from '../../../shared/rulesets/quality/state';

describe('the points limits the army builder offers', () => {
  it('QW.SCENARIO.BATTLE_POINTS: the Quality builder offers the sizes its starter armies and default Scenario are made for', () => {
    const quality = rulesetChoices(BUILT_IN).find((r) => r.id === 'quality')!;
    // Was 150/300/500 while the starter armies came at 500/1000/1500.
    expect(quality.presets).toEqual([500, 1000, 1500]);
    expect(quality.presets).toContain(DEFAULT_SCENARIO.battlePoints);
  });

  it('D10.ARMY.LEVEL_500, D10.ARMY.LEVEL_1000 and D10.ARMY.LEVEL_1500: every offered limit has a starter army for every built-in faction, in both rulesets', () => {
    for (const ruleset of rulesetChoices(BUILT_IN)) {
      const factions = ruleset.factions.filter((f) => f.id !== 'homebrew' && !/homebrew/i.test(f.name));
      expect(factions.length).toBeGreaterThan(0);
      for (const faction of factions)
        for (const limit of ruleset.presets) expect(sampleFor(faction.id, limit)?.pointsLimit, `${ruleset.id} ${faction.id} ${limit}`).toBe(limit);
    }
  });
});
