/**
 * The Play board's arcs and sight, in the browser build: a deployed game opened from disk, a unit
 * clicked on the table, and the board draws its arcs and says how many enemy units it sees by the
 * ruleset's rules (the same answer the Play screen's model gives in Node); the "Show arcs & sight"
 * switch under the board turns it off and the choice is kept in the player's settings. One game of
 * Battle Forge (a model seen only with more than a third of it showing) and one D10 Wargame game
 * (any unobstructed line), each photographed at 1366×768.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rulesetFor } from '../../src-renderer/src/play/model/rulesets';
import { toSaveText } from '../../src-renderer/src/play/model/save';
import { issue, type SessionData } from '../../src-renderer/src/play/model/session';
import { sightSummary, unitSight, type UnitSight } from '../../src-renderer/src/play/model/sight';
import { decisionOf } from '../../src-renderer/src/play/model/turn';
import { boardOf } from '../../src-renderer/src/play/model/units';
import { newSession, nextCommand } from '../unit/play-ui/helpers';
import { ARTIFACTS, browserPerFile, openApp } from './harness';

const browser = browserPerFile();

/** The pre-game steps, while a click on the table places things rather than picking a unit. */
const SETUP = ['rollOff', 'chooseOrder', 'placeTerrain', 'deploy', 'placeObjective'];

/** A quick-start game played by the simple player until the pre-game steps are done and both armies stand on the table. */
function deployed(ruleset: string, seed: string): SessionData {
  let data = newSession(ruleset, { seed });
  const ready = () => !SETUP.includes(decisionOf(data).kind) && new Set(boardOf(data).units.filter((u) => u.status === 'table').map((u) => u.side)).size >= 2;
  for (let i = 0; i < 400 && !ready(); i++) {
    const next = issue(data, nextCommand(data)!);
    if (!next.ok) throw new Error(next.reason);
    data = next.data;
  }
  return { ...data, title: `Sight — ${rulesetFor(ruleset).name}` };
}

/** The first player's unit that sees the most enemy units (one that sees too little of some first). */
function watcher(data: SessionData): { sight: UnitSight; at: { x: number; y: number } } {
  const board = boardOf(data);
  const rules = rulesetFor(data.ruleset).tableRules;
  const sights = board.units.filter((u) => u.side === 0 && u.status === 'table').map((u) => unitSight(board, rules, u.id)!);
  const score = (s: UnitSight) => s.enemies.filter((e) => e.seen).length + 100 * s.enemies.filter((e) => !e.seen && e.los.status !== 'blocked').length;
  const best = sights.reduce((a, b) => (score(b) > score(a) ? b : a));
  const m = best.models[0]!;
  return { sight: best, at: { x: m.x, y: m.y } };
}

async function clickTable(page: Page, at: { x: number; y: number }): Promise<void> {
  const canvas = page.getByTestId('play-canvas');
  const view = JSON.parse((await canvas.getAttribute('data-view'))!) as { scale: number; offsetX: number; offsetY: number; tableHeight: number };
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + view.offsetX + at.x * view.scale, box.y + view.offsetY + (view.tableHeight - at.y) * view.scale);
}

async function openGame(page: Page, data: SessionData, fileName: string): Promise<void> {
  const text = toSaveText(data, '0.1.0');
  if (!text.ok) throw new Error(text.reason);
  const path = join(ARTIFACTS, fileName);
  await writeFile(path, text.text);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open…' }).click();
  await (await chooser).setFiles(path);
  await page.getByTestId('play-canvas').waitFor();
}

async function sightShown(ruleset: string, seed: string, shot: string): Promise<void> {
  const data = deployed(ruleset, seed);
  const { sight, at } = watcher(data);
  const seen = sight.enemies.filter((e) => e.seen).length;
  expect(seen).toBeGreaterThan(0);

  const app = await openApp(browser(), '#/play');
  const { page } = app;
  await page.setViewportSize({ width: 1366, height: 768 });
  await openGame(page, data, `${shot}.tenfold`);
  const toggle = page.getByRole('checkbox', { name: 'Show arcs & sight' });
  // On by default.
  expect(await toggle.isChecked()).toBe(true);

  await clickTable(page, at);
  const summary = page.getByTestId('play-sight');
  await expect.poll(() => summary.textContent()).toBe(sightSummary(sight));
  expect(await summary.textContent()).toMatch(new RegExp(`^Sees ${seen} enemy units?`));
  expect(await summary.getAttribute('data-seen')).toBe(String(seen));
  await app.screenshot(shot);
  await page.screenshot({ path: `/tmp/${shot}.png` });

  // Switched off: no summary (and nothing drawn); the choice is one of the player's settings.
  await toggle.uncheck();
  await expect.poll(() => summary.count()).toBe(0);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Settings' }).click();
  const setting = page.getByRole('checkbox', { name: /arcs and sight/ });
  expect(await setting.isChecked()).toBe(false);
  await setting.check();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Play' }).click();
  expect(await page.getByRole('checkbox', { name: 'Show arcs & sight' }).isChecked()).toBe(true);
  await expect.poll(() => page.getByTestId('play-sight').textContent()).toBe(sightSummary(sight));
  expect(app.errors).toEqual([]);
  await app.context.close();
}

describe('the selected unit\'s arcs and sight on the Play board', () => {
  it('BF.LOS.ONE_THIRD: a Battle Forge unit clicked on the table shows its arcs and the enemy units it sees, a model seen only with more than a third showing', async () => {
    await sightShown('battle-forge', 'play-sight-bf', 'play-sight-battle-forge');
  });

  it('D10.LOS.CLEAR: a D10 Wargame unit clicked on the table shows its arcs and every enemy unit any unobstructed line reaches', async () => {
    await sightShown('d10-wargame', 'play-sight-d10', 'play-sight-d10');
  });
});
