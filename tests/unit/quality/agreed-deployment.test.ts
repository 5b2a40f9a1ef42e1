/**
 * A deployment agreed before a Quality game (planned on the Table screen): every unit deployed by
 * the engine's own rules, the initiative roll-off left to the players (shared/rulesets/quality/agreed.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AgreedDeployment } from '../../../shared/core/ruleset';
import { quality } from '../../../shared/rulesets/quality/index';
import { qUnitId } from '../../../shared/rulesets/quality/setup';
import type { QSetup, QTerrain } from '../../../shared/rulesets/quality/state';
import { qunit } from './fixtures';

const house: QTerrain = { id: 'house', kind: 'blocking', points: [{ x: 20, y: 16 }, { x: 26, y: 16 }, { x: 26, y: 20 }, { x: 20, y: 20 }] };

const row = (x: number, y: number, n = 5) => Array.from({ length: n }, (_, i) => ({ x: x + i * 1.2, y, facing: 0 }));

function plan(over: Partial<AgreedDeployment> = {}): AgreedDeployment {
  return {
    firstToDeploy: 1,
    units: [
      { side: 0, uid: 'wardens', models: row(10, 4) },
      { side: 1, uid: 'reavers', models: row(30, 32) },
      { side: 1, uid: 'hounds', models: row(10, 33, 3) },
    ],
    reserves: [],
    objectives: [{ x: 24, y: 18 }],
    ...over,
  };
}

function setup(deployment: AgreedDeployment): QSetup {
  return {
    armies: [[qunit('wardens')], [qunit('reavers'), qunit('hounds', { models: 3 })]],
    players: ['Ann', 'Bob'],
    scenario: { terrain: [house] },
    seed: 'agreed',
    deployment,
  };
}

describe('a deployment agreed before the game (Quality Wargame)', () => {
  it('QW.SEQ.SETUP_FIRST / QW.SEQ.INITIATIVE: every unit stands where it was planned, and the initiative roll-off is still the players\' to make', () => {
    const started = quality.init(setup(plan()));
    if (!started.ok) throw new Error(started.reason);
    const { state, events } = started;
    expect(state.phase).toBe('initiative');
    expect(quality.decision(state).kind).toBe('rollOff');
    expect(state.units[qUnitId(1, 'reavers')]!.models.map(({ x, y }) => ({ x, y }))).toEqual(row(30, 32).map(({ x, y }) => ({ x, y })));
    expect(state.scenario.terrain).toEqual([house]);
    // Bob deployed first; the game has no objectives, so the plan's marker is left out.
    expect(events.map((e) => e.type)).toEqual(['deploymentAgreed', 'deployed', 'deployed', 'deployed']);
    expect(quality.describe(events[0]!, state)).toBe('The table, terrain and deployment were agreed before the game; Bob deployed first.');
    expect('objectives' in state).toBe(false);
  });

  it('QW.SCENARIO.DEPLOYMENT / QW.AMBIG.DEFAULT_SCENARIO: a unit planned beyond 12" of its own long edge is refused with the reason', () => {
    const forward = plan({ units: plan().units.map((u) => (u.uid === 'wardens' ? { ...u, models: row(10, 14) } : u)) });
    expect(quality.init(setup(forward))).toEqual({ ok: false, code: 'outside-deployment-zone', rule: 'QW.SCENARIO.DEPLOYMENT', reason: 'The planned deployment cannot be played: Every model of wardens must be wholly within 12" of Ann\'s table edge.' });
  });

  it('QW.AMBIG.MOVE_RULES: models planned on top of each other are refused, as a deploy command would be', () => {
    const stacked = plan({ units: plan().units.map((u) => (u.uid === 'hounds' ? { ...u, models: [{ x: 10, y: 33 }, { x: 10.2, y: 33 }, { x: 12, y: 33 }] } : u)) });
    expect(quality.init(setup(stacked))).toEqual({ ok: false, code: 'overlap', rule: 'QW.AMBIG.MOVE_RULES', reason: 'The planned deployment cannot be played: Two models of the unit would overlap.' });
  });

  it('refuses a unit held in reserve (the Quality Wargame has none) and a unit left out', () => {
    const held = plan({ units: plan().units.filter((u) => u.uid !== 'hounds'), reserves: [{ side: 1, uid: 'hounds' }] });
    expect(quality.init(setup(held))).toEqual({ ok: false, code: 'bad-deployment', rule: 'QW.SEQ.SETUP_FIRST', reason: 'The planned deployment cannot be played: hounds is held in reserve, and the Quality Wargame has no reserves: deploy it.' });
    const missing = plan({ units: plan().units.filter((u) => u.uid !== 'hounds') });
    expect(quality.init(setup(missing))).toEqual({ ok: false, code: 'bad-deployment', reason: 'The planned deployment cannot be played: hounds (Bob) is not on the table.' });
  });
});
