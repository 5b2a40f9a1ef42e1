/**
 * A new Quality Wargame game from the wizard's choices: the default Scenario, every value of which
 * may be changed (QW.AMBIG.DEFAULT_SCENARIO) — its board, or a planned deployment's table with zones
 * along the long edges; the battle points and activation limit; terrain read as blocking, soft or
 * hard cover (QW.COVER.SOFT_TERRAIN, QW.COVER.HARD_TERRAIN; QW.COVER.TWO_KINDS: fortified counts as hard).
 */
import { twoSeats, type PlannedGame, type RulePiece, type SetupRules } from '../../core/setup';
import { DEFAULT_SCENARIO, type QSetup, type QTerrain, type QualityGameUnit } from './state';

/** A plan's table as the Scenario's board: zones along the long edges, 12″ deep (6″ for Dawn of War). */
function board(plan: PlannedGame | undefined): { width: number; height: number; deploymentDepth: number } | { reason: string } {
  if (!plan) return { width: DEFAULT_SCENARIO.width, height: DEFAULT_SCENARIO.height, deploymentDepth: DEFAULT_SCENARIO.deploymentDepth };
  if (plan.map === 'diagonal') return { reason: 'The Quality Wargame deploys along the long table edges (QW.AMBIG.DEFAULT_SCENARIO); this plan uses Diagonal deployment.' };
  return { width: plan.table.width, height: plan.table.height, deploymentDepth: plan.map === 'dawn-of-war' ? 6 : 12 };
}

/** Blocking pieces, and soft or hard cover (QW.COVER.TWO_KINDS: fortified counts as hard); the rest has no effect. */
export function qualityTerrainOf(pieces: readonly RulePiece[]): QTerrain[] {
  const terrain: QTerrain[] = [];
  for (const p of pieces) {
    if (p.rules === 'blocking') terrain.push({ id: p.id, kind: 'blocking', points: p.points });
    else if (p.cover === 'soft') terrain.push({ id: p.id, kind: 'soft', points: p.points });
    else if (p.cover === 'hard' || p.cover === 'fortified') terrain.push({ id: p.id, kind: 'hard', points: p.points });
  }
  return terrain;
}

export const qualityGameSetup: SetupRules = {
  playersPlaceTerrain: false,
  table: (_points, _options, plan) => board(plan),
  tableRule: '',
  build(c) {
    const seats = twoSeats<QualityGameUnit>(c, 'The Quality Wargame');
    if (!seats.ok) return seats;
    const b = board(c.plan);
    if ('reason' in b) return { ok: false, reason: b.reason };
    const terrain = c.terrain.kind === 'pieces' ? qualityTerrainOf(c.terrain.pieces) : [];
    const limit = typeof c.options['activationLimit'] === 'number' ? c.options['activationLimit'] : DEFAULT_SCENARIO.activationLimit;
    const setup: QSetup = {
      armies: seats.armies,
      players: seats.players,
      scenario: { battlePoints: c.points, activationLimit: limit, terrain, ...(c.plan ? b : {}) },
      ...(c.plan ? { deployment: c.plan.deployment } : {}),
      seed: c.seed,
    };
    return { ok: true, setup };
  },
};
