/**
 * Roll-offs with real dice: a tie is rolled again, pair by pair, and the engine takes exactly the
 * dice a tied sequence needs — no more, no fewer — while real-dice mode asks for one pair at a time
 * and says why a second pair is wanted.
 */
import { describe, expect, it } from 'vitest';
import { diceAsked } from '../../../shared/core/dice-asked';
import { d10Wargame } from '../../../shared/rulesets/d10-wargame/index';
import { quality } from '../../../shared/rulesets/quality/index';
import { issue, type SessionData } from '../../../src-renderer/src/play/model/session';
import { newSession, nextCommand } from '../play-ui/helpers';

/** Play the quick-start game with the simple player until the engine asks for `kind`. */
function until(data: SessionData, kind: string, limit = 3000): SessionData {
  let current = data;
  for (let i = 0; i < limit; i++) {
    const ruleset = current.ruleset === 'd10-wargame' ? d10Wargame : quality;
    if (ruleset.decision(current.game.state as never).kind === kind) return current;
    const next = issue(current, nextCommand(current)!);
    if (!next.ok) throw new Error(next.reason);
    current = next.data;
  }
  throw new Error(`never reached ${kind}`);
}

describe('typed dice break a tied roll-off', () => {
  it('D10.SETUP.FIRST_PLAYER_TIE: [5,5,3,7] resolves the initiative roll-off (the tie, then 3–7)', () => {
    const data = newSession('d10-wargame');
    const done = issue(data, { type: 'rollOff' }, [5, 5, 3, 7]);
    if (!done.ok) expect.fail(done.reason);
    expect(done.events[0]).toMatchObject({ type: 'rollOff', purpose: 'initiative', winner: 1 });
    expect(done.events[0]!.dice!.map((d) => d.face)).toEqual([5, 5, 3, 7]);
    expect(d10Wargame.describe(done.events[0] as never, done.data.game.state as never)).toBe('Initiative roll-off (5, 5, 3, 7): Bob wins.');
  });

  it('D10.SETUP.FIRST_PLAYER_TIE: [5,5] is too few — the tie wants another pair — and changes nothing', () => {
    const data = newSession('d10-wargame');
    const refused = issue(data, { type: 'rollOff' }, [5, 5]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/More dice are needed: 2 typed/);
    expect(data.game.record.commands).toHaveLength(0);
  });

  it('D10.SETUP.FIRST_PLAYER_TIE: real-dice mode asks for a pair, says "Tie 5–5: roll again", and is ready only with the deciding pair', () => {
    const state = newSession('d10-wargame').game.state;
    const ask = (typed: number[]) => diceAsked(d10Wargame, state, { type: 'rollOff' }, typed);
    expect(ask([])).toEqual({ kind: 'more', count: 2, sides: 10, purpose: 'initiative roll-off', target: '', note: 'Ann rolls first, then Bob' });
    expect(ask([5])).toMatchObject({ kind: 'more', count: 1, purpose: 'initiative roll-off' });
    expect(ask([5, 5])).toEqual({ kind: 'more', count: 2, sides: 10, purpose: 'initiative roll-off', target: '', note: 'Tie 5–5: roll again' });
    expect(ask([5, 5, 3])).toMatchObject({ kind: 'more', count: 1 });
    expect(ask([5, 5, 3, 7])).toEqual({ kind: 'ready', used: 4 });
    expect(ask([5, 5, 3, 7, 2])).toEqual({ kind: 'tooMany', needed: 4 });
    // Two ties in a row: a third pair, asked for with the second tie's faces.
    expect(ask([5, 5, 2, 2])).toMatchObject({ kind: 'more', count: 2, note: 'Tie 2–2: roll again' });
    expect(ask([5, 5, 2, 2, 9, 1])).toEqual({ kind: 'ready', used: 6 });
  });

  it('D10.AMBIG.FIRST_PLAYER_EACH_ROUND: with the roll-off-each-round option, a tied round roll-off typed in full is accepted', () => {
    let data = newSession('d10-wargame', { seed: 'tie-each-round' });
    // The option is part of the setup; turn it on the way the new-game wizard would.
    (data.game.record.setup as { options: Record<string, unknown> }).options.rollOffEachRound = true;
    (data.game.state as { options: Record<string, unknown> }).options.rollOffEachRound = true;
    data = until(data, 'nextRound');
    const ask = (typed: number[]) => diceAsked(d10Wargame, data.game.state, { type: 'nextRound' }, typed);
    expect(ask([])).toMatchObject({ kind: 'more', count: 2, purpose: 'first player roll-off' });
    expect(ask([4, 4])).toMatchObject({ kind: 'more', count: 2, note: 'Tie 4–4: roll again' });
    expect(ask([4, 4, 8, 2])).toEqual({ kind: 'ready', used: 4 });
    const done = issue(data, { type: 'nextRound' }, [4, 4, 8, 2]);
    if (!done.ok) expect.fail(done.reason);
    expect(done.events.find((e) => e.type === 'rollOff')).toMatchObject({ purpose: 'firstPlayer', winner: 0 });
  });

  it('QW.AMBIG.INITIATIVE_TIE: the Quality initiative roll-off takes [5,5,3,7] and refuses [5,5]', () => {
    const data = until(newSession('quality'), 'rollOff');
    const short = issue(data, { type: 'rollOff' }, [5, 5]);
    expect(short.ok).toBe(false);
    expect(diceAsked(quality, data.game.state, { type: 'rollOff' }, [5, 5])).toMatchObject({ kind: 'more', count: 2, note: 'Tie 5–5: roll again' });
    const done = issue(data, { type: 'rollOff' }, [5, 5, 3, 7]);
    if (!done.ok) expect.fail(done.reason);
    expect(done.events[0]).toMatchObject({ type: 'initiative', winner: 1 });
    expect((done.data.game.state as { turn: number }).turn).toBe(1);
  });
});
