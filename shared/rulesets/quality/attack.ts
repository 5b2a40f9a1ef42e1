/**
 * One attack: every model in range rolls at once (QW.ATTACK.SIMULTANEOUS), hits on a modified die
 * equal to or above the attacker's Quality, the defender saves each hit against its own Quality, and
 * each failed save removes a model (QW.HIT.*, QW.SAVE.*). No natural 1 or 10 (QW.AMBIG.NATURAL_ROLLS).
 */
import type { CommandContext } from '../../core/apply';
import type { CheckRule } from '../../core/dice';
import { coverOf, dist, inCombatWithSeveral, meleeAttackers, rangedAttackers } from './sight';
import type { QAttackSummary, QEvent, QState, QUnit } from './state';

/** QW.AMBIG.DIE_TYPE: a D10, at least the Quality, modifiers added to the die. */
export const QUALITY_CHECK: CheckRule = { sides: 10, compare: 'atLeast' };

/** What a Quality command handler works on (see shared/core/apply.ts). */
export type QCtx = CommandContext<QState, QEvent>;

/** QW.HIT.MODS_ADD: cover −1, held +1, fatigued −1. */
export function hitModifier(cover: 'none' | 'soft' | 'hard', held: boolean, fatigued: boolean): number {
  return (cover !== 'none' ? -1 : 0) + (held ? 1 : 0) + (fatigued ? -1 : 0);
}

/** QW.SAVE.MODS_ADD: in combat with additional units −1, hard cover +1, fatigued −1. */
export function saveModifier(several: boolean, cover: 'none' | 'soft' | 'hard', fatigued: boolean): number {
  return (several ? -1 : 0) + (cover === 'hard' ? 1 : 0) + (fatigued ? -1 : 0);
}

export function attackers(s: QState, attacker: QUnit, target: QUnit, kind: 'ranged' | 'melee'): { model: { x: number; y: number }; attacks: number }[] {
  return kind === 'ranged' ? rangedAttackers(s, attacker, target) : meleeAttackers(attacker, target);
}

/** Resolve one attack and remove the casualties; returns the summary (also pushed as an event). */
export function resolveAttack(ctx: QCtx, attacker: QUnit, target: QUnit, kind: 'ranged' | 'melee', held: boolean): QAttackSummary {
  const from = ctx.dice.count;
  const rolling = attackers(ctx.s, attacker, target, kind);
  // QW.COVER.PER_ATTACKER, QW.AMBIG.COVER_IN_MELEE: judged from the models that attack, in melee too.
  const cover = coverOf(ctx.s, attacker, target, rolling.map((r) => r.model));
  const hitMod = hitModifier(cover, held, attacker.fatigued);
  const rolled = rolling.reduce((n, r) => n + r.attacks, 0);
  let hits = 0;
  for (let i = 0; i < rolled; i++) if (ctx.dice.check(QUALITY_CHECK, attacker.quality, 'hit', attacker.id, hitMod).success) hits++;
  const saveMod = saveModifier(inCombatWithSeveral(ctx.s, target), cover, target.fatigued);
  let saves = 0;
  for (let i = 0; i < hits; i++) {
    let saved = ctx.dice.check(QUALITY_CHECK, target.quality, 'save', target.id, saveMod).success;
    // QW.SAVE.HEAVY_REROLL with QW.AMBIG.HEAVY: one re-roll of a failed save, same modifiers.
    if (!saved && target.heavy) saved = ctx.dice.check(QUALITY_CHECK, target.quality, 'save', target.id, saveMod, true).success;
    if (saved) saves++;
  }
  // All dice are rolled before any model is removed (QW.ATTACK.SIMULTANEOUS).
  const removed = removeModels(target, hits - saves, attacker);
  ctx.s.removed[attacker.side] += removed.length;
  const summary: QAttackSummary = { attacker: attacker.id, target: target.id, kind, models: rolling.length, rolled, hitModifier: hitMod, hits, saveModifier: saveMod, saves, removed, cover };
  ctx.events.push({ type: 'attack', ...summary, dice: ctx.dice.since(from) } as QEvent);
  if (target.models.length === 0) destroy(ctx, target);
  return summary;
}

/** QW.SAVE.FAIL_REMOVE with QW.AMBIG.CASUALTIES: the defender picks; the engine removes the farthest models. */
export function removeModels(target: QUnit, count: number, from: QUnit): string[] {
  const removed: string[] = [];
  for (let i = 0; i < count && target.models.length > 0; i++) {
    let index = 0;
    let best = -1;
    target.models.forEach((m, j) => {
      const d = from.models.length ? Math.min(...from.models.map((n) => dist(m, n))) : j;
      if (d > best) {
        best = d;
        index = j;
      }
    });
    removed.push(target.models[index]!.id);
    target.models.splice(index, 1);
  }
  return removed;
}

export function destroy(ctx: QCtx, u: QUnit): void {
  if (u.status === 'destroyed') return;
  u.status = 'destroyed';
  u.models = [];
  ctx.events.push({ type: 'destroyed', unitId: u.id });
}
