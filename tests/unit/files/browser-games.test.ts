/** The browser build's saved games and autosaves, in IndexedDB (fake-indexeddb in Node). */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { TenfoldDb } from '../../../src-renderer/src/lib/db';
import { BrowserGames } from '../../../src-renderer/src/lib/platform/browser-games';
import { sampleText } from '../savefile/sample-game';

function shelf(): { games: BrowserGames; db: TenfoldDb } {
  const db = new TenfoldDb('tenfold-games-test', { indexedDB: new IDBFactory(), IDBKeyRange });
  return { games: new BrowserGames(db), db };
}

const game = (variant: number, id = 'game-0001') => ({ id, title: `Sample game ${variant}`, suggestedName: `Sample ${variant}.tenfold`, contents: sampleText(3, variant) });

describe('saved games in the browser build', () => {
  it('recovers an autosave after a reload, and forgets it once the game is saved', async () => {
    const { games } = shelf();
    expect(await games.autosave(game(1))).toEqual({ status: 'done' });
    expect(await games.recoverable()).toEqual([{ id: 'game-0001', title: 'Sample game 1', savedAt: expect.any(String), fileName: null, kind: 'game' }]);
    expect(await games.recover('game-0001')).toMatchObject({ status: 'opened', contents: sampleText(3, 1), dirty: true, autosaveId: 'game-0001' });
    expect(await games.save(game(1))).toEqual({ status: 'saved', fileName: 'Sample 1.tenfold' });
    expect(await games.recoverable()).toEqual([]);
    expect(await games.recent()).toEqual([{ id: 'game-0001', fileName: 'Sample game 1.tenfold', folder: 'Saved in this browser', openedAt: expect.any(Number) }]);
    expect(await games.open('game-0001')).toMatchObject({ status: 'opened', dirty: false });
  });

  it('refuses to store a game that is not a valid file, and skips damaged autosaves', async () => {
    const { games, db } = shelf();
    expect(await games.save({ ...game(1), contents: '{"format":"tenfold"' })).toMatchObject({ status: 'failed', message: expect.stringMatching(/was not saved: it is not valid JSON/) });
    await db.autosaves.put({ id: 'game-bad', gameId: 'game-bad', file: '{"__proto__":{}}', savedAt: 1 });
    expect(await games.recoverable()).toEqual([]);
    expect(await games.recover('game-bad')).toMatchObject({ status: 'failed', message: expect.stringMatching(/forbidden key/) });
  });
});
