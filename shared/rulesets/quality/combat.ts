/**
 * Combat (QW.COMBAT.*): the attacker strikes, each defending unit makes a 3" move and strikes back,
 * the side that lost more models loses (equal losses fight again), the loser retreats 3" and any of
 * its models left within 3" of the winners are slain; a side that wiped the other out may Seize Ground.
 */
import type { Side } from './state';
import { segmentEnters } from '../../geometry/circles';
import { pointInPolygon } from '../../geometry/polygon';
import { destroy, resolveAttack, type QCtx } from './attack';
import { retreatOf } from './geo';
import { dist, modelGap } from './sight';
import type { QCasualtyWait, QCombatResume, QState, QUnit } from './state';

const MAX_EXCHANGES = 50;

/** QW.AMBIG.MULTIPLE_DEFENDERS: the target plus every other enemy unit with a model within 1" of the attacker. */
export function defendingUnits(s: QState, attacker: QUnit, target: QUnit): QUnit[] {
  const others = s.order
    .map((id) => s.units[id]!)
    .filter((u) => u.id !== target.id && u.side !== attacker.side && u.status === 'table')
    .filter((u) => u.models.some((n) => attacker.models.some((m) => modelGap(m, attacker.radius, n, u.radius) <= 1 + 1e-6)));
  return [target, ...others].filter((u) => u.status === 'table');
}

function blocked(s: QState, from: { x: number; y: number }, to: { x: number; y: number }, r: number): boolean {
  if (to.x - r < 0 || to.y - r < 0 || to.x + r > s.scenario.width || to.y + r > s.scenario.height) return true;
  return s.scenario.terrain.some((t) => t.kind === 'blocking' && (segmentEnters(from, to, t.points) || pointInPolygon(to, t.points)));
}

/** QW.COMBAT.RETALIATE_MOVE_3 with QW.AMBIG.RETALIATION: each defending model closes up to 3" toward the attacker. */
function retaliationMove(ctx: QCtx, defender: QUnit, attacker: QUnit): void {
  for (const m of defender.models) {
    const nearest = attacker.models.reduce((a, b) => (dist(m, a) <= dist(m, b) ? a : b));
    const gap = modelGap(m, defender.radius, nearest, attacker.radius);
    const step = Math.min(3, gap);
    if (step <= 1e-6) continue;
    const d = dist(m, nearest);
    const to = { x: m.x + ((nearest.x - m.x) / d) * step, y: m.y + ((nearest.y - m.y) / d) * step };
    if (!blocked(ctx.s, m, to, defender.radius)) {
      m.x = to.x;
      m.y = to.y;
    }
  }
  ctx.events.push({ type: 'retaliationMove', unitId: defender.id });
}

function anyWithin1(a: QUnit[], b: QUnit[]): boolean {
  return a.some((u) => u.models.some((m) => b.some((v) => v.models.some((n) => modelGap(m, u.radius, n, v.radius) <= 1 + 1e-6))));
}

/** Start a combat by `attacker` against `target` (continueCombat resolves it). */
export function startCombat(attacker: QUnit, target: QUnit, held: boolean): QCombatResume {
  return { kind: 'combat', attacker: attacker.id, target: target.id, held, exchange: 0, step: 'start', main: target.id, defenders: [], at: 0, defBefore: {}, atkBefore: 0 };
}

export type CombatOutcome = { waiting: QCasualtyWait } | { winner: Side | null };

/**
 * Resolve a combat from where `r` says. It pauses whenever the owner of a unit struck has casualties
 * to choose (QW.SAVE.FAIL_REMOVE), and picks up exactly there. Returns the choice it waits for, or
 * the winning side (null for none) once the combat is over.
 */
