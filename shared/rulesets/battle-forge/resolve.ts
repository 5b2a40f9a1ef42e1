/**
 * Resolving one Battle Forge attack with real dice: hit rolls, hits shared between target units,
 * Save rolls, wounds and casualties, the Injury Chart, Shock from being hit and the break tests it
 * all triggers. Pure functions of data: each takes the seeded dice state and gives back the next one
 * with every die it rolled, so a saved game replays to the same result.
 *
 * The engine never makes a player's choice. How the hits are shared between units is the
 * attacker's input (`SplitPlan`), and the order in which models take hits is the defender's
 * (`hitOrder`); `suggestHitOrder` only proposes one.
 */
import { drawFace, Roller, type DiceState, type DieRoll } from '../../core/dice';
import { refuse } from '../../core/refusal';
import type { Refusal } from '../../core/ruleset';
import { checkPasses, saveFailMargin, saveValue } from './check';

const D10 = 10;

/** One model as the resolution sees it: its wounds left, its Save and whether it uses the Injury Chart. */
export interface ResolveModel {
  readonly id: string;
  readonly wounds: number;
  /** Its starting wounds, when above what it has left (a Wounds(x) model already hurt). */
  readonly maxWounds?: number;
  readonly save: number;
  /** Its datasheet refers to injuries or critical damage (BF.AMBIG.INJURY_SCOPE). */
  readonly injuryChart?: boolean;
  /**
   * A hit-cancelling ability: each hit assigned to the model is cancelled on a D10 at or under this,
   * before its Save (BF.SAVE.NEGATE_AFTER_ASSIGN); the best one the unit has (BF.SAVE.ONE_NEGATE_ABILITY).
   */
  readonly negate?: number;
}

export interface ResolveUnit {
  readonly id: string;
  readonly models: readonly ResolveModel[];
  readonly shock: number;
  readonly courage: number;
  readonly criticalDamage: number;
  readonly destroyed?: boolean;
}

/** A weapon's hit-roll abilities that trigger on a low enough natural roll. */
export interface HitAbilities {
  /** An extra hit on a hit roll at or under this (BF.HIT.EXTRA_BASE_PROFILE). */
  readonly extraHitAtOrUnder?: number;
  /** Extra AP on a hit roll at or under `atOrUnder`; never carried by the extra hit. */
  readonly apBonus?: { readonly atOrUnder: number; readonly ap: number };
}

/** One hit: the AP it adds to the weapon's, and whether it is an extra hit with the base profile. */
export interface Hit {
  readonly apBonus: number;
  readonly extra: boolean;
}

export type Resolved<T> =
  | { ok: true; value: T; dice: DiceState; rolls: DieRoll[] }
  | { ok: false; reason: Refusal };

/**
 * The dice a resolution draws from, threaded through one call and handed back with its rolls: the
 * game's generator as a plain state, or the engine's Roller for the command (which also serves faces
 * typed from real dice, in the order the resolution asks for them).
 */
export type DiceSource = DiceState | Roller;

class Tray {
  readonly rolls: DieRoll[] = [];
  short = false;
  readonly #roller: Roller | null;
  dice: DiceState;
  constructor(source: DiceSource) {
    this.#roller = source instanceof Roller ? source : null;
    this.dice = source instanceof Roller ? source.state : source;
  }

  check(purpose: string, unit: string, rv: number): { face: number; success: boolean } {
    const face = this.face(purpose, unit);
    const success = checkPasses(face, rv);
    this.rolls.push({ purpose, sides: D10, face, unit, rv, success });
    return { face, success };
  }

  plain(purpose: string, unit: string): number {
    const face = this.face(purpose, unit);
    this.rolls.push({ purpose, sides: D10, face, unit });
    return face;
  }

