/**
 * Migrations from each old version of the envelope to the next, one step at a time (tldraw's
 * habit): a version-1 file becomes version 2, then 3, then 4. Each step takes a file already validated
 * against its own version's schema, so it can trust the shape it reads.
 */
import type { JsonObject, JsonValue } from './bounded-json';
import { MAX_PLAN_UNITS, MAX_UNIT_MODELS, type Deployment, type SaveFileV1, type SaveFileV2, type SaveFileV3, type SaveFileV4, type SaveFileV5 } from './schema';
import { FIRST_RULES_REVISION } from '../core/rules-revision';

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

function v3ToV4(file: SaveFileV3): SaveFileV4 {
  const upgraded: SaveFileV4 = { ...file, schemaVersion: 4 };
  return file.kind === 'plan' ? { ...upgraded, deployment: deploymentFromCommands(file) } : upgraded;
}

/**
 * A game saved before version 5 was played under the rules of revision 1, before the owner chose
 * casualties and weapons belonged to models (shared/core/rules-revision.ts): its engine setup is
 * marked so, and the game replays exactly as it was played. A setup that already names a revision
 * keeps it; a plan, or a game without an engine setup, has nothing to mark.
 */
function v4ToV5(file: SaveFileV4): SaveFileV5 {
  const upgraded: SaveFileV5 = { ...file, schemaVersion: 5 };
  const setup = file.options?.['setup'];
  if (file.kind !== 'game' || typeof setup !== 'object' || setup === null || Array.isArray(setup)) return upgraded;
  const given = setup['options'];
  const options: JsonObject = typeof given === 'object' && given !== null && !Array.isArray(given) ? given : {};
  if (options['rulesRevision'] !== undefined) return upgraded;
  return { ...upgraded, options: { ...file.options, setup: { ...setup, options: { ...options, rulesRevision: FIRST_RULES_REVISION } } } };
}

/**
 * A plan from before version 4 kept where its units stood only as `deploy` commands. Each one
 * naming a unit (`unit`, with `side` 0 or 1, else player 1) and its models (`at` or `models`, each
 * with `x`, `y` and an optional `facing`) becomes a placement; a later one for the same unit wins.
 * Anything else stays in `commands`, untouched, so nothing the file held is lost.
 */
function deploymentFromCommands(file: SaveFileV3): Deployment {
  const placements = new Map<string, Deployment['placements'][number]>();
  for (const command of file.commands) {
    if (command['type'] !== 'deploy' || placements.size >= MAX_PLAN_UNITS) continue;
    const unit = command['unit'];
    const side = command['side'] === 1 ? 1 : 0;
    if (typeof unit !== 'string' || unit.length === 0 || unit.length > 77) continue;
    const key = /^[01]\//.test(unit) ? unit : `${side}/${unit}`;
    const models = modelsOf(command['at'] ?? command['models']);
    if (models.length > 0) placements.set(key, { unit: key, models });
  }
  const sideOf = (index: number) => ({ army: index < file.armies.length ? index : null, name: armyName(file.armies[index]) ?? `Player ${index + 1}` });
  return { map: 'standard', objectives: [], sides: [sideOf(0), sideOf(1)], placements: [...placements.values()], reserves: [], firstToDeploy: 0 };
}

function modelsOf(value: JsonValue | undefined): Deployment['placements'][number]['models'] {
  if (!Array.isArray(value)) return [];
  const inches = (n: JsonValue | undefined): n is number => typeof n === 'number' && Math.abs(n) <= 1_000_000;
  const models: Deployment['placements'][number]['models'] = [];
  for (const model of value.slice(0, MAX_UNIT_MODELS)) {
    if (typeof model !== 'object' || model === null || Array.isArray(model)) continue;
    const { x, y, facing } = model;
    if (inches(x) && inches(y)) models.push({ x, y, facing: inches(facing) ? facing : 0 });
  }
  return models;
}

function armyName(army: JsonObject | undefined): string | null {
  const name = army?.['name'];
  return typeof name === 'string' && name.trim() !== '' ? name.slice(0, 120) : null;
}

function titleFromArmies(armies: SaveFileV1['armies']): string | null {
  const names = armies.map((army) => army['name']).filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  return names.length > 0 ? names.join(' vs ').slice(0, 120) : null;
}

export const MIGRATIONS: readonly MigrationStep[] = [
  { from: 1, to: 2, summary: 'adds kind, title and app.version; savedAt becomes required', up: (f) => v1ToV2(f as SaveFileV1) },
  { from: 2, to: 3, summary: 'the snapshot records atCommand, the number of commands it includes', up: (f) => v2ToV3(f as SaveFileV2) },
  { from: 3, to: 4, summary: 'a plan gains its deployment, read from its deploy commands', up: (f) => v3ToV4(f as SaveFileV3) },
  { from: 4, to: 5, summary: 'a game is marked with the rules revision it was played under (1), so it replays as it was played', up: (f) => v4ToV5(f as SaveFileV4) },
];
