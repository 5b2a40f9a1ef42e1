/**
 * A deployment planned on the Table screen starts a game (issue 16): plan the table, its terrain,
 * the objectives and both armies on the Table screen, press "Play this deployment", start the game,
 * and find every unit on the Play board where it was planned — the steps the plan answered skipped.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serializeSaveFile } from '../../shared/savefile';
import { planToSaveFile } from '../../src-renderer/src/plan/plan-savefile';
import { plannedFrom } from '../unit/play-ui/planned';
import { ARTIFACTS, browserPerFile, openApp } from './harness';
import { clickTable, notice, tableReady } from './table-driver';

const browser = browserPerFile();

/** The selected unit's first model on the Table screen, as its selection panel gives it. */
async function plannedFirstModel(page: Page, unit: string): Promise<{ x: number; y: number }> {
  await page.getByRole('button', { name: `Select ${unit}`, exact: true }).click();
  await expect.poll(() => page.locator('#selection-title').textContent()).toBe(unit);
  return {
    x: Number(await page.getByLabel('First model across the table, inches').inputValue()),
    y: Number(await page.getByLabel('First model up the table, inches').inputValue()),
  };
}

/** Clicks the Play board at a table point (inches) and returns the selected unit's first model. */
async function selectOnBoard(page: Page, x: number, y: number): Promise<{ x: number; y: number } | null> {
  const canvas = page.getByTestId('play-canvas');
  const box = (await canvas.boundingBox())!;
  const view = JSON.parse((await canvas.getAttribute('data-view'))!) as { scale: number; offsetX: number; offsetY: number; tableHeight: number };
  await page.mouse.click(box.x + view.offsetX + x * view.scale, box.y + view.offsetY + (view.tableHeight - y) * view.scale);
  await expect.poll(() => canvas.getAttribute('data-selected-model')).not.toBe('');
  return JSON.parse((await canvas.getAttribute('data-selected-model'))!) as { x: number; y: number };
}

