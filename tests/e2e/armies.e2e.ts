import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, browserPerFile, openApp } from './harness';

const browser = browserPerFile();

const editor = (page: Page) => page.getByRole('region', { name: 'Army editor' });
const problems = (page: Page) => page.getByRole('list', { name: 'Problems' });
const total = (page: Page) => page.getByLabel('Points total');

async function add(page: Page, unit: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: `Add ${unit}`, exact: true }).click();
}

/** The last listed unit with this name (the one just added). */
function lastUnit(page: Page, name: string) {
  return page.getByRole('article', { name: new RegExp(`^${name} \\(u\\d+\\)$`) }).last();
}

async function setModels(page: Page, name: string, models: number): Promise<void> {
  const input = lastUnit(page, name).getByRole('spinbutton', { name: `Models in ${name}` });
  await input.fill(String(models));
  await input.press('Tab');
}

async function option(page: Page, unit: string, label: RegExp): Promise<void> {
  await lastUnit(page, unit).getByRole('checkbox', { name: label }).check();
}

async function removeLast(page: Page, name: string): Promise<void> {
  await lastUnit(page, name).getByRole('button', { name: /^Remove / }).click();
}

async function expectProblem(page: Page, rule: string): Promise<void> {
  await expect.poll(() => problems(page).getByText(rule, { exact: true }).count()).toBeGreaterThan(0);
}

async function expectLegal(page: Page): Promise<void> {
  await page.getByText('No problems: this army is legal.').waitFor();
  expect(await total(page).textContent()).toMatch(/1000\s*\/\s*1000 pts/);
}

