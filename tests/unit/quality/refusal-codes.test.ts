/**
 * A Quality Wargame refusal as data: the code a screen or a test reads, the rule that refuses,
 * and the sentence the player reads, unchanged.
 */
import { describe, expect, it } from 'vitest';
import { applyQuality } from '../../../shared/rulesets/quality/commands';
import { quality } from '../../../shared/rulesets/quality/index';
import type { QCommand, QState } from '../../../shared/rulesets/quality/state';
import { qbattle, qid, qrun, qunit } from './fixtures';

const A = qid(0, 'a');
const B = qid(1, 'b');

/** One model each, 20" apart: in range of a rifle, far out of reach of a blade. */
const field = (): QState =>
  qbattle([
    { side: 0, unit: qunit('a', { name: 'Wardens', models: 1 }), at: { x: 24, y: 4 } },
    { side: 1, unit: qunit('b', { name: 'Hounds', models: 1 }), at: { x: 24, y: 24 } },
  ]);

const refusalOf = (s: QState, c: QCommand) => {
  const r = applyQuality(s, c);
  if (r.ok) return expect.fail(`${c.type} should have been refused`);
  return r;
};

describe('Quality Wargame refusals carry a code and the rule that refuses them', () => {
  it('QW.SEQ.ALTERNATE: activating the other player\'s unit is "not-your-turn"', () => {
    expect(refusalOf(field(), { type: 'activate', unitId: B, action: 'hold' })).toEqual({ ok: false, code: 'not-your-turn', rule: 'QW.SEQ.ALTERNATE', reason: "It is Player 1's turn." });
  });

  it('QW.ATTACK.MELEE_RANGE_1: a melee attack with no model within 1" is "out-of-reach"', () => {
    const s = qrun(field(), { type: 'activate', unitId: A, action: 'hold' }).state;
    expect(refusalOf(s, { type: 'attack', target: B, kind: 'melee' })).toEqual({ ok: false, code: 'out-of-reach', rule: 'QW.ATTACK.MELEE_RANGE_1', reason: 'No model of Wardens is within 1" of Hounds.' });
  });

  it('QW.MOVE.HOLD_ZERO: a Holding unit that moves is "holding"', () => {
    const s = qrun(field(), { type: 'activate', unitId: A, action: 'hold' }).state;
    expect(refusalOf(s, { type: 'move', models: [{ x: 24, y: 6 }] })).toMatchObject({ code: 'holding', rule: 'QW.MOVE.HOLD_ZERO' });
  });

  it('QW.ACTION.RUN_NO_SHOOT: a unit that Ran and shoots is "ran"', () => {
    const s = qrun(field(), { type: 'activate', unitId: A, action: 'run' }).state;
    expect(refusalOf(s, { type: 'attack', target: B, kind: 'ranged' })).toMatchObject({ code: 'ran', rule: 'QW.ACTION.RUN_NO_SHOOT' });
  });

  it('QW.MOVE.UP_TO: an Advance beyond Move is "too-far", about the model that goes too far', () => {
    const s = qrun(field(), { type: 'activate', unitId: A, action: 'advance' }).state;
    const model = s.units[A]!.models[0]!;
    expect(refusalOf(s, { type: 'move', models: [{ x: model.x, y: model.y + 7 }] })).toMatchObject({ code: 'too-far', rule: 'QW.MOVE.UP_TO', subjects: [model.id] });
  });

  it('QW.ACTION.ONE: an action that is none of Hold, Advance or Run is a "bad-command"', () => {
    expect(refusalOf(field(), { type: 'activate', unitId: A, action: 'dance' } as never)).toMatchObject({ code: 'bad-command', rule: 'QW.ACTION.ONE', reason: 'Choose one action: Hold, Advance or Run.' });
  });

  it('QW.SEQ.GAME_END: a command after the game is over is "game-over"', () => {
    expect(refusalOf({ ...field(), phase: 'over' }, { type: 'activate', unitId: A, action: 'hold' })).toEqual({ ok: false, code: 'game-over', rule: 'QW.SEQ.GAME_END', reason: 'The game is over.' });
  });

  it('the generic refusals: an unknown command, no command at all, typed dice that are no faces; a setup the rules cannot play', () => {
    const s = field();
    expect(refusalOf(s, { type: 'teleport' } as never)).toMatchObject({ code: 'unknown-command' });
    expect(refusalOf(s, 'hold' as never)).toMatchObject({ code: 'not-a-command' });
    expect(refusalOf(s, { type: 'activate', unitId: A, action: 'hold', dice: [0] })).toMatchObject({ code: 'dice-typed-wrong' });
    expect(quality.init({ armies: [[], []], seed: 1 } as never)).toMatchObject({ ok: false, code: 'bad-setup' });
  });
});
