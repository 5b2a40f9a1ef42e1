/**
 * Battle Forge objectives, victory points, Strategy Points and deployment through the engine:
 * control counted in the End Phase (BF.OBJ.*), VP each round and at the end (BF.VP.*,
 * BF.ROUND.END_VP), the round's SP (BF.SP.*), and who deploys when (BF.DEPLOY.*).
 */
import { describe, expect, it } from 'vitest';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import { sampleSetup } from './engine-helpers';
import { ADMIRAL, REAVERS_SMALL, WARDENS, closeRound, eventsOf, refusal, run, table, type Pt } from './engine-table';

/** The first ford, at (12, 24). Wardens in a block from (6, 20): two of them (at 1.9" and 2.3") within 3", the rest beyond (3.3" and more). */
const WARDENS_AT_FORD = { x: 6, y: 20 };
/** Six Deck Reavers, two within 3" of the first ford (1.9" and 2.3"), four beyond (3.3" and more). */
const REAVERS_AT_FORD: Pt[] = [
  { x: 12, y: 26.5 },
  { x: 13.5, y: 26.5 },
  { x: 15, y: 26.5 },
  { x: 16.5, y: 26.5 },
  { x: 12, y: 28 },
  { x: 13.5, y: 28 },
];
const FAR: Pt[] = REAVERS_AT_FORD.map((p) => ({ x: p.x + 20, y: p.y + 10 }));

describe('Battle Forge objectives and victory points through the engine', () => {
  it('BF.OBJ.CONTROL_RANGE_3IN, BF.OBJ.CONTROL_MOST_MODELS, BF.ROUND.END_VP and BF.AMBIG.OBJ_TIMING: in the End Phase the side with most models within 3" takes the ford, then scores 1 VP for it', () => {
    const s = table({ [WARDENS]: WARDENS_AT_FORD, [REAVERS_SMALL]: FAR });
    const { state, events } = closeRound(s, [WARDENS, REAVERS_SMALL]);
    expect(state.round.phase).toBe('end');
    expect(eventsOf(events, 'objectives')[0]!.holders).toEqual([0, null, null]);
    expect(eventsOf(events, 'vpScored')).toEqual([expect.objectContaining({ seat: 0, vp: 1, why: 'each ford you control' })]);
    expect(events.findIndex((e) => e.type === 'objectives')).toBeLessThan(events.findIndex((e) => e.type === 'vpScored'));
    expect(state.vp).toEqual([1, 0]);
    expect(battleForge.score(state).totals).toEqual([1, 0]);
  });

  it('BF.OBJ.CONTESTED and BF.AMBIG.OBJ_MODELS_VS_UNITS: equal counts within 3" leave the ford to no one, and control held before is lost', () => {
    const s = table({ [WARDENS]: WARDENS_AT_FORD, [REAVERS_SMALL]: REAVERS_AT_FORD });
    s.objectives[0]!.holder = 0;
    const { state, events } = closeRound(s, [WARDENS, REAVERS_SMALL]);
    expect(eventsOf(events, 'objectives')[0]!.holders).toEqual([null, null, null]);
    expect(state.vp).toEqual([0, 0]);
  });

  it('BF.OBJ.STICKY: a ford stays with its holder while no model of either side is within 3"', () => {
    const s = table({ [WARDENS]: { x: 30, y: 4 }, [REAVERS_SMALL]: FAR });
    s.objectives[0]!.holder = 1;
    const { state, events } = closeRound(s, [WARDENS, REAVERS_SMALL]);
    expect(eventsOf(events, 'objectives')[0]!.holders).toEqual([1, null, null]);
    expect(state.vp).toEqual([0, 1]);
  });

  it('BF.OBJ.WOUNDS_X and BF.AMBIG.OBJ_WOUNDS_X: a Wounds(3) model counts as three models, by its printed wounds even when hurt', () => {
    const s = table({ [WARDENS]: WARDENS_AT_FORD, [ADMIRAL]: [{ x: 12, y: 26.5 }] });
    s.units[ADMIRAL]!.models[0]!.woundsLeft = 1;
    const { events } = closeRound(s, [WARDENS, ADMIRAL]);
    expect(eventsOf(events, 'objectives')[0]!.holders).toEqual([1, null, null]);
  });

  it('BF.VP.SCORING, BF.VP.WINNER and BF.AMBIG.VP_TIE: after round 6 the scenario\'s end-of-game VP are added and the most VP wins; equal VP is a draw', () => {
    const s = table({ [WARDENS]: { x: 22, y: 20 }, [REAVERS_SMALL]: FAR }, { round: 6 });
    s.vp = [2, 4];
    // The middle ford (24, 24) is the Wardens': 1 VP for round 6, then 3 for the game.
    const closing = closeRound(s, [WARDENS, REAVERS_SMALL]);
    expect(eventsOf(closing.events, 'vpScored')).toEqual([expect.objectContaining({ seat: 0, vp: 1, why: 'each ford you control' })]);
    const over = run(closing.state, { type: 'keepStandby', player: 0, keep: [] }, { type: 'keepStandby', player: 1, keep: [] });
    expect(over.state.phase).toBe('over');
    expect(eventsOf(over.events, 'vpScored')).toEqual([expect.objectContaining({ seat: 0, vp: 3, why: 'controlling the middle ford' })]);
    expect(over.state.vp).toEqual([6, 4]);
    expect(eventsOf(over.events, 'gameEnded')[0]).toMatchObject({ vp: [6, 4], winner: 0 });
    expect(battleForge.score(over.state).result).toMatchObject({ winner: 0, margin: 2 });
    const level = table({ [WARDENS]: { x: 22, y: 20 }, [REAVERS_SMALL]: FAR }, { round: 6 });
    level.vp = [2, 6];
    const drawn = run(closeRound(level, [WARDENS, REAVERS_SMALL]).state, { type: 'keepStandby', player: 0, keep: [] }, { type: 'keepStandby', player: 1, keep: [] });
    expect(eventsOf(drawn.events, 'gameEnded')[0]).toMatchObject({ vp: [6, 6], winner: null });
    expect(battleForge.score(drawn.state).result).toMatchObject({ winner: null, label: 'Draw' });
  });

  it('BF.SP.GAIN_ROUND_START and BF.SP.DISCARD_END: each round begins with the round\'s Strategy Points; what was left is gone', () => {
    const s = table({ [WARDENS]: { x: 30, y: 4 }, [REAVERS_SMALL]: FAR });
    s.sp = [0, 7];
    const end = closeRound(s, [WARDENS, REAVERS_SMALL]).state;
    const next = run(end, { type: 'keepStandby', player: 0, keep: [] }, { type: 'keepStandby', player: 1, keep: [] });
    expect(next.state.round).toMatchObject({ round: 2, phase: 'bidding' });
    expect(next.state.sp).toEqual(next.state.spPerRound);
    expect(eventsOf(next.events, 'spGained').map((e) => [e.seat, e.sp])).toEqual([
      [0, next.state.spPerRound[0]],
      [1, next.state.spPerRound[1]],
    ]);
  });
});

