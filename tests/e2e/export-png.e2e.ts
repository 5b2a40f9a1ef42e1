import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserPerFile, openApp } from './harness';

const browser = browserPerFile();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('exporting the table', () => {
  it('saves the game’s table as a PNG at print resolution, whatever the zoom on screen', async () => {
    const app = await openApp(browser(), '#/play');
    const page = app.page;
    await page.getByRole('button', { name: /Quick start/ }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'Roll off for initiative' }).waitFor();

    await page.getByText('Export', { exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Table (PNG)' }).click();
    const file = await download;
    const path = join(ARTIFACTS, 'export-table.png');
    await file.saveAs(path);
    expect(file.suggestedFilename()).toMatch(/table\.png$/);

    // A 500-point game is on a 48×48 table: a square picture, 3000 pixels a side.
    const { width, height } = pngSize(readFileSync(path));
    expect(Math.max(width, height)).toBeGreaterThanOrEqual(2990);
    expect(Math.abs(width - height)).toBeLessThanOrEqual(2);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
