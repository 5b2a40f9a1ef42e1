/**
 * One attack: every model in range rolls at once (QW.ATTACK.SIMULTANEOUS), hits on a modified die
 * equal to or above the attacker's Quality, the defender saves each hit against its own Quality, and
 * each failed save removes a model (QW.HIT.*, QW.SAVE.*). No natural 1 or 10 (QW.AMBIG.NATURAL_ROLLS).
 */
import type { CommandContext } from '../../core/apply';
import type { CheckRule } from '../../core/dice';
import { refuse, type Problem } from '../../core/refusal';
import { coverOf, dist, inCombatWithSeveral, meleeAttackers, rangedAttackers } from './sight';
import { before, OWNER_CHOICES } from '../../core/rules-revision';
import type { QAttackSummary, QCasualtyWait, QEvent, QState, QUnit } from './state';

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

/**
 * Resolve one attack and remove the casualties — or, when the defender has a choice to make, say what
 * they must choose (QW.SAVE.FAIL_REMOVE with QW.AMBIG.CASUALTIES). Returns the summary (also pushed as
 * an event) and the choice waited for.
 */
export function resolveAttack(ctx: QCtx, attacker: QUnit, target: QUnit, kind: 'ranged' | 'melee', held: boolean): QAttackSummary & { waiting: QCasualtyWait | null } {
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
  const failed = Math.min(hits - saves, target.models.length);
  const waiting = defenderChooses(ctx.s) && failed > 0 && failed < target.models.length ? { unitId: target.id, count: failed, attacker: attacker.id } : null;
  const removed = waiting ? [] : removeModels(target, failed, attacker);
  ctx.s.removed[attacker.side] += removed.length;
  const summary: QAttackSummary = { attacker: attacker.id, target: target.id, kind, models: rolling.length, rolled, hitModifier: hitMod, hits, saveModifier: saveMod, saves, removed, cover };
  if (waiting) summary.allocation = 'owner';
  ctx.events.push({ type: 'attack', ...summary, dice: ctx.dice.since(from) } as QEvent);
  if (target.models.length === 0) destroy(ctx, target);
  return { ...summary, waiting };
}

/** Whether the defender chooses casualties (every game but those of rules revision 1, which replay as played). */
export function defenderChooses(s: QState): boolean {
  return !before(s.options, OWNER_CHOICES);
}

/** Why these are not the models the defender may remove now, or null (QW.SAVE.FAIL_REMOVE: one per failed save). */
export function removalProblem(u: QUnit, wait: QCasualtyWait, models: unknown): Problem {
  if (!Array.isArray(models) || models.some((m) => typeof m !== 'string')) return refuse('bad-command', 'List the models to remove.', 'QW.SAVE.FAIL_REMOVE');
  const ids = models as string[];
  if (new Set(ids).size !== ids.length) return refuse('bad-command', 'Each model is removed once.', 'QW.SAVE.FAIL_REMOVE');
  for (const id of ids) if (!u.models.some((m) => m.id === id)) return refuse('no-such-model', `${u.name} has no model "${id}" on the table.`);
  if (ids.length !== wait.count) return refuse('wrong-casualty-count', `${u.name} loses ${wait.count} model${wait.count === 1 ? '' : 's'}: ${ids.length} ${ids.length === 1 ? 'was' : 'were'} chosen.`, 'QW.SAVE.FAIL_REMOVE');
  return null;
}

/** The defender's choice applied: the models go, and count for the attacker's side. */
export function removeChosen(ctx: QCtx, u: QUnit, wait: QCasualtyWait, ids: readonly string[]): void {
  u.models = u.models.filter((m) => !ids.includes(m.id));
  const attacker = ctx.s.units[wait.attacker]!;
  ctx.s.removed[attacker.side] += ids.length;
  ctx.events.push({ type: 'casualties', unitId: u.id, side: u.side, removed: [...ids] });
  if (u.models.length === 0) destroy(ctx, u);
}

/** The models the Play screen suggests: those farthest from the attacker, so the ones facing it stay. */
export function suggestRemoval(s: QState, wait: QCasualtyWait): string[] {
  const u = s.units[wait.unitId]!;
  const copy = { ...u, models: u.models.map((m) => ({ ...m })) };
  return removeModels(copy, wait.count, s.units[wait.attacker]!);
}

/** The farthest models from the attacker: the suggestion, and what games of rules revision 1 removed without asking. */
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
