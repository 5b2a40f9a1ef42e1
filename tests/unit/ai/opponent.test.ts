/**
 * The built-in opponent (shared/ai): it issues only commands the engine accepts, sees only views
 * (the same choice whatever the dice generator holds), explains every choice with terms that add
 * up to the score it shows, and plays whole games of both rulesets.
 */
import { describe, expect, it } from 'vitest';
import type { BoardUnit, BoardView } from '../../../shared/core/board';
import { chooseCommand, LEVELS, PERSONALITIES, type Choice, type OpponentSettings } from '../../../shared/ai/opponent';
import { seedDice } from '../../../shared/core/dice';
import type { AnyRuleset, BaseCommand } from '../../../shared/core/ruleset';
import { d10Wargame, quality } from '../../../shared/rulesets/index';
import { d10SampleSetup, playOut, qualitySampleSetup } from '../game/driver';

const D10 = d10Wargame as unknown as AnyRuleset;
const QUALITY = quality as unknown as AnyRuleset;

/** Play with the opponent on every side for up to `steps` decisions; every command must be accepted. */
function aiGame(ruleset: AnyRuleset, setup: unknown, steps: number, settings: (player: number) => OpponentSettings) {
  const started = ruleset.init(setup);
  if (!started.ok) throw new Error(started.reason);
  let state = started.state;
  const choices: Choice[] = [];
  const lines: string[] = [];
  const commands: BaseCommand[] = [];
  for (let decision = 0; decision < steps && !ruleset.isOver(state); decision++) {
    const player = ruleset.decision(state).players[0]!;
    const choice = chooseCommand(ruleset, ruleset.view(state, player), player, settings(player), decision);
    expect(choice).not.toBeNull();
    const result = ruleset.apply(state, choice!.command);
    expect(result.ok ? null : `${JSON.stringify(choice!.command).slice(0, 160)}: ${result.reason}`).toBeNull();
    if (!result.ok) break;
    state = result.state;
    choices.push(choice!);
    lines.push(choice!.explanation);
    commands.push(choice!.command);
  }
  return { state, choices, lines, commands };
}

describe('the built-in opponent', () => {
  it('plays a whole Quality game against itself, every command accepted, every choice explained', () => {
    const { state, lines, choices } = aiGame(QUALITY, qualitySampleSetup('ai-quality'), 400, (p) => ({ level: p === 0 ? 'veteran' : 'recruit', personality: 'balanced', seed: `q${p}` }));
    expect(QUALITY.isOver(state)).toBe(true);
    expect(lines.every((l) => l.length > 0 && /[.]$/.test(l))).toBe(true);
    // An attack is named by what it does, never by one of the opponent's own trial rolls ("6 hits").
    const attacks = choices.flatMap((c) => c.considered).filter((c) => c.command.type === 'attack');
    expect(attacks.length).toBeGreaterThan(0);
    for (const a of attacks) expect(a.words).not.toMatch(/\d+ (hits?|dice|saved)/);
  });

  it('plays the opening of a D10 game (deployment to the first activations) with every command accepted', () => {
    const { lines, commands } = aiGame(D10, d10SampleSetup(500, 'ai-d10'), 40, (p) => ({ level: 'veteran', personality: p === 0 ? 'aggressive' : 'objective-first', seed: `d${p}` }));
    expect(commands.some((c) => c.type === 'activate')).toBe(true);
    expect(lines.some((l) => l.includes('rejected:'))).toBe(true);
  });

  it('names a rejected alternative a player can tell from its choice: moves that read alike are one row, the best of them', () => {
    const { choices } = aiGame(D10, d10SampleSetup(500, 'ai-d10-alike'), 40, (p) => ({ level: 'veteran', personality: 'balanced', seed: `a${p}` }));
    for (const choice of choices) {
      const words = choice.considered.map((c) => c.words);
      expect(new Set(words).size).toBe(words.length);
      if (choice.considered.length > 1) expect(choice.explanation).toContain(`rejected: ${choice.considered[1]!.words}`);
    }
    // Some move was weighed to several spots that read the same: one row stands for all of them.
    expect(choices.some((choice) => choice.considered.some((c) => c.alike > 1 && /moves/.test(c.words)))).toBe(true);
  });

  it('sees only the view: one position with two different dice generators gets the same choice', () => {
    const { state } = playOut(QUALITY, qualitySampleSetup('same-view'), 30, (count, step) => (step * 3) % count);
    const player = QUALITY.decision(state).players[0]!;
    const other = { ...(state as object), dice: seedDice('someone else’s dice') };
    for (const level of LEVELS) {
      const settings: OpponentSettings = { level, personality: 'balanced', seed: 'fixed' };
      const a = chooseCommand(QUALITY, QUALITY.view(state, player), player, settings, 7)!;
      const b = chooseCommand(QUALITY, QUALITY.view(other, player), player, settings, 7)!;
      expect(b.command).toEqual(a.command);
      expect(b.explanation).toBe(a.explanation);
    }
  });

  it('explains itself: the terms of each candidate add up to its score, best first, and the line names the rejected alternative', () => {
    const { state } = playOut(QUALITY, qualitySampleSetup('explain'), 40, (count, step) => (step * 7) % count);
    const player = QUALITY.decision(state).players[0]!;
    for (const personality of PERSONALITIES) {
      const choice = chooseCommand(QUALITY, QUALITY.view(state, player), player, { level: 'commander', personality, seed: 1 }, 3)!;
      for (const c of choice.considered) expect(c.terms.reduce((sum, t) => sum + t.points, 0)).toBeCloseTo(c.score, 9);
      for (let i = 1; i < choice.considered.length; i++) expect(choice.considered[i - 1]!.score).toBeGreaterThanOrEqual(choice.considered[i]!.score);
      expect(choice.chosen).toBe(choice.considered[0]);
      if (choice.considered.length > 1) expect(choice.explanation).toContain(`rejected: ${choice.considered[1]!.words}`);
      expect(choice.chosen.terms.some((t) => t.term === 'reply')).toBe(true);
    }
  });

  it('its own seed is the only randomness: the same settings and decision give the same choice, and a recruit’s noise is named', () => {
    const { state } = playOut(QUALITY, qualitySampleSetup('noise'), 40, (count, step) => (step * 11) % count);
    const player = QUALITY.decision(state).players[0]!;
    const view = QUALITY.view(state, player);
    const a = chooseCommand(QUALITY, view, player, { level: 'recruit', personality: 'balanced', seed: 'r' }, 1)!;
    const b = chooseCommand(QUALITY, view, player, { level: 'recruit', personality: 'balanced', seed: 'r' }, 1)!;
    expect(b).toEqual(a);
    expect(a.considered.every((c) => c.terms.some((t) => t.term === 'noise'))).toBe(true);
    expect(a.considered.every((c) => c.terms.every((t) => t.term !== 'objectives'))).toBe(true);
  });
});

