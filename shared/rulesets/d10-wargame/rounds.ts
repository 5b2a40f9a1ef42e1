/**
 * Round structure and game length (D10.ROUND.*, D10.ACT.ALTERNATE, D10.ACT.UNTIL_ALL): Start of Round
 * (markers cleared, Command Points, reserve rolls), alternating activations, End of Round (objective
 * scoring), and the roll after Round 5.
 */
import type { Side } from './state';
import { unitsOf, type Ctx } from './context';
import { refuse, type Problem } from '../../core/refusal';
import { gainCommandPoints } from './command-points';
import { rollReserves } from './reserves';
import { scoreSheet } from './scoring';
import { rollOff as rollOffDice } from '../../core/roll-off';
import { before, OWNER_CHOICES } from '../../core/rules-revision';
import { objectiveControl } from '../../geometry/index';
import { indexOf } from './geo';
import type { TableIndex, TableUnit } from '../../geometry/table';
import { perObjectAndKey } from '../../core/memo';
import { other, type D10State, type UnitState } from './state';

/** A unit may be chosen for activation: on the table (or arriving from reserve) and not yet activated. */
export function canActivate(u: UnitState): boolean {
  if (u.activated) return false;
  if (u.status === 'table') return u.models.length > 0;
  return u.status === 'reserve' && u.arriving;
}

export function activatable(s: D10State, side: Side): UnitState[] {
  return unitsOf(s, side).filter(canActivate);
}

export function startRound(ctx: Ctx): void {
  const s = ctx.s;
  s.round += 1;
  // D10.ROUND.CLEAR_MARKERS.
  for (const u of unitsOf(s)) {
    u.activated = false;
    u.arriving = false;
  }
  // D10.AMBIG.FIRST_PLAYER_EACH_ROUND: the same first player, or a roll-off each round by option.
  if (s.options.rollOffEachRound && s.round > 1) {
    s.firstPlayer = rollOff(ctx, 'firstPlayer');
  }
  // D10.ROUND.START_EFFECTS: Command Points, then reserves.
  gainCommandPoints(ctx);
  // D10.CP.PLUS_ONE / D10.CP.REROLL on a reserve roll: the points just gained are spent before the
  // roll, so the Start of Round waits for the players who could spend one (D10.AMBIG.COMMAND_POINTS).
  if (reserveWindow(s)) {
    s.pending = { kind: 'reserveRolls' };
    return;
  }
  finishRoundStart(ctx);
}

function finishRoundStart(ctx: Ctx): void {
  const s = ctx.s;
  rollReserves(ctx);
  ctx.events.push({ type: 'roundStarted', round: s.round, firstPlayer: s.firstPlayer, commandPoints: [...s.commandPoints] });
  s.turn = s.firstPlayer;
  chooseNextTurn(ctx, true);
}

/** The sides that may spend a Command Point on a reserve roll this Start of Round. */
export function reserveSpenders(s: D10State): Side[] {
  if (before(s.options, OWNER_CHOICES) || !s.options.reserves || !s.options.commandPoints || s.round < 2) return [];
  return ([0, 1] as const).filter((side) => s.commandPoints[side] > 0 && unitsOf(s, side).some((u) => u.status === 'reserve'));
}

function reserveWindow(s: D10State): boolean {
  return reserveSpenders(s).length > 0;
}

export function reserveRollsProblem(s: D10State): Problem {
  return s.pending?.kind === 'reserveRolls' ? null : refuse('wrong-phase', 'The reserve rolls are made at the Start of Round, from Round 2 (D10.RESERVE.FROM_ROUND_2).', 'D10.RESERVE.FROM_ROUND_2');
}

/** D10.RESERVE.FROM_ROUND_2: the rolls the Start of Round waited to make, with any Command Point armed for them. */
export function rollReservesNow(ctx: Ctx): void {
  ctx.s.pending = null;
  finishRoundStart(ctx);
}

