/**
 * A new D10 Wargame game from the wizard's choices: the table by points (D10.SETUP.TABLE_UP_TO_1000,
 * D10.SETUP.TABLE_OVER_1000), terrain the engine reads as blocking or area (D10.TERRAIN.BLOCKING_*,
 * D10.TERRAIN.AREA_DIFFICULT; other pieces have no effect), the deployment and scoring the players
 * choose (D10.AMBIG.MISSION_TABLE), the game length, Command Points and reserves (advanced rules),
 * and a planned deployment played as agreed.
 */
import { twoSeats, type RulePiece, type SetupRules } from '../../core/setup';
import { tableFor } from './setup';
import type { D10Setup, DeploymentKind, ScoringVariant, Terrain } from './state';
import type { ResolvedUnit } from './resolved';

/** The Table screen's deployment maps as the engine names them (D10.DEPLOY.*). */
const MAP: Record<'standard' | 'diagonal' | 'dawn-of-war', DeploymentKind> = { standard: 'standard', diagonal: 'diagonal', 'dawn-of-war': 'dawn' };

/** D10.TERRAIN.BLOCKING_* and D10.TERRAIN.AREA_DIFFICULT: the engine keeps blocking and area pieces. */
export function d10TerrainOf(pieces: readonly RulePiece[]): Terrain[] {
  return pieces.flatMap((p) => (p.rules === 'blocking' || p.rules === 'area' ? [{ id: p.id, kind: p.rules, points: p.points }] : []));
}

export const d10GameSetup: SetupRules = {
  playersPlaceTerrain: true,
  table: (points) => tableFor(points),
  tableRule: ' (D10.SETUP.TABLE_UP_TO_1000, D10.SETUP.TABLE_OVER_1000)',
  build(c) {
    const seats = twoSeats<ResolvedUnit>(c, 'The D10 Wargame');
    if (!seats.ok) return seats;
    const size = tableFor(c.points);
    const o = c.options;
    const terrain = c.terrain.kind === 'pieces' ? d10TerrainOf(c.terrain.pieces) : [];
    const rounds = typeof o['rounds'] === 'number' ? o['rounds'] : null;
    const setup: D10Setup = {
      armies: seats.armies,
      players: seats.players,
      points: c.points,
      ...(c.terrain.kind === 'placed' ? { table: { ...size } } : { table: { ...size, terrain } }),
      options: {
        // A planned deployment brings its own map, and holding units in reserve means the players agreed to reserves.
        deployment: c.plan ? MAP[c.plan.map] : ((o['deployment'] as DeploymentKind | undefined) ?? 'standard'),
        scoring: (o['scoring'] as ScoringVariant | undefined) ?? 'standard',
        commandPoints: o['commandPoints'] === true,
        reserves: o['reserves'] === true || (c.plan?.holdsReserves ?? false),
        ...(rounds ? { rounds } : {}),
      },
      ...(c.plan ? { deployment: c.plan.deployment } : {}),
      seed: c.seed,
    };
    return { ok: true, setup };
  },
};
