/**
 * The saved-game commands behind the IPC channels, free of Electron: dialogs are passed in, so
 * every flow (save, save as, open, recent, revert, autosave, recovery) is tested in Node. Paths
 * enter only from a dialog, the recent list, an autosave main wrote, or a ticket for a file the
 * system handed over.
 *
 * Where the open game is saved changes in two ways only: a file the renderer opened and accepted
 * (keepOpened), or a place the player chose in Save As. A new game (newDocument) has none, so its
 * first Save asks; nothing is ever written over another file without the player choosing it.
 */
import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { AppRequest, Done, GameOpenResult, Recoverable, RecentEntry, SaveResult } from '../../shared/ipc/contract';
import { fileNameFor } from '../../shared/savefile';
import { writeFileSafely } from './atomic-write';
import type { AutosaveStore } from './autosave-store';
import type { DocumentSession } from './document-session';
import type { FileSystem } from './fs-seam';
import { readGameFile, type ReadGameResult } from './read-game';
import type { RecentFiles } from './recent-files';
import { writeGameFile } from './write-game';

export interface Dialogs {
  /** The `.tenfold` file the player picked, or null if they cancelled. */
  chooseGameToOpen(): Promise<string | null>;
  /** Where the player chose to save, or null if they cancelled. */
  chooseWhereToSave(suggestedName: string, kind: 'game' | 'table-image'): Promise<string | null>;
  /** Whether the player agrees to replace a game whose file is read-only. */
  confirmReplaceReadOnly(fileName: string): Promise<boolean>;
}

export interface GameServiceDeps {
  dialogs: Dialogs;
  recent: RecentFiles;
  autosaves: AutosaveStore;
  fs?: FileSystem;
}

/** A file the system handed over becomes a ticket; the renderer opens it once any unsaved work is dealt with. */
export function offerFile(session: DocumentSession, path: string): AppRequest {
  const ticket = randomBytes(12).toString('hex');
  session.tickets.set(ticket, path);
  return { type: 'open', ticket, fileName: basename(path) };
}

export class GameService {
  readonly #deps: GameServiceDeps;

  constructor(deps: GameServiceDeps) {
    this.#deps = deps;
  }

  async save(session: DocumentSession, request: { suggestedName: string; contents: string }): Promise<SaveResult> {
    if (!session.path) return this.saveAs(session, request);
    return this.#saveTo(session, session.path, request.contents);
  }

  async saveAs(session: DocumentSession, request: { suggestedName: string; contents: string }): Promise<SaveResult> {
    const target = await this.#deps.dialogs.chooseWhereToSave(session.fileName ?? request.suggestedName, 'game');
    if (!target) return { status: 'cancelled' };
    return this.#saveTo(session, target, request.contents);
  }

  async open(session: DocumentSession): Promise<GameOpenResult> {
    const path = await this.#deps.dialogs.chooseGameToOpen();
    return path ? this.#openPath(session, path) : { status: 'cancelled' };
  }

