/**
 * Exact odds of one `d10-wargame` attack: one weapon profile's dice against one target
 * (D10.SHOOT.TO_HIT, D10.SHOOT.DEFENSE, D10.MELEE.DEFENSE), by dynamic programming.
 */
import { DIE_FACES } from '../../odds/check';
import {
  Scratch,
  addDieInto,
  binomialInto,
  rerollOneCountedFailureInto,
  rerollOneFailedInto,
  thinInto,
} from '../../odds/distribution';
import { sequenceOddsOf } from '../../odds/sequence';
import { formatOddsSummary } from '../../odds/summary';
import { attackOddsResult, distributionsResult, type TargetShape } from '../../odds/target';
import type { AttackDistributions, AttackOdds } from '../../odds/types';
import { MAX_ATTACKS, MAX_MODELS, requireCount, requireTier, requireValue } from '../../odds/validate';

/**
 * A `d10-wargame` target unit (D10.AMBIG.WOUNDS): `models` models left, each with
 * `woundsPerModel` wounds (default 1), one of which may already carry wound tokens.
 */
export interface D10Target {
  models: number;
  woundsPerModel?: number;
  /** Wound tokens already on the one damaged model (0 to woundsPerModel − 1). */
  woundsAlreadyOnDamagedModel?: number;
  /** The unit's model count at the start of the game (D10.MORALE.INITIAL_COUNT); default `models`. */
  initialModels?: number;
}

/**
 * The chance that one D10 check with effective required value `rv` succeeds in `d10-wargame`.
 *
 * The RV is compared unclamped with the natural face (D10.AMBIG.RV_BOUNDS), but a natural 10
 * always succeeds and a natural 1 always fails (D10.CHECK.NAT10, D10.CHECK.NAT1, read from the
 * unmodified face: D10.AMBIG.NATURAL_VS_MODIFIED), so the chance is (11 − rv)/10 held inside
 * 10%–90% (D10.CHECK.ODDS).
 *
 * `exhausted` is combat exhaustion on a melee to-hit roll: only a natural 10 hits, whatever the
 * RV and whatever Melee(n) or a Command Point +1 did to it (D10.MELEE.EXHAUSTION_EFFECT,
 * D10.AMBIG.EXHAUSTION_TIMING), so the chance is 10%.
 */
export function d10CheckChance(rv: number, options: { exhausted?: boolean } = {}): number {
  if (options.exhausted) return 1 / DIE_FACES;
  const faces = Math.min(DIE_FACES - 1, Math.max(1, DIE_FACES + 1 - rv));
  return faces / DIE_FACES;
}

/**
 * The natural face a `d10-wargame` check needs, for display: the RV held to 2–10, because a
 * natural 1 never passes and a natural 10 always does (D10.AMBIG.RV_BOUNDS: "show the effective
 * chance"). Exhausted melee hits need a 10.
 */
export function d10NeededFace(rv: number, options: { exhausted?: boolean } = {}): number {
  if (options.exhausted) return DIE_FACES;
  return Math.min(DIE_FACES, Math.max(2, rv));
}

export function d10TargetShape(target: D10Target): TargetShape {
  return {
    models: target.models,
    woundsPerModel: target.woundsPerModel ?? 1,
    damaged: target.woundsAlreadyOnDamagedModel ?? 0,
    initialModels: target.initialModels ?? target.models,
  };
}

/**
 * How a player spends a Command Point on their own dice of this attack (D10.CP.REROLL,
 * D10.CP.PLUS_ONE, D10.AMBIG.COMMAND_POINTS: only one's own dice), or `none`:
 * - `reroll`: after rolling, if any of the player's dice failed, re-roll exactly one failed die
 *   (a hit die for the attacker, a Defense die for the defender); the re-roll stands and
 *   natural 1 and 10 apply to it.
 * - `plus-one`: +1 to one check, declared before rolling: one of those dice rolls at RV − 1.
 *   On exhausted hit dice it changes nothing (D10.AMBIG.EXHAUSTION_TIMING).
 * A +1 to every die of the attack is not one check; pass a lower stat for that.
 */
export type CommandPointUse = 'none' | 'reroll' | 'plus-one';

