/**
 * A new Battle Forge game from the wizard's choices: the scenario (its table, zones, objectives and
 * scoring; option `scenario`, the first of the module's by default), the terrain read as Battle
 * Forge plays it (BF.TERRAIN.AGREE_PREGAME: blocking, area, obstacles, each with its cover), and each
 * army's units with what its list earns (advantage points, Strategy Points, strategies).
 */
import type { RulePiece, SetupRules } from '../../core/setup';
import type { ResolvedBfUnit } from './armies';
import { HEARTH_AND_TIDE } from './content/hearth-and-tide';
import type { Scenario } from './schema';
import type { BfGameArmy, BfGameUnit, BfSetup, BfTerrain } from './state';

export function scenarioById(id: unknown): Scenario {
  return HEARTH_AND_TIDE.scenarios.find((s) => s.id === id) ?? HEARTH_AND_TIDE.scenarios[0]!;
}

/**
 * Terrain pieces as Battle Forge plays them: blocking, area terrain (seen into), obstacles; open
 * ground has no effect. A solid piece that looks like a building is an enclosed building units may go
 * into (BF.BLDG.*); other solid pieces (rocks, a building the players agreed to play otherwise) only block.
 */
export function bfTerrainOf(pieces: readonly RulePiece[]): BfTerrain[] {
  const out: BfTerrain[] = [];
  for (const p of pieces) {
    if (p.rules === 'blocking' && p.look === 'building') out.push({ id: p.id, kind: 'building', cover: p.cover === 'none' ? 'hard' : p.cover, points: p.points });
    else if (p.rules === 'blocking') out.push({ id: p.id, kind: 'blocking', cover: 'hard', points: p.points });
    else if (p.rules === 'area') out.push({ id: p.id, kind: 'area', cover: p.cover, difficult: true, points: p.points });
    else if (p.rules === 'obstacle') out.push({ id: p.id, kind: 'obstacle', cover: p.cover === 'none' ? 'soft' : p.cover, height: 1, points: p.points });
  }
  return out;
}

/** A unit of a list as the game takes it: each line of models with its weapons' profiles. */
export function gameUnitOf(u: ResolvedBfUnit): BfGameUnit {
  return {
    uid: u.uid,
    faction: u.faction,
    name: u.name,
    points: u.points,
    category: u.category,
    keywords: [...u.keywords],
    rules: u.rules.map((r) => ({ ...r })),
    lines: u.groups.map((g) => ({
      line: g.line,
      name: g.name,
      count: g.count,
      ...(g.stats ? { stats: { ...g.stats } } : {}),
      weapons: g.weapons.flatMap((c) => {
        const w = u.weapons.find((x) => x.id === c.weapon);
        return w ? [{ ...w, copies: c.copies }] : [];
      }),
      special: g.special.map((r) => ({ ...r })),
    })),
    ...(u.casting ? { casting: { casts: u.casting.casts, stops: u.casting.stops, powers: u.casting.powers.map((p) => ({ ...p })) } } : {}),
    ...(u.transport ? { transport: { capacity: u.transport.capacity, carries: [...u.transport.carries] } } : {}),
  };
}

export function gameArmyOf(name: string, units: readonly ResolvedBfUnit[]): BfGameArmy {
  const list = units[0]?.list;
  return {
    name,
    units: units.map(gameUnitOf),
    advantage: list?.advantage ?? 0,
    spPerRound: list?.spPerRound ?? 1,
    strategies: list?.strategies ?? [],
  };
}

export const bfGameSetup: SetupRules = {
  playersPlaceTerrain: true,
  table(_points, options, plan) {
    if (plan) return { reason: 'The Table screen does not plan Battle Forge deployments yet: start the game without a plan and deploy on the Play screen.' };
    const s = scenarioById(options['scenario']);
    return { width: s.table.width, height: s.table.depth };
  },
  tableRule: 'the scenario (BF.SCEN.COMMON)',
  build(c) {
    if (c.plan) return { ok: false, reason: 'The Table screen does not plan Battle Forge deployments yet: start the game without a plan and deploy on the Play screen.' };
    const scenario = scenarioById(c.options['scenario']);
    const setup: BfSetup = {
      armies: c.armies.map((units, seat) => gameArmyOf(c.players[seat] ?? `Player ${seat + 1}`, units as ResolvedBfUnit[])),
      players: [...c.players],
      scenario,
      terrain: c.terrain.kind === 'pieces' ? bfTerrainOf(c.terrain.pieces) : [],
      seed: c.seed,
    };
    return { ok: true, setup };
  },
};
