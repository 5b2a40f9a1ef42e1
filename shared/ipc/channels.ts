/**
 * The IPC channel names, apart from their schemas so the preload can be tiny: it needs the
 * names only, while main validates with the schemas in ./contract.
 */
export const CHANNELS = {
  appInfo: 'tenfold:app-info',
  saveFile: 'tenfold:save-file',
  openFile: 'tenfold:open-file',
  exportPdf: 'tenfold:export-pdf',
} as const;

export type ChannelName = keyof typeof CHANNELS;

/** The names the preload may expose, in a fixed order; a test holds the preload to this list. */
export const exposedFunctionNames = Object.keys(CHANNELS) as ChannelName[];

/** Name under which the preload exposes the API in the renderer's main world. */
export const API_GLOBAL = 'tenfold';
