/**
 * Battle Forge's setup and commands as data from a file may carry them, within limits no real game
 * reaches (shared/core/setup-limits.ts): `init` refuses a forged setup in one sentence before it
 * builds a model, and `apply` refuses a command whose fields are of the wrong kind before the rules
 * read them. A game seats up to four players, so a seat is 0 to 3.
 */
import { z } from 'zod';
import { AgreedDeploymentShape, IdList, listUpTo, numberBetween, Paths, PlacedModels, Seed, SetupId, SetupName, SETUP_LIMITS as L, textUpTo, wholeNumber } from '../../core/setup-limits';

const Seat = wholeNumber(0, 3);
const Rules = listUpTo(z.looseObject({ rule: SetupId, tier: wholeNumber(1, 10).optional() }), L.rulesPerThing);
const Stats = z.looseObject({ mov: wholeNumber(0, 100), acc: wholeNumber(1, 10), str: wholeNumber(1, 10), sav: wholeNumber(1, 10).optional(), init: wholeNumber(1, 10), co: wholeNumber(1, 10) });
const Weapon = z.looseObject({
  id: SetupId,
  name: SetupName,
  range: z.union([z.literal('melee'), z.looseObject({ short: numberBetween(0, L.inches), long: numberBetween(0, L.inches) })]),
  attacks: wholeNumber(0, L.attacks),
  ap: wholeNumber(0, 10),
  rules: Rules,
  copies: wholeNumber(1, 10),
});
const Line = z.looseObject({ line: SetupId, name: SetupName, count: wholeNumber(0, L.modelsPerUnit), stats: Stats.optional(), weapons: listUpTo(Weapon, L.weaponsPerUnit), special: Rules });
const Unit = z.looseObject({
  uid: SetupId,
  name: SetupName,
  points: numberBetween(-L.points, L.points),
  category: SetupId,
  keywords: listUpTo(SetupName, 40),
  rules: Rules,
  lines: listUpTo(Line, 20),
  baseMm: numberBetween(1, 1000).optional(),
  casting: z.looseObject({ casts: wholeNumber(0, 10), stops: wholeNumber(0, 10), powers: listUpTo(z.looseObject({ id: SetupId, name: SetupName, cast: wholeNumber(1, 10) }), 40) }).optional(),
  transport: z.looseObject({ capacity: wholeNumber(1, L.modelsPerUnit), carries: listUpTo(SetupName, 4) }).optional(),
});
const Army = z.looseObject({
  name: SetupName,
  units: listUpTo(Unit, L.unitsPerSide),
  advantage: wholeNumber(0, 1000).optional(),
  spPerRound: wholeNumber(0, 100).optional(),
  strategies: listUpTo(z.looseObject({ id: SetupId, sp: wholeNumber(0, 10) }), 40).optional(),
});
const Rect = z.looseObject({ x: numberBetween(0, L.inches), y: numberBetween(0, L.inches), width: numberBetween(0, L.inches), depth: numberBetween(0, L.inches) });
const Terrain = z.looseObject({ id: SetupId, kind: z.enum(['blocking', 'area', 'obstacle', 'building', 'road']), cover: textUpTo(20), points: listUpTo(z.looseObject({ x: numberBetween(-L.inches, L.inches), y: numberBetween(-L.inches, L.inches) }), L.vertices) });

export const BfSetupShape = z.looseObject({
  armies: z.array(Army).min(2, { error: 'expected two to four armies' }).max(4, { error: 'expected two to four armies' }),
  players: listUpTo(SetupName, 4).optional(),
  teams: listUpTo(listUpTo(Seat, 4), 2).optional(),
  scenario: z.looseObject({
    id: SetupId,
    name: SetupName,
    table: z.looseObject({ width: numberBetween(1, L.inches), depth: numberBetween(1, L.inches) }),
    zones: listUpTo(Rect, 4),
    objectives: listUpTo(z.looseObject({ x: numberBetween(0, L.inches), y: numberBetween(0, L.inches) }), 40),
    reserveEdges: textUpTo(20),
    scoring: listUpTo(z.looseObject({ when: textUpTo(20), vp: wholeNumber(0, 100) }), 20),
  }),
  terrain: listUpTo(Terrain, L.terrainPieces).optional(),
  options: z.looseObject({ literalNaturalTenMargin: z.boolean().optional() }).optional(),
  deployment: AgreedDeploymentShape.optional(),
  seed: Seed,
});

const TablePoint = z.looseObject({ x: numberBetween(-L.inches, L.inches), y: numberBetween(-L.inches, L.inches) });
const CommandBase = { type: textUpTo(64), dice: listUpTo(wholeNumber(-1000, 1000), L.dicePerCommand).optional(), player: Seat.optional() };
const command = <T extends z.core.$ZodLooseShape>(fields: T) => z.looseObject({ ...CommandBase, ...fields });

/** The fields of each Battle Forge command (state.ts BfCommand), by type. */
export const BF_COMMAND_SHAPES: Readonly<Record<string, z.ZodType>> = {
  deploy: command({ unitId: SetupId, models: PlacedModels }),
  reserve: command({ unitId: SetupId }),
  embark: command({ unitId: SetupId, transport: SetupId }),
  bid: command({ shock: wholeNumber(0, 1000) }),
  assignShock: command({ unitId: SetupId, shock: wholeNumber(1, 1000).optional() }),
  activate: command({ unitId: SetupId, group: IdList(10).optional() }),
  move: command({ models: PlacedModels, paths: Paths.optional(), rush: z.boolean().optional(), arrive: z.enum(['edge', 'ambush', 'outflank']).optional(), point: TablePoint.optional(), enter: SetupId.optional(), board: SetupId.optional() }),
  shoot: command({ target: SetupId, split: IdList(10).optional() }),
  fight: command({ target: SetupId }),
  charge: command({ target: SetupId, models: PlacedModels, paths: Paths.optional() }),
  focus: command({}),
  hold: command({}),
  evade: command({}),
  rally: command({}),
  power: command({ power: SetupId, target: SetupId }),
  endActivation: command({}),
  react: command({ unitId: SetupId, reaction: textUpTo(40), counterWith: z.enum(['shoot', 'fight']).optional() }),
  noReaction: command({}),
  escapeMove: command({ models: PlacedModels }),
  consolidate: command({ models: PlacedModels }),
  noConsolidate: command({}),
  stopPower: command({ unitId: SetupId }),
  letPower: command({}),
  keepStandby: command({ keep: IdList(L.unitsPerSide) }),
  strategy: command({ strategy: SetupId, unitId: SetupId.optional(), models: PlacedModels.optional(), point: TablePoint.optional() }),
  pregameDone: command({}),
  hitOrder: command({ unitId: SetupId.optional(), last: z.union([SetupId, z.null()]).optional(), order: textUpTo(400).optional() }),
};
