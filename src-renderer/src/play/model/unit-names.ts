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

/**
 * The units of every army of a game, each army's own numbered; where two armies bring a unit of
 * the same name (a free-for-all with two lists of one faction), the later seat's carries its
 * player's number — "Hedge Wardens (P3)" — so the log still names one unit.
 */
export function gameUnitNames<T extends { name: string }>(armies: readonly (readonly T[])[]): T[][] {
  const taken = new Set<string>();
  return armies.map((units, seat) => {
    const named = numberedNames(units).map((u) => (taken.has(u.name) ? { ...u, name: `${u.name} (P${seat + 1})` } : u));
    for (const u of named) taken.add(u.name);
    return named;
  });
}
