/**
 * The edits a player makes to a list, as pure functions from one army file to the next. They move
 * data only (which units, how many models, which options); the core judges the result, so an edit
 * never refuses a choice the book forbids: it shows the problem instead, as a player would expect
 * from a list builder.
 */
import type { D10ArmyFile } from '../../../../shared/rulesets/d10-wargame/army-file';
import type { QualityArmyFile } from '../../../../shared/rulesets/quality/army-file';

type ArmyFile = D10ArmyFile | QualityArmyFile;
import type { QualityArmyBook } from '../../../../shared/rulesets/quality/schema';
import type { Faction } from '../../../../shared/rulesets/d10-wargame/schema';

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
export function setName(army: ArmyFile, name: string): ArmyFile {
  return name.trim() ? { ...army, name: name.slice(0, 80) } : army;
}

/** Points limits are whole numbers from 1 to 100,000, as the army file allows. */
export function setLimit(army: ArmyFile, limit: number): ArmyFile {
  if (!Number.isFinite(limit)) return army;
  return { ...army, pointsLimit: Math.min(100_000, Math.max(1, Math.round(limit))) };
}

export function addUnit(army: ArmyFile, profile: string, models: number): { army: ArmyFile; uid: string } {
  const uid = nextUid(army);
  const unit = { uid, profile, models, ...(army.ruleset === 'd10-wargame' ? { options: [] as string[] } : {}) };
  return { army: { ...army, units: [...army.units, unit] } as ArmyFile, uid };
}

export function removeUnit(army: ArmyFile, uid: string): ArmyFile {
  return { ...army, units: army.units.filter((u) => u.uid !== uid) } as ArmyFile;
}

/** Model counts stay whole numbers the file can hold; the core says whether the profile allows them. */
export function setModels(army: ArmyFile, uid: string, models: number): ArmyFile {
  if (!Number.isFinite(models)) return army;
  const max = army.ruleset === 'd10-wargame' ? 30 : 50;
  const count = Math.min(max, Math.max(1, Math.round(models)));
  return { ...army, units: army.units.map((u) => (u.uid === uid ? { ...u, models: count } : u)) } as ArmyFile;
}

export function setLabel(army: ArmyFile, uid: string, label: string): ArmyFile {
  const trimmed = label.trim().slice(0, 60);
  return {
    ...army,
    units: army.units.map((u) => {
      if (u.uid !== uid) return u;
      const { label: _old, ...rest } = u;
      return trimmed ? { ...rest, label: trimmed } : rest;
    }),
  } as ArmyFile;
}

export function toggleOption(army: D10ArmyFile, uid: string, option: string): D10ArmyFile {
  return {
    ...army,
    units: army.units.map((u) => {
      if (u.uid !== uid) return u;
      const options = u.options.includes(option) ? u.options.filter((o) => o !== option) : [...u.options, option];
      return { ...u, options };
    }),
  };
}

/** Swaps two units in the list (the editor moves a unit past its neighbour in the same category). */
export function swapUnits(army: ArmyFile, a: string, b: string): ArmyFile {
  const units = [...army.units];
  const i = units.findIndex((u) => u.uid === a);
  const j = units.findIndex((u) => u.uid === b);
  if (i < 0 || j < 0 || i === j) return army;
  [units[i], units[j]] = [units[j]!, units[i]!];
  return { ...army, units } as ArmyFile;
}

/** The army now draws on the player's own faction instead of a built-in one (D10.ARMY.ONE_FACTION). */
export function useHomebrew(army: D10ArmyFile, faction: Faction): D10ArmyFile {
  const { faction: _builtIn, ...rest } = army;
  return { ...rest, homebrew: faction };
}

/**
 * Draws the army from another built-in faction. Units stay in the list so nothing is lost by a
 * slip of the mouse; the core names every one the new faction does not have (D10.ARMY.ONE_FACTION).
 */
export function setFaction(army: ArmyFile, faction: string): ArmyFile {
  const { homebrew: _own, ...rest } = army;
  return { ...rest, faction } as ArmyFile;
}

/** The Quality army now draws on the player's own army book. */
export function useQualityBook(army: QualityArmyFile, book: QualityArmyBook): QualityArmyFile {
  const { faction: _builtIn, ...rest } = army;
  return { ...rest, homebrew: book };
}
