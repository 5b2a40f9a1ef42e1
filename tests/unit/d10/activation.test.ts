import { describe, expect, it } from 'vitest';
import { apply } from '../../../shared/rulesets/d10-wargame/commands';
import { availableActions, decision } from '../../../shared/rulesets/d10-wargame/legal';
import { allowance } from '../../../shared/rulesets/d10-wargame/movement';
import { battle, id, ofType, refused, run, unit, withDice } from '../game/fixtures';

const a1 = id(0, 'a1');
const a2 = id(0, 'a2');
const a3 = id(0, 'a3');
const b1 = id(1, 'b1');

function game(extraA = 1) {
  const placed: Parameters<typeof battle>[0] = [
    { side: 0, unit: unit({ uid: 'a1', models: 2 }), at: { x: 8, y: 8 } },
    { side: 1, unit: unit({ uid: 'b1', models: 2 }), at: { x: 8, y: 28 } },
  ];
  if (extraA >= 1) placed.push({ side: 0, unit: unit({ uid: 'a2', models: 2 }), at: { x: 24, y: 8 } });
  if (extraA >= 2) placed.push({ side: 0, unit: unit({ uid: 'a3', models: 2 }), at: { x: 40, y: 8 } });
  return battle(placed);
}

const end = { type: 'endActivation' } as const;

