/**
 * The army library as the screen sees it: the stored armies, the search and sort the player chose,
 * and the one delete that can still be undone. Storage is LibraryStore's; this class only keeps
 * the screen's copy in step and turns refusals into a message to show.
 */
import type { ArmyRecord } from '../lib/db';
import type { ArmyDraft, Outcome } from './model/army-codec';
import { queryLibrary, type LibrarySort, type QueryNames } from './model/library-query';
import type { LibraryStore } from './model/library-store';

export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

export class Library {
  // Raw state: records are replaced, never mutated, and must stay plain objects for IndexedDB
  // (a deep-state proxy cannot be stored, so an undo would fail).
  records = $state.raw<ArmyRecord[]>([]);
  query = $state('');
  sort = $state<LibrarySort>('recent');
  notice = $state<Notice | null>(null);
  /** The last army deleted, while its undo is still offered. */
  deleted = $state.raw<ArmyRecord | null>(null);
  loaded = $state(false);
  readonly visible = $derived.by(() => queryLibrary(this.records, this.query, this.sort, this.names));

  readonly #store: LibraryStore;
  readonly names: QueryNames;

  constructor(store: LibraryStore, names: QueryNames) {
    this.#store = store;
    this.names = names;
  }

  get store(): LibraryStore {
    return this.#store;
  }

  async load(): Promise<void> {
    this.records = await this.#store.list();
    this.loaded = true;
  }

  find(id: string): ArmyRecord | undefined {
    return this.records.find((r) => r.id === id);
  }

  async create(draft: ArmyDraft): Promise<ArmyRecord> {
    const record = await this.#store.add(draft);
    this.#put(record);
    return record;
  }

  /** Saves the editor's army; called on every change so nothing is lost if the app closes. */
  async save(id: string, draft: ArmyDraft): Promise<void> {
    this.#put(await this.#store.update(id, draft));
  }

  async rename(id: string, name: string): Promise<boolean> {
    return this.#apply(await this.#store.rename(id, name));
  }

  async duplicate(id: string): Promise<ArmyRecord | null> {
    const outcome = await this.#store.duplicate(id);
    if (this.#apply(outcome) && outcome.ok) {
      this.notice = { tone: 'info', text: `Made a copy: ${outcome.value.name}.` };
      return outcome.value;
    }
    return null;
  }

  async remove(id: string): Promise<void> {
    const record = await this.#store.remove(id);
    if (!record) return;
    this.records = this.records.filter((r) => r.id !== id);
    this.deleted = record;
    this.notice = null;
  }

  async undoRemove(): Promise<void> {
    const record = this.deleted;
    if (!record) return;
    await this.#store.restore(record);
    this.#put(record);
    this.deleted = null;
  }

  async importText(text: string, fileName: string): Promise<ArmyRecord | null> {
    const outcome = await this.#store.importText(text);
    if (!outcome.ok) {
      this.notice = { tone: 'error', text: `${fileName} was not imported: ${outcome.message}` };
      return null;
    }
    this.#put(outcome.value);
    this.notice = { tone: 'info', text: `Imported ${outcome.value.name} from ${fileName}.` };
    return outcome.value;
  }

  dismiss(): void {
    this.notice = null;
    this.deleted = null;
  }

  #apply(outcome: Outcome<ArmyRecord>): boolean {
    if (!outcome.ok) {
      this.notice = { tone: 'error', text: outcome.message };
      return false;
    }
    this.#put(outcome.value);
    return true;
  }

  #put(record: ArmyRecord): void {
    const rest = this.records.filter((r) => r.id !== record.id);
    this.records = [...rest, record];
  }
}
