/**
 * The file's acceptance and the replay narrator wired to Tenfold's own rulesets. The Play screen
 * writes the engine's setup (without the seed, which the envelope carries) in `options.setup`.
 */
import { rulesetById } from '../rulesets/index';
import { acceptGame, acceptGameText, type AcceptedFile, type ReplayedGame } from './accept';
import type { Narrator } from './report';
import { replayNarrator } from './replay';
import type { Result } from './result';
import type { SaveFile } from './schema';

export const engineNarrator: Narrator = replayNarrator({ rulesetOf: rulesetById });

/** Does this Tenfold accept the file? A plan as the format reads it; a game only if its log replays. */
export function acceptFile(file: SaveFile): Result<ReplayedGame | null> {
  return acceptGame(file, { rulesetOf: rulesetById });
}

/** `.tenfold` text accepted: read by the format, then its log replayed. */
export function acceptText(text: string): Result<AcceptedFile> {
  return acceptGameText(text, { rulesetOf: rulesetById });
}
