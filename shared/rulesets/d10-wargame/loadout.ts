/**
 * Weapons belong to models (D10.WEAPON.ATTACKS, D10.AMBIG.ATTACKS_PER_MODEL): each model keeps the
 * weapon ids it carries, given at the start of the game and never changed, so a profile attacks with
 * the models still carrying it and a removed model takes its weapons with it.
 *
 * Games of rules revision 1 (shared/core/rules-revision.ts) kept no loadout: their carriers alive
 * were the listed carriers capped at the models left, and they replay that way.
 */
import { before, OWNER_CHOICES } from '../../core/rules-revision';
import type { ResolvedUnit, ResolvedWeapon } from './resolved';
import type { D10Options, ModelState, UnitState } from './state';

/** Whether a game tracks weapons per model (every game but those of rules revision 1). */
export function tracksLoadouts(options: D10Options): boolean {
  return !before(options, OWNER_CHOICES);
}

/**
 * What each model of a listed unit carries: the army builder's own lists (ResolvedUnit.loadouts), or,
 * for a unit resolved without them, the weapons shared out from their carrier counts — weapons every
 * model carries go to all; a weapon fewer models carry goes to the last models first, the rarest
 * first, each to a model that has no other such weapon of its kind while one is left (a swapped-in
 * special weapon replaces the common one on its model).
 */
export function loadoutsOf(r: ResolvedUnit): string[][] {
  const given = r.loadouts;
  if (given && given.length === r.models && given.every((l) => l.every((id) => r.weapons.some((w) => w.id === id)))) return given.map((l) => [...l]);
  const models = Array.from({ length: r.models }, () => [] as string[]);
  const partial = r.weapons.filter((w) => w.carriers < r.models).sort((a, b) => a.carriers - b.carriers);
  for (const w of r.weapons) if (w.carriers >= r.models) for (const l of models) l.push(w.id);
  const special = (l: string[], kind: ResolvedWeapon['kind']) => l.some((id) => partial.some((p) => p.id === id && p.kind === kind));
  for (const w of partial) {
    const order = models.map((_, i) => models.length - 1 - i);
    const free = order.filter((i) => !special(models[i]!, w.kind));
    const rest = order.filter((i) => special(models[i]!, w.kind));
    for (const i of [...free, ...rest].slice(0, Math.max(0, w.carriers))) models[i]!.push(w.id);
  }
  return models;
}

/** Models still on the table that carry this weapon. */
export function carriersAlive(u: UnitState, w: ResolvedWeapon, options: D10Options): number {
  if (!tracksLoadouts(options)) return Math.min(w.carriers, u.models.length);
  return u.models.filter((m) => carries(m, w.id)).length;
}

export function carries(m: ModelState, weaponId: string): boolean {
  return m.weapons?.includes(weaponId) ?? false;
}
