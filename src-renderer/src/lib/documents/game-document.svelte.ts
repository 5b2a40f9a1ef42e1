/**
 * The `.tenfold` file open in this window, as a document: a game (the Play screen's) or a deployment
 * plan (the Table screen's); its file, its name, whether it has unsaved changes, and the File
 * commands (open, save, save as, revert, recent, recovery, exports). Screens read it and call
 * `update` after every change; each update is autosaved. A window holds one document, as the
 * desktop app keeps one file per window. Everything machine-specific goes through the Platform,
 * so the class is the same in both builds.
 *
 * Where a document is saved is the Platform's (main's path, the browser's shelf entry), and it
 * comes only from a file this document opened and accepted (keepOpened) or from a Save As: a new
 * document (replace, close) is saved nowhere, and a file refused here never becomes the place
 * another game is saved. A screen knows its work is still the open document by the generation it
 * was given, so a change to a game that was closed or replaced starts a new document rather than
 * writing into whichever one is open now.
 */
import { untrack } from 'svelte';
import type { AppRequest, GameOpenResult, GameSaveResult, Recoverable, RecentEntry } from '../../../../shared/ipc/contract';
import {
  buildReport,
  describeRefusal,
  fileNameFor,
  MAX_SAVEFILE_BYTES,
  parseSaveFile,
  reportToHtml,
  reportToMarkdown,
  serializeSaveFile,
  stampSavedAt,
  tooLargeProblem,
  type SaveFile,
} from '../../../../shared/savefile';
import { printDialogNotice } from '../platform/print-dialog';
import type { GameText, PdfResult, Platform } from '../platform/types';

export interface Notice {
  kind: 'error' | 'info';
  text: string;
}

/**
 * What happened to the document from outside a screen's own work, told to the screens that watch
 * it: a file was opened (recovered, reverted, dropped), the player renamed it in the File area, or
 * it was put away. A screen's own changes and saves are never told back to it.
 */
export type DocumentEvent = { type: 'opened'; file: SaveFile } | { type: 'renamed'; title: string } | { type: 'closed' };

