/**
 * The Play screen as a whole: the wizard before a game, the game in play after, and the game as a
 * document. Every change is handed to the app's GameDocument (lib/documents), which marks it
 * unsaved, autosaves it and answers the File area's Save, Save As, Open and Recent. The screen
 * watches the document only for what happens to it from outside (DocumentEvent): a game the player
 * opens there is replayed here, a rename renames it here, a closed document closes it here. Its
 * own changes and saves are never handed back to it.
 *
 * A new game is a new document, saved nowhere until the player's first Save asks where: it never
 * takes over the file of the game before it. The screen keeps the document's generation from when
 * its game became the document (its claim), so its changes only ever go into that document.
 */
import type { DocumentEvent, GameDocument } from '../lib/documents/game-document.svelte';
import type { BattleReport, SaveFile } from '../../../shared/savefile/index';
import type { Plan } from '../plan/plan';
import { NewGameWizard } from './new-game.svelte';
import { fromSaveFile, gameReport, toSaveFile } from './model/save';
import type { SessionData } from './model/session';
import { PlaySession } from './session.svelte';

export class PlayScreen {
  session = $state<PlaySession | null>(null);
  readonly wizard = new NewGameWizard();
  /** A line about the game: opened, refused. */
  notice = $state<string | null>(null);
  doc: GameDocument | null = null;
  /** The document's generation when the game on screen became the open document; null if it is not. */
  #claim: number | null = null;
  /** The file last handed to the document and the change it holds, so Save knows the document is up to date. */
  #handed: { session: PlaySession; revision: number; file: SaveFile } | null = null;
  #unwatch: (() => void) | null = null;

  get version(): string {
    return this.doc?.appVersion ?? '0.0.0';
  }

  /** Work with the window's document: a game it already holds (opened before this screen was first shown) is played here. */
  attach(doc: GameDocument): void {
    this.#unwatch?.();
    this.doc = doc;
    this.#unwatch = doc.watch((event) => this.#told(event));
    if (doc.file && doc.generation !== this.#claim) this.#opened(doc.file);
    void doc.refreshRecent().catch(() => undefined);
  }

  begin(data: SessionData): void {
    this.session?.dispose();
    this.session = new PlaySession(data);
    this.notice = null;
  }

  /**
   * Start the game chosen in the wizard as a new document (asking first about an unsaved game, which
   * the player may keep instead). Returns whether it started.
   */
  async startNew(): Promise<boolean> {
    const data = this.wizard.start();
    if (!data) return false;
    if (this.doc) {
      const file = toSaveFile(data, this.version);
      if (!(await this.doc.begin(file))) return false;
      this.#claim = this.doc.generation;
      this.begin(data);
      this.#handed = { session: this.session!, revision: 0, file };
      return true;
    }
    this.begin(data);
    return true;
  }

  /**
   * "Play this deployment" on the Table screen: the wizard starts from that plan. A game on screen
   * is closed first (asking if it has unsaved changes; if the player keeps it, nothing changes).
   */
  async playPlan(plan: Plan, from: string): Promise<void> {
    if (this.session) await this.close();
    if (!this.session) this.wizard.usePlan(plan, from);
  }

  /** Hand the game to the document after a change: unsaved, autosaved (unless another document with unsaved changes is open; Save asks then). */
  async publish(): Promise<void> {
    const session = this.session;
    if (!session || !this.doc) return;
    // The game is written into a file once per change; the document serialises that file once to autosave it.
    const file = toSaveFile(session.data, this.version);
    this.#handed = { session, revision: session.revision, file };
    if (await this.doc.offer(file, this.#claim ?? -1)) this.#claim = this.doc.generation;
  }

  /** Whether the open document holds the game on screen as it is now (every change handed over). */
  #current(): boolean {
    const handed = this.#handed;
    return (
      !!this.doc &&
      !!this.session &&
      this.#claim === this.doc.generation &&
      handed?.session === this.session &&
      handed.revision === this.session.revision &&
      this.doc.file === handed.file
    );
  }

  #told(event: DocumentEvent): void {
    if (event.type === 'opened') this.#opened(event.file);
    else if (event.type === 'renamed') {
      // The player renamed this game in the File area.
      if (this.session && this.doc?.generation === this.#claim) this.session.data = { ...this.session.data, title: event.title };
    } else if (this.#claim !== null) this.#leave(); // File → New put this game's document away.
  }

  /** A game opened (resumed, recovered, reverted) in the document is replayed here; a plan is the Table screen's. */
  #opened(file: SaveFile): void {
    if (file.kind !== 'game' || !this.doc) return;
    const read = fromSaveFile(file);
    if (!read.ok) {
      this.notice = read.reason;
      return;
    }
    this.#claim = this.doc.generation;
    this.begin(read.data);
    this.#handed = { session: this.session!, revision: 0, file };
    this.notice = `Resumed ${file.title}.`;
  }

  /**
   * Save the game: when the document already holds it as it is (every change is handed over as it
   * happens), this is the document's Save alone, one call to the platform.
   */
  async save(): Promise<void> {
    if (!this.session || !this.doc) return;
    if (this.#current()) {
      await this.doc.save('save');
      return;
    }
    const file = toSaveFile(this.session.data, this.version);
    this.#handed = { session: this.session, revision: this.session.revision, file };
    if (await this.doc.saveWork(file, 'save', this.#claim ?? -1)) this.#claim = this.doc.generation;
  }

  async resume(id: string): Promise<void> {
    await this.doc?.openRecent(id);
  }

  async openFile(): Promise<void> {
    await this.doc?.open();
  }

  /**
   * Leave the game and go back to the wizard. The game's document is put away too (asking first if
   * it has unsaved changes, which the player may keep instead), so nothing that follows is saved
   * into its file.
   */
  async close(): Promise<void> {
    // The last change may still be on its way to the document (it is handed over a moment after).
    if (this.session && this.#handed?.session === this.session && this.#handed.revision !== this.session.revision) await this.publish();
    if (this.doc && this.#claim === this.doc.generation && !(await this.doc.closeAsking())) return;
    this.#leave();
  }

  #leave(): void {
    this.session = null;
    this.#handed = null;
    this.#claim = null;
  }

  async exportReport(): Promise<void> {
    if (!this.#current()) await this.publish();
    await this.doc?.exportReport('markdown');
  }

  /** The battle report of the game on screen, as the Result shows it. */
  report(): BattleReport | null {
    return this.session ? gameReport(this.session.data, this.version) : null;
  }
}
