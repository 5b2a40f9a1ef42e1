/**
 * Where an unsaved homebrew faction waits while the player works on it, so closing the app
 * mid-edit loses nothing. The browser's localStorage in the app; a Map in tests. Whatever comes
 * back is checked again before use, like any file.
 */
export interface DraftStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function localDrafts(storage: Storage | undefined): DraftStore {
  return {
    get: (key) => {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        storage?.setItem(key, value);
      } catch {
        // A full or blocked storage only costs the draft, never the army.
      }
    },
    remove: (key) => {
      try {
        storage?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

export function memoryDrafts(): DraftStore {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
}

export const homebrewDraftKey = (recordId: string) => `tenfold.homebrew-draft.${recordId}`;
