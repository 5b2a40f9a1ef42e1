import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, openApp } from './harness';
import { logText } from './play-driver';

const browser = browserPerFile();

describe('a Command Point on a reserve roll, on the Play screen', () => {
  it('D10.CP.PLUS_ONE / D10.RESERVE.FROM_ROUND_2: the Start of Round 2 waits for the player with a point and a unit in reserve, who spends it on that roll', async () => {
    const app = await openApp(browser(), '#/play');
    const page = app.page;
    await page.getByRole('button', { name: /Quick start/ }).click();
    await page.getByLabel('Dice seed').fill('e2e-reserve-window');
    await page.getByRole('checkbox', { name: /Command Points/ }).check();
    await page.getByRole('checkbox', { name: /Reserves/ }).check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'Roll off for initiative' }).click();
    await page.getByRole('button', { name: 'Confirm the order of play' }).click();
    // A unit of the first to deploy (not its HQ, whose Command Point pays for the roll) waits in reserve.
    await page.getByLabel('Unit to deploy').selectOption({ index: 1 });
    const held = (await page.getByLabel('Unit to deploy').locator('option:checked').textContent())!.replace(/ \(\d+ models\)$/, '');
    await page.getByRole('button', { name: 'Hold in reserve' }).click();
    for (let i = 0; i < 11; i++) await page.getByRole('button', { name: 'Deploy at a suggested spot' }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Place at a suggested spot' }).click();

    const roll = page.getByRole('button', { name: 'Roll for reserves' });
    // Round 1 passes quietly (every unit activates and ends at once), so both HQs live to earn Round 2's points.
    for (let i = 0; i < 300 && (await roll.count()) === 0; i++) await passStep(page);
    expect(await roll.count()).toBe(1);
    expect(await page.getByTestId('turn-prompt').textContent()).toBe('Start of Round 2: spend Command Points on reserve rolls if you wish, then roll for reserves.');
    await page.getByRole('list', { name: 'Units in reserve' }).getByRole('button', { name: held }).click();
    // The check a point can help is the reserve roll, already chosen for a unit in reserve.
    expect(await page.getByLabel('Command Point check').inputValue()).toBe('reserve');
    await app.screenshot('play-command-point-form');
    await page.getByRole('button', { name: 'Spend' }).click();
    await expect.poll(() => logText(page)).toMatch(/spends a Command Point: \+1 on .+'s next reserve check\./);
    await app.screenshot('play-reserve-window');
    await roll.click();
    await expect.poll(() => logText(page)).toMatch(new RegExp(`${held} reserve roll \\d+: (arrives this round|stays in reserve)\\.[\\s\\S]*Round 2 begins`));
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});

/** One quiet step: activate the next ready unit and end its activation (rallying if it must), or end the round. */
async function passStep(page: Page): Promise<void> {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  if ((await button('End the round and score').count()) > 0) return button('End the round and score').click();
  if ((await button('Rally').count()) > 0) return button('Rally').click();
  if ((await button('End activation').count()) > 0) return button('End activation').click();
  const ready = page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button');
  if ((await ready.count()) > 0) {
    await ready.first().click();
    await button('Activate').click();
  }
}
