/** The browser build's saved games and autosaves, in IndexedDB (fake-indexeddb in Node). */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { TenfoldDb } from '../../../src-renderer/src/lib/db';
import { BrowserDocument, cleanName, type NameDialogs } from '../../../src-renderer/src/lib/platform/browser-document';
import { BrowserGames } from '../../../src-renderer/src/lib/platform/browser-games';
import { sampleText } from '../savefile/sample-game';

let databases = 0;

/** The shelf, and a BrowserDocument whose questions are answered from a script, in order. */
function shelf(answers: (string | boolean | null)[] = []) {
  const db = new TenfoldDb(`tenfold-games-test-${++databases}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  const asked: string[] = [];
  const next = () => (answers.length > 0 ? answers.shift()! : null);
  const dialogs: NameDialogs = {
    chooseName: async (suggested) => (asked.push(`name? ${suggested}`), next() as string | null),
    confirmReplace: async (fileName) => (asked.push(`replace ${fileName}?`), next() === true),
  };
  const games = new BrowserGames(db);
  return { db, games, doc: new BrowserDocument(games, dialogs), asked, answers };
}

const game = (variant: number, id = 'game-0001', suggestedName = `Sample ${variant}.tenfold`) => ({ id, title: `Sample game ${variant}`, suggestedName, contents: sampleText(3, variant) });

const names = async (games: BrowserGames) => (await games.recent()).map((entry) => entry.fileName).sort();
const contentsOf = async (games: BrowserGames, fileName: string) => {
  const entry = (await games.recent()).find((e) => e.fileName === fileName);
  const opened = entry ? (await games.open(entry.id)).result : null;
  return opened?.status === 'opened' ? opened.contents : null;
};

describe('saved games in the browser build', () => {
  it('recovers an autosave after a reload, and forgets it once the game is saved', async () => {
    const { doc, games } = shelf(['Sample 1']);
    expect(await doc.autosave(game(1))).toEqual({ status: 'done' });
    expect(await doc.recoverable()).toEqual([{ id: 'game-0001', title: 'Sample game 1', savedAt: expect.any(String), fileName: null, kind: 'game' }]);
    expect(await doc.recover('game-0001')).toMatchObject({ status: 'opened', contents: sampleText(3, 1), dirty: true, autosaveId: 'game-0001' });
    await doc.keep();
    expect(await doc.save(game(1), 'save')).toEqual({ status: 'saved', fileName: 'Sample 1.tenfold' });
    expect(await doc.recoverable()).toEqual([]);
    const recent = await doc.recent();
    expect(recent).toEqual([{ id: expect.stringMatching(/^saved-[0-9a-f]{16}$/), fileName: 'Sample 1.tenfold', folder: 'Saved in this browser', openedAt: expect.any(Number) }]);
    expect((await games.open(recent[0]!.id)).result).toMatchObject({ status: 'opened', dirty: false });
  });

  it('refuses to store a game that is not a valid file, and skips damaged autosaves', async () => {
    const { doc, db } = shelf(['Broken']);
    expect(await doc.save({ ...game(1), contents: '{"format":"tenfold"' }, 'save')).toMatchObject({ status: 'failed', message: expect.stringMatching(/^Broken\.tenfold was not saved: it is not valid JSON/) });
    await db.autosaves.put({ id: 'game-bad', gameId: 'game-bad', file: '{"__proto__":{}}', savedAt: 1 });
    expect(await doc.recoverable()).toEqual([]);
    expect(await doc.recover('game-bad')).toMatchObject({ status: 'failed', message: expect.stringMatching(/forbidden key/) });
  });

  it('recovers an autosave kept by an older Tenfold under its game’s own key, saved where that game was', async () => {
    const { doc, db, games, asked } = shelf();
    await db.games.put({ id: 'game-old001', name: 'Bridge', ruleset: 'd10-wargame', file: sampleText(3, 1), updatedAt: 1 });
    await db.autosaves.put({ id: 'game-old001', gameId: 'game-old001', file: sampleText(3, 2), savedAt: 2 });
    expect(await doc.recoverable()).toEqual([expect.objectContaining({ id: 'game-old001', fileName: 'Bridge.tenfold' })]);
    expect(await doc.recover('game-old001')).toMatchObject({ status: 'opened', fileName: 'Bridge.tenfold' });
    await doc.keep();
    expect(await doc.save(game(2), 'save')).toEqual({ status: 'saved', fileName: 'Bridge.tenfold' });
    expect(asked).toEqual([]);
    expect(await contentsOf(games, 'Bridge.tenfold')).toBe(sampleText(3, 2));
  });

  it('takes a typed name as the shelf keeps it', () => {
    expect(cleanName('  Bridge at dusk.tenfold ')).toBe('Bridge at dusk');
    expect(cleanName('   ')).toBeNull();
    expect(cleanName('.TENFOLD')).toBeNull();
    expect(cleanName('x'.repeat(200))).toHaveLength(120);
  });
});

describe('a game is never written over another saved game the player did not choose (browser)', () => {
  /** A game saved as "First". */
  async function firstSaved() {
    const t = shelf(['First']);
    await t.doc.save(game(1, 'game-first1', 'First battle.tenfold'), 'save');
    t.asked.length = 0;
    return t;
  }

  it('a new game after a saved one is saved nowhere: Save asks, with a name no saved game has, and the first stays', async () => {
    const t = await firstSaved();
    await t.doc.reset();
    t.answers.push('First 2');
    expect(await t.doc.save(game(2, 'game-second', 'First.tenfold'), 'save')).toEqual({ status: 'saved', fileName: 'First 2.tenfold' });
    expect(t.asked).toEqual(['name? First 2']);
    expect(await names(t.games)).toEqual(['First 2.tenfold', 'First.tenfold']);
    expect(await contentsOf(t.games, 'First.tenfold')).toBe(sampleText(3, 1));
  });

  it('a saved game opened and kept is saved in place without asking', async () => {
    const t = await firstSaved();
    await t.doc.reset();
    const [entry] = await t.doc.recent();
    expect(await t.doc.open(entry!.id)).toMatchObject({ status: 'opened', fileName: 'First.tenfold' });
    await t.doc.keep();
    expect(t.doc.savedAs).toBe('First');
    expect(await t.doc.save(game(5), 'save')).toEqual({ status: 'saved', fileName: 'First.tenfold' });
    expect(t.asked).toEqual([]);
    expect(await contentsOf(t.games, 'First.tenfold')).toBe(sampleText(3, 5));
  });

  it('a saved game opened but refused by the page never becomes where the open game saves', async () => {
    const t = await firstSaved();
    await t.doc.reset();
    const [entry] = await t.doc.recent();
    await t.doc.open(entry!.id);
    // The page refused it (no keep): the new game on screen still has no shelf entry.
    t.answers.push(null);
    expect(await t.doc.save(game(6), 'save')).toEqual({ status: 'cancelled' });
    expect(t.asked).toEqual(['name? Sample 6']);
    expect(await contentsOf(t.games, 'First.tenfold')).toBe(sampleText(3, 1));
  });

  it('a file read from disk has no shelf entry: Save asks for a name', async () => {
    const t = await firstSaved();
    t.doc.offerUnsaved();
    await t.doc.keep();
    t.answers.push('From disk');
    expect(await t.doc.save(game(7, 'game-disk01', 'v3-game.tenfold'), 'save')).toEqual({ status: 'saved', fileName: 'From disk.tenfold' });
    expect(t.asked).toEqual(['name? v3-game']);
    expect(await contentsOf(t.games, 'First.tenfold')).toBe(sampleText(3, 1));
  });

  it('Save As a name another saved game has asks before replacing it; "no" asks for another name', async () => {
    const t = await firstSaved();
    await t.doc.reset();
    t.answers.push('Second');
    await t.doc.save(game(2), 'save');
    t.asked.length = 0;
    t.answers.push('first', false, 'Third');
    expect(await t.doc.save(game(3), 'saveAs')).toEqual({ status: 'saved', fileName: 'Third.tenfold' });
    expect(t.asked).toEqual(['name? Second', 'replace First.tenfold?', 'name? first']);
    expect(await contentsOf(t.games, 'First.tenfold')).toBe(sampleText(3, 1));
    expect(await contentsOf(t.games, 'Second.tenfold')).toBe(sampleText(3, 2));
    // Save now writes what Save As chose.
    expect(await t.doc.save(game(4), 'save')).toEqual({ status: 'saved', fileName: 'Third.tenfold' });
    // Agreeing to replace writes over the game the player chose, and only that one.
    t.answers.push('First', true);
    expect(await t.doc.save(game(8), 'saveAs')).toEqual({ status: 'saved', fileName: 'First.tenfold' });
    expect(await names(t.games)).toEqual(['First.tenfold', 'Second.tenfold', 'Third.tenfold']);
    expect(await contentsOf(t.games, 'First.tenfold')).toBe(sampleText(3, 8));
    expect(await contentsOf(t.games, 'Third.tenfold')).toBe(sampleText(3, 4));
  });

  it('a game started from an unsaved plan leaves the plan’s autosave to recover', async () => {
    const t = shelf(['Ford']);
    await t.doc.autosave(game(1, 'game-plan01'));
    await t.doc.reset(true);
    await t.doc.autosave(game(2, 'game-game01'));
    await t.doc.save(game(2, 'game-game01'), 'save');
    expect((await t.doc.recoverable()).map((r) => r.id)).toEqual(['game-plan01']);
  });

  it('reverts only a game saved in this browser, and a new game drops the last game’s autosave', async () => {
    const t = await firstSaved();
    expect(await t.doc.revert()).toMatchObject({ status: 'opened', fileName: 'First.tenfold' });
    await t.doc.autosave(game(9, 'game-auto01'));
    await t.doc.reset();
    expect(await t.doc.recoverable()).toEqual([]);
    expect(await t.doc.revert()).toMatchObject({ status: 'failed', message: expect.stringMatching(/never been saved/) });
  });
});
