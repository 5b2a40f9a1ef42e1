/**
 * Table indexes kept for a ruleset's states. A state is never changed once a command has returned
 * it, so its index is kept with it (checked by a quick signature, since during a command the engine
 * asks before it changes anything). Beyond that, the states of one game — which share their terrain
 * list until terrain changes — share indexes by what an index is built from: every unit on the
 * table, its base and each model's place and facing. A state that differs only in what the table
 * does not show (the dice, a score, a player's view) finds the index another state built.
 */
import { buildTableIndex, type Table, type TableIndex } from './table';

const KEPT_PER_GAME = 48;

export class TableIndexCache<S extends object> {
  readonly #byState = new WeakMap<S, { key: string; index: TableIndex }>();
  readonly #byGame = new WeakMap<object, Map<string, TableIndex>>();
  readonly #read: (s: S) => { game: object; signature: string; table: () => Table };

  /** `read` names a state's game (its terrain list), its quick signature, and its table as the geometry reads it. */
  constructor(read: (s: S) => { game: object; signature: string; table: () => Table }) {
    this.#read = read;
  }

  indexOf(s: S): TableIndex {
    const { game, signature, table } = this.#read(s);
    const cached = this.#byState.get(s);
    if (cached && cached.key === signature) return cached.index;
    const t = table();
    const key = tableKey(t);
    let family = this.#byGame.get(game);
    if (!family) this.#byGame.set(game, (family = new Map()));
    let index = family.get(key);
    if (!index) {
      index = buildTableIndex(t);
      family.set(key, index);
      if (family.size > KEPT_PER_GAME) family.delete(family.keys().next().value!);
    }
    this.#byState.set(s, { key: signature, index });
    return index;
  }
}

/** Everything an index is built from, as text: the table, the terrain count, each unit's base and models. */
function tableKey(t: Table): string {
  let key = `${t.width}x${t.height}:${t.terrain.length}|`;
  for (const u of t.units) {
    key += `${u.id}:${u.side}:${JSON.stringify(u.models[0]?.shape ?? null)}:`;
    for (const m of u.models) key += `${m.id}@${m.x.toFixed(4)},${m.y.toFixed(4)},${m.facing.toFixed(4)};`;
  }
  return key;
}
