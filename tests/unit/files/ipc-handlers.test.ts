/**
 * The thin Electron layer, with Electron mocked: every channel of the shared contract has a
 * handler, and the saved-game channels refuse paths and malformed payloads before any handler runs.
 */
import { describe, expect, it, vi } from 'vitest';
import { CHANNELS, channels } from '../../../shared/ipc/contract';
import { createIpcRegistry, type InvokeEvent, type IpcMainLike } from '../../../src-main/main/ipc';
import { APP_ORIGIN } from '../../../src-main/main/security';
import { AutosaveStore, RecentFiles, WindowDocuments } from '../../../src-main/files';

async function registerAll(dialog: object = {}) {
  vi.resetModules();
  vi.doMock('electron', () => ({ app: {}, BrowserWindow: { fromWebContents: () => null, getFocusedWindow: () => null }, dialog }));
  const { registerHandlers, registerGameHandlers } = await import('../../../src-main/main/handlers');
  vi.doUnmock('electron');
  const handlers = new Map<string, (event: InvokeEvent, payload: unknown) => unknown>();
  const ipcMain: IpcMainLike = { handle: (channel, listener) => handlers.set(channel, listener) };
  const ipc = createIpcRegistry(ipcMain, [APP_ORIGIN]);
  registerHandlers(ipc);
  registerGameHandlers(ipc, {
    documents: new WindowDocuments(),
    recent: new RecentFiles('/nonexistent/recent.json'),
    autosaves: new AutosaveStore('/nonexistent/autosave'),
    onRecentChanged: () => {},
  });
  const call = (channel: string, payload?: unknown) => handlers.get(channel)!({ senderFrame: { url: `${APP_ORIGIN}/index.html` } }, payload);
  return { handlers, call };
}

describe('the main process’s handlers', () => {
  it('handle every channel named in the shared contract, and no other', async () => {
    const { handlers } = await registerAll();
    expect([...handlers.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
    expect(Object.keys(channels).sort()).toEqual(Object.keys(CHANNELS).sort());
  });

  it('refuse a path, a forged ticket or a hostile autosave id before any handler runs', async () => {
    const { call } = await registerAll();
    await expect(call(CHANNELS.saveGame, { suggestedName: 'a.tenfold', contents: '{}', path: '/etc/passwd' })).rejects.toThrow(/refused/);
    await expect(call(CHANNELS.openRecent, { id: '/home/p/game.tenfold' })).rejects.toThrow(/recent-file id/);
    await expect(call(CHANNELS.openPending, { ticket: '../../x' })).rejects.toThrow(/open ticket/);
    await expect(call(CHANNELS.recoverGame, { id: '../../../etc/passwd' })).rejects.toThrow(/autosave id/);
    await expect(call(CHANNELS.autosaveGame, { id: 'game-abc123', title: 'x', contents: 'x'.repeat(20 * 1024 * 1024 + 1) })).rejects.toThrow(/refused/);
    await expect(call(CHANNELS.exportPng, { suggestedName: 't.png', png: new Uint8Array([1, 2, 3]) })).rejects.toThrow(/PNG bytes/);
    await expect(call(CHANNELS.setDocumentState, { title: '', dirty: true })).rejects.toThrow(/refused/);
  });

  it('answer the renderer’s list requests from main’s own storage', async () => {
    const { call } = await registerAll();
    await expect(call(CHANNELS.listRecent)).resolves.toEqual([]);
    await expect(call(CHANNELS.listRecoverable)).resolves.toEqual([]);
  });
});

describe('the save dialogs', () => {
  it('ask before replacing an existing file, on Linux too (where the dialog does not ask unless told to)', async () => {
    const shown: Electron.SaveDialogOptions[] = [];
    const showSaveDialog = async (options: Electron.SaveDialogOptions) => (shown.push(options), { canceled: true });
    const { call } = await registerAll({ showSaveDialog });
    await expect(call(CHANNELS.saveGame, { suggestedName: 'Ford.tenfold', contents: '{}' })).resolves.toEqual({ status: 'cancelled' });
    await expect(call(CHANNELS.saveFile, { kind: 'report', suggestedName: 'Ford report.md', contents: '# Ford' })).resolves.toEqual({ status: 'cancelled' });
    expect(shown.map((options) => [options.defaultPath, options.properties])).toEqual([
      ['Ford.tenfold', ['showOverwriteConfirmation', 'createDirectory']],
      ['Ford report.md', ['showOverwriteConfirmation', 'createDirectory']],
    ]);
  });
});

describe('the File menu', () => {
  it('offers Save, Save As, Open, Open Recent, Revert and the exports, each forwarding its action to the renderer', async () => {
    vi.resetModules();
    vi.doMock('electron', () => ({ Menu: {} }));
    const { fileMenuTemplate } = await import('../../../src-main/main/menu');
    vi.doUnmock('electron');
    const sent: string[] = [];
    const recent = [{ id: '0123456789abcdef', fileName: 'Ford.tenfold', folder: '/games', openedAt: 1 }];
    const menu = fileMenuTemplate(recent, (action, id) => sent.push(id ? `${action} ${id}` : action));
    type Item = { label?: string; accelerator?: string; submenu?: Item[]; click?: () => void };
    const items = menu.submenu as Item[];
    const find = (list: Item[], label: string) => list.find((item) => item.label === label)!;
    expect(Object.fromEntries(items.filter((i) => i.accelerator).map((i) => [i.label, i.accelerator]))).toEqual({
      'New Game': 'CmdOrCtrl+N',
      'Open…': 'CmdOrCtrl+O',
      Save: 'CmdOrCtrl+S',
      'Save As…': 'CmdOrCtrl+Shift+S',
    });
    find(items, 'Save').click!();
    find(items, 'Revert to Saved').click!();
    find(find(items, 'Open Recent').submenu!, 'Ford.tenfold').click!();
    for (const item of find(items, 'Export').submenu!) item.click!();
    expect(sent).toEqual(['save', 'revert', 'openRecent 0123456789abcdef', 'exportReportPdf', 'exportReportMarkdown', 'exportTablePng']);
  });
});
