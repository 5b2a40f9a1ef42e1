/**
 * Driving the Table screen's canvas from a test: table inches to screen pixels, through the view
 * transform the canvas prints (data-view).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface ViewInfo {
  scale: number;
  offsetX: number;
  offsetY: number;
  tableHeight: number;
}

/** Screen coordinates of a table point (inches; y = 0 is Player 1's edge, at the bottom). */
export async function at(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const canvas = page.getByTestId('table-canvas');
  const box = (await canvas.boundingBox())!;
  const view = JSON.parse((await canvas.getAttribute('data-view'))!) as ViewInfo;
  return { x: box.x + view.offsetX + x * view.scale, y: box.y + view.offsetY + (view.tableHeight - y) * view.scale };
}

export async function clickTable(page: Page, x: number, y: number): Promise<void> {
  const p = await at(page, x, y);
  await page.mouse.click(p.x, p.y);
}

/** The line under the canvas where the Table screen says what it did or refused. */
export const notice = (page: Page): Promise<string | null> => page.getByTestId('table-notice').textContent();

/** Waits until the Table screen is up and its canvas has laid out the table. */
export async function tableReady(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2, name: 'Plan a deployment' }).waitFor();
  await expect.poll(() => page.getByTestId('table-canvas').getAttribute('data-view')).not.toBe('');
}

/** Presses at one table point and releases at another, moving in `steps`. */
export async function dragTable(page: Page, from: [number, number], to: [number, number], steps = 12): Promise<void> {
  const a = await at(page, ...from);
  const b = await at(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps });
  await page.mouse.up();
}

/** Moves the selected unit's first model to (x, y) through the selection panel's fields. */
export async function moveSelectedTo(page: Page, x: number, y: number): Promise<void> {
  await page.getByLabel('First model across the table, inches').fill(String(x));
  await page.getByLabel('First model up the table, inches').fill(String(y));
  await page.getByRole('button', { name: 'Move', exact: true }).click();
}