export function continueCombat(ctx: QCtx, r: QCombatResume): CombatOutcome {
  const s = ctx.s;
  const attacker = s.units[r.attacker]!;
  const target = s.units[r.target]!;
  const aSide = attacker.side;
  const unitsOf = (ids: readonly string[]) => ids.map((id) => s.units[id]!);
  for (;;) {
    switch (r.step) {
      case 'start': {
        if (r.exchange >= MAX_EXCHANGES) return { winner: null };
        const mainTarget = target.status === 'table' ? target : unitsOf(r.defenders).find((d) => d.status === 'table');
        if (!mainTarget) return { winner: null };
        r.main = mainTarget.id;
        r.atkBefore = attacker.models.length;
        r.defBefore = {};
        // QW.COMBAT.RETALIATE: the attacker's attacks first …
        const startDefenders = r.exchange === 0 ? defendingUnits(s, attacker, mainTarget) : unitsOf(r.defenders);
        for (const d of startDefenders) r.defBefore[d.id] = d.models.length;
        r.step = 'attacker';
        break;
      }
      case 'attacker': {
        r.step = 'defending';
        const { waiting } = resolveAttack(ctx, attacker, s.units[r.main]!, 'melee', r.held);
        if (waiting) return { waiting };
        break;
      }
      case 'defending': {
        // … then every defending unit (QW.COMBAT.SIDES), with its 3" move on the first exchange only.
        const defenders = r.exchange === 0 ? defendingUnits(s, attacker, s.units[r.main]!) : unitsOf(r.defenders).filter((d) => d.status === 'table');
        r.defenders = defenders.map((d) => d.id);
        for (const d of defenders) if (!(d.id in r.defBefore)) r.defBefore[d.id] = d.models.length;
        r.at = 0;
        r.step = 'defenders';
        break;
      }
      case 'defenders': {
        while (r.at < r.defenders.length) {
          const d = s.units[r.defenders[r.at++]!]!;
          if (attacker.status !== 'table' || d.status !== 'table') continue;
          if (r.exchange === 0) retaliationMove(ctx, d, attacker);
          // QW.COMBAT.RETALIATE_ATTACK: no Hold bonus; fatigue still applies.
          const { waiting } = resolveAttack(ctx, d, attacker, 'melee', false);
          if (waiting) return { waiting };
        }
        r.step = 'result';
        break;
      }
      case 'result': {
        const defenderUnits = unitsOf(Object.keys(r.defBefore));
        const lostDef = Object.values(r.defBefore).reduce((a, b) => a + b, 0) - defenderUnits.reduce((n, u) => n + u.models.length, 0);
        const lostAtk = r.atkBefore - attacker.models.length;
        const atkGone = attacker.status !== 'table';
        const defGone = defenderUnits.every((u) => u.status !== 'table');
        const losses: [number, number] = aSide === 0 ? [lostAtk, lostDef] : [lostDef, lostAtk];
        let winner: Side | null = null;
        // QW.COMBAT.LOSER / QW.COMBAT.WINNER: more models lost, or destroyed, loses.
        if (atkGone && !defGone) winner = other(aSide);
        else if (defGone && !atkGone) winner = aSide;
        else if (lostAtk > lostDef) winner = other(aSide);
        else if (lostDef > lostAtk) winner = aSide;
        // QW.COMBAT.TIE_REPEAT with QW.AMBIG.COMBAT_REPEAT: fight again unless nobody can reach anybody.
        const stuck = lostAtk === 0 && lostDef === 0 && !anyWithin1([attacker], defenderUnits.filter((u) => u.status === 'table'));
        const repeat = winner === null && !atkGone && !defGone && !stuck;
        ctx.events.push({ type: 'combatResult', attackerSide: aSide, losses, winner, repeat });
        if (repeat) {
          r.exchange += 1;
          r.step = 'start';
          break;
        }
        if (winner === null) return { winner: null };
        const winners = winner === aSide ? [attacker] : defenderUnits.filter((u) => u.status === 'table');
        const losers = winner === aSide ? defenderUnits.filter((u) => u.status === 'table') : [attacker].filter((u) => u.status === 'table');
        for (const l of losers) retreat(ctx, l, winners);
        return { winner };
      }
    }
  }
}

/** QW.COMBAT.RETREAT_3 / RETREAT_CLEAR_3 / RETREAT_SLAIN with QW.AMBIG.RETREAT. */
export function retreat(ctx: QCtx, loser: QUnit, winners: QUnit[]): void {
  if (winners.length === 0) return;
  const { positions, slain } = retreatOf(ctx.s, loser, winners);
  for (const m of loser.models) {
    const p = positions[m.id];
    if (p) {
      m.x = p.x;
      m.y = p.y;
    }
  }
  loser.models = loser.models.filter((m) => !slain.includes(m.id));
  ctx.s.removed[winners[0]!.side] += slain.length;
  ctx.events.push({ type: 'retreat', unitId: loser.id, slain });
  if (loser.models.length === 0) destroy(ctx, loser);
}

function other(side: Side): Side {
  return side === 0 ? 1 : 0;
}
