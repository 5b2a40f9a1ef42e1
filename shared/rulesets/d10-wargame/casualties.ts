/**
 * The owner picks casualties (D10.WOUND.OWNER_APPLIES, D10.AMBIG.WOUNDS, D10.AMBIG.COHESION): when
 * wounds are to be applied, or models removed to restore cohesion, and the owner of the unit has more
 * than one way to do it, the resolution pauses (state.pending) with the choice theirs. Where there is
 * only one outcome — the wounds wipe the unit out, or it has one model — the engine applies it.
 *
 * The suggestion the Play screen pre-selects never breaks cohesion when another choice would not: it
 * takes wounds on a model already wounded first, then on the models whose loss keeps the unit in
 * cohesion, sparing the carriers of the unit's rarer weapons, farthest from the attacker first.
 *
 * Cohesion is judged on the bases' real shapes, exactly as a move judges it (geo.ts holdsTogether).
 * Games of rules revision 1 (shared/core/rules-revision.ts) replay with the engine's old choices on
 * circles (wounds.ts applyWounds, restoreCohesion).
 */
import { before, OWNER_CHOICES } from '../../core/rules-revision';
import { refuse, type Problem } from '../../core/refusal';
import type { Ctx } from './context';
import { dist } from '../../geometry/units';
import { cohesionOf, holdsTogether } from './geo';
import type { CasualtyWait, D10State, ModelState, UnitState } from './state';
import { applyWounds, restoreCohesion } from './wounds';

/** Whether the owner chooses (every game but those of rules revision 1). */
export function ownerChooses(s: D10State): boolean {
  return !before(s.options, OWNER_CHOICES);
}

/** Wounds each model can still take before it is removed (D10.WOUND.SINGLE, D10.WOUND.MULTI). */
const left = (u: UnitState, m: ModelState) => u.woundsPerModel - m.wounds;

/** Wounds the whole unit can still absorb. */
export function woundsLeft(u: UnitState): number {
  return u.models.reduce((n, m) => n + left(u, m), 0);
}

/** D10.COHESION.* on the real bases, judged as a move judges it (geo.ts). */
function cohesive(u: UnitState, models: readonly ModelState[]): boolean {
  return holdsTogether(u, models);
}

/**
 * Apply `failed` wounds now if the owner has no choice to make, else say what they must choose.
 * D10.AMBIG.WOUNDS: wounds beyond what the unit can absorb are lost.
 */
export function woundsOrWait(ctx: Ctx, target: UnitState, failed: number, attacker: UnitState): { wounds: number; removed: string[]; waiting: CasualtyWait | null } {
  if (!ownerChooses(ctx.s)) {
    const before = woundsLeft(target);
    const removed = applyWounds(target, failed, attacker);
    return { wounds: before - woundsLeft(target), removed, waiting: null };
  }
  const wounds = Math.min(failed, woundsLeft(target));
  if (wounds <= 0) return { wounds: 0, removed: [], waiting: null };
  // One outcome only: the wounds take every model, or there is one model to take them.
  if (wounds === woundsLeft(target) || target.models.length === 1) {
    const only = Object.fromEntries(target.models.map((m) => [m.id, Math.min(left(target, m), wounds)]));
    const { removed } = allocate(target, only);
    return { wounds, removed, waiting: null };
  }
  return { wounds, removed: [], waiting: { unitId: target.id, kind: 'wounds', wounds, attacker: attacker.id } };
}

/** D10.COHESION.REMOVE: whether the owner must now choose models to remove (rules revision 1: the engine removes them). */
export function cohesionOrWait(ctx: Ctx, u: UnitState): CasualtyWait | null {
  if (!ownerChooses(ctx.s)) {
    restoreCohesion(ctx, u);
    return null;
  }
  if (u.status !== 'table' || u.models.length < 2 || cohesive(u, u.models)) return null;
  return { unitId: u.id, kind: 'cohesion', wounds: 0, attacker: null };
}

