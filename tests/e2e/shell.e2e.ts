import { describe, expect, it } from 'vitest';
import { browserPerFile, openApp } from './harness';

const SCREENS = ['Armies', 'Table', 'Play', 'Odds', 'Rules', 'Settings'];

const browser = browserPerFile();

describe('the app frame', () => {
  it('visits every screen from the navigation, with no console errors, and keeps a screenshot of each', async () => {
    const app = await openApp(browser());
    for (const screen of SCREENS) {
      const id = screen.toLowerCase();
      await app.page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen }).click();
      await expect.poll(() => app.page.locator('main h1').textContent()).toBe(screen);
      await app.page.locator(`[data-screen="${id}"] > *`).first().waitFor();
      expect(await app.page.getByRole('link', { name: screen }).getAttribute('aria-current')).toBe('page');
      expect(app.page.url()).toContain(`#/${id}`);
      await app.screenshot(`shell-${id}`);
    }
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('switches screens with keyboard shortcuts and lists them in the help overlay', async () => {
    const app = await openApp(browser(), '#/armies');
    await app.page.keyboard.press('Control+4');
    await expect.poll(() => app.page.locator('main h1').textContent()).toBe('Odds');
    await app.page.keyboard.press('Shift+?');
    const dialog = app.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await dialog.getByText('Go to Table').count()).toBe(1);
    await app.screenshot('shell-shortcuts');
    await app.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('switches to the light theme and remembers it after a reload', async () => {
    const app = await openApp(browser(), '#/settings');
    const theme = () => app.page.evaluate(() => document.documentElement.dataset['theme']);
    await app.page.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(theme).toBe('light');
    await app.screenshot('shell-settings-light');
    await app.page.reload();
    await app.page.getByRole('navigation', { name: 'Screens' }).waitFor();
    await expect.poll(theme).toBe('light');
    expect(await app.page.locator('main h1').textContent()).toBe('Settings');
    await app.page.getByRole('link', { name: 'Armies' }).click();
    await app.screenshot('shell-armies-light');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
