import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src-main/cli/main';

/** The command's cap (5 MB); importing it from the command would enter the CLI through a cycle. */
const MAX_ARMY_FILE_BYTES = 5 * 1024 * 1024;

const fixtures = join(import.meta.dirname, '../../fixtures/armies');
const dir = mkdtempSync(join(tmpdir(), 'tenfold-validate-'));

async function run(...argv: string[]): Promise<{ status: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(['validate', ...argv], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { status, out, err };
}

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('tenfold validate', () => {
  it('D10.ARMY.FOC: a legal army prints ok:true with its points and limit, and exits 0', async () => {
    const r = await run(join(fixtures, 'meridian-1000-legal.json'), '--json');
    expect(r.status).toBe(0);
    expect(r.err).toEqual([]);
    expect(JSON.parse(r.out.join('\n'))).toEqual({ ok: true, points: 968, limit: 1000, problems: [] });
  });

  it('D10.ARMY.HQ_1_2: an illegal army prints each problem with the rule it breaks, and exits 1', async () => {
    const r = await run(join(fixtures, 'cinder-500-illegal.json'), '--json');
    expect(r.status).toBe(1);
    const report = JSON.parse(r.out.join('\n'));
    expect(report.ok).toBe(false);
    expect(report.points).toBe(576);
    expect(report.limit).toBe(500);
    expect(report.problems.map((p: { rule: string }) => p.rule)).toEqual([
      'D10.ARMY.SIZE_LIMITS',
      'D10.UNIT.OPTIONS_FROM_PROFILE',
      'D10.ARMY.HQ_1_2',
      'D10.ARMY.CORE_MIN_2',
      'D10.ARMY.POINT_LIMIT',
    ]);
    for (const p of report.problems) expect(typeof p.message).toBe('string');
  });

  it('without --json prints a readable summary', async () => {
    const r = await run(join(fixtures, 'cinder-500-illegal.json'));
    expect(r.status).toBe(1);
    expect(r.out[0]).toBe('Cinder Host — Too Much Of Everything: not legal, 576 / 500 points');
    expect(r.out).toContain('  D10.ARMY.HQ_1_2: The army has 3 HQ units; it must have 1 or 2.');
    const ok = await run(join(fixtures, 'meridian-1000-legal.json'));
    expect(ok.out).toEqual(['Meridian Line — Regiment: legal, 968 / 1000 points']);
  });

  it('QW.SCENARIO.BATTLE_POINTS: validates Quality armies against the Scenario’s battle points', async () => {
    const army = { format: 'tenfold-army', version: 1, id: 'q', name: 'Q', ruleset: 'quality', faction: 'gravemarch-reavers', pointsLimit: 100, units: [{ uid: 'a', profile: 'bone-troll', models: 1 }, { uid: 'b', profile: 'thrall-mob', models: 12 }] };
    const r = await run(file('quality.json', JSON.stringify(army)), '--json');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.out[0]!)).toEqual({
      ok: false,
      points: 130,
      limit: 100,
      problems: [{ rule: 'QW.SCENARIO.BATTLE_POINTS', message: "The army costs 130 battle points, 30 over the Scenario's 100." }],
    });
  });

  it.each([
    ['a missing file', () => join(dir, 'nope.json'), /cannot find/],
    ['a directory', () => dir, /is not a file/],
    ['broken JSON', () => file('broken.json', '{"format": "tenfold-army",'), /not valid JSON/],
    ['an empty file', () => file('empty.json', ''), /not valid JSON/],
    ['another kind of JSON', () => file('other.json', '{"name":"x"}'), /not a Tenfold army file/],
    ['a wrong type', () => file('type.json', JSON.stringify({ format: 'tenfold-army', version: 1, id: 'x', name: 'x', ruleset: 'd10-wargame', faction: 'meridian-line', pointsLimit: 'lots', units: [] })), /pointsLimit/],
    ['deep nesting', () => file('deep.json', '['.repeat(200_000) + ']'.repeat(200_000)), /./],
    ['a huge file', () => file('huge.json', ' '.repeat(MAX_ARMY_FILE_BYTES + 1)), /at most/],
  ])('refuses %s with one line on stderr and exit 2', async (_what, path, pattern) => {
    const r = await run(path(), '--json');
    expect(r.status).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(/^tenfold validate: /);
    expect(r.err[0]).toMatch(pattern);
    expect(r.err[0]).not.toContain('\n');
    expect(r.err[0]).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('refuses missing or extra arguments with exit 2', async () => {
    expect((await run()).status).toBe(2);
    expect((await run('a.json', 'b.json')).status).toBe(2);
    expect((await run('a.json', '--fast')).err[0]).toContain('unknown option --fast');
  });

  it('is listed in the usage', async () => {
    const out: string[] = [];
    await runCli(['help'], { out: (t) => out.push(t), err: () => {} });
    expect(out.join('\n')).toContain('validate <army.json> [--json]');
  });

  describe('a .tenfold game or plan: the same acceptance the app and tenfold report use', () => {
    const savefiles = join(import.meta.dirname, '../../fixtures/savefiles');

    it('accepts a game whose log replays and a plan, exit 0', async () => {
      const game = await run(join(savefiles, 'v4-game-quality.tenfold'), '--json');
      expect(game.status).toBe(0);
      expect(JSON.parse(game.out.join(''))).toMatchObject({ ok: true, kind: 'game', ruleset: 'quality' });
      const plan = await run(join(savefiles, 'v5-plan.tenfold'));
      expect(plan).toMatchObject({ status: 0, out: ['v5-plan.tenfold: accepted, a deployment plan'] });
    });

    it('refuses a game whose log does not replay with one sentence and exit 2, as tenfold report does', async () => {
      const text = readFileSync(join(savefiles, 'v4-game-quality.tenfold'), 'utf8');
      const game = JSON.parse(text);
      game.commands[3] = { type: 'deploy', unitId: 12, models: 'here' };
      const path = file('forged.tenfold', JSON.stringify(game));
      const validated = await run(path);
      const reported = await runCli(['report', path], { out: () => {}, err: () => {} });
      expect(validated.status).toBe(2);
      expect(reported).toBe(2);
      expect(validated.err).toEqual([
        'tenfold validate: forged.tenfold cannot be opened: command 4 (deploy) in its log is refused by the rules: The deploy command cannot be read: unitId: expected a text of 1 to 200 characters, got the number 12.',
      ]);
    });
  });
});

