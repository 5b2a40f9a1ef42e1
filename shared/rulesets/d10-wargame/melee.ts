/**
 * The Melee Phase (D10.MELEE.*): declare a Charge, move into base contact, then the Fight — the
 * charger strikes first, survivors strike back, the Victor is the unit that applied more wounds, the
 * Loser may test morale, both units become combat exhausted, and the charger steps back 1".
 */
import { withinAllowance } from '../../geometry/index';
import { refuse, type Problem } from '../../core/refusal';
import type { Ctx } from './context';
import { strike } from './attack';
import { cohesionOrWait } from './casualties';
import { carriersAlive, tracksLoadouts } from './loadout';
import { belowHalf, moraleCheck } from './morale';
import type { ResolvedWeapon } from './resolved';
import { checkCharge, separate as separateUnits } from '../../geometry/index';
import { gap, indexOf } from './geo';
import { dist } from '../../geometry/units';
import { legacyNearestCentres, legacyUnitGap } from './legacy-circles';
import { onTable, type CasualtyWait, type D10Options, type D10State, type FightResume, type UnitState } from './state';
import { checkDestroyed } from './wounds';

/** D10.MELEE.CHARGE_RANGE_6 with D10.SR.CHARGE (D10.AMBIG.CHARGE_RANGE): 6" + 2" per Charge tier. */
export function chargeReach(u: UnitState): number {
  return 6 + 2 * (u.tiers.charge ?? 0);
}

export function meleeWeapons(u: UnitState): ResolvedWeapon[] {
  return u.weapons.filter((w) => w.kind === 'melee');
}

/** Why this unit may not charge that one, or null (D10.MELEE.DECLARE, D10.MELEE.STRAIGHT_LINE, D10.AMBIG.CHARGE_PATH). */
export function cannotCharge(s: D10State, charger: UnitState, target: UnitState | undefined): Problem {
  if (!target) return refuse('no-such-unit', 'There is no such unit.');
  if (target.side === charger.side) return refuse('friendly-target', `${target.name} is a friendly unit.`, 'D10.MELEE.DECLARE');
  if (!onTable(target)) return refuse('not-on-table', `${target.name} is not on the table.`);
  const reach = chargeReach(charger);
  const distance = gap(charger, target);
  if (!withinAllowance(distance, reach)) return refuse('out-of-reach', `${target.name} is ${distance.toFixed(1)}" away; ${charger.name} charges at most ${reach}".`, 'D10.MELEE.CHARGE_RANGE_6');
  const result = checkCharge(indexOf(s), charger.id, target.id, reach);
  if (!result.ok)
    return result.code === 'charge-blocked'
      ? refuse('charge-blocked', `${result.reason.replace(/ \(D10[^)]*\)/, '')} A charge must go in a straight line.`, 'D10.MELEE.STRAIGHT_LINE')
      : refuse(result.code, result.reason, result.code === 'out-of-reach' ? 'D10.MELEE.CHARGE_RANGE_6' : undefined);
  return null;
}

export function chargeTargets(s: D10State, charger: UnitState): string[] {
  return s.order.filter((id) => cannotCharge(s, charger, s.units[id]) === null);
}

/** D10.MELEE.CHARGE_INTO_CONTACT: the charger's models move straight in until the first bases touch. */
function chargeMove(s: D10State, charger: UnitState, target: UnitState): void {
  const result = checkCharge(indexOf(s), charger.id, target.id, chargeReach(charger));
  if (!result.ok) return;
  for (const m of charger.models) {
    const p = result.placement[m.id];
    if (p) {
      m.x = p.x;
      m.y = p.y;
    }
  }
}

/**
 * D10.MELEE.SEPARATE_1 with D10.AMBIG.SEPARATION: the charger moves away until 1" clear — straight
 * back, or where that is blocked the shortest clear slide in another direction (shared/geometry
 * separate.ts). If the charger has no room anywhere, the charged unit moves instead ("the units move
 * apart"); if neither has, both stay where they are, no longer fighting. No model is ever put off the
 * table or into blocking terrain. Returns the unit that moved, or null.
 */
function separate(s: D10State, charger: UnitState, target: UnitState): UnitState | null {
  if (!tracksLoadouts(s.options)) {
    separateAsRevision1(s, charger, target);
    return charger;
  }
  for (const [mover, from] of [[charger, target], [target, charger]] as const) {
    const result = separateUnits(indexOf(s), mover.id, from.id, 1, { directions: 'any' });
    if (!result.ok) continue;
    place(mover, result.positions);
    return mover;
  }
  return null;
}

function place(u: UnitState, positions: Record<string, { x: number; y: number }>): void {
  for (const m of u.models) {
    const p = positions[m.id];
    if (p) {
      m.x = p.x;
      m.y = p.y;
    }
  }
}

/** How games of rules revision 1 separated: straight back, and with no room there a blind push measured on circles (kept so they replay). */
function separateAsRevision1(s: D10State, charger: UnitState, target: UnitState): void {
  const result = separateUnits(indexOf(s), charger.id, target.id, 1);
  if (result.ok) return place(charger, result.positions);
  const pair = legacyNearestCentres(charger, target);
  if (!pair) return;
  const [a, b] = pair;
  const length = dist(a, b) || 1;
  const back = { x: (a.x - b.x) / length, y: (a.y - b.y) / length };
  for (let i = 0; i < 200 && legacyUnitGap(charger, target) < 1 - 1e-6; i++) {
    const need = Math.max(0.01, 1 - legacyUnitGap(charger, target));
    for (const m of charger.models) {
      m.x += back.x * need;
      m.y += back.y * need;
    }
  }
}

