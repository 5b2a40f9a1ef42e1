import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, openApp } from './harness';

const browser = browserPerFile();

const editor = (page: Page) => page.getByRole('region', { name: 'Army editor' });
const problems = (page: Page) => page.getByRole('list', { name: 'Problems' });
const total = (page: Page) => page.getByLabel('Points total');

async function add(page: Page, unit: string): Promise<void> {
  await page.getByRole('button', { name: `Add ${unit}`, exact: true }).click();
}

function lastUnit(page: Page, name: string) {
  return page.getByRole('article', { name: new RegExp(`^${name} \\(u\\d+\\)$`) }).last();
}

async function option(page: Page, unit: string, label: RegExp, on = true): Promise<void> {
  const box = lastUnit(page, unit).getByRole('checkbox', { name: label });
  if (on) await box.check();
  else await box.uncheck();
}

async function expectProblem(page: Page, rule: string): Promise<void> {
  await expect.poll(() => problems(page).getByText(rule, { exact: true }).count()).toBeGreaterThan(0);
}

/** The figure a list keeps beside its points, as the editor's side panel shows it. */
async function fact(page: Page, label: string): Promise<string> {
  const panel = page.getByRole('region', { name: 'The list' });
  return (await panel.locator('.fact').filter({ has: page.getByText(label, { exact: true }) }).locator('strong').textContent()) ?? '';
}

