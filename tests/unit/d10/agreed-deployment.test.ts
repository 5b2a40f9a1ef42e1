/**
 * A deployment agreed before the game (planned on the Table screen) starts a D10 game past the
 * pre-game steps it answers, every placement checked by the engine's own deploy, reserve and
 * objective rules (shared/rulesets/d10-wargame/agreed.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AgreedDeployment } from '../../../shared/core/ruleset';
import { newGame, play, replay } from '../../../shared/core/game';
import { d10Wargame, init } from '../../../shared/rulesets/d10-wargame/index';
import { decision, formation } from '../../../shared/rulesets/d10-wargame/legal';
import { gameUnitId, initialState } from '../../../shared/rulesets/d10-wargame/setup';
import type { D10Options, D10Setup, D10State, Terrain } from '../../../shared/rulesets/d10-wargame/state';
import { unit } from '../game/fixtures';

const wall: Terrain = { id: 'wall', kind: 'blocking', points: [{ x: 20, y: 22 }, { x: 28, y: 22 }, { x: 28, y: 26 }, { x: 20, y: 26 }] };

function setup(deployment: AgreedDeployment | undefined, options: Partial<D10Options> = {}, table: D10Setup['table'] = { width: 48, height: 48, terrain: [wall] }): D10Setup {
  return {
    armies: [
      [unit({ uid: 'captain', models: 1, category: 'HQ' }), unit({ uid: 'squad', models: 5 })],
      [unit({ uid: 'boss', models: 1, category: 'HQ' }), unit({ uid: 'mob', models: 5 })],
    ],
    players: ['Ann', 'Bob'],
    ...(table ? { table } : {}),
    options,
    seed: 'agreed',
    ...(deployment ? { deployment } : {}),
  };
}

/** Where a unit's models would stand in a block around (x, y), as the engine lays one out. */
function block(uid: string, side: 0 | 1, x: number, y: number) {
  const fresh = initialState(setup(undefined)) as D10State;
  return formation(fresh.units[gameUnitId(side, uid)]!, x, y).map(({ x, y }) => ({ x, y, facing: side === 0 ? 0 : Math.PI }));
}

const objectives = [{ x: 12, y: 24 }, { x: 24, y: 30 }, { x: 36, y: 24 }];

function plan(over: Partial<AgreedDeployment> = {}): AgreedDeployment {
  return {
    firstToDeploy: 1,
    units: [
      { side: 0, uid: 'captain', models: block('captain', 0, 10, 4) },
      { side: 0, uid: 'squad', models: block('squad', 0, 24, 6) },
      { side: 1, uid: 'boss', models: block('boss', 1, 38, 44) },
      { side: 1, uid: 'mob', models: block('mob', 1, 24, 42) },
    ],
    reserves: [],
    objectives,
    ...over,
  };
}

