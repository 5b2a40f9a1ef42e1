/**
 * A deployment planned on the Table screen becomes a game's setup (play/model/plan-game.ts and
 * buildSetup): the plan's table, terrain, map, armies and placements, played by each engine.
 */
import { describe, expect, it } from 'vitest';
import { quickStartPair } from '../../../src-renderer/src/play/model/armies';
import { buildSetup } from '../../../src-renderer/src/play/model/new-game';
import { planSummary } from '../../../src-renderer/src/play/model/plan-game';
import { planProblemForPlay } from '../../../src-renderer/src/plan/playable';
import type { PlayRulesetId } from '../../../src-renderer/src/play/model/rulesets';
import { fromSaveText, toSaveText } from '../../../src-renderer/src/play/model/save';
import { startSession } from '../../../src-renderer/src/play/model/session';
import { emptyPlan, type Plan } from '../../../src-renderer/src/plan/plan';
import { choices } from './helpers';
import { plannedFrom } from './planned';

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

  it('saves and resumes like any game: the file carries the agreed deployment, and the replay is the same game', () => {
    const { plan } = plannedFrom('d10-wargame', { width: 48, height: 48 });
    const started = startFrom(plan);
    if (!started.ok) throw new Error(started.reason);
    const text = toSaveText(started.data, '0.1.0');
    if (!text.ok) throw new Error(text.reason);
    const resumed = fromSaveText(text.text);
    if (!resumed.ok) throw new Error(resumed.reason);
    expect(resumed.data.game.state).toEqual(started.data.game.state);
    expect(resumed.data.game.log[0]![0]).toMatchObject({ type: 'deploymentAgreed' });
  });

  it('says what a plan still lacks before it can be played', () => {
    expect(planProblemForPlay(emptyPlan())).toBe('The plan has no army for Player 1 yet: choose one on the Table screen.');
    const { plan } = plannedFrom('d10-wargame', { width: 48, height: 48 });
    expect(planProblemForPlay({ ...plan, units: [] })).toBe('The plan has no units on the table yet: deploy them on the Table screen.');
    expect(planProblemForPlay({ ...plan, ruleset: 'skirmish-3d10' })).toBe('The plan is for skirmish-3d10, which Tenfold cannot play yet.');
    expect(planProblemForPlay(plan)).toBeNull();
  });
});
