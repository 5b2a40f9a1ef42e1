import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { DB_VERSION, TenfoldDb } from '../../../src-renderer/src/lib/db';
import { DEFAULT_SETTINGS, loadSettings, saveSetting } from '../../../src-renderer/src/lib/settings';

let db: TenfoldDb;

beforeEach(async () => {
  db = new TenfoldDb('tenfold-test', { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.open();
});

describe('the Dexie database', () => {
  it('opens at the current schema version with every store', () => {
    expect(db.verno).toBe(DB_VERSION);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['armies', 'autosaves', 'games', 'layouts', 'plans', 'settings']);
  });

  it('upgrades a version 1 database in place, keeping its armies', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('tenfold-upgrade', { indexedDB, IDBKeyRange });
    old.version(1).stores({ armies: 'id, name, ruleset, faction, updatedAt', games: 'id', autosaves: 'id', settings: 'key' });
    await old.table('armies').put({ id: 'kept', name: 'Old list', ruleset: 'd10-wargame' });
    old.close();
    const upgraded = new TenfoldDb('tenfold-upgrade', { indexedDB, IDBKeyRange });
    await upgraded.open();
    expect(upgraded.verno).toBe(DB_VERSION);
    expect((await upgraded.armies.get('kept'))?.name).toBe('Old list');
    expect(await upgraded.layouts.count()).toBe(0);
  });

  it('keeps an army and finds it by ruleset', async () => {
    await db.armies.put({
      id: 'a1',
      name: 'Iron Line',
      ruleset: 'd10-wargame',
      faction: 'iron-line',
      points: 995,
      legal: true,
      file: '{}',
      updatedAt: 1,
    });
    await db.armies.put({ id: 'a2', name: 'Q', ruleset: 'quality', faction: 'q', points: 10, legal: false, file: '{}', updatedAt: 2 });
    const d10 = await db.armies.where('ruleset').equals('d10-wargame').toArray();
    expect(d10.map((a) => a.name)).toEqual(['Iron Line']);
  });

  it('keeps autosaves by game, newest first', async () => {
    await db.autosaves.bulkPut([
      { id: 's1', gameId: 'g', file: '1', savedAt: 10 },
      { id: 's2', gameId: 'g', file: '2', savedAt: 20 },
    ]);
    const newest = await db.autosaves.orderBy('savedAt').reverse().first();
    expect(newest?.file).toBe('2');
  });
});

describe('settings', () => {
  it('start from the defaults', async () => {
    expect(await loadSettings(db)).toEqual(DEFAULT_SETTINGS);
  });

  it('are kept and read back', async () => {
    await saveSetting(db, 'theme', 'light');
    await saveSetting(db, 'dice', 'physical');
    expect(await loadSettings(db)).toMatchObject({ theme: 'light', dice: 'physical' });
  });

  it('fall back to the default, key by key, when the stored value is broken', async () => {
    await db.settings.bulkPut([
      { key: 'theme', value: 'neon' },
      { key: 'showGrid', value: 'yes please' },
      { key: 'pageSize', value: 'Letter' },
    ]);
    expect(await loadSettings(db)).toEqual({ ...DEFAULT_SETTINGS, pageSize: 'Letter' });
  });

  it('show the Play board\'s arcs and sight until the player switches them off, and remember it', async () => {
    expect(DEFAULT_SETTINGS.showSight).toBe(true);
    await saveSetting(db, 'showSight', false);
    expect(await loadSettings(db)).toEqual({ ...DEFAULT_SETTINGS, showSight: false });
  });

  it('refuse an invalid value and store nothing', async () => {
    await expect(saveSetting(db, 'theme', 'neon' as 'dark')).rejects.toThrow(/not a valid theme/);
    expect(await db.settings.count()).toBe(0);
  });
});
