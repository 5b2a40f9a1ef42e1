/**
 * The whole document flow of the desktop app, from the Play screen to the disk: the renderer's
 * GameDocument and Electron platform call the preload's named functions (buildApi), whose calls go
 * to main's real handlers and GameService (Electron's dialogs answered here), on a folder of the
 * test's own. Every call across the bridge is counted:
 *
 * - an accepted command costs exactly one call, `autosaveGame` (the game marked unsaved, kept to
 *   recover, the window titled), and the game is written into a file and serialised once;
 * - one Save, and one Save As once the place is chosen, is exactly one call: main writes the
 *   file and its backup, lists it as recent, drops the autosave and answers with the recent list;
 *   no autosave is written first;
 * - the Play screen is not handed its own game back after either.
 */
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_GLOBAL, CHANNELS } from '../../../shared/ipc/contract';
import { parseSaveFile } from '../../../shared/savefile';
import { AutosaveStore, RecentFiles, WindowDocuments } from '../../../src-main/files';
import { createIpcRegistry, type InvokeEvent, type IpcMainLike } from '../../../src-main/main/ipc';
import { APP_ORIGIN } from '../../../src-main/main/security';
import { buildApi } from '../../../src-main/preload/api';
import { GameDocument, type DocumentEvent } from '../../../src-renderer/src/lib/documents/game-document.svelte';
import { platform } from '../../../src-renderer/src/lib/platform/electron';
import type { GameText, Platform } from '../../../src-renderer/src/lib/platform/types';
import { toSaveText } from '../../../src-renderer/src/play/model/save';
import { PlayScreen } from '../../../src-renderer/src/play/screen.svelte';
import { newSession, nextCommand } from '../play-ui/helpers';
import { sampleGame } from '../savefile/sample-game';

/** What the player answers in main's dialogs, and how often the game file is made and checked. */
const seen = vi.hoisted(() => ({ openPath: null as string | null, savePath: null as string | null, toSaveFile: 0, serialize: 0, parse: 0 }));

vi.mock('electron', () => ({
  app: {},
  BrowserWindow: { fromWebContents: () => null, getFocusedWindow: () => null },
  dialog: {
    showOpenDialog: async () => ({ canceled: seen.openPath === null, filePaths: seen.openPath ? [seen.openPath] : [] }),
    showSaveDialog: async () => ({ canceled: seen.savePath === null, filePath: seen.savePath ?? undefined }),
    // The unsaved-changes question: "Don't Save".
    showMessageBox: async () => ({ response: 1 }),
  },
}));

vi.mock('../../../shared/savefile/format', async (importOriginal) => {
  const format = await importOriginal<typeof import('../../../shared/savefile/format')>();
  return {
    ...format,
    serializeSaveFile: (...args: Parameters<typeof format.serializeSaveFile>) => (seen.serialize++, format.serializeSaveFile(...args)),
    parseSaveFile: (...args: Parameters<typeof format.parseSaveFile>) => (seen.parse++, format.parseSaveFile(...args)),
  };
});

vi.mock('../../../src-renderer/src/play/model/save', async (importOriginal) => {
  const save = await importOriginal<typeof import('../../../src-renderer/src/play/model/save')>();
  return { ...save, toSaveFile: (...args: Parameters<typeof save.toSaveFile>) => (seen.toSaveFile++, save.toSaveFile(...args)) };
});

/** Main's handlers behind a preload API whose every call is recorded by channel. */
async function desktop() {
  const root = await mkdtemp(join(tmpdir(), 'tenfold-flow-'));
  const games = join(root, 'games');
  const autosaveFolder = join(root, 'user-data', 'autosave');
  const { registerGameHandlers } = await import('../../../src-main/main/handlers');
  const handlers = new Map<string, (event: InvokeEvent, payload: unknown) => unknown>();
  const ipcMain: IpcMainLike = { handle: (channel, listener) => handlers.set(channel, listener) };
  const documents = new WindowDocuments();
  registerGameHandlers(createIpcRegistry(ipcMain, [APP_ORIGIN]), {
    documents,
    recent: new RecentFiles(join(root, 'user-data', 'recent-files.json')),
    autosaves: new AutosaveStore(autosaveFolder),
    onRecentChanged: () => {},
  });
  const calls: string[] = [];
  const event: InvokeEvent = { senderFrame: { url: `${APP_ORIGIN}/index.html` } };
  const api = buildApi(async (channel, payload) => {
    calls.push(channel);
    return handlers.get(channel)!(event, payload);
  });
  vi.stubGlobal('window', { [API_GLOBAL]: api });
  // The window without an Electron sender: the handlers find its document under id -1.
  const session = documents.get(-1).session;
  const autosaves = async () => readdir(autosaveFolder).catch(() => [] as string[]);
  return { root, games, calls, session, autosaves };
}

