/**
 * Driving the Table screen's canvas from a test: table inches to screen pixels, through the view
 * transform the canvas prints (data-view).
 */
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
