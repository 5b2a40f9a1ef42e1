/**
 * The Shooting Phase (D10.SHOOT.*, D10.RANGE.*, D10.LOS.*): up to three ranged profiles, each at its
 * own target in range and sight, each resolved completely before the next, then one Morale Check per
 * unit shot at that was wounded and is at or below half.
 */
import { refuse, type Problem } from '../../core/refusal';
import type { Ctx } from './context';
import { strike } from './attack';
import { cohesionOrWait } from './casualties';
import { carriersAlive } from './loadout';
import { belowHalf, moraleCheck } from './morale';
import type { ResolvedWeapon } from './resolved';
import { gap as rangeGap, sees } from './geo';
import { onTable, type CasualtyWait, type D10State, type ShootingResume, type UnitState } from './state';
import { checkDestroyed } from './wounds';

export const RULE_OF_THREE = 3;

/** Ranged profiles of a unit. */
export function rangedWeapons(u: UnitState): ResolvedWeapon[] {
  return u.weapons.filter((w) => w.kind === 'ranged' && w.range !== undefined);
}

/**
 * Why this profile may not shoot at this target, or null if it may: an enemy on the table, within the
 * weapon's range (inclusive, D10.RANGE.INCLUSIVE) and in line of sight (D10.LOS.REQUIRED, D10.AMBIG.LOS_UNIT).
 */
export function cannotShoot(s: D10State, shooter: UnitState, w: ResolvedWeapon, target: UnitState | undefined): Problem {
  if (!target) return refuse('no-such-unit', 'There is no such unit.');
  if (target.side === shooter.side) return refuse('friendly-target', `${target.name} is a friendly unit.`, 'D10.SHOOT.TARGET');
  if (!onTable(target)) return refuse('not-on-table', `${target.name} is not on the table.`);
  if (carriersAlive(shooter, w, s.options) < 1) return refuse('no-carrier', `No model of ${shooter.name} left carries ${w.name}.`);
  const gap = rangeGap(shooter, target);
  if (gap > (w.range ?? 0) + 1e-6) return refuse('out-of-range', `${target.name} is out of range of ${w.name}: ${gap.toFixed(1)}" away, range ${w.range}".`, 'D10.RANGE.OUT');
  if (!sees(s, shooter, target)) return refuse('no-line-of-sight', `${shooter.name} cannot see ${target.name}: blocking terrain or another unit is in the way.`, 'D10.LOS.REQUIRED');
  return null;
}

/** The legal targets of each ranged profile (for the Play screen and the AI). */
export function shootingTargets(s: D10State, shooter: UnitState): { weapon: string; targets: string[] }[] {
  return rangedWeapons(shooter).map((w) => ({
    weapon: w.id,
    targets: s.order.filter((id) => cannotShoot(s, shooter, w, s.units[id]) === null),
  }));
}

/** Check a whole Shooting Attack before any die is rolled. */
export function validateShooting(s: D10State, shooter: UnitState, fire: readonly { weapon: string; target: string }[]): Problem {
  if (fire.length === 0) return refuse('bad-command', 'Choose at least one weapon profile to fire, or end the activation.', 'D10.SHOOT.OPTIONAL');
  // D10.SHOOT.RULE_OF_THREE: at most three distinct profiles, and each profile fires once.
  const ids = fire.map((f) => f.weapon);
  if (new Set(ids).size !== ids.length) return refuse('profile-twice', 'Each weapon profile fires once per Shooting Phase.', 'D10.SHOOT.ONE_PROFILE_AT_A_TIME');
  if (fire.length > RULE_OF_THREE) return refuse('rule-of-three', `A unit fires at most ${RULE_OF_THREE} weapon profiles in its Shooting Phase (rule of three).`, 'D10.SHOOT.RULE_OF_THREE');
  for (const f of fire) {
    const w = shooter.weapons.find((x) => x.id === f.weapon);
    if (!w) return refuse('no-such-weapon', `${shooter.name} has no weapon "${f.weapon}".`);
    if (w.kind !== 'ranged') return refuse('melee-weapon', `${w.name} is a melee weapon; it is used only in the Fight.`, 'D10.WEAPON.MELEE_NO_RANGE');
    // D10.SHOOT.SPLIT_FIRE: each profile checks its own target.
    const problem = cannotShoot(s, shooter, w, s.units[f.target]);
    if (problem) return problem;
  }
  return null;
}

/** A validated Shooting Attack, before its first die (continueShooting resolves it). */
export function startShooting(shooter: UnitState, fire: readonly { weapon: string; target: string }[]): ShootingResume {
  return { kind: 'shooting', shooter: shooter.id, fire: fire.map((f) => ({ weapon: f.weapon, target: f.target })), at: 0, step: 'roll', shotAt: [], wounded: [] };
}

/**
 * Resolve the Shooting Attack from where `r` says, one profile at a time (D10.SHOOT.ONE_PROFILE_AT_A_TIME):
 * dice, wounds (the owner may choose them), cohesion (the owner may choose the models), destruction;
 * then the Morale Checks. Returns the choice it paused for, or null once finished.
 */
export function continueShooting(ctx: Ctx, r: ShootingResume): CasualtyWait | null {
  const shooter = ctx.s.units[r.shooter]!;
  for (; r.at < r.fire.length; r.at++, r.step = 'roll') {
    const f = r.fire[r.at]!;
    const target = ctx.s.units[f.target]!;
    if (r.step === 'roll') {
      if (!onTable(target)) continue; // wiped out by an earlier profile: the rest of its fire is lost
      const w = shooter.weapons.find((x) => x.id === f.weapon)!;
      const { summary, waiting } = strike(ctx, shooter, w, target, false);
      if (summary.wounds > 0 && !r.wounded.includes(target.id)) r.wounded.push(target.id);
      if (!r.shotAt.includes(target.id)) r.shotAt.push(target.id);
      r.step = 'cohesion';
      if (waiting) return waiting;
    }
    const broken = cohesionOrWait(ctx, target);
    if (broken) return broken;
    checkDestroyed(ctx, target);
  }
  // D10.SHOOT.MORALE_AFTER with D10.AMBIG.MORALE_REPEAT: once per target, after every profile.
  for (const id of r.shotAt) {
    const target = ctx.s.units[id]!;
    if (r.wounded.includes(id) && onTable(target) && belowHalf(target)) moraleCheck(ctx, target);
  }
  return null;
}