describe('a deployment planned on the Table screen starts a game', () => {
  it('D10.SETUP.DEPLOY_FIRST: plans a D10 deployment, plays it, and finds every unit where it was planned at Round 1', async () => {
    const app = await openApp(browser(), '#/table');
    const { page } = app;
    await tableReady(page);

    // The table: a forest, three objectives, the starter armies deployed in turn, one unit each in reserve.
    await page.getByRole('button', { name: /^Forest/ }).click();
    await clickTable(page, 24, 33);
    await page.getByRole('button', { name: 'Place objectives' }).click();
    for (const x of [12, 24, 36]) await clickTable(page, x, 24);
    await page.getByLabel("Player 1's army").selectOption({ label: 'Meridian Line — Patrol (starter)' });
    await page.getByLabel("Player 2's army").selectOption({ label: 'Cinder Host — Raiding Party (starter)' });
    const p1 = ['Line Captain', 'Line Squad 1', 'Line Squad 2', 'Veteran Guard', 'Mortar Battery'];
    const p2 = ['Cinder Warlord', 'Raider Mob 1', 'Raider Mob 2', 'Chrome Butchers', 'Howler Pack'];
    for (let i = 0; i < p1.length; i++) {
      await page.getByRole('button', { name: `Deploy ${p1[i]}` }).click();
      await clickTable(page, 5 + i * 9.5, 5);
      await expect.poll(() => notice(page)).toBe(`Deployed ${p1[i]}`);
      await page.getByRole('button', { name: `Deploy ${p2[i]}` }).click();
      await clickTable(page, 5 + i * 9.5, 43);
      await expect.poll(() => notice(page)).toBe(`Deployed ${p2[i]}`);
    }
    await page.getByRole('button', { name: 'Put Pathfinder Squad in reserve' }).click();
    await page.getByRole('button', { name: 'Put Harpoon Crew in reserve' }).click();
    await page.getByRole('textbox', { name: 'Plan title' }).fill('Ridge at dawn');
    await page.getByRole('textbox', { name: 'Plan title' }).press('Enter');
    await expect.poll(() => notice(page)).toBe('Renamed the plan "Ridge at dawn"');
    const planned = { squad: await plannedFirstModel(page, 'Line Squad 2'), mob: await plannedFirstModel(page, 'Raider Mob 1') };
    for (const [width, height] of [[1366, 768], [1920, 1080]]) {
      await page.setViewportSize({ width: width!, height: height! });
      await app.screenshot(`play-plan-01-table-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Play it: the wizard says what the plan answers and asks only the rest.
    await page.getByRole('button', { name: 'Play this deployment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Play' }).waitFor();
    const plannedBox = page.getByRole('group', { name: 'Planned deployment' });
    await expect.poll(() => plannedBox.getByTestId('planned-deployment').textContent()).toBe('Ridge at dawn from the Table screen');
    expect(await plannedBox.textContent()).toContain('48″ × 48″ · 1 terrain piece · Standard (12″ deep) · 10 units on the table · 2 in reserve · 3 objectives');
    expect(await page.getByLabel('Player 1 army').isDisabled()).toBe(true);
    expect(await page.getByLabel('Deployment', { exact: true }).count()).toBe(0);
    const reserves = page.getByRole('checkbox', { name: /^Reserves/ });
    expect([await reserves.isChecked(), await reserves.isDisabled()]).toEqual([true, true]);
    for (const [width, height] of [[1366, 768], [1920, 1080]]) {
      await page.setViewportSize({ width: width!, height: height! });
      await app.screenshot(`play-plan-02-wizard-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Start the game' }).click();

    // No roll-off, terrain or deployment step: Round 1, the plan's deployer activating second.
    await expect.poll(() => page.getByTestId('turn-prompt').textContent()).toMatch(/Player 2: choose a unit to activate \(round 1\)/);
    const log = (await page.getByTestId('game-log').textContent()) ?? '';
    expect(log).toContain('The table, terrain and deployment were agreed before the game: Player 1 deployed first, so Player 2 activates first.');
    expect(log).toContain('Pathfinder Squad is held in reserve.');
    expect(log).not.toMatch(/roll-off/);
    expect(await page.getByRole('toolbar', { name: 'Game' }).textContent()).toContain('Ridge at dawn: Meridian Line — Patrol vs Cinder Host — Raiding Party');

    // The units stand where they were planned: a click on the board there selects them, at those inches.
    // The selection panel shows tenths of an inch.
    const near = (got: { x: number; y: number } | null, want: { x: number; y: number }) => {
      expect(got!.x).toBeCloseTo(want.x, 1);
      expect(got!.y).toBeCloseTo(want.y, 1);
    };
    near(await selectOnBoard(page, planned.squad.x, planned.squad.y), planned.squad);
    expect(await page.getByRole('region', { name: 'Selected unit' }).textContent()).toContain('Line Squad');
    near(await selectOnBoard(page, planned.mob.x, planned.mob.y), planned.mob);
    expect(await page.getByRole('region', { name: 'Selected unit' }).textContent()).toContain('Raider Mob');
    for (const [width, height] of [[1366, 768], [1920, 1080]]) {
      await page.setViewportSize({ width: width!, height: height! });
      await app.screenshot(`play-plan-03-round1-${width}`);
    }

    // The game is the open document now, new and unsaved; the plan was never saved, so its last
    // changes are kept to recover, with the game's, should the page go away.
    expect(await page.getByTestId('document-name').textContent()).toBe('not saved yet');
    expect(await page.getByRole('textbox', { name: 'Game title' }).inputValue()).toBe('Ridge at dawn: Meridian Line — Patrol vs Cinder Host — Raiding Party');
    await page.getByRole('img', { name: 'Unsaved changes (autosaved)' }).waitFor();
    await page.reload();
    const prompt = page.getByRole('dialog', { name: 'Recover unsaved games and plans' });
    await prompt.waitFor();
    const offered = await prompt.getByRole('listitem').allTextContents();
    expect(offered).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Ridge at dawn Deployment plan · last changed/), expect.stringMatching(/^Ridge at dawn: Meridian Line — Patrol vs Cinder Host — Raiding Party Game · last changed/)]),
    );
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('refuses a plan that breaks a deployment rule, with the engine\'s reason, and starts nothing', async () => {
    const app = await openApp(browser(), '#/table');
    const { page } = app;
    await tableReady(page);
    await page.getByLabel("Player 1's army").selectOption({ label: 'Meridian Line — Patrol (starter)' });
    await page.getByLabel("Player 2's army").selectOption({ label: 'Cinder Host — Raiding Party (starter)' });
    // Only one unit deployed: the plan still lacks the rest.
    await page.getByRole('button', { name: 'Deploy Line Captain' }).click();
    await clickTable(page, 8, 5);
    await expect.poll(() => notice(page)).toBe('Deployed Line Captain');
    // The wizard offers the plan on the Table screen too.
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Use the plan on the Table screen: New plan' }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('The planned deployment cannot be played: Cinder Warlord (Player 2) is neither on the table nor in reserve.');
    expect(await page.getByRole('form', { name: 'New game' }).count()).toBe(1);
    expect(await page.getByTestId('turn-prompt').count()).toBe(0);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('QW.SEQ.SETUP_FIRST: a Quality plan file starts a game with every unit where it was planned, at the initiative roll-off', async () => {
    // A Quality deployment planned and saved as a .tenfold plan file.
    const { plan } = plannedFrom('quality', { width: 48, height: 36 });
    const file = planToSaveFile({ ...plan, name: 'Hollow crossing' }, '0.1.0');
    if (!file.ok) throw new Error(file.reason);
    const text = serializeSaveFile(file.value);
    if (!text.ok) throw new Error(text.problem);
    const path = join(ARTIFACTS, 'Hollow crossing.tenfold');
    await writeFile(path, text.value);
    const first = plan.units[0]!.models[0]!;

    const app = await openApp(browser(), '#/play');
    const { page } = app;
    await page.getByLabel('Plan file').setInputFiles(path);
    await expect.poll(() => page.getByTestId('planned-deployment').textContent()).toBe('Hollow crossing from Hollow crossing.tenfold');
    expect(await page.getByRole('radio', { name: 'Quality Wargame' }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Planned deployment' }).textContent()).toContain('the players still roll off for initiative (QW.SEQ.INITIATIVE)');
    await app.screenshot('play-plan-04-quality-wizard');
    await page.getByRole('button', { name: 'Start the game' }).click();

    await page.getByRole('button', { name: 'Roll off for initiative' }).waitFor();
    expect(await page.getByTestId('game-log').textContent()).toContain('The table, terrain and deployment were agreed before the game; Player 1 deployed first.');
    const got = await selectOnBoard(page, first.x, first.y);
    expect(got!.x).toBeCloseTo(first.x, 3);
    expect(got!.y).toBeCloseTo(first.y, 3);
    await app.screenshot('play-plan-05-quality-deployed');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
