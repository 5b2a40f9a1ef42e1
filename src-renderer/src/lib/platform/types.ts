import type {
  AppInfo,
  AppRequest,
  DiscardChoice,
  DocumentKind,
  Done,
  GameOpenResult,
  GameSaveResult,
  OpenResult,
  Recoverable,
  RecentEntry,
  SaveResult,
} from '../../../../shared/ipc/contract';

/**
 * What became of a PDF export: written (the app's save dialog), or handed to the browser's print
 * dialog, where the player may save it as a PDF, print it or cancel — the page cannot tell which.
 */
export type PdfResult = SaveResult | { status: 'printDialog'; fileName: string };

/** The open game as the renderer hands it to the platform: an id for its autosave, its title and its text. */
export interface GameText {
  id: string;
  title: string;
  suggestedName: string;
  contents: string;
}

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
  exportPdf(kind: DocumentKind, suggestedName: string, html: string, pageSize?: 'A4' | 'Letter'): Promise<PdfResult>;

  /**
   * Saved games. In the app, files through native dialogs (main keeps the path; the renderer never
   * sees one); in the browser, the games table of IndexedDB under names the player gives, with
   * Save As downloading the file. Save writes where the game was opened from or saved as; a game
   * saved nowhere yet asks, as Save As does. It is one call to the machine: the game is no longer
   * unsaved there (its autosave dropped, the window's title without the dot), and the recent list
   * comes back with the result.
   */
  saveGame(game: GameText, mode: 'save' | 'saveAs'): Promise<GameSaveResult>;
  openGame(): Promise<GameOpenResult>;
  listRecent(): Promise<RecentEntry[]>;
  openRecent(id: string): Promise<GameOpenResult>;
  /** Open a file the system handed over (double-click, command line), by its ticket. */
  openPending(ticket: string): Promise<GameOpenResult>;
  /**
   * The game just opened, recovered or reverted passed the page's own checks: it becomes the open
   * document, saved where it came from. Until then the platform keeps saving where it did, so a
   * file the page refuses never becomes the place another game is saved.
   */
  keepOpened(): Promise<void>;
  /** Read the open game again from where it was saved. */
  revertGame(): Promise<GameOpenResult>;
  /** The window now shows a new, never-saved game: it is saved nowhere yet, so its first Save asks where. */
  newDocument(options?: { keepAutosave: true }): Promise<void>;
  /**
   * Show the game's name in the window title (a game opened or put away). Whether it is unsaved is
   * the platform's own reading: a game is unsaved while its autosave holds changes.
   */
  setDocumentState(title: string): Promise<void>;
  /** Ask what to do with unsaved changes: a native prompt in the app, confirm() in the browser. */
  confirmDiscard(title: string): Promise<DiscardChoice>;
  /** Close the window once a save asked for by the close prompt has succeeded. */
  closeWindow(): Promise<void>;
  /**
   * The game changed: keep it to recover after a crash. The one call a change costs; the game is
   * unsaved from then on, on the platform as in the page, and the window named after it.
   */
  autosave(game: GameText): Promise<Done>;
  listRecoverable(): Promise<Recoverable[]>;
  recover(id: string): Promise<GameOpenResult>;
  discardRecovery(id: string): Promise<void>;
  /** Listen for what the app asks of the page (File menu, files opened by the system); returns a stop function. */
  onAppRequest(handler: (request: AppRequest) => void): () => void;
  /** Save the table picture (PNG bytes drawn by the Table screen): a dialog in the app, a download in the browser. */
  exportPng(suggestedName: string, png: Uint8Array): Promise<SaveResult>;
}
