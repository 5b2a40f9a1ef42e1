import { describe, expect, it } from 'vitest';
import { browserPerFile, openApp } from './harness';
import { logText } from './play-driver';

const browser = browserPerFile();

const logCount = (page: import('playwright-core').Page) => page.getByTestId('game-log').getByRole('listitem').count();

describe('the built-in opponent on the Play screen', () => {
  it('QW.SEQ.GAME_END: two Tenfold AI opponents play a Quality game that a person watches, pauses, steps, questions and takes over', async () => {
    const app = await openApp(browser(), '#/play');
    const page = app.page;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('radio', { name: 'Quality Wargame' }).check();
    await page.getByRole('button', { name: /Quick start/ }).click();
    await page.getByLabel('Dice seed').fill('e2e-opponent');
    await page.getByLabel('Player 1 played by').selectOption('recruit');
    await page.getByLabel('Player 2 played by').selectOption('veteran');
    await page.getByLabel('Player 2 personality').selectOption('aggressive');
    await app.screenshot('opponent-wizard');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByLabel('Opponent pace').selectOption({ label: 'At once' });

    // The opponents deploy and fight on their own; each move carries its reasons in the log.
    await expect.poll(() => logCount(page), { timeout: 60_000 }).toBeGreaterThan(25);
    await expect.poll(() => logText(page), { timeout: 60_000 }).toMatch(/activates|Advances|Holds|Runs/);
    const why = page.getByRole('button', { name: 'Why?' });
    expect(await why.count()).toBeGreaterThan(5);

    // Paused, nothing more happens; Step plays exactly one more of its moves.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => page.getByTestId('opponent-status').textContent()).toMatch(/paused/);
    const paused = await page.evaluate(() => document.querySelectorAll('[data-testid="game-log"] li').length);
    await page.waitForTimeout(1500);
    expect(await logCount(page)).toBe(paused);
    const whyBefore = await why.count();
    await page.getByRole('button', { name: 'Step' }).click();
    await expect.poll(() => why.count(), { timeout: 30_000 }).toBe(whyBefore + 1);

    // "Why?" opens the whole comparison behind the last move: its choice first, with the terms.
    await why.last().click();
    const table = page.getByRole('table', { name: 'What the opponent weighed' });
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await app.screenshot('opponent-why');

    // A person takes Player 1's side mid-game; the AI plays Player 2 when its turn comes.
    await page.getByLabel('Player 1 played by', { exact: true }).selectOption('human');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => page.getByTestId('turn-prompt').textContent(), { timeout: 60_000 }).toMatch(/^Player 1/);
    expect(await page.getByTestId('opponent-status').textContent()).not.toMatch(/thinking/);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
