import type { DocumentKind, OpenResult } from '../../../../shared/ipc/contract';
import { describeRefusal, parseSaveFile } from '../../../../shared/savefile';
import { TenfoldDb } from '../db';
import { BrowserDocument, type NameDialogs } from './browser-document';
import { BrowserGames } from './browser-games';
import type { Platform } from './types';

/** The browser platform: downloads for saving, a file picker for opening, the print dialog for PDF. */
const ACCEPT: Record<DocumentKind, string> = {
  army: '.json,application/json',
  game: '.tenfold,application/json',
  report: '.md,text/markdown',
  'table-image': 'image/png',
  cards: 'application/pdf',
};

const MIME: Record<DocumentKind, string> = {
  army: 'application/json',
  game: 'application/json',
  report: 'text/markdown',
  'table-image': 'image/png',
  cards: 'application/pdf',
};

/**
 * The print frame's sandbox: no scripts, forms, popups or navigation of the app. `allow-modals`
 * lets print() open its dialog there, and `allow-same-origin` lets the app call that print(); a
 * frame that runs no script cannot use its origin to lift its own sandbox.
 */
export const PRINT_FRAME_SANDBOX = 'allow-modals allow-same-origin';

/** The largest file the browser build will read, as in the desktop app. */
const MAX_OPEN_BYTES = 20 * 1024 * 1024;

/** Save As in the browser: the name to keep the game under, and a question before replacing another. */
const nameDialogs: NameDialogs = {
  async chooseName(suggested) {
    return window.prompt('Save in this browser as:', suggested);
  },
  async confirmReplace(fileName) {
    return window.confirm(`${fileName} is already saved in this browser. Replace it?`);
  },
};

let games: BrowserDocument | undefined;
/** The games shelf, opened on first use so pages that never touch a game never open the database for it. */
function shelf(): BrowserDocument {
  games ??= new BrowserDocument(new BrowserGames(new TenfoldDb()), nameDialogs);
  return games;
}

/** The name in the tab's title; the dot for unsaved changes is the shelf's reading (an autosave holds them). */
let shownName = 'Tenfold';
function showTitle(name: string): void {
  shownName = name;
  document.title = `${games?.unsaved ? '• ' : ''}${name} — Tenfold`;
}

function download(name: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const platform: Platform = {
  kind: 'browser',

  async appInfo() {
    return { name: 'Tenfold', version: __APP_VERSION__, platform: 'browser' };
  },

  async saveFile(kind, suggestedName, contents) {
    download(suggestedName, contents, MIME[kind]);
    return { status: 'saved', fileName: suggestedName };
  },

  openFile(kind) {
    return new Promise<OpenResult>((resolve) => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = ACCEPT[kind];
      input.style.display = 'none';
      input.addEventListener('change', async () => {
        const file = input.files?.[0];
        input.remove();
        if (!file) return resolve({ status: 'cancelled' });
        if (file.size > MAX_OPEN_BYTES) {
          return resolve({ status: 'failed', message: `${file.name} is too large to be a Tenfold file.` });
        }
        resolve({ status: 'opened', fileName: file.name, contents: await file.text() });
      });
      input.addEventListener('cancel', () => {
        input.remove();
        resolve({ status: 'cancelled' });
      });
      document.body.append(input);
      input.click();
    });
  },

  async exportPdf(_kind, suggestedName, html) {
    // The browser's print dialog offers "Save as PDF"; print from a frame so the app stays put.
    const frame = document.createElement('iframe');
    // Sandboxed with only what printing needs (PRINT_FRAME_SANDBOX), on top of the document's own policy.
    frame.setAttribute('sandbox', PRINT_FRAME_SANDBOX);
    frame.style.position = 'fixed';
    frame.style.width = '0';
    frame.style.height = '0';
    frame.style.border = '0';
    frame.srcdoc = html;
    document.body.append(frame);
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 1000);
    // Nothing is saved yet: whether a PDF is kept is the player's choice in that dialog.
    return { status: 'printDialog', fileName: suggestedName };
  },

  async saveGame(game, mode) {
    const result = await shelf().save(game, mode);
    if (result.status !== 'saved') return result;
    // Save keeps the game in the browser; Save As also hands the player the file to keep or mail.
    if (mode === 'saveAs') download(result.fileName, game.contents, MIME.game);
    showTitle(result.fileName);
    return { ...result, recent: await shelf().recent() };
  },

  async openGame() {
    const picked = await platform.openFile('game');
    if (picked.status !== 'opened') return picked;
    const parsed = parseSaveFile(picked.contents);
    if (!parsed.ok) return { status: 'failed', message: describeRefusal(picked.fileName, parsed.problem) };
    shelf().offerUnsaved();
    return { status: 'opened', fileName: picked.fileName, contents: picked.contents, dirty: false };
  },

  listRecent: () => shelf().recent(),
  openRecent: (id) => shelf().open(id),
  async openPending() {
    return { status: 'failed', message: 'The browser cannot open files handed over by the system.' };
  },
  keepOpened: async () => void (await shelf().keep()),
  revertGame: () => shelf().revert(),
  async newDocument(options) {
    await shelf().reset(options?.keepAutosave === true);
    showTitle(shownName);
  },
  async setDocumentState(title) {
    showTitle(title);
  },
  async confirmDiscard(title) {
    return window.confirm(`${title} has unsaved changes. Discard them?`) ? 'discard' : 'cancel';
  },
  async closeWindow() {},
  async autosave(game) {
    const done = await shelf().autosave(game);
    showTitle(game.suggestedName);
    return done;
  },
  listRecoverable: () => shelf().recoverable(),
  recover: (id) => shelf().recover(id),
  async discardRecovery(id) {
    await shelf().discardRecovery(id);
    showTitle(shownName);
  },
  onAppRequest: () => () => {},
  async exportPng(suggestedName, png) {
    download(suggestedName, png as Uint8Array<ArrayBuffer>, 'image/png');
    return { status: 'saved', fileName: suggestedName };
  },
};
