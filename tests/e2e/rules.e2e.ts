import { describe, expect, it } from 'vitest';
import { browserPerFile, openApp } from './harness';

const browser = browserPerFile();

describe('the Rules screen', () => {
  it('shows the quick reference and Tenfold’s readings, and finds a rule by word or id', async () => {
    const app = await openApp(browser(), '#/rules');
    const page = app.page;
    const reference = page.getByRole('region', { name: 'Quick reference' });
    const notes = page.getByRole('region', { name: 'How Tenfold reads unclear rules' });
    await reference.getByRole('heading', { name: 'Shooting' }).waitFor();
    expect(await notes.locator('article').count()).toBeGreaterThan(40);
    await app.screenshot('rules-d10');

    await page.getByLabel('Search the rules').fill('rally');
    await expect.poll(() => reference.getByRole('heading', { name: 'Morale and rallying' }).count()).toBe(1);
    expect(await reference.getByRole('heading', { name: 'Shooting' }).count()).toBe(0);
    await page.getByLabel('Search the rules').fill('D10.AMBIG.STACKING');
    await expect.poll(() => notes.locator('article').count()).toBe(1);

    await page.getByLabel('Search the rules').fill('');
    await page.getByRole('tab', { name: 'Quality' }).click();
    await reference.getByRole('heading', { name: 'Fatigue' }).waitFor();
    await app.screenshot('rules-quality');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
