import { describe, expect, it } from 'vitest';
import { browserPerFile, openApp } from './harness';

const browser = browserPerFile();

describe('the Odds screen', () => {
  it('D10.SHOOT.AP_EXAMPLE: shows AP 2 against Defense 4+ defending on 6+, with exact expectations', async () => {
    const app = await openApp(browser(), '#/odds');
    const page = app.page;
    await page.getByLabel('Models firing').fill('10');
    await page.getByLabel('Ranged stat').fill('4');
    await page.getByLabel('AP', { exact: true }).fill('2');
    await page.getByLabel('Defense stat').fill('4');
    await page.getByLabel('Models left').fill('10');
    // 10 dice hit on 4+ (70%): 7 hits; each defends on 6+ (50%): 3.5 wounds.
    await expect.poll(() => page.getByTestId('odds-summary').textContent()).toContain('4+ to hit, 6+ to defend: 3.5 wounds expected');
    expect(await page.getByTestId('expected-hits').textContent()).toBe('7.00');
    expect(await page.getByTestId('expected-wounds').textContent()).toBe('3.50');
    await app.screenshot('odds-d10');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('D10.MELEE.EXHAUSTION_EFFECT: an exhausted unit hits only on a natural 10 in melee', async () => {
    const app = await openApp(browser(), '#/odds');
    const page = app.page;
    await page.getByRole('radio', { name: 'Melee' }).check();
    await page.getByLabel('Models firing').fill('10');
    await page.getByLabel('Melee stat').fill('3');
    await page.getByRole('checkbox', { name: /Combat exhausted/ }).check();
    await expect.poll(() => page.getByTestId('expected-hits').textContent()).toBe('1.00');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('QW.HIT.EX_NET: Quality 5+ holding, fatigued, at a target in cover needs a natural 6', async () => {
    const app = await openApp(browser(), '#/odds');
    const page = app.page;
    await page.getByRole('radio', { name: 'Quality' }).check();
    await page.getByLabel('Models in range').fill('10');
    await page.getByLabel('Attacker Quality').fill('5');
    await page.getByRole('checkbox', { name: /Held this turn/ }).check();
    await page.getByRole('checkbox', { name: 'Fatigued (−1 to hit)' }).check();
    await page.getByLabel('Cover').selectOption('soft');
    await expect.poll(() => page.getByTestId('odds-summary').textContent()).toMatch(/^6\+ to hit/);
    expect(await page.getByTestId('expected-hits').textContent()).toBe('5.00');
    await app.screenshot('odds-quality');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('refuses an impossible attack with a message instead of numbers', async () => {
    const app = await openApp(browser(), '#/odds');
    await app.page.getByLabel('Ranged tier').fill('5');
    await app.page.getByRole('alert').waitFor();
    expect(await app.page.getByRole('alert').textContent()).toMatch(/0 to 3/);
    expect(await app.page.getByTestId('odds-summary').count()).toBe(0);
    await app.context.close();
  });
});
