/**
 * Dice for every ruleset: a seeded generator whose running state is plain data kept inside the game
 * state (so applying a command stays a pure function and a saved game replays exactly), the check
 * semantics each ruleset uses, and a roller that takes its faces either from that generator or from
 * the numbers a player rolled at the table. Both sources go through the same code, so the same faces
 * always give the same result.
 */
import { refuse } from './refusal';
import type { Refusal } from './ruleset';

/**
 * The generator's state. `prng` is sfc32 (four uint32 words). `fixed` replays a list of faces and is
 * what the tests' `fixedDice(3, 7, 10)` builds: it lets a test force every die a command will roll.
 */
export type DiceState =
  | { readonly kind: 'prng'; readonly s: readonly [number, number, number, number] }
  | { readonly kind: 'fixed'; readonly faces: readonly number[]; readonly next: number };

/** What a roll was for; the rulesets use the words of their books ("hit", "defense", "morale"…). */
export type RollPurpose = string;

/** One die as it is recorded in an event: what it was for, against what, and what came up. */
export interface DieRoll {
  purpose: RollPurpose;
  /** Number of faces (10 for a D10, 100 for a d100). */
  sides: number;
  face: number;
  /** The unit that rolled, if any. */
  unit?: string;
  /** The required value the face was compared with, after modifiers, if this die was a check. */
  rv?: number;
  /** A modifier added to the face (rulesets that modify the die rather than the required value). */
  modifier?: number;
  success?: boolean;
  /** True when this die replaced an earlier one (a re-roll). */
  reroll?: boolean;
  /**
   * Why this die is asked for, when the purpose alone does not say it, e.g. "Tie 5–5: roll again".
   * In real-dice mode a die with a note starts a new request to the player (shared/core/dice-asked.ts).
   */
  note?: string;
}

/** How a die is compared with its required value. */
export interface CheckRule {
  sides: number;
  /** 'atLeast': face (+ modifier) ≥ required value passes. 'atMost': face (+ modifier) ≤ value passes. */
  compare: 'atLeast' | 'atMost';
  /** A natural face that always fails, read from the unmodified die (D10.CHECK.NAT1). */
  naturalFail?: number;
  /** A natural face that always succeeds (D10.CHECK.NAT10). */
  naturalSuccess?: number;
}

/** D10 Wargame: roll ≥ RV, natural 1 fails, natural 10 succeeds (D10.CHECK.*). */
export const D10_CHECK: CheckRule = { sides: 10, compare: 'atLeast', naturalFail: 1, naturalSuccess: 10 };

/** Whether `face` passes a check against `rv`; the modifier is added to the face before comparing. */
export function judge(rule: CheckRule, face: number, rv: number, modifier = 0): boolean {
  if (rule.naturalFail !== undefined && face === rule.naturalFail) return false;
  if (rule.naturalSuccess !== undefined && face === rule.naturalSuccess) return true;
  const result = face + modifier;
  return rule.compare === 'atLeast' ? result >= rv : result <= rv;
}

/** The chance that one die passes (exact, by counting faces). */
export function chance(rule: CheckRule, rv: number, modifier = 0): number {
  let passes = 0;
  for (let face = 1; face <= rule.sides; face++) if (judge(rule, face, rv, modifier)) passes++;
  return passes / rule.sides;
}

// --- the generator ---------------------------------------------------------------------------

function splitmix32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let z = a;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/** A fresh generator from a seed (a number, or any text such as "game-7"). */
export function seedDice(seed: number | string): DiceState {
  const next = splitmix32(typeof seed === 'number' ? seed : hashString(seed));
  const s: [number, number, number, number] = [next(), next(), next(), next() | 1];
  // sfc32 is weak for its first outputs: discard a few, as its authors recommend.
  let state: PrngState = { kind: 'prng', s };
  for (let i = 0; i < 12; i++) state = sfc32(state.s)[1];
  return state;
}

type PrngState = Extract<DiceState, { kind: 'prng' }>;

function sfc32(s: readonly [number, number, number, number]): [number, PrngState] {
  let [a, b, c, d] = s;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, { kind: 'prng', s: [a >>> 0, b >>> 0, c, d] }];
}

/** Dice that give exactly these faces, in order (a test helper, also usable for scripted demos). */
export function fixedDice(...faces: number[]): DiceState {
  return { kind: 'fixed', faces, next: 0 };
}

/** One face from the generator, or null when fixed dice have run out. */
export function drawFace(state: DiceState, sides: number): { face: number; state: DiceState } | null {
  if (state.kind === 'fixed') {
    const face = state.faces[state.next];
    if (face === undefined) return null;
    return { face, state: { kind: 'fixed', faces: state.faces, next: state.next + 1 } };
  }
  // Rejection sampling keeps every face exactly equally likely.
  const limit = Math.floor(0x100000000 / sides) * sides;
  let current: PrngState = state;
  for (;;) {
    const [value, after] = sfc32(current.s);
    current = after;
    if (value < limit) return { face: (value % sides) + 1, state: current };
  }
}

// --- the roller a command uses ------------------------------------------------------------------

