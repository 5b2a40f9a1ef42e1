/**
 * Real-dice mode: before a command is resolved, which dice will the engine want next? Found by
 * dry-running the command with the faces typed so far as fixed dice (`fixedDice`), padded with more
 * faces, and reading the dice its events record. So a screen can say "roll 6 dice to hit on 4+"
 * without knowing any rule, for any ruleset.
 */
import { fixedDice } from './dice';
import type { BaseCommand, BaseEvent, Ruleset } from './ruleset';

export type DiceAsked =
  | { kind: 'ready'; used: number }
  | { kind: 'more'; count: number; /** The die to roll: 10 for a D10, 6 for a D6, 100 for a D100. */ sides: number; purpose: string; target: string; note?: string }
  | { kind: 'tooMany'; needed: number }
  | { kind: 'refused'; reason: string };

/** How many faces to pad with: more than any command of these rulesets rolls. */
const PAD = 2000;

/** What the engine will ask for next, given the faces typed so far for this command. */
export function diceAsked<S, St, C extends BaseCommand, E extends BaseEvent>(ruleset: Ruleset<S, St, C, E>, state: St, command: C, typed: readonly number[]): DiceAsked {
  const bare: C = { ...command };
  delete bare.dice;
  // Each face is judged against the die it is taken for by the dry run (a game may roll D6 and D100).
  if (typed.some((f) => !Number.isInteger(f) || f < 1)) return { kind: 'refused', reason: 'Type whole numbers from 1 up, one per die.' };
  const exact = ruleset.apply({ ...state, dice: fixedDice(...typed) }, bare);
  if (exact.ok) {
    const wrong = wrongDie(typed, exact.events.flatMap((e) => e.dice ?? []));
    if (wrong) return wrong;
    const used = exact.events.reduce((n, e) => n + (e.dice?.length ?? 0), 0);
    return used === typed.length ? { kind: 'ready', used } : { kind: 'tooMany', needed: used };
  }
  // Padded with 1s — the face that fails most checks, so the fewest extra dice follow.
  const padded = ruleset.apply({ ...state, dice: fixedDice(...typed, ...Array.from({ length: PAD }, () => 1)) }, bare);
  if (!padded.ok) return { kind: 'refused', reason: padded.reason };
  const rolls = padded.events.flatMap((e) => e.dice ?? []);
  const wrong = wrongDie(typed, rolls);
  if (wrong) return wrong;
  const next = rolls[typed.length];
  if (!next) return { kind: 'refused', reason: exact.reason };
  // One request is the run of dice with the same purpose; a die with its own note (a roll-off's
  // next pair after a tie) starts the next request.
  let count = 0;
  for (let i = typed.length; i < rolls.length && rolls[i]!.purpose === next.purpose && rolls[i]!.sides === next.sides && (i === typed.length || rolls[i]!.note === undefined); i++) if (!rolls[i]!.reroll) count++;
  // The required value as the book reads it: "4+" where a die rolls at least it, "at or under 4" where at most.
  const target =
    next.rv === undefined ? '' : ruleset.check.compare === 'atMost' ? (next.rv < 1 ? 'a natural 1' : `at or under ${next.rv}`) : next.rv > next.sides ? `a natural ${next.sides}` : `${next.rv}+`;
  const asked: DiceAsked = { kind: 'more', count: Math.max(1, count), sides: next.sides, purpose: next.purpose, target };
  if (next.note !== undefined) asked.note = next.note;
  return asked;
}

/** The first typed face too big for the die it was taken for, as a refusal. */
function wrongDie(typed: readonly number[], rolls: readonly { sides: number; purpose: string }[]): DiceAsked | null {
  const at = typed.findIndex((face, i) => rolls[i] !== undefined && face > rolls[i]!.sides);
  if (at < 0) return null;
  const die = rolls[at]!;
  return { kind: 'refused', reason: `${typed[at]} is not a face of a D${die.sides} (the ${die.purpose} roll): type whole numbers from 1 to ${die.sides}.` };
}
