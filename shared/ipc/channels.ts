/**
 * The IPC channel names, apart from their schemas so the preload can be tiny: it needs the
 * names only, while main validates with the schemas in ./contract.
 */
export const CHANNELS = {
  appInfo: 'tenfold:app-info',
  saveFile: 'tenfold:save-file',
  openFile: 'tenfold:open-file',
  exportPdf: 'tenfold:export-pdf',
  // Saved games: every path is chosen in main (dialogs, the recent list, the OS); the renderer sends text and ids.
  saveGame: 'tenfold:save-game',
  saveGameAs: 'tenfold:save-game-as',
  openGame: 'tenfold:open-game',
  openRecent: 'tenfold:open-recent',
  openPending: 'tenfold:open-pending',
  keepOpened: 'tenfold:keep-opened',
  listRecent: 'tenfold:list-recent',
  revertGame: 'tenfold:revert-game',
  newDocument: 'tenfold:new-document',
  setDocumentState: 'tenfold:set-document-state',
  confirmDiscard: 'tenfold:confirm-discard',
  closeWindow: 'tenfold:close-window',
  autosaveGame: 'tenfold:autosave-game',
  listRecoverable: 'tenfold:list-recoverable',
  recoverGame: 'tenfold:recover-game',
  discardRecovery: 'tenfold:discard-recovery',
  nextAppRequest: 'tenfold:next-app-request',
  exportPng: 'tenfold:export-png',
} as const;

export type ChannelName = keyof typeof CHANNELS;

/** The names the preload may expose, in a fixed order; a test holds the preload to this list. */
export const exposedFunctionNames = Object.keys(CHANNELS) as ChannelName[];

/** Name under which the preload exposes the API in the renderer's main world. */
export const API_GLOBAL = 'tenfold';
