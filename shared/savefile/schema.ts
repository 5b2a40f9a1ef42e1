/**
 * The schemas of every version of the `.tenfold` envelope (see FORMAT.md). An old version's schema
 * is never edited: a change adds a new version and a step in ./migrations. Objects are strict, so
 * an unknown field is refused instead of silently kept; every number, text and list is capped.
 */
import { FILE_RULESET_IDS, isFileRuleset } from '../rulesets/index';
import { z } from 'zod';
import { BoundedJson, BoundedObject } from './bounded-json';

export const FORMAT_NAME = 'tenfold';
export const CURRENT_SCHEMA_VERSION = 5;

/** The rulesets Tenfold speaks (DESIGN.md); a file for any other is refused by name. */
/** The ruleset ids a file may name, as the registry lists them. */
export const RULESET_IDS = FILE_RULESET_IDS;
export const RulesetId = z.string().max(64).refine(isFileRuleset, { message: 'an unknown ruleset' });

const MAX_ARMIES = 8;
const MAX_COMMANDS = 50_000;
const MAX_LOG_LINES = 100_000;

/** The dice seed: an unsigned 32-bit integer or a short text the engine hashes. */
export const Seed = z.union([z.int().min(0).max(0xffff_ffff), z.string().min(1).max(128)]);

/** A player's command, as the engine wrote it: a named type with bounded data beside it. */
export const Command = BoundedObject.refine(
  (command) => typeof command['type'] === 'string' && command['type'].length > 0 && command['type'].length <= 64,
  { message: 'a command needs a "type" name' },
);

const Round = z.int().min(0).max(99);
const ScoreLine = z
  .object({ side: z.string().min(1).max(64), name: z.string().max(80), points: z.int().min(-1_000_000).max(1_000_000) })
  .strict();
const LogLine = z
  .object({ round: Round, side: z.string().min(1).max(64).optional(), text: z.string().min(1).max(500) })
  .strict();

const snapshotFields = {
  round: Round,
  finished: z.boolean(),
  score: z.array(ScoreLine).max(MAX_ARMIES),
  /** What happened, in words, for the battle report when the engine is not at hand. */
  log: z.array(LogLine).max(MAX_LOG_LINES),
  /** The engine's own state after the last command: opening a file need not replay it. */
  state: BoundedJson.optional(),
};

const IsoTime = z.iso.datetime({ offset: true });

const v1Fields = {
  format: z.literal(FORMAT_NAME),
  schemaVersion: z.literal(1),
  ruleset: RulesetId,
  armies: z.array(BoundedObject).max(MAX_ARMIES),
  table: BoundedObject,
  seed: Seed,
  commands: z.array(Command).max(MAX_COMMANDS),
  savedAt: IsoTime.optional(),
};

/** Version 1: the game record as the engine first wrote it. */
export const SaveFileV1 = z.object({ ...v1Fields, snapshot: z.object(snapshotFields).strict().optional() }).strict();
export type SaveFileV1 = z.output<typeof SaveFileV1>;

const v2Fields = {
  ...v1Fields,
  schemaVersion: z.literal(2),
  /** A played game, or a deployment plan (no commands beyond deployment). */
  kind: z.enum(['game', 'plan']),
  /** The name the player gave it, shown in the title bar and the report. */
  title: z.string().trim().min(1).max(120),
  app: z.object({ version: z.string().min(1).max(32) }).strict(),
  savedAt: IsoTime,
};

/** Version 2: adds what a file needs to stand on its own: kind, title, the writing app's version. */
export const SaveFileV2 = z.object({ ...v2Fields, snapshot: z.object(snapshotFields).strict().optional() }).strict();
export type SaveFileV2 = z.output<typeof SaveFileV2>;

export const SnapshotV3 = z
  .object({
    ...snapshotFields,
    /** How many commands the snapshot includes: a snapshot behind the log is stale and ignored. */
    atCommand: z.int().min(0).max(MAX_COMMANDS),
  })
  .strict();
export type Snapshot = z.output<typeof SnapshotV3>;

/** Version 3 (current): the snapshot says which command it was taken after. */
export const SaveFileV3 = z
  .object({
    ...v2Fields,
    schemaVersion: z.literal(3),
    /** The ruleset's game options (mission, scoring, player names…), opaque to the format; optional. */
    options: BoundedObject.optional(),
    snapshot: SnapshotV3.optional(),
  })
  .strict();
