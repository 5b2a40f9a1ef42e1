/**
 * Real-dice mode: the faces a player types ride on each command, and the engine takes them in the
 * order it asks for dice. A game typed in by hand must give exactly the events and the score that
 * the same faces give through the engine with fixed dice.
 */
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../shared/core/dice';
import type { BaseEvent } from '../../../shared/core/ruleset';
import { facesOf } from '../../../src-renderer/src/play/model/dice-tray';
import { parseTyped } from '../../../src-renderer/src/play/model/typed-dice';
import { rulesetFor } from '../../../src-renderer/src/play/model/rulesets';
import { issue } from '../../../src-renderer/src/play/model/session';
import { newSession, playOn } from './helpers';

for (const ruleset of ['d10-wargame', 'quality'] as const) {
  describe(`real dice in a ${ruleset} game`, () => {
    // The app's own game: its commands, and the faces each one rolled.
    const played = playOn(newSession(ruleset, { seed: 'the-apps-dice' }));
    const commands = played.game.record.commands;
    const faces = played.game.log.slice(1).map((events) => facesOf(events));

    it(`D10.CHECK.ONE_DIE / QW.HIT.ONE_DIE_PER_MODEL: the whole ${ruleset} game typed in by hand gives the same events and score`, () => {
      expect(rulesetFor(ruleset).isOver(played.game.state)).toBe(true);
      // Another seed: had the app rolled, the dice would differ; only the typed faces decide.
      let typed = newSession(ruleset, { seed: 'a-different-seed' });
      commands.forEach((command, i) => {
        const hand = faces[i]!.join(' ');
        const next = issue(typed, command, parseTyped(hand));
        if (!next.ok) throw new Error(`command ${i + 1} (${command.type}) refused: ${next.reason}`);
        typed = next.data;
      });
      const strip = (log: BaseEvent[][]) => log.slice(1);
      expect(strip(typed.game.log)).toEqual(strip(played.game.log));
      expect(rulesetFor(ruleset).score(typed.game.state)).toEqual(rulesetFor(ruleset).score(played.game.state));
    });

    it(`the same faces through the engine with fixedDice give the same events (${ruleset})`, () => {
      const r = rulesetFor(ruleset);
      const started = r.init(played.game.record.setup);
      if (!started.ok) throw new Error(started.reason);
      let state = { ...started.state, dice: fixedDice(...faces.flat()) };
      const events: BaseEvent[] = [];
      for (const command of commands) {
        const result = r.apply(state, { ...command, dice: undefined });
        if (!result.ok) throw new Error(result.reason);
        state = result.state;
        events.push(...result.events);
      }
      expect(events).toEqual(played.game.log.slice(1).flat());
      expect(r.score(state)).toEqual(r.score(played.game.state));
    });
  });
}

describe('typed dice the engine cannot use', () => {
  it('D10.SETUP.FIRST_PLAYER_ROLL: too few dice for a roll-off are refused with the count, and nothing changes', () => {
    const data = newSession('d10-wargame');
    const refused = issue(data, { type: 'rollOff' }, [7]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/More dice are needed: 1 typed/);
    expect(data.game.record.commands).toHaveLength(0);
  });

  it('too many dice are refused, naming how many were needed', () => {
    const data = newSession('d10-wargame');
    const refused = issue(data, { type: 'rollOff' }, [7, 3, 5]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/3 dice were typed but only 2 were needed/);
  });

  it('a face that is not on a D10 is refused', () => {
    const refused = issue(newSession('quality'), { type: 'rollOff' }, parseTyped('11 4'));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/not a face of a D10/);
  });

  it('typed faces decide the roll-off exactly as typed', () => {
    const data = newSession('d10-wargame');
    const done = issue(data, { type: 'rollOff' }, parseTyped('3, 9'));
    expect(done.ok).toBe(true);
    if (done.ok) expect(done.events[0]).toMatchObject({ type: 'rollOff', winner: 1, dice: [{ face: 3 }, { face: 9 }] });
  });
});
