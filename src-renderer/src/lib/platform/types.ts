import type { AppInfo, DocumentKind, OpenResult, SaveResult } from '../../../../shared/ipc/contract';

/**
 * What the renderer may ask of the machine it runs on. The Electron build answers through the
 * preload's named functions (files through native dialogs in the main process); the browser build
 * answers with downloads, a file picker and window.print(). The entry point picks one.
 */
export interface Platform {
  readonly kind: 'electron' | 'browser';
  appInfo(): Promise<AppInfo>;
  /** Offer the text as a file: a save dialog in the app, a download in the browser. */
  saveFile(kind: DocumentKind, suggestedName: string, contents: string): Promise<SaveResult>;
  /** Let the player pick a file and return its text. */
  openFile(kind: DocumentKind): Promise<OpenResult>;
  /** Turn a print document into a PDF: a save dialog in the app, the print dialog in the browser. */
  exportPdf(kind: DocumentKind, suggestedName: string, html: string, pageSize?: 'A4' | 'Letter'): Promise<SaveResult>;
}
