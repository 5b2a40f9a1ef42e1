/**
 * The Armies screen's state: which view is shown (library, editor, card preview, balance), the library,
 * the army being edited, and the round trips to files through the Platform. Components call these
 * methods; every refusal lands in `library.notice` for the player to read.
 */
import type { Platform } from '../lib/platform/types';
import { printDialogNotice } from '../lib/platform/print-dialog';
import type { TenfoldDb } from '../lib/db';
import { buildCardsHtml } from './cards/cards-html';
import type { CardsLayout, PageSize } from './cards/card-model';
import { armyRules } from '../../../shared/armies/index';
import type { HomebrewHost, HomebrewSession } from '../rulesets/types';
import { BalanceState } from './balance.svelte';
import { ArmyEditor } from './editor.svelte';
import { homebrewDraftKey, type DraftStore } from './model/draft-store';
import { Library } from './library.svelte';
import type { Catalog } from './model/catalog';
import { fileNameFor } from './model/file-names';
import { armyCodec, armyKit, blankArmy, draftOf, factionName, readArmy, rulesetName, sampleFor, type RulesetId } from './model/kits';
import { LibraryStore } from './model/library-store';
import { rosterText } from './model/roster-text';

export type ArmiesMode = 'library' | 'edit' | 'cards' | 'homebrew' | 'balance';

export interface NewArmy {
  name: string;
  ruleset: RulesetId;
  faction: string;
  limit: number;
  /** Start from the core's sample list for this faction and size, when there is one. */
  sample?: boolean;
}

export class ArmiesScreen implements HomebrewHost {
  mode = $state<ArmiesMode>('library');
  editor = $state<ArmyEditor | null>(null);
  /** The plain-text roster being shown for copying, if any. */
  roster = $state<string | null>(null);
  busy = $state(false);
  /** The open homebrew editor, of the army's own ruleset. */
  homebrew = $state<HomebrewSession | null>(null);
  readonly library: Library;
  readonly catalog: Catalog;
  /** The Balance view: two armies, many games between the built-in opponent and itself. */
  readonly balance: BalanceState;
  readonly #platform: Platform;
  readonly #drafts: DraftStore;

  constructor(db: TenfoldDb, catalog: Catalog, platform: Platform, drafts: DraftStore) {
    this.catalog = catalog;
    this.#platform = platform;
    this.#drafts = drafts;
    const store = new LibraryStore(db, armyCodec(catalog));
    this.library = new Library(store, {
      faction: (r) => factionName(catalog, r.ruleset, r.faction),
      ruleset: (r) => rulesetName(r.ruleset),
    });
    this.balance = new BalanceState(this.library);
  }

  load(): Promise<void> {
    return this.library.load();
  }

  async create(choice: NewArmy): Promise<void> {
    const id = crypto.randomUUID();
    const sample = choice.sample ? sampleFor(choice.faction, choice.limit) : undefined;
    const army = sample ? { ...structuredClone(sample), id, name: choice.name } : blankArmy({ id, ...choice });
    const record = await this.library.create(draftOf(army, this.catalog));
    await this.open(record.id);
    if (army.homebrew) this.openHomebrew();
  }

  /**
   * A notice belongs to the view it was raised in: opening another army or view leaves it behind,
   * with the undo of a delete (it was offered in the library).
   */
  leave(): void {
    this.library.dismiss();
  }