describe('Battle Forge deployment through the engine', () => {
  it('BF.DEPLOY.ROLLOFF_ZONE and BF.DEPLOY.WINNER_FIRST: players roll off (again on a tie) and the winner places the first unit', () => {
    const r = battleForge.init(sampleSetup(150, 1));
    if (!r.ok) throw new Error('no game');
    const rolloff = r.events[0] as Extract<typeof r.events[number], { type: 'deploymentRollOff' }>;
    // 8 against 8 is rolled again; 3 against 5: Player 2 wins and deploys first.
    expect(rolloff.winner).toBe(1);
    expect(r.state.deployTurn).toBe(1);
    expect(battleForge.decision(r.state)).toMatchObject({ kind: 'deploy', players: [1] });
    expect(refusal(r.state, { type: 'reserve', player: 0, unitId: WARDENS })).toMatchObject({ code: 'not-your-turn' });
  });

  it('BF.DEPLOY.ALTERNATE: players then place one unit each in turn', () => {
    const r = battleForge.init(sampleSetup(150, 1));
    if (!r.ok) throw new Error('no game');
    const zone = r.state.zones[1]!;
    const first = run(r.state, { type: 'deploy', player: 1, unitId: ADMIRAL, models: [{ x: zone.x + 10, y: zone.y + 6 }] }).state;
    expect(first.deployTurn).toBe(0);
    expect(refusal(first, { type: 'deploy', player: 1, unitId: REAVERS_SMALL, models: [] })).toMatchObject({ code: 'not-your-turn', rule: 'BF.DEPLOY.ALTERNATE' });
    const second = run(first, { type: 'reserve', player: 0, unitId: WARDENS }).state;
    expect(second.deployTurn).toBe(1);
  });
});
