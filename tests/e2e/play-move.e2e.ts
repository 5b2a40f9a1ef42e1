/**
 * Moving as a player moves, on the Play screen: a Howler Pack on oval bases advances round a
 * building (the way bends round it and the distance counts along it), a drag that would end a
 * model in the building is refused naming that model, and a unit of the other side is laid out
 * model by model and confirmed. At both window sizes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, openApp } from './harness';
import { logText } from './play-driver';
import { moveSceneFile } from './move-scene';

const browser = browserPerFile();

interface ViewData {
  scale: number;
  offsetX: number;
  offsetY: number;
  tableHeight: number;
}

async function screenOf(page: Page): Promise<(x: number, y: number) => { x: number; y: number }> {
  const canvas = page.getByTestId('play-canvas');
  const view = JSON.parse((await canvas.getAttribute('data-view'))!) as ViewData;
  const box = (await canvas.boundingBox())!;
  return (x, y) => ({ x: box.x + view.offsetX + x * view.scale, y: box.y + view.offsetY + (view.tableHeight - y) * view.scale });
}

async function selectedModel(page: Page): Promise<{ x: number; y: number }> {
  return JSON.parse((await page.getByTestId('play-canvas').getAttribute('data-selected-model'))!) as { x: number; y: number };
}

describe('moving units on the Play screen', () => {
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    it(`D10.TERRAIN.MEASURE_AROUND, D10.AMBIG.MOVE_MEASURE, D10.TERRAIN.BLOCKING_IMPASSABLE: an oval-based unit advances round a building, and a unit is moved model by model (${size.width}×${size.height})`, async () => {
      const app = await openApp(browser(), '#/play');
      const { page } = app;
      await page.setViewportSize(size);
      const scene = moveSceneFile();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Open…' }).click();
      await (await chooser).setFiles({ name: 'round-the-house.tenfold', mimeType: 'application/json', buffer: Buffer.from(scene.text) });
      await expect.poll(() => page.getByTestId('turn-prompt').textContent()).toMatch(/choose a unit to activate \(round 1\)/);

      // The Howler Pack (ovals) activates and takes the Advance tool: its zone is drawn round the building.
      await page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button', { name: /Howler Pack/ }).click();
      await page.getByRole('button', { name: 'Activate' }).click();
      await page.getByRole('button', { name: 'Drag to advance' }).click();
      const canvas = page.getByTestId('play-canvas');
      const first = await selectedModel(page);
      let toScreen = await screenOf(page);
      const from = toScreen(first.x, first.y);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      // Behind the building by 9.5": the back rank would end in it — refused, naming the model.
      let to = toScreen(first.x, first.y - 9.5);
      await page.mouse.move(to.x, to.y, { steps: 10 });
      await expect.poll(() => canvas.getAttribute('data-drag')).toMatch(/^Model \d of Howler Pack cannot move through the building/);
      await app.screenshot(`play-move-refused-${size.width}`);
      // A little further: every model goes round the building, and the move is legal.
      to = toScreen(first.x, first.y - 10.5);
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await expect.poll(() => canvas.getAttribute('data-drag')).toBe('legal');
      expect(await page.getByTestId('move-verdict').textContent()).toMatch(/Legal: the farthest model goes 1[2-6]\.\d″/);
      await app.screenshot(`play-move-around-${size.width}`);
      await page.mouse.up();
      // Made on release; the distance is along the way round (10.5" straight).
      await expect.poll(() => logText(page)).toMatch(/Howler Pack advances 1[2-6]\.\d+"/);
      const moved = await selectedModel(page).catch(() => null);
      if (moved) expect(moved.y).toBeLessThan(first.y - 10);

      await page.getByRole('button', { name: 'End activation' }).click();

      // Player 1: a unit laid out model by model — Shift-drag one model a little forward, confirm.
      await page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button').first().click();
      await page.getByRole('button', { name: 'Activate' }).click();
      await page.getByRole('button', { name: 'Drag to move' }).click();
      const model = await selectedModel(page);
      toScreen = await screenOf(page);
      const grab = toScreen(model.x, model.y);
      await page.keyboard.down('Shift');
      await page.mouse.move(grab.x, grab.y);
      await page.mouse.down();
      const step = toScreen(model.x + 0.3, model.y + 0.8);
      await page.mouse.move(step.x, step.y, { steps: 4 });
      await page.mouse.up();
      await page.keyboard.up('Shift');
      // Nothing is made yet: the draft waits for Confirm, with the engine's verdict shown.
      await expect.poll(() => page.getByTestId('move-verdict').textContent()).toMatch(/Legal: the farthest model goes 0\.[6-9]″/);
      await app.screenshot(`play-move-one-model-${size.width}`);
      await page.getByRole('button', { name: 'Confirm move' }).click();
      await expect.poll(() => logText(page)).toMatch(/moves 0\.[6-9]\d*"/);
      expect(app.errors).toEqual([]);
      await app.context.close();
    });
  }
});
