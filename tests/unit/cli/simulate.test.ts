import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src-main/cli/main';

async function cli(...args: string[]): Promise<{ status: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(args, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

describe('tenfold simulate', () => {
  it('plays paired games between the starter armies and prints the same figures for the same seed', async () => {
    const args = ['simulate', '--ruleset', 'quality', '--games', '2', '--ai', 'recruit,random', '--seed', '7', '--jobs', '1', '--json'];
    const first = await cli(...args);
    expect(first.err).toBe('');
    expect(first.status).toBe(0);
    const figures = JSON.parse(first.out) as { games: number; wins: number[]; draws: number; unfinished: number; winRate: number[]; ci95: number[][]; meanScore: number[]; meanRounds: number; msPerGame: number };
    expect(figures.games).toBe(2);
    expect(figures.wins[0]! + figures.wins[1]! + figures.draws + figures.unfinished).toBe(2);
    expect(figures.ci95).toHaveLength(2);
    expect(figures.meanScore).toHaveLength(2);
    const again = JSON.parse((await cli(...args)).out) as typeof figures;
    expect({ ...again, msPerGame: 0 }).toEqual({ ...figures, msPerGame: 0 });
  });

  it('plays on worker threads with --jobs and prints the same figures as one thread, with each unit\'s part', async () => {
    const args = ['simulate', '--ruleset', 'quality', '--games', '3', '--ai', 'recruit', '--seed', '11', '--json'];
    const one = await cli(...args, '--jobs', '1');
    const two = await cli(...args, '--jobs', '2');
    expect([one.status, one.err, two.status, two.err]).toEqual([0, '', 0, '']);
    const a = JSON.parse(one.out) as { games: number; msPerGame: number; units: { army: number; unit: string; damageDealt: number; survived: number }[] };
    const b = JSON.parse(two.out) as typeof a;
    expect(Object.keys(a)).toEqual(['games', 'wins', 'draws', 'unfinished', 'winRate', 'ci95', 'meanScore', 'meanRounds', 'msPerGame', 'units']);
    expect({ ...b, msPerGame: 0 }).toEqual({ ...a, msPerGame: 0 });
    expect(a.msPerGame).toBeGreaterThan(0);
    expect(new Set(a.units.map((u) => u.army))).toEqual(new Set([0, 1]));
    for (const u of a.units) {
      expect(Object.keys(u)).toEqual(['army', 'unit', 'damageDealt', 'survived']);
      expect(u.survived).toBeGreaterThanOrEqual(0);
      expect(u.survived).toBeLessThanOrEqual(1);
    }
    expect(a.units.some((u) => u.damageDealt > 0)).toBe(true);
    expect((await cli('simulate', '--ruleset', 'quality', '--jobs', '0')).err).toMatch(/--jobs must be a whole number from 1/);
  });

  it('refuses what it cannot play in one line, exit 2', async () => {
    expect(await cli('simulate', '--ruleset', 'quality', '--ai', 'grandmaster')).toEqual({ status: 2, out: '', err: 'tenfold simulate: --ai: "grandmaster" is not a level (recruit, veteran, commander, random)' });
    expect((await cli('simulate', '--ruleset', 'chess')).err).toMatch(/^tenfold simulate: --ruleset: say which ruleset/);
    expect((await cli('simulate', '--ruleset', 'quality', '--games', '0')).err).toMatch(/--games must be a whole number from 1/);
    expect((await cli('simulate', '--ruleset', 'quality', '--points', '123')).err).toMatch(/no two starter armies at 123 points/);
    expect((await cli('simulate', '--help')).out).toMatch(/--ai LEVEL\[,LEVEL\]/);
  });
});
