/**
 * Reactions as the round sees them (BF.REACT.*): which unit may react, whether it must pass an
 * Initiative check, and what a reaction leaves on the round — the unit done for the round, its Hold
 * spent, its Shoot or Fight for the round used, or a Shock for a failed check. When a reaction is
 * offered (its trigger) and what the reacting unit then does on the table are the engine's.
 */
import { Roller } from '../../core/dice';
import { refuse } from '../../core/refusal';
import type { Refusal, Side } from '../../core/ruleset';
import { BF_CHECK, type RoundEvent, type RoundResult } from './activation';
import { modifiedValue, shockModifier } from './check';
import { unitOf, type RoundState, type RoundUnit } from './round-state';

/** The four reactions (BF.REACT.LIST); a Counter Attack strikes back with a Shoot or a Fight (BF.REACT.CA_EFFECT). */
export const REACTIONS = ['dodge', 'overwatch', 'counterAttack', 'escape'] as const;
export type Reaction = (typeof REACTIONS)[number];
export type CounterWith = 'shoot' | 'fight';

/** Overwatch and Counter Attack need no check from a unit on Hold; Dodge and Escape always do (BF.REACT.HOLD_NO_TEST). */
export function reactionNeedsTest(unit: RoundUnit, reaction: Reaction): boolean {
  return !(unit.hold && (reaction === 'overwatch' || reaction === 'counterAttack'));
}

/** Why `unit` may not attempt `reaction` now, or null. */
export function reactionProblem(state: RoundState, unitId: string, reaction: string, counterWith?: CounterWith, actingSeat?: Side): Refusal | null {
  const unit = unitOf(state, unitId);
  if (!unit) return refuse('no-such-unit', 'There is no such unit.');
  if (!(REACTIONS as readonly string[]).includes(reaction)) return refuse('unknown-reaction', `${reaction} is not a reaction: Dodge, Overwatch, Counter Attack or Escape.`, 'BF.REACT.LIST');
  // The acting player is the open activation's, or — when the table says who acted, as for a Move
  // that ended the activation — the one named.
  const acting = actingSeat ?? (state.phase === 'actions' ? state.activation?.seat : undefined);
  if (acting === undefined || acting === unit.owner) return refuse('no-enemy-action', 'A unit reacts to an enemy unit acting during its activation.', 'BF.REACT.LIST');
  // BF.REACT.ELIGIBLE, BF.REACT.ENDS_ROUND: a unit that has acted (or reacted) this round is done, unless on Hold.
  if (unit.activated && !unit.hold) return refuse('cannot-react', `${unit.name} has already acted this round and is not on Hold.`, 'BF.REACT.ELIGIBLE');
  // Shooting and fighting as a reaction are the unit's Shoot and Fight for the round (BF.REACT.SHOOT_FIGHT_LIMITS).
  const shoots = reaction === 'overwatch' || (reaction === 'counterAttack' && counterWith === 'shoot');
  const fights = reaction === 'counterAttack' && counterWith === 'fight';
  if (reaction === 'counterAttack' && !counterWith) return refuse('counter-needs-choice', 'A Counter Attack strikes back with a Shoot or a Fight: choose one.', 'BF.REACT.CA_EFFECT');
  if (shoots && (unit.shot || !unit.hasRanged))
    return refuse('cannot-shoot', `${unit.name} cannot shoot as a reaction: ${unit.shot ? 'it has already shot this round' : 'it has no ranged weapons'}.`, 'BF.REACT.SHOOT_FIGHT_LIMITS');
  if (fights && (unit.fought || !unit.hasMelee))
    return refuse('cannot-fight', `${unit.name} cannot fight as a reaction: ${unit.fought ? 'it has already fought this round' : 'it has no Melee weapons'}.`, 'BF.REACT.SHOOT_FIGHT_LIMITS');
  return null;
}

/**
 * Attempt a reaction: declared, then an Initiative check (with −1 per Shock, BF.SHOCK.INIT) unless
 * Hold spares it (BF.REACT.DECLARE_AND_TEST, BF.REACT.HOLD_NO_TEST). A pass performs it, and the unit
 * can take no more actions this round: it counts as activated and its Hold is spent
 * (BF.REACT.PASS, BF.REACT.ENDS_ROUND, BF.AMBIG.REACTION_AS_ACTIVATION). A fail costs 1 Shock and
 * nothing more: the unit may still activate (BF.REACT.FAIL_SHOCK, BF.AMBIG.REACTION_FAIL).
 */
export function attemptReaction(state: RoundState, seat: Side, unitId: string, reaction: Reaction, counterWith?: CounterWith, roller = new Roller(state.dice), actingSeat?: Side): RoundResult {
  const problem = reactionProblem(state, unitId, reaction, counterWith, actingSeat);
  if (problem) return { ok: false, refusal: problem };
  const unit = unitOf(state, unitId)!;
  if (unit.owner !== seat) return { ok: false, refusal: refuse('not-your-unit', 'Only your own units react.') };
  const from = roller.count;
  const tested = reactionNeedsTest(unit, reaction);
  const passed = !tested || roller.check(BF_CHECK, modifiedValue(unit.initiative, shockModifier('initiative', unit.shock)), 'reaction', unit.id).success === true;
  const diceProblem = roller.refusal();
  if (diceProblem) return { ok: false, refusal: diceProblem };
  let changed: RoundUnit;
  if (!passed) changed = { ...unit, shock: unit.shock + 1 };
  else {
    changed = { ...unit, activated: true, hold: false };
    // BF.REACT.DODGE_EFFECT: a Dodge is an Evade action, its token ready for the triggering attack.
    if (reaction === 'dodge') changed.evadeTokens += 1;
    if (reaction === 'overwatch' || counterWith === 'shoot') changed.shot = true;
    if (counterWith === 'fight') changed.fought = true;
  }
  const event: RoundEvent = { type: 'reaction', seat, unit: unitId, reaction, tested, passed, rolls: roller.since(from) };
  return { ok: true, state: { ...state, units: state.units.map((u) => (u.id === unitId ? changed : u)), dice: roller.state }, events: [event] };
}
