/**
 * Making a current-version file from a game record. The engine hands over its record; the file
 * format adds the envelope (format name, version, title, time, app version).
 */
import type { JsonObject, JsonValue } from './bounded-json';
import { CURRENT_SCHEMA_VERSION, FORMAT_NAME, type Deployment, type SaveFile, type Snapshot } from './schema';

export interface GameRecordInput {
  kind: 'game' | 'plan';
  title: string;
  ruleset: SaveFile['ruleset'];
  armies: JsonObject[];
  table: JsonObject;
  seed: number | string;
  commands: JsonObject[];
  options?: JsonObject;
  snapshot?: Snapshot;
  /** A plan's deployment: objectives, both sides, every model placed, reserves. */
  deployment?: Deployment;
}

export function createSaveFile(record: GameRecordInput, appVersion: string, now: Date = new Date()): SaveFile {
  return {
    format: FORMAT_NAME,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    kind: record.kind,
    title: record.title,
    app: { version: appVersion },
    savedAt: now.toISOString(),
    ruleset: record.ruleset,
    armies: record.armies,
    table: record.table,
    seed: record.seed,
    commands: record.commands as SaveFile['commands'],
    ...(record.options ? { options: record.options } : {}),
    ...(record.snapshot ? { snapshot: record.snapshot } : {}),
    ...(record.deployment ? { deployment: record.deployment } : {}),
  };
}

/** The file as it is written at `now` (ms since 1970): the time of writing is part of the file. */
export function stampSavedAt(file: SaveFile, now: number): SaveFile {
  return { ...file, savedAt: new Date(now).toISOString() };
}

/** A suggested file name for a title: letters, digits, spaces and dashes, ending in .tenfold. */
export function fileNameFor(title: string): string {
  const base = title.replace(/[^\p{L}\p{N} _-]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${base || 'Untitled game'}.tenfold`;
}

export type { JsonValue };
