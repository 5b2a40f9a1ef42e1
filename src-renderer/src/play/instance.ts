/**
 * One Play screen state for the app's lifetime, so a game in play survives a visit to another
 * screen. The army library is read through the app's one database connection.
 */
import type { TenfoldDb } from '../lib/db';
import type { GameDocument } from '../lib/documents/game-document.svelte';
import { PlayScreen } from './screen.svelte';

let current: PlayScreen | undefined;

export function playScreen(doc: GameDocument, db: TenfoldDb): PlayScreen {
  if (!current) {
    current = new PlayScreen();
    void current.wizard.loadLibrary(db).catch((error: unknown) => console.warn('The army library could not be read.', error));
  }
  if (current.doc !== doc) current.attach(doc);
  return current;
}
