/**
 * Old saves keep opening: a game saved by the release before owners chose their casualties
 * (schema version 4) is marked by the migration to version 5 with the rules revision it was played
 * under, and its engine replays it with the behaviour it was played with — to the same state as the
 * release's own engine reached (recorded beside each fixture when it was written).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../shared/core/game';
import { parseSaveFile, setupOfFile, MIGRATIONS, type SaveFile } from '../../../shared/savefile';
import { rulesetFor } from '../../../src-renderer/src/play/model/rulesets';
import { buildLog } from '../../../src-renderer/src/play/model/log';
import { fromSaveFile, toSaveText } from '../../../src-renderer/src/play/model/save';
import { issue } from '../../../src-renderer/src/play/model/session';
import { newSession, nextCommand } from '../play-ui/helpers';

const FIXTURES = new URL('../../fixtures/savefiles/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');

interface Expected {
  commands: number;
  state: Record<string, unknown>;
}

/** The parts of a state the release recorded (its shape then; fields added since are left out). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function digest(state: any): Record<string, unknown> {
  const units = Object.fromEntries(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    Object.entries(state.units).map(([id, u]: [string, any]) => [id, { status: u.status, shaken: u.shaken ?? null, fatigued: u.fatigued ?? null, models: u.models.map((m: any) => ({ id: m.id, x: m.x, y: m.y, wounds: m.wounds ?? 0 })) }]),
  );
  return { phase: state.phase, round: state.round ?? null, turn: state.turn, score: state.score ?? null, removed: state.removed ?? null, winner: state.winner ?? null, dice: state.dice, units };
}

function opened(name: string): SaveFile {
  const parsed = parseSaveFile(fixture(name));
  if (!parsed.ok) throw new Error(parsed.problem);
  expect(parsed.value.migratedFrom).toBe(4);
  return parsed.value.file;
}

describe.each([
  ['d10-wargame', 'v4-game-d10'],
  ['quality', 'v4-game-quality'],
] as const)('a %s game saved by the release before rules revision 2', (ruleset, name) => {
  const expected = JSON.parse(fixture(`${name}.expected.json`)) as Expected;

  it('D10.AMBIG.WOUNDS / QW.AMBIG.CASUALTIES: the migration marks it with rules revision 1, and it opens and replays to the very state the release reached', () => {
    const file = opened(`${name}.tenfold`);
    expect(file.ruleset).toBe(ruleset);
    expect((file.options as { setup: { options: { rulesRevision: number } } }).setup.options.rulesRevision).toBe(1);
    const game = fromSaveFile(file);
    if (!game.ok) return expect.fail(game.reason);
    expect(game.data.game.record.commands).toHaveLength(expected.commands);
    expect(digest(game.data.game.state)).toEqual(expected.state);
    // The battle log replayed reads as the one saved with it.
    expect(buildLog(game.data).map((l) => l.text)).toEqual(file.snapshot!.log.map((l) => l.text));
  });

  it('without the mark, the same commands would not replay to that state (the mark is what keeps the old game)', () => {
    const file = opened(`${name}.tenfold`);
    const setup = setupOfFile(file);
    if (!setup.ok) return expect.fail(setup.problem);
    const unmarked = setup.setup as { options: Record<string, unknown> };
    delete unmarked.options['rulesRevision'];
    const result = replay(rulesetFor(ruleset), { ruleset, setup: unmarked, commands: file.commands as never });
    expect(result.ok && JSON.stringify(digest(result.state)) === JSON.stringify(expected.state)).toBe(false);
  });
});

describe('the rules revision in saves written now', () => {
  it('a game written now names no revision (the current rules) and reopens to the same state', () => {
    let data = newSession('d10-wargame', { seed: 'written-now' });
    for (let i = 0; i < 120; i++) {
      const next = issue(data, nextCommand(data)!);
      if (!next.ok) throw new Error(next.reason);
      data = next.data;
    }
    const text = toSaveText(data, '0.2.0');
    if (!text.ok) return expect.fail(text.reason);
    const parsed = parseSaveFile(text.text);
    if (!parsed.ok) return expect.fail(parsed.problem);
    expect(parsed.value.migratedFrom).toBeNull();
    expect((parsed.value.file.options as { setup: { options: Record<string, unknown> } }).setup.options['rulesRevision']).toBeUndefined();
    const reopened = fromSaveFile(parsed.value.file);
    if (!reopened.ok) return expect.fail(reopened.reason);
    expect(reopened.data.game.state).toEqual(data.game.state);
  });

  it('the 4→5 step leaves a plan, a game without an engine setup, and a setup that names its revision as they are', () => {
    const step = MIGRATIONS.find((m) => m.from === 4)!;
    const base = { format: 'tenfold', schemaVersion: 4, title: 't', app: { version: '0.1.0' }, savedAt: '2026-01-01T00:00:00.000Z', ruleset: 'd10-wargame', armies: [], table: {}, seed: 1, commands: [] };
    expect(step.up({ ...base, kind: 'game' })).toEqual({ ...base, kind: 'game', schemaVersion: 5 });
    const named = { ...base, kind: 'game', options: { setup: { options: { rulesRevision: 2 } } } };
    expect(step.up(named)).toEqual({ ...named, schemaVersion: 5 });
    const bare = { ...base, kind: 'game', options: { setup: { armies: [[], []] } } };
    expect(step.up(bare)).toEqual({ ...bare, schemaVersion: 5, options: { setup: { armies: [[], []], options: { rulesRevision: 1 } } } });
  });
});

describe('a game and a plan saved at the current file version', () => {
  it('open unchanged: the game replays every command and reports from its replay, the plan is read as it was saved', () => {
    const game = parseSaveFile(fixture('v5-game.tenfold'));
    if (!game.ok) return expect.fail(game.problem);
    expect(game.value.migratedFrom).toBeNull();
    const reopened = fromSaveFile(game.value.file);
    if (!reopened.ok) return expect.fail(reopened.reason);
    expect(reopened.data.game.record.commands).toHaveLength(game.value.file.commands.length);
    expect(reopened.data.game.record.commands.filter((c) => c.type === 'allocateWounds').length).toBeGreaterThan(0);
    const plan = parseSaveFile(fixture('v5-plan.tenfold'));
    if (!plan.ok) return expect.fail(plan.problem);
    expect(plan.value.migratedFrom).toBeNull();
    expect(plan.value.file.kind).toBe('plan');
  });
});
