/**
 * Battle Forge games for the engine's tests: the built-in sample lists set up as a game on a
 * scenario of Tenfold's module, and a random legal game played to the end.
 */
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import { BF_SAMPLES } from '../../../shared/rulesets/battle-forge/content/lists';
import { gameArmyOf, scenarioById } from '../../../shared/rulesets/battle-forge/game-setup';
import type { BfSetup, BfState } from '../../../shared/rulesets/battle-forge/state';
import type { ResolvedBfUnit } from '../../../shared/rulesets/battle-forge/armies';

/** The sample list of `faction` at `points`, resolved for a game. */
export function sampleArmy(faction: string, points: number, name = faction): BfSetup['armies'][number] {
  const list = BF_SAMPLES[faction]?.find((a) => a.pointsLimit === points);
  if (!list) throw new Error(`no ${points}-point sample of ${faction}`);
  const resolved = battleForge.army.resolve(list);
  if (!resolved.ok) throw new Error(`sample ${faction} ${points} does not resolve`);
  return gameArmyOf(name, resolved.units as ResolvedBfUnit[]);
}

export function sampleSetup(points = 150, seed: number | string = 1, scenario = 'hold-the-crossing', players = 2): BfSetup {
  const factions = ['thornwall-march', 'saltmarrow-reavers'];
  return {
    armies: Array.from({ length: players }, (_, i) => sampleArmy(factions[i % 2]!, points, `Player ${i + 1}`)),
    scenario: scenarioById(scenario),
    seed,
  };
}

export function start(setup: BfSetup): BfState {
  const r = battleForge.init(setup);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}
