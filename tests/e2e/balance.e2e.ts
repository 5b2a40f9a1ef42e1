import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, openApp } from './harness';

const browser = browserPerFile();

const FIRST = 'Thornwall Wardens — Patrol (500 pts)';
const SECOND = 'Gravemarch Reavers — Raid (500 pts)';

const setup = (page: Page) => page.getByRole('form', { name: 'Balance run' });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Games played' });
const played = async (page: Page) => Number(await progress(page).getAttribute('aria-valuenow'));

describe('the Balance view', () => {
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    it(`at ${width}×${height}: pits the two Quality starter armies in 4 games with a moving progress bar, shows win rates with intervals, the score spread and the units' work, and cancels a second run`, async () => {
      const app = await openApp(browser(), '#/armies');
      const { page } = app;
      await page.setViewportSize({ width, height });
      await page.getByRole('heading', { level: 2, name: 'Your army library' }).waitFor();
      await page.getByRole('button', { name: 'Balance', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Balance' }).waitFor();

      const form = setup(page);
      await form.getByRole('combobox', { name: 'First army' }).selectOption({ label: FIRST });
      // Two rulesets cannot meet: the view says so and will not run.
      await form.getByRole('combobox', { name: 'Second army' }).selectOption({ label: 'Cinder Host — Raiding Party (500 pts)' });
      await form.getByRole('alert').getByText('pick two armies of the same ruleset').waitFor();
      expect(await form.getByRole('button', { name: /^Run / }).isDisabled()).toBe(true);
      await form.getByRole('combobox', { name: 'Second army' }).selectOption({ label: SECOND });
      expect(await form.getByRole('alert').count()).toBe(0);

      await form.getByRole('spinbutton', { name: 'Games' }).fill('4');
      expect(await form.getByRole('combobox', { name: 'Opponent' }).inputValue()).toBe('veteran');
      expect(await form.getByRole('spinbutton', { name: 'Seed' }).inputValue()).toBe('1');
      await form.getByRole('button', { name: 'Run 4 games' }).click();

      // The bar moves game by game while the games are played off the page's thread.
      await expect.poll(() => played(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
      expect(await progress(page).getAttribute('aria-valuemax')).toBe('4');
      await app.screenshot(`balance-running-${width}`);
      await page.getByRole('status').getByText('All 4 games played.').waitFor({ timeout: 120_000 });
      expect(await played(page)).toBe(4);
      expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);

      const results = page.getByRole('region', { name: 'Balance results' });
      for (const name of [FIRST, SECOND].map((l) => l.replace(/ \(500 pts\)$/, ''))) {
        const card = results.getByRole('article', { name: `${name} results` });
        expect(await card.textContent()).toMatch(/\d+%\s*won \(\d of 4\)/);
        expect(await card.textContent()).toMatch(/95% interval \d+%–\d+%/);
        const rows = results.getByRole('table', { name: `${name} units` }).getByRole('row');
        expect(await rows.count()).toBeGreaterThan(2);
      }
      expect(await results.getByText(/Mean length/).textContent()).toMatch(/\d+ decisions/);
      expect(await results.getByRole('img', { name: /^Score spread over 4 games/ }).count()).toBe(1);
      // Every game is a bar segment of the chart: four games, four in all.
      const segments = await results.locator('figure svg g.bin title').allTextContents();
      const counted = segments.map((t) => [...t.matchAll(/(\d+) (?:won|drawn)/g)].reduce((n, m) => n + Number(m[1]), 0));
      expect(counted.reduce((a, b) => a + b, 0)).toBe(4);
      await app.screenshot(`balance-results-${width}`);
      await results.getByRole('table').first().scrollIntoViewIfNeeded();
      await app.screenshot(`balance-units-${width}`);

      // Again with more games, and Cancel once one has ended: the run stops where it is and counts what was played.
      await form.getByRole('button', { name: '20', exact: true }).click();
      await form.getByRole('button', { name: 'Run 20 games' }).click();
      await page.getByRole('status').getByText('Playing game 1 of 20…').waitFor();
      expect(await form.getByRole('combobox', { name: 'First army' }).isDisabled()).toBe(true);
      await expect.poll(() => played(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('status').getByText(/^Cancelled after \d+ games? of 20; the figures below count those\.$/).waitFor();
      const kept = await played(page);
      expect(kept).toBeGreaterThanOrEqual(1);
      expect(kept).toBeLessThan(20);
      expect(await results.getByText(new RegExp(`^${kept} games? at 500 pts`)).count()).toBe(1);
      expect(await results.getByRole('img', { name: new RegExp(`^Score spread over ${kept} games?`) }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
      expect(await form.getByRole('button', { name: 'Run 20 games' }).isEnabled()).toBe(true);
      await app.screenshot(`balance-cancelled-${width}`);
      expect(app.errors).toEqual([]);
      await app.context.close();
    });
  }
});
