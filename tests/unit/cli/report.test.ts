import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src-main/cli/main';
import { BUILT_IN, SAMPLE_ARMIES } from '../../support/content';
import { resolveUnit } from '../../../shared/rulesets/d10-wargame/army';
import { d10Wargame } from '../../../shared/rulesets/index';
import { createSaveFile, serializeSaveFile, type JsonObject } from '../../../shared/savefile';

/** A whole D10 game played by the engine (its first legal commands), saved as the Play screen saves it. */
function playedGame(): string {
  const factions = BUILT_IN['d10-wargame'];
  const lists = factions.map((faction) => SAMPLE_ARMIES[faction.id]![0]!);
  const setup = { armies: lists.map((list, i) => list.units.map((unit) => resolveUnit(factions[i]!, unit as never))), players: ['Ana', 'Ben'], points: 500 };
  const started = d10Wargame.init({ ...setup, seed: 7 } as never);
  if (!started.ok) throw new Error(started.reason);
  let state = started.state;
  const commands: unknown[] = [];
  while (commands.length < 400 && !d10Wargame.isOver(state)) {
    const legal = d10Wargame.legalCommands(state);
    const command = legal[commands.length % legal.length]!;
    const result = d10Wargame.apply(state, command);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    commands.push(command);
  }
  const json = <T>(value: unknown) => JSON.parse(JSON.stringify(value)) as T;
  const file = createSaveFile(
    {
      kind: 'game',
      title: 'Patrol against raiders',
      ruleset: 'd10-wargame',
      armies: lists.map((list) => json<JsonObject>(list)),
      table: {},
      seed: 7,
      commands: json<JsonObject[]>(commands),
      options: json<JsonObject>({ setup }),
    },
    '0.1.0',
  );
  const text = serializeSaveFile(file);
  if (!text.ok) throw new Error(text.problem);
  return text.value;
}

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/savefiles/${name}`, import.meta.url));

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(['report', ...args], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { status, out: out.join('\n'), err };
}

describe('tenfold report', () => {
  it('prints the battle report of a saved game', async () => {
    const { status, out, err } = await run(fixture('v3-game.tenfold'));
    expect(status).toBe(0);
    expect(err).toEqual([]);
    expect(out).toContain('# Bridge at Calder Ford');
    expect(out).toContain('**Red Host wins.**');
  });

  it('prints the report as JSON with --json, an old file migrated first', async () => {
    const { status, out } = await run(fixture('v1-game.tenfold'), '--json');
    expect(status).toBe(0);
    const report = JSON.parse(out);
    expect(Object.keys(report)).toEqual(['title', 'kind', 'ruleset', 'savedAt', 'armies', 'commands', 'rounds', 'score', 'finished', 'winner', 'source']);
    expect(report).toMatchObject({ title: 'Iron Wardens vs Red Host', winner: 'Iron Wardens', source: 'snapshot' });
  });

  it.each([
    ['truncated', '{"format":"tenfold","schemaVers', /not valid JSON/],
    ['hostile', '{"format":"tenfold","schemaVersion":3,"__proto__":{"x":1}}', /forbidden key "__proto__"/],
    ['from the future', '{"format":"tenfold","schemaVersion":99}', /newer Tenfold/],
  ])('exits with status 2 and one line for a %s file, never a stack trace', async (_kind, text, message) => {
    const folder = await mkdtemp(join(tmpdir(), 'tenfold-cli-'));
    const path = join(folder, 'bad.tenfold');
    await writeFile(path, text);
    const { status, out, err } = await run(path);
    expect(status).toBe(2);
    expect(out).toBe('');
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(message);
    expect(err[0]).toMatch(/^tenfold report: bad\.tenfold cannot be opened: /);
    expect(err[0]).not.toMatch(/\n|at .*\.ts:\d+/);
  });

  it('replays a game the engine played and reports its real events, round by round, with the final score', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'tenfold-cli-'));
    const path = join(folder, 'played.tenfold');
    await writeFile(path, playedGame());
    const { status, out } = await run(path, '--json');
    expect(status).toBe(0);
    const report = JSON.parse(out);
    expect(report).toMatchObject({ source: 'replay', finished: true, title: 'Patrol against raiders' });
    expect(report.rounds.length).toBeGreaterThanOrEqual(4);
    expect(report.rounds.flatMap((r: { events: unknown[] }) => r.events).length).toBeGreaterThan(50);
    expect(report.score.map((s: { name: string }) => s.name)).toEqual(['Meridian Line — Patrol', 'Cinder Host — Raiding Party']);
    const markdown = await run(path);
    expect(markdown.out).toMatch(/## Round 1\n/);
    expect(markdown.out).toMatch(/\*\*(.+ wins|The game is a draw)\.\*\*/);
  });

  it('exits with status 2 for a missing file or wrong arguments', async () => {
    expect(await run('/nowhere/game.tenfold')).toMatchObject({ status: 2, err: [expect.stringMatching(/moved or deleted/)] });
    expect((await run()).status).toBe(2);
    expect((await run(fixture('v3-game.tenfold'), '--pdf')).err).toEqual([expect.stringMatching(/unknown option --pdf/)]);
  });
});
