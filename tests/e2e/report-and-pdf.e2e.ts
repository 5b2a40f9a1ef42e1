/**
 * Two slips seen in the browser build (issue 16): the battle report on the Result was raw Markdown,
 * and a PDF export said "PDF saved" when only the browser's print dialog had opened. The report now
 * reads as a report (headings, lists, the score as a table), with every name shown as typed, never
 * as markup; a PDF export in the browser says the print dialog opened and how to keep a PDF.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toSaveText } from '../../src-renderer/src/play/model/save';
import { newSession, playOn } from '../unit/play-ui/helpers';
import { ARTIFACTS, browserPerFile, openApp } from './harness';

const browser = browserPerFile();
const fixture = (path: string) => fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url));

/** Markup a player could type as a title or a name: it must show as these very characters. */
const TITLE = 'Ford <img src=x onerror="window.__injected=1"> **held** ## Round 9';
const PLAYER = 'Ann <script>window.__injected=2</script> | _left_';

describe('the battle report and PDF exports in the browser', () => {
  it('lays out the battle report as a report — headings, lists, the score as a table — with every name as typed, never as markup', async () => {
    const data = { ...playOn(newSession('d10-wargame', { rounds: 1, players: [PLAYER, 'Bob'] })), title: TITLE };
    const text = toSaveText(data, '0.1.0');
    if (!text.ok) throw new Error(text.reason);
    const path = join(ARTIFACTS, 'report-finished.tenfold');
    await writeFile(path, text.text);

    const app = await openApp(browser(), '#/play');
    const { page } = app;
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open a saved game file…' }).click();
    await (await chooser).setFiles(path);
    const result = page.getByRole('region', { name: 'Result' });
    await result.waitFor();
    await result.getByText('Battle report', { exact: true }).click();
    const report = result.getByRole('article', { name: 'Battle report' });
    await report.waitFor();

    expect(await report.getByRole('heading', { level: 3 }).textContent()).toBe(TITLE);
    const headings = await report.getByRole('heading', { level: 4 }).allTextContents();
    expect(headings[0]).toBe('Armies');
    expect(headings).toContain('Round 1');
    expect(headings.at(-1)).toBe('Final score');
    expect(await report.getByRole('region', { name: 'Round 1' }).getByRole('listitem').count()).toBeGreaterThan(3);
    const rows = report.getByRole('table').getByRole('row');
    expect(await rows.allTextContents()).toEqual(['SidePoints', expect.stringMatching(/^Meridian Line.*\d+$/), expect.stringMatching(/^Cinder Host.*\d+$/)]);
    expect(await report.locator('.outcome').textContent()).toMatch(/ wins\.$|^The game is a draw\.$/);

    // No Markdown shows through, and nothing typed became markup.
    const shown = (await report.textContent())!;
    expect(shown).not.toMatch(/^#|\n#|\|---|\\\*/);
    expect(shown).toContain(PLAYER);
    expect(await report.locator('img, script, b, strong, em').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    await result.screenshot({ path: join(ARTIFACTS, 'report-result.png') });
    for (const [width, height] of [[1366, 768], [1920, 1080]]) {
      await page.setViewportSize({ width: width!, height: height! });
      await app.screenshot(`report-result-${width}`);
    }
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('says the print dialog opened, not that a PDF was saved, for the battle report and for army cards', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    const game = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open…' }).click();
    await (await game).setFiles(fixture('savefiles/v3-game.tenfold'));
    await expect.poll(() => page.getByRole('textbox', { name: 'Game title' }).inputValue()).toBe('Bridge at Calder Ford');
    await page.getByText('Export', { exact: true }).click();
    await page.getByRole('menuitem', { name: 'Battle report (PDF)' }).click();
    const fileNotice = page.getByRole('group', { name: 'Game file' }).getByRole('status');
    await expect.poll(() => fileNotice.textContent()).toContain('Opened the print dialog for the battle report. To keep a PDF, choose “Save as PDF” as the printer there.');
    expect(await fileNotice.textContent()).not.toMatch(/Exported|saved/);

    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Armies' }).click();
    const army = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import army file…' }).click();
    await (await army).setFiles(fixture('armies/meridian-1000-legal.json'));
    await page.getByRole('button', { name: 'Open Meridian Line — Regiment', exact: true }).click();
    await page.getByRole('button', { name: 'Army cards' }).click();
    await page.getByTitle('Print preview').waitFor();
    await page.getByRole('button', { name: 'Export PDF…' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'print dialog for the army cards' });
    await expect.poll(() => notice.textContent()).toContain('Opened the print dialog for the army cards. To keep a PDF, choose “Save as PDF” as the printer there.');
    expect(await page.getByText(/PDF saved/).count()).toBe(0);
    await app.screenshot('report-cards-print-dialog');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
