/**
 * Migrations from each old version of the envelope to the next, one step at a time (tldraw's
 * habit): a version-1 file becomes version 2, then 3. Each step takes a file already validated
 * against its own version's schema, so it can trust the shape it reads.
 */
import type { SaveFileV1, SaveFileV2, SaveFileV3 } from './schema';

/** The app version stamped on files migrated from version 1, which did not record one. */
export const UNKNOWN_APP_VERSION = 'unknown';

export interface MigrationStep {
  from: number;
  to: number;
  /** What the step changes, for FORMAT.md and the tests. */
  summary: string;
  up(file: unknown): unknown;
}

function v1ToV2(file: SaveFileV1): SaveFileV2 {
  const { schemaVersion: _old, savedAt, ...rest } = file;
  // A v1 file with no recorded moves past deployment reads as a plan; anything else as a game.
  const played = file.commands.some((command) => command['type'] !== 'deploy');
  return {
    ...rest,
    schemaVersion: 2,
    kind: played || file.snapshot ? 'game' : 'plan',
    title: titleFromArmies(file.armies) ?? 'Untitled game',
    app: { version: UNKNOWN_APP_VERSION },
    savedAt: savedAt ?? new Date(0).toISOString(),
  };
}

function v2ToV3(file: SaveFileV2): SaveFileV3 {
  const { snapshot, ...rest } = file;
  // Version 2 wrote the snapshot in the same save as the log, so it was taken after the last command.
  return {
    ...rest,
    schemaVersion: 3,
    ...(snapshot ? { snapshot: { ...snapshot, atCommand: file.commands.length } } : {}),
  };
}

function titleFromArmies(armies: SaveFileV1['armies']): string | null {
  const names = armies.map((army) => army['name']).filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  return names.length > 0 ? names.join(' vs ').slice(0, 120) : null;
}

export const MIGRATIONS: readonly MigrationStep[] = [
  { from: 1, to: 2, summary: 'adds kind, title and app.version; savedAt becomes required', up: (f) => v1ToV2(f as SaveFileV1) },
  { from: 2, to: 3, summary: 'the snapshot records atCommand, the number of commands it includes', up: (f) => v2ToV3(f as SaveFileV2) },
];
