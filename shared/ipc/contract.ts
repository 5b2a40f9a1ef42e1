/**
 * The one list of IPC channels between the renderer and the main process, with the schema of
 * every request. Main validates each payload against it before doing anything; the preload turns
 * each channel into one named function; the renderer types its calls from it. Paths never cross
 * this boundary from the renderer: files are chosen in main's dialogs.
 */
import { z } from 'zod';
import { CHANNELS, type ChannelName } from './channels';
import { MAX_SAVEFILE_BYTES } from '../savefile/format';

export { API_GLOBAL, CHANNELS, exposedFunctionNames, type ChannelName } from './channels';

/** What kind of document a file holds; it picks the dialog's title and file filters. */
export const DocumentKind = z.enum(['army', 'game', 'report', 'table-image', 'cards']);
export type DocumentKind = z.infer<typeof DocumentKind>;

const FileName = z
  .string()
  .min(1)
  .max(120)
  .refine((name) => ![...name].some((c) => '/\\:*?"<>|'.includes(c) || c.charCodeAt(0) < 32), {
    message: 'a file name without folders or special characters',
  });

/** At most 50 MB of text in one save: far beyond any real army or game. */
const MAX_CONTENTS = 50 * 1024 * 1024;

/** A saved game's text: the same cap as the file format's, so main never holds more than it would open. */
const GameText = z.string().min(1).max(MAX_SAVEFILE_BYTES);
const GameTitle = z.string().trim().min(1).max(120);
/** The largest table picture accepted: a 48"×72" table at 300 dpi compresses far below this. */
export const MAX_PNG_BYTES = 64 * 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Autosave ids are made by the renderer; their shape cannot name any other file. */
export const AutosaveId = z.string().regex(/^[a-z0-9][a-z0-9-]{5,63}$/, { message: 'an autosave id is 6–64 lower-case letters, digits and dashes' });
const RecentId = z.string().regex(/^[0-9a-f]{16}$/, { message: 'a recent-file id' });
const Ticket = z.string().regex(/^[0-9a-f]{24}$/, { message: 'an open ticket' });
const SaveGameRequest = z.object({ suggestedName: FileName, contents: GameText }).strict();

export const channels = {
  /** The app's name, version and operating system, for the About box and bug reports. */
  appInfo: {
    channel: CHANNELS.appInfo,
    request: z.undefined(),
  },
  /** Ask where to save, then write the text there. */
  saveFile: {
    channel: CHANNELS.saveFile,
    request: z
      .object({
        kind: DocumentKind,
        suggestedName: FileName,
        contents: z.string().max(MAX_CONTENTS),
      })
      .strict(),
  },
  /** Ask which file to open and return its text. */
  openFile: {
    channel: CHANNELS.openFile,
    request: z.object({ kind: DocumentKind }).strict(),
  },
  /** Render a print document (army cards, battle report) to PDF and ask where to save it. */
  exportPdf: {
    channel: CHANNELS.exportPdf,
    request: z
      .object({
        kind: DocumentKind,
        suggestedName: FileName,
        html: z.string().max(MAX_CONTENTS),
        pageSize: z.enum(['A4', 'Letter']).default('A4'),
      })
      .strict(),
  },
  /**
   * Save the open game where it was last saved or opened; with no such place, ask (like Save As).
   * One call does the whole save: the write and its backup, the recent list (sent back), the
   * autosave dropped and the window's title.
   */
  saveGame: { channel: CHANNELS.saveGame, request: SaveGameRequest },
  /** Ask where to save the open game, then save it there; it becomes the game's file. */
  saveGameAs: { channel: CHANNELS.saveGameAs, request: SaveGameRequest },
  /** Ask which `.tenfold` file to open; main reads and validates it and returns its text. */
  openGame: { channel: CHANNELS.openGame, request: z.undefined() },
  /** Open a file from the recent list, by the id listRecent gave. */
  openRecent: { channel: CHANNELS.openRecent, request: z.object({ id: RecentId }).strict() },
  /** Open a file the system handed to Tenfold (double-click, command line), by the ticket of its app request. */
  openPending: { channel: CHANNELS.openPending, request: z.object({ ticket: Ticket }).strict() },
  /**
   * The renderer accepted the file it was just given (opened, recovered, reverted): it becomes the
   * game's file. Until then the window keeps saving where it did, so a refused file never takes over.
   */
  keepOpened: { channel: CHANNELS.keepOpened, request: z.undefined() },
  /** The recent files, newest first (names and folders to show, ids to open). */
  listRecent: { channel: CHANNELS.listRecent, request: z.undefined() },
  /** Read the open game's file again, dropping unsaved changes. */
  revertGame: { channel: CHANNELS.revertGame, request: z.undefined() },
  /**
   * The window now shows a new, never-saved game: forget the previous file. Its autosave goes too,
   * unless `keepAutosave` (its unsaved changes were neither saved nor discarded, so they stay to recover).
   */
  newDocument: { channel: CHANNELS.newDocument, request: z.object({ keepAutosave: z.literal(true) }).strict().optional() },
  /**
   * The name the window shows for the open game (a file dropped on the window, a game put away).
   * Whether it has unsaved changes is not sent: main reads that from the autosave it holds.
   */
  setDocumentState: { channel: CHANNELS.setDocumentState, request: z.object({ title: GameTitle }).strict() },
  /** Ask the player what to do with unsaved changes before they would be lost. */
  confirmDiscard: { channel: CHANNELS.confirmDiscard, request: z.object({ title: GameTitle }).strict() },
  /** Close the window after a "Save" chosen in the close prompt has succeeded. */
  closeWindow: { channel: CHANNELS.closeWindow, request: z.undefined() },
  /**
   * The open game changed: keep it in the app's data folder, to recover it after a crash. This one
   * call is all a change costs: it also marks the game unsaved (the autosave holds its unsaved
   * changes) and names the window after the game.
   */
  autosaveGame: {
    channel: CHANNELS.autosaveGame,
    request: z.object({ id: AutosaveId, title: GameTitle, contents: GameText }).strict(),
  },
  /** Autosaves left by a session that ended without saving. */
  listRecoverable: { channel: CHANNELS.listRecoverable, request: z.undefined() },
  /** Reopen an autosave; the game keeps its file, if it had one, and stays unsaved. */
  recoverGame: { channel: CHANNELS.recoverGame, request: z.object({ id: AutosaveId }).strict() },
  /** Throw an autosave away (the player chose not to recover it, or saved the game). */
  discardRecovery: { channel: CHANNELS.discardRecovery, request: z.object({ id: AutosaveId }).strict() },
  /**
   * Wait for the next thing main asks of the renderer (a File menu command, a file opened by the
   * system). A long poll keeps the bridge to named request/response functions, with no listeners.
   */
  nextAppRequest: { channel: CHANNELS.nextAppRequest, request: z.undefined() },
  /** Ask where to save the table picture, then write the PNG bytes the renderer drew. */
  exportPng: {
    channel: CHANNELS.exportPng,
    request: z
      .object({
        suggestedName: FileName,
        png: z
          .custom<Uint8Array>((bytes) => bytes instanceof Uint8Array, { message: 'PNG bytes' })
          .refine((bytes) => bytes.length <= MAX_PNG_BYTES, { message: 'a picture of at most 64 MB' })
          .refine((bytes) => PNG_SIGNATURE.every((byte, i) => bytes[i] === byte), { message: 'PNG bytes' }),
      })
      .strict(),
  },
} as const satisfies Record<ChannelName, { channel: string; request: z.ZodType }>;

