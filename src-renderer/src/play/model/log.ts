/**
 * The game log panel: the battle log every reader shares (shared/core/battle-log.ts), filtered by
 * unit and by round (or turn, as the book counts them).
 */
import { battleLog, unitsOf, type LogEntry } from '../../../../shared/core/battle-log';
import { rulesetFor } from './rulesets';
import type { SessionData } from './session';

export type { LogEntry };
export { unitsOf };

/** The log of the game in play: each step described with the state it happened in (shared/core/battle-log.ts). */
export function buildLog(data: SessionData): LogEntry[] {
  return battleLog(rulesetFor(data.ruleset), data.game.log, data.game.state);
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
