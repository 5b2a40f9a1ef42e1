/**
 * Deployment plans as `.tenfold` files in the browser build, as a player uses them: lay out a plan
 * on the Table screen (terrain, objectives, a deployment map, two armies, units placed and in
 * reserve), see it autosaved and recovered after a reload, save it, reload, open the saved file and
 * find the same plan. A damaged plan is refused with a message and the table stays as it was; a
 * game opened from the Table screen goes to the Play screen; a JSON plan from an older Tenfold opens.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CURRENT_SCHEMA_VERSION, parseSaveFile, type SaveFile } from '../../shared/savefile';
import { acceptNextDialog } from './dialogs';
import { ARTIFACTS, browserPerFile, openApp } from './harness';
import { clickTable, notice, tableReady } from './table-driver';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/savefiles/${name}`, import.meta.url));

const browser = browserPerFile();

const reportLines = (page: Page, section: string) => page.locator(`[data-section="${section}"] li`).allTextContents();
const planTitle = (page: Page) => page.getByRole('textbox', { name: 'Plan title' });

/** What the Table screen says about the plan: enough to tell one plan from another. */
async function planReport(page: Page): Promise<Record<string, string[]>> {
  const sections = ['deploy', 'objectives', 'problems'];
  const lines = await Promise.all(sections.map((section) => reportLines(page, section)));
  return {
    ...Object.fromEntries(sections.map((section, i) => [section, lines[i]!])),
    p1Table: await page.getByLabel("Player 1's units on the table").getByRole('button').allTextContents(),
    p2Table: await page.getByLabel("Player 2's units on the table").getByRole('button').allTextContents(),
    p1Reserve: await page.getByLabel("Player 1's reserves").allTextContents(),
  };
}

let downloads = 0;

