/**
 * Plans for the tests, laid out the way a player would on the Table screen: the quick-start armies
 * of a ruleset deployed where the engine's own legal list offers, turn by turn, and (D10) the
 * objectives after them; the plan records where each unit stood, and the game deployed by hand is
 * kept to compare with.
 */
import { quickStartPair } from '../../../src-renderer/src/play/model/armies';
import { rulesetFor, type PlayRulesetId } from '../../../src-renderer/src/play/model/rulesets';
import type { SessionData } from '../../../src-renderer/src/play/model/session';
import { emptyPlan, unitKey, type Plan, type Side } from '../../../src-renderer/src/plan/plan';
import { newSession } from './helpers';

type Placement = { unitId: string; models: { x: number; y: number; facing?: number }[] };

export function plannedFrom(ruleset: PlayRulesetId, table: { width: number; height: number }): { plan: Plan; game: SessionData } {
  let game = newSession(ruleset, ruleset === 'quality' ? {} : { scoring: 'standard' });
  const engine = rulesetFor(ruleset);
  const placements: Placement[] = [];
  const objectives: { x: number; y: number }[] = [];
  let firstToDeploy: Side | null = null;
  for (let guard = 0; guard < 200; guard++) {
    const state = game.game.state as { phase: string; turn: Side };
    if (state.phase === 'rollOff' && ruleset === 'd10-wargame') game = run(game, { type: 'rollOff' });
    else if (state.phase === 'chooseOrder') game = run(game, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0 });
    else if (state.phase === 'deployment') {
      firstToDeploy ??= state.turn;
      const deploy = engine.legalCommands(state).find((c) => c.type === 'deploy') as (Placement & { type: 'deploy' }) | undefined;
      placements.push({ unitId: deploy!.unitId, models: deploy!.models });
      game = run(game, deploy!);
    } else if (state.phase === 'objectives') {
      const place = engine.legalCommands(state).find((c) => c.type === 'placeObjective') as { x: number; y: number } & { type: string };
      objectives.push({ x: place.x, y: place.y });
      game = run(game, place);
    } else break;
  }
  const pair = quickStartPair(ruleset, 500)!;
  const plan: Plan = {
    ...emptyPlan(ruleset),
    name: 'Ridge at dawn',
    table,
    armies: [{ name: pair[0].name, file: pair[0].file }, { name: pair[1].name, file: pair[1].file }],
    units: placements.map((p) => {
      const [side, uid] = p.unitId.split(':') as [string, string];
      return { key: unitKey((Number(side) - 1) as Side, uid), models: p.models.map((m) => ({ x: m.x, y: m.y, facing: m.facing ?? 0 })) };
    }),
    objectives: objectives.map((o, i) => ({ id: `o${i + 1}`, ...o })),
    firstToDeploy: firstToDeploy ?? 0,
  };
  return { plan, game };
}

function run(data: SessionData, command: object): SessionData {
  const result = rulesetFor(data.ruleset).apply(data.game.state, command as never);
  if (!result.ok) throw new Error(`${JSON.stringify(command).slice(0, 80)}: ${result.reason}`);
  return { ...data, game: { ...data.game, state: result.state } };
}

