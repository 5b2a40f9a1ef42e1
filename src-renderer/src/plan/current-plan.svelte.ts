/**
 * The plan on the Table screen, as the Play screen's new-game wizard offers it ("Use the plan on the
 * Table screen"), and the Table screen's "Play this deployment", which asks the Play screen to start
 * a game from it. The Table screen keeps `plan` current while it is shown; the Play screen takes the
 * request when it next shows.
 */
import type { Plan } from './plan';

class CurrentPlan {
  plan = $state.raw<Plan | null>(null);
  #requested = $state(false);

  get requested(): boolean {
    return this.#requested;
  }

  /** "Play this deployment": the Play screen starts its new game from this plan. */
  requestPlay(plan: Plan): void {
    this.plan = plan;
    this.#requested = true;
  }

  /** The plan asked to be played, once; null when nothing was asked. */
  takeRequest(): Plan | null {
    if (!this.#requested) return null;
    this.#requested = false;
    return this.plan;
  }
}

export const currentPlan = new CurrentPlan();