/** Put the tokens on and take off the models whose tokens reach their Wounds (D10.WOUND.SINGLE, D10.WOUND.MULTI). */
export function allocate(u: UnitState, wounds: Readonly<Record<string, number>>): { removed: string[]; tokens: string[] } {
  const removed: string[] = [];
  const tokens: string[] = [];
  for (const m of u.models) {
    const n = wounds[m.id] ?? 0;
    if (n <= 0) continue;
    m.wounds += n;
    if (m.wounds >= u.woundsPerModel) removed.push(m.id);
    else tokens.push(m.id);
  }
  u.models = u.models.filter((m) => !removed.includes(m.id));
  return { removed, tokens };
}

/** Why this allocation of the waiting wounds is not one the owner may make, or null. */
export function allocationProblem(u: UnitState, wait: CasualtyWait, wounds: unknown): Problem {
  if (typeof wounds !== 'object' || wounds === null || Array.isArray(wounds)) return refuse('bad-command', 'Say how many wounds each model takes.', 'D10.WOUND.OWNER_APPLIES');
  let total = 0;
  for (const [id, n] of Object.entries(wounds as Record<string, unknown>)) {
    const m = u.models.find((x) => x.id === id);
    if (!m) return refuse('no-such-model', `${u.name} has no model "${id}" on the table.`);
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return refuse('bad-command', 'Wounds on a model are a whole number, 0 or more.', 'D10.WOUND.OWNER_APPLIES');
    if (n > left(u, m)) return refuse('too-many-wounds', `${modelLabel(m)} can take only ${left(u, m)} more wound${left(u, m) === 1 ? '' : 's'} (D10.WOUND.MULTI).`, 'D10.WOUND.MULTI');
    total += n;
  }
  if (total !== wait.wounds) return refuse('wrong-wound-count', `${u.name} takes ${wait.wounds} wound${wait.wounds === 1 ? '' : 's'}: ${total} ${total === 1 ? 'was' : 'were'} given.`, 'D10.WOUND.OWNER_APPLIES');
  return null;
}

/** D10.COHESION.REMOVE with D10.AMBIG.COHESION: the models removed restore cohesion, and none of them could have stayed. */
export function cohesionProblem(u: UnitState, remove: unknown): Problem {
  if (!Array.isArray(remove) || remove.some((id) => typeof id !== 'string')) return refuse('bad-command', 'List the models to remove.', 'D10.COHESION.REMOVE');
  const ids = remove as string[];
  if (new Set(ids).size !== ids.length) return refuse('bad-command', 'Each model is removed once.', 'D10.COHESION.REMOVE');
  for (const id of ids) if (!u.models.some((m) => m.id === id)) return refuse('no-such-model', `${u.name} has no model "${id}" on the table.`);
  const kept = u.models.filter((m) => !ids.includes(m.id));
  if (kept.length === 0) return refuse('removes-too-many', `Keep at least one model of ${u.name}: a single model is always in cohesion.`, 'D10.COHESION.REMOVE');
  if (!cohesive(u, kept)) return refuse('out-of-cohesion', `${u.name} would still be out of cohesion (${cohesionReason(u, kept)}): remove more models, or others.`, 'D10.COHESION.REMOVE');
  for (const id of ids) {
    const m = u.models.find((x) => x.id === id)!;
    if (cohesive(u, [...kept, m])) return refuse('removes-too-many', `${u.name} keeps its cohesion with ${modelLabel(m)}: remove only the models it cannot keep (D10.COHESION.REMOVE).`, 'D10.COHESION.REMOVE');
  }
  return null;
}

/** The first cohesion problem of these models, as a clause ("a model is more than 1" from every other model of the unit"). */
function cohesionReason(u: UnitState, models: readonly ModelState[]): string {
  const message = cohesionOf(u, models).problems[0]?.message ?? '';
  return (message.charAt(0).toLowerCase() + message.slice(1)).replace(/\.$/, '');
}

/** "Model 3", from the model's id ("1:squad#3"). */
export function modelLabel(m: { id: string }): string {
  const n = m.id.slice(m.id.lastIndexOf('#') + 1);
  return `Model ${n}`;
}

