/**
 * The screen a player sits in front of, at a laptop's 1366×768 and a desktop's 1920×1080: the
 * board keeps one size and place through selections, refusals and the result; it follows the
 * active unit; the menus say why an enemy is not a target; names and counts read plainly; and a
 * notice stays where it was raised.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, openApp } from './harness';
import { acceptNextDialog } from './dialogs';
import { playStep } from './play-driver';

const browser = browserPerFile();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

const boardBox = async (page: Page): Promise<Box> => (await page.getByTestId('play-canvas').boundingBox())!;

/** Where the selected unit's first model is drawn, in page pixels. */
async function selectedOnScreen(page: Page): Promise<{ x: number; y: number }> {
  const canvas = page.getByTestId('play-canvas');
  const view = JSON.parse((await canvas.getAttribute('data-view'))!) as { scale: number; offsetX: number; offsetY: number; tableHeight: number };
  const model = JSON.parse((await canvas.getAttribute('data-selected-model'))!) as { x: number; y: number };
  const box = await boardBox(page);
  return { x: box.x + view.offsetX + model.x * view.scale, y: box.y + view.offsetY + (view.tableHeight - model.y) * view.scale };
}

async function expectOnScreen(page: Page, size: { width: number; height: number }): Promise<void> {
  const p = await selectedOnScreen(page);
  const box = await boardBox(page);
  expect(p.x).toBeGreaterThan(box.x);
  expect(p.x).toBeLessThan(box.x + box.width);
  expect(p.y).toBeGreaterThan(box.y);
  expect(p.y).toBeLessThan(box.y + box.height);
  expect(p.y).toBeLessThan(size.height);
}

