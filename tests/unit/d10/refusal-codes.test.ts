/**
 * A D10 refusal as data: the code a screen or a test reads, the rule that refuses, and the
 * sentence the player reads, unchanged.
 */
import { describe, expect, it } from 'vitest';
import { newGame, openGame, undo } from '../../../shared/core/game';
import { d10Wargame } from '../../../shared/rulesets/d10-wargame/index';
import { apply } from '../../../shared/rulesets/d10-wargame/commands';
import type { D10Command, D10State } from '../../../shared/rulesets/d10-wargame/state';
import { battle, id, lasgun, knife, run, unit } from '../game/fixtures';
import { d10SampleSetup } from '../game/driver';

const A = id(0, 'a');
const B = id(1, 'b');

/** Player 1's squad at the bottom of the table and player 2's 30" up it. */
function field(): D10State {
  return battle([
    { side: 0, unit: unit({ uid: 'a', name: 'Veteran Squad', models: 1, weapons: [lasgun(1), knife(1)] }), at: { x: 24, y: 6 } },
    { side: 1, unit: unit({ uid: 'b', name: 'Raider Mob', models: 1 }), at: { x: 24, y: 38 } },
  ]);
}

const activated = (s: D10State) => run(s, { type: 'activate', unitId: A }).state;
const refusalOf = (s: D10State, c: D10Command) => {
  const r = apply(s, c);
  if (r.ok) return expect.fail(`${c.type} should have been refused`);
  return r;
};

describe('D10 refusals carry a code and the rule that refuses them', () => {
  it('D10.RANGE.OUT: shooting at an enemy beyond the weapon\'s range is "out-of-range"', () => {
    expect(refusalOf(activated(field()), { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] })).toMatchObject({
      code: 'out-of-range',
      rule: 'D10.RANGE.OUT',
      reason: expect.stringMatching(/^Raider Mob is out of range of Lasgun/),
    });
  });

  it('D10.ACT.ALTERNATE: activating the other player\'s unit is "not-your-turn"', () => {
    expect(refusalOf(field(), { type: 'activate', unitId: B })).toEqual({ ok: false, code: 'not-your-turn', rule: 'D10.ACT.ALTERNATE', reason: "It is Player 1's turn to activate a unit." });
  });

  it('D10.ACT.ONCE_PER_ROUND: a unit activated this round is "already-activated"', () => {
    const s = run(field(), { type: 'activate', unitId: A }, { type: 'endActivation' }, { type: 'activate', unitId: B }, { type: 'endActivation' }).state;
    expect(s.phase).toBe('roundEnd');
    const back = { ...s, phase: 'battle' as const, turn: 0 as const };
    expect(refusalOf(back, { type: 'activate', unitId: A })).toMatchObject({ code: 'already-activated', rule: 'D10.ACT.ONCE_PER_ROUND' });
  });

  it('D10.SHAKEN.MUST_RALLY: a Shaken unit that shoots before it rallies is "must-rally"', () => {
    const s = field();
    s.units[A]!.shaken = true;
    expect(refusalOf(activated(s), { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] })).toMatchObject({ code: 'must-rally', rule: 'D10.SHAKEN.MUST_RALLY' });
  });

  it('D10.ACT.NO_SHOOT_AFTER_ADVANCE: shooting after an Advance is "advanced"', () => {
    const s = activated(field());
    const moved = run(s, { type: 'move', mode: 'advance', models: s.units[A]!.models.map((m) => ({ x: m.x, y: m.y + 10 })) }).state;
    expect(refusalOf(moved, { type: 'shoot', fire: [{ weapon: 'lasgun', target: B }] })).toMatchObject({ code: 'advanced', rule: 'D10.ACT.NO_SHOOT_AFTER_ADVANCE' });
  });

  it('D10.MOVE.MOVE_6: a Move longer than 6" is "too-far", about the model that goes too far', () => {
    const s = activated(field());
    const model = s.units[A]!.models[0]!;
    expect(refusalOf(s, { type: 'move', mode: 'move', models: [{ x: model.x, y: model.y + 6.5 }] })).toMatchObject({ code: 'too-far', rule: 'D10.MOVE.MOVE_6', subjects: [model.id] });
  });

  it('D10.MELEE.CHARGE_RANGE_6: charging an enemy beyond charge reach is "out-of-reach"', () => {
    expect(refusalOf(activated(field()), { type: 'charge', target: B })).toMatchObject({ code: 'out-of-reach', rule: 'D10.MELEE.CHARGE_RANGE_6' });
  });

  it('D10.OBJ.SPACING_12 and D10.SETUP.DEPLOY_ALTERNATE: setup refusals name their rules too', () => {
    const s = field();
    const objectives = { ...s, phase: 'objectives' as const, objectives: [{ id: 'objective-1', x: 24, y: 24 }] };
    expect(refusalOf(objectives, { type: 'placeObjective', x: 28, y: 24 })).toMatchObject({ code: 'too-close-to-objective', rule: 'D10.OBJ.SPACING_12' });
    const started = d10Wargame.init(d10SampleSetup(500, 1));
    if (!started.ok) return expect.fail(started.reason);
    const deploying = { ...started.state, phase: 'deployment' as const, turn: 0 as const };
    const theirs = deploying.order.find((u) => deploying.units[u]!.side === 1)!;
    expect(refusalOf(deploying, { type: 'deploy', unitId: theirs, models: [] })).toMatchObject({ code: 'not-your-turn', rule: 'D10.SETUP.DEPLOY_ALTERNATE' });
  });

  it('the generic refusals: an unknown command, no command at all, fields of the wrong kind, typed dice that are no D10 faces, a game that is over', () => {
    const s = field();
    expect(refusalOf(s, { type: 'teleport' } as never)).toMatchObject({ code: 'unknown-command' });
    expect(refusalOf(s, null as never)).toEqual({ ok: false, code: 'not-a-command', reason: 'That is not a command.' });
    expect(refusalOf(s, { type: 'activate', unitId: 7 } as never)).toMatchObject({ code: 'bad-command' });
    expect(refusalOf(s, { type: 'activate', unitId: A, dice: [11] })).toMatchObject({ code: 'dice-typed-wrong' });
    expect(refusalOf({ ...s, phase: 'over' }, { type: 'activate', unitId: A })).toEqual({ ok: false, code: 'game-over', reason: 'The game is over.' });
  });

  it('a setup the rules cannot play is "bad-setup"; the game record refuses with codes too', () => {
    expect(d10Wargame.init({ armies: [[], []], seed: 1 } as never)).toMatchObject({ ok: false, code: 'bad-setup' });
    const started = newGame(d10Wargame, d10SampleSetup(500, 1));
    if (!started.ok) return expect.fail(started.reason);
    expect(undo(d10Wargame, started.game)).toMatchObject({ ok: false, code: 'nothing-to-undo' });
    // A log whose second command is refused: the game's refusal keeps the code of the command's.
    const opened = openGame(d10Wargame, { ...started.game.record, commands: [{ type: 'rollOff' }, { type: 'rollOff' }] });
    expect(opened).toMatchObject({ ok: false, code: 'wrong-phase', rule: 'D10.SETUP.ORDER', refused: { index: 1, type: 'rollOff' } });
    expect(openGame(d10Wargame, { ...started.game.record, ruleset: 'another' })).toMatchObject({ ok: false, code: 'wrong-ruleset' });
  });
});