/**
 * The dice source for one command. It draws from the game's generator, or — when the player typed the
 * faces rolled at the table — from those numbers, in the order the engine asks for them. It records
 * every die. If the typed dice or the fixed dice run out, it notes the shortfall and keeps answering
 * 1s so the caller can finish and then reject the command (a rejected command changes nothing).
 */
export class Roller {
  #state: DiceState;
  readonly #typed: readonly number[] | undefined;
  #used = 0;
  #short = false;
  /** What the first die that could not be served was for (to tell the player what to roll next). */
  #missing: string | null = null;
  /** A typed face that is not a face of the die it was taken for ("7 is not a face of a D6"). */
  #wrongDie: string | null = null;
  readonly rolls: DieRoll[] = [];

  constructor(state: DiceState, typed?: readonly number[]) {
    this.#state = state;
    this.#typed = typed;
  }

  /** Roll one die and record it; `note` says why it is asked for when the purpose does not. */
  roll(sides: number, purpose: RollPurpose, unit?: string, note?: string): number {
    const face = this.#face(sides, purpose);
    const record: DieRoll = { purpose, sides, face };
    if (unit !== undefined) record.unit = unit;
    if (note !== undefined) record.note = note;
    this.rolls.push(record);
    return face;
  }

  /** Roll one check against `rv` with the ruleset's semantics and record it. */
  check(rule: CheckRule, rv: number, purpose: RollPurpose, unit?: string, modifier = 0, reroll = false): DieRoll {
    const face = this.#face(rule.sides, purpose);
    const success = judge(rule, face, rv, modifier);
    const record: DieRoll = { purpose, sides: rule.sides, face, rv, success };
    if (unit !== undefined) record.unit = unit;
    if (modifier !== 0) record.modifier = modifier;
    if (reroll) record.reroll = true;
    this.rolls.push(record);
    return record;
  }

  /** Take the records rolled since `from` (to attach them to the event they belong to). */
  since(from: number): DieRoll[] {
    return this.rolls.slice(from);
  }

  get count(): number {
    return this.rolls.length;
  }

  /**
   * True once a die could not be served (the typed or fixed faces ran out). A loop that rolls until
   * something happens (a roll-off until the dice differ) stops on this, never on `problem()`: typed
   * faces not used *yet* are not a problem while the command is still rolling.
   */
  get exhausted(): boolean {
    return this.#short;
  }

  get state(): DiceState {
    return this.#state;
  }

  /** Why the dice could not serve this command, or null if they could. */
  problem(): string | null {
    return this.refusal()?.reason ?? null;
  }

  /** The same, as a refusal with its code: typed faces of the wrong die, too few or too many, fixed dice run out. */
  refusal(): Refusal | null {
    if (this.#wrongDie) return refuse('dice-typed-wrong', this.#wrongDie);
    if (this.#typed) {
      if (this.#short)
        return refuse('dice-too-few', `More dice are needed: ${this.#typed.length} typed, but this needs more (the next is a ${this.#missing ?? 'die'} roll). Type every die rolled for this action.`);
      if (this.#used < this.#typed.length)
        return refuse('dice-too-many', `${this.#typed.length} dice were typed but only ${this.#used} were needed. Type exactly the dice rolled for this action.`);
    }
    if (this.#short) return refuse('dice-ran-out', 'The fixed dice ran out before the action was resolved.');
    return null;
  }

  #face(sides: number, purpose: RollPurpose): number {
    if (this.#typed) {
      const face = this.#typed[this.#used];
      if (face === undefined) {
        if (!this.#short) this.#missing = purpose;
        this.#short = true;
        return 1;
      }
      this.#used++;
      // A game may roll dice of several sizes (a D6 and a D100): each typed face must fit the die it is taken for.
      if (face > sides && this.#wrongDie === null) this.#wrongDie = `${face} is not a face of a D${sides} (the ${purpose} roll): type whole numbers from 1 to ${sides}.`;
      return face;
    }
    const drawn = drawFace(this.#state, sides);
    if (!drawn) {
      this.#short = true;
      return 1;
    }
    this.#state = drawn.state;
    return drawn.face;
  }
}

/** Faces a player typed must be whole numbers from 1 to the die's sides; returns a reason if not. */
export function checkTypedDice(dice: unknown, sides: number): string | null {
  if (!Array.isArray(dice)) return 'Typed dice must be a list of numbers.';
  for (const face of dice) {
    if (typeof face !== 'number' || !Number.isInteger(face) || face < 1 || face > sides)
      return `${String(face)} is not a face of a D${sides}: type whole numbers from 1 to ${sides}.`;
  }
  return null;
}

/**
 * The dice as a view shows them: no generator state at all. A view cannot roll (`apply` on it is
 * refused for want of dice), and nothing reading it can learn a future face.
 */
export const HIDDEN_DICE: DiceState = Object.freeze({ kind: 'fixed', faces: Object.freeze([]) as readonly number[], next: 0 });

const hidden = new WeakMap<object, object>();

/**
 * A state with its dice generator hidden: what a view of a game without secrets is. The same state
 * always gives the same view object, so what is worked out once for a view (its table index, its
 * legal commands) is kept with it.
 */
export function withoutDice<S extends { dice: DiceState }>(state: S): S {
  let view = hidden.get(state) as S | undefined;
  if (!view) hidden.set(state, (view = { ...state, dice: HIDDEN_DICE }));
  return view;
}