describe('the Play screen a player sits in front of', () => {
  for (const size of VIEWPORTS) {
    it(`D10.ACT.NO_SHOOT_AFTER_ADVANCE and D10.RANGE.OUT: at ${size.width}×${size.height} the board keeps its box, follows the active unit and the menus say why an enemy is not a target`, async () => {
      const app = await openApp(browser(), '#/play');
      const page = app.page;
      await page.setViewportSize(size);
      await page.getByRole('button', { name: /Quick start/ }).click();
      await page.getByLabel('Dice seed').fill('play-screen');
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.getByRole('button', { name: 'Roll off for initiative' }).click();
      await page.getByRole('button', { name: 'Confirm the order of play' }).click();
      const board = await boardBox(page);
      expect(board.y + board.height).toBeLessThanOrEqual(size.height);

      // Plain words: one model is "1 model", and two units of one name are numbered.
      await expect.poll(async () => (await page.getByLabel('Unit to deploy').locator('option').allTextContents()).join('|')).toMatch(/\(\d+ models?\)/);
      const deployable = [];
      for (let i = 0; i < 12; i++) {
        deployable.push(...(await page.getByLabel('Unit to deploy').locator('option').allTextContents()));
        await page.getByRole('button', { name: 'Deploy at a suggested spot' }).click();
      }
      expect(deployable.some((o) => /\(1 model\)$/.test(o))).toBe(true);
      expect(deployable.filter((o) => /\(1 models\)/.test(o))).toEqual([]);
      expect(deployable.some((o) => o.startsWith('Raider Mob 1 ')) && deployable.some((o) => o.startsWith('Raider Mob 2 '))).toBe(true);
      for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Place at a suggested spot' }).click();
      await expect.poll(() => page.getByTestId('turn-prompt').textContent()).toMatch(/choose a unit to activate/);
      expect(await boardBox(page)).toEqual(board);

      // Selecting and activating fills the side panel; the board stays as it was.
      await page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button').first().click();
      expect(await boardBox(page)).toEqual(board);
      await page.getByRole('button', { name: 'Activate' }).click();
      expect(await boardBox(page)).toEqual(board);
      await expectOnScreen(page, size);

      // A refusal is shown over the board: neither the board nor the view it shows moves.
      const view = await page.getByTestId('play-canvas').getAttribute('data-view');
      await page.getByLabel('Move distance').fill('30');
      await page.getByRole('button', { name: 'Move', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: /^Not allowed: / }).waitFor();
      expect(await boardBox(page)).toEqual(board);
      expect(await page.getByTestId('play-canvas').getAttribute('data-view')).toBe(view);
      await app.screenshot(`play-screen-refusal-${size.width}`);

      // "Why can't I shoot that?": every enemy the Shoot menu leaves out, with its reason.
      const shoot = page.getByRole('group', { name: 'Shoot' });
      await shoot.getByTestId('refused-targets').locator('summary').click();
      const reasons = await shoot.getByRole('list', { name: 'Not a target to shoot' }).getByRole('listitem').allTextContents();
      expect(reasons.length).toBeGreaterThan(0);
      for (const line of reasons) expect(line).toMatch(/ — (.+: )?(out of range by \d+\.\d"|no line of sight)/);
      await app.screenshot(`play-screen-why-not-${size.width}`);

      // After an Advance there is no shooting, and the menu says why.
      await page.getByLabel('Advance distance').fill('1');
      await page.getByRole('button', { name: 'Advance', exact: true }).click();
      await expect.poll(() => page.getByTestId('no-shooting').textContent()).toBe('No shooting: Advanced this activation.');
      expect(await page.getByTestId('no-shooting').getAttribute('title')).toBe('D10.ACT.NO_SHOOT_AFTER_ADVANCE');
      expect(await boardBox(page)).toEqual(board);
      await page.getByRole('button', { name: 'End activation' }).click();

      // Zoomed right in on a far corner, the next unit to activate is off the board: activating it
      // pans the board to it, at the zoom the player chose.
      await page.mouse.move(board.x + board.width - 30, board.y + 30);
      await page.keyboard.down('Control');
      for (let notch = 0; notch < 8; notch++) await page.mouse.wheel(0, -100);
      await page.keyboard.up('Control');
      const zoomed = JSON.parse((await page.getByTestId('play-canvas').getAttribute('data-view'))!) as { scale: number };
      const ready = page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button');
      await ready.last().click();
      // Selected, not yet active: still off the board.
      const before = await selectedOnScreen(page);
      expect(before.x < board.x || before.x > board.x + board.width || before.y < board.y || before.y > board.y + board.height).toBe(true);
      await page.getByRole('button', { name: 'Activate' }).click();
      await expectOnScreen(page, size);
      const followed = JSON.parse((await page.getByTestId('play-canvas').getAttribute('data-view'))!) as { scale: number };
      expect(followed.scale).toBe(zoomed.scale);
      expect(await boardBox(page)).toEqual(board);
      await app.screenshot(`play-screen-follow-${size.width}`);

      // A notice belongs to where it was raised: "Saved" stays on Play.
      acceptNextDialog(page);
      await page.getByRole('button', { name: 'Save game' }).click();
      await page.getByRole('status').filter({ hasText: /^Saved / }).first().waitFor();
      await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Armies' }).click();
      await page.getByRole('heading', { level: 2, name: 'Your army library' }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: /^Saved / }).count()).toBe(0);
      expect(app.errors).toEqual([]);
      await app.context.close();
    });

    it(`QW.SEQ.GAME_END and QW.ATTACK.MELEE_RANGE_1: at ${size.width}×${size.height} the Fight menu says why, and the result is shown over the board, which keeps its size`, async () => {
      const app = await openApp(browser(), '#/play');
      const page = app.page;
      await page.setViewportSize(size);
      await page.getByRole('radio', { name: 'Quality Wargame' }).check();
      await page.getByRole('button', { name: /Quick start/ }).click();
      await page.getByLabel('Dice seed').fill('play-screen');
      await page.getByLabel('Activations per player').fill('2');
      await page.getByRole('button', { name: 'Start the game' }).click();
      while ((await page.getByRole('button', { name: 'Deploy at a suggested spot' }).count()) > 0) await page.getByRole('button', { name: 'Deploy at a suggested spot' }).click();
      await page.getByRole('button', { name: 'Roll off for initiative' }).click();
      const board = await boardBox(page);
      // QW.ATTACK.MELEE_RANGE_1: before closing in, the Fight menu says why no enemy can be fought.
      await page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button').first().click();
      await page.getByRole('button', { name: 'Hold', exact: true }).click();
      const fight = page.getByRole('group', { name: 'Fight' });
      await fight.getByTestId('refused-targets').locator('summary').click();
      const reasons = await fight.getByRole('list', { name: 'Not a target to fight' }).getByRole('listitem').allTextContents();
      expect(reasons.length).toBeGreaterThan(0);
      for (const line of reasons) expect(line).toMatch(/ — no model within 1" \(out of reach by \d+\.\d"\)$/);
      let steps = 0;
      while ((await playStep(page, { activateWith: ['Advance', 'Hold'] })) && steps++ < 60) expect(await boardBox(page)).toEqual(board);
      const result = page.getByRole('region', { name: 'Result' });
      await result.waitFor();
      expect(await boardBox(page)).toEqual(board);
      await app.screenshot(`play-screen-result-${size.width}`);
      // Folded away to look at the final table, and back.
      await page.getByRole('button', { name: 'Show the table' }).click();
      expect(await result.count()).toBe(0);
      await page.getByRole('button', { name: 'Show the result' }).click();
      await result.waitFor();
      expect(await boardBox(page)).toEqual(board);
      expect(app.errors).toEqual([]);
      await app.context.close();
    });
  }
});
