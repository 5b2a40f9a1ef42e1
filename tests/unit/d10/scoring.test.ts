import { describe, expect, it } from 'vitest';
import { destructionPoints, HOLD_THE_LINE, marginLabel, objectivePoints, result, scoreSheet, SLAY_THE_COMMANDER } from '../../../shared/rulesets/d10-wargame/scoring';
import type { D10State } from '../../../shared/rulesets/d10-wargame/state';
import { battle, id, ofType, run, unit, withDice } from '../game/fixtures';

/** The book's scoring example, played out as a score state. */
function exampleState(slay: boolean): D10State {
  const s = battle([
    { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 10, y: 10 } },
    { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 10, y: 40 } },
  ], { slayTheCommander: slay });
  s.score.destroyed = [
    // Player A destroyed these units of player B …
    { unitId: 'b-inf', side: 1, points: 70, hq: false, dp: destructionPoints(70, false), fled: false, round: 2 },
    { unitId: 'b-vet', side: 1, points: 120, hq: false, dp: destructionPoints(120, false), fled: false, round: 3 },
    // … and player B destroyed these of player A.
    { unitId: 'a-cc', side: 0, points: 85, hq: true, dp: destructionPoints(85, true), fled: false, round: 3 },
    { unitId: 'a-hw', side: 0, points: 95, hq: false, dp: destructionPoints(95, false), fled: false, round: 4 },
  ];
  s.score.objectivePoints = [objectivePoints(2, 3), objectivePoints(1, 4)];
  s.score.holdTheLine = [true, false];
  s.score.slay = [false, slay];
  return s;
}