describe('balance simulation', () => {
  it('a crowded deployment zone still offers a place to every unit the rules have room for, so a 1000-point deployment never leaves a player with nothing to do', async () => {
    const { simulationGameSetup } = await import('../../../shared/ai/simulate');
    const lists = Object.values(D10.army.samples).map((l) => l.find((a) => a.pointsLimit === 1000)!);
    const seats = [{ level: 'commander' as const, personality: 'balanced' as const }, { level: 'veteran' as const, personality: 'balanced' as const }];
    const seed = 'commander-veteran-a:7';
    // The game where the first scan of the zone found no room for one unit at decision 26.
    const built = simulationGameSetup({ ruleset: D10, armies: lists, points: 1000, seats, seed: 'commander-veteran-a', maxDecisions: 5000 }, seed, true);
    if (!built.ok) throw new Error(built.reason);
    const started = D10.init(built.setup);
    if (!started.ok) throw new Error(started.reason);
    let state = started.state;
    for (let d = 0; d < 40 && D10.decision(state).players.length > 0; d++) {
      const player = D10.decision(state).players[0]!;
      expect(D10.legalCommands(D10.view(state, player)).length).toBeGreaterThan(0);
      const choice = chooseCommand(D10, D10.view(state, player), player, { ...seats[1 - player]!, seed: `${seed}/army${1 - player}` }, d);
      expect(choice).not.toBeNull();
      const next = D10.apply(state, choice!.command);
      if (!next.ok) throw new Error(next.reason);
      state = next.state;
    }
  });

  it('plays Quality games between two opponents from the built-in sample lists, repeatably, and counts the results', async () => {
    const { simulateGame, summarize } = await import('../../../shared/ai/simulate');
    const lists = Object.values(QUALITY.army.samples).map((l) => l.find((a) => a.pointsLimit === 500)!);
    const setup = { ruleset: QUALITY, armies: [lists[0]!, lists[1]!], points: 500, seats: [{ level: 'recruit' as const, personality: 'balanced' as const }, { level: 'recruit' as const, personality: 'aggressive' as const }], seed: 'balance', maxDecisions: 600 };
    const games = [simulateGame(setup, 0)];
    for (const g of games) expect('error' in g ? g.error : null).toBeNull();
    const played = games as Exclude<(typeof games)[number], { error: string }>[];
    expect(played.every((g) => g.finished)).toBe(true);
    const again = simulateGame(setup, 0);
    expect(again).toEqual(played[0]);
    const summary = summarize(played, 2);
    expect(summary.games).toBe(1);
    expect(summary.wins[0]! + summary.wins[1]! + summary.draws + summary.unfinished).toBe(1);
    expect(summary.meanScore).toHaveLength(2);
    expect(summary.ci95[0]![0]).toBeLessThanOrEqual(summary.winRate[0]!);
  });

  it('records every unit of both armies in every game, by army whichever seat it played, and sums them per unit', async () => {
    const { simulateGame, summarize } = await import('../../../shared/ai/simulate');
    const lists = Object.values(QUALITY.army.samples).map((l) => l.find((a) => a.pointsLimit === 500)!);
    const setup = { ruleset: QUALITY, armies: [lists[0]!, lists[1]!], points: 500, seats: [{ level: 'recruit' as const, personality: 'aggressive' as const }], seed: 'tally', maxDecisions: 600 };
    // The second game of a pair swaps the armies' seats: its records are still by army.
    const played = [simulateGame(setup, 0), simulateGame(setup, 1)].map((g) => {
      if ('error' in g) throw new Error(g.error);
      return g;
    });
    const unitsOf = (army: number) => QUALITY.army.resolve(lists[army]!);
    for (const g of played) {
      for (const army of [0, 1]) {
        const resolved = unitsOf(army);
        if (!resolved.ok) throw new Error('the sample list resolves');
        const records = g.units.filter((u) => u.army === army);
        expect(records.map((u) => u.slot)).toEqual(records.map((_, i) => i));
        expect(records.length).toBe(resolved.units.length);
      }
      const lost = (army: number) => g.units.filter((u) => u.army === army && !u.survived).length;
      const dealt = (army: number) => g.units.filter((u) => u.army === army).reduce((sum, u) => sum + u.damageDealt, 0);
      expect(dealt(0) + dealt(1)).toBeGreaterThan(0);
      expect(g.units.every((u) => u.damageDealt >= 0)).toBe(true);
      expect(lost(0) + lost(1)).toBeGreaterThan(0);
    }
    const summary = summarize(played, 2);
    expect(summary.units.map((u) => u.army)).toEqual(played[0]!.units.map((u) => u.army));
    for (const [i, u] of summary.units.entries()) {
      const records = played.map((g) => g.units[i]!);
      expect(u.survived).toBe(records.filter((r) => r.survived).length / 2);
    }
    // Damage per game is the mean of the games' records, unit by unit.
    const first = summary.units[0]!;
    const slot0 = played.map((g) => g.units.find((r) => r.army === first.army && r.slot === 0)!.damageDealt);
    expect(first.damageDealt).toBeCloseTo((slot0[0]! + slot0[1]!) / 2, 9);
  });
});

