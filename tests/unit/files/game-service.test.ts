import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AutosaveStore,
  DocumentSession,
  gameFilesFromArgv,
  GameService,
  offerFile,
  RecentFiles,
  RequestQueue,
  type Dialogs,
} from '../../../src-main/files';
import { sampleText } from '../savefile/sample-game';

async function setup() {
  const root = await mkdtemp(join(tmpdir(), 'tenfold-service-'));
  const games = join(root, 'games');
  const userData = join(root, 'user-data');
  await mkdir(games);
  const answers: { open: string | null; save: string | null } = { open: null, save: null };
  const asked: string[] = [];
  const dialogs: Dialogs = {
    chooseGameToOpen: async () => (asked.push('open'), answers.open),
    chooseWhereToSave: async (name) => (asked.push(`save ${name}`), answers.save),
    confirmReplaceReadOnly: async (name) => (asked.push(`read-only ${name}`), false),
  };
  const recent = new RecentFiles(join(userData, 'recent-files.json'));
  const autosaves = new AutosaveStore(join(userData, 'autosave'));
  const service = new GameService({ dialogs, recent, autosaves });
  return { games, userData, answers, asked, recent, autosaves, service, session: new DocumentSession() };
}

describe('saving and opening through the game service', () => {
  it('asks where to save a new game, then saves in place without asking again', async () => {
    const t = await setup();
    const path = join(t.games, 'Bridge.tenfold');
    expect(await t.service.save(t.session, { suggestedName: 'Bridge.tenfold', contents: sampleText(3, 1) })).toEqual({ status: 'cancelled' });
    t.answers.save = path;
    expect(await t.service.save(t.session, { suggestedName: 'Bridge.tenfold', contents: sampleText(3, 1) })).toEqual({ status: 'saved', fileName: 'Bridge.tenfold' });
    expect(await t.service.save(t.session, { suggestedName: 'ignored.tenfold', contents: sampleText(3, 2) })).toEqual({ status: 'saved', fileName: 'Bridge.tenfold' });
    expect(t.asked).toEqual(['save Bridge.tenfold', 'save Bridge.tenfold']);
    expect(await readFile(path, 'utf8')).toBe(sampleText(3, 2));
    expect(t.session).toMatchObject({ path, dirty: false });
    expect((await t.recent.list()).map((e) => e.fileName)).toEqual(['Bridge.tenfold']);
  });

  it('opens a file chosen in the dialog, lists it as recent, and opens it again by id only', async () => {
    const t = await setup();
    const path = join(t.games, 'old.tenfold');
    await writeFile(path, sampleText(4, 7));
    t.answers.open = path;
    expect(await t.service.open(t.session)).toEqual({ status: 'opened', fileName: 'old.tenfold', contents: sampleText(4, 7), dirty: false });
    expect(await t.service.keepOpened(t.session)).toEqual({ status: 'done' });
    const [entry] = await t.service.listRecent();
    expect(entry).toMatchObject({ fileName: 'old.tenfold', folder: t.games, id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const other = new DocumentSession();
    expect(await t.service.openRecent(other, entry!.id)).toMatchObject({ status: 'opened', fileName: 'old.tenfold' });
    await t.service.keepOpened(other);
    expect(other.path).toBe(path);
    expect(await t.service.openRecent(other, '0000000000000000')).toMatchObject({ status: 'failed' });
    await rm(path);
    expect(await t.service.openRecent(other, entry!.id)).toMatchObject({ status: 'failed', message: 'old.tenfold cannot be opened: it was moved or deleted.' });
    expect(await t.service.listRecent()).toEqual([]);
  });

  it('keeps a recent file that is still there but cannot be opened, and drops it once it is gone', async () => {
    const t = await setup();
    const path = join(t.games, 'broken.tenfold');
    await writeFile(path, sampleText(4, 7));
    t.answers.open = path;
    expect(await t.service.open(t.session)).toMatchObject({ status: 'opened' });
    await t.service.keepOpened(t.session);
    const [entry] = await t.service.listRecent();
    await writeFile(path, '{ not a game');
    expect(await t.service.openRecent(new DocumentSession(), entry!.id)).toMatchObject({ status: 'failed' });
    expect((await t.service.listRecent()).map((e) => e.id)).toEqual([entry!.id]);
    await rm(path);
    expect(await t.service.openRecent(new DocumentSession(), entry!.id)).toMatchObject({ status: 'failed', message: expect.stringMatching(/moved or deleted\.$/) });
    expect(await t.service.listRecent()).toEqual([]);
  });

  it('refuses a file from a newer Tenfold with a message, keeps it byte for byte and does not list it', async () => {
    const t = await setup();
    const path = join(t.games, 'future.tenfold');
    const text = JSON.stringify({ ...JSON.parse(sampleText()), schemaVersion: 99 });
    await writeFile(path, text);
    t.answers.open = path;
    expect(await t.service.open(t.session)).toEqual({ status: 'failed', message: expect.stringMatching(/^future\.tenfold cannot be opened: it was saved by a newer Tenfold/) });
    expect(await readFile(path, 'utf8')).toBe(text);
    expect(await readdir(t.games)).toEqual(['future.tenfold']);
    expect(await t.service.listRecent()).toEqual([]);
    expect(t.session.path).toBeNull();
  });

  it('reverts to the file on disk, and refuses to revert a game never saved', async () => {
    const t = await setup();
    expect(await t.service.revert(t.session)).toMatchObject({ status: 'failed', message: expect.stringMatching(/never been saved/) });
    const path = join(t.games, 'g.tenfold');
    await writeFile(path, sampleText(2, 1));
    t.answers.open = path;
    await t.service.open(t.session);
    await t.service.keepOpened(t.session);
    // Unsaved changes: those its autosave holds.
    t.session.autosaveId = 'game-unsaved1';
    expect(await t.service.revert(t.session)).toMatchObject({ status: 'opened', contents: sampleText(2, 1), dirty: false });
    await t.service.keepOpened(t.session);
    expect(t.session).toMatchObject({ path, dirty: false });
  });

  it('opens a file the system handed over only by its one-time ticket', async () => {
    const t = await setup();
    const path = join(t.games, 'double-clicked.tenfold');
    await writeFile(path, sampleText(2, 4));
    const request = offerFile(t.session, path);
    expect(request).toEqual({ type: 'open', ticket: expect.stringMatching(/^[0-9a-f]{24}$/), fileName: 'double-clicked.tenfold' });
    if (request.type !== 'open') throw new Error('expected an open request');
    expect(await t.service.openPending(t.session, request.ticket)).toMatchObject({ status: 'opened', fileName: 'double-clicked.tenfold' });
    expect(await t.service.openPending(t.session, request.ticket)).toMatchObject({ status: 'failed' });
  });

  it('writes a table picture where the player chose', async () => {
    const t = await setup();
    t.answers.save = join(t.games, 'table.png');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect(await t.service.exportPng({ suggestedName: 'table.png', png })).toEqual({ status: 'saved', fileName: 'table.png' });
    expect([...(await readFile(t.answers.save))]).toEqual([...png]);
  });
});

describe('a game is never written over another file the player did not choose', () => {
  /** A game saved to `first.tenfold`, the window's file. */
  async function savedGame() {
    const t = await setup();
    const first = join(t.games, 'first.tenfold');
    t.answers.save = first;
    await t.service.saveAs(t.session, { suggestedName: 'First.tenfold', contents: sampleText(5, 1) });
    t.answers.save = null;
    t.asked.length = 0;
    return { ...t, first };
  }

  it('a file the renderer refuses never becomes the game’s file: Save still writes where the game was saved', async () => {
    const t = await savedGame();
    const refused = join(t.games, 'refused.tenfold');
    await writeFile(refused, sampleText(2, 9));
    t.answers.open = refused;
    expect(await t.service.open(t.session)).toMatchObject({ status: 'opened', fileName: 'refused.tenfold' });
    // The renderer refused it (it never calls keepOpened): the window still holds first.tenfold.
    expect(await t.service.save(t.session, { suggestedName: 'x.tenfold', contents: sampleText(5, 2) })).toEqual({ status: 'saved', fileName: 'first.tenfold' });
    expect(await readFile(refused, 'utf8')).toBe(sampleText(2, 9));
    expect(await readFile(t.first, 'utf8')).toBe(sampleText(5, 2));
    expect((await t.recent.list()).map((e) => e.fileName)).toEqual(['first.tenfold']);
  });

  it('a refused file then a new game: Save asks where, and neither file is touched', async () => {
    const t = await setup();
    const refused = join(t.games, 'refused.tenfold');
    await writeFile(refused, sampleText(2, 9));
    t.answers.open = refused;
    await t.service.open(t.session);
    await t.service.newDocument(t.session);
    expect(await t.service.save(t.session, { suggestedName: 'New game.tenfold', contents: sampleText(3, 3) })).toEqual({ status: 'cancelled' });
    expect(t.asked).toEqual(['open', 'save New game.tenfold']);
    expect(await readFile(refused, 'utf8')).toBe(sampleText(2, 9));
  });

  it('an autosave recovered but refused leaves the window saving where it did', async () => {
    const t = await savedGame();
    await t.autosaves.write({ id: 'game-other1', title: 'Other', documentPath: join(t.games, 'other.tenfold'), contents: sampleText(2, 2) });
    expect(await t.service.recover(t.session, 'game-other1')).toMatchObject({ status: 'opened', fileName: 'other.tenfold' });
    expect(t.session.path).toBe(t.first);
    expect(await t.service.save(t.session, { suggestedName: 'x.tenfold', contents: sampleText(5, 3) })).toEqual({ status: 'saved', fileName: 'first.tenfold' });
  });

  it('a new game after a finished one has no file: Save asks, and the finished game stays as it was and in Recent', async () => {
    const t = await savedGame();
    await t.service.newDocument(t.session);
    expect(t.session).toMatchObject({ path: null, offered: null });
    t.answers.save = join(t.games, 'second.tenfold');
    expect(await t.service.save(t.session, { suggestedName: 'Second.tenfold', contents: sampleText(3, 4) })).toEqual({ status: 'saved', fileName: 'second.tenfold' });
    expect(t.asked).toEqual(['save Second.tenfold']);
    expect(await readFile(t.first, 'utf8')).toBe(sampleText(5, 1));
    expect((await t.recent.list()).map((e) => e.fileName)).toEqual(['second.tenfold', 'first.tenfold']);
  });

  it('Save As writes only the file chosen, which Save then keeps writing; the first file is left as it was', async () => {
    const t = await savedGame();
    const copy = join(t.games, 'copy.tenfold');
    t.answers.save = copy;
    expect(await t.service.saveAs(t.session, { suggestedName: 'ignored.tenfold', contents: sampleText(5, 5) })).toEqual({ status: 'saved', fileName: 'copy.tenfold' });
    // The dialog suggests the game's own file name, as desktop apps do.
    expect(t.asked).toEqual(['save first.tenfold']);
    t.answers.save = null;
    expect(await t.service.save(t.session, { suggestedName: 'ignored.tenfold', contents: sampleText(5, 6) })).toEqual({ status: 'saved', fileName: 'copy.tenfold' });
    expect(await readFile(t.first, 'utf8')).toBe(sampleText(5, 1));
    expect(await readFile(copy, 'utf8')).toBe(sampleText(5, 6));
  });

  it('a file kept by the renderer is saved in place and listed as recent; a file still offered is not', async () => {
    const t = await savedGame();
    const other = join(t.games, 'other.tenfold');
    await writeFile(other, sampleText(2, 2));
    t.answers.open = other;
    await t.service.open(t.session);
    expect((await t.recent.list()).map((e) => e.fileName)).toEqual(['first.tenfold']);
    expect(await t.service.keepOpened(t.session)).toEqual({ status: 'done' });
    expect(await t.service.keepOpened(t.session)).toEqual({ status: 'failed', message: 'No file is waiting to be opened.' });
    expect(await t.service.save(t.session, { suggestedName: 'x.tenfold', contents: sampleText(2, 3) })).toEqual({ status: 'saved', fileName: 'other.tenfold' });
    expect(await readFile(t.first, 'utf8')).toBe(sampleText(5, 1));
    expect((await t.recent.list()).map((e) => e.fileName)).toEqual(['other.tenfold', 'first.tenfold']);
  });
});

describe('autosave and recovery', () => {
  it('offers the autosave of a game that was never saved after a crash, and drops it once saved', async () => {
    const t = await setup();
    const path = join(t.games, 'Ford.tenfold');
    t.answers.save = path;
    await t.service.save(t.session, { suggestedName: 'Ford.tenfold', contents: sampleText(2, 1) });
    expect(await t.service.autosave(t.session, { id: 'game-abc123', title: 'Ford', contents: sampleText(6, 2) })).toEqual({ status: 'done' });

    // A new start: a fresh session, the same data folder.
    const after = new DocumentSession();
    expect(await t.service.listRecoverable()).toEqual([{ id: 'game-abc123', title: 'Ford', savedAt: expect.any(String), fileName: 'Ford.tenfold', kind: 'game' }]);
    expect(await t.service.recover(after, 'game-abc123')).toEqual({
      status: 'opened',
      fileName: 'Ford.tenfold',
      contents: sampleText(6, 2),
      dirty: true,
      autosaveId: 'game-abc123',
    });
    expect(after).toMatchObject({ path: null, dirty: false });
    await t.service.keepOpened(after);
    expect(after).toMatchObject({ path, dirty: true, autosaveId: 'game-abc123' });
    expect(await t.service.save(after, { suggestedName: 'x.tenfold', contents: sampleText(6, 2) })).toMatchObject({ status: 'saved' });
    expect(await t.service.listRecoverable()).toEqual([]);
  });

  it('discards an autosave the player does not want, and skips damaged ones', async () => {
    const t = await setup();
    await t.service.autosave(t.session, { id: 'game-keep01', title: 'Keep', contents: sampleText(2, 1) });
    await t.service.autosave(new DocumentSession(), { id: 'game-drop01', title: 'Drop', contents: sampleText(2, 2) });
    await writeFile(join(t.userData, 'autosave', 'game-broken.json'), '{"format":"tenfold-autosave"');
    await writeFile(join(t.userData, 'autosave', '..evil.json'), '{}');
    expect((await t.service.listRecoverable()).map((r) => r.id).sort()).toEqual(['game-drop01', 'game-keep01']);
    await t.service.discardRecovery(t.session, 'game-drop01');
    expect((await t.service.listRecoverable()).map((r) => r.id)).toEqual(['game-keep01']);
    expect(await t.service.recover(t.session, 'game-broken')).toMatchObject({ status: 'failed', message: expect.stringMatching(/gone or damaged/) });
  });

  it('tells a deployment plan from a game among the autosaves on offer', async () => {
    const t = await setup();
    const plan = await readFile(join(import.meta.dirname, '../../fixtures/savefiles/v4-plan.tenfold'), 'utf8');
    await t.service.autosave(t.session, { id: 'game-plan01', title: 'Ridge', contents: plan });
    await t.service.autosave(new DocumentSession(), { id: 'game-game01', title: 'Ford', contents: sampleText(2, 1) });
    const kinds = Object.fromEntries((await t.service.listRecoverable()).map((r) => [r.id, r.kind]));
    expect(kinds).toEqual({ 'game-plan01': 'plan', 'game-game01': 'game' });
  });

  it('refuses to recover an autosave whose game is damaged, naming the problem', async () => {
    const t = await setup();
    await t.autosaves.write({ id: 'game-bad001', title: 'Bad', documentPath: null, contents: '{"format":"tenfold","schemaVersion":3}' });
    expect(await t.service.recover(t.session, 'game-bad001')).toMatchObject({ status: 'failed', message: expect.stringMatching(/^The autosave of Bad cannot be opened: it is damaged/) });
  });

  it('starting a new game drops the old game’s autosave', async () => {
    const t = await setup();
    await t.service.autosave(t.session, { id: 'game-old001', title: 'Old', contents: sampleText(2, 1) });
    await t.service.newDocument(t.session);
    expect(await t.service.listRecoverable()).toEqual([]);
    expect(t.session).toMatchObject({ path: null, dirty: false, autosaveId: null });
  });

  it('a game started from an unsaved plan leaves the plan’s autosave to recover, and saving the game does not drop it', async () => {
    const t = await setup();
    const plan = await readFile(join(import.meta.dirname, '../../fixtures/savefiles/v4-plan.tenfold'), 'utf8');
    await t.service.autosave(t.session, { id: 'game-plan01', title: 'Ridge', contents: plan });
    await t.service.newDocument(t.session, true);
    expect(t.session).toMatchObject({ path: null, dirty: false, autosaveId: null });
    await t.service.autosave(t.session, { id: 'game-game01', title: 'Ford', contents: sampleText(2, 1) });
    t.answers.save = join(t.games, 'Ford.tenfold');
    await t.service.save(t.session, { suggestedName: 'Ford.tenfold', contents: sampleText(2, 1) });
    expect((await t.service.listRecoverable()).map((r) => [r.id, r.kind])).toEqual([['game-plan01', 'plan']]);
  });
});

describe('the pieces around the window', () => {
  it('titles the window with the file and a dot for unsaved changes', () => {
    const session = new DocumentSession();
    expect(session.windowTitle()).toBe('Untitled game — Tenfold');
    session.path = '/games/Ford.tenfold';
    // Unsaved changes: those its autosave holds.
    session.autosaveId = 'game-unsaved1';
    expect(session.windowTitle()).toBe('• Ford.tenfold — Tenfold');
  });

  it('finds .tenfold files on a command line, absolute against its folder, ignoring flags', () => {
    expect(gameFilesFromArgv(['/opt/Tenfold/tenfold', '--no-sandbox', 'games/a.tenfold', '/x/B.TENFOLD', 'notes.txt'], '/home/p')).toEqual([
      '/home/p/games/a.tenfold',
      '/x/B.TENFOLD',
    ]);
  });

  it('hands main’s requests to the renderer’s long poll in order, waiting when there are none', async () => {
    const queue = new RequestQueue<number>(2);
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(await queue.next()).toBe(1);
    expect(await queue.next()).toBe(2);
    const waiting = queue.next();
    queue.push(4);
    expect(await waiting).toBe(4);
    // A reloaded page's old listener must not swallow the next request.
    void queue.next();
    queue.dropListeners();
    queue.push(5);
    expect(await queue.next()).toBe(5);
  });

  it('keeps at most ten recent files, newest first, and survives a damaged list', async () => {
    const t = await setup();
    for (let i = 0; i < 12; i++) await t.recent.add(`/games/g${i}.tenfold`, i);
    expect((await t.recent.list()).map((e) => e.fileName)).toEqual(Array.from({ length: 10 }, (_, i) => `g${11 - i}.tenfold`));
    await writeFile(join(t.userData, 'recent-files.json'), '{"__proto__":{"polluted":true}}');
    expect(await t.recent.list()).toEqual([]);
  });
});
