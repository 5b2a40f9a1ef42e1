/**
 * The table's use of the renderer's database: army lists to deploy, terrain layouts to keep and
 * reuse, and the plans an older Tenfold kept here (read only: plans are `.tenfold` files now).
 * Records are JSON text read back through plan-file.ts, so a damaged one is refused with a reason
 * rather than loaded half-way.
 */
import { TenfoldDb } from '../../lib/db';
import { tableRulesets } from '../../rulesets/index';
import type { ArmyChoice } from './army-source';

let db: TenfoldDb | undefined;

/** The app's one connection (App.svelte provides it); the screen calls this before any read. */
export function useConnection(connection: TenfoldDb): void {
  db = connection;
}

/** The app's connection, or one of the screen's own if it runs without the app frame. */
function open(): TenfoldDb {
  db ??= new TenfoldDb();
  return db;
}

/** The player's armies of the rulesets the table plans, by name. */
export async function libraryArmies(): Promise<ArmyChoice[]> {
  const rows = await open().armies.where('ruleset').anyOf(tableRulesets()).sortBy('name');
  return rows.map((r) => ({ id: `library:${r.id}`, name: r.name, source: 'library' as const, file: r.file }));
}

export interface SavedEntry {
  id: string;
  name: string;
  updatedAt: number;
}

export async function listPlans(): Promise<SavedEntry[]> {
  const rows = await open().plans.orderBy('updatedAt').reverse().toArray();
  return rows.map(({ id, name, updatedAt }) => ({ id, name, updatedAt }));
}

export async function readPlan(id: string): Promise<string | undefined> {
  return (await open().plans.get(id))?.file;
}

export async function listLayouts(): Promise<SavedEntry[]> {
  const rows = await open().layouts.orderBy('updatedAt').reverse().toArray();
  return rows.map(({ id, name, updatedAt }) => ({ id, name, updatedAt }));
}

export async function saveLayout(id: string, name: string, ruleset: string, file: string): Promise<void> {
  await open().layouts.put({ id, name, ruleset, file, updatedAt: Date.now() });
}

export async function readLayout(id: string): Promise<string | undefined> {
  return (await open().layouts.get(id))?.file;
}
