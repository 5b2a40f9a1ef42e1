import { describe, expect, it } from 'vitest';
import { quickStartPair } from '../../../src-renderer/src/play/model/armies';
import { buildSetup, type NewGameChoices } from '../../../src-renderer/src/play/model/new-game';
import { battleForgeUi } from '../../../src-renderer/src/rulesets/battle-forge/index';

function bfChoices(over: Partial<NewGameChoices> = {}): NewGameChoices {
  const pair = quickStartPair('battle-forge', 150)!;
  return {
    ruleset: 'battle-forge',
    points: 150,
    armies: [pair[0].file, pair[1].file],
    players: ['Ann', 'Bob'],
    deployment: 'standard',
    scoring: 'standard',
    rounds: null,
    commandPoints: false,
    // An agreed layout with no pieces: the wizard's generated terrain does not know Battle Forge's table yet.
    terrain: { kind: 'layout', name: 'Open field', table: { width: 48, height: 48 }, pieces: [] },
    activationLimit: 12,
    seed: 'bf-new-game',
    allowIllegal: false,
    ...over,
  };
}

const scenarioOf = (built: ReturnType<typeof buildSetup>) => (built.ok ? (built.setup as { scenario: { id: string } }).scenario.id : built.reason);

describe('a new Battle Forge game from the wizard', () => {
  it('BF.SCEN.COMMON: plays the first scenario of the module unless the wizard names another', () => {
    expect(scenarioOf(buildSetup(bfChoices()))).toBe('hold-the-crossing');
    expect(scenarioOf(buildSetup(bfChoices({ rulesetOptions: { scenario: 'signal-fires' } })))).toBe('signal-fires');
  });

  it('names its points field in the book’s word and has no Table plan of its own yet', () => {
    expect(battleForgeUi.newGame.pointsLabel).toBe('Points');
    expect(battleForgeUi.table).toBeUndefined();
    expect(battleForgeUi.army.homebrew.noun).toBe('faction');
  });
});
