/**
 * Named regressions for issue 17: each file the audit crafted, through every open path. Each is
 * refused (or, for a forged snapshot over a true log, reported from the log) in one plain sentence.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src-main/cli/main';
import { readGameFile } from '../../../src-main/files/read-game';
import { d10Wargame, quality } from '../../../shared/rulesets/index';
import { initialState } from '../../../shared/rulesets/d10-wargame/setup';
import { initialQState } from '../../../shared/rulesets/quality/setup';
import { MAX_GAME_COMMANDS, MAX_SAVEFILE_BYTES, parseSaveFile } from '../../../shared/savefile';
import { parseArmyJson } from '../../../shared/armies/index';
import { corpus, openArmyText, openSaveText, sentenceProblem } from './open-paths';

const files = corpus();
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const d10Save = (): Json => JSON.parse(files.saves[0]!);
const qualitySave = (): Json => JSON.parse(files.saves[1]!);

/** Every path refuses the file, each in one plain sentence matching `reason`. */
function expectRefusedEverywhere(text: string, reason: RegExp): void {
  const opened = openSaveText(text);
  expect(opened.length).toBeGreaterThanOrEqual(3);
  for (const { path, refusal } of opened) {
    expect(refusal, path).not.toBeNull();
    expect(sentenceProblem(refusal!), `${path}: ${refusal}`).toBeNull();
    expect(refusal, path).toMatch(reason);
  }
}

