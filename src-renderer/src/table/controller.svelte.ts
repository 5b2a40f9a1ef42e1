/**
 * The Table screen's brain: it holds the plan (with undo), the screen state, and everything
 * derived from them through the rules core — the armies' units, the core's table and its spatial
 * index, rule breaks, sight and reach, objective control — and keeps the Konva view in step.
 * Components render its fields and call its methods; pointer gestures arrive in `gestures.ts`.
 */
import { buildTableIndex, objectiveControl, OBJECTIVE_RADIUS, type TableUnit } from '../../../shared/geometry/index';
import { nextInTurn } from '../../../shared/core/turns';
import * as cmd from './model/commands';
import { type ArmyChoice, rosterFromFile, starterArmies } from './model/army-source';
import { zonesOf, objectiveProblems, terrainProblems } from '../plan/mission';
import { PlanState } from './model/plan-state.svelte';
import type { Side } from '../plan/plan';
import type { CoverLevel, TerrainRules } from '../plan/terrain-catalog';
import { type Roster, unitsByKey } from '../plan/roster';
import { tableOf } from '../plan/table-adapter';
import { TableUi } from './model/ui-state.svelte';
import { unitProblems, type UnitProblems } from './model/unit-checks';
import { type Engagement, withCharge } from './overlays/engagement';
import type { ObjectiveLook } from './overlays/objectives';
import { sightOf } from './scene';
import { panBy, type View } from '../board/transform';
import type { TableView } from '../board/table-view';
import { zoomCentre } from '../board/pointer';

export class TableController {
  readonly plans = new PlanState();
  readonly ui = new TableUi();
  showGrid = $state(true);
  /** Armies a player can pick: the built-in starters now, the library once it has loaded. */
  armyChoices = $state<ArmyChoice[]>(starterArmies());
  /** The unit being dragged (its old place shows as a ghost), or null. */
  dragKey = $state<string | null>(null);

