/**
 * The plan being edited, with undo and redo. Every change goes through `apply`, which either takes
 * the new plan and remembers the old one, or keeps the plan and shows the refusal's reason.
 * The plan is `$state.raw`: it is replaced whole, never mutated, so the canvas can tell what
 * changed by identity (a new `terrain` array means the static layer must redraw; nothing else does).
 */
import type { Change } from './commands';
import { History } from './history';
import { emptyPlan, type Plan } from '../../plan/plan';

export class PlanState {
  plan = $state.raw<Plan>(emptyPlan());
  /** The last refusal, change or hint, said in words; a refusal is cleared by the next change that succeeds. */
  notice = $state<{ kind: 'refused' | 'done' | 'info'; text: string } | null>(null);
  #history = new History<Plan>();
  #revision = $state(0);

  /** Applies a change made by one of the command functions. Returns true when the plan changed. */
  apply(change: Change): boolean {
    if (!change.ok) {
      this.notice = { kind: 'refused', text: change.reason };
      return false;
    }
    this.#history.push(this.plan, change.label);
    this.plan = change.plan;
    this.notice = { kind: 'done', text: change.label };
    this.#revision++;
    return true;
  }

  undo(): void {
    const entry = this.#history.undo(this.plan);
    if (!entry) {
      this.notice = { kind: 'refused', text: 'Nothing to undo.' };
      return;
    }
    this.plan = entry.state;
    this.notice = { kind: 'done', text: `Undid: ${entry.label}` };
    this.#revision++;
  }

  redo(): void {
    const entry = this.#history.redo(this.plan);
    if (!entry) {
      this.notice = { kind: 'refused', text: 'Nothing to redo.' };
      return;
    }
    this.plan = entry.state;
    this.notice = { kind: 'done', text: `Redid: ${entry.label}` };
    this.#revision++;
  }

  /** Replaces the plan (opening a saved one); the history starts afresh. */
  load(plan: Plan): void {
    this.plan = plan;
    this.#history.clear();
    this.notice = { kind: 'done', text: `Opened "${plan.name}"` };
    this.#revision++;
  }

  get undoLabel(): string | undefined {
    void this.#revision;
    return this.#history.undoLabel;
  }
  get redoLabel(): string | undefined {
    void this.#revision;
    return this.#history.redoLabel;
  }

  reset(): void {
    this.load(emptyPlan());
    this.notice = null;
  }
}
