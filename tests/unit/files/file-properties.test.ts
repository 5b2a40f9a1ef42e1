/**
 * Issue 17: a save keeps what the player (or their system) set on the file itself. A linked game
 * is written through the link, a private game and its backup stay private, a read-only game is
 * replaced only after the player says so, and a folder named like the backup does not stop saves.
 * All on real files in a temporary folder.
 */
import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, readlink, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writeGameFile } from '../../../src-main/files/write-game';
import { writeFileSafely, READ_ONLY } from '../../../src-main/files/atomic-write';
import { AutosaveStore, DocumentSession, GameService, RecentFiles, WindowDocuments, type Dialogs } from '../../../src-main/files';
import { createIpcRegistry, type InvokeEvent } from '../../../src-main/main/ipc';
import { APP_ORIGIN } from '../../../src-main/main/security';
import { sampleText } from '../savefile/sample-game';

const OLD = sampleText(5, 1);
const NEW = sampleText(5, 2);

async function folder(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'tenfold-props-'));
}

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

/** A game service whose read-only question is answered by `replace`, recording each question asked. */
async function serviceIn(dir: string, replace: boolean) {
  const questions: string[] = [];
  const dialogs: Dialogs = {
    chooseGameToOpen: async () => null,
    chooseWhereToSave: async () => null,
    confirmReplaceReadOnly: async (fileName) => (questions.push(fileName), replace),
  };
  const service = new GameService({
    dialogs,
    recent: new RecentFiles(join(dir, 'user-data', 'recent-files.json')),
    autosaves: new AutosaveStore(join(dir, 'user-data', 'autosave')),
  });
  return { service, questions };
}

describe('a linked game', () => {
  it('is saved through the link: the link stays a link, the file it points to gets the new game and its backup', async () => {
    const dir = await folder();
    await mkdir(join(dir, 'campaign'));
    const real = join(dir, 'campaign', 'ford.tenfold');
    const link = join(dir, 'ford.tenfold');
    await writeFile(real, OLD);
    await symlink(join('campaign', 'ford.tenfold'), link);

    expect(await writeGameFile(link, NEW)).toEqual({ ok: true, fileName: 'ford.tenfold' });
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readlink(link)).toBe(join('campaign', 'ford.tenfold'));
    expect(await readFile(real, 'utf8')).toBe(NEW);
    // The backup sits beside the file it backs up; nothing else appears beside the link.
    expect(await readFile(`${real}.bak`, 'utf8')).toBe(OLD);
    expect((await readdir(dir)).sort()).toEqual(['campaign', 'ford.tenfold']);
    expect((await readdir(join(dir, 'campaign'))).sort()).toEqual(['ford.tenfold', 'ford.tenfold.bak']);
  });

  it('follows a chain of links, and a link to a file not there yet creates that file', async () => {
    const dir = await folder();
    const real = join(dir, 'real.tenfold');
    await symlink(real, join(dir, 'middle.tenfold'));
    await symlink(join(dir, 'middle.tenfold'), join(dir, 'outer.tenfold'));
    expect(await writeGameFile(join(dir, 'outer.tenfold'), NEW)).toEqual({ ok: true, fileName: 'outer.tenfold' });
    expect(await readFile(real, 'utf8')).toBe(NEW);
    expect((await lstat(join(dir, 'outer.tenfold'))).isSymbolicLink()).toBe(true);
    expect((await lstat(join(dir, 'middle.tenfold'))).isSymbolicLink()).toBe(true);
  });

  it('refuses a link that leads back to itself, in words, writing nothing', async () => {
    const dir = await folder();
    await symlink(join(dir, 'b.tenfold'), join(dir, 'a.tenfold'));
    await symlink(join(dir, 'a.tenfold'), join(dir, 'b.tenfold'));
    expect(await writeGameFile(join(dir, 'a.tenfold'), NEW)).toEqual({
      ok: false,
      problem: 'a.tenfold was not saved: it is a link that leads back to itself. The previous file is unchanged.',
    });
    expect((await readdir(dir)).sort()).toEqual(['a.tenfold', 'b.tenfold']);
  });
});

