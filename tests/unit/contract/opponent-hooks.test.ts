/**
 * The opponent's hooks of the two rulesets Tenfold plays: for every actor of the deciding player,
 * candidates drawn from a view that the engine accepts on the real state, and an evaluation of a
 * view as named terms that does not depend on the dice generator.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIDDEN_DICE, seedDice } from '../../../shared/core/dice';
import type { AnyRuleset, BaseCommand } from '../../../shared/core/ruleset';
import { d10Wargame, quality } from '../../../shared/rulesets/index';
import { d10SampleSetup, playOut, qualitySampleSetup } from '../game/driver';

const cases: { name: string; ruleset: AnyRuleset; setup: (seed: number) => unknown; steps: number }[] = [
  { name: 'd10-wargame', ruleset: d10Wargame as unknown as AnyRuleset, setup: (seed) => d10SampleSetup(500, seed), steps: 160 },
  { name: 'quality', ruleset: quality as unknown as AnyRuleset, setup: (seed) => qualitySampleSetup(seed), steps: 120 },
];

/** Every candidate of every actor the deciding players have, from their own views. */
function candidatesOf(ruleset: AnyRuleset, state: unknown): BaseCommand[] {
  const out: BaseCommand[] = [];
  for (const player of ruleset.decision(state).players) {
    const view = ruleset.view(state, player);
    for (const actor of ruleset.actors(view, player)) out.push(...ruleset.opponent!.candidates(view, actor.id));
  }
  return out;
}

describe.each(cases)('$name: the opponent’s hooks', ({ ruleset, setup, steps }) => {
  it('every candidate for every actor of the deciding player is accepted by the engine, all game long (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: steps }), (seed, at) => {
        const { state } = playOut(ruleset, setup(seed), at, (count, step) => (seed * 7 + step * 13) % count);
        const candidates = candidatesOf(ruleset, state);
        if (!ruleset.isOver(state)) expect(candidates.length).toBeGreaterThan(0);
        for (const command of candidates) {
          const result = ruleset.apply(state, command);
          expect(result.ok ? null : `${JSON.stringify(command).slice(0, 120)}: ${result.reason}`).toBeNull();
        }
      }),
      { numRuns: 8 },
    );
  });

  it('while the owner of a wounded unit chooses its casualties, the owner’s actors are offered the choice (not only the attacker, the active unit)', () => {
    // Positions where the owner of a wounded unit decides while the other player's unit is active.
    let waiting = 0;
    for (const [seed, at] of [[2814, 120], [3493, 80], [7, steps], [11, Math.floor(steps / 2)]] as const) {
      const { state } = playOut(ruleset, setup(seed), at, (count, step) => (seed * 7 + step * 13) % count);
      if (ruleset.isOver(state)) continue;
      const candidates = candidatesOf(ruleset, state);
      expect(candidates.length).toBeGreaterThan(0);
      const board = ruleset.board(state);
      const active = board.units.find((u) => u.id === board.phase?.unitId);
      if (active && !ruleset.decision(state).players.includes(active.side)) waiting++;
    }
    if (ruleset.id === 'd10-wargame') expect(waiting).toBeGreaterThan(0);
  });

  it('a view has no dice generator, and the evaluation of a view is named terms the generator cannot change', () => {
    const { state } = playOut(ruleset, setup(42), steps, (count, step) => (step * 5) % count);
    const other = { ...(state as object), dice: seedDice('a different generator') };
    for (const side of [0, 1]) {
      const view = ruleset.view(state, side) as { dice: unknown };
      expect(view.dice).toEqual(HIDDEN_DICE);
      expect(ruleset.view(other, side)).toEqual(view);
      const terms = ruleset.opponent!.evaluate(view, side);
      expect(terms.map((t) => t.term)).toEqual(expect.arrayContaining(['score', 'strength']));
      for (const t of terms) expect(Number.isFinite(t.value) && t.label.length > 0).toBe(true);
      // Two players, one lead: each side's lead on the score is the other's deficit.
      const mine = terms.find((t) => t.term === 'score')!.value;
      const theirs = ruleset.opponent!.evaluate(ruleset.view(state, 1 - side), 1 - side).find((t) => t.term === 'score')!.value;
      expect(mine + theirs).toBe(0);
    }
  });
});
