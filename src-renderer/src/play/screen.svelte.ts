/**
 * The Play screen as a whole: the wizard before a game, the game in play after, and the game as a
 * document. Every change is handed to the app's GameDocument (lib/documents), which marks it
 * unsaved, autosaves it and answers the File area's Save, Save As, Open and Recent; a game the
 * player opens there is replayed here.
 */
import type { GameDocument } from '../lib/documents/game-document.svelte';
import type { SaveFile } from '../../../shared/savefile/index';
import { NewGameWizard } from './new-game.svelte';
import { battleReport, fromSaveFile, toSaveFile } from './model/save';
import type { SessionData } from './model/session';
import { PlaySession } from './session.svelte';

export class PlayScreen {
  session = $state<PlaySession | null>(null);
  readonly wizard = new NewGameWizard();
  /** A line about the game: opened, refused. */
  notice = $state<string | null>(null);
  doc: GameDocument | null = null;
  /** The last file this screen handed to the document, so its own changes are not replayed back. */
  #pushed: SaveFile | null = null;

  get version(): string {
    return this.doc?.appVersion ?? '0.0.0';
  }

  attach(doc: GameDocument): void {
    this.doc = doc;
    void doc.refreshRecent().catch(() => undefined);
  }

  begin(data: SessionData): void {
    this.session = new PlaySession(data);
    this.notice = null;
  }

  startNew(): void {
    const data = this.wizard.start();
    if (!data) return;
    this.begin(data);
    void this.publish();
  }

  /** Hand the game to the document after a change: unsaved, autosaved (unless an unsaved plan is open; Save asks then). */
  async publish(): Promise<void> {
    if (!this.session || !this.doc) return;
    const file = toSaveFile(this.session.data, this.version);
    this.#pushed = file;
    await this.doc.offer(file);
  }

  /** The document holds another game (opened, recovered): replay it here. */
  adopt(file: SaveFile | null): void {
    // The document keeps its own (proxied) copy, so the screen's own file is known by its stamp.
    const own = this.#pushed;
    if (!file || file.kind !== 'game' || (own && file.savedAt === own.savedAt && file.commands.length === own.commands.length)) return;
    const read = fromSaveFile(file);
    if (!read.ok) {
      this.notice = read.reason;
      return;
    }
    this.#pushed = file;
    this.begin(read.data);
    this.notice = `Resumed ${file.title}.`;
  }

  async save(): Promise<void> {
    if (!this.session || !this.doc) return;
    const file = toSaveFile(this.session.data, this.version);
    this.#pushed = file;
    await this.doc.saveWork(file, 'save');
  }

  async resume(id: string): Promise<void> {
    await this.doc?.openRecent(id);
  }

  async openFile(): Promise<void> {
    await this.doc?.open();
  }

  /** Leave the game and go back to the wizard; an unsaved game stays recoverable from its autosave. */
  close(): void {
    this.session = null;
    this.#pushed = null;
  }

  async exportReport(): Promise<void> {
    await this.publish();
    await this.doc?.exportReport('markdown');
  }

  reportText(): string {
    return this.session ? battleReport(this.session.data, this.version) : '';
  }
}
