/**
 * Games of three or four players on the Play screen's model: the wizard seats as many players as
 * the chosen book allows, each with an army, a name and a person or the built-in opponent; the
 * panels count every seat; the laptop passes only between people, and while the opponent decides
 * the screen keeps the view of the person who sat last.
 */
import { describe, expect, it, vi } from 'vitest';
import type { BaseCommand } from '../../../shared/core/ruleset';
import { quickStartArmies } from '../../../src-renderer/src/play/model/armies';
import { handoverTo, personDeciding, seatedPlayer } from '../../../src-renderer/src/play/model/handover';
import { buildSetup } from '../../../src-renderer/src/play/model/new-game';
import { rulesetFor } from '../../../src-renderer/src/play/model/rulesets';
import { fromSaveText, toSaveText } from '../../../src-renderer/src/play/model/save';
import { issue, type SessionData } from '../../../src-renderer/src/play/model/session';
import { activatable, decisionOf, playerChoices } from '../../../src-renderer/src/play/model/turn';
import { playerNames, unitViews, viewOf } from '../../../src-renderer/src/play/model/units';
import { NewGameWizard } from '../../../src-renderer/src/play/new-game.svelte';
import { PlaySession } from '../../../src-renderer/src/play/session.svelte';
import { choices, newSession, nextCommand } from './helpers';

const RULESET = 'battle-forge';
const recruit = { level: 'recruit' as const, personality: 'balanced' as const, seed: 'r' };

function threePlayers(): SessionData {
  const armies = quickStartArmies(RULESET, 100, 3)!;
  return newSession(RULESET, { points: 100, seed: 'three', terrain: { kind: 'open' }, armies: armies.map((a) => a.file), players: ['Ann', 'Bob', 'Cy'] });
}

function run(data: SessionData, command: BaseCommand): SessionData {
  const next = issue(data, command);
  if (!next.ok) throw new Error(`${command.type} was refused: ${next.reason}`);
  return next.data;
}

