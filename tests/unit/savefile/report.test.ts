import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildReport, parseSaveFile, replayNarrator, reportOf, reportToHtml, reportToMarkdown, setupOfFile, type SaveFile } from '../../../shared/savefile';
import type { AnyRuleset } from '../../../shared/core/ruleset';

function open(name: string): SaveFile {
  const result = parseSaveFile(readFileSync(new URL(`../../fixtures/savefiles/${name}`, import.meta.url), 'utf8'));
  if (!result.ok) throw new Error(result.problem);
  return result.value.file;
}

describe('the battle report', () => {
  it('tells what happened round by round and who won, from the saved narration', () => {
    const report = buildReport(open('v3-game.tenfold'));
    expect(report.source).toBe('snapshot');
    expect(report.rounds.map((r) => r.round)).toEqual([0, 1, 2]);
    expect(report.rounds[2]!.events).toEqual([
      { side: 'red', text: 'Host Raiders charge Warden Squad and win the melee; Warden Squad is shaken.' },
      { text: 'Red Host holds the bridge objective.' },
    ]);
    expect(report.score).toEqual([
      { side: 'blue', name: 'Iron Wardens', points: 2 },
      { side: 'red', name: 'Red Host', points: 5 },
    ]);
    expect(report).toMatchObject({ finished: true, winner: 'Red Host', commands: 5, title: 'Bridge at Calder Ford' });
  });

  it('calls an unfinished game unfinished and a tie a draw', () => {
    expect(buildReport(open('v2-game.tenfold'))).toMatchObject({ finished: false, winner: null });
    const game = open('v3-game.tenfold');
    const tied = { ...game, snapshot: { ...game.snapshot!, score: game.snapshot!.score.map((s) => ({ ...s, points: 4 })) } };
    expect(reportToMarkdown(buildReport(tied))).toContain('**The game is a draw.**');
  });

  it('prefers the replay of the commands when the caller has the engine, and never reports the snapshot of a game whose replay is refused', () => {
    const game = open('v3-game.tenfold');
    const replayed = buildReport(game, () => ({
      ok: true,
      value: { log: [{ round: 1, text: 'Replayed.' }], score: [{ side: 'blue', name: 'Iron Wardens', points: 9 }], finished: true },
    }));
    expect(replayed).toMatchObject({ source: 'replay', winner: 'Iron Wardens', rounds: [{ round: 1, events: [{ text: 'Replayed.' }] }] });
    expect(buildReport(game, () => ({ ok: false, problem: 'no engine' }))).toMatchObject({ source: 'none', rounds: [], score: [], winner: null, finished: false });
    expect(reportOf(game, () => ({ ok: false, problem: 'no engine' }))).toEqual({ ok: false, problem: 'no engine' });
    // A file with nothing to replay (a plan) is reported from what it holds.
    expect(reportOf(game, () => ({ ok: true, value: null }))).toMatchObject({ ok: true, value: { source: 'snapshot', winner: 'Red Host' } });
  });

  it('writes Markdown with a heading per round and the final score table', () => {
    const markdown = reportToMarkdown(buildReport(open('v3-game.tenfold')));
    expect(markdown).toMatch(/^# Bridge at Calder Ford\n/);
    expect(markdown).toContain('## Deployment');
    expect(markdown).toContain('## Round 2');
    expect(markdown).toContain('| Red Host | 5 |');
    expect(markdown).toContain('**Red Host wins.**');
  });

  it('escapes the players’ words in the print document', () => {
    const game = { ...open('v3-game.tenfold'), title: '<script>alert(1)</script>' };
    const html = reportToHtml(buildReport(game));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('@page { size: A4');
  });
});

describe('the battle report from a replay of the commands', () => {
  // A two-command toy ruleset: enough to show the narrator drives init/apply/describe/score.
  const toy = {
    id: 'd10-wargame',
    saveData: { version: 1, steps: {} },
    logRound: (event: { type: string }, round: number) => (event.type === 'start' ? 1 : round + 1),
    init: () => ({ ok: true, state: { round: 1, hits: 0 }, events: [{ type: 'start' }] }),
    apply: (state: { round: number; hits: number }, command: { type: string }) =>
      command.type === 'bad'
        ? { ok: false, reason: 'no such move' }
        : { ok: true, state: { round: state.round + 1, hits: state.hits + 1 }, events: [{ type: 'hit' }] },
    describe: (event: { type: string }, state: { hits: number }) => `${event.type} (${state.hits})`,
    score: (state: { hits: number }) => ({ totals: [state.hits, 1], lines: [], result: { winner: 0, label: '', margin: 0 } }),
    isOver: () => true,
  } as unknown as AnyRuleset;
  const options = { rulesetOf: () => toy, setupOf: () => ({ ok: true as const, setup: {} }) };

  it('narrates each event in the ruleset’s words, by round, with the score it computes', () => {
    const game = { ...open('v3-game.tenfold'), commands: [{ type: 'move' }, { type: 'move' }] };
    const report = buildReport(game, replayNarrator(options));
    expect(report.source).toBe('replay');
    expect(report.rounds).toEqual([
      { round: 1, events: [{ text: 'start (0)' }] },
      { round: 2, events: [{ text: 'hit (1)' }] },
      { round: 3, events: [{ text: 'hit (2)' }] },
    ]);
    expect(report).toMatchObject({ winner: 'Iron Wardens', score: [{ name: 'Iron Wardens', points: 2 }, { name: 'Red Host', points: 1 }] });
  });

  it('refuses, in one sentence, a game whose command is refused, whose ruleset is unknown or whose engine throws, whatever its snapshot says', () => {
    const game = open('v3-game.tenfold');
    expect(replayNarrator(options)({ ...game, commands: [{ type: 'bad' }] })).toEqual({ ok: false, problem: 'command 1 (bad) in its log is refused by the rules: no such move.' });
    expect(replayNarrator({ ...options, rulesetOf: () => undefined })(game)).toMatchObject({ ok: false, problem: expect.stringMatching(/cannot play d10-wargame games/) });
    const throwing = { ...toy, init: () => { throw new Error('engine bug'); } } as unknown as AnyRuleset;
    const refused = reportOf(game, replayNarrator({ ...options, rulesetOf: () => throwing }));
    expect(refused).toEqual({ ok: false, problem: expect.stringMatching(/^its game could not be replayed/) });
    expect(JSON.stringify(refused)).not.toMatch(/engine bug/);
    expect(buildReport(game, replayNarrator({ ...options, rulesetOf: () => throwing })).winner).toBeNull();
  });

  it('replays a game from the setup the Play screen saved, with the seed the file carries', () => {
    const game = open('v3-game.tenfold');
    expect(setupOfFile({ ...game, seed: 42, options: { setup: { table: 'x' } } })).toEqual({ ok: true, setup: { table: 'x', seed: 42 } });
    for (const options of [undefined, {}, { setup: 'plan' }, { setup: [] }]) expect(setupOfFile({ ...game, options } as SaveFile)).toEqual({ ok: false, problem: expect.stringMatching(/no game setup to replay/) });
  });
});
