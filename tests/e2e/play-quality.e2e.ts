import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { acceptNextDialog } from './dialogs';
import { ARTIFACTS, baseUrl, browserPerFile, openApp } from './harness';
import { logText, playStep } from './play-driver';

/** QW.ACTION.*: the player mostly Advances, sometimes Holds (+1 to hit) or Runs (double move, no shooting). */
const ACTIONS = ['Advance', 'Hold', 'Advance', 'Advance', 'Run', 'Advance', 'Advance'];

const browser = browserPerFile();

describe('playing a Quality Wargame game on the Play screen', () => {
  it('QW.SEQ.GAME_END: plays two 500-point starter armies from deployment to the result, saved and resumed mid-game', async () => {
    // In the light theme, so both themes are looked at.
    const app = await openApp(browser(), '#/play', 'light');
    const page = app.page;
    await page.getByRole('radio', { name: 'Quality Wargame' }).check();
    await page.getByRole('button', { name: /Quick start/ }).click();
    await page.getByLabel('Dice seed').fill(process.env['PLAY_SEED'] ?? 'e2e-quality');
    expect(await page.getByText(/^Legal: \d+ of 500 points\.$/).count()).toBe(2);
    await page.getByRole('button', { name: 'Start the game' }).click();

    // QW.SEQ.SETUP_FIRST: both armies deploy, alternating, then the initiative roll-off.
    let deployed = 0;
    while ((await page.getByRole('button', { name: 'Deploy at a suggested spot' }).count()) > 0 && deployed++ < 30)
      await page.getByRole('button', { name: 'Deploy at a suggested spot' }).click();
    await app.screenshot('play-quality-deployed');
    await page.getByRole('button', { name: 'Roll off for initiative' }).click();
    await expect.poll(() => page.getByTestId('turn-prompt').textContent()).toMatch(/activate a unit \(Hold, Advance or Run\)/);

    // QW.FATIGUE.*: the fatigue a unit would take is shown before it is chosen.
    await page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button').first().click();
    expect(await page.getByRole('region', { name: 'Selected unit' }).textContent()).toMatch(/Hold.*Advance.*Run/s);

    let steps = 0;
    while (steps++ < 8) await playStep(page, { activateWith: ACTIONS });
    await app.screenshot('play-quality-midgame');
    const before = await page.getByTestId('game-log').getByRole('listitem').count();
    // A new game is saved nowhere yet: Save asks for a name (the suggested one will do).
    acceptNextDialog(page);
    await page.getByRole('button', { name: 'Save game' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/Saved/);

    const resumed = await app.context.newPage();
    await resumed.goto(baseUrl() + '#/play');
    await resumed.getByRole('button', { name: /^Resume / }).first().click();
    await expect.poll(() => resumed.getByTestId('game-log').getByRole('listitem').count()).toBe(before);
    await page.close();

    steps = 0;
    while ((await playStep(resumed, { activateWith: ACTIONS })) && steps++ < 400);
    const log = await logText(resumed);
    expect(log).toMatch(/Advances/);
    expect(log).toMatch(/Holds/);
    expect(log).toMatch(/Runs/);
    expect(log).toMatch(/shoots .+: \d+ dice at/);
    expect(log).toMatch(/fights .+: \d+ dice at/);
    expect(log).toMatch(/wins:|draw/);
    expect(await resumed.getByRole('region', { name: 'Result' }).getByTestId('result-label').textContent()).toMatch(/Victory|Draw/);
    await resumed.screenshot({ path: join(ARTIFACTS, 'play-quality-result.png') });
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
