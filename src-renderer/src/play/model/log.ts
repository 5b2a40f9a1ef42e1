/**
 * The game log: every event of every accepted command as the ruleset's own sentence (`describe`),
 * tagged with its round (D10) or turn (Quality has no rounds, QW.SEQ.NO_ROUNDS) and the units it
 * names, so the player can filter by unit and by round.
 */
import type { BaseEvent } from '../../../../shared/core/ruleset';
import type { DieRoll } from '../../../../shared/core/dice';
import { rulesetFor } from './rulesets';
import type { SessionData } from './session';

export interface LogEntry {
  /** Which command produced it (0 is the setup), for undo to a point and stable keys. */
  step: number;
  key: string;
  /** D10: the round; Quality: the turn (one activation). 0 before the battle. */
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

/**
 * The entries of one command's events, kept with what they were worked out from. A game's log is
 * shared from one change to the next (each command's events are the same array), so only a new
 * command's events are described again: the log is rebuilt after every change, and a long game's
 * has thousands of events. (The words name units and players, which stay the same all game.)
 */
interface Described {
  setup: unknown;
  step: number;
  round: number;
  entries: LogEntry[];
  /** The round (or turn) after these events. */
  after: number;
}
const described = new WeakMap<readonly BaseEvent[], Described>();

export function buildLog(data: SessionData): LogEntry[] {
  const ruleset = rulesetFor(data.ruleset);
  const state = data.game.state;
  const setup = data.game.record.setup;
  const out: LogEntry[] = [];
  let round = 0;
  data.game.log.forEach((events, step) => {
    const kept = described.get(events);
    if (kept && kept.setup === setup && kept.step === step && kept.round === round) {
      for (const entry of kept.entries) out.push(entry);
      round = kept.after;
      return;
    }
    const start = round;
    const entries: LogEntry[] = [];
    events.forEach((event, i) => {
      // Each book counts its own rounds (or turns) in its events.
      round = ruleset.logRound(event, round);
      entries.push({ step, key: `${step}.${i}`, round, units: unitsOf(event), text: ruleset.describe(event, state), dice: event.dice ?? [], type: event.type });
    });
    described.set(events, { setup, step, round: start, entries, after: round });
    for (const entry of entries) out.push(entry);
  });
  return out;
}

export interface LogFilter {
  unit: string | null;
  round: number | null;
}

export function filterLog(entries: readonly LogEntry[], filter: LogFilter): LogEntry[] {
  return entries.filter((e) => (filter.unit === null || e.units.includes(filter.unit)) && (filter.round === null || e.round === filter.round));
}

/** The rounds (or turns) the log has reached, for the filter's menu. */
export function roundsIn(entries: readonly LogEntry[]): number[] {
  return [...new Set(entries.map((e) => e.round))].filter((r) => r > 0);
}
