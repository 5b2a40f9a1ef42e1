/**
 * Saved games in the browser build: IndexedDB's `games` table is the player's shelf of saved games
 * (it plays the part of the folder and the recent list), `autosaves` holds the work in progress
 * to recover after a crash or a closed tab. Every text is parsed before it is stored or handed
 * back, as main does with files.
 */
import type { Done, GameOpenResult, Recoverable, RecentEntry, SaveResult } from '../../../../shared/ipc/contract';
import { describeRefusal, parseSaveFile } from '../../../../shared/savefile';
import type { TenfoldDb } from '../db';
import type { GameText } from './types';

const STORAGE_FULL = 'The browser refused to store the game (its storage may be full).';

export class BrowserGames {
  readonly #db: TenfoldDb;

  constructor(db: TenfoldDb) {
    this.#db = db;
  }

  async save(game: GameText): Promise<SaveResult> {
    const parsed = parseSaveFile(game.contents);
    if (!parsed.ok) return { status: 'failed', message: `${game.suggestedName} was not saved: ${parsed.problem}` };
    try {
      await this.#db.transaction('rw', this.#db.games, this.#db.autosaves, async () => {
        await this.#db.games.put({ id: game.id, name: game.title, ruleset: parsed.value.file.ruleset, file: game.contents, updatedAt: Date.now() });
        await this.#db.autosaves.delete(game.id);
      });
    } catch {
      return { status: 'failed', message: `${game.suggestedName} was not saved. ${STORAGE_FULL}` };
    }
    return { status: 'saved', fileName: game.suggestedName };
  }

  async recent(limit = 10): Promise<RecentEntry[]> {
    const games = await this.#db.games.orderBy('updatedAt').reverse().limit(limit).toArray();
    return games.map((game) => ({ id: game.id, fileName: `${game.name}.tenfold`, folder: 'Saved in this browser', openedAt: game.updatedAt }));
  }

  async open(id: string): Promise<GameOpenResult> {
    const game = await this.#db.games.get(id);
    if (!game) return { status: 'failed', message: 'That game is no longer saved in this browser.' };
    const parsed = parseSaveFile(game.file);
    if (!parsed.ok) return { status: 'failed', message: describeRefusal(`${game.name}.tenfold`, parsed.problem) };
    return { status: 'opened', fileName: `${game.name}.tenfold`, contents: game.file, dirty: false };
  }

  async autosave(game: GameText): Promise<Done> {
    try {
      await this.#db.autosaves.put({ id: game.id, gameId: game.id, file: game.contents, savedAt: Date.now() });
      return { status: 'done' };
    } catch {
      return { status: 'failed', message: `Autosave failed. ${STORAGE_FULL}` };
    }
  }

  /** Autosaves whose game still parses; a damaged one is left alone rather than offered. */
  async recoverable(): Promise<Recoverable[]> {
    const found: Recoverable[] = [];
    for (const autosave of await this.#db.autosaves.orderBy('savedAt').reverse().toArray()) {
      const parsed = parseSaveFile(autosave.file);
      if (!parsed.ok) continue;
      const saved = await this.#db.games.get(autosave.gameId);
      found.push({
        id: autosave.id,
        title: parsed.value.file.title,
        savedAt: new Date(autosave.savedAt).toISOString(),
        fileName: saved ? `${saved.name}.tenfold` : null,
        kind: parsed.value.file.kind,
      });
    }
    return found;
  }

  async recover(id: string): Promise<GameOpenResult> {
    const autosave = await this.#db.autosaves.get(id);
    if (!autosave) return { status: 'failed', message: 'That autosave is gone.' };
    const parsed = parseSaveFile(autosave.file);
    if (!parsed.ok) return { status: 'failed', message: describeRefusal('The autosave', parsed.problem) };
    return { status: 'opened', fileName: `${parsed.value.file.title}.tenfold`, contents: autosave.file, dirty: true, autosaveId: id };
  }

  async discard(id: string): Promise<void> {
    await this.#db.autosaves.delete(id);
  }
}
