/**
 * Quality movement as rules revision 1 judged it, kept only so games saved before revision 2 replay
 * as they were played: each model's straight line, with only its centre line checked against
 * blocking terrain, so a base could end across a thin building. Revision 2 judges moves on the
 * shared geometry (commands.ts).
 */
import { pathBlocked, pathHitsModel } from '../../geometry/circles';
import { dist } from './sight';
import { refuse, type Problem } from '../../core/refusal';
import { overlapProblem } from './setup';
import type { QState, QUnit } from './state';

const onTable = (u: QUnit) => u.status === 'table' && u.models.length > 0;

export function legacyMovementProblem(s: QState, u: QUnit, models: { id?: string; x: number; y: number }[], limit: number): Problem {
  for (let i = 0; i < models.length; i++) {
    const p = models[i]!;
    const m = p.id !== undefined ? u.models.find((x) => x.id === p.id) : u.models[i];
    if (!m) return refuse('no-such-model', `${u.name} has no model "${p.id}".`);
    if (![p.x, p.y].every(Number.isFinite)) return refuse('bad-command', 'Every position needs numbers for x and y.');
    const length = dist(m, p);
    if (length > limit + 1e-6) return refuse('too-far', `A model would move ${length.toFixed(1)}"; it may move ${limit}".`, 'QW.MOVE.UP_TO');
    if (p.x - u.radius < -1e-6 || p.y - u.radius < -1e-6 || p.x + u.radius > s.scenario.width + 1e-6 || p.y + u.radius > s.scenario.height + 1e-6) return refuse('off-table', 'Every model must stay on the table.');
    if (pathBlocked(m, p, s.scenario.terrain.filter((t) => t.kind === 'blocking').map((t) => ({ ...t, kind: 'blocking' as const })))) return refuse('impassable', 'Models cannot move through blocking terrain.', 'QW.AMBIG.MOVE_RULES');
    for (const id of s.order) {
      const o = s.units[id]!;
      if (o.id === u.id || !onTable(o)) continue;
      for (const n of o.models) if (pathHitsModel(m, p, u.radius, n, o.radius)) return refuse('through-unit', `Models cannot move through ${o.name}.`, 'QW.AMBIG.MOVE_RULES');
    }
  }
  return overlapProblem(s, u, models);
}
