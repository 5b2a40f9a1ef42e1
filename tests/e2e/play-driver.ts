/**
 * Plays the Play screen the way a hurried player would, through its buttons only: activate the
 * next ready unit, rally if it must, charge if it can, else move toward the enemy and shoot, then
 * end the activation; end each round; until the result is shown. Used by both e2e games.
 */
import type { Page } from 'playwright-core';

/** A button the player can press now: on screen and enabled (a menu with no target shows its button disabled). */
const enabled = (page: Page, name: string | RegExp, exact: boolean) => page.getByRole('button', { name, exact }).and(page.locator(':enabled'));

const visible = async (page: Page, name: string | RegExp, exact = true): Promise<boolean> => (await enabled(page, name, exact).count()) > 0;

async function click(page: Page, name: string | RegExp, exact = true): Promise<void> {
  await enabled(page, name, exact).first().click();
}

let turn = 0;

/** One step of the game. Returns false once the result is on screen. */
export interface StepOptions {
  /** The button that activates a unit: "Activate" in the D10 Wargame, Hold/Advance/Run in Quality (taken in turn). */
  activateWith?: string | string[];
  /** Called with the menu set up, just before the player commits to a shot, charge or rally. */
  beforeCommit?: (what: 'Fire' | 'Charge' | 'Rally') => Promise<void>;
}

export async function playStep(page: Page, options: StepOptions = {}): Promise<boolean> {
  if ((await page.getByRole('region', { name: 'Result' }).count()) > 0) return false;
  // D10.WOUND.OWNER_APPLIES / QW.SAVE.FAIL_REMOVE: the owner takes the suggested casualties, one click.
  for (const accept of ['Apply these wounds', 'Remove these models', 'Roll for reserves']) {
    if (await visible(page, accept)) {
      await click(page, accept);
      return true;
    }
  }
  if (await visible(page, 'End the round and score')) {
    await click(page, 'End the round and score');
    return true;
  }
  const ready = page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button');
  const count = await ready.count();
  if ((await page.getByRole('button', { name: 'End activation' }).count()) === 0 && count > 0) {
    // Take turns among the ready units, as a player would, rather than always the first.
    turn += 1;
    await ready.nth(turn % count).click();
    const choices = [options.activateWith ?? 'Activate'].flat();
    await click(page, choices[turn % choices.length]!);
  }
  if (await visible(page, 'Rally')) {
    await options.beforeCommit?.('Rally');
    await click(page, 'Rally');
    return true;
  }
  if (await visible(page, 'Charge')) {
    await page.getByRole('combobox', { name: 'Charge target' }).focus();
    await options.beforeCommit?.('Charge');
    await click(page, 'Charge');
    return true;
  }
  for (const mover of ['Move', 'Advance']) {
    if (!(await visible(page, mover))) continue;
    const distance = page.getByLabel(`${mover} distance`);
    const full = Number(await distance.inputValue());
    for (const inches of [full, full / 2, 1]) {
      await distance.fill(String(inches));
      await click(page, mover);
      if (!(await visible(page, mover))) break;
    }
    break;
  }
  if (await visible(page, 'Charge')) {
    await page.getByRole('combobox', { name: 'Charge target' }).focus();
    await options.beforeCommit?.('Charge');
    await click(page, 'Charge');
    return true;
  }
  // Fire is enabled once a target is chosen: the menu is there when its button is.
  if ((await page.getByRole('button', { name: 'Fire', exact: true }).count()) > 0) {
    for (const select of await page.getByRole('combobox', { name: /^Target for / }).all()) {
      if (await select.isDisabled()) continue;
      const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      if (values[0]) await select.selectOption(values[0]);
    }
    if (await page.getByRole('button', { name: 'Fire' }).isEnabled()) {
      await options.beforeCommit?.('Fire');
      await click(page, 'Fire');
    }
  }
  for (const attack of ['Fight', 'Shoot']) {
    if (await visible(page, attack)) {
      await click(page, attack);
      return true;
    }
  }
  if (await visible(page, 'End activation')) await click(page, 'End activation');
  return true;
}

export async function logText(page: Page): Promise<string> {
  return (await page.getByTestId('game-log').textContent()) ?? '';
}
