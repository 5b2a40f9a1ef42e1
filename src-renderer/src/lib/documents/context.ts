/** The open game is shared with every screen through Svelte's context, set once by App.svelte. */
import { getContext, setContext } from 'svelte';
import type { GameDocument } from './game-document.svelte';

const KEY = Symbol('game-document');

export function provideGameDocument(document: GameDocument): void {
  setContext(KEY, document);
}

export function useGameDocument(): GameDocument {
  const document = getContext<GameDocument | undefined>(KEY);
  if (!document) throw new Error('useGameDocument() needs App.svelte to provide the game document.');
  return document;
}