describe('a game’s permissions', () => {
  it('a 0600 game and its backup stay 0600 after saving', async () => {
    const dir = await folder();
    const path = join(dir, 'private.tenfold');
    await writeFile(path, OLD);
    await chmod(path, 0o600);
    expect(await writeGameFile(path, NEW)).toMatchObject({ ok: true });
    expect(await modeOf(path)).toBe(0o600);
    expect(await modeOf(`${path}.bak`)).toBe(0o600);
    expect(await readFile(path, 'utf8')).toBe(NEW);
    // And again, now that a backup exists to be replaced.
    await writeGameFile(path, sampleText(5, 3));
    expect(await modeOf(path)).toBe(0o600);
    expect(await modeOf(`${path}.bak`)).toBe(0o600);
    expect(await readFile(`${path}.bak`, 'utf8')).toBe(NEW);
  });

  it('keeps the exact bits whatever the umask would allow (0660 for a shared group, 0640)', async () => {
    const dir = await folder();
    for (const mode of [0o660, 0o640]) {
      const path = join(dir, `g${mode.toString(8)}.tenfold`);
      await writeFile(path, OLD);
      await chmod(path, mode);
      await writeGameFile(path, NEW);
      expect(await modeOf(path)).toBe(mode);
    }
  });

  it('keeps the bits of a linked game’s own file', async () => {
    const dir = await folder();
    const real = join(dir, 'real.tenfold');
    await writeFile(real, OLD);
    await chmod(real, 0o600);
    await symlink(real, join(dir, 'link.tenfold'));
    await writeGameFile(join(dir, 'link.tenfold'), NEW);
    expect(await readFile(real, 'utf8')).toBe(NEW);
    expect(await modeOf(real)).toBe(0o600);
    expect(await modeOf(`${real}.bak`)).toBe(0o600);
  });
});

describe('a read-only game', () => {
  async function readOnlyGame() {
    const dir = await folder();
    const path = join(dir, 'finished.tenfold');
    await writeFile(path, OLD);
    await chmod(path, 0o444);
    return { dir, path };
  }

  it('is never replaced by the writer unless the caller says the player agreed', async () => {
    const { dir, path } = await readOnlyGame();
    expect(await writeGameFile(path, NEW)).toEqual({
      ok: false,
      readOnly: true,
      problem: 'finished.tenfold was not saved: it is read-only. The previous file is unchanged.',
    });
    expect(await writeFileSafely(path, 'not a game')).toMatchObject({ ok: false, code: READ_ONLY });
    expect(await readFile(path, 'utf8')).toBe(OLD);
    expect(await readdir(dir)).toEqual(['finished.tenfold']);
  });

  it('Save asks the player first; Cancel leaves the file, its mode and the game’s file as they were', async () => {
    const { dir, path } = await readOnlyGame();
    const { service, questions } = await serviceIn(dir, false);
    const session = new DocumentSession();
    session.path = path;
    // Unsaved changes: those its autosave holds.
    session.autosaveId = 'game-unsaved1';
    expect(await service.save(session, { suggestedName: 'x.tenfold', contents: NEW })).toEqual({ status: 'cancelled' });
    expect(questions).toEqual(['finished.tenfold']);
    expect(await readFile(path, 'utf8')).toBe(OLD);
    expect(await modeOf(path)).toBe(0o444);
    expect(session).toMatchObject({ path, dirty: true });
  });

  it('Save replaces it when the player agrees, and it stays read-only with a read-only backup', async () => {
    const { dir, path } = await readOnlyGame();
    const { service, questions } = await serviceIn(dir, true);
    const session = new DocumentSession();
    session.path = path;
    // Unsaved changes: those its autosave holds.
    session.autosaveId = 'game-unsaved1';
    expect(await service.save(session, { suggestedName: 'x.tenfold', contents: NEW })).toEqual({ status: 'saved', fileName: 'finished.tenfold' });
    expect(questions).toEqual(['finished.tenfold']);
    expect(await readFile(path, 'utf8')).toBe(NEW);
    expect(await modeOf(path)).toBe(0o444);
    expect(await readFile(`${path}.bak`, 'utf8')).toBe(OLD);
    expect(await modeOf(`${path}.bak`)).toBe(0o444);
    expect(session.dirty).toBe(false);
  });

  it('a writable game is saved without a question', async () => {
    const dir = await folder();
    const path = join(dir, 'open.tenfold');
    await writeFile(path, OLD);
    const { service, questions } = await serviceIn(dir, false);
    const session = new DocumentSession();
    session.path = path;
    expect(await service.save(session, { suggestedName: 'x.tenfold', contents: NEW })).toEqual({ status: 'saved', fileName: 'open.tenfold' });
    expect(questions).toEqual([]);
  });
});

