/**
 * Saved games in the browser build, as a player uses them: open a game file through the file
 * chooser, change it (it is autosaved), reload the page as if the tab had crashed, recover it from
 * the prompt, save it, and see a broken file refused with a message while the app keeps running.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildReport, CURRENT_SCHEMA_VERSION, parseSaveFile, reportToHtml } from '../../shared/savefile';
import { acceptNextDialog } from './dialogs';
import { ARTIFACTS, browserPerFile, openApp } from './harness';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/savefiles/${name}`, import.meta.url));

const browser = browserPerFile();

async function openThroughChooser(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open…' }).click();
  await (await chooser).setFiles(file);
}

describe('saved games in the browser', () => {
  it('opens a game, autosaves a change, recovers it after a reload, and saves it', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    const title = page.getByRole('textbox', { name: 'Game title' });
    const unsaved = page.getByRole('img', { name: /^Unsaved changes/ });

    await openThroughChooser(page, fixture('v3-game.tenfold'));
    await expect.poll(() => title.inputValue()).toBe('Bridge at Calder Ford');
    expect(await page.getByRole('group', { name: 'Game file' }).textContent()).toContain('v3-game.tenfold');
    expect(await unsaved.count()).toBe(0);

    await title.fill('Bridge at dusk');
    await title.press('Enter');
    // The reload below stands for a crash: wait until the change is kept by the autosave.
    await page.getByRole('img', { name: 'Unsaved changes (autosaved)' }).waitFor();
    await expect.poll(() => page.title()).toBe('• v3-game.tenfold — Tenfold');
    await app.screenshot('savefile-unsaved');

    await page.reload();
    const prompt = page.getByRole('dialog', { name: 'Recover unsaved games' });
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('Bridge at dusk');
    await app.screenshot('savefile-recovery-prompt');
    await prompt.getByRole('button', { name: 'Recover' }).click();
    await prompt.waitFor({ state: 'detached' });
    await expect.poll(() => title.inputValue()).toBe('Bridge at dusk');
    await unsaved.waitFor();
    await app.screenshot('savefile-recovered');

    // It was never saved in this browser (a file from disk, then recovered): Save asks for a name.
    acceptNextDialog(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved Bridge at dusk.tenfold' }).waitFor();
    expect(await unsaved.count()).toBe(0);

    // Saved: a reload offers nothing to recover.
    await page.reload();
    await page.getByRole('navigation', { name: 'Screens' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: 'Recover unsaved games' }).count()).toBe(0);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('downloads the game with Save as…, as a file that opens again', async () => {
    const app = await openApp(browser(), '#/play');
    await openThroughChooser(app.page, fixture('v1-game.tenfold'));
    await app.page.getByRole('status').filter({ hasText: 'older Tenfold' }).waitFor();
    const download = app.page.waitForEvent('download');
    acceptNextDialog(app.page);
    await app.page.getByRole('button', { name: 'Save as…' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('v1-game.tenfold');
    const text = await readFile((await file.path())!, 'utf8');
    const parsed = parseSaveFile(text);
    expect(parsed.ok && parsed.value).toMatchObject({ migratedFrom: null, file: { title: 'Iron Wardens vs Red Host', schemaVersion: CURRENT_SCHEMA_VERSION } });
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('refuses a hostile file with a message naming the problem, and keeps the open game', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    await openThroughChooser(page, fixture('v3-game.tenfold'));
    await expect.poll(() => page.getByRole('textbox', { name: 'Game title' }).inputValue()).toBe('Bridge at Calder Ford');
    const hostile = Buffer.from('{"format":"tenfold","schemaVersion":3,"__proto__":{"isAdmin":true}}');
    await openThroughChooser(page, { name: 'evil.tenfold', mimeType: 'application/json', buffer: hostile });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('evil.tenfold cannot be opened: it contains the forbidden key "__proto__".');
    expect(await page.getByRole('textbox', { name: 'Game title' }).inputValue()).toBe('Bridge at Calder Ford');
    await app.screenshot('savefile-refused');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('exports the battle report as Markdown (a download) and prints it to a PDF that reads round by round', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    await openThroughChooser(page, fixture('v3-game.tenfold'));
    await expect.poll(() => page.getByRole('textbox', { name: 'Game title' }).inputValue()).toBe('Bridge at Calder Ford');
    await page.getByText('Export', { exact: true }).click();
    await app.screenshot('savefile-export-menu');
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Battle report (Markdown)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('v3-game report.md');
    const markdown = await readFile((await file.path())!, 'utf8');
    expect(markdown).toContain('## Round 2');
    expect(markdown).toContain('**Red Host wins.**');

    // The PDF is Chromium's print of the same document the desktop app sends to printToPDF.
    const parsed = parseSaveFile(await readFile(fixture('v3-game.tenfold'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.problem);
    const printer = await app.context.newPage();
    await printer.setContent(reportToHtml(buildReport(parsed.value.file)));
    const pdfPath = join(ARTIFACTS, 'savefile-report.pdf');
    await writeFile(pdfPath, await printer.pdf({ preferCSSPageSize: true, printBackground: true }));
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Bridge at Calder Ford');
    expect(text.indexOf('Deployment')).toBeLessThan(text.indexOf('Round 2'));
    expect(text).toContain('Red Host wins.');
    expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/Page size:.*\(A4\)/);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('asks before opening over unsaved work, opens a dropped file, and lists saved games as recent', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    const title = page.getByRole('textbox', { name: 'Game title' });
    await openThroughChooser(page, fixture('v3-game.tenfold'));
    await expect.poll(() => title.inputValue()).toBe('Bridge at Calder Ford');
    // A file from disk is kept in the browser under the name the player gives (suggested: its own).
    acceptNextDialog(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved v3-game.tenfold' }).waitFor();
    await title.fill('Changed');
    await title.press('Enter');
    await page.getByRole('img', { name: 'Unsaved changes (autosaved)' }).waitFor();

    // Dropping a game over unsaved work asks first; "Cancel" keeps the work.
    const questions: string[] = [];
    page.once('dialog', (dialog) => (questions.push(dialog.message()), void dialog.dismiss()));
    const drop = (text: string) =>
      page.evaluate((contents) => {
        const data = new DataTransfer();
        data.items.add(new File([contents], 'dropped.tenfold', { type: 'application/json' }));
        document.querySelector('main')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      }, text);
    const dropped = await readFile(fixture('v2-game.tenfold'), 'utf8');
    await drop(dropped);
    await expect.poll(() => questions).toEqual([expect.stringContaining('has unsaved changes')]);
    expect(await title.inputValue()).toBe('Changed');

    // Agreeing discards the changes and opens the dropped game.
    page.once('dialog', (dialog) => void dialog.accept());
    await drop(dropped);
    await expect.poll(() => title.inputValue()).toBe('Ruins at dusk');
    expect(await page.getByRole('img', { name: /^Unsaved changes/ }).count()).toBe(0);

    await page.getByText('Recent', { exact: true }).click();
    const recent = page.getByRole('menu', { name: 'Recent files' });
    await recent.getByRole('menuitem', { name: 'v3-game.tenfold' }).waitFor();
    await app.screenshot('savefile-recent');
    await recent.getByRole('menuitem', { name: 'v3-game.tenfold' }).click();
    await expect.poll(() => title.inputValue()).toBe('Bridge at Calder Ford');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
