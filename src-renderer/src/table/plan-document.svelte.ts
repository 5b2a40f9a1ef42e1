/**
 * The Table screen's plan as the window's open document (lib/documents): every change is handed to
 * the GameDocument as a `.tenfold` file of kind "plan", which marks it unsaved, autosaves it and
 * answers Save, Save As, Open, Recent and Revert; a plan the player opens or recovers there is laid
 * out here (the screen watches the document for it, and is never handed its own plan back). While a
 * game with unsaved changes is the open document, the plan stays on the table only, and saving it
 * asks about the game first.
 */
import type { DocumentEvent, GameDocument } from '../lib/documents/game-document.svelte';
import type { SaveFile } from '../../../shared/savefile/index';
import type { TableController } from './controller.svelte';
import type { Plan } from '../plan/plan';
import { planFromSaveFile, planToSaveFile, readAnyPlanText } from '../plan/plan-savefile';

export class PlanDocument {
  doc: GameDocument | null = null;
  /** True while the plan's latest changes are not in the open document (an unsaved game holds it). */
  waiting = $state(false);
  readonly #ctrl: TableController;
  /** The last plan handed to the document, so a change is told from a plan opened here. */
  #seen: Plan;
  #unwatch: (() => void) | null = null;

  constructor(ctrl: TableController) {
    this.#ctrl = ctrl;
    this.#seen = ctrl.plan;
  }

  /** Work with the window's document (once per document): a plan it already holds is laid out here. */
  attach(doc: GameDocument): void {
    if (this.doc === doc) return;
    this.#unwatch?.();
    this.doc = doc;
    this.#unwatch = doc.watch((event) => this.#told(event));
    if (doc.file) this.adopt(doc.file);
  }

  #told(event: DocumentEvent): void {
    if (event.type === 'opened') this.adopt(event.file);
    // The player renamed the plan in the title field: a change like any other, with its undo.
    else if (event.type === 'renamed' && this.doc?.file?.kind === 'plan') this.#rename(event.title);
  }

  /** The file name shown in the Plan panel, when the open document is this plan. */
  get fileName(): string | null {
    return this.doc?.file?.kind === 'plan' ? this.doc.fileName : null;
  }

  get dirty(): boolean {
    return this.waiting || (this.doc?.file?.kind === 'plan' && this.doc.dirty);
  }

  /** The planner's plan after a change (or an undo): hand it to the document. */
  async changed(plan: Plan): Promise<void> {
    if (plan === this.#seen) return;
    this.#seen = plan;
    const file = this.#file();
    if (!file || !this.doc) return;
    this.waiting = !(await this.doc.offer(file));
  }

  /** A plan the document took from outside this screen (opened, recovered, reverted, imported): lay it out. */
  adopt(file: SaveFile): void {
    if (file.kind !== 'plan') return;
    const read = planFromSaveFile(file);
    if (!read.ok) {
      this.#ctrl.plans.notice = { kind: 'refused', text: `The plan was not opened: ${read.reason}` };
      return;
    }
    this.#ctrl.ui.reset();
    this.#ctrl.plans.load(read.value);
    this.#seen = this.#ctrl.plan;
    this.waiting = false;
  }

  async save(mode: 'save' | 'saveAs'): Promise<void> {
    const file = this.#file();
    if (!file || !this.doc) return;
    if (await this.doc.saveWork(file, mode)) this.waiting = false;
  }

  async open(): Promise<void> {
    await this.doc?.open();
  }

  /**
   * A plan file picked in the Plan panel: a `.tenfold` plan, or a JSON plan from an older Tenfold.
   * It becomes a new, unsaved plan (so Save asks where to write the `.tenfold`), after asking about
   * unsaved changes; a file that cannot be read is refused and nothing changes.
   */
  async importText(text: string): Promise<void> {
    const read = readAnyPlanText(text);
    if (!read.ok) {
      this.#ctrl.plans.notice = { kind: 'refused', text: read.reason };
      return;
    }
    const file = planToSaveFile(read.value, this.doc?.appVersion ?? '0.0.0');
    if (!file.ok) {
      this.#ctrl.plans.notice = { kind: 'refused', text: `The plan was not opened: ${file.reason}` };
      return;
    }
    if (!this.doc) return this.#ctrl.plans.load(read.value);
    // Laid out as any plan the document opens, once it is the open document.
    if (await this.doc.replace(file.value)) this.adopt(file.value);
  }

  #rename(title: string): void {
    const plan = this.#ctrl.plan;
    this.#ctrl.plans.apply({ ok: true, plan: { ...plan, name: title }, label: `Renamed the plan "${title}"` });
  }

  #file(): SaveFile | null {
    const written = planToSaveFile(this.#ctrl.plan, this.doc?.appVersion ?? '0.0.0');
    if (!written.ok) {
      this.#ctrl.plans.notice = { kind: 'refused', text: written.reason };
      return null;
    }
    return written.value;
  }
}
