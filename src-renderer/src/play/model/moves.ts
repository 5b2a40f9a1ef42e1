/**
 * Setting up a move on the board: what the rules open to the unit (its allowance and movement rules,
 * from the ruleset's own hooks), the router that takes each model round what stands in its way, and
 * the zone the unit's bases may reach — worked out once, when the player picks the move, and used
 * on every frame of the drag. Nothing here judges the move: the engine does (`dryRun`).
 */
import { MoveRouter, moveReach, withinAllowance, type Point, type Zone } from '../../../../shared/geometry/index';
import type { BaseCommand, Refusal } from '../../../../shared/core/ruleset';
import { MoveDraft } from './move-draft';
import { rulesetFor } from './rulesets';
import type { SessionData } from './session';

export interface MoveSetup {
  draft: MoveDraft;
  /** Where the unit's bases may reach with this move, round terrain and other units. */
  reach: Zone;
  allowance: number;
}

/** The move the template (a command without positions) opens now, or null when none is open. */
export function moveSetup(data: SessionData, template: BaseCommand): MoveSetup | null {
  const ruleset = rulesetFor(data.ruleset);
  const state = data.game.state;
  const opened = ruleset.moveAllowance?.(state, template);
  const index = ruleset.table?.(state);
  if (!opened || !index) return null;
  const unit = index.unit(opened.unitId);
  if (!unit || unit.models.length === 0) return null;
  const router = new MoveRouter(index, opened.unitId, opened.allowance, opened.rules);
  return {
    draft: new MoveDraft(opened.unitId, unit.models, opened.allowance, router),
    reach: moveReach(index, opened.unitId, opened.allowance, opened.rules),
    allowance: opened.allowance,
  };
}

/** The engine's verdict on a command it is not yet asked to make: null when legal. */
export function verdictOf(data: SessionData, command: BaseCommand): Refusal | null {
  const result = rulesetFor(data.ruleset).apply(data.game.state, command);
  return result.ok ? null : { reason: result.reason, code: result.code, ...(result.rule ? { rule: result.rule } : {}), ...(result.subjects ? { subjects: result.subjects } : {}) };
}

/**
 * The unit slid toward another unit's nearest model by up to `inches`: each model routed round what
 * stands in its way, and, when the full distance is refused by what is on the table (an enemy's 1",
 * a unit in the way), the farthest the engine accepts, to a tenth of an inch, stopping short of the
 * goal. More inches than the move allows, or no distance accepted at all, is answered with the reason.
 */
export function slideToward(data: SessionData, template: BaseCommand, goal: readonly Point[], inches: number): BaseCommand | string {
  const setup = moveSetup(data, template);
  if (!setup) return 'That move is not open to this unit now.';
  const { draft } = setup;
  const from = draft.centre();
  let best = goal[0];
  for (const p of goal) if (best && Math.hypot(p.x - from.x, p.y - from.y) < Math.hypot(best.x - from.x, best.y - from.y)) best = p;
  if (!best) return 'There is nothing to move toward.';
  const length = Math.hypot(best.x - from.x, best.y - from.y) || 1;
  const at = (d: number): BaseCommand => {
    draft.reset();
    draft.grabUnit(from);
    draft.dragTo({ x: from.x + ((best.x - from.x) / length) * d, y: from.y + ((best.y - from.y) / length) * d });
    draft.release();
    return draft.command(template);
  };
  const wanted = Math.max(0, Math.min(inches, length));
  let command = at(wanted);
  const first = verdictOf(data, command);
  if (first === null) return command;
  // Asked for more than the move allows: that is the player's mistake to hear about, not to shorten.
  if (!withinAllowance(wanted, setup.allowance)) return first.reason;
  // Shorter and shorter, by halves, then back up by tenths: the farthest legal slide.
  let lo = 0, hi = wanted;
  for (let k = 0; k < 12 && hi - lo > 0.05; k++) {
    const mid = (lo + hi) / 2;
    if (verdictOf(data, at(mid)) === null) lo = mid;
    else hi = mid;
  }
  if (lo < 0.05) return first.reason;
  command = at(Math.floor(lo * 10) / 10 || lo);
  return verdictOf(data, command) === null ? command : first.reason;
}
