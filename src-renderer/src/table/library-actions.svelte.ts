/**
 * The Table screen's dealings with the library: army lists to deploy, terrain layouts kept and
 * reused, and the plans an older Tenfold kept there (plans are `.tenfold` files now; see
 * plan-document.svelte.ts). What cannot be read is refused with a reason and leaves the table as it was.
 */
import type { TableController } from './controller.svelte';
import * as cmd from './model/commands';
import { starterArmies } from './model/army-source';
import { libraryArmies, listLayouts, listPlans, readLayout, readPlan, saveLayout, type SavedEntry } from './model/library';
import { readLayoutFile, writeLayout } from '../plan/plan-file';
import { generateTerrain } from '../plan/terrain-generator';

export class TableLibrary {
  plans = $state<SavedEntry[]>([]);
  layouts = $state<SavedEntry[]>([]);
  readonly #ctrl: TableController;
  #seed = Math.floor(Math.random() * 1e9);

  constructor(ctrl: TableController) {
    this.#ctrl = ctrl;
  }

  async refresh(): Promise<void> {
    try {
      const [armies, plans, layouts] = await Promise.all([libraryArmies(), listPlans(), listLayouts()]);
      this.#ctrl.armyChoices = [...armies, ...starterArmies()];
      this.plans = plans;
      this.layouts = layouts;
    } catch {
      this.#ctrl.plans.notice = { kind: 'refused', text: 'The library could not be read; starter armies are still offered.' };
    }
  }

  generate(): void {
    const ctrl = this.#ctrl;
    const result = generateTerrain(ctrl.plan.ruleset, ctrl.plan.table, this.#seed++);
    if (!Array.isArray(result)) {
      ctrl.plans.notice = { kind: 'refused', text: result.reason };
      return;
    }
    ctrl.ui.selection = null;
    ctrl.plans.apply(cmd.replaceTerrain(ctrl.plan, result, `Generated ${result.length} terrain pieces`));
  }

  /** The text of a plan kept in the library by an older Tenfold, to open as a `.tenfold` plan. */
  async keptPlanText(id: string): Promise<string> {
    return (await readPlan(id)) ?? '';
  }

  async saveLayout(name: string): Promise<void> {
    const ctrl = this.#ctrl;
    if (ctrl.plan.terrain.length === 0) {
      ctrl.plans.notice = { kind: 'refused', text: 'There is no terrain on the table to keep.' };
      return;
    }
    const title = name.trim() || `Layout ${this.layouts.length + 1}`;
    await saveLayout(`layout-${Date.now().toString(36)}`, title, ctrl.plan.ruleset, writeLayout(ctrl.plan));
    ctrl.plans.notice = { kind: 'done', text: `Kept the layout "${title}".` };
    await this.refresh();
  }

  async openLayout(id: string): Promise<void> {
    const ctrl = this.#ctrl;
    const read = readLayoutFile((await readLayout(id)) ?? '');
    if (!read.ok) {
      ctrl.plans.notice = { kind: 'refused', text: `The layout was not used: ${read.reason}` };
      return;
    }
    const { table, terrain } = read.value;
    const sized = table.width === ctrl.plan.table.width && table.height === ctrl.plan.table.height ? ctrl.plan : { ...ctrl.plan, table };
    ctrl.ui.selection = null;
    ctrl.plans.apply(cmd.replaceTerrain(sized, terrain, 'Used a saved layout'));
  }
}
