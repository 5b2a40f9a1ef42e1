/**
 * Who may attack whom, and with what: the legal targets of a Shoot or a Fight, and an attack worked
 * out model by model before its dice are rolled — each firing model's weapons against the target in
 * its own range band and sight (BF.SHOOT.IN_RANGE, BF.LOS.*, BF.AMBIG.RANGE_MEASURE), the value each
 * hit roll must be at or under (BF.HIT.ACC_MODIFIERS), the models that may take the hits
 * (BF.SAVE.VALID_MODELS_ONLY) and the Save they roll with their cover (BF.SAVE.TARGET, BF.COVER.*).
 */
import { refuse } from '../../core/refusal';
import type { Refusal, RefusedTarget } from '../../core/ruleset';
import { modelDistance } from '../../geometry/index';
import { dugInCover } from './pregame';
import { coverSaveModifier, hitModifier, modifiedValue, rangeBand, type CoverLevel } from './check';
import { canSee, coverAgainst, enemiesOf, isEnemy, mayBeWithin, onTable, placed, unitGap, unitsOnTable, visibleModels } from './geo';
import { rangeBetween } from './buildings';
import { leadStats, tierOf } from './setup';
import type { BfModel, BfState, BfUnit, BfWeapon } from './state';
import { unitOf as roundUnitOf } from './round-state';

/** Base contact, with a little slack for a measured table (BF.MELEE.WHO_FIGHTS). */
export const CONTACT = 0.05;
/** A model within this of a unit-mate in base contact fights too (BF.MELEE.WHO_FIGHTS, BF.AMBIG.MELEE_HALF_INCH). */
export const SUPPORT = 0.5;
/** Point blank: a shot from 3" or closer ignores cover bonuses (BF.SHOOT.POINT_BLANK). */
export const POINT_BLANK = 3;

export const shockOf = (s: BfState, u: BfUnit): number => roundUnitOf(s.round, u.id)?.shock ?? 0;

/** A round effect's total on a unit (a power's +1 Save, −1 Accuracy …). */
export const effectOn = (u: BfUnit, stat: 'sav' | 'str' | 'acc' | 'mov'): number => u.effects.filter((e) => e.stat === stat).reduce((n, e) => n + e.value, 0);

const hasRule = (rules: readonly { rule: string }[], rule: string): boolean => rules.some((r) => r.rule === rule);

/** Models of `u` in base contact with a model of `enemy`, or within 0.5" of a unit-mate who is (BF.MELEE.WHO_FIGHTS). */
export function fightingModels(u: BfUnit, enemy: BfUnit): BfModel[] {
  const touching = u.models.filter((m) => enemy.models.some((e) => modelDistance(placed(u, m), placed(enemy, e)) <= CONTACT));
  return u.models.filter((m) => touching.includes(m) || touching.some((t) => modelDistance(placed(u, m), placed(u, t)) <= SUPPORT));
}

/** Units locked in melee with `u`: an enemy model in base contact (BF.MELEE.LOCKED). A unit inside a building touches no one. */
export function engagedWith(s: BfState, u: BfUnit): BfUnit[] {
  if (!onTable(u) || u.inBuilding) return [];
  return enemiesOf(s, u.owner).filter((e) => !e.inBuilding && mayBeWithin(u, e, CONTACT + 0.01) && unitGap(u, e) <= CONTACT);
}

/** Whether an enemy of `shooter` is fighting one of the shooter's side (BF.SHOOT.NO_ENGAGED_TARGETS, BF.AMBIG.ENGAGED_SHOOTING). */
function lockedWithFriends(s: BfState, shooter: BfUnit, target: BfUnit): boolean {
  return engagedWith(s, target).some((u) => !isEnemy(s, u.owner, shooter.owner));
}

/** One weapon fired (or swung) by some models at one hit value: the dice of one roll. */
export interface Volley {
  weapon: BfWeapon;
  models: string[];
  /** Hit dice: Attacks × copies × models (BF.HIT.DICE, BF.WPN.COPIES_FULL_PROFILE, BF.AMBIG.WEAPON_COPIES). */
  dice: number;
  hitValue: number;
  band: 'short' | 'long' | 'melee';
}

export interface AttackPlan {
  kind: 'shoot' | 'fight';
  attacker: string;
  target: string;
  volleys: Volley[];
  /** The target's models that may take hits. */
  validModels: string[];
  cover: CoverLevel;
  /** The Save modifier: cover (lost at point blank), powers, Shieldwall. */
  saveModifier: number;
  /** The closest firing model is within 3": cover bonuses are lost for the whole attack (BF.SHOOT.POINT_BLANK, BF.AMBIG.POINT_BLANK_MEASURE). */
  pointBlank: boolean;
}

/** What the attacker spends on this attack: a Focus token, and the target's Evade token. */
export interface AttackTokens {
  focus: boolean;
  evade: boolean;
}

