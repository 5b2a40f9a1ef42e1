/**
 * The renderer's own storage in IndexedDB: the army library, games and their autosaves, and the
 * player's settings. The schema is versioned: a new version adds a `this.version(n)` step below
 * and never edits an old one, so a player's existing database upgrades in place.
 */
import Dexie, { type DexieOptions, type EntityTable } from 'dexie';

export interface ArmyRecord {
  id: string;
  name: string;
  ruleset: string;
  faction: string;
  points: number;
  legal: boolean;
  /** The army file as JSON text (validated by the rules core when read back). */
  file: string;
  updatedAt: number;
}

export interface GameRecord {
  id: string;
  name: string;
  ruleset: string;
  /** The saved game as JSON text. */
  file: string;
  updatedAt: number;
}

export interface AutosaveRecord {
  id: string;
  gameId: string;
  file: string;
  savedAt: number;
}

/** A terrain layout kept to reuse on another table. */
export interface LayoutRecord {
  id: string;
  name: string;
  ruleset: string;
  /** The layout (table size and terrain) as JSON text. */
  file: string;
  updatedAt: number;
}

/** A deployment plan: table, mission, both armies and where their models stand. */
export interface PlanRecord {
  id: string;
  name: string;
  ruleset: string;
  file: string;
  updatedAt: number;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

export const DB_NAME = 'tenfold';
export const DB_VERSION = 2;

export class TenfoldDb extends Dexie {
  armies!: EntityTable<ArmyRecord, 'id'>;
  games!: EntityTable<GameRecord, 'id'>;
  autosaves!: EntityTable<AutosaveRecord, 'id'>;
  settings!: EntityTable<SettingRecord, 'key'>;
  layouts!: EntityTable<LayoutRecord, 'id'>;
  plans!: EntityTable<PlanRecord, 'id'>;

  constructor(name = DB_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      armies: 'id, name, ruleset, faction, updatedAt',
      games: 'id, name, ruleset, updatedAt',
      autosaves: 'id, gameId, savedAt',
      settings: 'key',
    });
    // Version 2: terrain layouts and deployment plans for the Table screen.
    this.version(2).stores({
      layouts: 'id, name, ruleset, updatedAt',
      plans: 'id, name, ruleset, updatedAt',
    });
  }
}
