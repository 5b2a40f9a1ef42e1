/**
 * Long games: one undo and opening the file of a 5,000-command game, for both rulesets.
 *   game.undo_ms_5000        one undo at 5,000 commands of a D10 game (median; target under 50 ms)
 *   game.undo_worst_ms_5000  the slowest single undo at any length from 4,937 to 5,000 (one
 *                            checkpoint spacing: the undo farthest from a checkpoint is in there)
 *   game.open_ms_5000        opening that game's .tenfold text as the Play screen does (parse,
 *                            replay every command, log and checkpoints)
 *   game.quality_*           the same for a 5,000-command Quality game
 * The games are real commands driven by a seeded player (tests/unit/game/long-game.ts).
 * Run with `npm run bench long-game`.
 */
import { SAMPLE_ARMIES } from '../support/content';
import { fromSaveText, toSaveText } from '../../src-renderer/src/play/model/save';
import { issue, startSession, undoStep, type SessionData } from '../../src-renderer/src/play/model/session';
import type { PlayRulesetId } from '../../src-renderer/src/play/model/rulesets';
import { longD10Game, longQualityGame, type LongGame } from '../unit/game/long-game';
import { median, record } from './record';

const LENGTH = 5000;

function armyText(faction: string, points: number): string {
  return JSON.stringify(SAMPLE_ARMIES[faction]!.find((a) => a.pointsLimit === points) ?? SAMPLE_ARMIES[faction]![0]);
}

function session(id: PlayRulesetId, game: LongGame, files: [string, string]): SessionData {
  const started = startSession(id, game.setup, 'A long game', ['Meridian', 'Cinder'], files);
  if (!started.ok) throw new Error(started.reason);
  let data = started.data;
  for (const c of game.commands) {
    const next = issue(data, c);
    if (!next.ok) throw new Error(next.reason);
    data = next.data;
  }
  return data;
}

function time<T>(run: () => T): { ms: number; value: T } {
  const t0 = performance.now();
  const value = run();
  return { ms: performance.now() - t0, value };
}

function measure(prefix: string, id: PlayRulesetId, game: LongGame, files: [string, string]): void {
  const built = time(() => session(id, game, files));
  const data = built.value;
  if (data.game.record.commands.length !== LENGTH) throw new Error(`the game is ${data.game.record.commands.length} commands long`);
  const saved = toSaveText(data, 'bench');
  if (!saved.ok) throw new Error(saved.reason);

  const opens: number[] = [];
  for (let i = 0; i < 5; i++) {
    // Each open reads a file of its own title: the Play screen remembers the last game it accepted
    // (so the document's check and the screen's open replay it once), and a repeat would measure that.
    const text = saved.text.replace(/"title":\s*"/, (found) => `${found}Open ${i + 1}: `);
    if (text === saved.text) throw new Error('the file has no title to vary');
    const opened = time(() => fromSaveText(text));
    if (!opened.value.ok) throw new Error(opened.value.reason);
    if (opened.value.data.game.record.commands.length !== LENGTH) throw new Error('the opened game lost commands');
    opens.push(opened.ms);
  }

  // One undo from the same 5,000-command game each time (a game is an immutable value).
  const undos: number[] = [];
  for (let i = 0; i < 15; i++) {
    const undone = time(() => undoStep(data));
    if (!undone.value.ok) throw new Error(undone.value.reason);
    undos.push(undone.ms);
  }

  // The worst undo: one at every length over the last stretch between checkpoints.
  let worst = 0;
  let back: SessionData = data;
  const stretch: SessionData[] = [];
  for (let i = 0; i < 64; i++) {
    stretch.push(back);
    const u = undoStep(back);
    if (!u.ok) throw new Error(u.reason);
    back = u.data;
  }
  for (const d of stretch) {
    const undone = time(() => undoStep({ ...d, game: { ...d.game, checkpoints: d.game.checkpoints && { spaced: d.game.checkpoints.spaced, trail: [] } } }));
    if (!undone.value.ok) throw new Error(undone.value.reason);
    worst = Math.max(worst, undone.ms);
  }
  console.log(`${prefix}: ${LENGTH} commands, built command by command in ${built.ms.toFixed(0)} ms; file ${(saved.text.length / 1e6).toFixed(1)} MB`);
  record({
    [`${prefix}undo_ms_5000`]: { value: median(undos), unit: 'ms' },
    [`${prefix}undo_worst_ms_5000`]: { value: worst, unit: 'ms' },
    [`${prefix}open_ms_5000`]: { value: median(opens), unit: 'ms' },
  });
}

measure('game.', 'd10-wargame', longD10Game(LENGTH, 1), [armyText('meridian-line', 1500), armyText('cinder-host', 1500)]);
measure('game.quality_', 'quality', longQualityGame(LENGTH, 1), [armyText('thornwall-wardens', 500), armyText('gravemarch-reavers', 500)]);
