/**
 * Undo in a long game replays from the nearest checkpoint (shared/core/game.ts), not from the setup.
 * Checkpoints are states the game itself reached, so they must never change a result: undo at any
 * point gives what a fresh replay of the shortened record gives, undo then redo is the identity, a
 * game without checkpoints undoes to the same states, and `apply` never changes a state it is given
 * (checkpoints are shared, not copied). The number kept stays bounded however long the game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CHECKPOINTS, newGame, openGame, play, redo, replay, spacingFor, undo, type Game } from '../../../shared/core/game';
import type { AnyRuleset, BaseCommand, BaseEvent } from '../../../shared/core/ruleset';
import { d10Wargame } from '../../../shared/rulesets/d10-wargame/index';
import { quality } from '../../../shared/rulesets/quality/index';
import { d10SampleSetup, qualitySampleSetup } from './driver';
import { longQualityGame } from './long-game';

type AnyGame = Game<unknown, unknown, BaseCommand, BaseEvent>;

const rulesets = [
  ['d10-wargame', d10Wargame as unknown as AnyRuleset, (seed: number) => d10SampleSetup(500, seed, { reserves: seed % 2 === 0 })],
  ['quality', quality as unknown as AnyRuleset, (seed: number) => qualitySampleSetup(seed)],
] as const;

function ok<T>(r: { ok: true; game: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.game;
}

/** Play the engine's own legal commands, picked by `choices`. */
function randomGame(ruleset: AnyRuleset, setup: unknown, choices: readonly number[]): AnyGame {
  let game = ok(newGame(ruleset, setup)) as AnyGame;
  for (const choice of choices) {
    if (ruleset.isOver(game.state)) break;
    const legal = ruleset.legalCommands(game.state);
    game = ok(play(ruleset, game, legal[choice % legal.length]!)) as AnyGame;
  }
  return game;
}

