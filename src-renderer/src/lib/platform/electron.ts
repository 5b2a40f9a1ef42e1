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
};
