/**
 * Where the open game is saved in the browser build: the shelf entry (browser-games.ts) it came
 * from or was saved as, as main's DocumentSession keeps a path for the desktop app. It changes in
 * two ways only: a saved game the page opened and accepted (keep), or a name the player gave in
 * Save As, confirming first when another saved game already has it. A new game, a file read from
 * disk or a dropped file has none, so its first Save asks for a name; nothing is ever written
 * over another saved game the player did not choose.
 */
import type { Done, GameOpenResult, Recoverable, RecentEntry, SaveResult } from '../../../../shared/ipc/contract';
import { BrowserGames, type ShelfEntry } from './browser-games';
import type { GameText } from './types';

/** How the player is asked (window.prompt and window.confirm in the browser; answers in tests). */
export interface NameDialogs {
  /** The name to save under, or null if the player cancelled. */
  chooseName(suggested: string): Promise<string | null>;
  /** Whether to replace the saved game that already has this file name. */
  confirmReplace(fileName: string): Promise<boolean>;
}

/** The longest name kept, as for a game's title. */
const MAX_NAME = 120;

/** A name the player typed, as the shelf keeps it: trimmed, without `.tenfold`, or null if nothing is left. */
export function cleanName(typed: string): string | null {
  const name = typed
    .trim()
    .replace(/\.tenfold$/i, '')
    .trim()
    .slice(0, MAX_NAME);
  return name || null;
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `saved-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export class BrowserDocument {
  readonly #games: BrowserGames;
  readonly #dialogs: NameDialogs;
  /** The saved game the open one is saved to, or null for one never saved in this browser. */
  #entry: ShelfEntry | null = null;
  /** A game read for the page and not yet accepted by it (see keep). */
  #offered: { entry: ShelfEntry | null; autosaveId: string | null } | null = null;
  /** The open game's autosave, dropped once it is saved or put away. */
  #autosaveId: string | null = null;

  constructor(games: BrowserGames, dialogs: NameDialogs) {
    this.#games = games;
    this.#dialogs = dialogs;
  }

  /** Whether the open game has changes not saved: those its autosave holds (as main reads it in the app). */
  get unsaved(): boolean {
    return this.#autosaveId !== null;
  }

  /** The name of the saved game the open one is saved to, or null. */
  get savedAs(): string | null {
    return this.#entry?.name ?? null;
  }

  async save(game: GameText, mode: 'save' | 'saveAs'): Promise<SaveResult> {
    const entry = mode === 'save' && this.#entry ? this.#entry : await this.#choose(game.suggestedName);
    if (!entry) return { status: 'cancelled' };
    const result = await this.#games.save(entry, game, this.#autosaveId);
    if (result.status === 'saved') {
      this.#entry = entry;
      this.#autosaveId = null;
    }
    return result;
  }

  recent(): Promise<RecentEntry[]> {
    return this.#games.recent();
  }

  recoverable(): Promise<Recoverable[]> {
    return this.#games.recoverable();
  }

  /** A saved game from the shelf (Recent, Resume): offered until the page keeps it. */
  async open(key: string): Promise<GameOpenResult> {
    const { result, entry } = await this.#games.open(key);
    this.#offered = result.status === 'opened' ? { entry, autosaveId: null } : null;
    return result;
  }

  /** A file the page read from disk: the browser cannot write it back, so once kept it has no shelf entry. */
  offerUnsaved(): void {
    this.#offered = { entry: null, autosaveId: null };
  }

  async recover(id: string): Promise<GameOpenResult> {
    const { result, entry } = await this.#games.recover(id);
    this.#offered = result.status === 'opened' ? { entry, autosaveId: id } : null;
    return result;
  }

  async revert(): Promise<GameOpenResult> {
    if (!this.#entry) return { status: 'failed', message: 'This game has never been saved, so there is nothing to go back to.' };
    return this.open(this.#entry.key);
  }

  /** The page accepted the game it was just given: it is saved where that game was. */
  async keep(): Promise<Done> {
    const offered = this.#offered;
    this.#offered = null;
    if (!offered) return { status: 'failed', message: 'No game is waiting to be opened.' };
    if (offered.autosaveId === null) await this.#dropAutosave();
    else this.#autosaveId = offered.autosaveId;
    this.#entry = offered.entry;
    return { status: 'done' };
  }

  /**
   * A new game: saved nowhere yet. The last game's autosave goes (its player saved or discarded it),
   * unless `keepAutosave`: its unsaved changes then stay to be recovered.
   */
  async reset(keepAutosave = false): Promise<void> {
    if (keepAutosave) this.#autosaveId = null;
    else await this.#dropAutosave();
    this.#entry = null;
    this.#offered = null;
  }

  async autosave(game: GameText): Promise<Done> {
    this.#autosaveId = game.id;
    return this.#games.autosave(game, this.#entry?.key ?? null);
  }

  async discardRecovery(id: string): Promise<void> {
    await this.#games.discard(id);
    if (this.#autosaveId === id) this.#autosaveId = null;
  }

  /**
   * Save As: ask for a name until the player gives a free one, agrees to replace the saved game
   * that has it, or cancels. A game never saved is offered a name no saved game has yet.
   */
  async #choose(suggestedName: string): Promise<ShelfEntry | null> {
    // As main's dialog does: the game's own name once it has one, else a name no saved game has.
    let suggested = this.#entry?.name ?? (await this.#freeName(cleanName(suggestedName) ?? 'Untitled game'));
    for (;;) {
      const typed = await this.#dialogs.chooseName(suggested);
      if (typed === null) return null;
      const name = cleanName(typed);
      if (!name) continue;
      const taken = await this.#games.named(name);
      if (!taken) return { key: newKey(), name };
      if (await this.#dialogs.confirmReplace(`${taken.name}.tenfold`)) return taken;
      suggested = name;
    }
  }

  async #freeName(name: string): Promise<string> {
    if (!(await this.#games.named(name))) return name;
    for (let n = 2; ; n++) {
      const candidate = `${name.slice(0, MAX_NAME - 4)} ${n}`;
      if (!(await this.#games.named(candidate))) return candidate;
    }
  }

  async #dropAutosave(): Promise<void> {
    if (this.#autosaveId) await this.#games.discard(this.#autosaveId).catch(() => undefined);
    this.#autosaveId = null;
  }
}
