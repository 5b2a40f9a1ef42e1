/**
 * The one list of IPC channels between the renderer and the main process, with the schema of
 * every request. Main validates each payload against it before doing anything; the preload turns
 * each channel into one named function; the renderer types its calls from it. Paths never cross
 * this boundary from the renderer: files are chosen in main's dialogs.
 */
import { z } from 'zod';
import { CHANNELS, type ChannelName } from './channels';

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
} as const satisfies Record<ChannelName, { channel: string; request: z.ZodType }>;

export type RequestOf<C extends ChannelName> = z.input<(typeof channels)[C]['request']>;

export interface AppInfo {
  name: string;
  version: string;
  platform: string;
}

/** The result of a save: cancelled by the player, written (with the file's name), or refused. */
export type SaveResult =
  | { status: 'saved'; fileName: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

export type OpenResult =
  | { status: 'opened'; fileName: string; contents: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

export interface ResponseMap {
  appInfo: AppInfo;
  saveFile: SaveResult;
  openFile: OpenResult;
  exportPdf: SaveResult;
}

/** The API the preload exposes on `window.tenfold`: one named function per channel. */
export type TenfoldApi = {
  [C in ChannelName]: RequestOf<C> extends undefined
    ? () => Promise<ResponseMap[C]>
    : (request: RequestOf<C>) => Promise<ResponseMap[C]>;
};