describe('Round structure and activations', () => {
  it('D10.ACT.ALTERNATE / D10.INTRO.ALTERNATING: players take turns activating one unit each', () => {
    const s = game();
    expect(decision(s)).toMatchObject({ players: [0], kind: 'activate' });
    const after = run(s, { type: 'activate', unitId: a1 }, end).state;
    expect(after.turn).toBe(1);
    expect(refused(after, { type: 'activate', unitId: a2 })).toMatch(/Player 2's turn/);
  });

  it('D10.ACT.UNTIL_ALL / D10.AMBIG.UNEVEN_ACTIVATIONS: when one player runs out, the other activates the rest in a row', () => {
    const s = game(2);
    const r = run(s, { type: 'activate', unitId: a1 }, end, { type: 'activate', unitId: b1 }, end);
    expect(r.state.turn).toBe(0);
    const r2 = run(r.state, { type: 'activate', unitId: a2 }, end);
    expect(r2.state.turn).toBe(0);
    const r3 = run(r2.state, { type: 'activate', unitId: a3 }, end);
    expect(r3.state.phase).toBe('roundEnd');
  });

  it('D10.ACT.ONCE_PER_ROUND / D10.ACT.TRACK_ACTIVATED: a unit that has activated cannot activate again this round', () => {
    const s = run(game(2), { type: 'activate', unitId: a1 }, end, { type: 'activate', unitId: b1 }, end).state;
    expect(s.units[a1]!.activated).toBe(true);
    expect(refused(s, { type: 'activate', unitId: a1 })).toMatch(/already activated/);
  });

  it('D10.ROUND.CLEAR_MARKERS / D10.ROUND.SERIES: a new round clears every activation marker', () => {
    const s = run(game(), { type: 'activate', unitId: a1 }, end, { type: 'activate', unitId: b1 }, end, { type: 'activate', unitId: a2 }, end, { type: 'nextRound' }).state;
    expect(s.round).toBe(2);
    expect(Object.values(s.units).every((u) => !u.activated)).toBe(true);
  });

  it('D10.ROUND.THREE_STEPS / D10.ROUND.END_NEXT: End of Round scores, then the next round starts', () => {
    const { events } = run(game(), { type: 'activate', unitId: a1 }, end, { type: 'activate', unitId: b1 }, end, { type: 'activate', unitId: a2 }, end, { type: 'nextRound' });
    const types = events.map((e) => e.type);
    expect(types.indexOf('roundEnded')).toBeLessThan(types.indexOf('roundStarted'));
  });

  it('D10.ROUND.END_EFFECTS / D10.ROUND.START_EFFECTS: the round cannot end while units wait to activate', () => {
    expect(refused(game(), { type: 'nextRound' })).toMatch(/still waiting/);
  });

  it('D10.AMBIG.FIRST_PLAYER_EACH_ROUND: the same player activates first every round by default', () => {
    const s = run(game(), { type: 'activate', unitId: a1 }, end, { type: 'activate', unitId: b1 }, end, { type: 'activate', unitId: a2 }, end, { type: 'nextRound' }).state;
    expect(s.turn).toBe(0);
  });

  it('D10.AMBIG.FIRST_PLAYER_EACH_ROUND option: a roll-off each round picks the first player', () => {
    const s0 = game();
    s0.options = { ...s0.options, rollOffEachRound: true };
    const s = run(s0, { type: 'activate', unitId: a1 }, end, { type: 'activate', unitId: b1 }, end, { type: 'activate', unitId: a2 }, end).state;
    const { state, events } = run(withDice(s, 3, 3, 2, 8), { type: 'nextRound' });
    expect(ofType(events, 'rollOff')[0]).toMatchObject({ purpose: 'firstPlayer', winner: 1 });
    expect(state.turn).toBe(1);
  });

  it('D10.ACT.SEQUENCE / D10.ACT.PHASES_OPTIONAL: Movement → Shooting → Melee, in order, no going back', () => {
    const s = run(game(), { type: 'activate', unitId: a1 }).state;
    const shot = run(withDice(s, 1, 1), { type: 'shoot', fire: [{ weapon: 'lasgun', target: b1 }] }).state;
    expect(refused(shot, { type: 'move', mode: 'move', models: shot.units[a1]!.models.map((m) => ({ x: m.x + 1, y: m.y })) })).toMatch(/Movement Phase is over/);
    expect(refused(shot, { type: 'shoot', fire: [{ weapon: 'lasgun', target: b1 }] })).toMatch(/Shooting Phase is over/);
  });

  it('D10.ACT.NO_SHOOT_AFTER_ADVANCE / D10.QR.ADVANCE: a unit that Advanced may not shoot', () => {
    const s = run(game(), { type: 'activate', unitId: a1 }).state;
    const adv = run(s, { type: 'move', mode: 'advance', models: s.units[a1]!.models.map((m) => ({ x: m.x + 10, y: m.y })) }).state;
    expect(refused(adv, { type: 'shoot', fire: [{ weapon: 'lasgun', target: b1 }] })).toMatch(/Advanced/);
  });

  it('D10.ELIM.NO_MORE_ACTIVATION / D10.ELIM.REMOVE_ALL: a destroyed unit has no models and never activates again', () => {
    const s = run(game(), { type: 'activate', unitId: a1 }).state;
    const { state } = run(withDice(s, 9, 9, 1, 1), { type: 'shoot', fire: [{ weapon: 'lasgun', target: b1 }] }, end);
    expect(state.units[b1]!.status).toBe('destroyed');
    expect(state.units[b1]!.models).toHaveLength(0);
    expect(state.turn).toBe(0);
    expect(refused(state, { type: 'activate', unitId: b1 })).toMatch(/destroyed/);
  });

  it('availableActions lists only what the unit may do now', () => {
    const s = game();
    expect(availableActions(s, a1).map((o) => o.command)).toEqual(['activate']);
    expect(availableActions(s, b1)).toEqual([]);
    const active = run(s, { type: 'activate', unitId: a1 }).state;
    // Shoot and Charge are offered whenever the phase allows them; with no enemy in reach the
    // Charge menu lists none, and legalTargets says why (tests/unit/d10/refusals.test.ts).
    expect(availableActions(active, a1).map((o) => o.label)).toEqual(['Move', 'Advance', 'Shoot', 'Charge', 'End activation']);
    expect(availableActions(active, a1).find((o) => o.command === 'charge')?.targets).toEqual([]);
    // The allowance the ruleset states, as a number for the ring on the board and in words for the menu.
    const moves = availableActions(active, a1).filter((o) => o.command === 'move');
    expect(moves.map((o) => o.allowance)).toEqual([allowance(active.units[a1]!, 'move'), allowance(active.units[a1]!, 'advance')]);
    for (const o of moves) expect(o.detail).toContain(`up to ${o.allowance}"`);
    expect(availableActions(active, a1).find((o) => o.command === 'shoot')?.allowance).toBeUndefined();
    const shaken = game();
    shaken.units[a1]!.shaken = true;
    expect(availableActions(run(shaken, { type: 'activate', unitId: a1 }).state, a1).map((o) => o.command)).toEqual(['rally']);
  });

  it('a malformed or unknown command is refused with a reason and changes nothing', () => {
    const s = game();
    expect(apply(s, { type: 'teleport' } as never)).toEqual({ ok: false, code: 'unknown-command', reason: '"teleport" is not a command of the D10 Wargame.' });
    expect(apply(s, { type: 'activate', unitId: 'nobody' }).ok).toBe(false);
    expect(apply(s, null as never).ok).toBe(false);
  });
});
