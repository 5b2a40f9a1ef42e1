/**
 * The replay narrator wired to Tenfold's own rulesets. The Play screen writes the engine's setup
 * (without the seed, which the envelope carries) in `options.setup`; a file without it (a
 * deployment plan, or a game from before the engine) is reported from its snapshot instead.
 */
import { rulesetById } from '../rulesets/index';
import type { Narrator } from './report';
import { replayNarrator } from './replay';
import type { SaveFile } from './schema';

export function setupFromOptions(file: SaveFile): { ok: true; setup: unknown } | { ok: false; problem: string } {
  const setup = file.options?.['setup'];
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) {
    return { ok: false, problem: 'the file carries no engine setup to replay.' };
  }
  return { ok: true, setup: { ...setup, seed: file.seed } };
}

export const engineNarrator: Narrator = replayNarrator({ rulesetOf: rulesetById, setupOf: setupFromOptions });
