/**
 * The ruleset contract fits more than the two rulesets Tenfold plays: Three Hands (a test-only
 * ruleset in tests/fixtures/rulesets — three players, a D100 deal and D6 plays, a hidden hand, cards
 * as actors) is registered here at run time and played through the generic core, the opponent's
 * hooks, a `.tenfold` file saved and reopened as the Play screen does it, and `tenfold report`.
 * Nothing outside tests/ names it.
 */
import fc from 'fast-check';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diceAsked } from '../../../shared/core/dice-asked';
import { HIDDEN_DICE, seedDice } from '../../../shared/core/dice';
import { newGame, openGame, play, redo, undo } from '../../../shared/core/game';
import { dataVersionOf } from '../../../shared/core/save-data';
import type { AnyRuleset, Side } from '../../../shared/core/ruleset';
import { d10Wargame, isFileRuleset, registerRuleset, rulesetById } from '../../../shared/rulesets/index';
import { acceptText } from '../../../shared/savefile/engine-replay';
import { createSaveFile, serializeSaveFile, type JsonObject } from '../../../shared/savefile';
import { runCli } from '../../../src-main/cli/main';
import { readGameFile } from '../../../src-main/files/read-game';
import { writeGameFile } from '../../../src-main/files/write-game';
import { handoverTo } from '../../../src-renderer/src/play/model/handover';
import { fromSaveText, toSaveText } from '../../../src-renderer/src/play/model/save';
import { issue, startSession } from '../../../src-renderer/src/play/model/session';
import { handsPlayerFile, playOption, THREE_HANDS_ID, threeHands, type HandsCommand, type HandsSetup, type HandsState } from '../../fixtures/rulesets/three-hands';

const PLAYERS = ['Ann', 'Bob', 'Cy'];
const SETUP: HandsSetup = { players: PLAYERS, handSize: 3, seed: 'three hands' };
const rules = threeHands as unknown as AnyRuleset;

let unregister: () => void = () => undefined;
beforeAll(() => {
  unregister = registerRuleset(rules);
});
afterAll(() => unregister());

