import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  CURRENT_SCHEMA_VERSION,
  MIGRATIONS,
  parseSaveFile,
  SaveFileSchema,
  serializeSaveFile,
  type SaveFile,
} from '../../../shared/savefile';
import { sampleGame, sampleText } from './sample-game';

const FIXTURES = new URL('../../fixtures/savefiles/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');

function refusal(text: string): string {
  const result = parseSaveFile(text);
  if (result.ok) throw new Error('expected a refusal');
  return result.problem;
}

function withField(patch: Record<string, unknown>): string {
  return JSON.stringify({ ...JSON.parse(sampleText()), ...patch });
}

describe('the .tenfold format', () => {
  it('reads back exactly what it writes', () => {
    const game = sampleGame(40, 3);
    const text = serializeSaveFile(game);
    expect(text.ok).toBe(true);
    const opened = parseSaveFile(text.ok ? text.value : '');
    expect(opened).toEqual({ ok: true, value: { file: game, migratedFrom: null } });
  });

  it('never writes a file it could not read back', () => {
    const broken = { ...sampleGame(), title: '' } as SaveFile;
    const result = serializeSaveFile(broken);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.problem).toMatch(/could not be saved.*title/);
  });

  it('has a fixture for every old schema version, and each migrates to the current one and passes its schema', () => {
    const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.tenfold'));
    const versions = new Set(files.map((name) => Number(/^v(\d+)-/.exec(name)?.[1])));
    for (let version = 1; version <= CURRENT_SCHEMA_VERSION; version++) expect(versions.has(version), `fixture for v${version}`).toBe(true);
    for (const name of files) {
      const result = parseSaveFile(fixture(name));
      expect(result.ok, name).toBe(true);
      if (!result.ok) continue;
      expect(result.value.file.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
      expect(SaveFileSchema.safeParse(result.value.file).success).toBe(true);
      const written = Number(/^v(\d+)-/.exec(name)![1]);
      expect(result.value.migratedFrom).toBe(written < CURRENT_SCHEMA_VERSION ? written : null);
    }
  });

  it('migrates one step at a time, each step rising by one', () => {
    expect(MIGRATIONS.map((m) => [m.from, m.to])).toEqual(
      Array.from({ length: CURRENT_SCHEMA_VERSION - 1 }, (_, i) => [i + 1, i + 2]),
    );
  });

  it('v1→v2 names the game after its armies and tells a plan from a game; v2→v3 dates the snapshot', () => {
    const game = parseSaveFile(fixture('v1-game.tenfold'));
    const plan = parseSaveFile(fixture('v1-plan.tenfold'));
    expect(game.ok && game.value.file).toMatchObject({ kind: 'game', title: 'Iron Wardens vs Red Host', app: { version: 'unknown' } });
    expect(game.ok && game.value.file.snapshot?.atCommand).toBe(5);
    expect(plan.ok && plan.value.file).toMatchObject({ kind: 'plan', title: 'Untitled game', savedAt: '2025-03-02T18:00:00.000Z' });
    const v2 = parseSaveFile(fixture('v2-game.tenfold'));
    expect(v2.ok && v2.value.file.snapshot?.atCommand).toBe(2);
  });

  it('refuses a file from a newer Tenfold with a message saying so', () => {
    expect(refusal(withField({ schemaVersion: CURRENT_SCHEMA_VERSION + 1 }))).toMatch(
      new RegExp(`newer Tenfold \\(file version ${CURRENT_SCHEMA_VERSION + 1}; this Tenfold reads versions up to ${CURRENT_SCHEMA_VERSION}\\)`),
    );
  });

  it('ignores a snapshot taken before the last command: the log is the truth', () => {
    const game = sampleGame(10);
    const stale = { ...game, snapshot: { ...game.snapshot!, atCommand: 9 } };
    const result = parseSaveFile(JSON.stringify(stale));
    expect(result.ok && result.value.file.snapshot).toBeUndefined();
    expect(result.ok && result.value.file.commands).toHaveLength(10);
  });
});

describe('broken and hostile files are refused with a message naming the problem', () => {
  const cases: Array<[string, () => string, RegExp]> = [
    ['empty', () => '', /empty/],
    ['truncated', () => sampleText().slice(0, 200), /not valid JSON.*truncated/],
    ['not JSON', () => '\u0000\u0001garbage', /not valid JSON/],
    ['another program’s JSON', () => '{"name":"tenfold-army"}', /not a Tenfold file/],
    ['an array', () => '[1,2,3]', /not a Tenfold file/],
    ['no version', () => withField({ schemaVersion: 'three' }), /no valid schema version/],
    ['a fractional version', () => withField({ schemaVersion: 2.5 }), /no valid schema version/],
    ['a wrong type', () => withField({ commands: 'all of them' }), /damaged \(commands: /],
    ['an unknown key', () => withField({ cheat: true }), /damaged.*cheat/],
    ['a huge number', () => withField({ seed: 1e300 }), /damaged \(seed/],
    ['a huge number inside the table', () => withField({ table: { width: 1e308 } }), /table\.width: expected a number from .* got the number far too large to use/],
    ['an unknown ruleset', () => withField({ ruleset: 'chess' }), /ruleset/],
    ['__proto__ at the top', () => sampleText().replace('{', '{"__proto__":{"polluted":1},'), /forbidden key "__proto__"/],
    ['__proto__ deep inside', () => sampleText().replace('"table": {', '"table": {"__proto__": {"polluted": 1},'), /forbidden key "__proto__"/],
    ['constructor', () => withField({ table: { constructor: { prototype: { polluted: 1 } } } }), /forbidden key "(constructor|prototype)"/],
    ['nesting 100,000 deep', () => withField({ table: { a: 1 } }).replace('{"a":1}', '{"a":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}'), /nested|damaged/],
    ['a giant string', () => withField({ title: 'x'.repeat(5000) }), /damaged \(title/],
    ['too many commands', () => withField({ commands: Array.from({ length: 50_001 }, () => ({ type: 'move' })) }), /commands/],
  ];
  it.each(cases)('%s', (_name, make, message) => {
    const problem = refusal(make());
    expect(problem).toMatch(message);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses 100 MB of junk by its size, before parsing it', () => {
    const junk = 'x'.repeat(100 * 1024 * 1024);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(refusal(junk)).toBe('it is over the 20 MB limit (100.0 MB).');
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });
});
