/**
 * One Armies screen state for the app's lifetime, so leaving for the Table and coming back finds
 * the army still open. It reads and writes the library through the app's one database connection.
 */
import type { TenfoldDb } from '../lib/db';
import type { Platform } from '../lib/platform/types';
import { BUILT_IN } from './model/catalog';
import { localDrafts } from './model/draft-store';
import { ArmiesScreen } from './screen.svelte';

let current: ArmiesScreen | undefined;

export function armiesScreen(platform: Platform, db: TenfoldDb): ArmiesScreen {
  if (!current) {
    current = new ArmiesScreen(db, BUILT_IN, platform, localDrafts(globalThis.localStorage));
    void current.load().catch((error: unknown) => console.warn('The army library could not be read.', error));
  }
  return current;
}
