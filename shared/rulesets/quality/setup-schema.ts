/**
 * The Quality Wargame's setup and commands as data from a file may carry them, within limits no
 * real game reaches (shared/core/setup-limits.ts): `init` refuses a forged setup in one sentence
 * before it builds a model, and `apply` refuses a command whose fields are of the wrong kind
 * before the rules read them. The rules themselves are judged where they always were.
 */
import { z } from 'zod';
import {
  AgreedDeploymentShape,
  CommandBase,
  IdList,
  listUpTo,
  numberBetween,
  Paths,
  PlacedModels,
  Seed,
  SetupId,
  SetupName,
  SetupTerrain,
  SETUP_LIMITS as L,
  textUpTo,
  wholeNumber,
} from '../../core/setup-limits';

const UnitShape = z.looseObject({
  uid: SetupId,
  name: SetupName,
  quality: z.number({ error: 'expected a number' }),
  move: numberBetween(0, L.inches),
  heavy: z.boolean({ error: 'expected yes or no (true or false)' }),
  models: wholeNumber(0, L.modelsPerUnit),
  weapons: listUpTo(z.looseObject({ id: SetupId, name: SetupName, range: numberBetween(0, L.inches).optional(), attacks: wholeNumber(0, L.attacks) }), L.weaponsPerUnit),
  baseMm: numberBetween(1, 1000),
  points: numberBetween(-L.points, L.points),
});

const ScenarioShape = z.looseObject({
  name: textUpTo(200, 0).optional(),
  width: numberBetween(1, L.inches).optional(),
  height: numberBetween(1, L.inches).optional(),
  deploymentDepth: numberBetween(0, L.inches).optional(),
  activationLimit: wholeNumber(1, 10_000).optional(),
  battlePoints: numberBetween(0, L.points).optional(),
  terrain: listUpTo(SetupTerrain, L.terrainPieces).optional(),
});

export const QSetupShape = z.looseObject({
  armies: z.tuple([listUpTo(UnitShape, L.unitsPerSide), listUpTo(UnitShape, L.unitsPerSide)], { error: 'expected a list of two armies' }),
  players: z.tuple([SetupName, SetupName], { error: 'expected a list of two player names' }).optional(),
  scenario: ScenarioShape.optional(),
  options: z
    .looseObject({ meleeAfterRun: z.boolean({ error: 'expected yes or no (true or false)' }).optional(), rulesRevision: wholeNumber(1, 1000).optional() })
    .optional(),
  deployment: AgreedDeploymentShape.optional(),
  seed: Seed,
});

const command = <T extends z.core.$ZodLooseShape>(fields: T) => z.looseObject({ ...CommandBase, ...fields });

/** The fields of each Quality command (state.ts QCommand), by type. */
export const Q_COMMAND_SHAPES: Readonly<Record<string, z.ZodType>> = {
  deploy: command({ unitId: SetupId, models: PlacedModels }),
  rollOff: command({}),
  activate: command({ unitId: SetupId, action: textUpTo(40) }),
  move: command({ models: PlacedModels, paths: Paths.optional() }),
  attack: command({ target: SetupId, kind: textUpTo(40) }),
  seizeGround: command({ models: PlacedModels, paths: Paths.optional() }),
  endActivation: command({}),
  removeModels: command({ models: IdList(L.modelsPerUnit) }),
};