function replayed(ruleset: AnyRuleset, game: AnyGame, length: number): unknown {
  const r = replay(ruleset, game.record, length);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

/** Freeze a value and everything in it, so any change to it throws (modules run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

const choices = fc.array(fc.nat({ max: 1000 }), { minLength: 30, maxLength: 110 });

describe.each(rulesets)('%s: undo from checkpoints', (_name, ruleset, setup) => {
  it('undo at any point equals a fresh replay of the shortened record, and its log is the log cut short', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), choices, (seed, picks) => {
        const game = randomGame(ruleset, setup(seed), picks);
        let g = game;
        while (g.record.commands.length > 0) {
          g = ok(undo(ruleset, g)) as AnyGame;
          const n = g.record.commands.length;
          expect(g.state).toEqual(replayed(ruleset, game, n));
          expect(g.log).toEqual(game.log.slice(0, n + 1));
          expect(g.record.commands).toEqual(game.record.commands.slice(0, n));
        }
      }),
      { numRuns: 4 },
    );
  });

  it('undo then redo is the identity, for any number of steps back', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), choices, fc.nat({ max: 60 }), (seed, picks, back) => {
        const game = randomGame(ruleset, setup(seed), picks);
        let g = game;
        const steps = Math.min(back + 1, g.record.commands.length);
        for (let i = 0; i < steps; i++) g = ok(undo(ruleset, g)) as AnyGame;
        for (let i = 0; i < steps; i++) g = ok(redo(ruleset, g)) as AnyGame;
        expect(g.state).toEqual(game.state);
        expect(g.record).toEqual(game.record);
        expect(g.log).toEqual(game.log);
        expect(g.redo).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });

  it('checkpoints never change a result: any mix of play, undo and redo matches a game kept without them', () => {
    const op = fc.oneof(fc.record({ kind: fc.constant('play' as const), pick: fc.nat({ max: 1000 }) }), fc.constant({ kind: 'undo' as const }), fc.constant({ kind: 'redo' as const }));
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), choices, fc.array(op, { minLength: 10, maxLength: 60 }), (seed, picks, ops) => {
        let g = randomGame(ruleset, setup(seed), picks);
        let bare: AnyGame = { ...g, checkpoints: undefined };
        for (const o of ops) {
          if (o.kind === 'play') {
            if (ruleset.isOver(g.state)) continue;
            const legal = ruleset.legalCommands(g.state);
            const c = legal[o.pick % legal.length]!;
            g = ok(play(ruleset, g, c)) as AnyGame;
            bare = { ...(ok(play(ruleset, bare, c)) as AnyGame), checkpoints: undefined };
          } else {
            const step = o.kind === 'undo' ? undo : redo;
            const a = step(ruleset, g);
            const b = step(ruleset, bare);
            expect(a.ok).toBe(b.ok);
            if (!a.ok || !b.ok) continue;
            g = a.game as AnyGame;
            bare = { ...(b.game as AnyGame), checkpoints: undefined };
          }
          expect(g.state).toEqual(bare.state);
          expect(g.record).toEqual(bare.record);
          expect(g.redo).toEqual(bare.redo);
          expect(g.state).toEqual(replayed(ruleset, g, g.record.commands.length));
        }
      }),
      { numRuns: 4 },
    );
  });

  it('apply never changes the state it is given, so a checkpoint stays the state it was', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), choices, (seed, picks) => {
        let g = ok(newGame(ruleset, setup(seed))) as AnyGame;
        deepFreeze(g.state);
        for (const pick of picks) {
          if (ruleset.isOver(g.state)) break;
          const legal = ruleset.legalCommands(g.state);
          // a frozen state makes any write inside apply throw, which apply would report as a refusal
          g = ok(play(ruleset, g, legal[pick % legal.length]!)) as AnyGame;
          deepFreeze(g.state);
        }
        for (const c of g.checkpoints!.spaced) expect(c.state).toEqual(replayed(ruleset, g, c.at));
      }),
      { numRuns: 4 },
    );
  });

  it('opening a record gives the game that was played, with the same checkpoints', () => {
    const game = randomGame(ruleset, setup(7), Array.from({ length: 90 }, (_, i) => (i * 7919) % 1000));
    const opened = ok(openGame(ruleset, JSON.parse(JSON.stringify(game.record)) as AnyGame['record'])) as AnyGame;
    expect(opened.state).toEqual(game.state);
    expect(opened.log).toEqual(game.log);
    expect(opened.checkpoints!.spaced.map((c) => c.at)).toEqual(game.checkpoints!.spaced.map((c) => c.at));
    expect(openGame(ruleset, { ...game.record, ruleset: 'other' }).ok).toBe(false);
  });
});

describe('a long game', () => {
  const long = longQualityGame(5000, 3);
  const ruleset = long.ruleset;
  const opened = ok(openGame(ruleset, { ruleset: ruleset.id, setup: long.setup, commands: long.commands })) as AnyGame;

  it('keeps a bounded number of checkpoints, spaced over the whole game', () => {
    const spaced = opened.checkpoints!.spaced;
    expect(long.commands.length).toBe(5000);
    expect(spaced.length).toBeLessThanOrEqual(MAX_CHECKPOINTS + 1);
    expect(spaced[0]!.at).toBe(0);
    const spacing = spacingFor(5000);
    expect(spaced.every((c, i) => i === 0 || c.at - spaced[i - 1]!.at === spacing)).toBe(true);
    expect(5000 - spaced.at(-1)!.at).toBeLessThan(spacing);
  });

  it('a game opened with no checkpoint but the setup\'s replays once on its first undo, gaining them, and keeps only the last stretch as its trail', () => {
    const bare: AnyGame = { ...opened, checkpoints: { spaced: [opened.checkpoints!.spaced[0]!], trail: [] } };
    let applied = 0;
    const counting: AnyRuleset = { ...ruleset, apply: (s, c) => (applied++, ruleset.apply(s, c)) };
    let g = ok(undo(counting, bare)) as AnyGame;
    expect(applied).toBe(4999);
    expect(g.checkpoints!.spaced.map((c) => c.at)).toEqual(opened.checkpoints!.spaced.map((c) => c.at).filter((at) => at <= 4999));
    expect(g.checkpoints!.trail.length).toBeLessThanOrEqual(spacingFor(5000));
    for (let i = 0; i < 100; i++) g = ok(undo(counting, g)) as AnyGame;
    expect(applied).toBeLessThan(4999 + 2 * spacingFor(5000));
    expect(g.state).toEqual(replayed(ruleset, opened, 4899));
  });

  it('an undo applies fewer commands than the spacing, and twenty undos in a row replay each stretch between checkpoints once', () => {
    let applied = 0;
    const counting: AnyRuleset = { ...ruleset, apply: (s, c) => (applied++, ruleset.apply(s, c)) };
    let g = opened;
    g = ok(undo(counting, g)) as AnyGame;
    expect(applied).toBeLessThan(spacingFor(5000));
    for (let i = 0; i < 19; i++) g = ok(undo(counting, g)) as AnyGame;
    // 4999 back to 4980 crosses one checkpoint (spacing 64: 4992): 4992→4999 once, 4928→4991 once
    expect(applied).toBe(4999 - 4992 + (4991 - 4928));
    expect(g.state).toEqual(replayed(ruleset, opened, 4980));
    expect(g.checkpoints!.trail.length).toBeLessThan(spacingFor(5000));
  });
});