/** Save As downloads the plan as well as keeping it in the browser: the file a player would mail. */
async function saveAs(page: Page): Promise<{ name: string; path: string; file: SaveFile }> {
  const download = page.waitForEvent('download');
  // The browser asks the name to keep it under, suggesting the plan's own.
  acceptNextDialog(page);
  await page.getByRole('button', { name: 'Save plan as…' }).click();
  const saved = await download;
  // Kept under its own name, as a player's file would be, so opening it shows that name.
  const path = join(ARTIFACTS, `plan-file-${++downloads}-${saved.suggestedFilename()}`);
  await saved.saveAs(path);
  const parsed = parseSaveFile(await readFile(path, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.problem);
  return { name: saved.suggestedFilename(), path, file: parsed.value.file };
}

async function openThroughChooser(page: Page, button: string, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

describe('deployment plans as .tenfold files in the browser', () => {
  it('lays out a plan, recovers it after a reload, saves it, and opens the saved file as the same plan', async () => {
    const app = await openApp(browser(), '#/table');
    const { page } = app;
    await tableReady(page);
    expect(await page.getByTestId('plan-file-status').textContent()).toContain('Not saved yet');

    // Terrain, objectives and a deployment map.
    await page.getByRole('button', { name: /^Forest/ }).click();
    await clickTable(page, 12, 24);
    await page.getByRole('button', { name: /^Building/ }).click();
    await clickTable(page, 36, 30);
    await page.getByRole('button', { name: 'Place objectives' }).click();
    await clickTable(page, 24, 24);
    await clickTable(page, 36, 18);
    await page.getByLabel('Deployment map').selectOption({ label: 'Dawn of War (6″ deep)' });
    await expect.poll(() => notice(page)).toBe('Deployment: Dawn of War (6″ deep)');

    // Both starter armies; a unit each on the table, one in reserve.
    await page.getByLabel("Player 1's army").selectOption({ label: 'Meridian Line — Patrol (starter)' });
    await page.getByLabel("Player 2's army").selectOption({ label: 'Cinder Host — Raiding Party (starter)' });
    await page.getByRole('button', { name: 'Deploy Line Captain' }).click();
    await clickTable(page, 8, 3);
    await expect.poll(() => notice(page)).toBe('Deployed Line Captain');
    await page.getByRole('button', { name: 'Deploy Cinder Warlord' }).click();
    await clickTable(page, 40, 45);
    await expect.poll(() => notice(page)).toBe('Deployed Cinder Warlord');
    await page.getByRole('button', { name: 'Put Line Squad 1 in reserve' }).click();
    await expect.poll(() => page.getByLabel("Player 1's reserves").textContent()).toContain('Line Squad 1');

    // The plan is the open document: its title in the header, unsaved and autosaved.
    await expect.poll(() => planTitle(page).inputValue()).toBe('New plan');
    await planTitle(page).fill('Ridge at dawn');
    await planTitle(page).press('Enter');
    await expect.poll(() => notice(page)).toBe('Renamed the plan "Ridge at dawn"');
    await page.getByRole('img', { name: 'Unsaved changes (autosaved)' }).waitFor();
    await expect.poll(() => page.title()).toBe('• Ridge at dawn.tenfold — Tenfold');
    const before = await planReport(page);
    expect(before.objectives).toHaveLength(2);
    expect(before.p1Table).toEqual(['Line Captain']);
    expect(before.p2Table).toEqual(['Cinder Warlord']);
    await app.screenshot('plan-file-01-laid-out');

    // A reload stands for a crash: the plan is offered for recovery and comes back on the Table screen.
    await page.goto(`${page.url().split('#')[0]}#/armies`);
    await page.reload();
    const prompt = page.getByRole('dialog', { name: 'Recover unsaved plans' });
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('Ridge at dawn');
    expect(await prompt.textContent()).toContain('Deployment plan ·');
    await app.screenshot('plan-file-01b-recovery-prompt');
    await prompt.getByRole('button', { name: 'Recover' }).click();
    await page.getByRole('heading', { level: 2, name: 'Plan a deployment' }).waitFor();
    await expect.poll(() => planTitle(page).inputValue()).toBe('Ridge at dawn');
    await expect.poll(() => planReport(page)).toEqual(before);

    // Save As: a .tenfold plan of the current version, with everything the table holds.
    const first = await saveAs(page);
    expect(first.name).toBe('Ridge at dawn.tenfold');
    expect(first.file).toMatchObject({ kind: 'plan', schemaVersion: CURRENT_SCHEMA_VERSION, title: 'Ridge at dawn', commands: [] });
    expect(first.file.deployment).toMatchObject({ map: 'dawn-of-war', reserves: [expect.stringMatching(/^0\//)] });
    expect(first.file.deployment?.placements.map((p) => p.unit)).toHaveLength(2);
    expect((first.file.table['terrain'] as unknown[]).length).toBe(2);
    await page.getByRole('status').filter({ hasText: 'Saved Ridge at dawn.tenfold' }).waitFor();
    expect(await page.getByRole('img', { name: /^Unsaved changes/ }).count()).toBe(0);

    // Saved: a reload offers nothing to recover, and the table starts empty.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Plan a deployment' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: /^Recover unsaved/ }).count()).toBe(0);
    expect(await reportLines(page, 'objectives')).not.toHaveLength(2);

    // Open the saved file: the same plan, not yet changed.
    await openThroughChooser(page, 'Open plan…', first.path);
    await expect.poll(() => notice(page)).toBe('Opened "Ridge at dawn"');
    await expect.poll(() => planReport(page)).toEqual(before);
    expect(await page.getByTestId('plan-file-status').textContent()).toContain('plan-file-1-Ridge at dawn.tenfold');
    expect(await page.getByRole('img', { name: /^Unsaved changes/ }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('table-canvas').getAttribute('data-view')).not.toBe('');
    await app.screenshot('plan-file-02-reopened');

    // Saved again, it is the same file (but for the time it was written).
    const again = await saveAs(page);
    expect({ ...again.file, savedAt: '' }).toEqual({ ...first.file, savedAt: '' });

    // The plan is in the recent list, and opens from there too.
    await page.getByText('Recent', { exact: true }).click();
    await page.getByRole('menu', { name: 'Recent files' }).getByRole('menuitem', { name: 'Ridge at dawn.tenfold' }).first().waitFor();
    await app.screenshot('plan-file-03-recent');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('refuses a damaged plan with a message and keeps the plan on the table; a game opens on the Play screen', async () => {
    const app = await openApp(browser(), '#/table');
    const { page } = app;
    await openThroughChooser(page, 'Open plan…', fixture('v4-plan.tenfold'));
    await expect.poll(() => notice(page)).toBe('Opened "Hill and woods"');
    await expect.poll(() => planTitle(page).inputValue()).toBe('Hill and woods');
    const before = await planReport(page);

    const damaged = (await readFile(fixture('v4-plan.tenfold'), 'utf8')).replace('"map": "diagonal"', '"map": "spiral"');
    await openThroughChooser(page, 'Open plan…', { name: 'spiral.tenfold', mimeType: 'application/json', buffer: Buffer.from(damaged) });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('spiral.tenfold cannot be opened: its deployment map "spiral" is not one the Table screen knows.');
    expect(await planTitle(page).inputValue()).toBe('Hill and woods');
    expect(await planReport(page)).toEqual(before);
    await app.screenshot('plan-file-04-refused');

    const hostile = Buffer.from('{"format":"tenfold","schemaVersion":4,"kind":"plan","__proto__":{"polluted":true}}');
    await openThroughChooser(page, 'Open plan…', { name: 'evil.tenfold', mimeType: 'application/json', buffer: hostile });
    await expect.poll(() => alert.textContent()).toContain('evil.tenfold cannot be opened: it contains the forbidden key "__proto__".');
    expect(await planReport(page)).toEqual(before);

    // A game picked on the Table screen is a game: it opens on the Play screen.
    await openThroughChooser(page, 'Open plan…', fixture('v3-game.tenfold'));
    await page.getByRole('heading', { level: 1, name: 'Play' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Game title' }).inputValue()).toBe('Bridge at Calder Ford');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('opens a JSON plan kept by an older Tenfold, as a new plan that saves as .tenfold', async () => {
    const app = await openApp(browser(), '#/table');
    const { page } = app;
    const old = {
      format: 'tenfold-plan',
      version: 1,
      name: 'Old crossroads',
      ruleset: 'd10-wargame',
      table: { width: 72, height: 48 },
      terrain: [{ id: 't1', kind: 'ruins', x: 30, y: 20, rotation: 45, points: [[-2, -2], [2, -2], [2, 2], [-2, 2]] }],
      deployment: 'standard',
      objectives: [{ id: 'o1', x: 36, y: 24 }],
      armies: [null, null],
      units: [],
      reserves: [],
      firstToDeploy: 0,
    };
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Open an older plan (.json)…').click();
    await (await chooser).setFiles({ name: 'old.tenfold-plan.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(old)) });
    await expect.poll(() => notice(page)).toBe('Opened "Old crossroads"');
    await expect.poll(() => planTitle(page).inputValue()).toBe('Old crossroads');
    expect(await page.getByLabel('Table width in inches').inputValue()).toBe('72');
    expect(await reportLines(page, 'objectives')).toHaveLength(1);
    expect(await page.getByTestId('plan-file-status').textContent()).toContain('Not saved yet');
    const saved = await saveAs(page);
    expect(saved.name).toBe('Old crossroads.tenfold');
    expect(saved.file).toMatchObject({ kind: 'plan', table: { width: 72, height: 48 }, deployment: { objectives: [{ id: 'o1', x: 36, y: 24 }] } });
    await app.screenshot('plan-file-05-older-plan');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
