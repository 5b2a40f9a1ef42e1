/**
 * Pre-game strategies (BF.SP.PREGAME): after deployment and before round 1 each player in turn may
 * spend round 1's Strategy Points on them — Scout the Field sets a unit down again in the zone, Dig
 * In gives a Line unit hard cover where it stands until it moves — and says when they are ready.
 */
import { describe, expect, it } from 'vitest';
import { attackPlan } from '../../../shared/rulesets/battle-forge/attack';
import { bfFormationAt } from '../../../shared/rulesets/battle-forge/board';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import { dugInCover } from '../../../shared/rulesets/battle-forge/pregame';
import type { BfCommand, BfState } from '../../../shared/rulesets/battle-forge/state';
import { sampleSetup, start } from './engine-helpers';
import { REAVERS, SHELLBACKS, WARDENS, run, table, withDice } from './engine-table';

function apply(s: BfState, c: BfCommand): BfState {
  const r = battleForge.apply(s, c);
  if (!r.ok) throw new Error(`${c.type}: ${r.reason}`);
  return r.state;
}

function refused(s: BfState, c: BfCommand): string {
  const r = battleForge.apply(s, c);
  if (r.ok) throw new Error(`${c.type} was accepted`);
  return r.reason;
}

/** A 150-point game with every unit deployed: the pre-game window is open. */
function deployed(): BfState {
  let s = start(sampleSetup(150, 3));
  for (let i = 0; i < 100 && s.phase === 'deployment' && !s.pregame; i++) s = apply(s, battleForge.legalCommands(s).find((c) => c.type === 'deploy') ?? battleForge.legalCommands(s)[0]!);
  return s;
}

