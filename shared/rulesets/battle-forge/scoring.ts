/**
 * Objectives and victory points (BF.OBJ.*, BF.VP.*): control settled in each End Phase before its
 * VP (BF.AMBIG.OBJ_TIMING), models within 3" counted with Wounds(x) models as X
 * (BF.OBJ.CONTROL_MOST_MODELS, BF.OBJ.WOUNDS_X), equal counts leaving an objective to no one
 * (BF.OBJ.CONTESTED) and control kept while no one is near (BF.OBJ.STICKY); then the scenario's
 * scoring lines that say what they count.
 */
import type { CommandContext } from '../../core/apply';
import type { ScoreSheet } from '../../core/ruleset';
import { distanceToPoint } from '../../geometry/index';
import { isEnemy, onTable, placed, unitsOnTable } from './geo';
import type { BfEvent, BfState, BfUnit, Side } from './state';

type Ctx = CommandContext<BfState, BfEvent>;

/** An objective is held from within 3" (BF.OBJ.CONTROL_RANGE_3IN). */
export const OBJECTIVE_RANGE = 3;

/** Each seat's count of models within 3" of the point, a Wounds(x) model counting X (BF.OBJ.WOUNDS_X, BF.AMBIG.OBJ_WOUNDS_X). */
export function objectiveCounts(s: BfState, p: { x: number; y: number }): number[] {
  const counts = s.players.map(() => 0);
  for (const u of unitsOnTable(s)) for (const m of u.models) if (distanceToPoint(placed(u, m), p) <= OBJECTIVE_RANGE + 1e-6) counts[u.owner]! += m.wounds;
  return counts;
}

/** Who holds the objective after this count: the most models; a tie at the top leaves it to no one; no one near, whoever held it. */
export function controllerAfter(counts: readonly number[], holder: Side | null): Side | null {
  const top = Math.max(...counts);
  if (top === 0) return holder; // BF.OBJ.STICKY
  const leaders = counts.flatMap((n, seat) => (n === top ? [seat] : []));
  return leaders.length === 1 ? leaders[0]! : null; // BF.OBJ.CONTESTED
}

export function settleObjectives(ctx: Ctx): void {
  const s = ctx.s;
  if (s.objectives.length === 0) return;
  for (const o of s.objectives) o.holder = controllerAfter(objectiveCounts(s, o), o.holder);
  ctx.events.push({ type: 'objectives', holders: s.objectives.map((o) => o.holder) });
}

const held = (s: BfState, seat: Side): number => s.objectives.filter((o) => o.holder === seat).length;

function wholeInZone(s: BfState, u: BfUnit, zone: BfState['zones'][number]): boolean {
  const r = u.baseMm / 25.4 / 2;
  return u.models.length > 0 && u.models.every((m) => m.x - r >= zone.x - 1e-6 && m.x + r <= zone.x + zone.width + 1e-6 && m.y - r >= zone.y - 1e-6 && m.y + r <= zone.y + zone.depth + 1e-6);
}

/** What one scoring line gives one seat now. */
export function lineVp(s: BfState, line: BfState['scenario']['scoring'][number], seat: Side): number {
  switch (line.count) {
    case 'objectives-held':
      return s.round.round >= (line.fromRound ?? 1) ? line.vp * held(s, seat) : 0;
    case 'objective-held':
      return s.objectives[line.objective ?? 0]?.holder === seat ? line.vp : 0;
    case 'most-objectives': {
      const mine = held(s, seat);
      return mine > 0 && s.players.every((_, other) => other === seat || !isEnemy(s, seat, other) || held(s, other) < mine) ? line.vp : 0;
    }
    case 'enemy-destroyed':
      return line.vp * s.destroyed.map((id) => s.units[id]!).filter((u) => isEnemy(s, u.owner, seat) && (!line.category || u.category === line.category)).length;
    case 'units-in-enemy-zone':
      return line.vp * unitsOnTable(s).filter((u) => u.owner === seat && s.zones.some((z, other) => isEnemy(s, seat, other) && wholeInZone(s, u, z))).length;
    default:
      return 0;
  }
}

function score(ctx: Ctx, when: 'end-of-round' | 'end-of-game'): void {
  const s = ctx.s;
  for (const line of s.scenario.scoring) {
    if (line.when !== when) continue;
    s.players.forEach((_, seat) => {
      const vp = lineVp(s, line, seat);
      if (vp <= 0) return;
      s.vp[seat]! += vp;
      ctx.events.push({ type: 'vpScored', seat, vp, why: line.for });
    });
  }
}

/** BF.ROUND.END_VP: the scenario's end-of-round VP. */
export const scoreEndOfRound = (ctx: Ctx): void => score(ctx, 'end-of-round');
/** BF.LEN.SIX_ROUNDS, BF.VP.SCORING: the end-of-game VP after round 6. */
export const scoreEndOfGame = (ctx: Ctx): void => score(ctx, 'end-of-game');

/** The score sheet: VP per player, objectives held, units left; the result as it stands (BF.VP.WINNER, BF.AMBIG.VP_TIE). */
export function bfScore(s: BfState): ScoreSheet {
  const top = Math.max(...s.vp);
  const leaders = s.vp.flatMap((v, seat) => (v === top ? [seat] : []));
  const winner = leaders.length === 1 ? leaders[0]! : null;
  const second = Math.max(...s.vp.filter((_, seat) => seat !== winner), 0);
  const over = s.phase === 'over';
  return {
    totals: [...s.vp],
    lines: [
      { label: 'Victory points', values: [...s.vp] },
      { label: 'Objectives held', values: s.players.map((_, seat) => held(s, seat)) },
      { label: 'Units left', values: s.players.map((_, seat) => s.order.filter((id) => s.units[id]!.owner === seat && (onTable(s.units[id]) || s.units[id]!.status === 'reserve')).length) },
    ],
    result: {
      winner,
      label: winner === null ? (over ? 'Draw' : 'Level') : `${s.players[winner] ?? `Player ${winner + 1}`} ${over ? 'wins' : 'leads'}`,
      margin: winner === null ? 0 : top - second,
    },
  };
}
