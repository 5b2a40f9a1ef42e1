/**
 * The battle log, built one way for every reader: the Play screen's log panel, a saved file's
 * snapshot and `tenfold report`. Every event of every accepted command becomes the ruleset's own
 * sentence (`describe`), tagged with the round (or turn) its book counts (`logRound`) and the units
 * it names, and described with the state it happened in — the state right after its command — so a
 * unit's name or a player's score reads as it was then, not as the game ended.
 *
 * A game's log is shared from one change to the next (each command's events are the same array),
 * so a step is described once and kept with its events; a long game has thousands of them.
 */
import type { DieRoll } from './dice';
import type { AnyRuleset, BaseEvent } from './ruleset';

export interface LogEntry {
  /** Which command produced it (0 is the setup), for undo to a point and stable keys. */
  step: number;
  key: string;
  /** The round (or turn, as the book counts them) it happened in; 0 before the battle. */
  round: number;
  units: string[];
  text: string;
  dice: DieRoll[];
  type: string;
}

const UNIT_FIELDS = ['unitId', 'attacker', 'target', 'charger', 'defender', 'victor', 'loser', 'from'] as const;

/** Every unit id an event names (attacks name two, fights up to four). */
export function unitsOf(event: BaseEvent): string[] {
  const e = event as unknown as Record<string, unknown>;
  const ids = new Set<string>();
  for (const field of UNIT_FIELDS) if (typeof e[field] === 'string') ids.add(e[field]);
  if (Array.isArray(e['unitIds'])) for (const id of e['unitIds']) if (typeof id === 'string') ids.add(id);
  return [...ids];
}

/** One step's entries, kept with what they were worked out from. */
interface Described {
  ruleset: string;
  step: number;
  round: number;
  entries: LogEntry[];
  /** The round (or turn) after these events. */
  after: number;
}
const described = new WeakMap<readonly BaseEvent[], Described>();

/**
 * The entries of one step: its events described with `state`, the state right after the step, from
 * the round it started in. Kept with the events, so the log built later reuses them.
 */
export function describeStep(ruleset: AnyRuleset, step: number, events: readonly BaseEvent[], state: unknown, round: number): { entries: LogEntry[]; round: number } {
  const kept = described.get(events);
  if (kept && kept.ruleset === ruleset.id && kept.step === step && kept.round === round) return { entries: kept.entries, round: kept.after };
  const entries: LogEntry[] = [];
  let now = round;
  events.forEach((event, i) => {
    now = ruleset.logRound(event, now);
    entries.push({ step, key: `${step}.${i}`, round: now, units: unitsOf(event), text: ruleset.describe(event, state), dice: event.dice ?? [], type: event.type });
  });
  described.set(events, { ruleset: ruleset.id, step, round, entries, after: now });
  return { entries, round: now };
}

/**
 * The whole log of a game: one array of events per step (0 is the setup). Steps described before
 * (as they were played, or as a replay went through them) keep their words; a step seen here for
 * the first time can only be described with `state`, which is the state after the last step.
 */
export function battleLog(ruleset: AnyRuleset, log: readonly (readonly BaseEvent[])[], state: unknown): LogEntry[] {
  const out: LogEntry[] = [];
  let round = 0;
  log.forEach((events, step) => {
    const done = describeStep(ruleset, step, events, state, round);
    for (const entry of done.entries) out.push(entry);
    round = done.round;
  });
  return out;
}