describe('pre-game strategies', () => {
  it('BF.SP.PREGAME: after deployment each player in turn uses pre-game strategies, paid from round 1’s SP, and the battle begins when all are ready', () => {
    let s = deployed();
    expect(s.phase).toBe('deployment');
    const first = s.pregame!.seat;
    expect(battleForge.decision(s)).toMatchObject({ players: [first], kind: 'pregame' });
    const line = s.order.map((id) => s.units[id]!).find((u) => u.owner === 0 && u.category === 'line')!;
    expect(first).toBe(0);
    const income = s.spPerRound[0]!;

    s = apply(s, { type: 'strategy', strategy: 'dig-in', player: 0, unitId: line.id });
    expect(s.sp[0]).toBe(income - 1);
    expect(dugInCover(s.units[line.id]!)).toBe('hard');
    expect(battleForge.board(s).units.find((u) => u.id === line.id)!.markers).toContain('Dug in (hard cover)');
    // Each strategy once; Player 1 still has Scout the Field, so the turn stays.
    expect(refused(s, { type: 'strategy', strategy: 'dig-in', player: 0, unitId: line.id })).toMatch(/already been used/);
    expect(s.pregame!.seat).toBe(0);
    // Not Player 2's turn yet.
    expect(refused(s, { type: 'pregameDone', player: 1 })).toMatch(/Player 1's turn/);

    s = apply(s, { type: 'pregameDone', player: 0 });
    expect(s.pregame!.seat).toBe(1);
    s = apply(s, { type: 'pregameDone', player: 1 });
    expect(s.pregame).toBeUndefined();
    expect(s.phase).toBe('battle');
    expect(battleForge.decision(s).kind).toBe('bid');
    // Round 1 is played with what is left of its income.
    expect(s.sp[0]).toBe(income - 1);
    expect(s.sp[1]).toBe(s.spPerRound[1]);
  });

  it('BF.SP.PREGAME: Dig In takes a Line unit only; Scout the Field sets a unit down again wholly inside the zone, or is refused', () => {
    let s = deployed();
    const units = s.order.map((id) => s.units[id]!).filter((u) => u.owner === 0);
    const notLine = units.find((u) => u.category !== 'line')!;
    expect(refused(s, { type: 'strategy', strategy: 'dig-in', player: 0, unitId: notLine.id })).toMatch(/line category/);
    const zone = s.zones[0]!;
    const u = units[0]!;
    const outside = bfFormationAt(s, u.id, { x: zone.x + zone.width / 2, y: 24 });
    expect(refused(s, { type: 'strategy', strategy: 'scout-the-field', player: 0, unitId: u.id, models: outside })).toMatch(/wholly inside Player 1's deployment zone/);
    // An empty stretch of the zone: away from the units placed there.
    const spots = [3, 9, 15, 21, 27, 33, 39, 45].map((x) => ({ x, y: zone.y + zone.depth / 2 }));
    const spot = spots.find((p) => battleForge.apply(s, { type: 'strategy', strategy: 'scout-the-field', player: 0, unitId: u.id, point: p }).ok)!;
    expect(spot).toBeDefined();
    s = apply(s, { type: 'strategy', strategy: 'scout-the-field', player: 0, unitId: u.id, point: spot });
    const lead = s.units[u.id]!.models[0]!;
    expect(Math.hypot(lead.x - spot.x, lead.y - spot.y)).toBeLessThan(6);
    expect(s.units[u.id]!.models.map((m) => [m.x, m.y])).not.toEqual(u.models.map((m) => [m.x, m.y]));
  });

  it('BF.SP.TIMING: pre-game strategies are offered only before round 1, and every one listed is accepted', () => {
    const s = deployed();
    const options = battleForge.availableActions(s, 'army:0').map((o) => o.label);
    expect(options).toEqual(expect.arrayContaining(['Scout the Field (1 SP)', 'Dig In (1 SP)', 'Ready for battle']));
    for (const c of battleForge.legalCommands(s)) expect(battleForge.apply(s, c).ok).toBe(true);
    const battle = apply(apply(s, { type: 'pregameDone', player: 0 }), { type: 'pregameDone', player: 1 });
    expect(refused(battle, { type: 'strategy', strategy: 'dig-in', player: 0, unitId: s.order[1]! })).toMatch(/before the game/);
  });

  it('BF.SP.PREGAME: a dug-in unit has hard cover where it stands against a shot; once it moves, the cover is gone', () => {
    const base = table({ [WARDENS]: { x: 10, y: 10 }, [SHELLBACKS]: { x: 10, y: 22 } });
    const open = attackPlan(base, base.units[WARDENS]!, base.units[SHELLBACKS]!, 'shoot', { focus: false, evade: false });
    if (!('volleys' in open)) throw new Error(open.reason);
    expect(open.cover).toBe('none');
    const dug = structuredClone(base);
    const lead = dug.units[SHELLBACKS]!.models[0]!;
    dug.units[SHELLBACKS]!.dugIn = { cover: 'hard', x: lead.x, y: lead.y };
    const covered = attackPlan(dug, dug.units[WARDENS]!, dug.units[SHELLBACKS]!, 'shoot', { focus: false, evade: false });
    if (!('volleys' in covered)) throw new Error(covered.reason);
    expect(covered.cover).toBe('hard');
    expect(covered.saveModifier).toBeGreaterThan(open.saveModifier);
    const moved = structuredClone(dug);
    for (const m of moved.units[SHELLBACKS]!.models) m.y += 2;
    expect(dugInCover(moved.units[SHELLBACKS]!)).toBeNull();
    expect(run(dug, { type: 'activate', unitId: WARDENS }).state.units[SHELLBACKS]!.dugIn).toBeDefined();
  });
});

describe('a re-roll strategy', () => {
  it('BF.SP.REROLLS_MODULE: Grim Resolve, asked for when the unit is targeted, rolls each failed Save of the attack again and the second result stands', () => {
    const aimed = run(table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 22 } }), { type: 'activate', unitId: WARDENS }, { type: 'shoot', target: REAVERS }).state;
    const plan = attackPlan(aimed, aimed.units[WARDENS]!, aimed.units[REAVERS]!, 'shoot', { focus: false, evade: false });
    if (!('volleys' in plan)) throw new Error(plan.reason);
    const dice = plan.volleys.reduce((n, v) => n + v.dice, 0);
    const offered = battleForge.availableActions(aimed, REAVERS).find((o) => o.label.startsWith('Grim Resolve'));
    expect(offered?.template).toMatchObject({ type: 'strategy', strategy: 'grim-resolve', unitId: REAVERS });
    const sp = aimed.sp[1]!;
    const resolved = run(aimed, offered!.template as BfCommand).state;
    expect(resolved.sp[1]).toBe(sp - 2);
    // Every die hits; every first Save fails (10) and its re-roll passes (1).
    const after = run(withDice(resolved, ...Array.from({ length: dice }, () => 1), ...Array.from({ length: dice }, () => [10, 1]).flat()), { type: 'noReaction' });
    const attack = after.events.find((e) => e.type === 'attack');
    if (attack?.type !== 'attack') throw new Error('no attack');
    expect(attack.saves).toHaveLength(dice);
    expect(attack.saves.every((x) => x.saved && x.rerolled === 10)).toBe(true);
    expect(attack.removed).toEqual([]);
    expect(battleForge.describe(attack, after.state)).toMatch(new RegExp(`${dice} Saves? rolled again`));
    // The strategy lasts for that attack alone.
    expect(after.state.units[REAVERS]!.effects.some((e) => e.rerollFailedSaves)).toBe(false);
  });
});

describe('a re-roll of a failed check', () => {
  it('BF.SP.REROLLS_MODULE: Steady Hand, chosen when the unit is activated, rolls its first failed Initiative check again and the second result stands', () => {
    const active = run(table({ [WARDENS]: { x: 10, y: 10 }, [REAVERS]: { x: 36, y: 44 } }), { type: 'activate', unitId: WARDENS }).state;
    const offered = battleForge.availableActions(active, WARDENS).find((o) => o.label.startsWith('Steady Hand'));
    expect(offered?.template).toMatchObject({ type: 'strategy', strategy: 'steady-hand', unitId: WARDENS });
    const steady = run(active, offered!.template as BfCommand).state;
    // Initiative 5: the rush check fails on a 9, and its re-roll passes on a 5.
    const models = steady.units[WARDENS]!.models.map((m) => ({ id: m.id, x: m.x, y: m.y + 7 }));
    const { state, events } = run(withDice(steady, 9, 5), { type: 'move', rush: true, models });
    expect(events.find((e) => e.type === 'checkRerolled')).toMatchObject({ unitId: WARDENS, purpose: 'rush', first: 9, face: 5, passed: true });
    expect(events.find((e) => e.type === 'moved')).toMatchObject({ rush: 'passed' });
    expect(battleForge.describe(events.find((e) => e.type === 'checkRerolled')!, state)).toBe('Hedge Wardens rolls its failed rush check (9) again: 5, passed.');
    // Once: the strategy is spent with that re-roll.
    expect(state.units[WARDENS]!.effects.some((e) => e.rerollFailedCheck)).toBe(false);
  });
});