  private face(purpose: string, unit: string): number {
    if (this.#roller) {
      const face = this.#roller.roll(D10, purpose, unit);
      this.dice = this.#roller.state;
      if (this.#roller.exhausted) this.short = true;
      return face;
    }
    const drawn = drawFace(this.dice, D10);
    if (!drawn) {
      this.short = true;
      return D10;
    }
    this.dice = drawn.state;
    return drawn.face;
  }

  done<T>(value: T): Resolved<T> {
    if (this.short) return { ok: false, reason: refuse('dice-ran-out', 'There were not enough dice for this attack.') };
    return { ok: true, value, dice: this.dice, rolls: this.rolls };
  }
}

function rollHitsOn(tray: Tray, unit: string, attacks: number, value: number, abilities: HitAbilities): Hit[] {
  const hits: Hit[] = [];
  for (let i = 0; i < attacks; i++) {
    const { face, success } = tray.check('hit', unit, value);
    if (!success) continue;
    const bonus = abilities.apBonus && face <= abilities.apBonus.atOrUnder ? abilities.apBonus.ap : 0;
    hits.push({ apBonus: bonus, extra: false });
    // BF.HIT.EXTRA_BASE_PROFILE: the extra hit keeps the weapon's base profile, not the roll's bonus AP.
    if (abilities.extraHitAtOrUnder !== undefined && face <= abilities.extraHitAtOrUnder) {
      hits.push({ apBonus: 0, extra: true });
    }
  }
  return hits;
}

/**
 * One D10 per attack at or under the hit value (BF.HIT.DICE, BF.HIT.SUCCESS, BF.MELEE.HIT_ON_STR);
 * a natural 1 always hits and a natural 10 always misses (BF.CHECK.NAT1_PASSES, BF.CHECK.NAT10_FAILS).
 */
export function rollToHit(
  attack: { unit: string; attacks: number; hitValue: number; abilities?: HitAbilities },
  dice: DiceSource,
): Resolved<Hit[]> {
  if (!Number.isInteger(attack.attacks) || attack.attacks < 0) {
    return { ok: false, reason: refuse('bad-attacks', 'An attack rolls a whole number of dice from 0.', 'BF.HIT.DICE') };
  }
  const tray = new Tray(dice);
  return tray.done(rollHitsOn(tray, attack.unit, attack.attacks, attack.hitValue, attack.abilities ?? {}));
}

/** Another enemy unit the attacker wants to share hits with, and what makes it legal. */
export interface SplitTarget {
  readonly unit: string;
  /** The hit value the attack would have against this unit (BF.HIT.SPLIT_NO_HARDER_TARGET). */
  readonly hitValue: number;
  /** Distance between the nearest models of this unit and the original target (BF.AMBIG.SPLIT_HITS). */
  readonly inchesFromTarget: number;
}

/** The attacker's choice of how to share hits (BF.HIT.SPLIT_OPTION); no extras means no split. */
export interface SplitPlan {
  readonly kind: 'ranged' | 'melee';
  readonly target: string;
  readonly targetHitValue: number;
  readonly extras: readonly SplitTarget[];
}

/**
 * Shares the hits, in the order the attacker lists them, between the original target and the
 * extra units: N+1 equal shares with the odd hits to the original target (BF.HIT.SPLIT_OPTION,
 * BF.HIT.SPLIT_ODD_TO_ORIGINAL, BF.AMBIG.SPLIT_HITS). The original target's share comes first.
 */
export function splitHits(hits: readonly Hit[], plan: SplitPlan): { ok: true; shares: Map<string, Hit[]> } | { ok: false; reason: Refusal } {
  const shares = new Map<string, Hit[]>();
  if (plan.extras.length === 0) {
    shares.set(plan.target, [...hits]);
    return { ok: true, shares };
  }
  if (plan.kind === 'melee') {
    return { ok: false, reason: refuse('no-split-in-melee', 'Hits are only shared between units when shooting.', 'BF.AMBIG.SPLIT_HITS') };
  }
  if (hits.length < 2) {
    return { ok: false, reason: refuse('too-few-hits', 'Only an attack with more than one hit can share its hits.', 'BF.HIT.SPLIT_OPTION') };
  }
  const seen = new Set([plan.target]);
  for (const extra of plan.extras) {
    if (seen.has(extra.unit)) return { ok: false, reason: refuse('split-twice', `${extra.unit} is already taking a share.`, 'BF.HIT.SPLIT_OPTION', [extra.unit]) };
    seen.add(extra.unit);
    if (extra.inchesFromTarget > 3) {
      return { ok: false, reason: refuse('split-too-far', `${extra.unit} is more than 3" from the target.`, 'BF.HIT.SPLIT_OPTION', [extra.unit]) };
    }
    if (extra.hitValue < plan.targetHitValue) {
      return { ok: false, reason: refuse('split-harder-target', `${extra.unit} would be harder to hit than the target.`, 'BF.HIT.SPLIT_NO_HARDER_TARGET', [extra.unit]) };
    }
  }
  const share = Math.floor(hits.length / (plan.extras.length + 1));
  const toOriginal = hits.length - share * plan.extras.length;
  shares.set(plan.target, hits.slice(0, toOriginal));
  plan.extras.forEach((extra, i) => shares.set(extra.unit, hits.slice(toOriginal + i * share, toOriginal + (i + 1) * share)));
  return { ok: true, shares };
}

/** A Save roll against one hit, and the model that took it. */
export interface SaveRoll {
  readonly model: string;
  readonly face: number;
  readonly value: number;
  readonly saved: boolean;
  /** How much it failed by (BF.SAVE.FAIL_MARGIN_*), null when saved. */
  readonly margin: number | null;
  /** The failed first roll, when a re-roll strategy rolled it again (the second result stands). */
  readonly rerolled?: number;
}

export type InjuryResult = 'no-effect' | 'shaken' | 'panic' | 'destroyed';

export interface InjuryRoll {
  readonly model: string;
  readonly face: number;
  readonly total: number;
  readonly result: InjuryResult;
  /** For a Panic result: whether its Courage check passed; a failure destroys the unit. */
  readonly courageHeld?: boolean;
}

/** What one attack did to one unit, worked out but not yet applied (BF.SIM.ACTIVE_FIRST). */
export interface UnitDamage {
  readonly unit: string;
  readonly hits: number;
  readonly saves: readonly SaveRoll[];
  readonly injuries: readonly InjuryRoll[];
  /** The unit's models and critical damage after the casualties; its Shock is still the old one. */
  readonly after: ResolveUnit;
  /** Shock the unit gains: 1 for being hit at all, plus the Injury Chart's. */
  readonly shockGained: number;
  readonly modelsLost: number;
  readonly woundsLost: number;
  /** The unit's models (or wounds, for Wounds(x) units) at the start of the attack (BF.AMBIG.BREAK_HALF). */
  readonly baseline: number;
  readonly usesWounds: boolean;
}

/** The Injury Chart bands (BF.INJURY.*); the bands do not stack (BF.AMBIG.INJURY_SCOPE). */
export function injuryResult(total: number): InjuryResult {
  if (total >= 10) return 'destroyed';
  if (total >= 8) return 'panic';
  if (total >= 5) return 'shaken';
  return 'no-effect';
}

const INJURY_SHOCK: Readonly<Record<InjuryResult, number>> = { 'no-effect': 0, shaken: 1, panic: 2, destroyed: 0 };

function isWoundsUnit(unit: ResolveUnit): boolean {
  return unit.models.some((model) => (model.maxWounds ?? model.wounds) > 1);
}

function totalWounds(unit: ResolveUnit): number {
  return unit.models.reduce((sum, model) => sum + model.wounds, 0);
}

/**
 * The order the defender's models take hits: each hit goes to the first model in `hitOrder` still
 * in play (BF.SAVE.ASSIGN). An ordered list is how the defender states "each hit to one model" up
 * front, so no hit lands on a model already removed. Every model that may take the hits must be
 * listed, and only those (BF.SAVE.VALID_MODELS_ONLY).
 */
function checkHitOrder(unit: ResolveUnit, hitOrder: readonly string[], validModels?: readonly string[]): Refusal | null {
  const valid = new Set(validModels ?? unit.models.map((model) => model.id));
  const listed = new Set(hitOrder);
  for (const id of hitOrder) {
    if (!valid.has(id) || !unit.models.some((model) => model.id === id)) {
      return refuse('not-a-valid-model', `${id} cannot take hits from this attack.`, 'BF.SAVE.VALID_MODELS_ONLY', [id]);
    }
  }
  if (listed.size !== hitOrder.length) return refuse('model-listed-twice', 'Each model is listed once in the order it takes hits.', 'BF.SAVE.ASSIGN');
  for (const id of valid) {
    if (!listed.has(id)) return refuse('model-not-listed', `Say where ${id} takes hits in the order.`, 'BF.SAVE.ASSIGN', [id]);
  }
  return null;
}

/** What one share of hits meets on its unit: the weapon's AP and the unit's cover and other Save modifiers. */
export interface SaveSituation {
  readonly ap: number;
  /** Cover and any other Save modifier, already summed (coverSaveModifier, BF.SAVE.TARGET). */
  readonly saveModifier?: number;
  /**
   * The engine option of BF.AMBIG.SAVE_FAIL_MARGIN: a natural 10 fails by 10 − the printed Save,
   * as a literal reading of the book has it, rather than by 10 − the modified save value.
   */
  readonly literalNaturalTenMargin?: boolean;
  /** Failed Saves are rolled again, once each, the second result standing (a re-roll strategy). */
  readonly rerollFailed?: boolean;
}

function damageUnit(tray: Tray, unit: ResolveUnit, hits: readonly Hit[], situation: SaveSituation, hitOrder: readonly string[]): UnitDamage {
  const usesWounds = isWoundsUnit(unit);
  const baseline = usesWounds ? totalWounds(unit) : unit.models.length;
  const models = new Map(unit.models.map((model) => [model.id, { ...model }]));
  const saves: SaveRoll[] = [];
  const injuries: InjuryRoll[] = [];
  let criticalDamage = unit.criticalDamage;
  let shockGained = hits.length > 0 ? 1 : 0; // BF.SHOCK.ON_HIT, BF.SHOCK.ONE_PER_SOURCE, BF.AMBIG.SHOCK_HIT_DEFINITION
  let destroyed = unit.destroyed ?? false;
  for (const hit of hits) {
    if (destroyed) break;
    const id = hitOrder.find((candidate) => models.has(candidate));
    const model = id === undefined ? undefined : models.get(id);
    if (!model) break;
    // BF.SAVE.NEGATE_AFTER_ASSIGN: the hit is assigned first, then the model's ability may cancel it.
    if (model.negate !== undefined && tray.check('cancel', unit.id, model.negate).success) continue;
    // BF.SAVE.TARGET, BF.AMBIG.SAVE_AP: Save − AP + modifiers; natural 1 saves, natural 10 fails.
    const value = saveValue(model.save, situation.ap + hit.apBonus, situation.saveModifier ?? 0);
    const first = tray.check('save', unit.id, value);
    const again = !first.success && situation.rerollFailed ? tray.check('save', unit.id, value) : null;
    const { face, success } = again ?? first;
    const margin = situation.literalNaturalTenMargin && face === D10 ? D10 - model.save : saveFailMargin(face, value);
    saves.push({ model: model.id, face, value, saved: success, margin, ...(again ? { rerolled: first.face } : {}) });
    if (success) continue;
    model.wounds -= 1; // BF.SAVE.FAIL_WOUND
    if (model.wounds > 0) continue;
    if (!model.injuryChart) {
      models.delete(model.id); // BF.SAVE.REMOVE_CASUALTIES
      continue;
    }
    // BF.INJURY.TRIGGER, BF.INJURY.ROLL: D10 + the failure margin + the unit's critical damage tokens.
    const injuryFace = tray.plain('injury', unit.id);
    const total = injuryFace + (margin ?? 0) + criticalDamage;
    const result = injuryResult(total);
    criticalDamage += 1; // BF.INJURY.TOKEN
    shockGained += INJURY_SHOCK[result];
    let courageHeld: boolean | undefined;
    if (result === 'panic') {
      // BF.INJURY.PANIC: Shock does not change Courage (BF.SHOCK.NO_OTHER_STATS).
      courageHeld = tray.check('courage', unit.id, unit.courage).success;
      if (!courageHeld) destroyed = true;
    }
    injuries.push({ model: model.id, face: injuryFace, total, result, ...(courageHeld === undefined ? {} : { courageHeld }) });
    if (result === 'destroyed') models.delete(model.id); // BF.INJURY.DESTROYED
    else model.wounds = 1; // BF.AMBIG.INJURY_SCOPE: below 10 the model stays with 1 wound
  }
  const survivors = destroyed ? [] : unit.models.flatMap((original) => models.get(original.id) ?? []);
  const after: ResolveUnit = { ...unit, models: survivors, criticalDamage, destroyed: destroyed || survivors.length === 0 };
  return {
    unit: unit.id,
    hits: hits.length,
    saves,
    injuries,
    after,
    shockGained,
    modelsLost: unit.models.length - survivors.length,
    woundsLost: totalWounds(unit) - totalWounds(after),
    baseline,
    usesWounds,
  };
}

/** One attack (one weapon's attack resolution): the attacker's and the defenders' inputs. */
export interface AttackOrder {
  readonly attacker: string;
  readonly attacks: number;
  readonly abilities?: HitAbilities;
  readonly split: SplitPlan;
  /** Each unit hit: its state, its Save situation, and its owner's order for taking hits. */
  readonly defenders: readonly {
    readonly unit: ResolveUnit;
    readonly save: SaveSituation;
    readonly hitOrder: readonly string[];
    readonly validModels?: readonly string[];
  }[];
}

/**
 * Rolls one attack in full (hits, shares, saves, casualties, injuries) and applies nothing yet:
 * what `applyDamage` then applies, alone or together with a simultaneous reply (BF.SIM.ACTIVE_FIRST).
 * Rolled against the original target's hit value; every extra unit is at least as easy to hit
 * (BF.HIT.SPLIT_NO_HARDER_TARGET), so one roll decides each die.
 */
export function resolveAttack(order: AttackOrder, dice: DiceSource): Resolved<UnitDamage[]> {
  const tray = new Tray(dice);
  const hits = rollHitsOn(tray, order.attacker, order.attacks, order.split.targetHitValue, order.abilities ?? {});
  const split = splitHits(hits, hits.length >= 2 ? order.split : { ...order.split, extras: [] });
  if (!split.ok) return split;
  const damage = damageShares(tray, split.shares, order.defenders);
  return 'reason' in damage ? { ok: false, reason: damage.reason } : tray.done(damage);
}

/**
 * Saves, casualties and injuries for hits already rolled and shared: the second half of an attack,
 * for a table where the attacker sees the hits before choosing how to share them (rollToHit, then
 * splitHits with that choice, then this).
 */
export function resolveHits(shares: ReadonlyMap<string, readonly Hit[]>, defenders: AttackOrder['defenders'], dice: DiceSource): Resolved<UnitDamage[]> {
  const tray = new Tray(dice);
  const damage = damageShares(tray, shares, defenders);
  return 'reason' in damage ? { ok: false, reason: damage.reason } : tray.done(damage);
}

function damageShares(tray: Tray, shares: ReadonlyMap<string, readonly Hit[]>, defenders: AttackOrder['defenders']): UnitDamage[] | { reason: Refusal } {
  for (const unitId of shares.keys()) {
    const defender = defenders.find((candidate) => candidate.unit.id === unitId);
    if (!defender) return { reason: refuse('unknown-unit', `${unitId} is not among the units hit.`, undefined, [unitId]) };
    const problem = checkHitOrder(defender.unit, defender.hitOrder, defender.validModels);
    if (problem) return { reason: problem };
  }
  const damage: UnitDamage[] = [];
  for (const [unitId, share] of shares) {
    const defender = defenders.find((candidate) => candidate.unit.id === unitId);
    if (defender) damage.push(damageUnit(tray, defender.unit, share, defender.save, defender.hitOrder));
  }
  return damage;
}

export type BreakTrigger = 'shock' | 'casualties';

export interface BreakTest {
  readonly unit: string;
  readonly trigger: BreakTrigger;
  readonly face: number;
  readonly passed: boolean;
  /** A broken unit flees 6" and Evades (BF.BREAK.FLEE_6IN, BF.BREAK.THEN_EVADE) or, if it cannot, surrenders. */
  readonly outcome: 'holds' | 'flees' | 'surrenders';
}

/** The break tests one unit's damage calls for (BF.BREAK.SHOCK_TRIGGER, BF.BREAK.CASUALTY_TRIGGER). */
export function breakTriggers(damage: UnitDamage, shockAfter: number, courage: number): BreakTrigger[] {
  if (damage.after.destroyed) return [];
  const triggers: BreakTrigger[] = [];
  if (damage.shockGained > 0 && shockAfter >= courage) triggers.push('shock');
  const lost = damage.usesWounds ? damage.woundsLost : damage.modelsLost;
  if (lost * 2 > damage.baseline) triggers.push('casualties');
  return triggers;
}

/**
 * Applies worked-out damage: every side's casualties first, then Shock, then the break tests that
 * triggered, one Courage check per trigger until one fails (BF.SIM.APPLY_TOGETHER,
 * BF.AMBIG.BREAK_TIMING). `cannotFallBack` names units that have no room to flee (BF.BREAK.SURRENDER).
 */
export function applyDamage(
  damages: readonly UnitDamage[],
  dice: DiceSource,
  cannotFallBack: ReadonlySet<string> = new Set(),
): Resolved<{ units: ResolveUnit[]; breakTests: BreakTest[] }> {
  const seen = new Set<string>();
  for (const damage of damages) {
    if (seen.has(damage.unit)) return { ok: false, reason: refuse('damaged-twice', `${damage.unit} is damaged twice in one exchange.`, 'BF.SIM.APPLY_TOGETHER', [damage.unit]) };
    seen.add(damage.unit);
  }
  const tray = new Tray(dice);
  const units = damages.map((damage) => (damage.after.destroyed ? damage.after : { ...damage.after, shock: damage.after.shock + damage.shockGained }));
  const breakTests: BreakTest[] = [];
  damages.forEach((damage, i) => {
    const unit = units[i];
    if (!unit) return;
    for (const trigger of breakTriggers(damage, unit.shock, unit.courage)) {
      const { face, success } = tray.check('break', unit.id, unit.courage); // BF.BREAK.TEST
      const outcome = success ? 'holds' : cannotFallBack.has(unit.id) ? 'surrenders' : 'flees';
      breakTests.push({ unit: unit.id, trigger, face, passed: success, outcome });
      if (outcome === 'surrenders') units[i] = { ...unit, models: [], destroyed: true };
      if (!success) break;
    }
  });
  return tray.done({ units, breakTests });
}

/**
 * A simultaneous exchange (BF.SIM.*): the active attack is rolled first and the reply second, both
 * against the units as they stood before either, so models the first would kill still fight back;
 * only then are both sides' casualties, Shock and break tests applied.
 */
export function resolveSimultaneous(
  first: AttackOrder,
  second: AttackOrder,
  dice: DiceSource,
  cannotFallBack?: ReadonlySet<string>,
): Resolved<{ first: UnitDamage[]; second: UnitDamage[]; units: ResolveUnit[]; breakTests: BreakTest[] }> {
  const one = resolveAttack(first, dice);
  if (!one.ok) return one;
  // A Roller carries on from where the first attack left it; a plain state is handed along.
  const two = resolveAttack(second, dice instanceof Roller ? dice : one.dice);
  if (!two.ok) return two;
  const applied = applyDamage([...one.value, ...two.value], dice instanceof Roller ? dice : two.dice, cannotFallBack);
  if (!applied.ok) return applied;
  return {
    ok: true,
    value: { first: one.value, second: two.value, ...applied.value },
    dice: applied.dice,
    rolls: [...one.rolls, ...two.rolls, ...applied.rolls],
  };
}

/**
 * A suggestion for the defender, never applied on its own: ordinary models before those on the
 * Injury Chart, then the most hurt first, so hits finish off wounded models before fresh ones.
 */
export function suggestHitOrder(unit: ResolveUnit): string[] {
  return [...unit.models]
    .sort((a, b) => Number(a.injuryChart ?? false) - Number(b.injuryChart ?? false) || a.wounds - b.wounds)
    .map((model) => model.id);
}

/**
 * Shock from anything but an attack's hits, such as a friendly unit destroyed within 3" (1 each,
 * BF.SHOCK.NEARBY_DESTROYED, BF.AMBIG.NEARBY_DESTROYED; which units were near is the table's input).
 * Receiving it calls for a break test when Shock reaches Courage (BF.BREAK.SHOCK_TRIGGER).
 */
export function receiveShock(
  unit: ResolveUnit,
  amount: number,
  dice: DiceSource,
  options: { cannotFallBack?: boolean } = {},
): Resolved<{ unit: ResolveUnit; breakTest: BreakTest | null }> {
  if (!Number.isInteger(amount) || amount < 0) {
    return { ok: false, reason: refuse('bad-shock', 'Shock comes in whole numbers from 0.', 'BF.SHOCK.ON_HIT') };
  }
  const tray = new Tray(dice);
  if (unit.destroyed || amount === 0) return tray.done({ unit, breakTest: null });
  const shocked: ResolveUnit = { ...unit, shock: unit.shock + amount };
  if (shocked.shock < shocked.courage) return tray.done({ unit: shocked, breakTest: null });
  const { face, success } = tray.check('break', unit.id, unit.courage);
  const outcome = success ? 'holds' : options.cannotFallBack ? 'surrenders' : 'flees';
  const after = outcome === 'surrenders' ? { ...shocked, models: [], destroyed: true } : shocked;
  return tray.done({ unit: after, breakTest: { unit: unit.id, trigger: 'shock', face, passed: success, outcome } });
}
