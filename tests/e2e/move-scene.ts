/**
 * A D10 game built in Node for the movement e2e test: the 500-point starters on a 48" table with
 * one building in the middle of Player 2's way forward, every unit deployed by the board's own
 * click formation, objectives placed, and Round 1 begun with Player 2 (the Cinder Host, whose
 * Howler Pack stands on ovals) to activate first. Saved as the app saves a game.
 */
import type { BaseCommand } from '../../shared/core/ruleset';
import type { D10State } from '../../shared/rulesets/d10-wargame/state';
import { quickStartPair } from '../../src-renderer/src/play/model/armies';
import { buildSetup } from '../../src-renderer/src/play/model/new-game';
import { formationAt } from '../../src-renderer/src/play/model/placement';
import { rulesetFor } from '../../src-renderer/src/play/model/rulesets';
import { toSaveText } from '../../src-renderer/src/play/model/save';
import { issue, startSession, type SessionData } from '../../src-renderer/src/play/model/session';

/** The building between the Howler Pack and the middle of the table: x 21.5–26.5, y 30.5–33. */
export const BUILDING = [
  { x: 21.5, y: 30.5 },
  { x: 26.5, y: 30.5 },
  { x: 26.5, y: 33 },
  { x: 21.5, y: 33 },
];

function must(data: SessionData, command: BaseCommand): SessionData {
  const next = issue(data, command);
  if (!next.ok) throw new Error(`${command.type} was refused: ${next.reason}`);
  return next.data;
}

export function moveSceneFile(): { text: string; howlers: string } {
  const pair = quickStartPair('d10-wargame', 500)!;
  const built = buildSetup({
    ruleset: 'd10-wargame',
    points: 500,
    armies: [pair[0].file, pair[1].file],
    players: ['Ann', 'Bob'],
    deployment: 'standard',
    scoring: 'standard',
    rounds: null,
    commandPoints: false,
    terrain: { kind: 'placed' },
    activationLimit: 12,
    seed: 'move-e2e',
    allowIllegal: false,
  });
  if (!built.ok) throw new Error(built.reason);
  const setup = { ...(built.setup as object), table: { width: 48, height: 48, terrain: [{ id: 'house', kind: 'blocking', points: BUILDING }] } };
  const started = startSession(built.ruleset, setup, 'Round the house', built.names, built.files);
  if (!started.ok) throw new Error(started.reason);
  let data = must(started.data, { type: 'rollOff' });
  data = must(data, { type: 'chooseOrder', terrainFirst: 1, firstPlayer: 1, objectivesFirst: 0 } as BaseCommand);
  // The Howler Pack first, right behind the building; every other unit where the engine's own search puts it.
  let howlers = '';
  for (let guard = 0; (data.game.state as D10State).phase === 'deployment' && guard < 40; guard++) {
    const s = data.game.state as D10State;
    const pack = s.order.find((id) => s.units[id]!.side === s.turn && s.units[id]!.status === 'undeployed' && s.units[id]!.name.startsWith('Howler'));
    if (pack) {
      howlers = pack;
      data = must(data, { type: 'deploy', unitId: pack, models: formationAt(data, pack, { x: 24, y: 38.5 }) } as BaseCommand);
    } else data = must(data, rulesetFor('d10-wargame').legalCommands(data.game.state).find((c) => c.type === 'deploy')!);
  }
  for (let guard = 0; (data.game.state as D10State).phase === 'objectives' && guard < 5; guard++) data = must(data, rulesetFor('d10-wargame').legalCommands(data.game.state)[0]!);
  const written = toSaveText(data, '0.0.0-e2e');
  if (!written.ok) throw new Error(written.reason);
  return { text: written.text, howlers };
}
