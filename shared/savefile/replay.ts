/**
 * The battle report from the engine itself: replay the file's commands through its ruleset
 * (accept.ts, the same replay every open uses) and narrate every event in the ruleset's own words.
 * The format does not know how a ruleset builds its setup from the file's armies, table and
 * options, so the caller passes that in (`setupOf`). A plan has nothing to replay (null); a game
 * whose log does not replay is refused, never reported from its snapshot.
 */
import type { AnyRuleset } from '../core/ruleset';
import { acceptGame, setupOfFile, type AcceptOptions } from './accept';
import type { Narration, Narrator } from './report';
import { ok } from './result';

export { setupOfFile };

export interface ReplayOptions {
  /** The ruleset of the file, or undefined when this Tenfold does not play it yet. */
  rulesetOf: (id: string) => AnyRuleset | undefined;
  /** The ruleset's setup for this file, or a refusal sentence. */
  setupOf?: AcceptOptions['setupOf'];
  /** The round a state is in; by default its `round` field, or 0. */
  roundOf?: (state: unknown) => number;
}

const defaultRound = (state: unknown): number => {
  const round = (state as { round?: unknown } | null)?.round;
  return typeof round === 'number' && Number.isInteger(round) ? Math.max(0, Math.min(99, round)) : 0;
};

export function replayNarrator(options: ReplayOptions): Narrator {
  const roundOf = options.roundOf ?? defaultRound;
  return (file) => {
    const log: Narration['log'] = [];
    let describe: AnyRuleset['describe'] | null = null;
    const accepted = acceptGame(file, {
      rulesetOf: (id) => {
        const ruleset = options.rulesetOf(id);
        describe = ruleset ? (event, state) => ruleset.describe(event, state) : null;
        return ruleset;
      },
      ...(options.setupOf ? { setupOf: options.setupOf } : {}),
      observe: ({ events, state }) => {
        for (const event of events) log.push({ round: roundOf(state), text: describe?.(event, state).slice(0, 500) || event.type });
      },
    });
    if (!accepted.ok) return accepted;
    const game = accepted.value;
    if (!game) return ok(null);
    const sheet = game.ruleset.score(game.state);
    const names = file.armies.map((army, side) => (typeof army['name'] === 'string' ? army['name'] : `Player ${side + 1}`));
    return ok({
      log,
      finished: game.ruleset.isOver(game.state),
      score: sheet.totals.map((points, side) => ({ side: String(side + 1), name: names[side] ?? `Player ${side + 1}`, points })),
    });
  };
}
