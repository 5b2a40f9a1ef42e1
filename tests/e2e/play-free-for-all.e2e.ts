/**
 * A Battle Forge free-for-all of three on the Play screen: two people hot seat and the Tenfold AI in
 * the third seat. The wizard seats three players, the table has a zone along three edges in three
 * colours, every player bids in secret (the laptop passes between the people, never to the AI),
 * and three rounds are played through the screen, the AI activating its units in turn.
 */
import { describe, expect, it } from 'vitest';
import { browserPerFile, openApp } from './harness';
import { logText } from './play-driver';
import { clickTable, dismissRefusal, playStep, prompt, takeLaptop, type Seen } from './bf-driver';

const browser = browserPerFile();

describe('a three-player free-for-all on the Play screen', () => {
  it('BF.FFA.ROTATION: two people and the Tenfold AI play three rounds, each round opened by three secret bids', async () => {
    const app = await openApp(browser(), '#/play');
    const page = app.page;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('radio', { name: 'Battle Forge' }).check();
    await page.getByLabel('Points', { exact: true }).fill('100');
    await page.getByLabel('Players', { exact: true }).selectOption('3');
    await page.getByRole('button', { name: /Quick start: a starter army for each of the 3 players/ }).click();
    await page.getByLabel('Player 3 played by').selectOption('recruit');
    await page.getByLabel('Terrain', { exact: true }).selectOption('open');
    await page.getByLabel('Dice seed').fill('e2e-free-for-all');
    expect(await page.getByText(/^Legal: \d+ of 100 points\.$/).count()).toBe(3);
    await app.screenshot('ffa-wizard');
    await page.getByRole('button', { name: 'Start the game' }).click();

    // The AI plays at once, so the game does not wait on its pace.
    await page.getByLabel('Pace').selectOption({ label: 'At once' });
    const score = page.getByRole('region', { name: 'Score' });
    expect(await score.getByRole('columnheader').allTextContents()).toEqual(['', 'Player 1', 'Player 2', 'Player 3']);

    // Deployment: the people click inside their strips (Player 1 along the bottom edge, Player 2
    // the top); the AI deploys along the left edge on its own.
    const pregame = page.getByRole('region', { name: 'Pre-game sequence' });
    const strip = (y: number) => [14, 20, 26, 32, 36, 17, 23, 29].map((x) => ({ x, y: x % 2 === 0 ? y : y + (y < 24 ? -3 : 3) }));
    const free = [strip(6), strip(42)];
    let placed = 0;
    const cover = page.getByRole('dialog', { name: 'Pass the laptop' });
    for (let i = 0; i < 120 && (await pregame.count()) + (await cover.count()) > 0; i++) {
      if (await takeLaptop(page)) continue;
      const text = (await pregame.locator('.prompt').textContent({ timeout: 1000 }).catch(() => '')) ?? '';
      const side = /Player 1/.test(text) ? 0 : /Player 2/.test(text) ? 1 : null;
      if (side === null) {
        await page.waitForTimeout(100);
        continue;
      }
      const spot = free[side]!.shift();
      if (!spot) throw new Error(`No spot left to deploy for Player ${side + 1}`);
      await clickTable(page, spot.x, spot.y);
      if ((await dismissRefusal(page)) === null) placed++;
    }
    expect(placed).toBe(10);
    await app.screenshot('ffa-deployed');

    const seen: Seen = { notes: [], shots: [], shot: (name) => app.screenshot(`ffa-${name}`) };
    let still = 0;
    let last = '';
    for (let steps = 0; steps < 2000; steps++) {
      if ((await page.getByText(/^Score — round 4$/).count()) > 0) break;
      if (!(await playStep(page, seen))) break;
      const now = `${await prompt(page)}|${await page.getByTestId('game-log').getByRole('listitem').count()}`;
      still = now === last ? still + 1 : 0;
      last = now;
      // The AI's thinking shows as waiting steps; a hundred with nothing changing is a stuck game.
      if (still > 100) throw new Error(`No progress at ${now}: ${JSON.stringify(seen.notes).slice(-1500)}`);
    }
    await takeLaptop(page);
    await app.screenshot('ffa-round-4');
    const log = await logText(page);
    // Three rounds, each opened by the three players' secret bids, revealed together.
    expect(log.match(/Bids revealed: Player 1 \d+, Player 2 \d+, Player 3 \d+\./g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    // The AI's units activated and acted in every round.
    for (const round of [1, 2, 3]) expect(log).toMatch(new RegExp(`R${round} [^]*\\(P3\\) activates`));
    expect(await page.getByTestId('total-2').count()).toBe(1);

    // The wide window too.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await app.screenshot('ffa-1920');
    expect(app.errors).toEqual([]);
    await app.context.close();
  }, 600_000);
});