/** Draws the table as PNG bytes at print resolution; the Table screen registers one while it is shown. */
export type TableImageSource = () => Promise<Uint8Array>;

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `game-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export class GameDocument {
  /**
   * The open file. Replaced whole, never changed in place, so it is not made deeply reactive: a
   * long game's file is thousands of commands, and saving or autosaving it through a reactive copy
   * after every change cost more than the change.
   */
  file = $state.raw<SaveFile | null>(null);
  /** The file's name once it was opened or saved; null for a game never saved. */
  fileName = $state<string | null>(null);
  /**
   * Whether the open document has changes not saved: the one flag the screens read. The platform
   * is never told it apart: it reads it from the autosave each change writes and each save drops.
   */
  dirty = $state(false);
  /** Whether the unsaved changes are already kept by an autosave (what a crash now would leave). */
  autosaved = $state(false);
  notice = $state<Notice | null>(null);
  recoverable = $state<Recoverable[]>([]);
  recent = $state<RecentEntry[]>([]);
  readonly name = $derived(this.fileName ?? (this.file ? fileNameFor(this.file.title) : 'No game open'));
  tableImage: TableImageSource | null = null;
  /**
   * The screens' own check of a file that passed the format's: why it cannot be shown (a plan the
   * Table screen cannot lay out), or null. A refused file is never adopted.
   */
  vet: (file: SaveFile) => string | null = () => null;
  /** Called with each file the player opens or recovers, so the app can show the screen of its kind. */
  onOpened: ((file: SaveFile) => void) | null = null;

  /** Stamped on every file written, so a file says which Tenfold made it. */
  appVersion: string;
  readonly #platform: Platform;
  /** The autosave key of the open document. */
  #id = newId();
  /** Counts the documents this window has held: a new one each time one is made, opened or closed. */
  #generation = $state(0);
  /** Counts changes, so an autosave or a save that finishes after a newer change does not claim to cover it. */
  #revision = 0;
  /** The screens watching the document; not reactive state, only told in turn. */
  #watchers: ((event: DocumentEvent) => void)[] = [];

  constructor(platform: Platform, appVersion = '0.0.0') {
    this.#platform = platform;
    this.appVersion = appVersion;
  }

  get id(): string {
    return this.#id;
  }

  /** Be told of changes from outside a screen's own work (see DocumentEvent); returns a stop function. */
  watch(watcher: (event: DocumentEvent) => void): () => void {
    this.#watchers = [...this.#watchers, watcher];
    return () => void (this.#watchers = this.#watchers.filter((w) => w !== watcher));
  }

  #tell(event: DocumentEvent): void {
    for (const watcher of this.#watchers) watcher(event);
  }

  /** Which document is open: it changes whenever another takes the window (made, opened, closed). */
  get generation(): number {
    return this.#generation;
  }

  /** Whether the open document is the one a screen was given at `claim` (a generation). */
  #isClaimed(kind: SaveFile['kind'], claim: number | undefined): boolean {
    return claim === undefined ? this.holds(kind) : claim === this.#generation;
  }

  // ——— changes ———

  /** Replace the game after a change (an activation, a setup change): marks it unsaved and autosaves it. */
  async update(next: SaveFile): Promise<void> {
    this.file = next;
    // Reading the document while marking it must not tie a calling effect to it (see offer).
    await untrack(() => this.#markDirty());
  }

  /** Whether the open document is of this kind, or there is none. */
  holds(kind: SaveFile['kind']): boolean {
    return this.file === null || this.file.kind === kind;
  }

  /**
   * Make a new document the open one (a new game, a plan in place of a game): asks first if the
   * current one has unsaved changes. The new one is unsaved, saved nowhere yet (its first Save
   * asks where), and autosaved. Returns false if the player kept the current one.
   */
  async replace(next: SaveFile): Promise<boolean> {
    if (!(await this.#mayLeave())) return false;
    await this.#platform.newDocument();
    return this.#take(next);
  }

  /** The new document takes the window: saved nowhere yet, with a fresh autosave, unsaved. */
  async #take(next: SaveFile): Promise<true> {
    this.fileName = null;
    this.#id = newId();
    this.#generation++;
    this.notice = null;
    this.file = next;
    await this.#markDirty();
    return true;
  }

  /**
   * New work (a new game): it becomes the open document, saved nowhere yet, after asking about
   * unsaved work of its own kind (false if the player kept that). Another kind of document with
   * unsaved changes (the plan a game is started from) is not asked about: it stays on its own
   * screen, and its autosave stays too, to be recovered if it is never saved.
   */
  async begin(next: SaveFile): Promise<boolean> {
    const [kind, dirty] = untrack(() => [this.file?.kind, this.dirty]);
    if (!dirty || kind === next.kind) return this.replace(next);
    await this.#platform.newDocument({ keepAutosave: true });
    return this.#take(next);
  }

  /**
   * A screen's work after a change: it stays the open document if it is the one the screen was
   * given (`claim`, a generation; without one, any document of its kind), else it becomes a new
   * document, unless another document has unsaved changes, which only the player's own Save may
   * replace (after asking). Returns whether the document now holds it.
   */
  async offer(next: SaveFile, claim?: number): Promise<boolean> {
    // Screens offer their work from effects: reading the document here must not make the effect
    // depend on it, or each update would run the effect, and so offer, again.
    const [held, dirty] = untrack(() => [this.#isClaimed(next.kind, claim), this.dirty]);
    if (held) {
      await this.update(next);
      return true;
    }
    return dirty ? false : this.replace(next);
  }

  /**
   * Save a screen's work; if another document is open, it takes that one's place first as a new
   * document (asking if it is unsaved). Work that is the open document is saved at once, in one
   * call to the platform, without an autosave first; only if it is not saved (cancelled, refused)
   * is it marked unsaved and autosaved, as any change.
   */
  async saveWork(next: SaveFile, mode: 'save' | 'saveAs' = 'save', claim?: number): Promise<boolean> {
    if (!untrack(() => this.#isClaimed(next.kind, claim))) return (await this.replace(next)) && this.save(mode);
    const changed = untrack(() => this.file) !== next;
    this.file = next;
    if (changed) ++this.#revision;
    const saved = await this.save(mode);
    if (!saved && changed) await untrack(() => this.#markDirty());
    return saved;
  }

  /** Put the document away after asking about unsaved changes; false if the player kept it. */
  async closeAsking(): Promise<boolean> {
    if (!(await this.#mayLeave())) return false;
    await this.close();
    return true;
  }

  async rename(title: string): Promise<void> {
    const trimmed = title.trim().slice(0, 120);
    if (!this.file || !trimmed || trimmed === this.file.title) return;
    const renamed = this.update({ ...this.file, title: trimmed });
    this.#tell({ type: 'renamed', title: trimmed });
    await renamed;
  }

  // ——— opening ———

  async open(): Promise<void> {
    if (await this.#mayLeave()) await this.#adopt(await this.#platform.openGame());
  }

  async openRecent(id: string): Promise<void> {
    if (await this.#mayLeave()) await this.#adopt(await this.#platform.openRecent(id));
  }

  /** A file dropped on the window: its text is read in the page, so no path is ever passed on. */
  async openDropped(file: File): Promise<void> {
    if (!/\.tenfold$/i.test(file.name)) return this.#fail(`${file.name} is not a Tenfold game or plan (.tenfold).`);
    if (file.size > MAX_SAVEFILE_BYTES) return this.#fail(describeRefusal(file.name, tooLargeProblem(file.size, MAX_SAVEFILE_BYTES)));
    if (!(await this.#mayLeave())) return;
    // Without a path Save asks where, suggesting the dropped file's name.
    await this.#adopt({ status: 'opened', fileName: file.name, contents: await file.text(), dirty: false }, 'dropped');
  }

  async revert(): Promise<void> {
    if (!this.file) return;
    if (this.dirty && (await this.#platform.confirmDiscard(this.name)) !== 'discard') return;
    await this.#adopt(await this.#platform.revertGame());
  }

  async refreshRecent(): Promise<void> {
    this.recent = await this.#platform.listRecent();
  }

  // ——— saving ———

  /** Save the open document: one call to the platform, which answers with the recent list too. */
  async save(mode: 'save' | 'saveAs' = 'save'): Promise<boolean> {
    const game = this.#text();
    if (!game) return false;
    const revision = this.#revision;
    const saved = this.#saved(await this.#platform.saveGame(game, mode), revision);
    // A change made while the save ran is not in the file, and the save dropped its autosave: keep it again.
    if (saved && revision !== this.#revision) await untrack(() => this.#markDirty());
    return saved;
  }

  // ——— recovery ———

  /** At start: autosaves left by a session that ended without saving. */
  async checkRecovery(): Promise<void> {
    this.recoverable = await this.#platform.listRecoverable();
  }

  async recover(id: string): Promise<void> {
    const result = await this.#platform.recover(id);
    this.recoverable = this.recoverable.filter((r) => r.id !== id);
    await this.#adopt(result);
  }

  async discardRecovery(id: string): Promise<void> {
    await this.#platform.discardRecovery(id);
    this.recoverable = this.recoverable.filter((r) => r.id !== id);
  }

  // ——— exports ———

  async exportReport(format: 'pdf' | 'markdown'): Promise<void> {
    if (!this.file) return this.#fail('Open a game to export its battle report.');
    const report = buildReport(this.file);
    const base = this.name.replace(/\.tenfold$/i, '');
    const result =
      format === 'pdf'
        ? await this.#platform.exportPdf('report', `${base} report.pdf`, reportToHtml(report))
        : await this.#platform.saveFile('report', `${base} report.md`, reportToMarkdown(report));
    this.#reportResult(result);
  }

  async exportTable(): Promise<void> {
    if (!this.tableImage) return this.#fail('Show the Table screen to export the table as a picture.');
    const base = this.name.replace(/\.tenfold$/i, '');
    this.#reportResult(await this.#platform.exportPng(`${base} table.png`, await this.tableImage()));
  }

  // ——— requests from the app (File menu, files opened by the system) ———

  async handle(request: AppRequest): Promise<void> {
    if (request.type === 'open') {
      if (await this.#mayLeave()) await this.#adopt(await this.#platform.openPending(request.ticket));
      return;
    }
    switch (request.action) {
      case 'new':
        if (await this.#mayLeave()) await this.close();
        return;
      case 'open':
        return this.open();
      case 'openRecent':
        return request.recentId ? this.openRecent(request.recentId) : undefined;
      case 'save':
      case 'saveAs':
        return void (await this.save(request.action));
      case 'saveAndClose':
        if (await this.save()) await this.#platform.closeWindow();
        return;
      case 'revert':
        return this.revert();
      case 'exportReportPdf':
        return this.exportReport('pdf');
      case 'exportReportMarkdown':
        return this.exportReport('markdown');
      case 'exportTablePng':
        return this.exportTable();
    }
  }

  /** Put the game away (after the player agreed): no file, nothing unsaved, a fresh autosave id. */
  async close(): Promise<void> {
    await this.#platform.newDocument();
    await this.#platform.discardRecovery(this.#id);
    this.file = null;
    this.fileName = null;
    this.dirty = false;
    this.#id = newId();
    this.#generation++;
    this.#tell({ type: 'closed' });
    await this.#platform.setDocumentState('Tenfold');
  }

  dismissNotice(): void {
    this.notice = null;
  }

  // ——— inside ———

  /** Whether unsaved work may be replaced: asks, and saves first if the player says so. */
  async #mayLeave(): Promise<boolean> {
    if (!this.dirty) return true;
    const choice = await this.#platform.confirmDiscard(this.name);
    if (choice === 'cancel') return false;
    if (choice === 'save') return this.save();
    await this.#platform.discardRecovery(this.#id);
    return true;
  }

  /**
   * Make an opened (recovered, reverted, dropped) file the open document, once it passed every
   * check; a refused one changes nothing here or on the platform. A dropped file was read in the
   * page, so it is saved nowhere yet; any other is saved where it came from.
   */
  async #adopt(result: GameOpenResult, source: 'platform' | 'dropped' = 'platform'): Promise<void> {
    if (result.status === 'cancelled') return;
    if (result.status === 'failed') return this.#fail(result.message);
    const parsed = parseSaveFile(result.contents);
    if (!parsed.ok) return this.#fail(describeRefusal(result.fileName, parsed.problem));
    let problem: string | null;
    try {
      problem = this.vet(parsed.value.file);
    } catch {
      problem = 'it could not be checked: its data is not what Tenfold expects.';
    }
    if (problem) return this.#fail(describeRefusal(result.fileName, problem));
    if (source === 'dropped') await this.#platform.newDocument();
    else await this.#platform.keepOpened();
    this.file = parsed.value.file;
    this.fileName = source === 'platform' || result.dirty ? result.fileName : null;
    this.#id = result.autosaveId ?? newId();
    this.#generation++;
    this.dirty = result.dirty;
    // A recovered game is unsaved, but what it holds is exactly its autosave.
    this.autosaved = result.dirty;
    this.notice =
      parsed.value.migratedFrom !== null
        ? { kind: 'info', text: `${result.fileName} was made by an older Tenfold; saving writes it in the current format.` }
        : null;
    await this.#platform.setDocumentState(this.name);
    this.#tell({ type: 'opened', file: parsed.value.file });
    this.onOpened?.(parsed.value.file);
    await this.refreshRecent();
  }

  /** A change: unsaved, and autosaved in the one call to the platform a change costs. */
  async #markDirty(): Promise<void> {
    const revision = ++this.#revision;
    this.dirty = true;
    this.autosaved = false;
    const game = this.#text();
    if (!game) return;
    const result = await this.#platform.autosave(game);
    if (result.status === 'failed') this.#fail(result.message);
    // A newer change may have started meanwhile; only the latest autosave counts.
    else if (revision === this.#revision) this.autosaved = true;
  }

  /** The platform's answer to a save begun at `revision`: a change made while it ran is still unsaved. */
  #saved(result: GameSaveResult, revision: number): boolean {
    if (result.status === 'cancelled') return false;
    if (result.status === 'failed') {
      this.#fail(result.message);
      return false;
    }
    this.fileName = result.fileName;
    if (revision === this.#revision) this.dirty = false;
    this.recent = result.recent;
    this.notice = { kind: 'info', text: result.note ? `Saved ${result.fileName}. ${result.note}` : `Saved ${result.fileName}.` };
    return true;
  }

  #reportResult(result: PdfResult): void {
    if (result.status === 'failed') this.#fail(result.message);
    else if (result.status === 'saved') this.notice = { kind: 'info', text: `Exported ${result.fileName}.` };
    else if (result.status === 'printDialog') this.notice = { kind: 'info', text: printDialogNotice('the battle report') };
  }

  #text(): GameText | null {
    if (!this.file) return null;
    const text = serializeSaveFile({ ...stampSavedAt(this.file, Date.now()), app: { version: this.appVersion } });
    if (!text.ok) {
      this.#fail(text.problem);
      return null;
    }
    return { id: this.#id, title: this.file.title, suggestedName: this.name, contents: text.value };
  }

  #fail(text: string): void {
    this.notice = { kind: 'error', text };
  }
}
