/**
 * Searching and sorting the army library: plain functions of the stored summaries, so the list the
 * player sees is the same one the unit tests check.
 */
import type { ArmyRecord } from '../../lib/db';

export type LibrarySort = 'recent' | 'name' | 'points' | 'faction';

export const SORTS: readonly { value: LibrarySort; label: string }[] = [
  { value: 'recent', label: 'Last changed' },
  { value: 'name', label: 'Name' },
  { value: 'faction', label: 'Faction' },
  { value: 'points', label: 'Points' },
];

/** The fields a search looks in, beside the name: ruleset, faction and the badge's words. */
function haystack(record: ArmyRecord, factionName: string, rulesetName: string): string {
  return [record.name, factionName, rulesetName, record.ruleset, record.faction, record.legal ? 'legal' : 'illegal', String(record.points)]
    .join(' ')
    .toLowerCase();
}

export interface QueryNames {
  faction(record: ArmyRecord): string;
  ruleset(record: ArmyRecord): string;
}

/** Every word of the query must appear somewhere; the list is then sorted (ties by name). */
export function queryLibrary(records: readonly ArmyRecord[], query: string, sort: LibrarySort, names: QueryNames): ArmyRecord[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = records.filter((r) => {
    const text = haystack(r, names.faction(r), names.ruleset(r));
    return words.every((w) => text.includes(w));
  });
  const byName = (a: ArmyRecord, b: ArmyRecord) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
  const compare: Record<LibrarySort, (a: ArmyRecord, b: ArmyRecord) => number> = {
    recent: (a, b) => b.updatedAt - a.updatedAt || byName(a, b),
    name: byName,
    points: (a, b) => b.points - a.points || byName(a, b),
    faction: (a, b) => names.faction(a).localeCompare(names.faction(b)) || byName(a, b),
  };
  return [...found].sort(compare[sort]);
}

/** "Iron Line" → "Iron Line (copy)", then "(copy 2)", … — never a name already in the library. */
export function copyName(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = name.replace(/ \(copy(?: \d+)?\)$/, '');
  for (let n = 1; ; n++) {
    const candidate = `${base} (copy${n === 1 ? '' : ` ${n}`})`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A fresh army's name that is not in the library yet: "New army", "New army 2", … */
export function freshName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base} ${n}`)) return `${base} ${n}`;
}
