import { API_GLOBAL, type TenfoldApi } from '../../../../shared/ipc/contract';
import type { Platform } from './types';

/** The Electron platform: every call goes through the preload's named functions. */
function preloadApi(): TenfoldApi {
  const api = (window as unknown as Record<string, TenfoldApi | undefined>)[API_GLOBAL];
  if (!api) throw new Error('Tenfold was started without its preload; reinstall the app.');
  return api;
}

export const platform: Platform = {
  kind: 'electron',
  appInfo: () => preloadApi().appInfo(),
  saveFile: (kind, suggestedName, contents) => preloadApi().saveFile({ kind, suggestedName, contents }),
  openFile: (kind) => preloadApi().openFile({ kind }),
  exportPdf: (kind, suggestedName, html, pageSize = 'A4') =>
    preloadApi().exportPdf({ kind, suggestedName, html, pageSize }),
  saveGame: ({ suggestedName, contents }, mode) =>
    mode === 'save' ? preloadApi().saveGame({ suggestedName, contents }) : preloadApi().saveGameAs({ suggestedName, contents }),
  openGame: () => preloadApi().openGame(),
  listRecent: () => preloadApi().listRecent(),
  openRecent: (id) => preloadApi().openRecent({ id }),
  openPending: (ticket) => preloadApi().openPending({ ticket }),
  keepOpened: async () => void (await preloadApi().keepOpened()),
  // Main knows which file the window's game came from.
  revertGame: () => preloadApi().revertGame(),
  newDocument: async (options) => void (await preloadApi().newDocument(options)),
  setDocumentState: async (title) => void (await preloadApi().setDocumentState({ title })),
  confirmDiscard: (title) => preloadApi().confirmDiscard({ title }),
  closeWindow: async () => void (await preloadApi().closeWindow()),
  autosave: ({ id, title, contents }) => preloadApi().autosaveGame({ id, title, contents }),
  listRecoverable: () => preloadApi().listRecoverable(),
  recover: (id) => preloadApi().recoverGame({ id }),
  discardRecovery: async (id) => void (await preloadApi().discardRecovery({ id })),
  onAppRequest: (handler) => {
    // A long poll: each answer is one request from main; the next call waits for the next one.
    let listening = true;
    void (async () => {
      while (listening) {
        const request = await preloadApi().nextAppRequest();
        if (listening) handler(request);
      }
    })();
    return () => (listening = false);
  },
  exportPng: (suggestedName, png) => preloadApi().exportPng({ suggestedName, png }),
};