describe('who did the work', () => {
  const unit = (id: string, side: number, models: number, extra: Partial<BoardUnit> = {}): BoardUnit => ({
    id,
    side,
    name: id,
    models: Array.from({ length: models }, (_, i) => ({ id: `${id}#${i + 1}`, x: 0, y: 0, facing: 0, wounds: 0 })),
    initialModels: 10,
    woundsPerModel: 1,
    status: 'table',
    base: { shape: 'round', mm: 25 },
    markers: [],
    points: 100,
    profile: '',
    weapons: [],
    ...extra,
  });
  const board = (units: BoardUnit[], active: string | null = null): BoardView => ({
    table: { width: 48, height: 48 },
    terrain: [],
    pieces: [],
    zones: [],
    objectives: [],
    held: null,
    units,
    players: ['A', 'B'],
    round: { word: 'Round', number: 1 },
    activationsLeft: null,
    phase: active ? { unitId: active, steps: ['Act'], current: 0 } : null,
  });

  it("credits the acting unit with the enemy's losses, the named target with the actor's own, and keeps the armies apart when seats are swapped", async () => {
    const { DamageTally } = await import('../../../shared/ai/simulate');
    const tally = new DamageTally();
    // The active unit a shoots b: b loses 3 of 10 models (30 of its 100 points).
    tally.record(board([unit('a', 0, 10), unit('b', 1, 10)], 'a'), { type: 'shoot' }, board([unit('a', 0, 10), unit('b', 1, 7)], 'a'));
    // No active unit on the board: the unit a command last named acts. c charges b and b strikes back.
    tally.record(board([unit('c', 0, 10), unit('b', 1, 7)]), { type: 'activate', unitId: 'c' } as BaseCommand, board([unit('c', 0, 10), unit('b', 1, 7)]));
    tally.record(board([unit('c', 0, 10), unit('b', 1, 7)]), { type: 'attack', target: 'b' } as BaseCommand, board([unit('c', 0, 6), unit('b', 1, 2)]));
    // b is destroyed later by c's second attack: its last 20 points.
    tally.record(board([unit('c', 0, 6), unit('b', 1, 2)]), { type: 'attack', target: 'b' } as BaseCommand, board([unit('c', 0, 6), unit('b', 1, 0, { status: 'destroyed' })]));
    const end = board([unit('a', 0, 10), unit('c', 0, 6), unit('b', 1, 0, { status: 'destroyed' })]);
    const records = tally.units(end, false);
    const dealt = Object.fromEntries(records.map((r) => [r.name, Math.round(r.damageDealt)]));
    expect(dealt).toEqual({ a: 30, c: 70, b: 40 });
    expect(records.map((r) => [r.army, r.slot, r.survived])).toEqual([
      [0, 0, true],
      [0, 1, true],
      [1, 0, false],
    ]);
    // In a swapped game the first army sat in seat 1: its records say army 0 all the same.
    expect(tally.units(end, true).map((r) => [r.name, r.army])).toEqual([
      ['b', 0],
      ['a', 1],
      ['c', 1],
    ]);
  });
});