function rangedVolleys(s: BfState, attacker: BfUnit, target: BfUnit, tokens: AttackTokens, from: readonly BfModel[]): Volley[] {
  const shock = shockOf(s, attacker);
  const volleys = new Map<string, Volley>();
  let seen: boolean | undefined;
  // In a building, range is measured from and to its outline, for every model alike (BF.BLDG.WHOLE_FLOOR, BF.BLDG.SHOOT_OUT_ANY).
  const walls = attacker.inBuilding || target.inBuilding ? rangeBetween(s, attacker, target) : undefined;
  for (const m of from) {
    // A weapon on a model without characteristics (a mortar, a harpoon gun) is fired by its crew, with the unit's Accuracy.
    const stats = m.stats ?? leadStats(attacker);
    const gap = walls ?? Math.min(...target.models.map((t) => modelDistance(placed(attacker, m), placed(target, t))));
    let sight: boolean | undefined;
    for (const w of m.weapons) {
      if (w.range === 'melee') continue;
      const band = rangeBand(gap, w.range);
      if (band === 'out') continue;
      const indirect = hasRule(w.rules, 'indirect');
      // BF.LOS.REQUIRED: the model must see its target, unless the weapon fires indirectly (−1).
      seen ??= canSee(s, attacker, target, from);
      sight ??= seen && (from.length === 1 || canSee(s, attacker, target, [m]));
      const sees = sight;
      if (!sees && !indirect) continue;
      let modifier = hitModifier({ kind: 'ranged', focus: tokens.focus, evade: tokens.evade, longRange: band === 'long', shock });
      if (!sees) modifier -= 1;
      if (band === 'long' && hasRule(target.rules, 'stealth')) modifier -= 1;
      modifier += effectOn(attacker, 'acc');
      const hitValue = modifiedValue(stats.acc, modifier);
      const key = `${w.id}|${band}|${hitValue}`;
      const v = volleys.get(key) ?? { weapon: w, models: [], dice: 0, hitValue, band };
      v.models.push(m.id);
      v.dice += w.attacks * w.copies;
      volleys.set(key, v);
    }
  }
  return [...volleys.values()];
}

/** Whether the straight line from a to b crosses an edge of the polygon, or starts or ends inside it. */
function crosses(a: { x: number; y: number }, b: { x: number; y: number }, poly: readonly { x: number; y: number }[]): boolean {
  const cross = (o: { x: number; y: number }, p: { x: number; y: number }, q: { x: number; y: number }) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j]!;
    const q = poly[i]!;
    if (cross(a, b, p) * cross(a, b, q) < 0 && cross(p, q, a) * cross(p, q, b) < 0) return true;
  }
  return false;
}

/**
 * BF.MELEE.INTERVENING_TERRAIN with BF.AMBIG.MELEE_INTERVENING: a model fights across terrain when
 * the line to the nearest model it fights crosses an obstacle or the edge of a terrain piece (roads aside).
 */
function acrossTerrain(s: BfState, m: BfModel, target: BfUnit): boolean {
  const obstacles = s.terrain.filter((t) => t.kind !== 'road');
  if (obstacles.length === 0 || target.models.length === 0) return false;
  const near = target.models.reduce((a, b) => (Math.hypot(a.x - m.x, a.y - m.y) <= Math.hypot(b.x - m.x, b.y - m.y) ? a : b));
  return obstacles.some((t) => crosses(m, near, t.points));
}

function meleeVolleys(s: BfState, attacker: BfUnit, target: BfUnit, tokens: AttackTokens, strBonus: number): Volley[] {
  const shock = shockOf(s, attacker);
  const volleys = new Map<string, Volley>();
  const frenzy = attacker.chargedThisRound ? (tierOf(attacker.rules, 'boarding-frenzy') ?? 0) : 0;
  for (const m of fightingModels(attacker, target)) {
    if (!m.stats) continue;
    for (const w of m.weapons) {
      if (w.range !== 'melee') continue;
      const modifier = hitModifier({ kind: 'melee', focus: tokens.focus, evade: tokens.evade, interveningTerrain: acrossTerrain(s, m, target), shock }) + effectOn(attacker, 'str') + frenzy + strBonus;
      const hitValue = modifiedValue(m.stats.str, modifier);
      const key = `${w.id}|${hitValue}`;
      const v = volleys.get(key) ?? { weapon: w, models: [], dice: 0, hitValue, band: 'melee' as const };
      v.models.push(m.id);
      v.dice += w.attacks * w.copies;
      volleys.set(key, v);
    }
  }
  return [...volleys.values()];
}

/**
 * The attack `attacker` would make on `target` now, or why it cannot. `from` limits the attacking
 * models (an Overwatch measured from a spot); `strBonus` is a charge's Brace or the like.
 */