  async openRecent(session: DocumentSession, id: string): Promise<GameOpenResult> {
    const path = await this.#deps.recent.pathOf(id);
    if (!path) return { status: 'failed', message: 'That file is no longer in the recent list.' };
    const read = await readGameFile(path, this.#deps.fs);
    // A file that is gone stays gone: drop it from the list rather than offer it again.
    if (!read.ok && read.missing) await this.#deps.recent.remove(path);
    return this.#offer(session, path, read);
  }

  listRecent(): Promise<RecentEntry[]> {
    return this.#deps.recent.list();
  }

  async openPending(session: DocumentSession, ticket: string): Promise<GameOpenResult> {
    const path = session.tickets.get(ticket);
    session.tickets.delete(ticket);
    if (!path) return { status: 'failed', message: 'That file is no longer waiting to be opened.' };
    return this.#openPath(session, path);
  }

  async revert(session: DocumentSession): Promise<GameOpenResult> {
    if (!session.path) return { status: 'failed', message: 'This game has never been saved, so there is nothing to go back to.' };
    // Kept like any file opened; keeping it drops the autosave of the changes reverted.
    return this.#openPath(session, session.path);
  }

  /**
   * The renderer accepted the file it was just given: it becomes the game's file (Save writes
   * there), the autosave of the game it replaces goes (the player already saved or discarded it),
   * and an opened file joins the recent list. A file the renderer refused is never kept.
   */
  async keepOpened(session: DocumentSession): Promise<Done> {
    const offered = session.offered;
    session.offered = null;
    if (!offered) return { status: 'failed', message: 'No file is waiting to be opened.' };
    if (offered.autosaveId === null) await this.#dropAutosave(session);
    else session.autosaveId = offered.autosaveId;
    session.path = offered.path;
    session.title = offered.title;
    if (offered.path && offered.recent) await this.#deps.recent.add(offered.path);
    return { status: 'done' };
  }

  /** A new document saved nowhere; the last one's autosave goes, or with `keepAutosave` stays to be recovered. */
  async newDocument(session: DocumentSession, keepAutosave = false): Promise<Done> {
    if (!keepAutosave) await this.#dropAutosave(session);
    session.reset();
    return { status: 'done' };
  }

  /**
   * The game changed: it is unsaved from now on (it has an autosave, even if writing it fails) and
   * the window is named after it, as the renderer names the document.
   */
  async autosave(session: DocumentSession, request: { id: string; title: string; contents: string }): Promise<Done> {
    session.autosaveId = request.id;
    session.title = fileNameFor(request.title);
    const outcome = await this.#deps.autosaves.write({ ...request, documentPath: session.path });
    return outcome.ok ? { status: 'done' } : { status: 'failed', message: outcome.problem };
  }

  listRecoverable(): Promise<Recoverable[]> {
    return this.#deps.autosaves.list();
  }

  async recover(session: DocumentSession, id: string): Promise<GameOpenResult> {
    const found = await this.#deps.autosaves.recover(id);
    if (!found.ok) return { status: 'failed', message: found.problem };
    // Saved again to the file its game came from, once the renderer keeps it.
    session.offered = { path: found.documentPath, title: found.title, autosaveId: found.id, recent: false };
    const fileName = found.documentPath ? basename(found.documentPath) : found.title;
    return { status: 'opened', fileName, contents: found.contents, dirty: true, autosaveId: found.id };
  }

  async discardRecovery(session: DocumentSession, id: string): Promise<Done> {
    await this.#deps.autosaves.discard(id);
    if (session.autosaveId === id) session.autosaveId = null;
    return { status: 'done' };
  }

  /** The player chose "Don't Save" when closing: the autosave goes too, or it would be offered as a crash. */
  dropAutosave(session: DocumentSession): Promise<void> {
    return this.#dropAutosave(session);
  }

  async exportPng(request: { suggestedName: string; png: Uint8Array }): Promise<SaveResult> {
    const target = await this.#deps.dialogs.chooseWhereToSave(request.suggestedName, 'table-image');
    if (!target) return { status: 'cancelled' };
    const outcome = await writeFileSafely(target, request.png, this.#deps.fs ? { fs: this.#deps.fs } : {});
    return outcome.ok ? { status: 'saved', fileName: basename(target) } : { status: 'failed', message: outcome.problem };
  }

  async #saveTo(session: DocumentSession, path: string, contents: string): Promise<SaveResult> {
    let result = await writeGameFile(path, contents, this.#deps.fs);
    // A read-only file is someone's decision to keep it as it is: replace it only if the player says so.
    if (!result.ok && result.readOnly) {
      if (!(await this.#deps.dialogs.confirmReplaceReadOnly(basename(path)))) return { status: 'cancelled' };
      result = await writeGameFile(path, contents, this.#deps.fs, { replaceReadOnly: true });
    }
    if (!result.ok) return { status: 'failed', message: result.problem };
    session.path = path;
    await this.#deps.recent.add(path);
    // Saved: the autosave's changes are in the file now, so the game is no longer unsaved.
    await this.#dropAutosave(session);
    return result.note ? { status: 'saved', fileName: result.fileName, note: result.note } : { status: 'saved', fileName: result.fileName };
  }

  async #openPath(session: DocumentSession, path: string): Promise<GameOpenResult> {
    return this.#offer(session, path, await readGameFile(path, this.#deps.fs));
  }

  #offer(session: DocumentSession, path: string, read: ReadGameResult): GameOpenResult {
    if (!read.ok) return { status: 'failed', message: read.problem };
    // Not the game's file yet: the renderer may still refuse it (keepOpened).
    session.offered = { path, title: read.opened.file.title, autosaveId: null, recent: true };
    return { status: 'opened', fileName: read.fileName, contents: read.text, dirty: false };
  }

  async #dropAutosave(session: DocumentSession): Promise<void> {
    if (session.autosaveId) await this.#deps.autosaves.discard(session.autosaveId).catch(() => undefined);
    session.autosaveId = null;
  }
}
