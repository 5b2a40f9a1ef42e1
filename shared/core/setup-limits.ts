/**
 * Limits on what a game's setup and its commands may hold, far beyond any real game but small
 * enough that replaying any file takes bounded time and memory. A saved game is data from anywhere:
 * its setup is checked against these before the engine builds a single model, and each command's
 * shape before the rules read it. Each ruleset's schemas (setup-schema.ts) use the same numbers.
 */
import { z } from 'zod';
import { issueInWords, listUpTo, numberBetween, REPORT_INPUT, textUpTo, wholeNumber } from './issue-words';
import { refuse, type Problem } from './refusal';

export const SETUP_LIMITS = {
  /** Units in one army (an army file lists at most 100). */
  unitsPerSide: 100,
  /** Models in one unit (a D10 profile allows 30; a plan 200). */
  modelsPerUnit: 200,
  /** Weapons a unit carries, and weapons or rules a model or weapon names. */
  weaponsPerUnit: 40,
  rulesPerThing: 40,
  /** Attacks per model with one weapon, after every special rule. */
  attacks: 100,
  /** Wounds a model has. */
  woundsPerModel: 100,
  /** Inches: ranges, moves, table sides. */
  inches: 1000,
  /** A terrain piece's corners, and the pieces on a table. */
  terrainPieces: 200,
  vertices: 200,
  /** Points of a unit or a game. */
  points: 1_000_000,
  /** Dice a player may type for one command (real-dice mode). */
  dicePerCommand: 2000,
  /** Commands in one game: a long game has a few thousand. */
  commandsPerGame: 20_000,
  /** Waypoints of one model's path in a move. */
  pathPoints: 500,
} as const;

const L = SETUP_LIMITS;

/** An id or a name inside a setup or a command. */
export const SetupId = textUpTo(200);
export const SetupName = textUpTo(200, 0);
/** A position or a length in inches, on or well off the table. */
export const Coordinate = numberBetween(-100_000, 100_000);
export const PointShape = z.looseObject({ x: Coordinate, y: Coordinate });
export const Side = z.union([z.literal(0), z.literal(1)], { error: 'expected 0 or 1 (player 1 or player 2)' });
export const Seed = z.union([z.number().min(-1e15).max(1e15), textUpTo(200)], { error: 'expected a whole number or a short text' });

/** A terrain piece as a setup carries it; its kind is judged by the ruleset. */
export const SetupTerrain = z.looseObject({ id: SetupId, kind: textUpTo(40), points: listUpTo(PointShape, L.vertices) });

/** An agreed deployment (shared/core/ruleset.ts AgreedDeployment). */
export const AgreedDeploymentShape = z.looseObject({
  firstToDeploy: Side,
  units: listUpTo(
    z.looseObject({ side: Side, uid: SetupId, models: listUpTo(z.looseObject({ x: Coordinate, y: Coordinate, facing: Coordinate.optional() }), L.modelsPerUnit) }),
    2 * L.unitsPerSide,
  ),
  reserves: listUpTo(z.looseObject({ side: Side, uid: SetupId }), 2 * L.unitsPerSide),
  objectives: listUpTo(PointShape, 100),
  objectivesFirst: Side.optional(),
});

/** Placed models in a command: ids optional, positions in inches. */
export const PlacedModels = listUpTo(z.looseObject({ id: SetupId.optional(), x: Coordinate, y: Coordinate, facing: Coordinate.optional() }), L.modelsPerUnit);
/** Each model's path: model id → waypoints. */
export const Paths = z.record(SetupId, listUpTo(PointShape, L.pathPoints)).refine((paths) => Object.keys(paths).length <= L.modelsPerUnit, {
  error: `expected paths for at most ${L.modelsPerUnit} models`,
});
export const IdList = (max: number) => listUpTo(SetupId, max);

/** What every command may carry beside its own fields. */
export const CommandBase = {
  type: textUpTo(64),
  dice: listUpTo(wholeNumber(-1000, 1000), L.dicePerCommand).optional(),
  player: Side.optional(),
};

export { wholeNumber, numberBetween, textUpTo, listUpTo };

/** The setup's first problem as one sentence, or null when it is within every limit. */
export function setupProblem(schema: z.ZodType, setup: unknown): string | null {
  const checked = schema.safeParse(setup, REPORT_INPUT);
  return checked.success ? null : `The game's setup cannot be played: ${issueInWords(checked.error.issues[0], 'the setup')}.`;
}

/**
 * A command's shape, checked before the rules read it: a command of a known type whose fields have
 * the wrong kind of value is refused in words. Unknown types pass, for the rules to refuse by name.
 */
export function commandShapeProblem(schemas: Readonly<Record<string, z.ZodType>>, command: unknown): Problem {
  if (typeof command !== 'object' || command === null || Array.isArray(command)) return refuse('not-a-command', 'That is not a command.');
  const type = (command as { type?: unknown }).type;
  if (typeof type !== 'string') return refuse('not-a-command', 'That is not a command (it has no type).');
  const schema = Object.hasOwn(schemas, type) ? schemas[type] : undefined;
  if (!schema) return null;
  const checked = schema.safeParse(command, REPORT_INPUT);
  return checked.success ? null : refuse('bad-command', `The ${type.slice(0, 40)} command cannot be read: ${issueInWords(checked.error.issues[0], 'the command')}.`);
}