  /** Opens the unit editor on the army's own faction, or on a copy of its built-in one. */
  openHomebrew(): void {
    const editor = this.editor;
    if (!editor) return;
    this.leave();
    const army = editor.army;
    const key = homebrewDraftKey(editor.recordId);
    const saved = (name: string) => {
      this.library.notice = { tone: 'info', text: `${name} saved with ${army.name}.` };
      this.homebrew = null;
      this.mode = 'edit';
    };
    const homebrew = armyKit(army.ruleset).homebrew;
    const builtIn = armyRules(army.ruleset)?.factionOf(army, this.catalog[army.ruleset] ?? []);
    const start = army.homebrew ?? homebrew.from(builtIn ?? homebrew.template());
    this.homebrew = homebrew.edit({ start, onsave: (faction) => (editor.useHomebrew(faction), saved(faction.name)), drafts: this.#drafts, key });
    this.mode = 'homebrew';
  }

  /** Back to the army; an unsaved homebrew draft is kept for next time unless discarded. */
  closeHomebrew(discard = false): void {
    this.leave();
    if (discard) this.homebrew?.editor.discard();
    else this.homebrew?.editor.close();
    this.homebrew = null;
    this.mode = 'edit';
  }

  async open(id: string): Promise<void> {
    const record = this.library.find(id);
    if (!record) return;
    this.leave();
    const read = readArmy(record.file);
    if (!read.ok) {
      this.library.notice = { tone: 'error', text: `${record.name} cannot be opened: ${read.message}` };
      return;
    }
    this.editor = new ArmyEditor(record.id, read.value, this.catalog, (draft) => this.library.save(record.id, draft));
    this.mode = 'edit';
  }

  async back(): Promise<void> {
    this.leave();
    if (this.mode === 'balance') {
      this.mode = 'library';
      return;
    }
    if (this.mode === 'cards' || this.mode === 'homebrew') {
      this.homebrew?.editor.close();
      this.homebrew = null;
      this.mode = 'edit';
      return;
    }
    await this.editor?.saved();
    this.editor = null;
    this.mode = 'library';
  }

  /** Straight back to the library from any view, with every change stored. */
  async toLibrary(): Promise<void> {
    this.leave();
    this.homebrew?.editor.close();
    this.homebrew = null;
    await this.editor?.saved();
    this.editor = null;
    this.mode = 'library';
  }

  /** The Balance view, from the library; a run under way goes on while the player looks elsewhere. */
  async showBalance(): Promise<void> {
    await this.toLibrary();
    this.balance.pickDefaults();
    this.mode = 'balance';
  }

  showCards(): void {
    if (!this.editor) return;
    this.leave();
    this.mode = 'cards';
  }

  cardsHtml(layout: CardsLayout, pageSize: PageSize): string {
    return this.editor ? buildCardsHtml(this.editor.cards(), { layout, pageSize }) : '';
  }

  async importFile(): Promise<void> {
    const opened = await this.#platform.openFile('army');
    if (opened.status === 'cancelled') return;
    if (opened.status === 'failed') {
      this.library.notice = { tone: 'error', text: opened.message };
      return;
    }
    await this.library.importText(opened.contents, opened.fileName);
  }

  async exportJson(): Promise<void> {
    if (!this.editor) return;
    const file = this.editor.jsonFile();
    this.#report(await this.#platform.saveFile('army', file.name, file.text), 'Army file');
  }

  showRoster(): void {
    if (this.editor) this.roster = rosterText(this.editor.army, this.catalog);
  }

  async exportPdf(layout: CardsLayout, pageSize: PageSize): Promise<void> {
    if (!this.editor) return;
    this.busy = true;
    try {
      const name = fileNameFor(`${this.editor.army.name} ${layout === 'cards' ? 'cards' : 'roster'}`, 'pdf');
      const result = await this.#platform.exportPdf('cards', name, this.cardsHtml(layout, pageSize), pageSize);
      if (result.status === 'printDialog') this.library.notice = { tone: 'info', text: printDialogNotice(layout === 'cards' ? 'the army cards' : 'the roster') };
      else this.#report(result, 'PDF');
    } finally {
      this.busy = false;
    }
  }

  #report(result: Awaited<ReturnType<Platform['saveFile']>>, what: string): void {
    if (result.status === 'failed') this.library.notice = { tone: 'error', text: `${what} not saved: ${result.message}` };
    else if (result.status === 'saved') this.library.notice = { tone: 'info', text: `${what} saved as ${result.fileName}.` };
  }
}