/** A roll-off: both roll 1D10, ties roll again (D10.SETUP.FIRST_PLAYER_TIE); raw faces only (D10.AMBIG.CRIT_SCOPE). */
export function rollOff(ctx: Ctx, purpose: 'initiative' | 'firstPlayer'): Side {
  const from = ctx.dice.count;
  const { winner } = rollOffDice(ctx.dice, 10, purpose === 'initiative' ? 'initiative roll-off' : 'first player roll-off', ctx.s.players);
  const won = winner as Side;
  ctx.events.push({ type: 'rollOff', purpose, winner: won, dice: ctx.dice.since(from) });
  return won;
}

/**
 * D10.ACT.ALTERNATE with D10.AMBIG.UNEVEN_ACTIVATIONS: the turn passes to the other player if they
 * have a unit left to activate; otherwise the same player goes on; when nobody has, the round ends.
 */
export function chooseNextTurn(ctx: Ctx, roundStart = false): void {
  const s = ctx.s;
  const next = roundStart ? s.turn : other(s.turn);
  if (activatable(s, next).length > 0) s.turn = next;
  else if (activatable(s, other(next)).length > 0) s.turn = other(next);
  else s.phase = 'roundEnd';
}

/** Control counted per table (every unit where it stands) and objectives: states with one table share it. */
const control = perObjectAndKey<TableIndex, [number, number]>();

/** D10.OBJ.CONTROL for every objective: how many each side controls. */
export function controlled(s: D10State): [number, number] {
  const index = indexOf(s);
  const key = s.objectives.map((o) => `${o.x},${o.y}`).join(';');
  return [...control(index, key, () => countControl(s, index.table.units))];
}

function countControl(s: D10State, units: readonly TableUnit[]): [number, number] {
  const counts: [number, number] = [0, 0];
  for (const o of s.objectives) {
    // D10.AMBIG.OBJECTIVE_CONTROL: any model within 3" of the marker, to the edge of its base.
    const c = objectiveControl(o, units, 3).controller;
    if (c !== null) counts[c] += 1;
  }
  return counts;
}

/** End of Round, then either the next round's start or the end of the game. */
export function endRound(ctx: Ctx): void {
  const s = ctx.s;
  // D10.ROUND.END_SCORING, D10.SCORE.OBJ_50 (D10.SCORE.VAR_OBJECTIVE_FOCUS changes the value).
  const counts = controlled(s);
  const points: [number, number] = [counts[0] * s.options.objectivePoints, counts[1] * s.options.objectivePoints];
  s.score.objectivePoints = [s.score.objectivePoints[0] + points[0], s.score.objectivePoints[1] + points[1]];
  s.score.controlByRound = [...s.score.controlByRound, { round: s.round, controlled: counts }];
  ctx.events.push({ type: 'roundEnded', round: s.round, controlled: counts, points });
  // D10.CP.NO_CARRY.
  s.commandPoints = [0, 0];
  s.armed = [];
  if (gameEnds(ctx)) {
    // D10.SCORE.HOLD_THE_LINE with D10.AMBIG.HOLD_THE_LINE: the final End of Round's control.
    for (const side of [0, 1] as const)
      if (counts[side] >= 2) {
        s.score.holdTheLine[side] = true;
        ctx.events.push({ type: 'holdTheLine', side });
      }
    s.phase = 'over';
    s.activation = null;
    const sheet = scoreSheet(s);
    ctx.events.push({ type: 'gameOver', totals: [sheet.totals[0]!, sheet.totals[1]!], winner: sheet.result.winner as Side | null, label: sheet.result.label });
    return;
  }
  s.phase = 'battle';
  startRound(ctx);
}

/**
 * D10.ROUND.AGREED_COUNT, D10.ROUND.ROLL_AFTER_5, D10.ROUND.EXTRA_ROUND, D10.AMBIG.GAME_LENGTH: an agreed
 * length, or after Round 5 a D10 (raw): 1–5 ends the game, 6–10 plays Round 6, which is the last.
 */
function gameEnds(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.options.rounds !== undefined) return s.round >= s.options.rounds;
  if (s.round < 5) return false;
  if (s.round >= 6) return true;
  const from = ctx.dice.count;
  const face = ctx.dice.roll(10, 'game length');
  const continues = face >= 6;
  ctx.events.push({ type: 'gameLength', continues, dice: ctx.dice.since(from) });
  return !continues;
}
