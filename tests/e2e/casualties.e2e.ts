import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ARTIFACTS, browserPerFile, openApp } from './harness';
import { logText, playStep } from './play-driver';

const browser = browserPerFile();

describe('the owner chooses casualties on the Play screen', () => {
  it('D10.WOUND.OWNER_APPLIES / D10.AMBIG.WOUNDS / D10.WEAPON.ATTACKS: the casualty panel names whose choice it is, lists each model with its weapons, pre-selects the suggestion and applies the choice', async () => {
    const app = await openApp(browser(), '#/play');
    const page = app.page;
    await page.getByRole('button', { name: /Quick start/ }).click();
    await page.getByLabel('Dice seed').fill('e2e-casualties');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'Roll off for initiative' }).click();
    await page.getByRole('button', { name: 'Confirm the order of play' }).click();
    for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Deploy at a suggested spot' }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Place at a suggested spot' }).click();

    // Play on, as a hurried player would, until a unit's owner has casualties to choose.
    const panel = page.getByRole('region', { name: 'Casualties' });
    for (let i = 0; i < 200 && (await panel.count()) === 0; i++) {
      if ((await page.getByRole('button', { name: 'Apply these wounds' }).count()) > 0) break;
      await playStep(page);
    }
    expect(await panel.count()).toBe(1);
    const heading = (await panel.getByRole('heading').textContent()) ?? '';
    expect(heading).toMatch(/^Casualties — Player [12] chooses$/);
    // The prompt says the same, for the player whose turn it is not.
    expect(await page.getByTestId('turn-prompt').textContent()).toMatch(/^Player [12]: choose which models of .+ take \d+ wounds?\.$/);
    const rows = panel.getByRole('list', { name: /^Models of / }).getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(1);
    // Each model shows the weapons it carries.
    expect(await rows.first().textContent()).toMatch(/Model 1.*[A-Z][a-z]+/s);
    const tally = panel.getByRole('status', { name: 'Casualties chosen' });
    expect(await tally.textContent()).toMatch(/^(\d+) of \1 wounds? given: Model \d+.* — the suggestion/);
    await app.screenshot('play-casualties-1280');
    for (const [width, height] of [[1366, 768], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: join(ARTIFACTS, `play-casualties-${width}.png`) });
    }

    // Take one wound off the suggestion: the engine says why that is not a choice, and the button waits.
    const picked = panel.getByRole('checkbox', { checked: true });
    if ((await picked.count()) > 0) await picked.first().uncheck();
    else await panel.getByRole('spinbutton').first().fill('0');
    expect(await tally.textContent()).not.toMatch(/the suggestion/);
    expect(await panel.textContent()).toMatch(/takes \d+ wounds?: \d+ (was|were) given/);
    expect(await page.getByRole('button', { name: 'Apply these wounds' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Back to the suggestion' }).click();
    await page.getByRole('button', { name: 'Apply these wounds' }).click();
    await expect.poll(() => panel.count()).toBe(0);
    expect(await logText(page)).toMatch(/Player [12] allocates \d+ wounds? on .+: \d+ models? removed/);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
