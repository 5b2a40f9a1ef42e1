/**
 * Saved games in the browser build: IndexedDB's `games` table is the player's shelf of saved games
 * (it plays the part of the folder and the recent list), each kept under a key with the name the
 * player gave it; `autosaves` holds the work in progress to recover after a crash or a closed tab,
 * with the key of the saved game it belongs to. Every text is parsed before it is stored or handed
 * back, as main does with files. Which shelf entry the open game saves to is BrowserDocument's.
 */
import type { Done, GameOpenResult, Recoverable, RecentEntry, SaveResult } from '../../../../shared/ipc/contract';
import { describeRefusal, parseSaveFile } from '../../../../shared/savefile';
import type { TenfoldDb } from '../db';
import type { GameText } from './types';

const STORAGE_FULL = 'The browser refused to store the game (its storage may be full).';

/** A saved game on the shelf: its key and the name the player gave it (without `.tenfold`). */
export interface ShelfEntry {
  key: string;
  name: string;
}

export const shelfFileName = (name: string): string => `${name}.tenfold`;

export class BrowserGames {
  readonly #db: TenfoldDb;

  constructor(db: TenfoldDb) {
    this.#db = db;
  }

  /** Store the game under `entry` (replacing what was kept there) and drop its autosave. */
  async save(entry: ShelfEntry, game: GameText, autosaveId: string | null): Promise<SaveResult> {
    const fileName = shelfFileName(entry.name);
    const parsed = parseSaveFile(game.contents);
    if (!parsed.ok) return { status: 'failed', message: `${fileName} was not saved: ${parsed.problem}` };
    try {
      await this.#db.transaction('rw', this.#db.games, this.#db.autosaves, async () => {
        await this.#db.games.put({ id: entry.key, name: entry.name, ruleset: parsed.value.file.ruleset, file: game.contents, updatedAt: Date.now() });
        if (autosaveId) await this.#db.autosaves.delete(autosaveId);
      });
    } catch {
      return { status: 'failed', message: `${fileName} was not saved. ${STORAGE_FULL}` };
    }
    return { status: 'saved', fileName };
  }

  /** The saved game of this name, if any (names are told apart regardless of case, as on most disks). */
  async named(name: string): Promise<ShelfEntry | null> {
    const wanted = name.toLocaleLowerCase();
    const found = await this.#db.games.filter((game) => game.name.toLocaleLowerCase() === wanted).first();
    return found ? { key: found.id, name: found.name } : null;
  }

  async recent(limit = 10): Promise<RecentEntry[]> {
    const games = await this.#db.games.orderBy('updatedAt').reverse().limit(limit).toArray();
    return games.map((game) => ({ id: game.id, fileName: shelfFileName(game.name), folder: 'Saved in this browser', openedAt: game.updatedAt }));
  }

  async open(key: string): Promise<{ result: GameOpenResult; entry: ShelfEntry | null }> {
    const game = await this.#db.games.get(key);
    if (!game) return { result: { status: 'failed', message: 'That game is no longer saved in this browser.' }, entry: null };
    const parsed = parseSaveFile(game.file);
    if (!parsed.ok) return { result: { status: 'failed', message: describeRefusal(shelfFileName(game.name), parsed.problem) }, entry: null };
    return { result: { status: 'opened', fileName: shelfFileName(game.name), contents: game.file, dirty: false }, entry: { key: game.id, name: game.name } };
  }

  async autosave(game: GameText, savedTo: string | null): Promise<Done> {
    try {
      await this.#db.autosaves.put({ id: game.id, gameId: savedTo ?? '', file: game.contents, savedAt: Date.now() });
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
      const saved = autosave.gameId ? await this.#db.games.get(autosave.gameId) : undefined;
      found.push({
        id: autosave.id,
        title: parsed.value.file.title,
        savedAt: new Date(autosave.savedAt).toISOString(),
        fileName: saved ? shelfFileName(saved.name) : null,
        kind: parsed.value.file.kind,
      });
    }
    return found;
  }

  /** An autosave's game, and the saved game it belongs to (if that is still on the shelf). */
  async recover(id: string): Promise<{ result: GameOpenResult; entry: ShelfEntry | null }> {
    const autosave = await this.#db.autosaves.get(id);
    if (!autosave) return { result: { status: 'failed', message: 'That autosave is gone.' }, entry: null };
    const parsed = parseSaveFile(autosave.file);
    if (!parsed.ok) return { result: { status: 'failed', message: describeRefusal('The autosave', parsed.problem) }, entry: null };
    const saved = autosave.gameId ? await this.#db.games.get(autosave.gameId) : undefined;
    const entry = saved ? { key: saved.id, name: saved.name } : null;
    const fileName = entry ? shelfFileName(entry.name) : `${parsed.value.file.title}.tenfold`;
    return { result: { status: 'opened', fileName, contents: autosave.file, dirty: true, autosaveId: id }, entry };
  }

  async discard(id: string): Promise<void> {
    await this.#db.autosaves.delete(id);
  }
}
