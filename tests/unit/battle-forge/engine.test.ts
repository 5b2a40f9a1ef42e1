/**
 * The Battle Forge engine as a whole, through the ruleset contract: random legal games of two, three
 * and four players played to the end of round 6, every listed command accepted, replays exact, the
 * owner's order for taking hits, and what a player's view keeps secret.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulateGame, type SimulationSetup } from '../../../shared/ai/simulate';
import type { AnyRuleset } from '../../../shared/core/ruleset';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import type { BfCommand, BfState } from '../../../shared/rulesets/battle-forge/state';
import { sampleSetup, start } from './engine-helpers';

const SCENARIOS = ['hold-the-crossing', 'signal-fires', 'break-the-line', 'salvage-run'];

/** A random legal game: each decider's view lists the commands, one is drawn by `pick`. */
function playRandom(s0: BfState, pick: (n: number, step: number) => number, limit = 4000): { state: BfState; commands: BfCommand[] } {
  let s = s0;
  const commands: BfCommand[] = [];
  for (let step = 0; step < limit && !battleForge.isOver(s); step++) {
    const player = battleForge.decision(s).players[0] ?? 0;
    const legal = battleForge.legalCommands(battleForge.view(s, player));
    expect(legal.length, `decision ${step}: ${battleForge.decision(s).prompt}`).toBeGreaterThan(0);
    const c = legal[pick(legal.length, step)]!;
    const r = battleForge.apply(s, c);
    if (!r.ok) throw new Error(`decision ${step}: ${JSON.stringify(c)} refused: ${r.reason}`);
    commands.push(c);
    s = r.state;
  }
  return { state: s, commands };
}

describe('a Battle Forge game through the contract', () => {
  it('BF.LEN.SIX_ROUNDS and BF.ROUND.PHASES: random legal games of two players end after round 6, every listed command accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.constantFrom(100, 150), fc.constantFrom(...SCENARIOS), (seed, points, scenario) => {
        const { state } = playRandom(start(sampleSetup(points, seed, scenario)), (n, step) => (seed * 31 + step * 17) % n);
        expect(battleForge.isOver(state)).toBe(true);
        expect(state.round.round).toBe(6);
        expect(battleForge.score(state).totals).toEqual(state.vp);
      }),
      { numRuns: 3 },
    );
  }, 120_000);

  it('BF.FFA.ROTATION and BF.FFA.ALL_BID: three and four players play a free-for-all to the end', () => {
    for (const players of [3, 4]) {
      const { state } = playRandom(start(sampleSetup(100, `ffa-${players}`, 'hold-the-crossing', players)), (n, step) => (step * 7 + players) % n);
      expect(battleForge.isOver(state)).toBe(true);
      expect(state.vp).toHaveLength(players);
      expect(state.zones).toHaveLength(players);
    }
  }, 120_000);

  it('replaying a game’s commands gives the same state, and each refused command changes nothing', () => {
    const s0 = start(sampleSetup(100, 'replay'));
    const { state, commands } = playRandom(s0, (n, step) => (step * 11) % n, 150);
    let again = s0;
    for (const c of commands) {
      const r = battleForge.apply(again, c);
      expect(r.ok).toBe(true);
      if (r.ok) again = r.state;
    }
    expect(again).toEqual(state);
    const before = structuredClone(state);
    expect(battleForge.apply(state, { type: 'fight', target: 'nobody' }).ok).toBe(false);
    expect(state).toEqual(before);
  }, 60_000);

  it('BF.BID.SECRET: a player’s view shows its own bid and hides the other’s until every bid is in', () => {
    let s = start(sampleSetup(100, 'secret'));
    while (s.phase === 'deployment') {
      const r = battleForge.apply(s, battleForge.legalCommands(s)[0]!);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    const bid = battleForge.apply(s, { type: 'bid', player: 0, shock: 2 });
    expect(bid.ok).toBe(true);
    if (!bid.ok) return;
    expect(battleForge.view(bid.state, 0).round.bids[0]).toEqual({ committed: true, shock: 2 });
    expect(battleForge.view(bid.state, 1).round.bids[0]).toEqual({ committed: true, shock: null });
    expect(JSON.stringify(battleForge.view(bid.state, 1))).not.toContain('"dice":{"kind":"seeded"');
    expect(battleForge.decision(bid.state).players).toEqual([1]);
  });

  it('BF.SAVE.ASSIGN: the owner orders which models take hits last, from the army’s menu, when it is the owner’s decision', () => {
    let s = structuredClone(start(sampleSetup(100, 'order')));
    const mixed = s.order.map((id) => s.units[id]!).find((u) => new Set(u.models.map((m) => `${m.line}|${m.weapons.map((w) => w.id).join()}`)).size > 1);
    expect(mixed).toBeDefined();
    if (!mixed) return;
    const owner = mixed.owner;
    s.deployTurn = 1 - owner;
    expect(battleForge.availableActions(s, `army:${owner}`).some((o) => o.command === 'hitOrder')).toBe(false);
    expect(battleForge.apply(s, { type: 'hitOrder', unitId: mixed.id, last: null, player: owner }).ok).toBe(false);
    s.deployTurn = owner;
    const offered = battleForge.availableActions(s, `army:${owner}`).find((o) => o.command === 'hitOrder')!;
    const param = offered.params![0] as { kind: string; name: string; options: { value: string; label: string }[] };
    expect(param.kind).toBe('choice');
    const mine = param.options.filter((o) => o.value.startsWith(`${mixed.id}::`));
    expect(mine.length).toBeGreaterThan(1);
    const r = battleForge.apply(s, { ...(offered.template as BfCommand), [param.name]: mine[1]!.value } as BfCommand);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.state;
    expect(s.units[mixed.id]!.hitsLast).toBe(mine[1]!.value.split('::')[1]);
    expect(battleForge.apply(s, { type: 'hitOrder', unitId: mixed.id, last: 'nobody|', player: owner }).ok).toBe(false);
    // Not offered on the units themselves: their menus stay what they may do.
    expect(battleForge.availableActions(s, mixed.id).some((o) => o.command === 'hitOrder')).toBe(false);
  });

  it('BF.BID.TIE_ROLLOFF with real dice: a tied bid takes the faces typed at the table for its roll-off, and too few are refused', () => {
    const setup = sampleSetup(100, 'typed');
    for (const a of setup.armies) a.advantage = 0;
    let s = start(setup);
    while (s.phase === 'deployment') {
      const r = battleForge.apply(s, battleForge.legalCommands(s)[0]!);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    const first = battleForge.apply(s, { type: 'bid', player: 0, shock: 0 });
    if (!first.ok) throw new Error(first.reason);
    const short = battleForge.apply(first.state, { type: 'bid', player: 1, shock: 0, dice: [3] });
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.code).toBe('dice-too-few');
    const rolled = battleForge.apply(first.state, { type: 'bid', player: 1, shock: 0, dice: [3, 7] });
    expect(rolled.ok).toBe(true);
    if (!rolled.ok) return;
    // Player 1 rolls first (3), Player 2 second (7): Player 2 activates first.
    expect(rolled.state.round.schedule?.opening[0]).toBe(1);
  });
});

