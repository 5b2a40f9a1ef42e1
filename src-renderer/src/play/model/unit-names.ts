/**
 * Units that share a name in one army are told apart by number — "Raider Mob 1", "Raider Mob 2" —
 * so every list, menu and log line of a game names one unit. The numbers are given when the game
 * is set up, so the engine's own descriptions (the log) carry them too.
 */
export function numberedNames<T extends { name: string }>(units: readonly T[]): T[] {
  const count = new Map<string, number>();
  for (const u of units) count.set(u.name, (count.get(u.name) ?? 0) + 1);
  const taken = new Set(units.map((u) => u.name));
  const next = new Map<string, number>();
  return units.map((u) => {
    if ((count.get(u.name) ?? 0) < 2) return u;
    let n = next.get(u.name) ?? 1;
    // A unit the player already called "Raider Mob 2" keeps that name; the numbering steps past it.
    while (taken.has(`${u.name} ${n}`)) n++;
    next.set(u.name, n + 1);
    const name = `${u.name} ${n}`;
    taken.add(name);
    return { ...u, name };
  });
}
