/**
 * One Play screen state for the app's lifetime, so a game in play survives a visit to another
 * screen. The army library is read through its own connection to Tenfold's IndexedDB, as the
 * Armies screen does.
 */
import { TenfoldDb } from '../lib/db';
import type { GameDocument } from '../lib/documents/game-document.svelte';
import { PlayScreen } from './screen.svelte';

let current: PlayScreen | undefined;

export function playScreen(doc: GameDocument): PlayScreen {
  if (!current) {
    current = new PlayScreen();
    void current.wizard.loadLibrary(new TenfoldDb()).catch((error: unknown) => console.warn('The army library could not be read.', error));
  }
  if (current.doc !== doc) current.attach(doc);
  return current;
}
