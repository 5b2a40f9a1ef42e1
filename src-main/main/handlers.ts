/**
 * The IPC handlers. Each is thin: dialogs and windows are Electron's, everything else is plain
 * Node code that is tested on its own.
 */
import { app, BrowserWindow, dialog } from 'electron';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { DocumentKind, GameSaveResult, SaveResult } from '../../shared/ipc/contract';
import type { InvokeEvent, IpcRegistry } from './ipc';
import { printWindowOptions } from './window-options';
import { PrintPages, printToPdf } from './print-pages';
import { GameService, writeFileSafely, type AutosaveStore, type Dialogs, type RecentFiles, type WindowDocuments } from '../files';
import { describeReadError } from '../files/errors';

const FILTERS: Record<DocumentKind, Electron.FileFilter[]> = {
  army: [{ name: 'Tenfold army', extensions: ['json'] }],
  game: [{ name: 'Tenfold game', extensions: ['tenfold'] }],
  report: [{ name: 'Battle report', extensions: ['md', 'pdf'] }],
  'table-image': [{ name: 'PNG image', extensions: ['png'] }],
  cards: [{ name: 'PDF document', extensions: ['pdf'] }],
};

/** Largest file the app will open: a guard against reading junk into memory. */
const MAX_OPEN_BYTES = 20 * 1024 * 1024;

export function registerHandlers(ipc: IpcRegistry, printPages: PrintPages = new PrintPages()): void {
  ipc.handle('appInfo', () => ({
    name: app.getName(),
    version: app.getVersion(),
    platform: process.platform,
  }));

  ipc.handle('saveFile', async ({ kind, suggestedName, contents }) => {
    const target = await askSavePath(kind, suggestedName);
    if (!target) return { status: 'cancelled' };
    return writeTo(target, contents);
  });

  ipc.handle('openFile', async ({ kind }) => {
    const focused = BrowserWindow.getFocusedWindow();
    const options = { properties: ['openFile' as const], filters: FILTERS[kind] };
    const choice = focused ? await dialog.showOpenDialog(focused, options) : await dialog.showOpenDialog(options);
    const path = choice.filePaths[0];
    if (choice.canceled || !path) return { status: 'cancelled' };
    try {
      const { size } = await stat(path);
      if (size > MAX_OPEN_BYTES) return { status: 'failed', message: `${basename(path)} is too large to be a Tenfold file.` };
      return { status: 'opened', fileName: basename(path), contents: await readFile(path, 'utf8') };
    } catch (error) {
      return { status: 'failed', message: describeReadError(error, basename(path)) };
    }
  });

  ipc.handle('exportPdf', async ({ kind, suggestedName, html, pageSize }) => {
    const target = await askSavePath(kind, suggestedName);
    if (!target) return { status: 'cancelled' };
    const printer = new BrowserWindow(printWindowOptions());
    try {
      // Not a data: URL, which Chromium refuses beyond 2 MB (a long game's report): see print-pages.ts.
      const pdf = await printToPdf(printer.webContents, printPages, html, { pageSize, printBackground: true, preferCSSPageSize: true });
      return writeTo(target, pdf);
    } finally {
      printer.destroy();
    }
  });
}

/** Linux's save dialog replaces an existing file without asking unless told to ask; the others always ask. */
const SAVE_DIALOG_PROPERTIES: Electron.SaveDialogOptions['properties'] = ['showOverwriteConfirmation', 'createDirectory'];

async function askSavePath(kind: DocumentKind, suggestedName: string): Promise<string | null> {
  const focused = BrowserWindow.getFocusedWindow();
  const options = { defaultPath: suggestedName, filters: FILTERS[kind], properties: SAVE_DIALOG_PROPERTIES };
  const choice = focused ? await dialog.showSaveDialog(focused, options) : await dialog.showSaveDialog(options);
  return choice.canceled || !choice.filePath ? null : choice.filePath;
}

async function writeTo(path: string, contents: string | Uint8Array): Promise<SaveResult> {
  const outcome = await writeFileSafely(path, contents);
  return outcome.ok ? { status: 'saved', fileName: basename(path) } : { status: 'failed', message: outcome.problem };
}

