/**
 * The IPC handlers. Each is thin: dialogs and windows are Electron's, everything else is plain
 * Node code that is tested on its own.
 */
import { app, BrowserWindow, dialog } from 'electron';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { DocumentKind, SaveResult } from '../../shared/ipc/contract';
import type { IpcRegistry } from './ipc';
import { printWindowOptions } from './window-options';
import { describeFileError, writeFileAtomic } from './files';

const FILTERS: Record<DocumentKind, Electron.FileFilter[]> = {
  army: [{ name: 'Tenfold army', extensions: ['json'] }],
  game: [{ name: 'Tenfold game', extensions: ['tenfold'] }],
  report: [{ name: 'Battle report', extensions: ['md', 'pdf'] }],
  'table-image': [{ name: 'PNG image', extensions: ['png'] }],
  cards: [{ name: 'PDF document', extensions: ['pdf'] }],
};

/** Largest file the app will open: a guard against reading junk into memory. */
const MAX_OPEN_BYTES = 20 * 1024 * 1024;

export function registerHandlers(ipc: IpcRegistry): void {
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
      return { status: 'failed', message: describeFileError(error, basename(path)) };
    }
  });

  ipc.handle('exportPdf', async ({ kind, suggestedName, html, pageSize }) => {
    const target = await askSavePath(kind, suggestedName);
    if (!target) return { status: 'cancelled' };
    const printer = new BrowserWindow(printWindowOptions());
    try {
      await printer.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`);
      const pdf = await printer.webContents.printToPDF({ pageSize, printBackground: true, preferCSSPageSize: true });
      return writeTo(target, pdf);
    } finally {
      printer.destroy();
    }
  });
}

async function askSavePath(kind: DocumentKind, suggestedName: string): Promise<string | null> {
  const focused = BrowserWindow.getFocusedWindow();
  const options = { defaultPath: suggestedName, filters: FILTERS[kind] };
  const choice = focused ? await dialog.showSaveDialog(focused, options) : await dialog.showSaveDialog(options);
  return choice.canceled || !choice.filePath ? null : choice.filePath;
}

async function writeTo(path: string, contents: string | Uint8Array): Promise<SaveResult> {
  try {
    await writeFileAtomic(path, contents);
    return { status: 'saved', fileName: basename(path) };
  } catch (error) {
    return { status: 'failed', message: describeFileError(error, basename(path)) };
  }
}