/** A D10 game a few commands in, saved where a player keeps files. */
async function gameOnDisk(folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const text = toSaveText({ ...newSession('d10-wargame'), title: 'Calder Ford' }, '0.1.0');
  if (!text.ok) throw new Error(text.reason);
  const path = join(folder, 'Calder Ford.tenfold');
  await writeFile(path, text.text);
  return path;
}

const commandsIn = async (path: string) => {
  const parsed = parseSaveFile(await readFile(path, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.value.file.commands.length;
};

beforeEach(() => {
  seen.openPath = null;
  seen.savePath = null;
});

describe('the document flow across the bridge (desktop app)', () => {
  it('an accepted command is one call (its autosave), one Save is one call, and Save As one call once the place is chosen', async () => {
    const app = await desktop();
    const doc = new GameDocument(platform, '0.1.0');
    const screen = new PlayScreen();
    screen.attach(doc);

    // A saved game opened from the File area is played on the Play screen.
    const path = await gameOnDisk(app.games);
    seen.openPath = path;
    await doc.open();
    const play = screen.session!;
    expect(play.data.title).toBe('Calder Ford');
    expect(screen.notice).toBe('Resumed Calder Ford.');
    expect(app.session).toMatchObject({ path, dirty: false });
    const before = await commandsIn(path);

    // One accepted command: the screen hands it to the document (as the game view does after every
    // change). One call: the autosave, which also marks the game unsaved in main.
    app.calls.length = 0;
    seen.toSaveFile = seen.serialize = seen.parse = 0;
    expect(play.run(nextCommand(play.data)!)).toBe(true);
    await screen.publish();
    expect(app.calls).toEqual([CHANNELS.autosaveGame]);
    // Written into a file once and serialised (with its check against the format) once; nothing read back.
    expect([seen.toSaveFile, seen.serialize, seen.parse]).toEqual([1, 1, 0]);
    expect(doc.dirty).toBe(true);
    expect(app.session.dirty).toBe(true);
    expect(await app.autosaves()).toHaveLength(1);

    // One Save: one call. The file, its backup, the recent list and the autosave's removal are main's.
    app.calls.length = 0;
    await screen.save();
    expect(app.calls).toEqual([CHANNELS.saveGame]);
    expect(await commandsIn(path)).toBe(before + 1);
    expect(await commandsIn(`${path}.bak`)).toBe(before);
    expect(await app.autosaves()).toEqual([]);
    expect(doc.dirty).toBe(false);
    expect(app.session.dirty).toBe(false);
    expect(doc.notice).toEqual({ kind: 'info', text: 'Saved Calder Ford.tenfold.' });
    expect(doc.recent.map((r) => r.fileName)).toEqual(['Calder Ford.tenfold']);
    // The screen was not handed its own game back: the same game in play, no notice about it.
    expect(screen.session).toBe(play);
    expect(screen.notice).toBe('Resumed Calder Ford.');

    // Save As, once the player chose where: one call too, and the new file is the game's from then on.
    const copy = join(app.games, 'Copy.tenfold');
    seen.savePath = copy;
    app.calls.length = 0;
    expect(await doc.save('saveAs')).toBe(true);
    expect(app.calls).toEqual([CHANNELS.saveGameAs]);
    expect(await commandsIn(copy)).toBe(before + 1);
    expect(doc.recent.map((r) => r.fileName)).toEqual(['Copy.tenfold', 'Calder Ford.tenfold']);
    expect(app.session).toMatchObject({ path: copy, dirty: false });
    expect(screen.session).toBe(play);
  });

  it('a Save the player cancels keeps the game unsaved, in the page and in main, with its autosave', async () => {
    const app = await desktop();
    const doc = new GameDocument(platform, '0.1.0');
    const screen = new PlayScreen();
    screen.attach(doc);
    seen.openPath = await gameOnDisk(app.games);
    await doc.open();
    const play = screen.session!;
    expect(play.run(nextCommand(play.data)!)).toBe(true);
    await screen.publish();

    // Save As with the dialog cancelled: still one call, and nothing changes.
    app.calls.length = 0;
    expect(await doc.save('saveAs')).toBe(false);
    expect(app.calls).toEqual([CHANNELS.saveGameAs]);
    expect(doc.dirty).toBe(true);
    expect(app.session.dirty).toBe(true);
    expect(await app.autosaves()).toHaveLength(1);
  });

  it('a new game’s first Save asks where, in the same one call, and the game is saved there', async () => {
    const app = await desktop();
    const doc = new GameDocument(platform, '0.1.0');
    const screen = new PlayScreen();
    screen.attach(doc);
    // A quick-start game from the wizard: a new document, saved nowhere, autosaved.
    screen.wizard.quickStart();
    expect(await screen.startNew()).toBe(true);
    expect(doc.fileName).toBeNull();
    expect(app.session.dirty).toBe(true);

    const path = join(app.root, 'New battle.tenfold');
    seen.savePath = path;
    app.calls.length = 0;
    await screen.save();
    expect(app.calls).toEqual([CHANNELS.saveGame]);
    expect(doc.fileName).toBe('New battle.tenfold');
    expect(await commandsIn(path)).toBe(0);
    expect(await app.autosaves()).toEqual([]);
    expect(app.session).toMatchObject({ path, dirty: false });
  });
});

describe('what the document tells the screens', () => {
  it('tells a file opened, a rename and a closed document, and never a screen’s own change or save', async () => {
    const app = await desktop();
    const doc = new GameDocument(platform, '0.1.0');
    const told: string[] = [];
    doc.watch((event: DocumentEvent) => told.push(event.type === 'opened' ? `opened ${event.file.title}` : event.type === 'renamed' ? `renamed ${event.title}` : 'closed'));
    const screen = new PlayScreen();
    screen.attach(doc);

    seen.openPath = await gameOnDisk(app.games);
    await doc.open();
    const play = screen.session!;
    expect(play.run(nextCommand(play.data)!)).toBe(true);
    await screen.publish();
    await screen.save();
    expect(told).toEqual(['opened Calder Ford']);

    // Renamed in the File area: the game on the Play screen takes the title, and stays the same game.
    await doc.rename('Ford at dusk');
    expect(told).toEqual(['opened Calder Ford', 'renamed Ford at dusk']);
    expect(screen.session).toBe(play);
    expect(play.data.title).toBe('Ford at dusk');

    // File → New puts the document away (its rename not kept), and the Play screen's game with it.
    await doc.handle({ type: 'menu', action: 'new' });
    expect(app.session).toMatchObject({ path: null, dirty: false });
    expect(await app.autosaves()).toEqual([]);
    expect(told.at(-1)).toBe('closed');
    expect(screen.session).toBeNull();
  });

  it('a change made while a Save runs stays unsaved, and is autosaved again', async () => {
    let finish: () => void = () => {};
    const calls: string[] = [];
    const fake = {
      kind: 'browser',
      async autosave(game: GameText) {
        calls.push(`autosave ${game.title}`);
        return { status: 'done' };
      },
      async saveGame(game: GameText) {
        calls.push(`saveGame ${game.title}`);
        await new Promise<void>((resolve) => (finish = resolve));
        return { status: 'saved', fileName: 'Ford.tenfold', recent: [] };
      },
      async newDocument() {},
      async confirmDiscard() {
        return 'discard';
      },
    } as unknown as Platform;
    const doc = new GameDocument(fake, '0.1.0');
    const first = sampleGame(3, 1);
    await doc.begin({ ...first, title: 'Ford' });
    calls.length = 0;

    const saving = doc.save();
    await doc.update({ ...first, title: 'Ford', commands: [...first.commands, { type: 'endActivation' }] });
    finish();
    expect(await saving).toBe(true);
    expect(calls).toEqual(['saveGame Ford', 'autosave Ford', 'autosave Ford']);
    expect(doc.dirty).toBe(true);
    expect(doc.fileName).toBe('Ford.tenfold');
  });
});
