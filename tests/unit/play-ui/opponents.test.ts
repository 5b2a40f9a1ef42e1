/**
 * The built-in opponent on the Play screen's model: who plays each seat, saved with the game and
 * read back safely; the opponent moves on its own when its seat decides, waits while paused, and
 * undo takes its moves back to the person's last decision.
 */
import { describe, expect, it, vi } from 'vitest';
import { opponentToMove, seatsFrom } from '../../../src-renderer/src/play/model/opponents';
import { fromSaveText, toSaveText } from '../../../src-renderer/src/play/model/save';
import { PlaySession } from '../../../src-renderer/src/play/session.svelte';
import { issue } from '../../../src-renderer/src/play/model/session';
import { activatable, decisionOf } from '../../../src-renderer/src/play/model/turn';
import { newSession, nextCommand } from './helpers';

const veteran = { level: 'veteran' as const, personality: 'balanced' as const, seed: 'v' };

describe('who plays each seat', () => {
  it('a file’s seats are read back as written, and anything else there is a person', () => {
    expect(seatsFrom([null, veteran], 2)).toEqual([null, veteran]);
    expect(seatsFrom(undefined, 2)).toEqual([null, null]);
    expect(seatsFrom([{ level: 'grandmaster', personality: 'balanced' }, 'AI', { level: 'recruit', personality: 'reckless' }], 3)).toEqual([null, null, null]);
    expect(seatsFrom([{ level: 'recruit', personality: 'cautious', seed: { evil: true } }], 2)).toEqual([{ level: 'recruit', personality: 'cautious', seed: 'seat-1' }, null]);
  });

  it('a game saved with the opponent in a seat reopens with it there', () => {
    const data = { ...newSession('quality'), seats: [null, veteran] };
    const written = toSaveText(data, '1.0.0');
    if (!written.ok) throw new Error(written.reason);
    const reopened = fromSaveText(written.text);
    if (!reopened.ok) throw new Error(reopened.reason);
    expect(reopened.data.seats).toEqual([null, veteran]);
    const people = toSaveText(newSession('quality'), '1.0.0');
    expect(people.ok && (JSON.parse(people.text) as { options: Record<string, unknown> }).options['seats']).toBeUndefined();
  });
});

describe('the opponent in play', () => {
  it('QW.SEQ.SETUP_FIRST: moves when its seat decides, waits while paused, steps on request, and undo returns to the person’s decision', async () => {
    vi.useFakeTimers();
    try {
      const session = new PlaySession({ ...newSession('quality'), seats: [null, veteran] });
      session.pace = 0;
      // Player 1 (a person) deploys first; then the opponent deploys on its own.
      expect(opponentToMove(session.data)).toBeNull();
      expect(session.run(nextCommand(session.data)!)).toBe(true);
      expect(opponentToMove(session.data)).toBe(1);
      await vi.runAllTimersAsync();
      expect(session.data.game.record.commands).toHaveLength(2);
      expect(session.reasons[2]?.command).toEqual(session.data.game.record.commands[1]);
      expect(opponentToMove(session.data)).toBeNull();

      // Paused, it waits; Step plays one move.
      session.pause();
      session.run(nextCommand(session.data)!);
      await vi.runAllTimersAsync();
      expect(session.data.game.record.commands).toHaveLength(3);
      session.step();
      await vi.runAllTimersAsync();
      expect(session.data.game.record.commands).toHaveLength(4);

      // Undo takes back its move and the person's, to the person's own decision.
      session.undo();
      expect(session.data.game.record.commands).toHaveLength(2);
      expect(opponentToMove(session.data)).toBeNull();
      session.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('D10.ACT.ALTERNATE: while the opponent has the decision the person gets no unit to activate and no menu for its units; as a person’s seat they come back', () => {
    vi.useFakeTimers();
    try {
      // Both seats people: play on to Player 2's choice of a unit to activate.
      let data = newSession('d10-wargame');
      while (!(decisionOf(data).kind === 'activate' && decisionOf(data).players[0] === 1)) {
        const next = issue(data, nextCommand(data)!);
        if (!next.ok) throw new Error(next.reason);
        data = next.data;
      }
      const session = new PlaySession(data);
      session.pause();
      expect(session.opponentDeciding).toBeNull();
      expect(session.ready.ready.length).toBeGreaterThan(0);
      const theirs = session.ready.ready[0]!;
      session.select(theirs);
      expect(session.actions.map((o) => o.command)).toContain('activate');

      // The opponent takes Player 2's seat (paused, so it waits): nothing of its is offered.
      session.setSeat(1, veteran);
      expect(session.opponentDeciding).toBe(1);
      expect(session.ready.ready).toEqual([]);
      expect(session.actions).toEqual([]);
      expect(session.ready.left).toEqual(activatable(session.data).left);

      // A person takes the seat back: the units and their menus return.
      session.setSeat(1, null);
      expect(session.ready.ready).toContain(theirs);
      expect(session.actions.map((o) => o.command)).toContain('activate');
      session.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