/**
 * Pick up to three melee profiles (D10.MELEE.RULE_OF_THREE): the named ones, or the unit's first three
 * that a model still carries (D10.WEAPON.ATTACKS; removed models do not strike, D10.MELEE.CASUALTIES_NO_RETALIATION).
 */
function fightingProfiles(u: UnitState, options: D10Options, chosen?: readonly string[] | null): ResolvedWeapon[] {
  const melee = meleeWeapons(u);
  if (!chosen) return (tracksLoadouts(options) ? melee.filter((w) => carriersAlive(u, w, options) > 0) : melee).slice(0, 3);
  return chosen.map((id) => melee.find((w) => w.id === id)!).filter(Boolean);
}

export function validateCharge(s: D10State, charger: UnitState, target: string, weapons?: string[]): Problem {
  const problem = cannotCharge(s, charger, s.units[target]);
  if (problem) return problem;
  if (weapons) {
    if (weapons.length > 3) return refuse('rule-of-three', 'A unit fights with at most 3 melee weapon profiles (rule of three).', 'D10.MELEE.RULE_OF_THREE');
    if (new Set(weapons).size !== weapons.length) return refuse('profile-twice', 'Each melee profile is used once per Fight.', 'D10.MELEE.ONE_PROFILE_AT_A_TIME');
    for (const id of weapons) {
      const w = meleeWeapons(charger).find((x) => x.id === id);
      if (!w) return refuse('no-such-weapon', `${charger.name} has no melee weapon "${id}".`);
      if (carriersAlive(charger, w, s.options) < 1) return refuse('no-carrier', `No model of ${charger.name} left carries ${w.name}.`);
    }
  }
  return null;
}

/** A validated charge: the move into contact, then the Fight before its first blow (continueFight resolves it). */
export function startCharge(ctx: Ctx, charger: UnitState, target: UnitState, weapons?: string[]): FightResume {
  const distance = gap(charger, target);
  chargeMove(ctx.s, charger, target);
  ctx.events.push({ type: 'charged', unitId: charger.id, target: target.id, distance: Math.round(distance * 100) / 100 });
  return { kind: 'fight', charger: charger.id, target: target.id, weapons: weapons ? [...weapons] : null, stage: 'charger', step: 'strike', at: 0, inflicted: [0, 0] };
}

/**
 * The Fight from where `r` says: the charger's profiles one at a time (D10.MELEE.CHARGER_FIRST,
 * D10.MELEE.COMPLETE_ALL_ATTACKS, D10.MELEE.ONE_PROFILE_AT_A_TIME), the charged unit's cohesion; then
 * its surviving models strike back (D10.MELEE.RETALIATION, D10.MELEE.CASUALTIES_NO_RETALIATION; a
 * Shaken defender fights as combat exhausted, D10.SHAKEN.EXHAUSTED); then the result. Returns the
 * choice it paused for, or null once the Fight is over.
 */
export function continueFight(ctx: Ctx, r: FightResume): CasualtyWait | null {
  const charger = ctx.s.units[r.charger]!;
  const target = ctx.s.units[r.target]!;
  while (r.stage !== 'result') {
    const striker = r.stage === 'charger' ? charger : target;
    const struck = r.stage === 'charger' ? target : charger;
    if (r.step === 'strike') {
      const profiles = fightingProfiles(striker, ctx.s.options, r.stage === 'charger' ? r.weapons : null);
      if (r.at < profiles.length && onTable(struck)) {
        const w = profiles[r.at++]!;
        const { summary, waiting } = strike(ctx, striker, w, struck, striker.exhausted || striker.shaken);
        r.inflicted[r.stage === 'charger' ? 0 : 1] += summary.wounds;
        if (waiting) return waiting;
        continue;
      }
      r.step = 'cohesion';
    }
    const broken = cohesionOrWait(ctx, struck);
    if (broken) return broken;
    checkDestroyed(ctx, struck);
    if (r.stage === 'charger' && onTable(target)) {
      r.stage = 'target';
      r.step = 'strike';
      r.at = 0;
    } else r.stage = 'result';
  }
  fightResult(ctx, charger, target, r.inflicted);
  return null;
}

/** After the blows: the Victor, the Loser's Morale Check, exhaustion, separation. */
function fightResult(ctx: Ctx, charger: UnitState, target: UnitState, inflicted: [number, number]): void {
  // D10.MELEE.VICTOR / D10.MELEE.TIE (D10.AMBIG.VICTOR_WOUNDS).
  const victor = inflicted[0] > inflicted[1] ? charger : inflicted[1] > inflicted[0] ? target : null;
  const loser = victor === null ? null : victor === charger ? target : charger;
  ctx.events.push({ type: 'fightResult', charger: charger.id, defender: target.id, wounds: [...inflicted], victor: victor?.id ?? null, loser: loser?.id ?? null });
  // D10.MELEE.LOSER_MORALE.
  if (loser && onTable(loser) && belowHalf(loser)) moraleCheck(ctx, loser);
  // D10.MELEE.EXHAUSTION (D10.AMBIG.EXHAUSTION_TIMING): from the end of the Fight.
  const tired = [charger, target].filter(onTable);
  for (const u of tired) u.exhausted = true;
  if (tired.length) ctx.events.push({ type: 'exhausted', unitIds: tired.map((u) => u.id) });
  if (onTable(charger) && onTable(target)) {
    const mover = separate(ctx.s, charger, target);
    if (mover) ctx.events.push({ type: 'separated', unitId: mover.id, from: (mover === charger ? target : charger).id });
    else ctx.events.push({ type: 'separated', unitId: charger.id, from: target.id, noRoom: true });
  }
}