/** One weapon profile attacking in `d10-wargame`. Numbers are the N of an N+ stat. */
export interface D10AttackSpec {
  /** Hit dice rolled: models carrying the weapon × (A + Attacks(n)) (D10.AMBIG.ATTACKS_PER_MODEL). */
  attacks: number;
  /** Shooting (default) or melee; only melee suffers combat exhaustion (D10.MELEE.EXHAUSTION_SCOPE). */
  kind?: 'shooting' | 'melee';
  /** The attacker's Ranged or Melee stat (D10.UNIT.STAT_RANGED, D10.UNIT.STAT_MELEE). */
  skill: number;
  /** Ranged(n) or Melee(n): the hit RV is n lower (D10.SR.RANGED, D10.SR.MELEE). */
  skillTier?: number;
  /** The weapon's AP (D10.SHOOT.AP). */
  ap?: number;
  /** AP(n): +n AP (D10.SR.AP). */
  apTier?: number;
  /** The target's Defense stat (D10.UNIT.STAT_DEFENSE). */
  defense: number;
  /** Defense(n): the Defense RV is n lower (D10.SR.DEFENSE). */
  defenseTier?: number;
  /** Combat exhausted (or Shaken, D10.SHAKEN.EXHAUSTED): melee hits only on a natural 10; no effect on shooting. */
  exhausted?: boolean;
  /** The attacker's Command Point, spent on the hit dice. */
  commandPoint?: CommandPointUse;
  /** The defender's Command Point, spent on the Defense dice. */
  defenderCommandPoint?: CommandPointUse;
}

/**
 * Hit dice for one weapon profile: every model carrying it rolls A + Attacks(n) dice
 * (D10.WEAPON.ATTACKS, D10.SR.ATTACKS, D10.AMBIG.ATTACKS_PER_MODEL).
 */
export function d10AttackDice(models: number, weaponAttacks: number, attacksTier = 0): number {
  return models * (weaponAttacks + attacksTier);
}

/** The attacker's required value to hit after Ranged(n)/Melee(n) (D10.AMBIG.MODIFIER_DIRECTION). */
export function d10HitRv(spec: D10AttackSpec): number {
  return spec.skill - (spec.skillTier ?? 0);
}

/** The defender's required value: Defense + AP + AP(n) − Defense(n) (D10.SHOOT.AP, D10.SR.*). */
export function d10DefenseRv(spec: D10AttackSpec): number {
  return spec.defense + (spec.ap ?? 0) + (spec.apTier ?? 0) - (spec.defenseTier ?? 0);
}

/** Whether the hit dice of this attack only hit on a natural 10 (D10.MELEE.EXHAUSTION_SCOPE). */
export function d10IsExhausted(spec: D10AttackSpec): boolean {
  return spec.kind === 'melee' && spec.exhausted === true;
}

export function validateD10Spec(spec: D10AttackSpec): void {
  requireCount('attacks', spec.attacks, MAX_ATTACKS);
  requireValue('skill', spec.skill);
  requireValue('defense', spec.defense);
  requireTier('skillTier', spec.skillTier);
  requireTier('apTier', spec.apTier);
  requireTier('defenseTier', spec.defenseTier);
  if (spec.ap !== undefined) requireCount('ap', spec.ap, 20);
  if (spec.kind !== undefined && spec.kind !== 'shooting' && spec.kind !== 'melee') {
    throw new RangeError(`kind must be "shooting" or "melee" (got ${String(spec.kind)})`);
  }
  requireCommandPoint('commandPoint', spec.commandPoint);
  requireCommandPoint('defenderCommandPoint', spec.defenderCommandPoint);
}

function requireCommandPoint(name: string, use: CommandPointUse | undefined): void {
  if (use !== undefined && use !== 'none' && use !== 'reroll' && use !== 'plus-one') {
    throw new RangeError(`${name} must be "none", "reroll" or "plus-one" (got ${String(use)})`);
  }
}

export function validateD10Target(target: D10Target): void {
  requireCount('target.models', target.models, MAX_MODELS, 1);
  const perModel = target.woundsPerModel ?? 1;
  requireCount('target.woundsPerModel', perModel, MAX_MODELS, 1);
  requireCount('target.woundsAlreadyOnDamagedModel', target.woundsAlreadyOnDamagedModel ?? 0, perModel - 1);
  requireCount('target.initialModels', target.initialModels ?? target.models, MAX_MODELS * 10, target.models);
}

const hitScratch = new Scratch();
const woundScratch = new Scratch();
const rowScratch = new Scratch();
const shiftScratch = new Scratch();

