/**
 * The app's one connection to its IndexedDB database, opened by main.ts and shared with every
 * screen through Svelte's context, set once by App.svelte.
 */
import { getContext, setContext } from 'svelte';
import type { TenfoldDb } from './db';

const KEY = Symbol('tenfold-db');

export function provideDatabase(db: TenfoldDb): void {
  setContext(KEY, db);
}

export function useDatabase(): TenfoldDb {
  const db = getContext<TenfoldDb | undefined>(KEY);
  if (!db) throw new Error('useDatabase() needs App.svelte to provide the database.');
  return db;
}
