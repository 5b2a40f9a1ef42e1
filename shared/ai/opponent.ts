/**
 * Tenfold's built-in opponent: a utility player over the ruleset contract. For the player to
 * decide, it gathers candidate commands through the ruleset's hooks (`Ruleset.opponent`), plays
 * each out on its own dice from the player's view, and scores where it leads by the ruleset's named
 * terms, weighted by its personality. It explains every choice: the terms that made it and the best
 * alternative it turned down.
 *
 * It never sees the game's state: only `view(state, player)`, which holds neither the other
 * players' secrets nor the dice generator. The dice it plays candidates out with are its own,
 * seeded from its own seed and the decision's number, so the same view gives the same choice and
 * a game with the opponent replays exactly (its commands are in the log like anyone's).
 *
 * Levels differ in how far they look and how exactly they judge, never in the dice:
 * - Recruit judges each candidate on one roll, misses the objectives and adds noise;
 * - Veteran averages several rolls and follows a command through to the end of its own turn (an
 *   activation is worth what the unit's best action is worth);
 * - Commander also looks one reply ahead: how the next player's best answer changes the score.
 */
import { drawFace, seedDice, type DiceState } from '../core/dice';
import type { AnyRuleset, BaseCommand, BaseEvent, EvaluationTerm, Side } from '../core/ruleset';

export type Level = 'recruit' | 'veteran' | 'commander';
export type Personality = 'balanced' | 'aggressive' | 'cautious' | 'objective-first';

export const LEVELS: readonly Level[] = ['recruit', 'veteran', 'commander'];
export const PERSONALITIES: readonly Personality[] = ['balanced', 'aggressive', 'cautious', 'objective-first'];

export interface OpponentSettings {
  level: Level;
  personality: Personality;
  /** Its own seed: noise and tie breaks come from here, never from the game's dice. */
  seed: number | string;
}

/** How each personality weighs the terms (ids the rulesets name); a term not listed weighs 1. */
const WEIGHTS: Readonly<Record<Personality, Readonly<Record<string, number>>>> = {
  balanced: {},
  aggressive: { strength: 1.4, score: 1.2, objectives: 0.7 },
  cautious: { strength: 1.2, objectives: 0.9, score: 0.9 },
  'objective-first': { objectives: 2, score: 1.1, strength: 0.7 },
};

/** How each level looks: rolls averaged per candidate, own follow-through depth, replies weighed, noise. */
const LOOK: Readonly<Record<Level, { rolls: number; follow: number; replies: number; noise: number; misses: readonly string[] }>> = {
  recruit: { rolls: 1, follow: 1, replies: 0, noise: 0.25, misses: ['objectives'] },
  veteran: { rolls: 3, follow: 3, replies: 0, noise: 0, misses: [] },
  commander: { rolls: 3, follow: 3, replies: 3, noise: 0, misses: [] },
};

/** A term as the opponent weighed it: the change from the position before, times its weight. */
export interface WeighedTerm {
  term: string;
  label: string;
  /** How much the command changes the term (after minus before, averaged over its rolls). */
  change: number;
  weight: number;
  /** change × weight: the terms' points add up to the candidate's score. */
  points: number;
}

export interface Considered {
  command: BaseCommand;
  /** The command in the ruleset's words, from what it did on the opponent's first roll. */
  words: string;
  score: number;
  terms: WeighedTerm[];
  /** How many candidates read as these words (the same move to other spots): this is the best of them. */
  alike: number;
}

export interface Choice {
  command: BaseCommand;
  /** The log line a player reads: what it does, the terms that made it, the best one it turned down. */
  explanation: string;
  chosen: Considered;
  /** Every candidate it weighed, best first: the full comparison behind "Why?". */
  considered: Considered[];
}

