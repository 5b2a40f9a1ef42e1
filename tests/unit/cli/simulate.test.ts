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
    const args = ['simulate', '--ruleset', 'quality', '--games', '2', '--ai', 'recruit,random', '--seed', '7', '--json'];
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

  it('refuses what it cannot play in one line, exit 2', async () => {
    expect(await cli('simulate', '--ruleset', 'quality', '--ai', 'grandmaster')).toEqual({ status: 2, out: '', err: 'tenfold simulate: --ai: "grandmaster" is not a level (recruit, veteran, commander, random)' });
    expect((await cli('simulate', '--ruleset', 'chess')).err).toMatch(/^tenfold simulate: --ruleset: say which ruleset/);
    expect((await cli('simulate', '--ruleset', 'quality', '--games', '0')).err).toMatch(/--games must be a whole number from 1/);
    expect((await cli('simulate', '--ruleset', 'quality', '--points', '123')).err).toMatch(/no two starter armies at 123 points/);
    expect((await cli('simulate', '--help')).out).toMatch(/--ai LEVEL\[,LEVEL\]/);
  });
});