function started(setup: HandsSetup = SETUP): HandsState {
  const result = threeHands.init(setup);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

/**
 * A computer opponent in a few lines, over the hooks alone: for the deciding player's view, every
 * candidate of every actor, scored by how much the evaluation's "hand" term would lose (a card
 * played is a card gone) against the points it should bring. It never sees the state.
 */
function opponentChoice(view: HandsState, player: Side): HandsCommand {
  const hooks = threeHands.opponent!;
  let best: { command: HandsCommand; value: number } | null = null;
  for (const actor of threeHands.actors(view, player)) {
    for (const command of hooks.candidates(view, actor.id)) {
      const card = view.hands[player]!.find((c) => c.id === actor.id)!;
      // Play the strongest card: it should score 3/4 of its value; a discard scores 1.
      const value = command.type === 'play' ? card.value! * 0.75 : 1 - card.value! / 100;
      if (!best || value > best.value) best = { command, value };
    }
  }
  return best!.command;
}

/** A whole game, every turn chosen by the opponent from the deciding player's view. */
function playedByOpponent(setup: HandsSetup = SETUP): { state: HandsState; commands: HandsCommand[] } {
  let state = started(setup);
  const commands: HandsCommand[] = [];
  while (!threeHands.isOver(state)) {
    const player = threeHands.decision(state).players[0]!;
    const command = opponentChoice(threeHands.view(state, player), player);
    const result = threeHands.apply(state, command);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    commands.push(command);
  }
  return { state, commands };
}

describe('a test-only ruleset plugged in at run time (three players, D100 and D6, a hidden hand)', () => {
  it('is found through the registry and the file format once registered, and not before', () => {
    expect(rulesetById(THREE_HANDS_ID)).toBe(rules);
    expect(isFileRuleset(THREE_HANDS_ID)).toBe(true);
    expect(() => registerRuleset(rules)).toThrow(/already registered/);
    expect(rulesetById(THREE_HANDS_ID)).toBe(rules);
    unregister();
    expect(rulesetById(THREE_HANDS_ID)).toBeUndefined();
    expect(isFileRuleset(THREE_HANDS_ID)).toBe(false);
    unregister = registerRuleset(rules);
  });

  it('TH.DEAL: seats three players and deals each a hand on D100s, through the generic game record', () => {
    const game = newGame(rules, SETUP);
    if (!game.ok) throw new Error(game.reason);
    const dealt = game.game.log[0]!;
    expect(dealt.map((e) => e.type)).toEqual(['dealt', 'dealt', 'dealt']);
    const dice = dealt.flatMap((e) => e.dice ?? []);
    expect(dice).toHaveLength(9);
    expect(dice.every((d) => d.sides === 100 && d.face >= 1 && d.face <= 100)).toBe(true);
    const state = game.game.state as HandsState;
    expect(state.hands.map((h) => h.map((c) => c.value))).toEqual([dice.slice(0, 3), dice.slice(3, 6), dice.slice(6, 9)].map((ds) => ds.map((d) => d.face)));
    expect(rules.board(state).players).toEqual(PLAYERS);
  });

  it('TH.TURN: 2 to 8 players; one player or nine are refused in a sentence with a code', () => {
    expect(threeHands.init({ ...SETUP, players: ['Solo'] })).toMatchObject({ ok: false, code: 'bad-setup' });
    expect(threeHands.init({ ...SETUP, players: Array.from({ length: 9 }, (_, i) => `P${i}`) })).toMatchObject({ ok: false, code: 'bad-setup' });
    const eight = started({ ...SETUP, players: Array.from({ length: 8 }, (_, i) => `P${i + 1}`) });
    expect(eight.hands).toHaveLength(8);
    expect(threeHands.score(eight).totals).toHaveLength(8);
  });

  it('TH.PLAY: a card played rolls a D6; 4+ scores its value, less scores half, and the turn passes in seat order', () => {
    const state = { ...started(), dice: { kind: 'fixed' as const, faces: [4, 3], next: 0 } };
    const first = state.hands[0]![0]!;
    const full = threeHands.apply(state, { type: 'play', card: first.id });
    if (!full.ok) throw new Error(full.reason);
    expect(full.events[0]).toMatchObject({ type: 'played', player: 0, scored: first.value, dice: [{ sides: 6, face: 4, rv: 4, success: true }] });
    expect(threeHands.decision(full.state).players).toEqual([1]);
    const second = full.state.hands[1]![0]!;
    const half = threeHands.apply(full.state, { type: 'play', card: second.id });
    if (!half.ok) throw new Error(half.reason);
    expect(half.state.scores).toEqual([first.value, Math.floor(second.value! / 2), 0]);
  });

  it('TH.HIDDEN: a view holds the viewer’s hand, only the count of the others’, and never the dice generator', () => {
    const state = started();
    const view = threeHands.view(state, 1);
    expect(view.hands[1]).toEqual(state.hands[1]);
    expect(view.hands[0]!.map((c) => c.value)).toEqual([null, null, null]);
    expect(view.hands[2]!.map((c) => c.value)).toEqual([null, null, null]);
    expect(view.dice).toEqual(HIDDEN_DICE);
    expect(JSON.stringify(view)).not.toContain(JSON.stringify((state.dice as { s: unknown }).s));
    // A view cannot roll: what it would take is the real game's dice.
    expect(threeHands.apply(threeHands.view(state, 0), { type: 'play', card: state.hands[0]![0]!.id })).toMatchObject({ ok: false });
    // The view is what the actors show: cards of one's own hand by value, others' as hidden cards.
    expect(threeHands.actors(view, 0).map((a) => a.label)).toEqual(['A hidden card', 'A hidden card', 'A hidden card']);
    expect(threeHands.actors(view, 1).map((a) => a.kind)).toEqual(['card', 'card', 'card']);
  });

  it('TH.PLAY: an action carries its parameter as data — which card — for a generic form', () => {
    const option = playOption(threeHands.view(started(), 0))!;
    expect(option.params).toEqual([{ name: 'card', kind: 'card', label: 'Card', options: started().hands[0]!.map((c) => ({ value: c.id, label: `${c.value}` })) }]);
  });

  it('TH.TURN: refusals are data — a code, a sentence and the rule — and change nothing', () => {
    const state = started();
    const before = JSON.stringify(state);
    expect(threeHands.apply(state, { type: 'play', card: state.hands[1]![0]!.id, player: 1 })).toEqual({
      ok: false,
      code: 'not-your-turn',
      reason: "It is Ann's turn, not Bob's.",
      rule: 'TH.TURN',
    });
    expect(threeHands.apply(state, { type: 'play', card: 'p2-c1' })).toMatchObject({ ok: false, code: 'no-such-card', rule: 'TH.PLAY' });
    expect(threeHands.apply(state, { type: 'shuffle' } as never)).toMatchObject({ ok: false, code: 'unknown-command' });
    expect(JSON.stringify(state)).toBe(before);
    const over = playedByOpponent().state;
    expect(threeHands.apply(over, { type: 'discard', card: 'p1-c1' })).toMatchObject({ ok: false, code: 'game-over', rule: 'TH.END' });
  });

  it('real dice: the core asks for a D6 for a play (a D100 game roll before it), and a face too big for it is refused', () => {
    const state = started();
    const command = { type: 'play', card: state.hands[0]![0]!.id };
    expect(diceAsked(rules, state, command, [])).toMatchObject({ kind: 'more', count: 1, sides: 6, purpose: 'card', target: '4+' });
    expect(diceAsked(rules, state, command, [7])).toEqual({ kind: 'refused', reason: '7 is not a face of a D6 (the card roll): type whole numbers from 1 to 6.' });
    expect(diceAsked(rules, state, command, [5])).toEqual({ kind: 'ready', used: 1 });
    expect(threeHands.apply(state, { ...command, dice: [7] } as HandsCommand)).toMatchObject({ ok: false, reason: '7 is not a face of a D6 (the card roll): type whole numbers from 1 to 6.' });
    const typed = threeHands.apply(state, { ...command, dice: [5] } as HandsCommand);
    expect(typed.ok && typed.events[0]).toMatchObject({ scored: state.hands[0]![0]!.value, dice: [{ face: 5, sides: 6 }] });
    // The dice typed at the table leave the generator where it was.
    expect(typed.ok && typed.state.dice).toEqual(state.dice);
  });

  it('TH.END: the opponent’s hooks play a whole three-player game from views alone; the highest score wins', () => {
    const { state, commands } = playedByOpponent();
    expect(commands).toHaveLength(9);
    expect(state.hands.every((h) => h.length === 0)).toBe(true);
    const sheet = threeHands.score(state);
    expect(sheet.totals).toEqual(state.scores);
    const best = Math.max(...state.scores);
    const winner = sheet.result.winner;
    expect(winner === null ? state.scores.filter((s) => s === best).length > 1 : state.scores[winner] === best).toBe(true);
    expect(threeHands.decision(state)).toMatchObject({ kind: 'over', players: [] });
  });

  it('opponent hooks: the evaluation is named terms of a view, the same whatever the dice generator holds', () => {
    const state = started();
    const other = { ...state, dice: seedDice('another generator') };
    const a = threeHands.view(state, 0);
    const b = threeHands.view(other, 0);
    expect(b).toEqual(a);
    const terms = threeHands.opponent!.evaluate(a, 0);
    expect(terms.map((t) => t.term)).toEqual(['lead', 'hand', 'rival-hand']);
    expect(terms.every((t) => Number.isFinite(t.value) && t.label.length > 0)).toBe(true);
    const hand = state.hands[0]!.reduce((sum, c) => sum + c.value! * 0.75, 0);
    expect(terms[1]!.value).toBeCloseTo(hand, 9);
    // Rivals' cards are unknown to Ann: each counts as the average D100 face.
    expect(terms[2]!.value).toBeCloseTo(-3 * 50.5 * 0.75, 9);
    expect(opponentChoice(a, 0)).toEqual(opponentChoice(b, 0));
  });

  it('opponent hooks: every candidate for every actor of the deciding player is accepted by apply (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), fc.integer({ min: 2, max: 8 }), fc.array(fc.nat(), { maxLength: 40 }), (seed, seats, picks) => {
        let state = started({ players: Array.from({ length: seats }, (_, i) => `P${i + 1}`), handSize: 2, seed });
        for (const pick of picks) {
          if (threeHands.isOver(state)) break;
          const player = threeHands.decision(state).players[0]!;
          const view = threeHands.view(state, player);
          const candidates = threeHands.actors(view, player).flatMap((actor) => threeHands.opponent!.candidates(view, actor.id));
          for (const command of candidates) expect(threeHands.apply(state, command).ok).toBe(true);
          const result = threeHands.apply(state, candidates[pick % candidates.length]!);
          if (!result.ok) throw new Error(result.reason);
          state = result.state;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the generic record replays, undoes and redoes a three-player game exactly', () => {
    const { commands } = playedByOpponent();
    const start = newGame(rules, SETUP);
    if (!start.ok) throw new Error(start.reason);
    let game = start.game;
    for (const command of commands) {
      const next = play(rules, game, command);
      if (!next.ok) throw new Error(next.reason);
      game = next.game;
    }
    const reopened = openGame(rules, game.record);
    expect(reopened.ok && reopened.game.state).toEqual(game.state);
    const back = undo(rules, game);
    if (!back.ok) throw new Error(back.reason);
    const forth = redo(rules, back.game);
    expect(forth.ok && forth.game.state).toEqual(game.state);
  });

  it('hot seat: the screen is covered whenever the turn passes to another player, and never in a game without secrets', () => {
    const state = started();
    const next = threeHands.apply(state, { type: 'discard', card: state.hands[0]![0]!.id });
    if (!next.ok) throw new Error(next.reason);
    expect(handoverTo(rules, 0, next.state)).toBe(1);
    expect(handoverTo(rules, 0, state)).toBeNull();
    const d10 = d10Wargame as unknown as AnyRuleset;
    expect(d10.hiddenInformation).toBe(false);
    expect(handoverTo(d10, 0, next.state)).toBeNull();
  });
});

describe('a test-only ruleset saved, reopened and reported like any game', () => {
  /** The game as the Play screen holds it: started and played through its session model, then saved. */
  function savedText(): { text: string; state: HandsState } {
    const session = startSession(THREE_HANDS_ID, { players: PLAYERS, handSize: 3 , seed: 11 }, 'Three hands at the club', PLAYERS, PLAYERS.map((name) => JSON.stringify(handsPlayerFile(name))));
    if (!session.ok) throw new Error(session.reason);
    let data = session.data;
    while (!threeHands.isOver(data.game.state as HandsState)) {
      const state = data.game.state as HandsState;
      const player = threeHands.decision(state).players[0]!;
      const outcome = issue(data, opponentChoice(threeHands.view(state, player), player));
      if (!outcome.ok) throw new Error(outcome.reason);
      data = outcome.data;
    }
    const written = toSaveText(data, '0.0.0-test');
    if (!written.ok) throw new Error(written.reason);
    return { text: written.text, state: data.game.state as HandsState };
  }

  it('saves to a .tenfold file on disk, reopens to the same game, and carries its data version', async () => {
    const { text, state } = savedText();
    const path = join(await mkdtemp(join(tmpdir(), 'tenfold-hands-')), 'hands.tenfold');
    expect(await writeGameFile(path, text)).toMatchObject({ ok: true });
    const read = await readGameFile(path);
    if (!read.ok) throw new Error(read.problem);
    expect(read.opened.file.ruleset).toBe(THREE_HANDS_ID);
    expect(read.opened.file.armies).toHaveLength(3);
    expect(dataVersionOf(read.opened.file.options)).toBe(2);
    const reopened = fromSaveText(await readFile(path, 'utf8'));
    if (!reopened.ok) throw new Error(reopened.reason);
    expect(reopened.data.game.state).toEqual(state);
    expect(reopened.data.armies).toEqual(PLAYERS);
    expect(reopened.data.game.record.commands).toHaveLength(9);
  });

  it('tenfold report replays it and prints all three players’ scores and the winner', async () => {
    const { text, state } = savedText();
    const path = join(await mkdtemp(join(tmpdir(), 'tenfold-hands-')), 'hands.tenfold');
    expect(await writeGameFile(path, text)).toMatchObject({ ok: true });
    const out: string[] = [];
    const err: string[] = [];
    const status = await runCli(['report', path, '--json'], { out: (t) => out.push(t), err: (t) => err.push(t) });
    expect(err).toEqual([]);
    expect(status).toBe(0);
    const report = JSON.parse(out.join('\n')) as { source: string; finished: boolean; score: { name: string; points: number }[]; rounds: unknown[] };
    expect(report.source).toBe('replay');
    expect(report.finished).toBe(true);
    expect(report.score.map((s) => [s.name, s.points])).toEqual(PLAYERS.map((name, seat) => [name, state.scores[seat]]));
    const markdown: string[] = [];
    expect(await runCli(['report', path], { out: (t) => markdown.push(t), err: (t) => err.push(t) })).toBe(0);
    const winner = threeHands.score(state).result.winner;
    expect(markdown.join('\n')).toContain(winner === null ? 'Draw' : PLAYERS[winner]!);
    expect(markdown.join('\n')).toMatch(/Ann plays a \d+, rolls \d on the D6 and scores \d+\./);
  });

  it('a file of the ruleset’s data version 1 is brought up to date step by step; a newer version is refused in words', () => {
    const { commands, state } = playedByOpponent({ ...SETUP, seed: 5 });
    const fileOf = (dataVersion: number, setup: JsonObject, written: JsonObject[]) =>
      serializeSaveFile(
        createSaveFile(
          {
            kind: 'game',
            title: 'An old game',
            ruleset: THREE_HANDS_ID,
            armies: PLAYERS.map((name) => handsPlayerFile(name) as unknown as JsonObject),
            table: {},
            seed: 5,
            commands: written,
            options: { setup, armyNames: PLAYERS, dataVersion },
          },
          '0.0.0-test',
        ),
      );
    const v1 = fileOf(1, { players: PLAYERS, hand: 3 }, commands.map((c) => (c.type === 'play' ? { type: 'playCard', card: c.card } : { ...c })));
    if (!v1.ok) throw new Error(v1.problem);
    const opened = acceptText(v1.value);
    if (!opened.ok) throw new Error(opened.problem);
    expect(opened.value.game?.state).toEqual(state);
    expect(opened.value.game?.commands).toEqual(commands);
    const v3 = fileOf(3, { players: PLAYERS, handSize: 3 }, commands as unknown as JsonObject[]);
    if (!v3.ok) throw new Error(v3.problem);
    expect(acceptText(v3.value)).toEqual({ ok: false, problem: 'its Three Hands data is version 3, newer than this Tenfold reads (up to 2): open it in a newer Tenfold.' });
    const broken = fileOf(1, { players: PLAYERS }, []);
    if (!broken.ok) throw new Error(broken.problem);
    expect(acceptText(broken.value)).toEqual({ ok: false, problem: 'its Three Hands data (version 1) cannot be brought up to date: its setup names no hand size.' });
  });
});
