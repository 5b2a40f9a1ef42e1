/**
 * Where the player asks models to go, as positions for a command: a unit deployed around a point,
 * a whole unit slid by an offset or toward a unit. This is measuring, not judging — every position
 * goes to `apply`, which accepts it or says what is wrong. Formations come from the core (the D10
 * engine's own, or geometry's for Quality).
 */
import type { BaseCommand } from '../../../../shared/core/ruleset';
import { terrainOutline } from '../../plan/plan';
import { TERRAIN_TYPES, type TerrainKind } from '../../plan/terrain-catalog';
import { rulesetFor } from './rulesets';
import type { SessionData } from './session';
import { viewOf, type UnitView } from './units';

export interface Spot {
  id: string;
  x: number;
  y: number;
  /** Which way the base faces (radians), for rulesets whose bases have a front. */
  facing?: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function centreOf(unit: Pick<UnitView, 'models'>): { x: number; y: number } {
  const n = unit.models.length || 1;
  return { x: unit.models.reduce((a, m) => a + m.x, 0) / n, y: unit.models.reduce((a, m) => a + m.y, 0) / n };
}

/** A unit's models in a block around a point, facing the enemy's edge. */
export function formationAt(data: SessionData, unitId: string, at: { x: number; y: number }): Spot[] {
  return rulesetFor(data.ruleset)
    .formationAt(viewOf(data), unitId, at)
    .map((p) => ({ id: p.id, x: round2(p.x), y: round2(p.y), ...(p.facing !== undefined ? { facing: p.facing } : {}) }));
}

/** Every model slid by the same offset: the unit keeps its formation. */
export function shifted(unit: Pick<UnitView, 'models'>, dx: number, dy: number): Spot[] {
  return unit.models.map((m) => ({ id: m.id, x: round2(m.x + dx), y: round2(m.y + dy) }));
}

/** The unit slid `distance` inches straight toward another unit's nearest model (or centre). */
export function toward(unit: Pick<UnitView, 'models'>, goal: Pick<UnitView, 'models'>, distance: number): Spot[] {
  const from = centreOf(unit);
  let best = centreOf(goal);
  let bestGap = Infinity;
  for (const m of goal.models) {
    const gap = Math.hypot(m.x - from.x, m.y - from.y);
    if (gap < bestGap) {
      bestGap = gap;
      best = { x: m.x, y: m.y };
    }
  }
  const length = Math.hypot(best.x - from.x, best.y - from.y) || 1;
  // Never past the goal: a slide stops short of the goal's centre.
  const step = Math.min(distance, length);
  return shifted(unit, ((best.x - from.x) / length) * step, ((best.y - from.y) / length) * step);
}

/**
 * A terrain piece from the catalog placed with its centre at a point, as the D10 engine's
 * placeTerrain command (D10.SETUP.TERRAIN_ALTERNATE). The catalog says whether it blocks or is
 * area terrain; the engine judges where it may stand (D10.SETUP.TERRAIN_EDGE_6).
 */
export function terrainAt(kind: TerrainKind, at: { x: number; y: number }, id: string): BaseCommand {
  const type = TERRAIN_TYPES.find((t) => t.kind === kind) ?? TERRAIN_TYPES[0]!;
  const outline = terrainOutline({ id, kind, x: at.x, y: at.y, rotation: 0, points: type.shape });
  return { type: 'placeTerrain', terrain: { id, kind: type.rules === 'blocking' ? 'blocking' : 'area', points: outline.map(([x, y]) => ({ x, y })) } } as BaseCommand;
}
