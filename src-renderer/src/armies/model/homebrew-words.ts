/**
 * Words and ids for any ruleset's homebrew editor: ids made from the names players type, and the
 * schema's complaints turned into a player's words, naming the place in the faction they are about.
 */

export function slug(name: string, fallback: string): string {
  const id = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return id || fallback;
}

/** An id from a name that the list does not use yet ("rifle", "rifle-2", …). */
export function uniqueId(name: string, fallback: string, taken: readonly { id: string }[]): string {
  const base = slug(name, fallback);
  const used = new Set(taken.map((t) => t.id));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const FIELD_WORDS: Record<string, string> = {
  ap: 'AP',
  minModels: 'fewest models',
  maxModels: 'most models',
  costPerModel: 'points per model',
  stats: '',
  tiers: 'tier texts',
  rules: 'special rules',
  loadout: 'weapons carried',
};

/** Zod's wording, in a player's: "Too big: expected number to be <=6" → "at most 6". */
export function plain(message: string): string {
  return message
    .replace(/^Too big: expected number to be <=(\d+)$/, 'at most $1')
    .replace(/^Too small: expected number to be >=(\d+)$/, 'at least $1')
    .replace(/^Too big: expected string to have <=(\d+) characters$/, 'at most $1 characters')
    .replace(/^Too small: expected string to have >=1 characters$/, 'cannot be empty')
    .replace(/^Invalid input: expected number, received \w+$/, 'needs a number')
    .replace(/^Invalid input: expected int, received number$/, 'needs a whole number');
}

/** Names the place a schema issue points at in the player's words: "Unit “Raiders”, Ranged". */
export function where(draft: unknown, path: readonly PropertyKey[]): string {
  const words: string[] = [];
  let node: unknown = draft;
  const collections: Record<string, string> = { units: 'Unit', weapons: 'Weapon', specialRules: 'Special rule', wargear: 'Wargear' };
  // Army books that nest weapons inside units read the same way.
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const next = (node as Record<PropertyKey, unknown> | undefined)?.[key];
    if (typeof key === 'string' && collections[key] && typeof path[i + 1] === 'number') {
      const item = (next as unknown[] | undefined)?.[path[i + 1] as number] as { name?: string } | undefined;
      words.push(`${collections[key]} “${item?.name || `#${(path[i + 1] as number) + 1}`}”`);
      node = item;
      i++;
      continue;
    }
    if (typeof key === 'string' && FIELD_WORDS[key] !== '') words.push(FIELD_WORDS[key] ?? key.replace(/([A-Z])/g, ' $1').toLowerCase());
    node = next;
  }
  return words.join(', ') || 'The faction';
}
