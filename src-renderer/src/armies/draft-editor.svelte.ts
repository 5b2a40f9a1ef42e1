/**
 * A homebrew faction or army being edited: a working copy the player reshapes freely, checked
 * live by the rules core exactly like built-in data, and kept in a draft store after every change
 * so closing the app mid-edit loses nothing. Saving hands a valid copy to the army; while it is
 * not valid, saving is refused and the army keeps what it had.
 */
import type { Outcome } from './model/army-codec';
import type { DraftStore } from './model/draft-store';

export type Checker<T> = (draft: unknown) => Outcome<T> & { errors: string[] };

/** A stored draft is only taken back if it still has the lists an editor walks; the core checks the rest. */
function readDraft<T>(text: string | null, lists: readonly string[]): T | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    const looks = typeof value === 'object' && value !== null && lists.every((k) => Array.isArray((value as Record<string, unknown>)[k]));
    return looks ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

export class DraftEditor<T> {
  draft = $state() as T;
  readonly check: Outcome<T> & { errors: string[] } = $derived.by(() => this.#checker($state.snapshot(this.draft)));
  /** True when the draft came back from an earlier, unsaved session. */
  readonly restored: boolean;
  readonly #checker: Checker<T>;
  readonly #onsave: (value: T) => void;
  readonly #drafts: DraftStore;
  readonly #key: string;
  readonly #stopAutosave: () => void;

  constructor(args: { initial: T; check: Checker<T>; onsave: (value: T) => void; drafts: DraftStore; key: string; lists: readonly string[] }) {
    this.#checker = args.check;
    this.#onsave = args.onsave;
    this.#drafts = args.drafts;
    this.#key = args.key;
    const kept = readDraft<T>(args.drafts.get(args.key), args.lists);
    this.restored = kept !== undefined;
    const unchanged = JSON.stringify($state.snapshot(args.initial));
    this.draft = kept ?? (JSON.parse(unchanged) as T);
    // A draft that is back to what the army already has is not worth keeping.
    this.#stopAutosave = $effect.root(() => {
      $effect(() => {
        const text = JSON.stringify($state.snapshot(this.draft));
        if (text === unchanged) args.drafts.remove(args.key);
        else args.drafts.set(args.key, text);
      });
    });
  }

  /** Hands the draft to the army when the core accepts it; false (and nothing changes) otherwise. */
  save(): boolean {
    const check = this.check;
    if (!check.ok) return false;
    this.discard();
    this.#onsave(check.value);
    return true;
  }

  /** Drops the unsaved draft; the army keeps what it had. */
  discard(): void {
    this.#stopAutosave();
    this.#drafts.remove(this.#key);
  }

  /** Stops keeping the draft in step (it stays stored for next time). */
  close(): void {
    this.#stopAutosave();
  }
}
