import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, browserPerFile, openApp, type AppPage } from './harness';

const browser = browserPerFile();

const unit = (uid: string, profile: string, models: number, options: string[] = []) => ({ uid, profile, models, options });

/** A legal 1000-point Meridian Line list of ten units: more than one sheet of nine cards. */
const LEGAL = {
  format: 'tenfold-army',
  version: 1,
  id: 'cards-e2e',
  name: 'Meridian Cards',
  pointsLimit: 1000,
  ruleset: 'd10-wargame',
  faction: 'meridian-line',
  units: [
    unit('u1', 'line-captain', 1, ['refractor-field']),
    unit('u2', 'line-squad', 10, ['light-autocannon']),
    unit('u3', 'line-squad', 10),
    unit('u4', 'levy-squad', 7, ['bayonets']),
    unit('u5', 'veteran-guard', 5, ['carapace-plate']),
    unit('u6', 'marksman-team', 3, ['special-ammunition']),
    unit('u7', 'bastion-tank', 1, ['lance-projector']),
    unit('u8', 'mortar-battery', 2),
    unit('u9', 'outrider-squadron', 4),
    unit('u10', 'strider-walker', 1),
  ],
};

/** The same list with a third Heavy Support unit and over its points: two problems. */
const ILLEGAL = { ...LEGAL, id: 'cards-e2e-illegal', name: 'Meridian Broken', units: [...LEGAL.units, unit('u11', 'lance-battery', 2)] };

async function importArmy(app: AppPage, army: object, file: string): Promise<void> {
  const path = join(ARTIFACTS, file);
  writeFileSync(path, JSON.stringify(army));
  const [chooser] = await Promise.all([
    app.page.waitForEvent('filechooser'),
    app.page.getByRole('button', { name: 'Import army file…' }).click(),
  ]);
  await chooser.setFiles(path);
  await app.page.getByText(`Imported ${(army as { name: string }).name} from ${file}.`).waitFor();
}

async function openCards(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: `Open ${name}`, exact: true }).click();
  await page.getByRole('button', { name: 'Army cards' }).click();
  const frame = page.getByTitle('Print preview');
  await frame.waitFor();
  return (await frame.getAttribute('srcdoc')) ?? '';
}

/** Renders the preview's own HTML to PDF with its CSS page size, as Electron's printToPDF does. */
async function toPdf(html: string, name: string): Promise<{ pdf: string; pages: number; size: string; text: string; cards: number }> {
  const context = await browser().newContext();
  const page = await context.newPage();
  await page.setContent(html);
  const cards = await page.locator('.card').count();
  // No card may cut its text off at the edge: a unit that does not fit continues on another card.
  const clipped = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.card')).filter((c) => c.scrollHeight > c.clientHeight + 1).map((c) => c.querySelector('h2')?.textContent),
  );
  expect(clipped).toEqual([]);
  const pdf = join(ARTIFACTS, `${name}.pdf`);
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  await context.close();
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const size = /^Page size:\s+(.+)$/m.exec(info)?.[1] ?? '';
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', pdf, join(ARTIFACTS, `${name}-page1`)]);
  return { pdf, pages, size, text, cards };
}

/** pdfinfo's page size in millimetres (it reports points, 72 to the inch). */
function pageMm(size: string): [number, number] {
  const [, w, h] = /^([\d.]+) x ([\d.]+) pts/.exec(size)!;
  return [(Number(w) * 25.4) / 72, (Number(h) * 25.4) / 72];
}

function expectPaper(size: string, width: number, height: number): void {
  const [w, h] = pageMm(size);
  expect(Math.abs(w - width), `width of ${size}`).toBeLessThan(0.5);
  expect(Math.abs(h - height), `height of ${size}`).toBeLessThan(0.5);
}

function expectUnitsIn(text: string, units: { name: string; points: number }[]): void {
  const flat = text.replace(/\s+/g, ' ');
  for (const u of units) expect(flat, `${u.name} with ${u.points} pts`).toContain(`${u.name} ${u.points} pts`);
}

/** Every unit's name and points, as the editor shows them (from the rules core). */
async function listedUnits(page: Page): Promise<{ name: string; points: number }[]> {
  await page.getByRole('button', { name: '← Editor' }).click();
  const articles = page.getByRole('region', { name: 'Army editor' }).getByRole('article');
  const units: { name: string; points: number }[] = [];
  for (const article of await articles.all()) {
    const name = (await article.getByRole('heading', { level: 4 }).textContent())!.trim();
    const points = Number((await article.locator('.points strong').textContent())!.trim());
    units.push({ name, points });
  }
  return units;
}

describe('army cards', () => {
  it('prints a legal list as 63×88 mm cards, nine to an A4 page, with every unit’s name and points in the PDF', async () => {
    const app = await openApp(browser(), '#/armies', 'light');
    await importArmy(app, LEGAL, 'cards-legal.json');
    const html = await openCards(app.page, 'Meridian Cards');
    expect(html).not.toMatch(/<script/i);
    await app.page.getByText('This army is not legal').waitFor({ state: 'detached' });
    await app.screenshot('cards-preview');

    const result = await toPdf(html, 'cards-a4');
    expectPaper(result.size, 210, 297);
    expect(result.cards).toBeGreaterThanOrEqual(LEGAL.units.length);
    expect(result.pages).toBe(Math.ceil(result.cards / 9));
    expect(result.pages).toBe(2);
    const units = await listedUnits(app.page);
    expect(units).toHaveLength(LEGAL.units.length);
    expectUnitsIn(result.text, units);
    expect(result.text).toContain('1000 of 1000 points');
    expect(result.text).not.toContain('not legal');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('D10.ARMY.HEAVY_0_2, D10.ARMY.POINT_LIMIT: prints the roster on Letter paper, and an illegal army with its problems on the first page', async () => {
    const app = await openApp(browser(), '#/armies');
    await importArmy(app, ILLEGAL, 'cards-illegal.json');
    await openCards(app.page, 'Meridian Broken');
    await app.page.getByRole('combobox', { name: 'Paper' }).selectOption('Letter');
    await app.page.getByRole('radio', { name: 'Roster page' }).check();
    await app.page.getByText('This army is not legal: its problems print on the first page.').waitFor();
    await app.screenshot('cards-roster-illegal');
    const roster = (await app.page.getByTitle('Print preview').getAttribute('srcdoc')) ?? '';

    const printed = await toPdf(roster, 'roster-letter-illegal');
    expectPaper(printed.size, 215.9, 279.4);
    const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', printed.pdf, '-'], { encoding: 'utf8' });
    expect(firstPage).toContain('This army is not legal');
    expect(firstPage).toContain('D10.ARMY.HEAVY_0_2');
    expect(firstPage).toContain('D10.ARMY.POINT_LIMIT');

    await app.page.getByRole('radio', { name: 'Cards (63×88 mm)' }).check();
    const cards = (await app.page.getByTitle('Print preview').getAttribute('srcdoc')) ?? '';
    const sheets = await toPdf(cards, 'cards-letter-illegal');
    expectPaper(sheets.size, 215.9, 279.4);
    // The notice page, then the cards.
    expect(sheets.pages).toBe(1 + Math.ceil(sheets.cards / 9));
    const notice = execFileSync('pdftotext', ['-f', '1', '-l', '1', sheets.pdf, '-'], { encoding: 'utf8' });
    expect(notice).toContain('This army is not legal');
    expectUnitsIn(sheets.text, await listedUnits(app.page));
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