/**
 * Writes the hit and wound distributions of `spec` into scratch arrays and returns them (valid
 * until the next call). Exported for sequenceOdds; callers outside shared/odds use
 * d10AttackDistributions.
 */
export function d10DistributionsInto(spec: D10AttackSpec): { hits: Float64Array; wounds: Float64Array } {
  const n = spec.attacks;
  const exhausted = d10IsExhausted(spec);
  const hitRv = d10HitRv(spec);
  const hitChance = d10CheckChance(hitRv, { exhausted });
  const hits = hitScratch.get(n + 2);
  const cp = spec.commandPoint ?? 'none';
  if (cp === 'plus-one' && n > 0) {
    binomialInto(hits, n - 1, hitChance);
    addDieInto(hits, n - 1, d10CheckChance(hitRv - 1, { exhausted }));
  } else {
    binomialInto(hits, n, hitChance);
    if (cp === 'reroll') rerollOneFailedInto(hits, n, hitChance);
  }
  // Each hit is a wound when its Defense roll fails (D10.SHOOT.DEFENSE, D10.MELEE.DEFENSE).
  const defenseRv = d10DefenseRv(spec);
  const failDefense = 1 - d10CheckChance(defenseRv);
  const wounds = woundScratch.get(n + 2);
  const row = rowScratch.get(n + 2);
  const defenderCp = spec.defenderCommandPoint ?? 'none';
  if (defenderCp === 'plus-one' && n > 0) {
    // With h ≥ 1 hits, h − 1 Defense dice roll as usual and one at RV − 1; with none, no wound.
    const shifted = shiftScratch.get(n + 1);
    for (let h = 1; h <= n; h++) shifted[h - 1] = hits[h]!;
    thinInto(wounds, shifted, n - 1, failDefense, row);
    addDieInto(wounds, n - 1, 1 - d10CheckChance(defenseRv - 1));
    wounds[0] = wounds[0]! + hits[0]!;
  } else {
    thinInto(wounds, hits, n, failDefense, row);
    if (defenderCp === 'reroll') rerollOneCountedFailureInto(wounds, n, 1 - failDefense);
  }
  return { hits, wounds };
}

/** Hits and wounds of one `d10-wargame` attack, with no target counted. */
export function d10AttackDistributions(spec: D10AttackSpec): AttackDistributions {
  validateD10Spec(spec);
  const n = spec.attacks;
  const { hits, wounds } = d10DistributionsInto(spec);
  return distributionsResult(hits, wounds, n);
}

/**
 * The exact odds of one `d10-wargame` attack against `target`: hits, wounds, models removed,
 * the chance to destroy the unit and the chance to force a Morale Check.
 */
export function attackOdds(spec: D10AttackSpec & { target: D10Target }): AttackOdds {
  validateD10Spec(spec);
  validateD10Target(spec.target);
  const n = spec.attacks;
  const { hits, wounds } = d10DistributionsInto(spec);
  return attackOddsResult(hits, wounds, n, d10TargetShape(spec.target), spec.target.models);
}

/** The summary of a `d10-wargame` attack and its odds (RVs shown as the faces that pass, 2+ to 10+). */
export function summarizeD10Attack(spec: D10AttackSpec, odds: AttackOdds): string {
  return formatOddsSummary({
    hitOn: d10NeededFace(d10HitRv(spec), { exhausted: d10IsExhausted(spec) }),
    defendOn: d10NeededFace(d10DefenseRv(spec)),
    expectedWounds: odds.expected.wounds,
    destroy: odds.destroy,
    moraleCheck: odds.moraleCheck,
  });
}

/**
 * Several weapon profiles fired one after another at the same target (D10.SHOOT.RULE_OF_THREE,
 * D10.SHOOT.ONE_PROFILE_AT_A_TIME); the Morale Check is judged once, after the last profile
 * (D10.SHOOT.MORALE_AFTER, D10.AMBIG.MORALE_REPEAT: a split-fire target tests once).
 */
export function d10SequenceOdds(profiles: readonly D10AttackSpec[], target: D10Target): AttackOdds {
  validateD10Target(target);
  for (const profile of profiles) validateD10Spec(profile);
  return sequenceOddsOf(
    profiles.map((profile) => ({ attacks: profile.attacks, roll: () => d10DistributionsInto(profile) })),
    d10TargetShape(target),
  );
}
