/**
 * What is wrong with a deployed unit, on which models: outside its deployment zone
 * (D10.SETUP.DEPLOY_MAP, D10.AMBIG.DEPLOY_GEOMETRY), off the table, on impassable terrain
 * (D10.TERRAIN.BLOCKING_IMPASSABLE), overlapping another base, out of cohesion (D10.COHESION.*).
 * The verdicts are the rules core's; this only gathers them per unit for the screen. Each problem
 * carries a code, which the screen reads to choose what to show; its sentence is for the player.
 */
import { cohesion, type PlacedModel, type StandingProblem, type TableIndex } from '../../../../shared/geometry/index';
import { standingProblem } from '../../../../shared/geometry/legal';
import type { Plan, Side } from '../../plan/plan';
import { sideOfKey } from '../../plan/plan';
import { modelInZone } from '../../plan/mission';

/** What a deployed unit breaks: its zone, where a base stands, or cohesion. */
export type UnitProblemCode = 'outside-zone' | StandingProblem | 'cohesion';

export interface UnitProblem {
  code: UnitProblemCode;
  /** One sentence, naming the unit. */
  message: string;
}

export interface UnitProblems {
  /** Indexes of the models that break a rule. */
  models: Set<number>;
  /** One per rule broken, in the order outside zone, standing (off table, impassable, overlap), cohesion. */
  problems: UnitProblem[];
}

const SIDE = ['Player 1', 'Player 2'];

const STANDING_WORDS: Record<StandingProblem, string> = {
  'off-table': 'off the table',
  impassable: 'on impassable terrain',
  overlap: 'overlapping another base',
};

/** A few words for the canvas, under the unit; the sentence is in the report. */
export const UNIT_PROBLEM_LABELS: Record<UnitProblemCode, string> = {
  'outside-zone': 'outside zone',
  'off-table': 'off table',
  impassable: 'impassable',
  overlap: 'overlapping',
  cohesion: 'out of cohesion',
};

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
  const problems: UnitProblem[] = [];
  const ignore = new Set([key]);

  const outside = models.flatMap((m, i) => (modelInZone(m, side, plan) ? [] : [i]));
  if (outside.length) {
    outside.forEach((i) => bad.add(i));
    problems.push({ code: 'outside-zone', message: `${name}: ${count(outside.length)} outside ${SIDE[side]}'s deployment zone.` });
  }

  const standing = new Map<StandingProblem, number[]>();
  models.forEach((m, i) => {
    const problem = standingProblem(index, m, ignore);
    if (problem) standing.set(problem, [...(standing.get(problem) ?? []), i]);
  });
  for (const [problem, list] of standing) {
    list.forEach((i) => bad.add(i));
    problems.push({ code: problem, message: `${name}: ${count(list.length)} ${STANDING_WORDS[problem]}.` });
  }

  if (withCohesion && models.length > 1) {
    const verdict = cohesion(models, 'square');
    if (!verdict.ok) {
      for (const p of verdict.problems) for (const id of p.modelIds) bad.add(models.findIndex((m) => m.id === id));
      problems.push({ code: 'cohesion', message: `${name}: out of cohesion — ${verdict.problems.map((p) => p.message.replace(/\.+$/, '')).join('; ')}.` });
    }
  }
  bad.delete(-1);
  return { models: bad, problems };
}

/** The short labels of a unit's problems, each once, for the canvas. */
export function shortProblems(problems: readonly UnitProblem[]): string {
  return [...new Set(problems.map((p) => UNIT_PROBLEM_LABELS[p.code]))].join(', ');
}

function count(n: number): string {
  return n === 1 ? '1 model' : `${n} models`;
}