/** Its own random numbers: a generator seeded per decision, independent of the game's dice. */
class OwnDice {
  #state: DiceState;
  constructor(seed: string) {
    this.#state = seedDice(seed);
  }
  /** A number in [0, 1). */
  next(): number {
    const drawn = drawFace(this.#state, 1_000_000)!;
    this.#state = drawn.state;
    return (drawn.face - 1) / 1_000_000;
  }
}

const key = (command: BaseCommand): string => JSON.stringify(command);

/** The view with dice of the opponent's own to play a candidate out on (views carry none). */
function withOwnDice(view: unknown, seed: string): unknown {
  return { ...(view as object), dice: seedDice(seed) };
}

/** The commands worth weighing for `player`: every actor's candidates, each once. */
export function candidatesFor(ruleset: AnyRuleset, view: unknown, player: Side): BaseCommand[] {
  const hooks = ruleset.opponent;
  if (!hooks) return [];
  const seen = new Set<string>();
  const out: BaseCommand[] = [];
  for (const actor of ruleset.actors(view, player)) {
    for (const command of hooks.candidates(view, actor.id)) {
      const k = key(command);
      if (!seen.has(k)) {
        seen.add(k);
        out.push(command);
      }
    }
  }
  // Decisions that belong to no actor (a roll-off, the next round) come from the whole player.
  return out.length > 0 ? out : ruleset.legalCommands(view);
}

interface Outcome {
  state: unknown;
  events: BaseEvent[];
}

/**
 * A command played out on the opponent's own dice. Where the game then waits for an owner to choose
 * casualties, the owner's suggested choice is taken (a few at most), so the damage shows.
 */
function play(ruleset: AnyRuleset, view: unknown, command: BaseCommand, seed: string): Outcome | null {
  const result = ruleset.apply(withOwnDice(view, seed), command);
  if (!result.ok) return null;
  let state = result.state;
  for (let wait = 0; wait < 4; wait++) {
    const choice = ruleset.casualties?.(state);
    const chosen = choice && ruleset.casualtyCommand?.(state, choice.suggested);
    if (!chosen) break;
    const next = ruleset.apply(state, chosen);
    if (!next.ok) break;
    state = next.state;
  }
  return { state, events: result.events };
}

/** Whether a command rolled any dice: one that did not comes out the same on every roll. */
const rolled = (outcome: Outcome): boolean => outcome.events.some((e) => (e.dice?.length ?? 0) > 0);

function termsOf(ruleset: AnyRuleset, state: unknown, player: Side, misses: readonly string[]): EvaluationTerm[] {
  return ruleset.opponent!.evaluate(ruleset.view(state, player), player).filter((t) => !misses.includes(t.term));
}

const valueOf = (terms: readonly EvaluationTerm[], weights: Readonly<Record<string, number>>): number => terms.reduce((sum, t) => sum + t.value * (weights[t.term] ?? 1), 0);

/**
 * The position after `command` and the rest of `player`'s own decisions, each taken greedily on one
 * roll, up to `depth` further commands: an activation is worth what the unit then does.
 */
function followThrough(ruleset: AnyRuleset, start: Outcome, player: Side, depth: number, seed: string, weights: Readonly<Record<string, number>>, misses: readonly string[]): unknown {
  let state = start.state;
  for (let step = 0; step < depth; step++) {
    if (ruleset.isOver(state)) break;
    const deciding = ruleset.decision(state).players;
    if (deciding.length !== 1 || deciding[0] !== player) break;
    const view = ruleset.view(state, player);
    let best: { state: unknown; value: number } | null = null;
    for (const command of candidatesFor(ruleset, view, player)) {
      const next = play(ruleset, view, command, `${seed}/f${step}`);
      if (!next) continue;
      const value = valueOf(termsOf(ruleset, next.state, player, misses), weights);
      if (!best || value > best.value) best = { state: next.state, value };
    }
    if (!best) break;
    state = best.state;
  }
  return state;
}

/** The next player's best answer, on one roll, as the opponent's value of the position it leaves. */
function afterReply(ruleset: AnyRuleset, state: unknown, player: Side, seed: string, weights: Readonly<Record<string, number>>, misses: readonly string[]): number {
  const own = valueOf(termsOf(ruleset, state, player, misses), weights);
  if (ruleset.isOver(state)) return own;
  const replier = ruleset.decision(state).players[0];
  if (replier === undefined || replier === player) return own;
  const view = ruleset.view(state, replier);
  let worst = own;
  let best = -Infinity;
  for (const command of candidatesFor(ruleset, view, replier)) {
    const next = play(ruleset, view, command, `${seed}/r`);
    if (!next) continue;
    const theirs = valueOf(termsOf(ruleset, next.state, replier, misses), weights);
    if (theirs > best) {
      best = theirs;
      worst = valueOf(termsOf(ruleset, next.state, player, misses), weights);
    }
  }
  return worst;
}

/**
 * A command in words: the first sentence of what it did, or its type. Where it rolled dice, only
 * what it does (the sentence up to its colon, as the rulesets write their events: "Line Squad
 * shoots Chrome Butchers with Service Rifle: 10 attacks, 9 hits…"): the rest is one of the
 * opponent's own trial rolls, not something that happened or will.
 */
function wordsOf(ruleset: AnyRuleset, outcome: Outcome, command: BaseCommand): string {
  const first = outcome.events[0];
  const sentence = (first ? ruleset.describe(first, outcome.state) : '').replace(/\.$/, '');
  const words = rolled(outcome) ? (sentence.split(': ')[0] ?? sentence) : sentence;
  return words || command.type;
}

const signed = (n: number): string => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(1)}`;

/**
 * The opponent's choice for `player`, from `view` (what that player may know) and `decision`, the
 * number of decisions it has made this game (so each has its own dice). Null when there is nothing
 * to choose.
 */
export function chooseCommand(ruleset: AnyRuleset, view: unknown, player: Side, settings: OpponentSettings, decision: number): Choice | null {
  if (!ruleset.opponent) return null;
  const look = LOOK[settings.level];
  const weights = WEIGHTS[settings.personality];
  const own = new OwnDice(`${String(settings.seed)}#${decision}`);
  const before = termsOf(ruleset, view, player, look.misses);
  const baseline = new Map(before.map((t) => [t.term, t.value]));

  const considered: (Considered & { ends: unknown[] })[] = [];
  for (const [index, command] of candidatesFor(ruleset, view, player).entries()) {
    const sums = new Map<string, { label: string; total: number }>();
    const ends: unknown[] = [];
    let words = '';
    let rolls = 0;
    for (let roll = 0; roll < look.rolls; roll++) {
      const seed = `${String(settings.seed)}#${decision}/${index}/${roll}`;
      const outcome = play(ruleset, view, command, seed);
      if (!outcome) break;
      if (roll === 0) words = wordsOf(ruleset, outcome, command);
      const end = followThrough(ruleset, outcome, player, look.follow, seed, weights, look.misses);
      ends.push(end);
      for (const t of termsOf(ruleset, end, player, look.misses)) {
        const sum = sums.get(t.term) ?? { label: t.label, total: 0 };
        sum.total += t.value;
        sums.set(t.term, sum);
      }
      rolls++;
      if (!rolled(outcome)) break;
    }
    if (rolls === 0) continue;
    const terms: WeighedTerm[] = [...sums].map(([term, { label, total }]) => {
      const change = total / rolls - (baseline.get(term) ?? 0);
      const weight = weights[term] ?? 1;
      return { term, label, change, weight, points: change * weight };
    });
    let score = terms.reduce((sum, t) => sum + t.points, 0);
    if (look.noise > 0) {
      const noise = (own.next() - 0.5) * 2 * look.noise * (1 + Math.abs(score));
      terms.push({ term: 'noise', label: 'a recruit’s misjudgement', change: noise, weight: 1, points: noise });
      score += noise;
    }
    considered.push({ command, words, score, terms, ends, alike: 1 });
  }
  if (considered.length === 0) return null;

  if (look.replies > 0) {
    // Commander: the best few by its own reckoning, weighed again after the next player's answer.
    const ranked = [...considered].sort((a, b) => b.score - a.score).slice(0, look.replies);
    const now = valueOf(before, weights);
    for (const c of ranked) {
      const replies = c.ends.map((end, i) => afterReply(ruleset, end, player, `${String(settings.seed)}#${decision}/reply/${i}`, weights, look.misses));
      const after = replies.reduce((a, b) => a + b, 0) / replies.length;
      const change = after - now - c.score;
      c.terms.push({ term: 'reply', label: 'the best answer it leaves the next player', change, weight: 1, points: change });
      c.score += change;
    }
  }

  // Best first; ties are broken by its own dice, so equal candidates are not always taken in list order.
  const tieBreak = new Map(considered.map((c) => [c, own.next()]));
  considered.sort((a, b) => b.score - a.score || tieBreak.get(a)! - tieBreak.get(b)!);
  // Candidates a player cannot tell apart (a move to another spot reads the same) make one row of
  // the comparison, the best of them, so the alternative the line names is really another choice.
  const rows: Considered[] = [];
  const byWords = new Map<string, Considered>();
  for (const { ends: _ends, alike: _alike, ...c } of considered) {
    const same = byWords.get(c.words);
    if (same) {
      same.alike++;
      continue;
    }
    const row = { ...c, terms: [...c.terms].sort((a, b) => Math.abs(b.points) - Math.abs(a.points)), alike: 1 };
    byWords.set(c.words, row);
    rows.push(row);
  }
  const chosen = rows[0]!;
  return { command: chosen.command, explanation: explain(chosen, rows[1]), chosen, considered: rows };
}

/** "Howler Pack charges Line Squad: strength +8.2, objectives +3.0; rejected: …, strength +2.1 (+2.1)". */
function explain(chosen: Considered, runnerUp: Considered | undefined): string {
  const top = chosen.terms.filter((t) => Math.abs(t.points) >= 0.05).slice(0, 2);
  const why = top.length > 0 ? top.map((t) => `${t.label} ${signed(t.points)}`).join(', ') : 'nothing better to do';
  const line = `${chosen.words}: ${why} (${signed(chosen.score)})`;
  if (!runnerUp) return `${line}.`;
  const theirs = runnerUp.terms.filter((t) => Math.abs(t.points) >= 0.05).slice(0, 1);
  return `${line}; rejected: ${runnerUp.words}${theirs.length > 0 ? `, ${theirs.map((t) => `${t.label} ${signed(t.points)}`).join(', ')}` : ''} (${signed(runnerUp.score)}).`;
}
