/**
 * Applying wounds and removing units (D10.WOUND.*, D10.ELIM.*). The owner chooses which model takes a
 * wound (D10.AMBIG.WOUNDS); the engine makes the usual choice for them: a model already wounded
 * first, otherwise the model farthest from the attacker.
 */
import type { Ctx } from './context';
import { destructionPoints } from './scoring';
import { dist } from '../../geometry/units';
import { legacyCohesion, legacyModelGap } from './legacy-circles';
import { isHQ, other, type UnitState } from './state';

/** Apply `wounds` one at a time, as the engine chose for games of rules revision 1; returns the ids of the models removed. Wounds beyond the unit are lost. */
export function applyWounds(target: UnitState, wounds: number, from: UnitState | null): string[] {
  const removed: string[] = [];
  for (let w = 0; w < wounds && target.models.length > 0; w++) {
    let index = target.models.findIndex((m) => m.wounds > 0);
    if (index < 0) index = farthestFrom(target, from);
    const model = target.models[index]!;
    model.wounds += 1;
    // D10.WOUND.SINGLE / D10.WOUND.MULTI: removed when the tokens reach the model's Wounds.
    if (model.wounds >= target.woundsPerModel) {
      removed.push(model.id);
      target.models.splice(index, 1);
    }
  }
  return removed;
}

function farthestFrom(target: UnitState, from: UnitState | null): number {
  if (!from || from.models.length === 0) return target.models.length - 1;
  let best = -1;
  let index = target.models.length - 1;
  target.models.forEach((m, i) => {
    const d = Math.min(...from.models.map((n) => dist(m, n)));
    if (d > best + 1e-9) {
      best = d;
      index = i;
    }
  });
  return index;
}

/**
 * D10.COHESION.REMOVE / D10.COHESION.ROUTED (D10.AMBIG.COHESION) as the engine chose for games of rules
 * revision 1: if casualties broke the unit's cohesion (judged on circles, legacy-circles.ts), models are
 * removed one at a time — the most isolated first — until it holds again. They count as lost for morale
 * and elimination. Games of the current revision leave the choice to the owner (casualties.ts).
 */
export function restoreCohesion(ctx: Ctx, u: UnitState): void {
  const routed: string[] = [];
  while (u.models.length > 1 && legacyCohesion(u.models, u.radius) !== null) {
    const neighbours = u.models.map((m) => u.models.filter((n) => n !== m && legacyModelGap(m, u.radius, n, u.radius) <= 1 + 1e-6).length);
    const c = { x: u.models.reduce((a, m) => a + m.x, 0) / u.models.length, y: u.models.reduce((a, m) => a + m.y, 0) / u.models.length };
    let index = 0;
    u.models.forEach((m, i) => {
      const better = neighbours[i]! < neighbours[index]! || (neighbours[i] === neighbours[index] && dist(m, c) > dist(u.models[index]!, c));
      if (better) index = i;
    });
    routed.push(u.models[index]!.id);
    u.models.splice(index, 1);
  }
  if (routed.length) ctx.events.push({ type: 'routed', unitId: u.id, removed: routed });
}

/**
 * D10.ELIM.REMOVE_ALL, D10.ELIM.AWARD_DP, D10.AMBIG.FLED_DP: a unit with no models left is destroyed and
 * scores for the opponent; the first enemy HQ destroyed also pays Slay the Commander (D10.AMBIG.SLAY_COMMANDER_COUNT).
 */
export function eliminate(ctx: Ctx, u: UnitState, fled: boolean): void {
  if (u.status === 'destroyed') return;
  u.models = [];
  u.status = 'destroyed';
  u.fled = fled;
  u.shaken = false;
  u.exhausted = false;
  const scorer = other(u.side);
  const dp = destructionPoints(u.points, isHQ(u));
  ctx.s.score.destroyed.push({ unitId: u.id, side: u.side, points: u.points, hq: isHQ(u), dp, fled, round: ctx.s.round });
  ctx.events.push({ type: 'destroyed', unitId: u.id, fled, dp, scoredBy: scorer });
  if (isHQ(u) && ctx.s.options.slayTheCommander && !ctx.s.score.slay[scorer]) {
    ctx.s.score.slay[scorer] = true;
    ctx.events.push({ type: 'slayTheCommander', side: scorer });
  }
}

/** After wounds: a unit with nothing left is destroyed. */
export function checkDestroyed(ctx: Ctx, u: UnitState): boolean {
  if (u.status === 'table' && u.models.length === 0) {
    eliminate(ctx, u, false);
    return true;
  }
  return u.status === 'destroyed';
}