export type RequestOf<C extends ChannelName> = z.input<(typeof channels)[C]['request']>;

export interface AppInfo {
  name: string;
  version: string;
  platform: string;
}

/** The result of a save: cancelled by the player, written (with the file's name), or refused. */
export type SaveResult =
  /** `note`: what the player should know about a save that succeeded (no backup could be kept, say). */
  | { status: 'saved'; fileName: string; note?: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

/** A saved game's result: on success, the recent list as the save left it, so the File area needs no second call. */
export type GameSaveResult =
  | { status: 'saved'; fileName: string; note?: string; recent: RecentEntry[] }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

export type OpenResult =
  | { status: 'opened'; fileName: string; contents: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

/** A game handed to the renderer: its text is already validated by main; `autosaveId` when recovered. */
export type GameOpenResult =
  | { status: 'opened'; fileName: string; contents: string; dirty: boolean; autosaveId?: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

export interface RecentEntry {
  id: string;
  fileName: string;
  folder: string;
  openedAt: number;
}

export interface Recoverable {
  id: string;
  title: string;
  savedAt: string;
  /** The file the game was last saved to, if any. */
  fileName: string | null;
  /** A played game, or a deployment plan from the Table screen. */
  kind: 'game' | 'plan';
}

export type MenuAction =
  | 'new'
  | 'open'
  | 'save'
  | 'saveAs'
  | 'revert'
  | 'openRecent'
  | 'exportReportPdf'
  | 'exportReportMarkdown'
  | 'exportTablePng'
  | 'saveAndClose';

/** What main asks of the renderer: run a menu command, or open a file the system handed over. */
export type AppRequest =
  | { type: 'menu'; action: MenuAction; recentId?: string }
  | { type: 'open'; ticket: string; fileName: string };

export type DiscardChoice = 'save' | 'discard' | 'cancel';
export type Done = { status: 'done' } | { status: 'failed'; message: string };

export interface ResponseMap {
  appInfo: AppInfo;
  saveFile: SaveResult;
  openFile: OpenResult;
  exportPdf: SaveResult;
  saveGame: GameSaveResult;
  saveGameAs: GameSaveResult;
  openGame: GameOpenResult;
  openRecent: GameOpenResult;
  openPending: GameOpenResult;
  keepOpened: Done;
  listRecent: RecentEntry[];
  revertGame: GameOpenResult;
  newDocument: Done;
  setDocumentState: Done;
  confirmDiscard: DiscardChoice;
  closeWindow: Done;
  autosaveGame: Done;
  listRecoverable: Recoverable[];
  recoverGame: GameOpenResult;
  discardRecovery: Done;
  nextAppRequest: AppRequest;
  exportPng: SaveResult;
}

/** The API the preload exposes on `window.tenfold`: one named function per channel. */
export type TenfoldApi = {
  [C in ChannelName]: RequestOf<C> extends undefined
    ? () => Promise<ResponseMap[C]>
    : (request: RequestOf<C>) => Promise<ResponseMap[C]>;
};