function started(deployment: AgreedDeployment, options: Partial<D10Options> = {}) {
  const result = init(setup(deployment, options));
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('a deployment agreed before the game (D10 Wargame)', () => {
  it('D10.SETUP.DEPLOY_FIRST / D10.AMBIG.PREGAME_ORDER: starts at Round 1, every model where it was planned, the player who deployed first activating second', () => {
    const { state, events } = started(plan());
    expect(state.phase).toBe('battle');
    expect(state.round).toBe(1);
    expect(state.firstPlayer).toBe(0);
    expect(decision(state)).toMatchObject({ players: [0], kind: 'activate' });
    expect(state.table.terrain).toEqual([wall]);
    const squad = state.units[gameUnitId(0, 'squad')]!;
    expect(squad.status).toBe('table');
    expect(squad.models.map(({ x, y }) => ({ x, y }))).toEqual(block('squad', 0, 24, 6).map(({ x, y }) => ({ x, y })));
    expect(state.units[gameUnitId(1, 'mob')]!.models[0]!.facing).toBeCloseTo(Math.PI);
    expect(state.objectives.map(({ x, y }) => ({ x, y }))).toEqual(objectives);
    // The log tells the story: agreed, deployed in turn from Bob, objectives, then Round 1.
    expect(events.map((e) => e.type)).toEqual(['deploymentAgreed', 'deployed', 'deployed', 'deployed', 'deployed', 'objectivePlaced', 'objectivePlaced', 'objectivePlaced', 'roundStarted']);
    expect(d10Wargame.describe(events[0]!, state)).toBe('The table, terrain and deployment were agreed before the game: Bob deployed first, so Ann activates first.');
    expect(events.filter((e) => e.type === 'deployed').map((e) => (e as { unitId: string }).unitId)).toEqual(['2:boss', '1:captain', '2:mob', '1:squad']);
  });

  it('D10.SETUP.DEPLOY_ALTERNATE: gives the same table as deploying the same units one at a time on the Play screen', () => {
    const agreed = started(plan({ objectives: [] }), { scoring: 'pure-destruction' }).state;
    const game = newGame(d10Wargame, setup(undefined, { scoring: 'pure-destruction' }));
    if (!game.ok) throw new Error(game.reason);
    let g = game.game;
    const step = (command: object) => {
      const next = play(d10Wargame, g, command as never);
      if (!next.ok) throw new Error(next.reason);
      g = next.game;
    };
    step({ type: 'rollOff' });
    step({ type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0 });
    for (const [side, uid] of [[1, 'boss'], [0, 'captain'], [1, 'mob'], [0, 'squad']] as const) {
      step({ type: 'deploy', unitId: gameUnitId(side, uid), models: plan().units.find((u) => u.uid === uid)!.models });
    }
    const played = g.state as D10State;
    expect(played.phase).toBe('battle');
    for (const id of played.order) expect(agreed.units[id]!.models).toEqual(played.units[id]!.models);
    expect(agreed.firstPlayer).toBe(played.firstPlayer);
  });

  it('D10.DEPLOY.STANDARD_EDGE_12 / D10.AMBIG.DEPLOY_GEOMETRY: a unit planned outside its zone is refused with the reason, and nothing starts', () => {
    const out = plan({ units: plan().units.map((u) => (u.uid === 'squad' ? { ...u, models: block('squad', 0, 24, 16) } : u)) });
    expect(init(setup(out))).toEqual({ ok: false, code: 'outside-deployment-zone', rule: 'D10.SETUP.DEPLOY_MAP', reason: "The planned deployment cannot be played: Every model of squad must be wholly inside Ann's deployment zone." });
  });

  it('D10.DEPLOY.DAWN_EDGE_6: the zones are the game\'s deployment map — a unit 6" to 12" from its edge is refused at Dawn of War', () => {
    // Bob deployed first, and his mob stands 6" from his edge.
    expect(init(setup(plan(), { deployment: 'dawn' }))).toEqual({ ok: false, code: 'outside-deployment-zone', rule: 'D10.SETUP.DEPLOY_MAP', reason: "The planned deployment cannot be played: Every model of mob must be wholly inside Bob's deployment zone." });
  });

  it('D10.OBJ.AFTER_DEPLOYMENT / D10.OBJ.CLEAR_OF_UNITS_3: a planned objective is checked against the units as deployed', () => {
    const forward = plan().units.map((u) => (u.uid === 'squad' ? { ...u, models: block('squad', 0, 24, 10) } : u));
    const near = plan({ units: forward, objectives: [{ x: 24, y: 12.5 }, ...objectives.slice(1)] });
    expect(init(setup(near))).toEqual({ ok: false, code: 'too-close-to-unit', rule: 'D10.OBJ.CLEAR_OF_UNITS_3', reason: 'The planned deployment cannot be played: An objective may not be placed within 3" of a unit (squad).' });
    const close = plan({ objectives: [objectives[0]!, { x: 16, y: 26 }, objectives[2]!] });
    expect(init(setup(close))).toEqual({ ok: false, code: 'too-close-to-objective', rule: 'D10.OBJ.SPACING_12', reason: 'The planned deployment cannot be played: An objective must be at least 12" from every other objective.' });
  });

  it('D10.OBJ.COUNT_3 / D10.OBJ.ALTERNATE: objectives the plan lacks are placed in the game, starting with the player the players chose; more than 3 are refused', () => {
    const one = started(plan({ objectives: [objectives[1]!], objectivesFirst: 0 })).state;
    expect(one.phase).toBe('objectives');
    expect(one.objectives).toHaveLength(1);
    expect(decision(one)).toMatchObject({ players: [0], kind: 'placeObjective' });
    const next = d10Wargame.apply(one, { type: 'placeObjective', x: 12, y: 24 });
    expect(next.ok && decision(next.state)).toMatchObject({ players: [1], kind: 'placeObjective' });
    expect(started(plan({ objectives: [], objectivesFirst: 1 })).state).toMatchObject({ phase: 'objectives', turn: 1 });
    const four = plan({ objectives: [...objectives, { x: 24, y: 18 }] });
    expect(init(setup(four))).toEqual({ ok: false, code: 'bad-deployment', rule: 'D10.OBJ.COUNT_3', reason: 'The planned deployment cannot be played: it has 4 objectives; a game uses 3 (D10.OBJ.COUNT_3).' });
  });

  it('D10.SCORE.VAR_PURE_DESTRUCTION: a Pure Destruction game has no objectives, so the plan\'s markers are left out', () => {
    const { state } = started(plan(), { scoring: 'pure-destruction' });
    expect(state.phase).toBe('battle');
    expect(state.objectives).toEqual([]);
  });

  it('D10.RESERVE.DECLARE: a unit planned in reserve waits in reserve when reserves are agreed, and is refused when they are not', () => {
    const held = plan({ units: plan().units.filter((u) => u.uid !== 'mob'), reserves: [{ side: 1, uid: 'mob' }] });
    const { state } = started(held, { reserves: true });
    expect(state.units[gameUnitId(1, 'mob')]!.status).toBe('reserve');
    expect(state.phase).toBe('battle');
    expect(init(setup(held))).toEqual({ ok: false, code: 'option-off', reason: 'The planned deployment cannot be played: Reserves are not in use in this game (an advanced rule, off unless agreed).' });
  });

  it('refuses a plan that leaves a unit out, names a unit the army lacks, places one twice, or comes without its agreed table', () => {
    const missing = plan({ units: plan().units.filter((u) => u.uid !== 'squad') });
    expect(init(setup(missing))).toEqual({ ok: false, code: 'bad-deployment', reason: 'The planned deployment cannot be played: squad (Ann) is neither on the table nor in reserve.' });
    const stranger = plan({ units: [...plan().units, { side: 1, uid: 'ghost', models: block('mob', 1, 10, 40) }] });
    expect(init(setup(stranger))).toEqual({ ok: false, code: 'bad-deployment', reason: 'The planned deployment cannot be played: it places a unit Bob\'s army does not have ("ghost").' });
    const twice = plan({ reserves: [{ side: 0, uid: 'squad' }] });
    expect(init(setup(twice, { reserves: true }))).toEqual({ ok: false, code: 'bad-deployment', reason: 'The planned deployment cannot be played: squad is placed twice.' });
    expect(init(setup(plan(), {}, { width: 48, height: 48 }))).toEqual({ ok: false, code: 'bad-deployment', reason: 'The planned deployment cannot be played: its table and terrain must be agreed with it.' });
  });

  it('replays from its record like any game: the agreed setup, then the commands', () => {
    const game = newGame(d10Wargame, setup(plan()));
    if (!game.ok) throw new Error(game.reason);
    const after = play(d10Wargame, game.game, { type: 'activate', unitId: gameUnitId(0, 'squad') });
    if (!after.ok) throw new Error(after.reason);
    const again = replay(d10Wargame, after.game.record);
    expect(again.ok && again.state).toEqual(after.game.state);
    expect(game.game.log[0]![0]).toMatchObject({ type: 'deploymentAgreed' });
  });
});