/** How many of the unit's models carry each weapon id; a model with rarer weapons is worth keeping. */
function rarity(u: UnitState, m: ModelState): number {
  let score = 0;
  for (const id of m.weapons ?? []) {
    const n = u.models.filter((x) => x.weapons?.includes(id)).length;
    if (n < u.models.length) score += 1 / n;
  }
  return score;
}

/** The wounds the Play screen suggests, by model id (see the file's comment). */
export function suggestWounds(s: D10State, wait: CasualtyWait): Record<string, number> {
  const u = s.units[wait.unitId]!;
  const from = wait.attacker ? s.units[wait.attacker] : undefined;
  const far = (m: ModelState) => (from && from.models.length ? Math.min(...from.models.map((n) => dist(m, n))) : 0);
  const order = (models: ModelState[]) =>
    [...models].sort((a, b) => b.wounds - a.wounds || rarity(u, a) - rarity(u, b) || far(b) - far(a) || u.models.indexOf(b) - u.models.indexOf(a));
  // Greedy: the next model to take wounds is the best one whose loss keeps the rest in cohesion.
  const chosen: Record<string, number> = {};
  let models = [...u.models];
  let wounds = wait.wounds;
  while (wounds > 0 && models.length > 0) {
    const ranked = order(models);
    const dies = (m: ModelState) => wounds >= left(u, m);
    const pick = ranked.find((m) => !dies(m) || cohesive(u, models.filter((x) => x !== m))) ?? ranked[0]!;
    const n = Math.min(wounds, left(u, pick));
    chosen[pick.id] = n;
    wounds -= n;
    if (dies(pick) || n === left(u, pick)) models = models.filter((x) => x !== pick);
    else break;
  }
  if (cohesive(u, u.models.filter((m) => chosen[m.id] === undefined || chosen[m.id]! < left(u, m)))) return chosen;
  return keepingCohesion(u, wait.wounds, order) ?? chosen;
}

/** Search the sets of models to lose for one that leaves the unit in cohesion (single-wound units; bounded). */
function keepingCohesion(u: UnitState, wounds: number, order: (m: ModelState[]) => ModelState[]): Record<string, number> | null {
  if (u.woundsPerModel !== 1 || u.models.some((m) => m.wounds > 0)) return null;
  const ranked = order(u.models);
  let tried = 0;
  const pick: ModelState[] = [];
  const search = (start: number): ModelState[] | null => {
    if (pick.length === wounds) return ++tried && cohesive(u, u.models.filter((m) => !pick.includes(m))) ? [...pick] : null;
    for (let i = start; i < ranked.length && tried < 20000; i++) {
      pick.push(ranked[i]!);
      const found = search(i + 1);
      pick.pop();
      if (found) return found;
    }
    return null;
  };
  const found = search(0);
  return found ? Object.fromEntries(found.map((m) => [m.id, 1])) : null;
}

/**
 * The models the Play screen suggests removing for cohesion: the fewest, keeping the largest group
 * that holds together, grown from each model in turn (ties keep the rarer weapons).
 */
export function suggestCohesion(s: D10State, unitId: string): string[] {
  const u = s.units[unitId]!;
  let best: ModelState[] = [];
  let bestScore = -Infinity;
  for (const seed of u.models) {
    const kept = [seed];
    let grew = true;
    while (grew) {
      grew = false;
      const next = u.models
        .filter((m) => !kept.includes(m))
        .sort((a, b) => Math.min(...kept.map((k) => dist(a, k))) - Math.min(...kept.map((k) => dist(b, k))))
        .find((m) => cohesive(u, [...kept, m]));
      if (next) {
        kept.push(next);
        grew = true;
      }
    }
    const score = kept.length * 1000 + kept.reduce((n, m) => n + rarity(u, m), 0);
    if (score > bestScore) {
      best = kept;
      bestScore = score;
    }
  }
  return u.models.filter((m) => !best.includes(m)).map((m) => m.id);
}
