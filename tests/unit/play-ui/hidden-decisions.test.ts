/**
 * Hot seat with secrets on the Play screen's model: a decision several players make at once (Battle
 * Forge's secret Shock bid) passes the laptop from one to the next, the bid entry is the seated
 * player's own, and the decisions no unit makes come from the army actor (playerChoices) while a
 * unit's choice (where Shock goes) lists the units that have one (decidingUnits).
 */
import type { BaseCommand } from '../../../shared/core/ruleset';
import { describe, expect, it } from 'vitest';
import { quickStartPair } from '../../../src-renderer/src/play/model/armies';
import { handoverTo, seatedPlayer } from '../../../src-renderer/src/play/model/handover';
import { rulesetFor } from '../../../src-renderer/src/play/model/rulesets';
import { issue, type SessionData } from '../../../src-renderer/src/play/model/session';
import { decidingUnits, decisionOf, playerChoices } from '../../../src-renderer/src/play/model/turn';
import { viewOf } from '../../../src-renderer/src/play/model/units';
import { newSession, nextCommand } from './helpers';

const RULESET = 'battle-forge';

function run(data: SessionData, command: BaseCommand): SessionData {
  const next = issue(data, command);
  if (!next.ok) throw new Error(`${command.type} was refused: ${next.reason}`);
  return next.data;
}

/** A 150-point game played by the simple player up to its first secret bid. */
function toBidding(): SessionData {
  const pair = quickStartPair(RULESET, 150)!;
  let data = newSession(RULESET, { points: 150, seed: 'hidden-bids', terrain: { kind: 'placed' }, armies: [pair[0].file, pair[1].file] });
  for (let i = 0; i < 200 && decisionOf(data).kind !== 'bid'; i++) data = run(data, nextCommand(data)!);
  expect(decisionOf(data).kind).toBe('bid');
  return data;
}

describe('a secret bid played hot seat', () => {
  it('both players bid at once; the first to bid hands the laptop to the other, who never sees the number', () => {
    const ruleset = rulesetFor(RULESET);
    const start = toBidding();
    expect(decisionOf(start).players).toEqual([0, 1]);
    expect(seatedPlayer(ruleset, start.game.state)).toBe(0);

    // Player 1's own bid entry: a number with its label and how much Shock the army can take.
    const first = playerChoices(start);
    expect(first.map((c) => c.actorId)).toEqual(['army:0']);
    const bid = first[0]!.options[0]!;
    expect(bid.params?.[0]).toMatchObject({ kind: 'number', label: 'Shock to bid', min: 0 });
    expect(bid.detail).toMatch(/can take \d+ Shock/);

    const after = run(start, { ...bid.template!, shock: 2 } as BaseCommand);
    // The decision narrows from both players to Player 2: the screen is covered for the handover.
    expect(decisionOf(after).players).toEqual([1]);
    expect(handoverTo(ruleset, seatedPlayer(ruleset, start.game.state), after.game.state)).toBe(1);
    // Player 2's entry is their own army's, and the view at the laptop holds no number of Player 1's.
    expect(playerChoices(after).map((c) => c.actorId)).toEqual(['army:1']);
    expect(JSON.stringify(playerChoices(after))).not.toMatch(/"shock":2/);
    const seen = viewOf(after) as { round: { bids: { committed: boolean; shock: number | null }[] } };
    expect(seen.round.bids[0]).toEqual({ committed: true, shock: null });

    // Player 2 bids 0: the bids are revealed and the winner places the Shock on units of theirs.
    const revealed = run(after, { ...playerChoices(after)[0]!.options[0]!.template!, shock: 0 } as BaseCommand);
    expect(decisionOf(revealed).kind).toBe('assignShock');
    expect(handoverTo(ruleset, seatedPlayer(ruleset, after.game.state), revealed.game.state)).toBe(0);
    const units = decidingUnits(revealed);
    expect(units.length).toBeGreaterThan(1);
    const unitOptions = ruleset.availableActions(viewOf(revealed), units[0]!);
    expect(unitOptions[0]).toMatchObject({ command: 'assignShock', params: [{ kind: 'number' }] });
  });

  it('a game without secrets never covers the screen, whoever decides next', () => {
    let data = newSession('quality');
    const ruleset = rulesetFor('quality');
    for (let i = 0; i < 60; i++) {
      const next = run(data, nextCommand(data)!);
      expect(handoverTo(ruleset, seatedPlayer(ruleset, data.game.state), next.game.state)).toBeNull();
      data = next;
    }
  });
});