describe('the desktop app’s read-only question', () => {
  it('Save As onto a read-only game shows a native question with Cancel as the default, and Cancel writes nothing', async () => {
    const dir = await folder();
    const path = join(dir, 'finished.tenfold');
    await writeFile(path, OLD);
    await chmod(path, 0o444);
    const asked: Electron.MessageBoxOptions[] = [];
    vi.resetModules();
    vi.doMock('electron', () => ({
      app: {},
      BrowserWindow: { fromWebContents: () => null, getFocusedWindow: () => null },
      dialog: {
        showSaveDialog: async () => ({ canceled: false, filePath: path }),
        showMessageBox: async (options: Electron.MessageBoxOptions) => (asked.push(options), { response: options.cancelId }),
      },
    }));
    const { registerGameHandlers } = await import('../../../src-main/main/handlers');
    vi.doUnmock('electron');
    const handlers = new Map<string, (event: InvokeEvent, payload: unknown) => unknown>();
    registerGameHandlers(createIpcRegistry({ handle: (channel, listener) => handlers.set(channel, listener) }, [APP_ORIGIN]), {
      documents: new WindowDocuments(),
      recent: new RecentFiles(join(dir, 'user-data', 'recent-files.json')),
      autosaves: new AutosaveStore(join(dir, 'user-data', 'autosave')),
      onRecentChanged: () => {},
    });
    const result = await handlers.get('tenfold:save-game-as')!({ senderFrame: { url: `${APP_ORIGIN}/index.html` } }, { suggestedName: 'x.tenfold', contents: NEW });
    expect(result).toEqual({ status: 'cancelled' });
    expect(asked).toEqual([
      expect.objectContaining({ type: 'warning', message: 'finished.tenfold is read-only. Replace it with this game?', buttons: ['Replace', 'Cancel'], defaultId: 1, cancelId: 1 }),
    ]);
    expect(await readFile(path, 'utf8')).toBe(OLD);
  });
});

describe('a folder named like the backup', () => {
  it('does not stop the save: the game is saved, the folder left alone, and the player told no backup was kept', async () => {
    const dir = await folder();
    const path = join(dir, 'game.tenfold');
    await writeFile(path, OLD);
    await mkdir(`${path}.bak`);
    await writeFile(join(`${path}.bak`, 'notes.txt'), 'the player’s own notes');
    const note = 'No backup of the previous version was kept: game.tenfold.bak is a folder. Move or rename it to keep backups again.';

    expect(await writeGameFile(path, NEW)).toEqual({ ok: true, fileName: 'game.tenfold', note });
    expect(await readFile(path, 'utf8')).toBe(NEW);
    expect(await readdir(`${path}.bak`)).toEqual(['notes.txt']);
    expect((await readdir(dir)).sort()).toEqual(['game.tenfold', 'game.tenfold.bak']);
  });

  it('the game service passes the note on with the saved result', async () => {
    const dir = await folder();
    const path = join(dir, 'game.tenfold');
    await writeFile(path, OLD);
    await mkdir(`${path}.bak`);
    const { service } = await serviceIn(dir, false);
    const session = new DocumentSession();
    session.path = path;
    expect(await service.save(session, { suggestedName: 'x.tenfold', contents: NEW })).toEqual({
      status: 'saved',
      fileName: 'game.tenfold',
      note: expect.stringMatching(/^No backup of the previous version was kept: game\.tenfold\.bak is a folder\./),
    });
    expect(session.dirty).toBe(false);
  });
});
