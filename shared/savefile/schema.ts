/**
 * The schemas of every version of the `.tenfold` envelope (see FORMAT.md). An old version's schema
 * is never edited: a change adds a new version and a step in ./migrations. Objects are strict, so
 * an unknown field is refused instead of silently kept; every number, text and list is capped.
 */
import { z } from 'zod';
import { BoundedJson, BoundedObject } from './bounded-json';

export const FORMAT_NAME = 'tenfold';
export const CURRENT_SCHEMA_VERSION = 3;

/** The rulesets Tenfold speaks (DESIGN.md); a file for any other is refused by name. */
export const RULESET_IDS = ['d10-wargame', 'battle-forge', 'quality', 'skirmish-3d10', 'hundred-wars'] as const;
export const RulesetId = z.enum(RULESET_IDS, { message: 'an unknown ruleset' });

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

export type SaveFile = SaveFileV3;
export const SaveFileSchema = SaveFileV3;

/** The schema of each version, by number, for validating a file before it is migrated. */
export const SCHEMAS: Record<number, z.ZodType> = { 1: SaveFileV1, 2: SaveFileV2, 3: SaveFileV3 };