describe('the Armies screen', () => {
  it('D10.ARMY.FOC, D10.ARMY.HQ_1_2, D10.ARMY.CORE_MIN_2, D10.ARMY.ELITE_0_3, D10.ARMY.HEAVY_0_2, D10.ARMY.FAST_0_2, D10.ARMY.POINT_LIMIT: builds a legal 1000-point Meridian Line list, breaks every force-organisation limit, fixes it, and round-trips it through a JSON file', async () => {
    const app = await openApp(browser(), '#/armies');
    const { page } = app;
    await page.getByRole('heading', { level: 2, name: 'Your army library' }).waitFor();
    await app.screenshot('armies-empty');

    await page.getByRole('button', { name: 'New army' }).click();
    const form = page.getByRole('form', { name: 'New army' });
    await form.getByRole('textbox', { name: 'Army name' }).fill('Meridian 1000');
    await form.getByRole('radio', { name: 'D10 Wargame' }).check();
    await form.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'The Meridian Line' });
    await form.getByRole('radio', { name: '1000' }).check();
    await app.screenshot('armies-new-army-form');
    await form.getByRole('button', { name: 'Create army' }).click();
    await editor(page).waitFor();

    // An empty list already breaks the chart: no HQ and no Core.
    await expectProblem(page, 'D10.ARMY.HQ_1_2');
    await expectProblem(page, 'D10.ARMY.CORE_MIN_2');

    // HQ: a Line Captain with a Refractor Field (85).
    await add(page, 'Line Captain');
    await option(page, 'Line Captain', /Refractor Field/);
    // Core: two Line Squads of 10, one with a Light Autocannon (115 + 100), and 7 Levy with bayonets (49).
    await add(page, 'Line Squad');
    await setModels(page, 'Line Squad', 10);
    await option(page, 'Line Squad', /Light Autocannon/);
    await add(page, 'Line Squad');
    await setModels(page, 'Line Squad', 10);
    await add(page, 'Levy Squad');
    await setModels(page, 'Levy Squad', 7);
    await option(page, 'Levy Squad', /Add Bayonet/);
    // Elite: five Veteran Guard in Carapace Plate (140) and three Marksmen with Special Ammunition (81).
    await add(page, 'Veteran Guard');
    await setModels(page, 'Veteran Guard', 5);
    await option(page, 'Veteran Guard', /Carapace Plate/);
    await add(page, 'Marksman Team');
    await option(page, 'Marksman Team', /Special Ammunition/);
    // Heavy Support: a Bastion Tank with a Lance Projector (190) and a Mortar Battery (60).
    await add(page, 'Bastion Tank');
    await option(page, 'Bastion Tank', /Lance Projector/);
    await add(page, 'Mortar Battery');
    // Fast Attack: four Outriders (100) and a Strider Walker (80).
    await add(page, 'Outrider Squadron');
    await setModels(page, 'Outrider Squadron', 4);
    await add(page, 'Strider Walker');

    await expectLegal(page);
    await app.screenshot('armies-legal-1000');

    // Each way the Force Organization Chart forbids, named with its rule id, then fixed.
    const breaks: { rule: string; break: () => Promise<void>; fix: () => Promise<void> }[] = [
      { rule: 'D10.ARMY.HQ_1_2', break: () => removeLast(page, 'Line Captain'), fix: async () => {
          await add(page, 'Line Captain');
          await option(page, 'Line Captain', /Refractor Field/);
        } },
      { rule: 'D10.ARMY.HQ_1_2', break: () => add(page, 'Signal Marshal', 2), fix: async () => {
          await removeLast(page, 'Signal Marshal');
          await removeLast(page, 'Signal Marshal');
        } },
      { rule: 'D10.ARMY.CORE_MIN_2', break: async () => {
          await removeLast(page, 'Line Squad');
          await removeLast(page, 'Levy Squad');
        }, fix: async () => {
          await add(page, 'Line Squad');
          await setModels(page, 'Line Squad', 10);
          await add(page, 'Levy Squad');
          await setModels(page, 'Levy Squad', 7);
          await option(page, 'Levy Squad', /Add Bayonet/);
        } },
      { rule: 'D10.ARMY.ELITE_0_3', break: () => add(page, 'Breacher Squad', 2), fix: async () => {
          await removeLast(page, 'Breacher Squad');
          await removeLast(page, 'Breacher Squad');
        } },
      { rule: 'D10.ARMY.HEAVY_0_2', break: () => add(page, 'Lance Battery'), fix: () => removeLast(page, 'Lance Battery') },
      { rule: 'D10.ARMY.FAST_0_2', break: () => add(page, 'Pathfinder Squad'), fix: () => removeLast(page, 'Pathfinder Squad') },
    ];
    for (const step of breaks) {
      await step.break();
      await expectProblem(page, step.rule);
      expect(await page.getByRole('status').filter({ hasText: /^Illegal$/ }).count()).toBe(1);
      if (step.rule === 'D10.ARMY.ELITE_0_3') await app.screenshot('armies-too-many-elites');
      await step.fix();
      await expectLegal(page);
    }

    // Going over the points limit is named too (D10.ARMY.POINT_LIMIT); clicking a unit's problem goes to it.
    await setModels(page, 'Outrider Squadron', 6);
    await setModels(page, 'Mortar Battery', 5);
    await expectProblem(page, 'D10.ARMY.POINT_LIMIT');
    await expectProblem(page, 'D10.ARMY.SIZE_LIMITS');
    await problems(page).getByRole('button', { name: /D10\.ARMY\.SIZE_LIMITS/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Mortar Battery/);
    await app.screenshot('armies-problem-focus');
    await problems(page).getByRole('button', { name: /D10\.ARMY\.POINT_LIMIT/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Points total');
    await setModels(page, 'Mortar Battery', 2);
    await setModels(page, 'Outrider Squadron', 4);
    await expectLegal(page);

    // Export the army file, then import it back: the library gets an identical second list.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export army file' }).click()]);
    const exported = join(ARTIFACTS, 'armies-meridian-1000.json');
    await download.saveAs(exported);
    const text = readFileSync(exported, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ format: 'tenfold-army', version: 1, ruleset: 'd10-wargame', faction: 'meridian-line' });

    await page.getByRole('button', { name: 'Roster text' }).click();
    const original = await page.getByRole('textbox', { name: 'Roster' }).inputValue();
    await page.getByRole('dialog', { name: 'Roster text' }).getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: '← Library' }).click();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import army file…' }).click()]);
    await chooser.setFiles(exported);
    await page.getByText('Imported Meridian 1000 from armies-meridian-1000.json.').waitFor();
    const rows = page.getByRole('list', { name: 'Armies' }).getByRole('listitem', { name: 'Meridian 1000' });
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.getByText('Legal', { exact: true }).count()).toBe(2);
    await app.screenshot('armies-library-after-import');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('recent');
    await rows.first().getByRole('button', { name: 'Open Meridian 1000' }).click();
    await expectLegal(page);
    await page.getByRole('button', { name: 'Roster text' }).click();
    expect(await page.getByRole('textbox', { name: 'Roster' }).inputValue()).toBe(original);

    expect(app.errors).toEqual([]);
    await app.context.close();
  });
  it('D10.SR.FACTION: makes a homebrew faction with its own weapon and rule, refuses it while broken, and builds a legal list from it', async () => {
    const app = await openApp(browser(), '#/armies');
    const { page } = app;
    await page.getByRole('button', { name: 'New army' }).click();
    const form = page.getByRole('form', { name: 'New army' });
    await form.getByRole('textbox', { name: 'Army name' }).fill('Ash Wardens');
    await form.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'My own faction (homebrew)' });
    await form.getByRole('radio', { name: '500', exact: true }).check();
    await form.getByRole('button', { name: 'Create army' }).click();
    const homebrew = page.getByRole('region', { name: 'Homebrew faction' });
    await homebrew.waitFor();
    await homebrew.getByRole('textbox', { name: 'Faction name' }).fill('Ash Wardens');

    // A weapon of its own, first with an AP the book does not allow: refused, nothing saved.
    await homebrew.getByRole('tab', { name: 'Weapons' }).click();
    await homebrew.getByRole('button', { name: '+ Weapon' }).click();
    await homebrew.getByRole('textbox', { name: 'Weapon 2 name' }).fill('Ember Lance');
    await homebrew.getByRole('combobox', { name: 'Ember Lance kind' }).selectOption('melee');
    await homebrew.getByRole('spinbutton', { name: 'Ember Lance attacks' }).fill('2');
    await homebrew.getByRole('spinbutton', { name: 'Ember Lance AP' }).fill('9');
    await expect.poll(() => homebrew.getByRole('list', { name: 'Homebrew problems' }).textContent()).toMatch(/Weapon “Ember Lance”, AP: at most 6/);
    await homebrew.getByRole('button', { name: 'Save faction' }).click();
    await homebrew.getByText('Not saved: fix these first.', { exact: false }).waitFor();
    await app.screenshot('armies-homebrew-refused');

    // Closing the app mid-edit loses nothing: the unsaved faction comes back.
    await page.reload();
    await page.getByRole('button', { name: 'Open Ash Wardens' }).click();
    await page.getByRole('button', { name: 'Edit homebrew units' }).click();
    await homebrew.getByText('Your unsaved changes from last time are back.', { exact: false }).waitFor();
    await homebrew.getByRole('tab', { name: 'Weapons' }).click();
    await homebrew.getByRole('spinbutton', { name: 'Ember Lance AP' }).fill('2');

    // A special rule of its own, in the player's words, that works like Defense.
    await homebrew.getByRole('tab', { name: 'Special rules' }).click();
    await homebrew.getByRole('button', { name: '+ Special rule' }).click();
    await homebrew.getByRole('textbox', { name: 'Name', exact: true }).fill('Ember Ward');
    await homebrew.getByRole('combobox', { name: 'Works like' }).selectOption('defense');
    await homebrew.getByRole('textbox', { name: 'Tier 1' }).fill('Defense rolls need 1 less');
    await homebrew.getByRole('textbox', { name: 'Tier 2' }).fill('Defense rolls need 2 less');
    await homebrew.getByRole('textbox', { name: 'Tier 3' }).fill('Defense rolls need 3 less');

    // The troopers carry the lance and the ward.
    await homebrew.getByRole('tab', { name: 'Units' }).click();
    await homebrew.getByRole('button', { name: 'Trooper Squad' }).click();
    await homebrew.getByRole('checkbox', { name: 'Ember Lance' }).check();
    await homebrew.getByRole('button', { name: '+ Rule' }).click();
    await homebrew.getByRole('combobox', { name: 'Special rule 1 of Trooper Squad', exact: true }).selectOption({ label: 'Ember Ward' });
    // An upgrade priced before it is chosen: armour for every model at 2 points each.
    await homebrew.getByRole('button', { name: '+ Wargear' }).click();
    await homebrew.getByRole('combobox', { name: 'Option 1: wargear' }).selectOption({ label: 'Armor Upgrade' });
    await homebrew.getByRole('spinbutton', { name: 'Option 1: cost in points' }).fill('2');
    await homebrew.getByRole('combobox', { name: 'Option 1: paid per' }).selectOption('model');
    await homebrew.getByText('Everything checks out.', { exact: false }).waitFor();
    await app.screenshot('armies-homebrew-valid');
    await homebrew.getByRole('button', { name: 'Save faction' }).click();

    await editor(page).waitFor();
    await add(page, 'Commander');
    await add(page, 'Trooper Squad', 2);
    await page.getByText('No problems: this army is legal.').waitFor();
    expect(await total(page).textContent()).toMatch(/160\s*\/\s*500 pts/);
    const armour = lastUnit(page, 'Trooper Squad').getByRole('checkbox', { name: /Armor Upgrade/ });
    expect(await lastUnit(page, 'Trooper Squad').getByText('+2 pts per model').count()).toBe(1);
    await armour.check();
    await expect.poll(() => total(page).textContent()).toMatch(/170\s*\/\s*500 pts/);
    await page.getByRole('button', { name: 'Army cards' }).click();
    const html = (await page.getByTitle('Print preview').getAttribute('srcdoc')) ?? '';
    expect(html).toContain('Ember Lance');
    expect(html).toContain('Ember Ward (1)');
    expect(html).toContain('Defense rolls need 1 less');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('QW.SCENARIO.BATTLE_POINTS: builds a Quality Wargame list too, and searches, renames, duplicates and deletes with undo in the library', async () => {
    const app = await openApp(browser(), '#/armies', 'light');
    const { page } = app;
    await page.getByRole('heading', { level: 2, name: 'Your army library' }).waitFor();
    await page.keyboard.press('Alt+N'); // the screen's shortcut for a new army
    const form = page.getByRole('form', { name: 'New army' });
    await form.getByRole('textbox', { name: 'Army name' }).fill('Quality Patrol');
    await form.getByRole('radio', { name: 'Quality Wargame' }).check();
    // QW.SCENARIO.BATTLE_POINTS: the sizes offered are the starter armies' (500, 1000, 1500).
    for (const [size, offered] of [['150', 0], ['300', 0], ['500', 1], ['1000', 1], ['1500', 1]] as const)
      expect(await form.getByRole('radio', { name: size, exact: true }).count(), size).toBe(offered);
    await form.getByRole('radio', { name: '500', exact: true }).check();
    await form.getByRole('button', { name: 'Create army' }).click();
    await editor(page).waitFor();
    await expectProblem(page, 'QW.SCENARIO.BATTLE_POINTS');
    // Plain words: "No units yet.", not "No Units units yet.".
    expect(await page.getByRole('region', { name: 'units in the list' }).textContent()).toMatch(/No units yet\./);
    await page.getByRole('list', { name: 'units to add' }).getByRole('button').first().click();
    await page.getByText('No problems: this army is legal.').waitFor();
    await app.screenshot('armies-quality-light');
    // Every change is stored as it is made: closing the app mid-edit (here, a reload) loses nothing.
    await page.reload();
    await page.getByRole('button', { name: 'Open Quality Patrol' }).click();
    await page.getByText('No problems: this army is legal.').waitFor();
    expect(await page.getByRole('region', { name: 'Army editor' }).getByRole('article').count()).toBe(1);
    await page.getByRole('button', { name: '← Library' }).click();

    const rows = page.getByRole('list', { name: 'Armies' });
    await page.getByRole('button', { name: 'Duplicate Quality Patrol' }).click();
    await rows.getByRole('listitem', { name: 'Quality Patrol (copy)' }).waitFor();
    await page.getByRole('button', { name: 'Rename Quality Patrol (copy)' }).click();
    const rename = page.getByRole('textbox', { name: 'New name for Quality Patrol (copy)' });
    await rename.fill('Second Patrol');
    await rename.press('Enter');
    await rows.getByRole('listitem', { name: 'Second Patrol' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search armies' }).fill('second');
    await expect.poll(() => rows.getByRole('listitem').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search armies' }).fill('');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
    await expect.poll(() => rows.getByRole('listitem').first().getAttribute('aria-label')).toBe('Quality Patrol');

    await page.getByRole('button', { name: 'Delete Second Patrol' }).click();
    await expect.poll(() => rows.getByRole('listitem').count()).toBe(1);
    await page.getByText('Deleted Second Patrol.').waitFor();
    await app.screenshot('armies-deleted-undo');
    await page.getByRole('button', { name: 'Undo' }).click();
    await rows.getByRole('listitem', { name: 'Second Patrol' }).waitFor();

    // A broken army file is refused with a clear message, and the library is left as it was.
    const broken = join(ARTIFACTS, 'armies-broken.json');
    writeFileSync(broken, JSON.stringify({ format: 'tenfold-army', version: 1, id: 'x', name: 'Broken', pointsLimit: 'lots', ruleset: 'quality', faction: 'x', units: [] }));
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import army file…' }).click()]);
    await chooser.setFiles(broken);
    await page.getByText('armies-broken.json was not imported: Points limit: expected a number, got the text "lots".').waitFor();
    expect(await rows.getByRole('listitem').count()).toBe(2);
    await app.screenshot('armies-import-refused');
    // A notice belongs to where it was raised: it does not follow the player into an army, or to
    // another screen and back.
    await page.getByRole('button', { name: 'Open Second Patrol' }).click();
    await editor(page).waitFor();
    expect(await page.getByText(/was not imported/).count()).toBe(0);
    await page.getByRole('button', { name: '← Library' }).click();
    await page.getByRole('button', { name: 'Duplicate Second Patrol' }).click();
    await page.getByText(/^Made a copy: /).waitFor();
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Odds' }).click();
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Armies' }).click();
    await rows.getByRole('listitem', { name: 'Second Patrol (copy)' }).waitFor();
    expect(await page.getByText(/^Made a copy: /).count()).toBe(0);
    await page.getByRole('button', { name: 'Delete Second Patrol (copy)' }).click();
    await page.getByText('Deleted Second Patrol (copy).').waitFor();

    // Nothing is lost on a reload: both armies are still in the library.
    await page.reload();
    await page.getByRole('list', { name: 'Armies' }).getByRole('listitem', { name: 'Second Patrol' }).waitFor();
    expect(await page.getByRole('list', { name: 'Armies' }).getByRole('listitem').count()).toBe(2);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
  it('QW.DATA.QUALITY: makes a homebrew Quality army, refuses it while broken, and builds a legal list from it', async () => {
    const app = await openApp(browser(), '#/armies');
    const { page } = app;
    await page.getByRole('button', { name: 'New army' }).click();
    const form = page.getByRole('form', { name: 'New army' });
    await form.getByRole('textbox', { name: 'Army name' }).fill('Hill Folk');
    await form.getByRole('radio', { name: 'Quality Wargame' }).check();
    await form.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'My own army (homebrew)' });
    await form.getByRole('radio', { name: '500', exact: true }).check();
    await form.getByRole('button', { name: 'Create army' }).click();
    const homebrew = page.getByRole('region', { name: 'Homebrew army' });
    await homebrew.waitFor();
    await homebrew.getByRole('spinbutton', { name: 'Bowmen Quality' }).fill('11');
    await expect.poll(() => homebrew.getByRole('list', { name: 'Homebrew problems' }).textContent()).toContain('Unit “Bowmen”, quality: at most 10');
    await homebrew.getByRole('button', { name: 'Save army' }).click();
    await homebrew.getByText('Not saved: fix these first.', { exact: false }).waitFor();
    await homebrew.getByRole('spinbutton', { name: 'Bowmen Quality' }).fill('4');
    await homebrew.getByRole('spinbutton', { name: 'Bowmen points per model' }).fill('12');
    await homebrew.getByText('Everything checks out.', { exact: false }).waitFor();
    await app.screenshot('armies-quality-homebrew');
    await homebrew.getByRole('button', { name: 'Save army' }).click();

    await editor(page).waitFor();
    await add(page, 'Captain');
    await add(page, 'Bowmen');
    await page.getByText('No problems: this army is legal.').waitFor();
    expect(await total(page).textContent()).toMatch(/100\s*\/\s*500 pts/);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
