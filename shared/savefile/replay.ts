/**
 * The battle report from the engine itself: replay the file's commands through its ruleset
 * (accept.ts, the same replay every open uses) and narrate every event in the ruleset's own words.
 * The format does not know how a ruleset builds its setup from the file's armies, table and
 * options, so the caller passes that in (`setupOf`). A plan has nothing to replay (null); a game
 * whose log does not replay is refused, never reported from its snapshot.
 */
import { describeStep } from '../core/battle-log';
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
}

export function replayNarrator(options: ReplayOptions): Narrator {
  return (file) => {
    const log: Narration['log'] = [];
    let ruleset: AnyRuleset | undefined;
    let round = 0;
    const accepted = acceptGame(file, {
      rulesetOf: (id) => (ruleset = options.rulesetOf(id)),
      ...(options.setupOf ? { setupOf: options.setupOf } : {}),
      // The one battle log (shared/core/battle-log.ts), each step described with the state it left.
      observe: ({ index, events, state }) => {
        if (!ruleset) return;
        const step = describeStep(ruleset, index + 1, events, state, round);
        round = step.round;
        for (const entry of step.entries) log.push({ round: Math.max(0, Math.min(99, entry.round)), text: entry.text.slice(0, 500) || entry.type });
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
