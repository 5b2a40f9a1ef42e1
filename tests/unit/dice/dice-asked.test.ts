/**
 * Real-dice mode: the core dry-runs a command to say which dice the engine wants next, for any
 * ruleset, before the player has rolled them.
 */
import { describe, expect, it } from 'vitest';
import { diceAsked } from '../../../shared/core/dice-asked';
import { d10Wargame } from '../../../shared/rulesets/d10-wargame/index';
import { issue } from '../../../src-renderer/src/play/model/session';
import { newSession, nextCommand } from '../play-ui/helpers';

describe('asking the engine which dice it wants', () => {
  it('D10.SETUP.FIRST_PLAYER_ROLL: a roll-off wants a die from each player, then is ready', () => {
    const data = newSession('d10-wargame');
    expect(diceAsked(d10Wargame, data.game.state, { type: 'rollOff' }, [])).toMatchObject({ kind: 'more', count: 2, purpose: 'initiative roll-off', note: 'Ann rolls first, then Bob' });
    expect(diceAsked(d10Wargame, data.game.state, { type: 'rollOff' }, [4])).toMatchObject({ kind: 'more', count: 1, purpose: 'initiative roll-off' });
    // D10.SETUP.FIRST_PLAYER_TIE: a tie asks for both dice again.
    expect(diceAsked(d10Wargame, data.game.state, { type: 'rollOff' }, [4, 4])).toMatchObject({ kind: 'more', count: 2, purpose: 'initiative roll-off', note: 'Tie 4–4: roll again' });
    expect(diceAsked(d10Wargame, data.game.state, { type: 'rollOff' }, [4, 8])).toEqual({ kind: 'ready', used: 2 });
    expect(diceAsked(d10Wargame, data.game.state, { type: 'rollOff' }, [4, 8, 1])).toEqual({ kind: 'tooMany', needed: 2 });
    expect(diceAsked(d10Wargame, data.game.state, { type: 'nextRound' }, []).kind).toBe('refused');
  });

  it('D10.SHOOT.DEFENSE: a shot wants its hit dice first, then one Defense die per hit typed', () => {
    let data = newSession('d10-wargame');
    let shot: { type: string } | undefined;
    for (let i = 0; i < 2000 && !shot; i++) {
      const command = nextCommand(data)!;
      if (command.type === 'shoot') shot = command;
      else {
        const next = issue(data, command);
        if (!next.ok) throw new Error(next.reason);
        data = next.data;
      }
    }
    const asked = diceAsked(d10Wargame, data.game.state, shot!, []);
    expect(asked).toMatchObject({ kind: 'more', purpose: 'hit' });
    if (asked.kind !== 'more') return;
    // Every hit die a 10 (a natural 10 always hits): then one Defense die per hit.
    const hits = Array.from({ length: asked.count }, () => 10);
    const defense = diceAsked(d10Wargame, data.game.state, shot!, hits);
    expect(defense).toMatchObject({ kind: 'more', purpose: 'defense' });
    if (defense.kind === 'more') expect(defense.count).toBeGreaterThanOrEqual(asked.count);
  });
});