describe('Battle Forge on the Armies screen', () => {
  it('BF.FORCE.STANDARD_150, BF.FORG.CHOOSE, BF.SP.INCOME, BF.POWER.SPECIALTY_PICK, BF.FORCE.POINTS_LIMIT: builds a legal 150-point Thornwall list, prints its cards and roster, and opens the homebrew editor', async () => {
    const app = await openApp(browser(), '#/armies');
    const { page } = app;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('heading', { level: 2, name: 'Your army library' }).waitFor();

    await page.getByRole('button', { name: 'New army' }).click();
    const form = page.getByRole('form', { name: 'New army' });
    await form.getByRole('textbox', { name: 'Army name' }).fill('Hedge 150');
    await form.getByRole('radio', { name: 'Battle Forge' }).check();
    await form.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'The Thornwall March' });
    await form.getByRole('radio', { name: '150' }).check();
    await form.getByRole('button', { name: 'Create army' }).click();
    await editor(page).waitFor();

    // A new list has no Force Organisation yet; choosing the Battle Company costs 1 of the 4 SP a 150-point game gives.
    await expectProblem(page, 'BF.FORG.CHOOSE');
    await page.getByRole('combobox', { name: 'Force Organisation' }).selectOption({ label: 'Battle Company (1 SP)' });
    await expect.poll(() => fact(page, 'Strategy points a round')).toBe('3');
    await expectProblem(page, 'BF.FORG.SLOT_LIMITS');
    await app.screenshot('bf-armies-organisation-1366');

    await add(page, 'Warden Captain');
    await add(page, 'Hedge Wardens');
    await option(page, 'Hedge Wardens', /Volley Gun/);
    await add(page, 'Pike Wall');
    await option(page, 'Pike Wall', /Four more Pikers/);
    await add(page, 'Stone Sisters');
    await add(page, 'Gorsewood Scouts');
    await add(page, 'Bellows Mortar');
    // Two Line units are the Battle Company's least; the caster still has no specialty.
    await expectProblem(page, 'BF.POWER.SPECIALTY_PICK');
    await expect.poll(() => fact(page, 'Advantage points')).toBe('4');
    await option(page, 'Stone Sisters', /Power specialty: Stillwater/);
    await add(page, 'Bramble Riders');
    await page.getByText('No problems: this army is legal.').waitFor();
    expect(await total(page).textContent()).toMatch(/150\s*\/\s*150 pts/);
    expect(await lastUnit(page, 'Pike Wall').getByRole('spinbutton', { name: 'Models in Pike Wall' }).inputValue()).toBe('10');
    await page.evaluate(() => document.querySelector('.editor')?.scrollIntoView());
    await app.screenshot('bf-armies-legal-1366');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await app.screenshot('bf-armies-legal-1920');

    // A Legend item past the limit: the total goes red and the problem names its rule.
    await option(page, 'Warden Captain', /Old Thunder/);
    await expectProblem(page, 'BF.FORCE.POINTS_LIMIT');
    expect(await total(page).getAttribute('class')).toContain('over');
    await option(page, 'Warden Captain', /Old Thunder/, false);
    await page.getByText('No problems: this army is legal.').waitFor();

    // The cards: Battle Forge's stat line and range bands; the roster with the force, SP and strategies.
    await page.getByRole('button', { name: 'Army cards' }).click();
    const preview = page.getByTitle('Print preview');
    await preview.waitFor();
    const cards = (await preview.getAttribute('srcdoc')) ?? '';
    expect(cards).toContain('<th>Mov</th><th>Acc</th><th>Str</th><th>Sav</th><th>Init</th><th>Co</th>');
    expect(cards).toContain('12&quot;/24&quot;');
    expect(cards).toContain('Blast (1)');
    await app.screenshot('bf-armies-cards-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await app.screenshot('bf-armies-cards-1366');
    await page.getByRole('radio', { name: 'Roster page' }).check();
    await expect.poll(async () => (await preview.getAttribute('srcdoc')) ?? '').toContain('<h3>Strategies</h3>');
    const roster = (await preview.getAttribute('srcdoc')) ?? '';
    expect(roster).toContain('Battle Company: 1 SP');
    expect(roster).toContain('Strategy points: 3 a round');
    await app.screenshot('bf-armies-roster-1366');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await app.screenshot('bf-armies-roster-1920');

    // The homebrew editor starts from the army's faction and checks it like the module's.
    await page.getByRole('button', { name: '← Editor' }).click();
    await editor(page).waitFor();
    await page.getByRole('button', { name: 'Homebrew units…' }).click();
    const homebrew = page.getByRole('region', { name: 'Homebrew faction' });
    await homebrew.waitFor();
    await homebrew.getByText('Everything checks out.', { exact: false }).waitFor();
    await homebrew.getByRole('tab', { name: 'Weapons' }).click();
    await homebrew.getByRole('spinbutton', { name: 'Longrifle short band' }).fill('30');
    await expect.poll(() => homebrew.getByRole('list', { name: 'Homebrew problems' }).textContent()).toMatch(/Weapon “Longrifle”, range: a short band may not reach further than the long one/);
    await app.screenshot('bf-armies-homebrew-weapons-1920');
    await homebrew.getByRole('spinbutton', { name: 'Longrifle short band' }).fill('12');
    await homebrew.getByRole('tab', { name: 'Units' }).click();
    await homebrew.getByText('Everything checks out.', { exact: false }).waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await app.screenshot('bf-armies-homebrew-units-1366');
    await homebrew.getByRole('button', { name: 'Save faction' }).click();
    await editor(page).waitFor();
    await page.getByText('No problems: this army is legal.').waitFor();
    expect(app.errors).toEqual([]);
  });

  it('BF.HIT.SUCCESS, BF.SAVE.TARGET: the Odds screen works out a Battle Forge attack in the book’s terms', async () => {
    const app = await openApp(browser(), '#/odds');
    const { page } = app;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('radio', { name: 'Battle Forge' }).check();
    // Five models, one Attack each, hitting at or under 5: 2.5 hits; Save 6 less AP 1 saves at or under 5.
    await expect.poll(() => page.getByTestId('expected-hits').textContent()).toBe('2.50');
    await page.getByRole('spinbutton', { name: 'Save with cover' }).fill('6');
    await page.getByRole('spinbutton', { name: 'AP' }).fill('1');
    await expect.poll(() => page.getByTestId('odds-summary').textContent()).toMatch(/saved at or under 5 \(Save 6 less AP 1\)/);
    expect(await page.getByTestId('expected-wounds').textContent()).toBe('1.25');
    await app.screenshot('bf-odds-1366');
    expect(app.errors).toEqual([]);
  });

  it('BF.DATA.UNIT_FIELDS: starts a list on a homebrew faction, saves it and builds a legal Patrol that is read back from the library', async () => {
    const app = await openApp(browser(), '#/armies');
    const { page } = app;
    await page.getByRole('button', { name: 'New army' }).click();
    const form = page.getByRole('form', { name: 'New army' });
    await form.getByRole('textbox', { name: 'Army name' }).fill('Ash Patrol');
    await form.getByRole('radio', { name: 'Battle Forge' }).check();
    await form.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'My own faction (homebrew)' });
    await form.getByRole('radio', { name: '100' }).check();
    await form.getByRole('button', { name: 'Create army' }).click();
    const homebrew = page.getByRole('region', { name: 'Homebrew faction' });
    await homebrew.waitFor();
    await homebrew.getByRole('textbox', { name: 'Faction name' }).fill('Ash Clans');
    await homebrew.getByRole('button', { name: 'Troopers' }).click();
    await homebrew.getByRole('spinbutton', { name: 'Trooper Acc' }).fill('11');
    await expect.poll(() => homebrew.getByRole('list', { name: 'Homebrew problems' }).textContent()).toMatch(/Unit “Troopers”, Model “Trooper”, Acc: at most 10/);
    await homebrew.getByRole('spinbutton', { name: 'Trooper Acc' }).fill('5');
    await homebrew.getByText('Everything checks out.', { exact: false }).waitFor();
    await homebrew.getByRole('button', { name: 'Save faction' }).click();
    await editor(page).waitFor();
    await page.getByRole('combobox', { name: 'Force Organisation' }).selectOption({ label: 'Patrol (0 SP)' });
    await add(page, 'Leader');
    await add(page, 'Troopers');
    await page.getByText('No problems: this army is legal.').waitFor();
    expect(await total(page).textContent()).toMatch(/35\s*\/\s*100 pts/);
    await expect.poll(() => fact(page, 'Advantage points')).toBe('13');

    await page.getByRole('button', { name: '← Library' }).click();
    await page.getByRole('button', { name: 'Open Ash Patrol', exact: true }).click();
    await editor(page).waitFor();
    await page.getByText('No problems: this army is legal.').waitFor();
    expect(app.errors).toEqual([]);
  });

  it('BF.SCEN.COMMON: the new-game wizard offers the module’s scenarios, the first chosen to start with', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('radio', { name: 'Battle Forge' }).check();
    const scenario = page.getByRole('combobox', { name: 'Scenario' });
    expect(await scenario.inputValue()).toBe('hold-the-crossing');
    await scenario.selectOption({ label: 'Signal Fires' });
    expect(await scenario.inputValue()).toBe('signal-fires');
    await page.getByText('the game ends after round 6', { exact: false }).waitFor();
    expect(await page.getByText('Points', { exact: true }).count()).toBeGreaterThan(0);
    await app.screenshot('bf-new-game-1366');
    expect(app.errors).toEqual([]);
  });
});