async function report(text: string) {
  const folder = await mkdtemp(join(tmpdir(), 'tenfold-hostile-'));
  const path = join(folder, 'crafted.tenfold');
  await writeFile(path, text);
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(['report', path, '--json'], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { status, out: out.join('\n'), err };
}

describe('issue 17: crafted files are refused in words, quickly, by every open path', () => {
  it('a unit of 1e9 models is refused by the setup check before a model is built', () => {
    const file = d10Save();
    file.options.setup.armies[0][0].models = 1e9;
    const started = Date.now();
    expectRefusedEverywhere(JSON.stringify(file), /its game cannot be set up again: armies\[0\]\[0\]\.models: expected a whole number from 0 to 200, got the number 1,000,000,000/);
    // Before, this file grew to 3.8 GB in 218 s; refusing it is a matter of milliseconds.
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a Quality unit of 1e9 models and a weapon of a million attacks are refused the same way', () => {
    const file = qualitySave();
    file.options.setup.armies[1][0].models = 1e9;
    expectRefusedEverywhere(JSON.stringify(file), /armies\[1\]\[0\]\.models: expected a whole number from 0 to 200/);
    const attacks = d10Save();
    attacks.options.setup.armies[0][0].weapons[0].attacks = 1_000_000;
    expectRefusedEverywhere(JSON.stringify(attacks), /weapons\[0\]\.attacks: expected a whole number from 0 to 100, got the number 1,000,000/);
  });

  it('a forged winner: the report replays the log and refuses a file whose log does not replay, exit 2 with one sentence', async () => {
    const file = d10Save();
    file.snapshot.score = [
      { side: 'Ann', name: 'FORGED WINNER', points: 999_999 },
      { side: 'Bob', name: 'Loser', points: 0 },
    ];
    file.snapshot.finished = true;
    // The log is whole: the report tells what it says, not the snapshot's claim.
    const honest = await report(JSON.stringify(file));
    expect(honest.status).toBe(0);
    expect(honest.out).not.toContain('FORGED WINNER');
    expect(JSON.parse(honest.out)).toMatchObject({ source: 'replay' });
    // A log that does not replay (a command the rules refuse) is refused, whatever the snapshot says.
    file.commands[5] = { type: 'activate', unitId: 'no-such-unit' };
    const forged = await report(JSON.stringify(file));
    expect(forged.status).toBe(2);
    expect(forged.out).toBe('');
    expect(forged.err).toHaveLength(1);
    expect(forged.err[0]).toMatch(/^tenfold report: crafted\.tenfold cannot be opened: command 6 \(activate\) in its log is refused by the rules: /);
    expect(forged.err.join('')).not.toContain('FORGED');
    expectRefusedEverywhere(JSON.stringify(file), /command 6 \(activate\) in its log is refused by the rules/);
  });

  it('file version 1e+300 is "an unknown file version"', () => {
    const file = d10Save();
    const text = JSON.stringify(file).replace(/"schemaVersion":\d+/, '"schemaVersion":1e300');
    expectRefusedEverywhere(text, /saved by a newer Tenfold \(an unknown file version; this Tenfold reads versions up to \d+\), so update Tenfold to open it\.$/);
    const army = JSON.parse(files.armies[0]!);
    const refused = parseArmyJson(JSON.stringify({ ...army, version: 1e300 }));
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/an unknown file version/) });
  });

  it('a file one byte over the size limit says it is over the 20 MB limit, with its exact size', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'tenfold-hostile-'));
    const path = join(folder, 'big.tenfold');
    await writeFile(path, Buffer.alloc(MAX_SAVEFILE_BYTES + 1, 0x20));
    const read = await readGameFile(path);
    expect(read).toEqual({ ok: false, fileName: 'big.tenfold', problem: 'big.tenfold cannot be opened: it is over the 20 MB limit (20,971,521 bytes).' });
    expect(parseSaveFile(' '.repeat(MAX_SAVEFILE_BYTES + 1))).toEqual({ ok: false, problem: 'it is over the 20 MB limit (20,971,521 bytes).' });
  });

  it('wrong types inside commands are refused in words by apply and by every open path, never thrown', () => {
    const file = d10Save();
    const deploy = file.commands.findIndex((c: Json) => c.type === 'deploy');
    file.commands[deploy].models = [{ x: 'left', y: 3 }];
    expectRefusedEverywhere(JSON.stringify(file), new RegExp(`command ${deploy + 1} \\(deploy\\) in its log is refused by the rules: The deploy command cannot be read: models\\[0\\]\\.x: expected a number from -100,000 to 100,000, got the text "left"\\.$`));
    const started = d10Wargame.init({ ...d10Save().options.setup, seed: 1 } as never);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const junk: Json[] = [
      { type: 'deploy', unitId: 7, models: 'all' },
      { type: 'move', mode: 'move', models: [{ x: 1, y: 2 }], paths: 5 },
      { type: 'shoot', fire: [{ weapon: null, target: {} }] },
      { type: 'allocateWounds', wounds: [1, 2] },
      { type: 'placeTerrain', terrain: { id: 't', kind: 'area', points: 'square' } },
      { type: 'chooseOrder', terrainFirst: 'me', firstPlayer: [] },
      { type: 'rollOff', dice: ['six'] },
    ];
    for (const command of junk) {
      const result = d10Wargame.apply(started.state, command as never);
      expect(result.ok, command.type).toBe(false);
      if (!result.ok) expect(sentenceProblem(result.reason), result.reason).toBeNull();
    }
    const q = quality.init({ ...qualitySave().options.setup, seed: 1 } as never);
    expect(q.ok).toBe(true);
    if (!q.ok) return;
    for (const command of [{ type: 'deploy', unitId: [], models: {} }, { type: 'attack', target: 3, kind: {} }, { type: 'removeModels', models: [1] }]) {
      const result = quality.apply(q.state, command as never);
      expect(result.ok, command.type).toBe(false);
      if (!result.ok) expect(sentenceProblem(result.reason), result.reason).toBeNull();
    }
  });

  it('initialState refuses junk in a sentence instead of throwing', () => {
    for (const junk of [null, 5, 'setup', {}, { armies: 5 }, { armies: [[{}], []], seed: 1 }, { armies: [[], []], seed: {} }]) {
      const d10 = initialState(junk as never);
      const q = initialQState(junk as never);
      expect(typeof d10).toBe('string');
      expect(typeof q).toBe('string');
      expect(sentenceProblem(d10 as string), d10 as string).toBeNull();
      expect(sentenceProblem(q as string), q as string).toBeNull();
      expect(d10Wargame.init(junk as never).ok).toBe(false);
      expect(quality.init(junk as never).ok).toBe(false);
    }
  });

  it(`a log longer than ${MAX_GAME_COMMANDS} commands is refused before it is replayed`, () => {
    const file = d10Save();
    file.commands = Array.from({ length: MAX_GAME_COMMANDS + 1 }, () => ({ type: 'rollOff' }));
    delete file.snapshot;
    expectRefusedEverywhere(JSON.stringify(file), new RegExp(`its log holds ${MAX_GAME_COMMANDS + 1} commands; a game may hold at most ${MAX_GAME_COMMANDS}\\.$`));
  });

  it('a game saved without its setup opens as a record everywhere (nothing to replay), and the Play screen says in one sentence it cannot be played on', () => {
    const file = d10Save();
    delete file.options.setup;
    for (const { path, refusal } of openSaveText(JSON.stringify(file))) {
      if (path === 'Play screen open') {
        expect(refusal).toBe('This game cannot be opened: it was saved without the setup it was played from, so it cannot be played on (its report can still be read).');
        expect(sentenceProblem(refusal!)).toBeNull();
      } else expect(refusal, path).toBeNull();
    }
  });

  it('army files name the field and what was expected, never a schema default', () => {
    const army = JSON.parse(files.armies[0]!);
    army.units[0].models = { many: true };
    for (const { path, refusal } of openArmyText(JSON.stringify(army))) {
      expect(refusal, path).toMatch(/models: expected a number, got a group of fields|models.*expected a number/i);
      expect(sentenceProblem(refusal!), `${path}: ${refusal}`).toBeNull();
    }
    for (const { path, refusal } of openArmyText('{"format":"tenfold-army",')) {
      expect(sentenceProblem(refusal!), `${path}: ${refusal}`).toBeNull();
    }
  });
});