export function attackPlan(s: BfState, attacker: BfUnit, target: BfUnit, kind: 'shoot' | 'fight', tokens: AttackTokens, from: readonly BfModel[] = attacker.models, strBonus = 0): AttackPlan | Refusal {
  if (!onTable(target) || !isEnemy(s, attacker.owner, target.owner)) return refuse('not-an-enemy', 'Choose an enemy unit on the table.', 'BF.SHOOT.IN_RANGE');
  if (kind === 'shoot') {
    if (lockedWithFriends(s, attacker, target))
      return refuse('target-in-melee', `${target.name} is locked in melee with your units: no one shoots into that fight.`, 'BF.SHOOT.NO_ENGAGED_TARGETS');
    const volleys = rangedVolleys(s, attacker, target, tokens, from);
    if (volleys.length === 0) return refuse('out-of-range', `No weapon of ${attacker.name} has ${target.name} in range and sight.`, 'BF.SHOOT.IN_RANGE');
    const firing = from.filter((m) => volleys.some((v) => v.models.includes(m.id)));
    const valid = visibleModels(s, attacker, target, firing);
    const terrainCover = coverAgainst(s, attacker, target, firing);
    // Cover a pre-game strategy gave the unit where it stands, where it is better than the terrain's (BF.SP.PREGAME).
    const dug = dugInCover(target);
    const cover = dug && terrainCover.level !== 'negative' && coverSaveModifier(dug) > coverSaveModifier(terrainCover.level) ? { level: dug } : terrainCover;
    const pointBlank =
      attacker.inBuilding || target.inBuilding
        ? firing.length > 0 && rangeBetween(s, attacker, target) <= POINT_BLANK
        : firing.some((m) => target.models.some((t) => modelDistance(placed(attacker, m), placed(target, t)) <= POINT_BLANK));
    const shieldwall = target.movedThisRound ? 0 : (tierOf(target.rules, 'shieldwall') ?? 0);
    const saveModifier = coverSaveModifier(cover.level, { pointBlank }) + effectOn(target, 'sav') + shieldwall;
    // An indirect weapon may hit what it cannot see: every model of the unit may then take the hits.
    return { kind, attacker: attacker.id, target: target.id, volleys, validModels: valid.length ? valid : target.models.map((m) => m.id), cover: cover.level, saveModifier, pointBlank };
  }
  const volleys = meleeVolleys(s, attacker, target, tokens, strBonus);
  if (volleys.length === 0) return refuse('not-in-contact', `No model of ${attacker.name} with a Melee weapon is in base contact with ${target.name}.`, 'BF.MELEE.WHO_FIGHTS');
  return { kind, attacker: attacker.id, target: target.id, volleys, validModels: target.models.map((m) => m.id), cover: 'none', saveModifier: effectOn(target, 'sav'), pointBlank: false };
}

/** The enemy units a unit may shoot now, and those it may not with the reason (BF.SHOOT.*). */
export function shootTargets(s: BfState, u: BfUnit): { targets: string[]; refused: RefusedTarget[] } {
  const targets: string[] = [];
  const refused: RefusedTarget[] = [];
  for (const e of enemiesOf(s, u.owner)) {
    const plan = attackPlan(s, u, e, 'shoot', { focus: false, evade: false });
    if ('volleys' in plan) targets.push(e.id);
    else refused.push({ unitId: e.id, code: plan.code, message: plan.reason, ...(plan.rule ? { rule: plan.rule } : {}) });
  }
  return { targets, refused };
}

/** The enemy units a unit may Fight now: those its models touch (BF.MELEE.WHO_FIGHTS, BF.MELEE.SPLIT_ATTACKS). */
export function fightTargets(s: BfState, u: BfUnit): string[] {
  return engagedWith(s, u).filter((e) => fightingModels(u, e).some((m) => m.weapons.some((w) => w.range === 'melee'))).map((e) => e.id);
}

/** Other enemy units within 3" of the target the hits may be shared with (BF.HIT.SPLIT_OPTION, BF.AMBIG.SPLIT_HITS). */
export function splitCandidates(s: BfState, attacker: BfUnit, target: BfUnit): string[] {
  return enemiesOf(s, attacker.owner)
    .filter((e) => e.id !== target.id && unitGap(e, target) <= 3)
    .filter((e) => 'volleys' in attackPlan(s, attacker, e, 'shoot', { focus: false, evade: false }))
    .map((e) => e.id);
}

/** Units within 3" of a destroyed unit, of its side, that take a Shock (BF.SHOCK.NEARBY_DESTROYED). */
export function nearbyFriends(s: BfState, destroyed: BfUnit, lastPositions: readonly BfModel[]): BfUnit[] {
  return unitsOnTable(s).filter((u) => u.id !== destroyed.id && !isEnemy(s, u.owner, destroyed.owner) && u.owner === destroyed.owner && unitGap(destroyed, u, lastPositions) <= 3);
}