describe('Scoring (Chapter 8)', () => {
  it('D10.SCORE.DP_UNIT_COST / D10.SCORE.EX_DP_70: a destroyed 70-point Infantry Squad scores 70', () => {
    expect(destructionPoints(70, false)).toBe(70);
  });
  it('D10.SCORE.HQ_X1_5 / D10.SCORE.EX_DP_HQ_150: a destroyed 100-point Company Commander scores 150', () => {
    expect(destructionPoints(100, true)).toBe(150);
  });
  it('D10.SCORE.DP_UPGRADES / D10.SCORE.EX_DP_UPGRADED_140: a 120-point Veteran Squad with +20 of upgrades scores 140', () => {
    expect(destructionPoints(120 + 20, false)).toBe(140);
  });
  it('D10.SCORE.ROUND_HALF_UP / D10.SCORE.EX_B_HQ_ROUNDING / D10.AMBIG.ROUNDING: an 85-point HQ scores 127.5, rounded to 128', () => {
    expect(85 * 1.5).toBe(127.5);
    expect(destructionPoints(85, true)).toBe(128);
  });
  it('D10.SCORE.EX_A_DESTRUCTION: 70 + 120 = 190 Destruction Points', () => {
    expect(destructionPoints(70, false) + destructionPoints(120, false)).toBe(190);
  });
  it('D10.SCORE.EX_A_OBJECTIVES: 2 objectives for 3 rounds = 50 × 2 × 3 = 300', () => {
    expect(objectivePoints(2, 3)).toBe(300);
  });
  it('D10.SCORE.EX_A_HOLD: Hold the Line is worth 100', () => {
    expect(HOLD_THE_LINE).toBe(100);
  });
  it('D10.SCORE.EX_A_TOTAL: Player A totals 70 + 120 + 300 + 100 = 590', () => {
    expect(scoreSheet(exampleState(false)).totals[0]).toBe(590);
  });
  it('D10.SCORE.EX_B_HEAVY: a 95-point Heavy Weapons Team scores 95', () => {
    expect(destructionPoints(95, false)).toBe(95);
  });
  it('D10.SCORE.EX_B_OBJECTIVES: 1 objective for 4 rounds = 200', () => {
    expect(objectivePoints(1, 4)).toBe(200);
  });
  it('D10.SCORE.EX_B_TOTAL: the book gives Player B 128 + 95 + 200 = 423 (Slay the Commander switched off)', () => {
    expect(scoreSheet(exampleState(false)).totals[1]).toBe(423);
  });
  it('D10.AMBIG.EXAMPLE_SLAY_COMMANDER: by the rule Player B also scores Slay the Commander: 523, and A wins by 67 (Minor Victory)', () => {
    const sheet = scoreSheet(exampleState(true));
    expect(sheet.totals).toEqual([590, 523]);
    expect(sheet.result).toEqual({ winner: 0, label: 'Minor Victory', margin: 67 });
    expect(SLAY_THE_COMMANDER).toBe(100);
  });
  it('D10.SCORE.EX_MARGIN / D10.AMBIG.EXAMPLE_MARGIN_LABEL: A wins by 590 − 423 = 167; the book says "Victory", the table says Minor Victory', () => {
    const sheet = scoreSheet(exampleState(false));
    expect(sheet.result.margin).toBe(167);
    expect(sheet.result.winner).toBe(0);
    expect(sheet.result.label).toBe('Minor Victory');
  });
  it('D10.SCORE.MARGIN_MINOR / D10.SCORE.MARGIN_VICTORY / D10.SCORE.MARGIN_CRUSHING: 1–200, 201–500, 501+', () => {
    expect([1, 200, 201, 500, 501, 2000].map(marginLabel)).toEqual(['Minor Victory', 'Minor Victory', 'Victory', 'Victory', 'Crushing Victory', 'Crushing Victory']);
  });
  it('D10.SCORE.DRAW / D10.AMBIG.MARGIN_ZERO: equal totals are a draw', () => {
    expect(result([300, 300])).toEqual({ winner: null, label: 'Draw', margin: 0 });
  });
  it('D10.SCORE.WINNER / D10.SCORE.TOTAL: the higher total of DP + objectives + bonuses wins', () => {
    expect(result([100, 250]).winner).toBe(1);
    const lines = scoreSheet(exampleState(false)).lines.map((l) => l.label);
    expect(lines).toEqual(['Destruction Points', 'Objective points', 'Hold the Line', 'Slay the Commander', 'Mission goals']);
  });
  it('D10.QR.DESTRUCTION / D10.QR.OBJECTIVES / D10.QR.BONUSES: list cost (HQ 1.5×), 50 per objective per round, +100 bonuses', () => {
    expect([destructionPoints(60, false), destructionPoints(60, true), objectivePoints(1, 1), HOLD_THE_LINE, SLAY_THE_COMMANDER]).toEqual([60, 90, 50, 100, 100]);
  });

  it('D10.ELIM.AWARD_DP / D10.SCORE.DP_WHOLE_UNITS: a destroyed unit scores for the opponent; a damaged unit scores nothing', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'vets', models: 4 }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'inf', models: 2, points: 70 }), at: { x: 24, y: 30 } },
      { side: 1, unit: unit({ uid: 'other', models: 3, points: 60 }), at: { x: 40, y: 30 } },
    ]);
    const { state } = run(withDice(s, 9, 9, 1, 1, 1, 1), { type: 'activate', unitId: id(0, 'vets') }, { type: 'shoot', fire: [{ weapon: 'lasgun', target: id(1, 'inf') }] });
    expect(scoreSheet(state).lines[0]!.values).toEqual([70, 0]);
  });

  it('D10.SCORE.SLAY_THE_COMMANDER / D10.AMBIG.SLAY_COMMANDER_COUNT: +100 once, for the first enemy HQ destroyed', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'vets', models: 4, weapons: [{ id: 'gun', name: 'Gun', kind: 'ranged', range: 48, attacks: 1, ap: 0, rules: [], carriers: 4 }] }), at: { x: 24, y: 10 } },
      { side: 1, unit: unit({ uid: 'hq1', models: 1, category: 'HQ', points: 100 }), at: { x: 20, y: 30 } },
      { side: 1, unit: unit({ uid: 'hq2', models: 1, category: 'HQ', points: 100 }), at: { x: 30, y: 30 } },
    ]);
    const a = run(withDice(s, 9, 9, 1, 1, 1, 1), { type: 'activate', unitId: id(0, 'vets') }, {
      type: 'shoot', fire: [{ weapon: 'gun', target: id(1, 'hq1') }],
    });
    expect(ofType(a.events, 'slayTheCommander')).toHaveLength(1);
    a.state.units[id(1, 'hq2')]!.models = [];
    const sheet = scoreSheet(a.state);
    expect(sheet.lines[3]!.values).toEqual([100, 0]);
    expect(sheet.lines[0]!.values).toEqual([150, 0]);
  });
});

