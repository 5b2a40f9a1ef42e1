/**
 * A deployment planned on the Table screen becomes a game's setup (play/model/plan-game.ts and
 * buildSetup): the plan's table, terrain, map, armies and placements, played by each engine.
 */
import { describe, expect, it } from 'vitest';
import { quickStartPair } from '../../../src-renderer/src/play/model/armies';
import { buildSetup } from '../../../src-renderer/src/play/model/new-game';
import { planProblemForPlay, planSummary } from '../../../src-renderer/src/play/model/plan-game';
import { rulesetFor, type PlayRulesetId } from '../../../src-renderer/src/play/model/rulesets';
import { startSession, type SessionData } from '../../../src-renderer/src/play/model/session';
import { emptyPlan, unitKey, type Plan, type Side } from '../../../src-renderer/src/table/model/plan';
import { choices, newSession } from './helpers';

type Placement = { unitId: string; models: { x: number; y: number; facing?: number }[] };

/**
 * A plan laid out the way a player would: the quick-start armies deployed where the engine's own
 * legal list offers, turn by turn, and (D10) the objectives after them; then the plan records it.
 */
function plannedFrom(ruleset: PlayRulesetId, table: { width: number; height: number }): { plan: Plan; game: SessionData } {
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

function startFrom(plan: Plan, over: Parameters<typeof choices>[1] = {}) {
  const pair = quickStartPair(plan.ruleset as PlayRulesetId, 500)!;
  const built = buildSetup(choices(plan.ruleset as PlayRulesetId, { armies: [pair[0].file, pair[1].file], terrain: { kind: 'plan', plan }, ...over }));
  if (!built.ok) return built;
  return startSession(built.ruleset, built.setup, plan.name, built.names, built.files);
}

describe('a planned deployment as a game', () => {
  it('D10.SETUP.DEPLOY_FIRST: a D10 plan starts at Round 1 with the plan\'s table, terrain, map and every unit where it was planned', () => {
    const { plan, game: deployedByHand } = plannedFrom('d10-wargame', { width: 48, height: 48 });
    const withTerrain: Plan = { ...plan, deployment: 'standard', terrain: [{ id: 't1', kind: 'building', x: 24, y: 24, rotation: 0, points: [[-3, -2], [3, -2], [3, 2], [-3, 2]] }] };
    const started = startFrom(withTerrain);
    if (!started.ok) throw new Error(started.reason);
    const state = started.data.game.state as { phase: string; round: number; table: { terrain: { id: string; kind: string }[] }; units: Record<string, { models: { x: number; y: number }[] }>; objectives: unknown[]; options: { deployment: string } };
    expect(state.phase).toBe('battle');
    expect(state.round).toBe(1);
    expect(state.table.terrain).toEqual([expect.objectContaining({ id: 't1', kind: 'blocking' })]);
    expect(state.options.deployment).toBe('standard');
    expect(state.objectives).toHaveLength(3);
    const byHand = deployedByHand.game.state as typeof state;
    for (const id of Object.keys(byHand.units)) expect(state.units[id]!.models.map(({ x, y }) => ({ x, y }))).toEqual(byHand.units[id]!.models.map(({ x, y }) => ({ x, y })));
    expect(planSummary(withTerrain)).toBe(`48″ × 48″ · 1 terrain piece · Standard (12″ deep) · ${plan.units.length} units on the table · 3 objectives`);
  });

  it('QW.SEQ.SETUP_FIRST: a Quality plan brings its board as the Scenario\'s and leaves the initiative roll-off', () => {
    const { plan } = plannedFrom('quality', { width: 48, height: 36 });
    const started = startFrom(plan);
    if (!started.ok) throw new Error(started.reason);
    const state = started.data.game.state as { phase: string; scenario: { width: number; height: number; deploymentDepth: number } };
    expect(state.phase).toBe('initiative');
    expect(state.scenario).toMatchObject({ width: 48, height: 36, deploymentDepth: 12 });
    expect(startFrom({ ...plan, deployment: 'diagonal' })).toEqual({ ok: false, reason: 'The Quality Wargame deploys along the long table edges (QW.AMBIG.DEFAULT_SCENARIO); this plan uses Diagonal deployment.' });
  });

  it('D10.SETUP.TABLE_UP_TO_1000: a plan on a table the points do not allow is refused, as a saved layout would be', () => {
    const { plan } = plannedFrom('d10-wargame', { width: 48, height: 48 });
    expect(startFrom({ ...plan, table: { width: 72, height: 48 } })).toEqual({
      ok: false,
      reason: 'The plan is for a 72″ × 48″ table; a 500-point game is played on 48″ × 48″ (D10.SETUP.TABLE_UP_TO_1000, D10.SETUP.TABLE_OVER_1000).',
    });
  });

  it('D10.RESERVE.DECLARE: units held in reserve on the Table screen turn reserves on, and a unit left out is refused by the engine with its name', () => {
    const { plan } = plannedFrom('d10-wargame', { width: 48, height: 48 });
    const [kept, ...rest] = plan.units;
    const held = startFrom({ ...plan, units: rest, reserves: [kept!.key] });
    if (!held.ok) throw new Error(held.reason);
    expect((held.data.game.state as { options: { reserves: boolean } }).options.reserves).toBe(true);
    const left = startFrom({ ...plan, units: rest });
    expect(left.ok === false && left.reason).toMatch(/^The planned deployment cannot be played: .+ \((Ann|Bob)\) is neither on the table nor in reserve\.$/);
  });

  it('says what a plan still lacks before it can be played', () => {
    expect(planProblemForPlay(emptyPlan())).toBe('The plan has no army for Player 1 yet: choose one on the Table screen.');
    const { plan } = plannedFrom('d10-wargame', { width: 48, height: 48 });
    expect(planProblemForPlay({ ...plan, units: [] })).toBe('The plan has no units on the table yet: deploy them on the Table screen.');
    expect(planProblemForPlay({ ...plan, ruleset: 'battle-forge' })).toBe('The plan is for battle-forge, which Tenfold cannot play yet.');
    expect(planProblemForPlay(plan)).toBeNull();
  });
});
