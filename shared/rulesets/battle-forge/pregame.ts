/**
 * Pre-game strategies (BF.SP.PREGAME): once every unit is deployed or held back and before round 1,
 * each player in turn, from the one who deployed first, may spend Strategy Points on the strategies
 * whose timing is 'pre-game'. They are paid from round 1's income, so points spent here are not
 * there in round 1. A player says when they are done; the battle begins when every player is.
 *
 * The module's pre-game effects Tenfold plays: `redeploy` picks up one of the player's units on the
 * table and sets it down again wholly inside their zone; `startInCover` gives one unit (of a
 * category, if the strategy names one) a cover level where it stands, kept until it moves.
 */
import { refuse, type Problem } from '../../core/refusal';
import type { Side } from '../../core/ruleset';
import { placementProblem, wholeInZone, type ModelPlace } from './placement';
import type { Strategy } from './schema';
import type { BfEvent, BfState, BfUnit } from './state';

type Ctx = { s: BfState; events: BfEvent[] };

const name = (s: BfState, seat: Side): string => s.players[seat] ?? `Player ${seat + 1}`;

/** The pre-game strategies Tenfold plays that `seat` has not used and can still pay for. */
export function pregameStrategies(s: BfState, seat: Side): Strategy[] {
  const used = s.pregame?.used[seat] ?? [];
  return (s.strategies[seat] ?? []).filter(
    (x) => x.timing === 'pre-game' && (x.effect?.kind === 'redeploy' || x.effect?.kind === 'startInCover') && !used.includes(x.id) && x.sp <= (s.sp[seat] ?? 0),
  );
}

/** The units a pre-game strategy may be used on: the player's units on the table (of its category, if it names one). */
export function pregameTargets(s: BfState, seat: Side, strategy: Strategy): BfUnit[] {
  const category = strategy.effect?.kind === 'startInCover' ? strategy.effect.category : undefined;
  return s.order.map((id) => s.units[id]!).filter((u) => u.owner === seat && u.status === 'table' && (!category || u.category === category));
}

/**
 * Deployment is over: open the pre-game window at the first seat, from `first`, with a strategy it
 * may use. Returns false when nobody has one, and the battle begins at once.
 */
export function openPregame(s: BfState, first: Side): boolean {
  s.pregame = { seat: first, used: s.players.map(() => []), done: [] };
  return advance(s, first);
}

/** The seat after `from` (itself included) that has a pre-game strategy and is not done; the window closes when none has. */
function advance(s: BfState, from: Side): boolean {
  const window = s.pregame!;
  for (let k = 0; k < s.players.length; k++) {
    const seat = (from + k) % s.players.length;
    if (!window.done.includes(seat) && pregameStrategies(s, seat).length > 0) {
      window.seat = seat;
      return true;
    }
  }
  delete s.pregame;
  return false;
}

/** Why `seat` may not use this pre-game strategy on this unit now, or null. */
function pregameProblem(s: BfState, seat: Side, strategy: Strategy | undefined, unitId: string | undefined, models: readonly ModelPlace[] | undefined): Problem {
  if (!s.pregame) return refuse('not-its-moment', 'Pre-game strategies are used after deployment, before round 1.', 'BF.SP.PREGAME');
  if (seat !== s.pregame.seat) return refuse('not-your-turn', `It is ${name(s, s.pregame.seat)}'s turn to use pre-game strategies.`, 'BF.SP.PREGAME');
  if (!strategy || !pregameStrategies(s, seat).includes(strategy)) {
    if (strategy && (s.pregame.used[seat] ?? []).includes(strategy.id)) return refuse('strategy-used', `${strategy.name} has already been used before this game.`, 'BF.SP.PREGAME');
    if (strategy && strategy.sp > (s.sp[seat] ?? 0)) return refuse('not-enough-sp', `${strategy.name} costs ${strategy.sp} SP; ${s.sp[seat] ?? 0} of round 1's are left.`, 'BF.SP.PREGAME');
    return refuse('unknown-strategy', 'That is not a pre-game strategy of your force.', 'BF.SP.PREGAME');
  }
  const unit = unitId !== undefined ? s.units[unitId] : undefined;
  if (!unit || !pregameTargets(s, seat, strategy).includes(unit))
    return refuse('wrong-unit', `${strategy.name} is used on one of your units on the table${strategy.effect?.kind === 'startInCover' && strategy.effect.category ? ` of the ${strategy.effect.category} category` : ''}.`, 'BF.SP.PREGAME');
  if (strategy.effect?.kind === 'redeploy') {
    if (!models) return refuse('no-places', `Say where ${unit.name} is set down again.`, 'BF.SP.PREGAME');
    if (!models.every((p) => wholeInZone(s, seat, unit, p)))
      return refuse('outside-deployment-zone', `Every model of ${unit.name} must be wholly inside ${name(s, seat)}'s deployment zone.`, 'BF.DEPLOY.IN_OWN_ZONE');
    return placementProblem(s, unit, models);
  }
  return null;
}

/** Use a pre-game strategy: its points come out of round 1's (BF.SP.PREGAME), and it does what it says. */
export function usePregame(ctx: Ctx, seat: Side, id: string, unitId: string | undefined, models: readonly ModelPlace[] | undefined): Problem {
  const s = ctx.s;
  const strategy = s.strategies[seat]?.find((x) => x.id === id);
  const problem = pregameProblem(s, seat, strategy, unitId, models);
  if (problem) return problem;
  const unit = s.units[unitId!]!;
  s.sp[seat] = (s.sp[seat] ?? 0) - strategy!.sp;
  s.pregame!.used[seat] = [...(s.pregame!.used[seat] ?? []), strategy!.id];
  ctx.events.push({ type: 'strategyUsed', seat, strategy: id, sp: strategy!.sp, unitId: unit.id });
  const effect = strategy!.effect!;
  if (effect.kind === 'redeploy') {
    unit.models.forEach((m) => {
      const p = models!.find((q) => q.id === m.id)!;
      m.x = p.x;
      m.y = p.y;
      if (p.facing !== undefined) m.facing = p.facing;
    });
    delete unit.dugIn;
    ctx.events.push({ type: 'deployed', unitId: unit.id });
  } else if (effect.kind === 'startInCover') {
    const lead = unit.models[0]!;
    unit.dugIn = { cover: effect.cover, x: lead.x, y: lead.y };
  }
  if (pregameStrategies(s, seat).length === 0) return endPregameTurn(ctx, seat);
  return null;
}

/** The player is done with pre-game strategies: the next one with any, or the battle begins. */
export function endPregameTurn(ctx: Ctx, seat: Side): Problem {
  const s = ctx.s;
  if (!s.pregame) return refuse('not-its-moment', 'Pre-game strategies are used after deployment, before round 1.', 'BF.SP.PREGAME');
  if (seat !== s.pregame.seat) return refuse('not-your-turn', `It is ${name(s, s.pregame.seat)}'s turn to use pre-game strategies.`, 'BF.SP.PREGAME');
  s.pregame.done.push(seat);
  ctx.events.push({ type: 'pregameDone', seat });
  advance(s, (seat + 1) % s.players.length);
  return null;
}

/** The cover a strategy gave the unit where it stands (BF.SP.PREGAME), while it has not moved. */
export function dugInCover(unit: BfUnit): 'soft' | 'hard' | null {
  const lead = unit.models[0];
  const d = unit.dugIn;
  return d && lead && Math.abs(lead.x - d.x) < 1e-6 && Math.abs(lead.y - d.y) < 1e-6 ? d.cover : null;
}