/** What the saved-game handlers share with the rest of main. */
export interface GameHandlerContext {
  documents: WindowDocuments;
  recent: RecentFiles;
  autosaves: AutosaveStore;
  /** Called after a file was opened or saved, so the Open Recent menu can be rebuilt. */
  onRecentChanged: () => void;
}

/**
 * The saved-game channels. Each finds the calling window's document session and hands the work to
 * GameService (plain Node, tested without Electron); only dialogs and window chrome are done here.
 */
export function registerGameHandlers(ipc: IpcRegistry, context: GameHandlerContext): void {
  const { documents } = context;
  const serviceFor = (window: BrowserWindow | null) =>
    new GameService({ dialogs: dialogsFor(window), recent: context.recent, autosaves: context.autosaves });
  const withWindow = (event: InvokeEvent) => {
    const window = windowOf(event);
    const entry = documents.get(window?.webContents.id ?? -1);
    return { window, entry, service: serviceFor(window) };
  };
  // A save lists its file as recent at once; an opened file only once the renderer keeps it.
  const refreshing = async <T extends { status: string }>(result: Promise<T>): Promise<T> => {
    const done = await result;
    if (done.status === 'saved' || done.status === 'done') context.onRecentChanged();
    return done;
  };

  // One Save is one call: the write (its backup, a read-only file's question), the recent list,
  // the autosave dropped and the window's title are all done here, and the list goes back with it.
  const saving = async (result: Promise<SaveResult>): Promise<GameSaveResult> => {
    const done = await refreshing(result);
    return done.status === 'saved' ? { ...done, recent: await context.recent.list() } : done;
  };
  ipc.handle('saveGame', (request, event) => {
    const { window, entry, service } = withWindow(event);
    return saving(service.save(entry.session, request)).finally(() => showDocumentState(window, entry.session));
  });
  ipc.handle('saveGameAs', (request, event) => {
    const { window, entry, service } = withWindow(event);
    return saving(service.saveAs(entry.session, request)).finally(() => showDocumentState(window, entry.session));
  });
  ipc.handle('openGame', (_request, event) => {
    const { window, entry, service } = withWindow(event);
    return refreshing(service.open(entry.session)).finally(() => showDocumentState(window, entry.session));
  });
  ipc.handle('openRecent', ({ id }, event) => {
    const { window, entry, service } = withWindow(event);
    return refreshing(service.openRecent(entry.session, id)).finally(() => showDocumentState(window, entry.session));
  });
  ipc.handle('openPending', ({ ticket }, event) => {
    const { window, entry, service } = withWindow(event);
    return refreshing(service.openPending(entry.session, ticket)).finally(() => showDocumentState(window, entry.session));
  });
  ipc.handle('keepOpened', (_request, event) => {
    const { window, entry, service } = withWindow(event);
    return refreshing(service.keepOpened(entry.session)).finally(() => showDocumentState(window, entry.session));
  });
  ipc.handle('listRecent', () => context.recent.list());
  ipc.handle('revertGame', (_request, event) => {
    const { window, entry, service } = withWindow(event);
    return service.revert(entry.session).finally(() => showDocumentState(window, entry.session));
  });
  ipc.handle('newDocument', (request, event) => {
    const { window, entry, service } = withWindow(event);
    return service.newDocument(entry.session, request?.keepAutosave === true).finally(() => showDocumentState(window, entry.session));
  });
  ipc.handle('setDocumentState', ({ title }, event) => {
    const { window, entry } = withWindow(event);
    entry.session.title = title;
    showDocumentState(window, entry.session);
    return { status: 'done' };
  });
  ipc.handle('confirmDiscard', async ({ title }, event) => {
    const window = windowOf(event);
    const options = unsavedChangesPrompt(title);
    const { response } = window ? await dialog.showMessageBox(window, options) : await dialog.showMessageBox(options);
    return response === 0 ? 'save' : response === 1 ? 'discard' : 'cancel';
  });
  ipc.handle('closeWindow', (_request, event) => {
    const { window, entry } = withWindow(event);
    if (!window) return { status: 'failed', message: 'There is no window to close.' };
    if (entry.session.dirty) return { status: 'failed', message: 'The game has unsaved changes.' };
    entry.closing = true;
    window.close();
    return { status: 'done' };
  });
  ipc.handle('autosaveGame', (request, event) => {
    const { window, entry, service } = withWindow(event);
    return service.autosave(entry.session, request).finally(() => showDocumentState(window, entry.session));
  });
  ipc.handle('listRecoverable', () => context.autosaves.list());
  ipc.handle('recoverGame', ({ id }, event) => {
    const { window, entry, service } = withWindow(event);
    return service.recover(entry.session, id).finally(() => showDocumentState(window, entry.session));
  });
  ipc.handle('discardRecovery', ({ id }, event) => {
    const { window, entry, service } = withWindow(event);
    return service.discardRecovery(entry.session, id).finally(() => showDocumentState(window, entry.session));
  });
  ipc.handle('nextAppRequest', (_request, event) => withWindow(event).entry.requests.next());
  ipc.handle('exportPng', (request, event) => withWindow(event).service.exportPng(request));
}

