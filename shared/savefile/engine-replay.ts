/**
 * The replay narrator wired to Tenfold's own rulesets. The Play screen writes the engine's setup
 * (without the seed, which the envelope carries) in `options.setup`; a file without it (a
 * deployment plan, or a game from before the engine) is reported from its snapshot instead.
 */
import { rulesetById } from '../rulesets/index';
import type { Narrator } from './report';
import { replayNarrator, setupOfFile } from './replay';

export const engineNarrator: Narrator = replayNarrator({ rulesetOf: rulesetById, setupOf: setupOfFile });
