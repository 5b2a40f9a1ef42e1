/**
 * Property tests over whole games: random legal command sequences drawn from the engine's own
 * `legalCommands`. Replaying the record gives the same state; undo then redo is the identity; no
 * sequence makes wounds, models or points negative. Seeds that once failed are kept below as
 * named regression cases.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGame, play, redo, replay, undo } from '../../../shared/core/game';
import type { AnyRuleset, BaseCommand } from '../../../shared/core/ruleset';
import { d10Wargame } from '../../../shared/rulesets/d10-wargame/index';
import type { D10State } from '../../../shared/rulesets/d10-wargame/state';
import { quality } from '../../../shared/rulesets/quality/index';
import type { QState } from '../../../shared/rulesets/quality/state';
import { d10SampleSetup, qualitySampleSetup } from './driver';

function randomGame(ruleset: AnyRuleset, setup: unknown, choices: number[]) {
  const started = newGame(ruleset, setup);
  if (!started.ok) throw new Error(started.reason);
  let game = started.game;
  for (const choice of choices) {
    if (ruleset.isOver(game.state)) break;
    const legal = ruleset.legalCommands(game.state);
    expect(legal.length).toBeGreaterThan(0);
    const played = play(ruleset, game, legal[choice % legal.length]!);
    if (!played.ok) throw new Error(`refused its own legal command: ${played.reason}`);
    game = played.game;
  }
  return game;
}

function d10Invariants(s: D10State): void {
  for (const u of Object.values(s.units)) {
    expect(u.models.length).toBeGreaterThanOrEqual(0);
    expect(u.models.length).toBeLessThanOrEqual(u.initialModels);
    for (const m of u.models) {
      expect(m.wounds).toBeGreaterThanOrEqual(0);
      expect(m.wounds).toBeLessThan(u.woundsPerModel);
    }
    expect(u.points).toBeGreaterThanOrEqual(0);
  }
  expect(s.commandPoints.every((n) => n >= 0)).toBe(true);
  expect(s.score.objectivePoints.every((n) => n >= 0)).toBe(true);
  expect(s.score.destroyed.every((d) => d.dp >= 0)).toBe(true);
  expect(d10Wargame.score(s).totals.every((n) => n >= 0)).toBe(true);
}

function qInvariants(s: QState): void {
  for (const u of Object.values(s.units)) {
    expect(u.models.length).toBeGreaterThanOrEqual(0);
    expect(u.models.length).toBeLessThanOrEqual(u.initialModels);
  }
  expect(s.removed.every((n) => n >= 0)).toBe(true);
}

const choices = fc.array(fc.nat({ max: 1000 }), { minLength: 20, maxLength: 140 });
const setups = {
  d10: (seed: number) => d10SampleSetup(500, seed, { reserves: seed % 2 === 0, commandPoints: seed % 3 === 0 }),
  quality: (seed: number) => qualitySampleSetup(seed),
};

describe.each([
  ['d10-wargame', d10Wargame as unknown as AnyRuleset, setups.d10, (s: unknown) => d10Invariants(s as D10State)],
  ['quality', quality as unknown as AnyRuleset, setups.quality, (s: unknown) => qInvariants(s as QState)],
] as const)('%s games', (_name, ruleset, setup, invariants) => {
  it('replaying any recorded game gives an identical state, and the same seed and commands give the same game', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), choices, (seed, picks) => {
        const game = randomGame(ruleset, setup(seed), picks);
        const replayed = replay(ruleset, JSON.parse(JSON.stringify(game.record)));
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(replayed.state).toEqual(game.state);
        expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state);
      }),
      { numRuns: 8 },
    );
  });

  it('undo then redo is the identity', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), choices, fc.nat({ max: 5 }), (seed, picks, back) => {
        const game = randomGame(ruleset, setup(seed), picks);
        let g = game;
        const steps = Math.min(back + 1, g.record.commands.length);
        for (let i = 0; i < steps; i++) {
          const u = undo(ruleset, g);
          if (!u.ok) throw new Error(u.reason);
          g = u.game;
        }
        for (let i = 0; i < steps; i++) {
          const r = redo(ruleset, g);
          if (!r.ok) throw new Error(r.reason);
          g = r.game;
        }
        expect(g.state).toEqual(game.state);
        expect(g.record).toEqual(game.record);
      }),
      { numRuns: 8 },
    );
  });

  it('no sequence of commands makes wounds, models or points negative', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), choices, (seed, picks) => {
        invariants(randomGame(ruleset, setup(seed), picks).state);
      }),
      { numRuns: 12 },
    );
  });
});

describe('the game record', () => {
  it('a record of another ruleset is refused; an unknown command is refused and changes nothing', () => {
    const started = newGame(d10Wargame, d10SampleSetup(500, 1));
    if (!started.ok) throw new Error(started.reason);
    expect(replay(quality as unknown as AnyRuleset, started.game.record as never).ok).toBe(false);
    const before = JSON.stringify(started.game.state);
    expect(play(d10Wargame, started.game, { type: 'fly' } as unknown as BaseCommand as never).ok).toBe(false);
    expect(JSON.stringify(started.game.state)).toBe(before);
    expect(undo(d10Wargame, started.game).ok).toBe(false);
    expect(redo(d10Wargame, started.game).ok).toBe(false);
  });
});

describe('seeds that once failed (kept as regressions)', () => {
  it('d10 seed 3: stacked terrain used to leave no legal objective placement', () => {
    const game = randomGame(d10Wargame as unknown as AnyRuleset, setups.d10(3), [0, 267, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 13, 0, 9, 0, 877, 46, 0, 0, 0, 0, 0]);
    const s = game.state as D10State;
    expect(new Set(s.table.terrain.map((t) => JSON.stringify(t.points))).size).toBe(s.table.terrain.length);
    expect(['objectives', 'battle']).toContain(s.phase);
  });

  it('a whole 500-point game plays to its end from the engine\'s own commands and replays exactly', () => {
    const game = randomGame(d10Wargame as unknown as AnyRuleset, d10SampleSetup(500, 'full'), new Array(600).fill(0).map((_, i) => (i * 7919) % 1000));
    expect((game.state as D10State).phase).toBe('over');
    const replayed = replay(d10Wargame as unknown as AnyRuleset, game.record);
    expect(replayed.ok && replayed.state).toEqual(game.state);
  });
});

describe('hostile commands', () => {
  it('a malformed command is refused with a reason, never thrown, and changes nothing', () => {
    const started = newGame(d10Wargame, d10SampleSetup(500, 'hostile'));
    if (!started.ok) throw new Error(started.reason);
    const mid = randomGame(d10Wargame as unknown as AnyRuleset, d10SampleSetup(500, 'hostile'), new Array(40).fill(0));
    const types = ['rollOff', 'chooseOrder', 'placeTerrain', 'deploy', 'reserve', 'placeObjective', 'activate', 'rally', 'move', 'arrive', 'shoot', 'charge', 'endActivation', 'useCommandPoint', 'nextRound', 'missionPoints'];
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.dictionary(fc.string({ maxLength: 8 }), fc.anything()), fc.option(fc.array(fc.integer({ min: -2, max: 12 }), { maxLength: 4 })), (type, fields, dice) => {
        for (const state of [started.game.state, mid.state as D10State]) {
          const before = JSON.stringify(state);
          const command = { ...fields, type, ...(dice ? { dice } : {}) } as never;
          const result = d10Wargame.apply(state, command);
          if (!result.ok) expect(typeof result.reason).toBe('string');
          expect(JSON.stringify(state)).toBe(before);
        }
      }),
      { numRuns: 200 },
    );
  });
});