describe('Objectives and the end of the game', () => {
  function withObjectives(sideAt: { x: number; y: number }, enemyAt = { x: 40, y: 40 }) {
    const s = battle([
      { side: 0, unit: unit({ uid: 'a', models: 1 }), at: sideAt },
      { side: 1, unit: unit({ uid: 'b', models: 1 }), at: enemyAt },
    ]);
    s.objectives = [{ id: 'objective-1', x: 24, y: 24 }];
    return s;
  }
  const passRound = [
    { type: 'activate', unitId: id(0, 'a') },
    { type: 'endActivation' },
    { type: 'activate', unitId: id(1, 'b') },
    { type: 'endActivation' },
    { type: 'nextRound' },
  ] as const;

  it('D10.OBJ.CONTROL / D10.OBJ.RADIUS_3 / D10.SCORE.OBJ_50 / D10.AMBIG.OBJECTIVE_CONTROL: a model within 3" (to its base edge) and no enemy near scores 50', () => {
    const r = withObjectives({ x: 24, y: 24 - 3 - 0.49 });
    const { events, state } = run(r, ...passRound);
    expect(ofType(events, 'roundEnded')[0]).toMatchObject({ controlled: [1, 0], points: [50, 0] });
    expect(state.score.objectivePoints).toEqual([50, 0]);
  });

  it('D10.OBJ.CONTESTED: models of both sides within 3" — nobody scores', () => {
    const r = withObjectives({ x: 24, y: 22 }, { x: 24, y: 26 });
    const { events } = run(r, ...passRound);
    expect(ofType(events, 'roundEnded')[0]!.controlled).toEqual([0, 0]);
  });

  it('D10.ROUND.END_SCORING: objectives are scored at every End of Round', () => {
    const r = withObjectives({ x: 24, y: 23 });
    const { state } = run(r, ...passRound, ...passRound);
    expect(state.score.objectivePoints).toEqual([100, 0]);
  });

  it('D10.SCORE.VAR_OBJECTIVE_FOCUS: objective points per round can be raised (100)', () => {
    const r = withObjectives({ x: 24, y: 23 });
    r.options = { ...r.options, objectivePoints: 100 };
    expect(run(r, ...passRound).state.score.objectivePoints).toEqual([100, 0]);
  });

  it('D10.ROUND.AGREED_COUNT / D10.ROUND.MISSION_END: an agreed length ends the game after that round', () => {
    const r = withObjectives({ x: 24, y: 23 });
    r.options = { ...r.options, rounds: 2 };
    const { state, events } = run(r, ...passRound, ...passRound);
    expect(state.phase).toBe('over');
    expect(ofType(events, 'gameOver')).toHaveLength(1);
  });

  it('D10.ROUND.ROLL_AFTER_5 / D10.ROUND.TYPICAL_5_6: after Round 5 a 1–5 ends the game', () => {
    let s = withObjectives({ x: 10, y: 10 });
    s = run(s, ...passRound, ...passRound, ...passRound, ...passRound).state;
    expect(s.round).toBe(5);
    const { state, events } = run(withDice(s, 5), ...passRound);
    expect(ofType(events, 'gameLength')[0]!.continues).toBe(false);
    expect(state.phase).toBe('over');
  });

  it('D10.ROUND.EXTRA_ROUND / D10.AMBIG.GAME_LENGTH: a 6–10 plays Round 6, after which the game ends with no roll', () => {
    let s = withObjectives({ x: 10, y: 10 });
    s = run(s, ...passRound, ...passRound, ...passRound, ...passRound).state;
    const six = run(withDice(s, 6), ...passRound).state;
    expect(six.round).toBe(6);
    const { state, events } = run(withDice(six), ...passRound);
    expect(state.phase).toBe('over');
    expect(ofType(events, 'gameLength')).toHaveLength(0);
  });

  it('D10.SCORE.HOLD_THE_LINE / D10.AMBIG.HOLD_THE_LINE: 2+ objectives at the final End of Round gives +100', () => {
    const s = battle([
      { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 14, y: 24 } },
      { side: 0, unit: unit({ uid: 'c', models: 1 }), at: { x: 34, y: 24 } },
      { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 40, y: 44 } },
    ], { rounds: 1 });
    s.objectives = [{ id: 'objective-1', x: 14, y: 22 }, { id: 'objective-2', x: 34, y: 22 }];
    const { state, events } = run(s, { type: 'activate', unitId: id(0, 'a') }, { type: 'endActivation' }, { type: 'activate', unitId: id(1, 'b') }, { type: 'endActivation' }, { type: 'activate', unitId: id(0, 'c') }, { type: 'endActivation' }, { type: 'nextRound' });
    expect(ofType(events, 'holdTheLine')).toEqual([{ type: 'holdTheLine', side: 0 }]);
    expect(scoreSheet(state).totals[0]).toBe(100 + 100);
  });

  it('D10.SCORE.VAR_CAMPAIGN: agreed mission goals add points', () => {
    const s = withObjectives({ x: 10, y: 10 });
    const { state } = run(s, { type: 'missionPoints', side: 1, points: 75, label: 'the relic' });
    expect(scoreSheet(state).totals[1]).toBe(75);
  });
});