  readonly plan = $derived(this.plans.plan);
  readonly #armies = $derived(this.plan.armies);
  readonly rosterResults = $derived(this.#armies.map((a, side) => (a ? rosterFromFile(side as Side, a.file) : null)));
  readonly rosters = $derived(this.rosterResults.map((r) => (r?.ok ? r.roster : null)) as [Roster | null, Roster | null]);
  readonly roster = $derived(unitsByKey(this.rosters));
  readonly tableSize = $derived(this.plan.table);
  readonly terrain = $derived(this.plan.terrain);
  readonly deployment = $derived(this.plan.deployment);
  readonly zones = $derived(zonesOf({ deployment: this.deployment, table: this.tableSize }));
  readonly table = $derived(tableOf(this.plan, this.roster));
  readonly index = $derived(buildTableIndex(this.table));

  readonly problems = $derived.by(() => {
    // A fresh map per plan, never mutated afterwards: nothing needs to react to its insides.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const map = new Map<string, UnitProblems>();
    for (const u of this.table.units) map.set(u.id, unitProblems(this.plan, this.index, u.id, u.models, this.name(u.id)));
    return map;
  });

  /** D10.SETUP.DEPLOY_ALTERNATE / DEPLOY_FIRST: who places the next unit (null when all are placed). */
  readonly turn = $derived.by((): Side | null => {
    const done: [number, number] = [0, 0];
    const total: [number, number] = [this.rosters[0]?.units.length ?? 0, this.rosters[1]?.units.length ?? 0];
    for (const key of [...this.plan.units.map((u) => u.key), ...this.plan.reserves]) if (this.roster.has(key)) done[this.roster.get(key)!.side]++;
    return nextInTurn(this.plan.firstToDeploy, { done, total });
  });

  readonly selectedUnit = $derived(this.table.units.find((u) => u.id === this.ui.selectedUnit));
  readonly engagements = $derived<Engagement[]>(
    this.selectedUnit
      ? sightOf(this.index, this.selectedUnit, this.roster, (k) => this.name(k), 'from').map((e) => withCharge(this.index, e, this.roster.get(e.from)?.charge ?? 6))
      : [],
  );
  readonly seenBy = $derived<Engagement[]>(this.selectedUnit ? sightOf(this.index, this.selectedUnit, this.roster, (k) => this.name(k), 'to') : []);

  readonly objectives = $derived<ObjectiveLook[]>(
    this.plan.objectives.map((o, i) => {
      const control = objectiveControl(o, this.table.units);
      return {
        id: o.id,
        label: `Objective ${i + 1}`,
        x: o.x,
        y: o.y,
        radius: OBJECTIVE_RADIUS,
        controller: control.controller,
        contested: control.contested,
        problems: objectiveProblems(this.plan, o.id, this.table, (k) => this.name(k)),
        selected: this.ui.selection?.kind === 'objective' && this.ui.selection.id === o.id,
      };
    }),
  );

  readonly terrainIssues = $derived(this.terrain.flatMap((t) => terrainProblems(this.plan, t.id, this.table)));

  /** The current zoom and pan, printed on the canvas for tests (data-view) and read by the zoom label. */
  view = $state<View | null>(null);
  #view: TableView | null = null;

  attachView(view: TableView | null): void {
    this.#view = view;
  }

  zoom(factor: number): void {
    if (this.#view) zoomCentre(this.#view, factor);
  }

  fitToWindow(): void {
    this.#view?.fitToWindow();
  }

  pan(dx: number, dy: number): void {
    if (this.#view) this.#view.setView(panBy(this.#view.view, dx, dy));
  }

  name(key: string): string {
    return this.roster.get(key)?.name ?? key;
  }

  /** Units of a side that are neither on the table nor in reserve. */
  waiting(side: Side): string[] {
    const placed = [...this.plan.units.map((u) => u.key), ...this.plan.reserves];
    return (this.rosters[side]?.units ?? []).filter((u) => !placed.includes(u.key)).map((u) => u.key);
  }

  tableUnit(key: string): TableUnit | undefined {
    return this.table.units.find((u) => u.id === key);
  }

  // ---- changes to the plan -------------------------------------------------------------------

  chooseArmy(side: Side, choiceId: string): void {
    const choice = this.armyChoices.find((c) => c.id === choiceId);
    if (!choice) {
      this.plans.apply(cmd.setArmy(this.plan, side, null));
      return;
    }
    const read = rosterFromFile(side, choice.file);
    if (!read.ok) {
      this.plans.notice = { kind: 'refused', text: read.reason };
      return;
    }
    this.plans.apply(cmd.setArmy(this.plan, side, { name: choice.name, file: choice.file }));
  }

  /** D10.SETUP.DEPLOY_ALTERNATE: a unit may be placed only on its player's turn. */
  mayDeploy(key: string): { ok: true } | { ok: false; reason: string } {
    const unit = this.roster.get(key);
    if (!unit) return { ok: false, reason: 'That unit is not in either army.' };
    if (this.plan.units.some((u) => u.key === key)) return { ok: false, reason: `${unit.name} is already on the table; drag it to move it.` };
    if (this.turn !== null && this.turn !== unit.side) {
      return { ok: false, reason: `It is Player ${this.turn + 1}'s turn to deploy (units are deployed one at a time, alternating).` };
    }
    return { ok: true };
  }

  toReserve(key: string): void {
    const unit = this.roster.get(key);
    if (!unit) return;
    if (!this.plan.units.some((u) => u.key === key)) {
      const may = this.mayDeploy(key);
      if (!may.ok) {
        this.plans.notice = { kind: 'refused', text: may.reason };
        return;
      }
    }
    if (this.plans.apply(cmd.toReserve(this.plan, key, `${unit.name} to reserve`)) && this.ui.selectedUnit === key) this.ui.selection = null;
  }

  fromReserve(key: string): void {
    this.plans.apply(cmd.fromReserve(this.plan, key, `${this.name(key)} back from reserve`));
  }

  removeFromTable(key: string): void {
    if (this.plans.apply(cmd.removeUnit(this.plan, key, `Took ${this.name(key)} off the table`))) this.ui.selection = null;
  }

  /** Moves a unit so its first model stands at (x, y), keeping its formation. */
  moveUnitTo(key: string, x: number, y: number): void {
    const placed = this.plan.units.find((u) => u.key === key);
    if (!placed || !Number.isFinite(x) || !Number.isFinite(y)) {
      this.plans.notice = { kind: 'refused', text: 'Type a position in inches, e.g. 24 and 12.' };
      return;
    }
    const lead = placed.models[0]!;
    const models = placed.models.map((m) => ({ ...m, x: m.x + x - lead.x, y: m.y + y - lead.y }));
    this.plans.apply(cmd.placeUnit(this.plan, key, models, `Moved ${this.name(key)}`));
  }

  /** Turns the selected unit (formation and facing) about its centre, or the selected terrain. */
  rotateSelection(degrees: number): void {
    const sel = this.ui.selection;
    if (sel?.kind === 'terrain') {
      // A piece's rotation turns its outline counter-clockwise in table terms (y up the screen);
      // the player asked for clockwise as seen.
      this.plans.apply(cmd.rotateTerrain(this.plan, sel.id, -degrees));
      return;
    }
    if (sel?.kind !== 'unit') {
      this.plans.notice = { kind: 'refused', text: 'Select a unit or a terrain piece to turn it.' };
      return;
    }
    const placed = this.plan.units.find((u) => u.key === sel.key);
    if (!placed) return;
    const a = (degrees * Math.PI) / 180;
    const cx = placed.models.reduce((s, m) => s + m.x, 0) / placed.models.length;
    const cy = placed.models.reduce((s, m) => s + m.y, 0) / placed.models.length;
    // Facing is clockwise as seen on screen; with y up the screen, a clockwise turn is −a in table terms.
    const c = Math.cos(-a), s = Math.sin(-a);
    const models = placed.models.map((m) => ({
      x: cx + (m.x - cx) * c - (m.y - cy) * s,
      y: cy + (m.x - cx) * s + (m.y - cy) * c,
      facing: m.facing + a,
    }));
    this.plans.apply(cmd.placeUnit(this.plan, sel.key, models, `Turned ${this.name(sel.key)}`));
  }

  /** Moves the selection by a small step (keyboard), for placing to the half inch without a mouse. */
  nudgeSelection(dx: number, dy: number): void {
    const sel = this.ui.selection;
    if (!sel) {
      this.plans.notice = { kind: 'refused', text: 'Select a unit, a terrain piece or an objective to move it.' };
      return;
    }
    if (sel.kind === 'unit') {
      const placed = this.plan.units.find((u) => u.key === sel.key);
      if (placed) this.moveUnitTo(sel.key, placed.models[0]!.x + dx, placed.models[0]!.y + dy);
    } else if (sel.kind === 'terrain') {
      const piece = this.plan.terrain.find((t) => t.id === sel.id);
      if (piece) this.plans.apply(cmd.moveTerrain(this.plan, sel.id, piece.x + dx, piece.y + dy));
    } else {
      const o = this.plan.objectives.find((x) => x.id === sel.id);
      if (o) this.plans.apply(cmd.moveObjective(this.plan, sel.id, o.x + dx, o.y + dy));
    }
  }

  deleteSelection(): void {
    const sel = this.ui.selection;
    if (!sel) {
      this.plans.notice = { kind: 'refused', text: 'Nothing is selected to remove.' };
      return;
    }
    const change =
      sel.kind === 'terrain'
        ? cmd.deleteTerrain(this.plan, sel.id)
        : sel.kind === 'objective'
          ? cmd.deleteObjective(this.plan, sel.id)
          : cmd.removeUnit(this.plan, sel.key, `Took ${this.name(sel.key)} off the table`);
    if (this.plans.apply(change)) this.ui.selection = null;
  }

  /** What the players agreed a terrain piece counts as (D10.TERRAIN.*), in place of its kind's usual type. */
  setTerrainRules(id: string, rules: TerrainRules): void {
    this.plans.apply(cmd.setTerrainRules(this.plan, id, rules));
  }

  /** The cover the players agreed a terrain piece gives, in place of its kind's usual cover. */
  setTerrainCover(id: string, cover: CoverLevel): void {
    this.plans.apply(cmd.setTerrainCover(this.plan, id, cover));
  }

  resizeSelection(factor: number): void {
    const sel = this.ui.selection;
    if (sel?.kind !== 'terrain') {
      this.plans.notice = { kind: 'refused', text: 'Select a terrain piece to resize it.' };
      return;
    }
    this.plans.apply(cmd.resizeTerrain(this.plan, sel.id, factor));
  }

  undo(): void {
    this.plans.undo();
    this.#dropStaleSelection();
  }

  redo(): void {
    this.plans.redo();
    this.#dropStaleSelection();
  }

  #dropStaleSelection(): void {
    const sel = this.ui.selection;
    if (!sel) return;
    const exists =
      sel.kind === 'unit'
        ? this.plan.units.some((u) => u.key === sel.key)
        : sel.kind === 'terrain'
          ? this.plan.terrain.some((t) => t.id === sel.id)
          : this.plan.objectives.some((o) => o.id === sel.id);
    if (!exists) this.ui.selection = null;
  }
}