describe('seating three or four players', () => {
  it('BF.FFA.ALL_BID: the wizard seats two to four for Battle Forge and only two for a one-on-one book', () => {
    const w = new NewGameWizard();
    w.setRuleset(RULESET);
    expect(w.seatChoices).toEqual([2, 3, 4]);
    w.setSeats(3);
    expect(w.seats).toBe(3);
    expect(w.players).toEqual(['Player 1', 'Player 2', 'Player 3']);
    expect(w.controls).toEqual(['human', 'human', 'human']);
    w.points = 100;
    w.quickStart();
    expect(w.armyIds.every((id) => id.startsWith('starter:'))).toBe(true);
    // The third seat meets the first faction again.
    expect(w.armyIds[2]).toBe(w.armyIds[0]);
    w.setSeats(9);
    expect(w.seats).toBe(4);
    expect(w.armyIds[3]).toBe('');
    w.setSeats(3);
    w.controls[2] = 'veteran';
    w.terrain = 'open';
    const data = w.start();
    expect(w.problem).toBeNull();
    expect(data?.armies).toHaveLength(3);
    expect(data?.title.split(' vs ')).toHaveLength(3);
    expect(data?.seats).toEqual([null, null, expect.objectContaining({ level: 'veteran' })]);

    w.setRuleset('d10-wargame');
    expect(w.seatChoices).toEqual([2]);
    expect(w.seats).toBe(2);
  });

  it('a one-on-one book refuses a game of three, in a sentence', () => {
    const c = choices('d10-wargame');
    const refused = buildSetup({ ...c, armies: [...c.armies, c.armies[0]!], players: ['Ann', 'Bob', 'Cy'] });
    expect(refused).toEqual({ ok: false, reason: 'This game is played by 2 players.' });
    const direct = rulesetFor('quality').setup.build({ points: 500, players: ['A', 'B', 'C'], seed: 's', armies: [[], [], []], options: {}, terrain: { kind: 'pieces', pieces: [] } });
    expect(direct).toEqual({ ok: false, reason: 'The Quality Wargame is played by two players; this game seats 3.' });
  });

  it('BF.FFA.ROTATION: the panels count every seat — names, units left to activate, score columns', () => {
    let data = threePlayers();
    expect(playerNames(data)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(new Set(unitViews(data).map((u) => u.side))).toEqual(new Set([0, 1, 2]));
    for (let i = 0; i < 300 && decisionOf(data).kind !== 'activate'; i++) data = run(data, nextCommand(data)!);
    expect(decisionOf(data).kind).toBe('activate');
    const left = activatable(data).left;
    expect(left).toHaveLength(3);
    expect(left.every((n) => n > 0)).toBe(true);
    expect(rulesetFor(RULESET).score(viewOf(data)).totals).toHaveLength(3);
  });

  it('a three-player game with the opponent in a seat is saved and reopened with every seat', () => {
    const data = { ...threePlayers(), seats: [null, null, recruit] };
    const written = toSaveText(data, '1.0.0');
    if (!written.ok) throw new Error(written.reason);
    const reopened = fromSaveText(written.text);
    if (!reopened.ok) throw new Error(reopened.reason);
    expect(reopened.data.armies).toHaveLength(3);
    expect(reopened.data.seats).toEqual([null, null, recruit]);
    expect(playerNames(reopened.data)).toEqual(['Ann', 'Bob', 'Cy']);
  });
});

describe('the laptop among people and an opponent', () => {
  it('BF.FFA.ALL_BID: the secret bid passes from person to person, never to the opponent’s seat, and the screen keeps the last person’s view while it bids', async () => {
    vi.useFakeTimers();
    try {
      const ruleset = rulesetFor(RULESET);
      let data = threePlayers();
      for (let i = 0; i < 300 && decisionOf(data).kind !== 'bid'; i++) data = run(data, nextCommand(data)!);
      expect(decisionOf(data).players).toEqual([0, 1, 2]);
      const seats = [null, null, recruit];
      expect(personDeciding(ruleset, data.game.state, seats)).toBe(0);

      const session = new PlaySession({ ...data, seats });
      session.pause();
      expect(session.opponentDeciding).toBeNull();
      const bid = (s: PlaySession, shock: number) => s.run({ ...s.choices[0]!.options[0]!.template!, shock } as BaseCommand);
      expect(session.choices.map((c) => c.actorId)).toEqual(['army:0']);
      expect(bid(session, 1)).toBe(true);
      // Ann hands the laptop to Bob.
      expect(session.handover).toBe('Bob');
      session.takeOver();
      expect(session.choices.map((c) => c.actorId)).toEqual(['army:1']);
      expect(bid(session, 0)).toBe(true);
      // Only the opponent bids now: no cover, and the screen shows Bob's view, not the opponent's.
      expect(session.handover).toBeNull();
      expect(session.opponentDeciding).toBe(2);
      expect(session.data.atLaptop).toBe(1);
      expect(seatedPlayer(ruleset, session.data.game.state, seats, session.data.atLaptop)).toBe(1);
      expect(session.choices).toEqual([]);
      session.step();
      await vi.runAllTimersAsync();
      expect(decisionOf(session.data).kind).not.toBe('bid');
      expect(session.data.game.log.flat().some((e) => /revealed/i.test(ruleset.describe(e)))).toBe(true);
      session.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the laptop passes to a person only from another person', () => {
    const ruleset = rulesetFor(RULESET);
    let data = threePlayers();
    for (let i = 0; i < 300 && decisionOf(data).kind !== 'bid'; i++) data = run(data, nextCommand(data)!);
    const state = data.game.state;
    // Everyone bids at once: the first person (Ann) has the laptop; nobody is handed it.
    expect(handoverTo(ruleset, 0, state)).toBeNull();
    expect(handoverTo(ruleset, 1, state)).toBe(0);
    // With Ann's seat played by the opponent, Bob decides first.
    expect(handoverTo(ruleset, 1, state, [recruit, null, null])).toBeNull();
    expect(handoverTo(ruleset, 2, state, [recruit, null, null])).toBe(1);
    expect(playerChoices({ ...data, seats: [recruit, null, null] }).map((c) => c.actorId)).toEqual(['army:1']);
  });
});
