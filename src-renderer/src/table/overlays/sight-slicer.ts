/**
 * Line of sight to every enemy while a unit is dragged, kept within a frame's budget. Asking the
 * rules core about fifteen enemy units can take longer than a frame on a small laptop, so each
 * frame examines model pairs (through UnitSightSearch) until its budget is spent, enemy after
 * enemy, and each enemy shows its last complete answer, its firing end carried along with the
 * unit, until a fresh one is ready. On the drop the screen asks again for everything, so no
 * stale answer outlives the drag.
 */
import type { Point, TableIndex, TableUnit } from '../../../../shared/geometry/index';
import type { RosterUnit } from '../../plan/roster';
import { type Engagement, engagement } from './engagement';
import { UnitSightSearch } from './unit-sight';

interface Answer {
  engagement: Engagement;
  /** Where the dragged unit's first model stood for this answer. */
  at: Point;
}

export class SightSlicer {
  readonly #answers = new Map<string, Answer>();
  readonly #searches = new Map<string, { search: UnitSightSearch; at: Point }>();
  #next = 0;
  readonly #budgetMs: number;
  /** 'from': the dragged unit looking at each enemy; 'to': each enemy looking at it. */
  readonly #direction: 'from' | 'to';

  constructor(direction: 'from' | 'to', budgetMs = 5) {
    this.#direction = direction;
    this.#budgetMs = budgetMs;
  }

  /** `budgetMs` overrides the default for this frame (the drag shrinks it when the rest of the frame is slow). */
  update(index: TableIndex, moved: TableUnit, roster: ReadonlyMap<string, RosterUnit>, name: (key: string) => string, budgetMs = this.#budgetMs): Engagement[] {
    const from = this.#direction === 'from';
    const budget = Math.min(budgetMs, this.#budgetMs);
    const enemies = index.table.units.filter((u) => u.side !== moved.side);
    const lead = moved.models[0]!;
    const start = performance.now();
    let pairs = 0;
    for (let k = 0; k < enemies.length; k++) {
      const target = enemies[(this.#next + k) % enemies.length]!;
      let job = this.#searches.get(target.id);
      if (!job) {
        job = { search: from ? new UnitSightSearch(moved, target) : new UnitSightSearch(target, moved), at: { x: lead.x, y: lead.y } };
        this.#searches.set(target.id, job);
      }
      while (!job.search.step(index)) if (++pairs % 4 === 0 && performance.now() - start > budget) break;
      if (job.search.done) {
        const { shooter, target: seen, result } = job.search;
        this.#answers.set(target.id, { engagement: engagement(index, shooter, seen, roster.get(shooter.id)?.weapons ?? [], name, result), at: job.at });
        this.#searches.delete(target.id);
      }
      if (performance.now() - start > budget) {
        this.#next = (this.#next + k + (job.search.done ? 1 : 0)) % enemies.length;
        break;
      }
    }
    return enemies.flatMap((target) => {
      const answer = this.#answers.get(target.id);
      return answer ? [carried(answer, lead, from ? 0 : 1)] : [];
    });
  }
}

/** The answer with the dragged unit's end of each line moved by as much as the unit has moved since. */
function carried(answer: Answer, lead: Point, end: 0 | 1): Engagement {
  const dx = lead.x - answer.at.x;
  const dy = lead.y - answer.at.y;
  const e = answer.engagement;
  if (dx === 0 && dy === 0) return e;
  const move = (p: Point): Point => ({ x: p.x + dx, y: p.y + dy });
  const shift = (line: [Point, Point] | undefined): [Point, Point] | undefined =>
    line ? (end === 0 ? [move(line[0]), line[1]] : [line[0], move(line[1])]) : undefined;
  const witness = shift(e.los.witness);
  const nearest = shift(e.nearest);
  return { ...e, los: { ...e.los, ...(witness ? { witness } : {}) }, ...(nearest ? { nearest } : {}) };
}
