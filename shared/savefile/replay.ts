/**
 * The battle report from the engine itself: replay the file's commands through its ruleset and
 * narrate every event in the ruleset's own words. The format does not know how a ruleset builds
 * its setup from the file's armies, table and options, so the caller passes that in (`setupOf`);
 * any refusal along the way is a value, and the report falls back to the saved snapshot.
 */
import type { AnyRuleset, BaseCommand } from '../core/ruleset';
import type { Narration, Narrator } from './report';
import { ok, refuse } from './result';
import type { SaveFile } from './schema';

export interface ReplayOptions {
  /** The ruleset of the file, or undefined when this Tenfold does not play it yet. */
  rulesetOf: (id: string) => AnyRuleset | undefined;
  /** The ruleset's setup for this file, or a refusal sentence. */
  setupOf: (file: SaveFile) => { ok: true; setup: unknown } | { ok: false; problem: string };
  /** The round a state is in; by default its `round` field, or 0. */
  roundOf?: (state: unknown) => number;
}

/**
 * The engine's setup of a game the Play screen saved: `options.setup` (written without the seed,
 * which the envelope carries) with the file's seed. A file without it — a deployment plan, or a
 * game from before the engine — has nothing to replay.
 */
export function setupOfFile(file: SaveFile): { ok: true; setup: unknown } | { ok: false; problem: string } {
  const setup = file.options?.['setup'];
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) {
    return { ok: false, problem: 'This file has no game setup to replay (is it a deployment plan?).' };
  }
  return { ok: true, setup: { ...setup, seed: file.seed } };
}

const defaultRound = (state: unknown): number => {
  const round = (state as { round?: unknown } | null)?.round;
  return typeof round === 'number' && Number.isInteger(round) ? Math.max(0, Math.min(99, round)) : 0;
};

export function replayNarrator(options: ReplayOptions): Narrator {
  const roundOf = options.roundOf ?? defaultRound;
  return (file) => {
    const ruleset = options.rulesetOf(file.ruleset);
    if (!ruleset) return refuse(`this Tenfold cannot replay ${file.ruleset} games yet.`);
    const setup = options.setupOf(file);
    if (!setup.ok) return refuse(setup.problem);
    try {
      const started = ruleset.init(setup.setup);
      if (!started.ok) return refuse(started.reason);
      let state: unknown = started.state;
      const log: Narration['log'] = started.events.map((event) => ({ round: roundOf(state), text: ruleset.describe(event, state).slice(0, 500) || event.type }));
      for (const [index, command] of file.commands.entries()) {
        // The schema guarantees every command has a string `type`, which is all BaseCommand asks.
        const result = ruleset.apply(state, command as unknown as BaseCommand);
        if (!result.ok) return refuse(`command ${index + 1} (${String(command['type'])}) is refused by the rules: ${result.reason}`);
        state = result.state;
        for (const event of result.events) log.push({ round: roundOf(state), text: ruleset.describe(event, state).slice(0, 500) || event.type });
      }
      const sheet = ruleset.score(state);
      const names = file.armies.map((army, side) => (typeof army['name'] === 'string' ? army['name'] : `Player ${side + 1}`));
      return ok({
        log,
        finished: ruleset.isOver(state),
        score: sheet.totals.map((points, side) => ({ side: String(side + 1), name: names[side] ?? `Player ${side + 1}`, points })),
      });
    } catch (error) {
      // An engine bug must not take the report down with it: the snapshot is still there.
      return refuse(`the replay failed (${error instanceof Error ? error.message : 'unknown error'}).`);
    }
  };
}
