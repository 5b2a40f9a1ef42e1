/**
 * The army library in IndexedDB: plain async methods over the Dexie `armies` table, with no
 * reactivity, so Node tests (fake-indexeddb) can drive it exactly as the screen does. Every write
 * is a single put or delete, so closing the app mid-edit loses at most the keystroke in flight.
 */
import type { ArmyRecord, TenfoldDb } from '../../lib/db';
import type { ArmyCodec, ArmyDraft, Outcome } from './army-codec';
import { copyName } from './library-query';

/** Army files larger than this are not armies: refuse before parsing. */
export const MAX_ARMY_FILE_CHARS = 2 * 1024 * 1024;

export interface StoreOptions {
  newId?: () => string;
  now?: () => number;
}

export class LibraryStore {
  readonly #db: TenfoldDb;
  readonly #codec: ArmyCodec;
  readonly #newId: () => string;
  readonly #now: () => number;

  constructor(db: TenfoldDb, codec: ArmyCodec, options: StoreOptions = {}) {
    this.#db = db;
    this.#codec = codec;
    this.#newId = options.newId ?? (() => crypto.randomUUID());
    this.#now = options.now ?? Date.now;
  }

  list(): Promise<ArmyRecord[]> {
    return this.#db.armies.toArray();
  }

  get(id: string): Promise<ArmyRecord | undefined> {
    return this.#db.armies.get(id);
  }

  async add(draft: ArmyDraft): Promise<ArmyRecord> {
    const record: ArmyRecord = { ...draft, id: this.#newId(), updatedAt: this.#now() };
    await this.#db.armies.put(record);
    return record;
  }

  /** Writes an edited army over its record (the editor calls this on every change). */
  async update(id: string, draft: ArmyDraft): Promise<ArmyRecord> {
    const record: ArmyRecord = { ...draft, id, updatedAt: this.#now() };
    await this.#db.armies.put(record);
    return record;
  }

  async rename(id: string, name: string): Promise<Outcome<ArmyRecord>> {
    const trimmed = name.trim();
    if (!trimmed) return { ok: false, message: 'An army needs a name.' };
    const record = await this.get(id);
    if (!record) return { ok: false, message: 'That army is no longer in the library.' };
    const renamed = this.#codec.rename(record.file, trimmed);
    if (!renamed.ok) return renamed;
    return { ok: true, value: await this.update(id, renamed.value) };
  }

  async duplicate(id: string): Promise<Outcome<ArmyRecord>> {
    const record = await this.get(id);
    if (!record) return { ok: false, message: 'That army is no longer in the library.' };
    const names = (await this.list()).map((r) => r.name);
    const copy = this.#codec.rename(record.file, copyName(record.name, names));
    if (!copy.ok) return copy;
    return { ok: true, value: await this.add(copy.value) };
  }

  /** Deletes the army and hands back its record, so the screen can offer to undo. */
  async remove(id: string): Promise<ArmyRecord | undefined> {
    const record = await this.get(id);
    if (record) await this.#db.armies.delete(id);
    return record;
  }

  /** Puts a deleted army back exactly as it was, under its old id. */
  async restore(record: ArmyRecord): Promise<void> {
    await this.#db.armies.put(record);
  }

  /**
   * Adds an army from a file's text. The text is checked in full before anything is written: a
   * broken or hostile file is refused with a message and the library is left as it was. An import
   * always becomes a new army; it never overwrites one.
   */
  async importText(text: unknown): Promise<Outcome<ArmyRecord>> {
    if (typeof text !== 'string') return { ok: false, message: 'That is not a text file, so it cannot be an army file.' };
    if (text.length > MAX_ARMY_FILE_CHARS) return { ok: false, message: 'That file is far too large to be an army file.' };
    let read: Outcome<ArmyDraft>;
    try {
      read = this.#codec.read(text);
    } catch {
      // The core promises never to throw; if it ever does, the player still gets a refusal.
      read = { ok: false, message: 'Tenfold could not read that file as an army.' };
    }
    if (!read.ok) return read;
    return { ok: true, value: await this.add(read.value) };
  }
}
