/**
 * The D10 Wargame's setup and commands as data from a file may carry them: every unit, model,
 * weapon and number within limits no real game reaches (shared/core/setup-limits.ts), so `init`
 * refuses a forged setup in one sentence before it builds a model, and `apply` refuses a command
 * whose fields are of the wrong kind before the rules read them. The rules themselves (a unit
 * with no models, a deployment outside its zone) are judged where they always were.
 */
import { z } from 'zod';
import {
  AgreedDeploymentShape,
  CommandBase,
  Coordinate,
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

const Tier = wholeNumber(0, 10);
const RuleRefShape = z.looseObject({ rule: SetupId, tier: wholeNumber(0, 10) });
const TargetNumber = wholeNumber(0, 20);

const WeaponShape = z.looseObject({
  id: SetupId,
  name: SetupName,
  kind: z.enum(['ranged', 'melee'], { error: 'expected "ranged" or "melee"' }),
  range: numberBetween(0, L.inches).optional(),
  attacks: wholeNumber(0, L.attacks),
  ap: wholeNumber(0, 100),
  rules: listUpTo(RuleRefShape, L.rulesPerThing),
  carriers: wholeNumber(0, L.modelsPerUnit),
});

const BaseShape = z.looseObject({
  shape: z.enum(['round', 'oval', 'hull'], { error: 'expected "round", "oval" or "hull"' }),
  mm: numberBetween(1, 1000).optional(),
  widthMm: numberBetween(1, 1000).optional(),
  depthMm: numberBetween(1, 1000).optional(),
});

const UnitShape = z.looseObject({
  uid: SetupId,
  profileId: textUpTo(200, 0),
  name: SetupName,
  category: textUpTo(40),
  stats: z.looseObject({ ranged: TargetNumber, melee: TargetNumber, defense: TargetNumber, morale: TargetNumber }),
  tiers: z.looseObject({ defense: Tier.optional(), ranged: Tier.optional(), melee: Tier.optional(), speed: Tier.optional(), charge: Tier.optional(), morale: Tier.optional(), leadership: Tier.optional() }),
  wounds: wholeNumber(1, L.woundsPerModel),
  models: wholeNumber(0, L.modelsPerUnit),
  base: BaseShape,
  weapons: listUpTo(WeaponShape, L.weaponsPerUnit),
  rules: listUpTo(RuleRefShape, L.rulesPerThing),
  keywords: listUpTo(textUpTo(200, 0), L.rulesPerThing),
  points: numberBetween(-L.points, L.points),
  loadouts: listUpTo(IdList(L.weaponsPerUnit), L.modelsPerUnit).optional(),
});

const OptionsShape = z.looseObject({
  rounds: wholeNumber(1, 100).optional(),
  deployment: z.enum(['standard', 'diagonal', 'dawn'], { error: 'expected "standard", "diagonal" or "dawn"' }).optional(),
  scoring: z.enum(['standard', 'pure-destruction', 'objective-focus'], { error: 'expected "standard", "pure-destruction" or "objective-focus"' }).optional(),
  objectivePoints: wholeNumber(0, L.points).optional(),
  reserves: z.boolean({ error: 'expected yes or no (true or false)' }).optional(),
  commandPoints: z.boolean({ error: 'expected yes or no (true or false)' }).optional(),
  actAfterRally: z.boolean({ error: 'expected yes or no (true or false)' }).optional(),
  rollOffEachRound: z.boolean({ error: 'expected yes or no (true or false)' }).optional(),
  slayTheCommander: z.boolean({ error: 'expected yes or no (true or false)' }).optional(),
  rulesRevision: wholeNumber(1, 1000).optional(),
});

export const D10SetupShape = z.looseObject({
  armies: z.tuple([listUpTo(UnitShape, L.unitsPerSide), listUpTo(UnitShape, L.unitsPerSide)], { error: 'expected a list of two armies' }),
  players: z.tuple([SetupName, SetupName], { error: 'expected a list of two player names' }).optional(),
  points: numberBetween(0, L.points).optional(),
  table: z
    .looseObject({ width: numberBetween(1, L.inches), height: numberBetween(1, L.inches), terrain: listUpTo(SetupTerrain, L.terrainPieces).optional() })
    .optional(),
  deployment: AgreedDeploymentShape.optional(),
  options: OptionsShape.optional(),
  seed: Seed,
});

const command = <T extends z.core.$ZodLooseShape>(fields: T) => z.looseObject({ ...CommandBase, ...fields });
const Mode = textUpTo(40);

/** The fields of each D10 command (state.ts D10Command), by type. */
export const D10_COMMAND_SHAPES: Readonly<Record<string, z.ZodType>> = {
  rollOff: command({}),
  chooseOrder: command({ terrainFirst: z.number(), firstPlayer: z.number(), objectivesFirst: z.number().optional() }),
  placeTerrain: command({ terrain: SetupTerrain }),
  endTerrain: command({}),
  deploy: command({ unitId: SetupId, models: PlacedModels }),
  reserve: command({ unitId: SetupId }),
  placeObjective: command({ x: Coordinate, y: Coordinate }),
  activate: command({ unitId: SetupId }),
  rally: command({}),
  move: command({ mode: Mode, models: PlacedModels, paths: Paths.optional() }),
  arrive: command({ mode: Mode, edge: textUpTo(40), models: PlacedModels }),
  shoot: command({ fire: listUpTo(z.looseObject({ weapon: SetupId, target: SetupId }), L.weaponsPerUnit * 2) }),
  charge: command({ target: SetupId, weapons: IdList(L.weaponsPerUnit).optional() }),
  endActivation: command({}),
  useCommandPoint: command({ unitId: SetupId, use: textUpTo(40), check: textUpTo(40) }),
  allocateWounds: command({
    wounds: z.record(SetupId, wholeNumber(0, 10_000)).refine((w) => Object.keys(w).length <= L.modelsPerUnit, {
      error: `expected wounds for at most ${L.modelsPerUnit} models`,
    }),
  }),
  removeForCohesion: command({ models: IdList(L.modelsPerUnit) }),
  rollReserves: command({}),
  nextRound: command({}),
  missionPoints: command({ side: z.number(), points: numberBetween(-L.points, L.points), label: textUpTo(200, 0).optional() }),
};
