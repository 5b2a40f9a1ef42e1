/**
 * The edits a player makes to a list, as pure functions from one army file to the next. They move
 * data only (which units, how many models, which options); the core judges the result, so an edit
 * never refuses a choice the book forbids: it shows the problem instead, as a player would expect
 * from a list builder.
 */
import { armyRules } from '../../../../shared/armies/index';
import type { ArmyFile, FactionBase } from '../../../../shared/core/army';

export function nextUid(army: ArmyFile): string {
  let n = 0;
  for (const unit of army.units) {
    const m = /^u(\d+)$/.exec(unit.uid);
    if (m) n = Math.max(n, Number(m[1]));
  }
  return `u${n + 1}`;
}

/**
 * Keeps the name as typed (the file's schema trims it when read back), so the editor can save on
 * every keystroke without eating the space the player just typed. An empty name is ignored.
 */
export function setName<A extends ArmyFile>(army: A, name: string): A {
  return name.trim() ? { ...army, name: name.slice(0, 80) } : army;
}

/** Points limits are whole numbers from 1 to 100,000, as the army file allows. */
export function setLimit<A extends ArmyFile>(army: A, limit: number): A {
  if (!Number.isFinite(limit)) return army;
  return { ...army, pointsLimit: Math.min(100_000, Math.max(1, Math.round(limit))) };
}

/** A unit at `models` strong, with the ruleset's own fields (a D10 unit's options) at their defaults. */
export function addUnit<A extends ArmyFile>(army: A, profile: string, models: number): { army: A; uid: string } {
  const uid = nextUid(army);
  const unit = armyRules(army.ruleset)?.listedUnit(uid, profile, models) ?? { uid, profile, models };
  return { army: { ...army, units: [...army.units, unit] } as A, uid };
}

export function removeUnit<A extends ArmyFile>(army: A, uid: string): A {
  return { ...army, units: army.units.filter((u) => u.uid !== uid) } as A;
}

/** Model counts stay whole numbers the file can hold; the core says whether the profile allows them. */
export function setModels<A extends ArmyFile>(army: A, uid: string, models: number): A {
  if (!Number.isFinite(models)) return army;
  const max = armyRules(army.ruleset)?.maxModels ?? 1;
  const count = Math.min(max, Math.max(1, Math.round(models)));
  return { ...army, units: army.units.map((u) => (u.uid === uid ? { ...u, models: count } : u)) } as A;
}

export function setLabel<A extends ArmyFile>(army: A, uid: string, label: string): A {
  const trimmed = label.trim().slice(0, 60);
  return {
    ...army,
    units: army.units.map((u) => {
      if (u.uid !== uid) return u;
      const { label: _old, ...rest } = u;
      return trimmed ? { ...rest, label: trimmed } : rest;
    }),
  } as A;
}

/** Swaps two units in the list (the editor moves a unit past its neighbour in the same category). */
export function swapUnits<A extends ArmyFile>(army: A, a: string, b: string): A {
  const units = [...army.units];
  const i = units.findIndex((u) => u.uid === a);
  const j = units.findIndex((u) => u.uid === b);
  if (i < 0 || j < 0 || i === j) return army;
  [units[i], units[j]] = [units[j]!, units[i]!];
  return { ...army, units } as A;
}

/**
 * The army now draws on the player's own faction (or army book) instead of a built-in one
 * (D10.ARMY.ONE_FACTION: one faction, never both).
 */
export function useHomebrew<F extends FactionBase, A extends ArmyFile & { homebrew?: F }>(army: A, faction: F): Omit<A, 'faction' | 'homebrew'> & { homebrew: F; faction?: undefined } {
  // The homebrew keeps its place in the file when it replaces an earlier one.
  const { faction: _builtIn, ...rest } = army;
  return { ...rest, homebrew: faction } as Omit<A, 'faction' | 'homebrew'> & { homebrew: F };
}

/**
 * Draws the army from another built-in faction. Units stay in the list so nothing is lost by a
 * slip of the mouse; the core names every one the new faction does not have (D10.ARMY.ONE_FACTION).
 */
export function setFaction<A extends ArmyFile>(army: A, faction: string): A {
  const { homebrew: _own, ...rest } = army;
  return { ...rest, faction } as A;
}
