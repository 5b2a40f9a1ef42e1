/**
 * Where a unit's models may be put down on the table when they do not walk there: arriving from
 * reserve, an ambush landing, getting out of a building or a transport. Every base on the table, off
 * impassable terrain and clear of other bases; more than 1" from every enemy model
 * (BF.MOVE.ENEMY_1IN); the unit in coherency, 2" links and no two models more than 6" apart
 * (BF.MOVE.COHERENCY_2IN, BF.MOVE.MAX_SPREAD_6IN).
 */
import { refuse, type Problem } from '../../core/refusal';
import { cohesion, facingToward, formation, modelDistance, roundBase, standingProblem, type PlacedModel } from '../../geometry/index';
import type { Point } from '../../geometry/units';
import { enemiesOf, indexOf, placed } from './geo';
import type { Side } from '../../core/ruleset';
import type { BfState, BfUnit } from './state';

/** A model's proposed place: its id and centre, and a facing when the player turned it. */
export interface ModelPlace {
  id: string;
  x: number;
  y: number;
  facing?: number;
}

/** A model's place as the engine stores it. */
export interface FacedPlace {
  id: string;
  x: number;
  y: number;
  facing: number;
}

/** Whether the model's base, at this place, is wholly inside the seat's deployment zone (BF.DEPLOY.IN_OWN_ZONE). */
export function wholeInZone(s: BfState, seat: Side, u: BfUnit, p: { x: number; y: number }): boolean {
  const z = s.zones[seat]!;
  const r = u.baseMm / 25.4 / 2;
  return p.x - r >= z.x - 1e-6 && p.x + r <= z.x + z.width + 1e-6 && p.y - r >= z.y - 1e-6 && p.y + r <= z.y + z.depth + 1e-6;
}

/** A model "within 1"" of an enemy is nearer than this; exactly 1" away is allowed. */
const ENEMY_GAP = 1 - 1e-6;

/** The proposed places as bases of the unit. */
export function basesAt(unit: BfUnit, models: readonly ModelPlace[]): PlacedModel[] {
  const shape = roundBase(unit.baseMm);
  return models.map((m) => ({ id: m.id, x: m.x, y: m.y, facing: m.facing ?? 0, shape }));
}

/** Every model of the unit placed once, and nothing else. */
export function modelsMatchProblem(unit: BfUnit, models: readonly ModelPlace[]): Problem {
  const ids = new Set(unit.models.map((m) => m.id));
  const given = new Set(models.map((m) => m.id));
  if (given.size !== models.length || models.length !== ids.size || models.some((m) => !ids.has(m.id)))
    return refuse('models-mismatch', `Place each of the ${ids.size} models of ${unit.name} once.`);
  return null;
}

/** The nearest distance from this base to an enemy model, with that enemy unit's name. */
function nearestEnemy(state: BfState, unit: BfUnit, base: PlacedModel): { distance: number; name: string } | null {
  let best: { distance: number; name: string } | null = null;
  for (const enemy of enemiesOf(state, unit.owner))
    for (const m of enemy.models) {
      const d = modelDistance(base, placed(enemy, m));
      if (!best || d < best.distance) best = { distance: d, name: enemy.name };
    }
  return best;
}

/**
 * Whether the unit may be put down here: the places match its models, each base may stand
 * (the table, impassable terrain, other bases), none within 1" of an enemy, and the unit holds
 * together. Null when it may.
 */
export function placementProblem(state: BfState, unit: BfUnit, models: readonly ModelPlace[]): Problem {
  const mismatch = modelsMatchProblem(unit, models);
  if (mismatch) return mismatch;
  const bases = basesAt(unit, models);
  const standing = standingOf(state, unit, bases);
  if (standing) return standing;
  return coherencyProblem(unit, bases);
}

/** Each base on the table, off impassable terrain and other bases, and not within 1" of an enemy model. */
function standingOf(state: BfState, unit: BfUnit, bases: readonly PlacedModel[]): Problem {
  const index = indexOf(state, unit.owner);
  const ignore = new Set([unit.id]);
  for (const base of bases) {
    const standing = standingProblem(index, base, ignore);
    if (standing === 'off-table') return refuse('off-table', `A model of ${unit.name} would stand off the table.`, undefined, [base.id]);
    if (standing === 'impassable') return refuse('impassable', `A model of ${unit.name} would stand in impassable terrain.`, undefined, [base.id]);
    if (standing === 'overlap') return refuse('overlap', `A model of ${unit.name} would stand on another model.`, undefined, [base.id]);
    const near = nearestEnemy(state, unit, base);
    if (near && near.distance < ENEMY_GAP)
      return refuse('too-close-to-enemy', `A model of ${unit.name} would be within 1" of ${near.name} (${near.distance.toFixed(1)}").`, 'BF.MOVE.ENEMY_1IN', [base.id]);
  }
  return null;
}

/** The unit holds together: 2" links, no two models more than 6" apart. */
function coherencyProblem(unit: BfUnit, bases: readonly PlacedModel[]): Problem {
  const held = cohesion(bases, 'spread');
  if (held.ok) return null;
  const first = held.problems[0]!;
  return refuse('out-of-coherency', `${unit.name}: ${first.message}`, first.code === 'spread' ? 'BF.MOVE.MAX_SPREAD_6IN' : 'BF.MOVE.COHERENCY_2IN', first.modelIds);
}

/** Which way a unit set down at `at` faces: toward the closest enemy model, or the table's centre when there is none. */
export function facingFrom(state: BfState, unit: BfUnit, at: Point): number {
  let target: Point = { x: state.scenario.table.width / 2, y: state.scenario.table.depth / 2 };
  let best = Infinity;
  for (const enemy of enemiesOf(state, unit.owner))
    for (const m of enemy.models) {
      const d = Math.hypot(m.x - at.x, m.y - at.y);
      if (d < best) [best, target] = [d, m];
    }
  return facingToward(at, target);
}

/** How far, in inches, a formation is moved at most when looking for a legal place around a point. */
export const SHIFT_LIMIT = 24;
const SHIFT_STEP = 0.5;

/**
 * The unit in a block centred on `center` (BF.AMBIG.AMBUSH_PLACEMENT: "in coherency centred on the
 * point"); where the block may not stand there, it is moved the least distance that makes it legal,
 * looking outward in ½" rings up to SHIFT_LIMIT. Null when no place is found.
 */
export function formationAround(state: BfState, unit: BfUnit, center: Point, facing = facingFrom(state, unit, center)): FacedPlace[] | null {
  const ids = unit.models.map((m) => m.id);
  const block = formation(center, ids.length, roundBase(unit.baseMm), facing, { rule: 'spread', ids });
  // Moving the block keeps it together: its coherency is checked once, its footing at every try.
  if (coherencyProblem(unit, block)) return null;
  const rings = Math.round(SHIFT_LIMIT / SHIFT_STEP);
  for (let ring = 0; ring <= rings; ring++) {
    const steps = ring === 0 ? 1 : ring * 8;
    for (let k = 0; k < steps; k++) {
      const a = (2 * Math.PI * k) / steps;
      const dx = ring * SHIFT_STEP * Math.cos(a), dy = ring * SHIFT_STEP * Math.sin(a);
      const moved = block.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
      if (standingOf(state, unit, moved) === null) return moved.map((m) => ({ id: m.id, x: m.x, y: m.y, facing }));
    }
  }
  return null;
}