/**
 * Ask before a window with unsaved changes closes. "Save" is the renderer's job (it holds the
 * game): it saves, then calls closeWindow. "Don't Save" also drops the autosave, which would
 * otherwise be offered back as if Tenfold had crashed.
 */
export function guardClose(window: BrowserWindow, context: GameHandlerContext): void {
  const id = window.webContents.id;
  window.on('close', (event) => {
    const entry = context.documents.get(id);
    if (!entry.session.dirty || entry.closing) return;
    event.preventDefault();
    void dialog.showMessageBox(window, unsavedChangesPrompt(entry.session.fileName ?? entry.session.title)).then(async ({ response }) => {
      if (response === 0) entry.requests.push({ type: 'menu', action: 'saveAndClose' });
      if (response !== 1) return;
      await new GameService({ dialogs: dialogsFor(window), recent: context.recent, autosaves: context.autosaves }).dropAutosave(entry.session);
      entry.closing = true;
      window.close();
    });
  });
  window.webContents.on('did-start-loading', () => context.documents.get(id).requests.dropListeners());
  window.on('closed', () => context.documents.forget(id));
}

function unsavedChangesPrompt(title: string): Electron.MessageBoxOptions {
  return {
    type: 'warning',
    buttons: ['Save', "Don't Save", 'Cancel'],
    defaultId: 0,
    cancelId: 2,
    message: `Do you want to save the changes to ${title}?`,
    detail: "Your changes will be lost if you don't save them.",
  };
}

/** The title bar shows the file and a dot for unsaved changes; macOS also marks the close button. */
function showDocumentState(window: BrowserWindow | null, session: { windowTitle(): string; dirty: boolean; path: string | null }): void {
  if (!window || window.isDestroyed()) return;
  window.setTitle(session.windowTitle());
  window.setDocumentEdited(session.dirty);
  if (process.platform === 'darwin') window.setRepresentedFilename(session.path ?? '');
}

/** The wrapper passes Electron's own event through; its sender tells which window called. */
function windowOf(event: InvokeEvent): BrowserWindow | null {
  const sender = (event as Partial<Electron.IpcMainInvokeEvent>).sender;
  return sender ? BrowserWindow.fromWebContents(sender) : null;
}

function dialogsFor(window: BrowserWindow | null): Dialogs {
  return {
    async chooseGameToOpen() {
      const options: Electron.OpenDialogOptions = { properties: ['openFile'], filters: FILTERS.game };
      const choice = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
      return choice.canceled ? null : (choice.filePaths[0] ?? null);
    },
    async chooseWhereToSave(suggestedName, kind) {
      const options: Electron.SaveDialogOptions = { defaultPath: suggestedName, filters: FILTERS[kind], properties: SAVE_DIALOG_PROPERTIES };
      const choice = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
      return choice.canceled || !choice.filePath ? null : choice.filePath;
    },
    async confirmReplaceReadOnly(fileName) {
      const options = readOnlyPrompt(fileName);
      const { response } = window ? await dialog.showMessageBox(window, options) : await dialog.showMessageBox(options);
      return response === 0;
    },
  };
}

/** Asked before a save replaces a read-only game; Cancel is the default, as the file was protected on purpose. */
export function readOnlyPrompt(fileName: string): Electron.MessageBoxOptions {
  return {
    type: 'warning',
    buttons: ['Replace', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
    message: `${fileName} is read-only. Replace it with this game?`,
    detail: 'The file was marked read-only, perhaps to keep it as it is. Replacing it keeps it read-only; Save As saves the game somewhere else instead.',
  };
}
