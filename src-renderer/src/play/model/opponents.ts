/**
 * Who plays each seat: a person at the laptop, or Tenfold's built-in opponent (shared/ai) at a
 * level and with a personality. The choice is saved with the game, so a resumed game goes on with
 * the same opponents, and it may be changed at any point of the game.
 */
import { LEVELS, PERSONALITIES, chooseCommand, type Choice, type Level, type OpponentSettings, type Personality } from '../../../../shared/ai/opponent';
import { rulesetFor } from './rulesets';
import type { SessionData } from './session';
import { viewOf } from './units';
import { personDeciding } from './handover';

/** A seat's player: null for a person, the opponent's settings otherwise. */
export type SeatControl = OpponentSettings | null;

export const LEVEL_NAMES: Readonly<Record<Level, string>> = { recruit: 'Recruit', veteran: 'Veteran', commander: 'Commander' };
export const PERSONALITY_NAMES: Readonly<Record<Personality, string>> = { balanced: 'Balanced', aggressive: 'Aggressive', cautious: 'Cautious', 'objective-first': 'Objective-first' };
export { LEVELS, PERSONALITIES };

/** The seats as a file keeps them, read back with anything unexpected taken as a person. */
export function seatsFrom(value: unknown, seats: number): SeatControl[] {
  const list = Array.isArray(value) ? value : [];
  return Array.from({ length: seats }, (_, i) => {
    const s = list[i] as Partial<OpponentSettings> | null | undefined;
    if (!s || typeof s !== 'object') return null;
    if (!LEVELS.includes(s.level as Level) || !PERSONALITIES.includes(s.personality as Personality)) return null;
    const seed = typeof s.seed === 'number' || (typeof s.seed === 'string' && s.seed.length <= 128) ? s.seed : `seat-${i + 1}`;
    return { level: s.level as Level, personality: s.personality as Personality, seed };
  });
}

/**
 * The seat whose opponent is to decide now, or null when a person decides (or nobody: the game is
 * over). Where several players decide at once (a secret bid), the people go first and the opponent
 * after them, so a person is never kept waiting for it.
 */
export function opponentToMove(data: SessionData): number | null {
  const ruleset = rulesetFor(data.ruleset);
  const view = viewOf(data);
  if (ruleset.isOver(view) || personDeciding(ruleset, view, data.seats) !== null) return null;
  const player = ruleset.decision(view).players[0];
  return player !== undefined && data.seats?.[player] ? player : null;
}

/** What the opponent in `player`'s seat asks to think about: only that player's view, never the state. */
export interface ThinkRequest {
  ruleset: string;
  view: unknown;
  player: number;
  settings: OpponentSettings;
  decision: number;
}

export function thinkRequest(data: SessionData, player: number): ThinkRequest {
  const ruleset = rulesetFor(data.ruleset);
  return { ruleset: data.ruleset, view: ruleset.view(data.game.state, player), player, settings: data.seats![player]!, decision: data.game.record.commands.length };
}

/** The opponent's choice (what the worker runs; the page runs it itself where workers are unavailable). */
export function think(request: ThinkRequest): Choice | null {
  return chooseCommand(rulesetFor(request.ruleset), request.view, request.player, request.settings, request.decision);
}