export type SaveFileV3 = z.output<typeof SaveFileV3>;

/** Inches on the table (or just off it): far beyond any table, well inside the format's number bound. */
const Inches = z.number().min(-1_000_000).max(1_000_000);
/** A unit of a plan: `<side>/<unit id>`, so both armies may have a unit called "u1". */
const UnitKey = z.string().min(3).max(80).regex(/^[01]\//, { message: 'a unit key starts with its side, "0/" or "1/"' });
export const MAX_PLAN_UNITS = 400;
export const MAX_UNIT_MODELS = 200;
export const MAX_OBJECTIVES = 20;

const PlanModel = z.object({ x: Inches, y: Inches, /** Radians; 0 faces up the table, toward player 2's edge. */ facing: Inches }).strict();
const PlanSide = z
  .object({
    /** Which entry of `armies` this player brought, or null while the player has none. */
    army: z.int().min(0).max(MAX_ARMIES - 1).nullable(),
    /** The army's name as the planner shows it. */
    name: z.string().max(120),
  })
  .strict();

/** Where everything stands in a deployment plan (version 4); the table and its terrain are in `table`. */
export const Deployment = z
  .object({
    /** The ruleset's deployment map, e.g. "standard", "diagonal" or "dawn-of-war" for d10-wargame. */
    map: z.string().min(1).max(40),
    objectives: z.array(z.object({ id: z.string().min(1).max(40), x: Inches, y: Inches }).strict()).max(MAX_OBJECTIVES),
    sides: z.tuple([PlanSide, PlanSide]),
    /** The units on the table, model by model; a unit in neither this nor `reserves` is still waiting. */
    placements: z
      .array(z.object({ unit: UnitKey, models: z.array(PlanModel).min(1).max(MAX_UNIT_MODELS) }).strict())
      .max(MAX_PLAN_UNITS),
    reserves: z.array(UnitKey).max(MAX_PLAN_UNITS),
    /** The player who deploys first, 0 or 1. */
    firstToDeploy: z.union([z.literal(0), z.literal(1)]),
  })
  .strict();
export type Deployment = z.output<typeof Deployment>;

/** A plan has its deployment, a game has none, and the deployment's armies are in the file. */
function deploymentChecks(file: { kind: 'game' | 'plan'; deployment?: Deployment | undefined; armies: unknown[] }, context: z.RefinementCtx): void {
  if (file.kind === 'plan' && !file.deployment) context.addIssue({ code: 'custom', path: ['deployment'], message: 'a plan needs its deployment' });
  if (file.kind === 'game' && file.deployment) context.addIssue({ code: 'custom', path: ['deployment'], message: 'only a plan has a deployment' });
  file.deployment?.sides.forEach((side, index) => {
    if (side.army !== null && side.army >= file.armies.length) {
      context.addIssue({ code: 'custom', path: ['deployment', 'sides', index, 'army'], message: `there is no army ${side.army + 1} in the file` });
    }
  });
}

/** Version 4: a plan carries its deployment (objectives, both sides, every model placed, reserves). */
export const SaveFileV4 = z
  .object({
    ...SaveFileV3.shape,
    schemaVersion: z.literal(4),
    deployment: Deployment.optional(),
  })
  .strict()
  .superRefine(deploymentChecks);
export type SaveFileV4 = z.output<typeof SaveFileV4>;

/**
 * Version 5 (current): the same fields. A game's engine setup (`options.setup`) without a
 * `rulesRevision` is a game of the current rules; the step from version 4 marks older games with the
 * revision they were played under (shared/core/rules-revision.ts), so they replay as they were played.
 */
export const SaveFileV5 = z
  .object({
    ...SaveFileV3.shape,
    schemaVersion: z.literal(5),
    deployment: Deployment.optional(),
  })
  .strict()
  .superRefine(deploymentChecks);
export type SaveFileV5 = z.output<typeof SaveFileV5>;

export type SaveFile = SaveFileV5;
export const SaveFileSchema = SaveFileV5;

/** The schema of each version, by number, for validating a file before it is migrated. */
export const SCHEMAS: Record<number, z.ZodType> = { 1: SaveFileV1, 2: SaveFileV2, 3: SaveFileV3, 4: SaveFileV4, 5: SaveFileV5 };
