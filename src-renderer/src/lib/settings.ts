/**
 * The player's settings, validated before use: whatever is stored (an older version's settings,
 * a hand-edited database) either passes its schema or falls back to the default, key by key.
 */
import { z } from 'zod';
import type { TenfoldDb } from './db';

const fields = {
  theme: z.enum(['system', 'dark', 'light']),
  units: z.enum(['inches']),
  dice: z.enum(['app', 'physical']),
  pageSize: z.enum(['A4', 'Letter']),
  showGrid: z.boolean(),
  /** The Play board draws the selected unit's arcs and what it sees. */
  showSight: z.boolean(),
};

export const Settings = z.object(fields);
export type Settings = z.infer<typeof Settings>;

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  theme: 'system',
  units: 'inches',
  dice: 'app',
  pageSize: 'A4',
  showGrid: true,
  showSight: true,
});

export async function loadSettings(db: TenfoldDb): Promise<Settings> {
  const rows = await db.settings.toArray();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, schema] of Object.entries(fields)) {
    const parsed = schema.safeParse(stored.get(key));
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as Settings;
}

export async function saveSetting<K extends keyof Settings>(db: TenfoldDb, key: K, value: Settings[K]): Promise<void> {
  const checked = fields[key].safeParse(value);
  if (!checked.success) throw new Error(`"${String(value)}" is not a valid ${key} setting`);
  await db.settings.put({ key, value: checked.data });
}