describe('Battle Forge movement through the engine', () => {
  /** Player 1's first unit active, with a friendly unit placed across its way 2″ ahead. */
  function blocked(): { s: BfState; mover: string; friend: string } {
    const s = structuredClone(start(sampleSetup(150, 'through')));
    const own = s.order.filter((id) => s.units[id]!.owner === 0);
    // The fastest unit moves; the smallest other one stands in its way, one row deep.
    const mov = (id: string) => s.units[id]!.models.find((m) => m.stats)?.stats?.mov ?? 0;
    const mover = [...own].sort((a, b) => mov(b) - mov(a))[0]!;
    const friend = own.filter((id) => id !== mover).sort((a, b) => s.units[a]!.models.length - s.units[b]!.models.length)[0]!;
    for (const id of s.order) s.units[id]!.status = 'reserve';
    const line = (id: string, y: number) => {
      const u = s.units[id]!;
      u.status = 'table';
      u.models.forEach((m, i) => Object.assign(m, { x: 14 + (i % 5) * 1.5, y: y + Math.floor(i / 5) * 1.5, facing: 0 }));
    };
    line(mover, 6);
    line(friend, 8.4);
    const enemy = s.order.find((id) => s.units[id]!.owner === 1)!;
    line(enemy, 44);
    s.phase = 'battle';
    s.round = { ...s.round, phase: 'actions', schedule: { opening: [], cycle: [0, 1] }, turn: 0, units: s.round.units.map((r) => ({ ...r, onTable: s.units[r.id]!.status === 'table' })) };
    const r = battleForge.apply(s, { type: 'activate', unitId: mover });
    if (!r.ok) throw new Error(r.reason);
    return { s: r.state, mover, friend };
  }

  it('BF.MOVE.THROUGH_FRIENDS: a unit moves through a friendly unit’s models to open ground beyond', () => {
    const { s, mover, friend } = blocked();
    const u = s.units[mover]!;
    const depth = u.models.find((m) => m.stats)!.stats!.mov;
    const models = u.models.map((m) => ({ id: m.id, x: m.x, y: m.y + depth }));
    // The way runs through the friend's row, and ends clear of it.
    expect(Math.max(...s.units[friend]!.models.map((m) => m.y))).toBeLessThan(6 + depth - 1.3);
    expect(s.units[friend]!.models.length).toBeLessThanOrEqual(5);
    const r = battleForge.apply(s, { type: 'move', models });
    expect(r.ok, r.ok ? '' : r.reason).toBe(true);
  });

  it('BF.MOVE.NO_END_ON_FRIENDS: a move may not end on a friendly model', () => {
    const { s, mover } = blocked();
    const u = s.units[mover]!;
    const models = u.models.map((m) => ({ id: m.id, x: m.x, y: m.y + 2.4 }));
    const r = battleForge.apply(s, { type: 'move', models });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rule).toBe('BF.MOVE.NO_END_ON_FRIENDS');
  });
});

describe('games that once stalled', () => {
  it('BF.ROUND.UNTIL_ALL_ACTIVATED: when the last units waiting to activate are destroyed in another player’s activation, the Actions Phase ends', () => {
    // `tenfold simulate --ruleset battle-forge --points 150 --ai veteran,random --seed final`, game 16, once found nothing to do at decision 184.
    const armies = Object.values(battleForge.army.samples).map((lists) => lists.find((l) => l.pointsLimit === 150)!);
    const setup: SimulationSetup = { ruleset: battleForge as unknown as AnyRuleset, armies, points: 150, seats: [{ level: 'veteran', personality: 'balanced' }, 'random'], seed: 'final', maxDecisions: 5000 };
    const game = simulateGame(setup, 15);
    expect('error' in game ? game.error : '').toBe('');
    if (!('error' in game)) expect(game.finished).toBe(true);
  }, 120_000);
});
