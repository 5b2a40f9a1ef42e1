/**
 * The army being edited: the army file, its view worked out by the rules core, and the unit the
 * player was sent to from a problem. Every change is written to the library at once (in order), so
 * closing the app mid-edit loses nothing.
 */
import type { FactionBase } from '../../../shared/core/army';
import type { CardsDocument } from './cards/card-model';
import type { ArmyDraft } from './model/army-codec';
import * as edits from './model/army-edits';
import type { ArmyView, Problem } from './model/army-view';
import type { Catalog } from './model/catalog';
import { armyCards, armyJson, armyKit, draftOf, viewArmy, type ArmyFile } from './model/kits';
import { fileNameFor } from './model/file-names';

export class ArmyEditor {
  // Raw: every edit makes a new army file, and it stays plain data for IndexedDB and cloning.
  army = $state.raw() as ArmyFile;
  /** Where the player was just sent (from a problem, or to a unit they added): a unit or a category group. */
  focus = $state<{ kind: 'unit' | 'category' | 'total'; id: string; at: number } | null>(null);
  readonly view: ArmyView = $derived.by(() => viewArmy(this.army, this.#catalog));
  readonly recordId: string;

  readonly #catalog: Catalog;
  readonly #save: (draft: ArmyDraft) => Promise<void>;
  #writing: Promise<void> = Promise.resolve();

  constructor(recordId: string, army: ArmyFile, catalog: Catalog, save: (draft: ArmyDraft) => Promise<void>) {
    this.recordId = recordId;
    this.#catalog = catalog;
    this.#save = save;
    this.army = army;
  }

  /** Resolves when every change so far is stored. */
  saved(): Promise<void> {
    return this.#writing;
  }

  #commit(next: ArmyFile): void {
    if (next === this.army) return;
    this.army = next;
    const draft = draftOf(next, this.#catalog);
    // Writes are chained so an older army can never land after a newer one.
    this.#writing = this.#writing.then(() => this.#save(draft)).catch((error: unknown) => console.warn('Army not saved', error));
  }

  rename(name: string): void {
    this.#commit(edits.setName(this.army, name));
  }

  setLimit(limit: number): void {
    this.#commit(edits.setLimit(this.army, limit));
  }

  addUnit(profile: string): void {
    const min = this.view.catalog.find((u) => u.id === profile)?.minModels ?? 1;
    const { army, uid } = edits.addUnit(this.army, profile, min);
    this.#commit(army);
    this.goTo(uid);
  }

  removeUnit(uid: string): void {
    this.#commit(edits.removeUnit(this.army, uid));
  }

  setModels(uid: string, models: number): void {
    this.#commit(edits.setModels(this.army, uid, models));
  }

  setLabel(uid: string, label: string): void {
    this.#commit(edits.setLabel(this.army, uid, label));
  }

  /** A unit's upgrade on or off, for books whose units have them. */
  toggleOption(uid: string, option: string): void {
    const toggle = armyKit(this.army.ruleset).toggleOption;
    if (toggle) this.#commit(toggle(this.army, uid, option));
  }

  /** One of the list's own choices, for books that ask them (a force organisation, a focus). */
  choose(choice: string, value: string): void {
    const choose = armyKit(this.army.ruleset).choose;
    if (choose) this.#commit(choose(this.army, choice, value));
  }

  setFaction(faction: string): void {
    this.#commit(edits.setFaction(this.army, faction));
  }

  /** The army draws on the player's own faction (or army book), checked by its homebrew editor. */
  useHomebrew(faction: FactionBase): void {
    this.#commit(edits.useHomebrew(this.army, faction));
  }

  /** Moves a unit up or down among the units of its own category (the order cards print in). */
  moveUnit(uid: string, by: -1 | 1): void {
    const category = this.view.units.find((u) => u.uid === uid)?.category;
    const group = this.view.units.filter((u) => u.category === category);
    const neighbour = group[group.findIndex((u) => u.uid === uid) + by];
    if (neighbour) this.#commit(edits.swapUnits(this.army, uid, neighbour.uid));
  }

  /** Takes the player to a unit (the editor scrolls to it and focuses it). */
  goTo(uid: string): void {
    this.focus = { kind: 'unit', id: uid, at: Date.now() };
  }

  /**
   * Takes the player to what a problem is about: the unit at fault, for a force-organisation
   * problem the category group whose count is wrong, else the army's points total.
   */
  goToProblem(problem: Problem): void {
    if (problem.unitUid) return this.goTo(problem.unitUid);
    const row = this.view.foc.find((r) => r.rule === problem.rule);
    // Anything else is about the whole army (its points total, its faction).
    this.focus = row ? { kind: 'category', id: row.category, at: Date.now() } : { kind: 'total', id: '', at: Date.now() };
  }

  cards(): CardsDocument {
    return armyCards(this.army, this.#catalog);
  }

  jsonFile(): { name: string; text: string } {
    return { name: fileNameFor(this.army.name, 'json'), text: armyJson(this.army) };
  }
}
