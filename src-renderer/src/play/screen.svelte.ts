/**
 * The Play screen as a whole: the wizard before a game, the game in play after, and the game as a
 * document. Every change is handed to the app's GameDocument (lib/documents), which marks it
 * unsaved, autosaves it and answers the File area's Save, Save As, Open and Recent; a game the
 * player opens there is replayed here.
 *
 * A new game is a new document, saved nowhere until the player's first Save asks where: it never
 * takes over the file of the game before it. The screen keeps the document's generation from when
 * its game became the document (its claim), so its changes only ever go into that document.
 */
import type { GameDocument } from '../lib/documents/game-document.svelte';
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
  /** The last file this screen handed to the document, so its own changes are not replayed back. */
  #pushed: SaveFile | null = null;
  /** The document's generation when the game on screen became the open document; null if it is not. */
  #claim: number | null = null;

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

  /**
   * Start the game chosen in the wizard as a new document (asking first about an unsaved game, which
   * the player may keep instead). Returns whether it started.
   */
  async startNew(): Promise<boolean> {
    const data = this.wizard.start();
    if (!data) return false;
    if (this.doc) {
      const file = toSaveFile(data, this.version);
      this.#pushed = file;
      if (!(await this.doc.begin(file))) return false;
      this.#claim = this.doc.generation;
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
    if (!this.session || !this.doc) return;
    const file = toSaveFile(this.session.data, this.version);
    this.#pushed = file;
    if (await this.doc.offer(file, this.#claim ?? -1)) this.#claim = this.doc.generation;
  }

  /**
   * The document changed: another game (opened, recovered) is replayed here; the player renaming
   * this game in the File area renames it here; a closed document closes the game on screen.
   */
  adopt(file: SaveFile | null): void {
    const doc = this.doc;
    if (!doc) return;
    if (doc.generation === this.#claim) {
      if (file && this.session && file.title !== this.session.data.title) this.session.data = { ...this.session.data, title: file.title };
      return;
    }
    if (!file) {
      // File → New put this game's document away.
      if (this.#claim !== null) this.#leave();
      return;
    }
    // The document keeps its own (proxied) copy, so the screen's own file is known by its stamp.
    const own = this.#pushed;
    if (file.kind !== 'game' || (own && file.savedAt === own.savedAt && file.commands.length === own.commands.length)) return;
    const read = fromSaveFile(file);
    if (!read.ok) {
      this.notice = read.reason;
      return;
    }
    this.#pushed = file;
    this.#claim = doc.generation;
    this.begin(read.data);
    this.notice = `Resumed ${file.title}.`;
  }

  async save(): Promise<void> {
    if (!this.session || !this.doc) return;
    const file = toSaveFile(this.session.data, this.version);
    this.#pushed = file;
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
    if (this.doc && this.#claim === this.doc.generation && !(await this.doc.closeAsking())) return;
    this.#leave();
  }

  #leave(): void {
    this.session = null;
    this.#pushed = null;
    this.#claim = null;
  }

  async exportReport(): Promise<void> {
    await this.publish();
    await this.doc?.exportReport('markdown');
  }

  /** The battle report of the game on screen, as the Result shows it. */
  report(): BattleReport | null {
    return this.session ? gameReport(this.session.data, this.version) : null;
  }
}
