/**
 * Games for the Play screen's tests: the quick-start setup of either ruleset, and a simple player
 * that always takes the first attacking command the engine lists (so games get to shooting,
 * charges and rallies), else a move, else the first legal command.
 */
import type { BaseCommand } from '../../../shared/core/ruleset';
import { quickStartPair } from '../../../src-renderer/src/play/model/armies';
import { buildSetup, type NewGameChoices } from '../../../src-renderer/src/play/model/new-game';
import { rulesetFor, type PlayRulesetId } from '../../../src-renderer/src/play/model/rulesets';
import { issue, startSession, type SessionData } from '../../../src-renderer/src/play/model/session';

export function choices(ruleset: PlayRulesetId, over: Partial<NewGameChoices> = {}): NewGameChoices {
  const pair = quickStartPair(ruleset, 500)!;
  return {
    ruleset,
    points: 500,
    armies: [pair[0].file, pair[1].file],
    players: ['Ann', 'Bob'],
    deployment: 'standard',
    scoring: 'standard',
    rounds: null,
    commandPoints: false,
    terrain: { kind: 'generated', seed: 7 },
    activationLimit: 12,
    seed: 'play-ui',
    allowIllegal: false,
    ...over,
  };
}

export function newSession(ruleset: PlayRulesetId, over: Partial<NewGameChoices> = {}): SessionData {
  const built = buildSetup(choices(ruleset, over));
  if (!built.ok) throw new Error(built.reason);
  const started = startSession(built.ruleset, built.setup, 'Test game', built.names, built.files);
  if (!started.ok) throw new Error(started.reason);
  return started.data;
}

export function nextCommand(data: SessionData): BaseCommand | undefined {
  const commands = rulesetFor(data.ruleset).legalCommands(data.game.state);
  const first = (...types: string[]) => commands.find((c) => types.includes(c.type));
  return first('rally') ?? first('charge') ?? first('shoot', 'attack') ?? first('move') ?? commands[0];
}

/** Play `limit` commands (or to the end) with the simple player; returns the session and the commands. */
export function playOn(data: SessionData, limit = 5000): SessionData {
  let current = data;
  for (let i = 0; i < limit && !rulesetFor(current.ruleset).isOver(current.game.state); i++) {
    const command = nextCommand(current);
    if (!command) throw new Error('The engine offered no command.');
    const next = issue(current, command);
    if (!next.ok) throw new Error(`${command.type} was refused: ${next.reason}`);
    current = next.data;
  }
  return current;
}
