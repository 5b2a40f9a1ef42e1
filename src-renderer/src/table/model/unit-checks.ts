/**
 * What is wrong with a deployed unit, on which models, in words: outside its deployment zone
 * (D10.SETUP.DEPLOY_MAP, D10.AMBIG.DEPLOY_GEOMETRY), off the table, on impassable terrain
 * (D10.TERRAIN.BLOCKING_IMPASSABLE), overlapping another base, out of cohesion (D10.COHESION.*).
 * The verdicts are the rules core's; this only gathers them per unit for the screen.
 */
import { cohesion, type PlacedModel, type TableIndex } from '../../../../shared/geometry/index';
import { standingProblem } from '../../../../shared/geometry/legal';
import type { Plan, Side } from '../../plan/plan';
import { sideOfKey } from '../../plan/plan';
import { modelInZone } from '../../plan/mission';

export interface UnitProblems {
  /** Indexes of the models that break a rule. */
  models: Set<number>;
  /** One sentence per problem. */
  words: string[];
}

const SIDE = ['Player 1', 'Player 2'];

/**
 * `withCohesion: false` skips the cohesion check: a unit dragged whole keeps its shape, so its
 * cohesion cannot change during the drag and need not be asked again every frame.
 */
export function unitProblems(
  plan: Pick<Plan, 'deployment' | 'table'>,
  index: TableIndex,
  key: string,
  models: readonly PlacedModel[],
  name: string,
  withCohesion = true,
): UnitProblems {
  const side: Side = sideOfKey(key);
  const bad = new Set<number>();
  const words: string[] = [];
  const ignore = new Set([key]);

  const outside = models.flatMap((m, i) => (modelInZone(m, side, plan) ? [] : [i]));
  if (outside.length) {
    outside.forEach((i) => bad.add(i));
    words.push(`${name}: ${count(outside.length)} outside ${SIDE[side]}'s deployment zone.`);
  }

  const standing = new Map<string, number[]>();
  models.forEach((m, i) => {
    const problem = standingProblem(index, m, ignore);
    if (problem) standing.set(problem, [...(standing.get(problem) ?? []), i]);
  });
  for (const [problem, list] of standing) {
    list.forEach((i) => bad.add(i));
    const what = problem === 'off-table' ? 'off the table' : problem === 'impassable' ? 'on impassable terrain' : 'overlapping another base';
    words.push(`${name}: ${count(list.length)} ${what}.`);
  }

  if (withCohesion && models.length > 1) {
    const verdict = cohesion(models, 'square');
    if (!verdict.ok) {
      for (const p of verdict.problems) for (const id of p.modelIds) bad.add(models.findIndex((m) => m.id === id));
      words.push(`${name}: out of cohesion — ${verdict.problems.map((p) => p.message.replace(/\.+$/, '')).join('; ')}.`);
    }
  }
  bad.delete(-1);
  return { models: bad, words };
}

function count(n: number): string {
  return n === 1 ? '1 model' : `${n} models`;
}
