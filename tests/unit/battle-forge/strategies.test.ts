/**
 * Strategy Points spent at each strategy's timing through the engine (BF.SP.*).
 */
import { describe, expect, it } from 'vitest';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import type { BfCommand, BfState } from '../../../shared/rulesets/battle-forge/state';
import { sampleSetup, start } from './engine-helpers';

function apply(s: BfState, c: BfCommand): BfState {
  const r = battleForge.apply(s, c);
  if (!r.ok) throw new Error(`${c.type}: ${r.reason}`);
  return r.state;
}

/** A game past deployment, both bids of 0 in: the first activation is open to whoever won the roll-off. */
function toActivation(): BfState {
  let s = start(sampleSetup(150, 'strategies'));
  while (s.phase === 'deployment') s = apply(s, battleForge.legalCommands(s)[0]!);
  s = apply(s, { type: 'bid', player: 0, shock: 0 });
  s = apply(s, { type: 'bid', player: 1, shock: 0 });
  return s;
}

describe('Battle Forge strategies', () => {
  it('BF.SP.TIMING: a strategy of the round’s start is offered before the bid and not after it', () => {
    let s = start(sampleSetup(150, 'strategies'));
    while (s.phase === 'deployment') s = apply(s, battleForge.legalCommands(s)[0]!);
    const reaverSeat = s.strategies.findIndex((list) => list.some((x) => x.id === 'turn-of-the-tide'));
    expect(reaverSeat).toBeGreaterThanOrEqual(0);
    const offered = battleForge.availableActions(s, `army:${reaverSeat}`).find((o) => o.command === 'strategy' && o.label.startsWith('Turn of the Tide'));
    expect(offered).toBeDefined();
    const used = apply(s, offered!.template as BfCommand);
    expect(used.sp[reaverSeat]).toBe(s.sp[reaverSeat]! - 2);
    const bid = apply(s, { type: 'bid', player: reaverSeat, shock: 0 });
    const late = battleForge.apply(bid, { type: 'strategy', strategy: 'turn-of-the-tide', player: reaverSeat });
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.rule).toBe('BF.SP.TIMING');
  });

  it('BF.SP.ONE_PER_ACTION and BF.SP.DISCARD_END: one strategy on the activated unit, and unspent points are gone next round', () => {
    let s = toActivation();
    const seat = battleForge.decision(s).players[0]!;
    const unit = s.order.find((id) => s.units[id]!.owner === seat && s.units[id]!.status === 'table')!;
    s = apply(s, { type: 'activate', unitId: unit });
    const own = s.strategies[seat]!.filter((x) => x.timing === 'unit-activated' && x.effect);
    expect(own.length).toBeGreaterThan(0);
    const first = own[0]!;
    s = apply(s, { type: 'strategy', strategy: first.id, player: seat });
    expect(s.sp[seat]).toBe(s.spPerRound[seat]! - first.sp);
    const second = battleForge.apply(s, { type: 'strategy', strategy: (own[1] ?? first).id, player: seat });
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.rule).toBe('BF.SP.ONE_PER_ACTION');
    // Play the round out: the next round begins with the full income again.
    let guard = 0;
    while (s.round.round === 1 && guard++ < 500) {
      const d = battleForge.decision(s);
      s = apply(s, battleForge.legalCommands(battleForge.view(s, d.players[0]!)).find((c) => c.type === 'endActivation' || c.type === 'noReaction' || c.type === 'letPower' || c.type === 'keepStandby' || c.type === 'activate' || c.type === 'bid' || c.type === 'assignShock')!);
    }
    expect(s.round.round).toBe(2);
    expect(s.sp).toEqual(s.spPerRound);
  });

  it('BF.SP.TIMING: a strategy for a targeted unit is offered to its owner when the attack is declared', () => {
    const s = toActivation();
    // Find any Reaver unit the Wardens could shoot, or skip when the table gives none in range.
    const targetedSeat = s.strategies.findIndex((list) => list.some((x) => x.id === 'cut-the-lines'));
    const pendingState: BfState = structuredClone(s);
    const target = pendingState.order.find((id) => pendingState.units[id]!.owner === targetedSeat)!;
    const attacker = pendingState.order.find((id) => pendingState.units[id]!.owner !== targetedSeat)!;
    pendingState.pending = { kind: 'reaction', player: targetedSeat, attack: { kind: 'shoot', attacker, target }, eligible: [target] };
    const offered = battleForge.availableActions(pendingState, target).filter((o) => o.command === 'strategy').map((o) => o.label);
    expect(offered.some((l) => l.startsWith('Cut the Lines'))).toBe(true);
    expect(battleForge.availableActions(pendingState, attacker).some((o) => o.command === 'strategy')).toBe(false);
  });
});
