/**
 * Terrain as the players agree it before a game, on the Table screen: Ruins between two units are
 * area terrain, so sight passes; agreed to be blocking, they hide the units from each other in
 * the report. Then the piece is reshaped corner by corner: a double click on an edge adds a corner,
 * a double click or Alt+click on a corner removes one, and outlines that would cross themselves or
 * drop below three corners are refused with a sentence. Screenshots of each step are kept.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, openApp } from './harness';
import { at, clickTable, notice, dragTable, moveSelectedTo, tableReady } from './table-driver';

const browser = browserPerFile();

const title = (page: Page) => page.locator('#selection-title').textContent();
const corners = async (page: Page) => Number(await page.getByTestId('terrain-shape').getAttribute('data-corners'));

async function doubleClickTable(page: Page, x: number, y: number): Promise<void> {
  const p = await at(page, x, y);
  await page.mouse.dblclick(p.x, p.y);
}

/** Selects a unit from the canvas and leaves the pointer off the table, so no hover card hides it. */
async function selectAt(page: Page, x: number, y: number): Promise<void> {
  await clickTable(page, x, y);
  const away = await at(page, -1.5, -1.5);
  await page.mouse.move(away.x, away.y);
}

describe('terrain on the Table screen, as the players agree it', () => {
  it('makes Ruins blocking so they hide one unit from another, and adds and removes their corners', async () => {
    const app = await openApp(browser(), '#/table');
    const { page } = app;
    await tableReady(page);

    // Ruins in the middle of the table: 6" across (21–27), 5" up it (21.5–26.5), a notch at the lower right.
    await page.getByRole('button', { name: /^Ruins/ }).click();
    await clickTable(page, 24, 24);
    await expect.poll(() => title(page)).toBe('Ruins');
    const rules = page.getByTestId('terrain-rules');
    expect(await rules.textContent()).toBe('area — difficult ground (6" cap); cover: hard');
    const countsAs = page.getByLabel('What this piece counts as');
    const cover = page.getByLabel('Cover this piece gives');
    expect(await countsAs.inputValue()).toBe('area');
    expect(await cover.inputValue()).toBe('hard');

    // A unit either side of the Ruins, looking at each other across them.
    await page.getByLabel("Player 1's army").selectOption({ label: 'Meridian Line — Patrol (starter)' });
    await page.getByLabel("Player 2's army").selectOption({ label: 'Cinder Host — Raiding Party (starter)' });
    await page.getByRole('button', { name: 'Deploy Line Captain' }).click();
    await clickTable(page, 5, 5);
    await expect.poll(() => notice(page)).toBe('Deployed Line Captain');
    await page.getByRole('button', { name: 'Deploy Cinder Warlord' }).click();
    await clickTable(page, 5, 43);
    await expect.poll(() => notice(page)).toBe('Deployed Cinder Warlord');
    await moveSelectedTo(page, 24, 30);
    await selectAt(page, 5, 5);
    await expect.poll(() => title(page)).toBe('Line Captain');
    await moveSelectedTo(page, 24, 18);
    await page.getByLabel('Line of sight for the selected unit').check();
    const sight = page.locator('[data-section="sight"] li[data-target="1/u1"]');
    // D10.TERRAIN.AREA_DIFFICULT with D10.AMBIG.COVER: area terrain does not block sight.
    await expect.poll(() => sight.getAttribute('data-status')).toBe('clear');
    await app.screenshot('table-terrain-01-ruins-as-area');

    // The players agree these Ruins stand tall enough to block sight (D10.TERRAIN.BLOCKING_LOS).
    await selectAt(page, 22, 25);
    await expect.poll(() => title(page)).toBe('Ruins');
    await countsAs.selectOption('blocking');
    await expect.poll(() => notice(page)).toBe('Ruins counts as blocking');
    expect(await rules.textContent()).toBe('blocking — blocks sight and movement; cover: hard');
    await cover.selectOption('fortified');
    await expect.poll(() => notice(page)).toBe('Ruins gives fortified cover');
    expect(await rules.textContent()).toBe('blocking — blocks sight and movement; cover: fortified');
    await selectAt(page, 24, 18);
    await expect.poll(() => title(page)).toBe('Line Captain');
    await expect.poll(() => sight.getAttribute('data-status')).toBe('blocked');
    expect(await sight.textContent()).toMatch(/^Line Captain → Cinder Warlord: .*, blocked by Ruins, /);
    await app.screenshot('table-terrain-02-ruins-blocking');

    // Each choice is one undo step; redo brings it back.
    await page.keyboard.press('Control+z');
    await expect.poll(() => notice(page)).toBe('Undid: Ruins gives fortified cover');
    await page.keyboard.press('Control+z');
    await expect.poll(() => notice(page)).toBe('Undid: Ruins counts as blocking');
    await expect.poll(() => sight.getAttribute('data-status')).toBe('clear');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => notice(page)).toBe('Redid: Ruins counts as blocking');
    await expect.poll(() => sight.getAttribute('data-status')).toBe('blocked');

    // Reshaping, seen up close: a double click on the lower edge adds a corner there, which can then be dragged.
    const centre = await at(page, 24, 24);
    await page.mouse.move(centre.x, centre.y);
    await page.keyboard.down('Control');
    // Four notches of ×1.25 each, about 2.4 times closer.
    for (let notch = 0; notch < 4; notch++) await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await selectAt(page, 22, 25);
    await expect.poll(() => countsAs.inputValue()).toBe('blocking');
    expect(await cover.inputValue()).toBe('hard');
    expect(await corners(page)).toBe(6);
    await doubleClickTable(page, 22.5, 21.5);
    await expect.poll(() => notice(page)).toBe('Added a corner to Ruins');
    expect(await corners(page)).toBe(7);
    await dragTable(page, [22.5, 21.5], [22.5, 20.5]);
    await expect.poll(() => notice(page)).toBe('Reshaped Ruins');
    await app.screenshot('table-terrain-03-corner-added');
    // Dragged across the far side, the corner would make the outline cross itself: refused, nothing moves.
    await dragTable(page, [22.5, 20.5], [22.5, 28]);
    await expect.poll(() => notice(page)).toBe('A corner cannot go there: the outline would cross itself.');
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).toMatch(/Reshaped Ruins/);
    await app.screenshot('table-terrain-04-crossing-refused');

    // A double click on a corner removes it; so does Alt+click.
    await doubleClickTable(page, 22.5, 20.5);
    await expect.poll(() => notice(page)).toBe('Removed a corner from Ruins');
    expect(await corners(page)).toBe(6);
    await page.keyboard.down('Alt');
    await clickTable(page, 25, 23.5);
    await page.keyboard.up('Alt');
    await expect.poll(() => corners(page)).toBe(5);
    expect(await notice(page)).toBe('Removed a corner from Ruins');
    await page.keyboard.press('Control+z');
    await expect.poll(() => notice(page)).toBe('Undid: Removed a corner from Ruins');
    expect(await corners(page)).toBe(6);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => notice(page)).toBe('Redid: Removed a corner from Ruins');
    expect(await corners(page)).toBe(5);
    // Left: (21, 21.5), (25, 21.5), (27, 23.5), (27, 26.5), (21, 26.5). Two more go; the third is refused.
    await doubleClickTable(page, 25, 21.5);
    await expect.poll(() => corners(page)).toBe(4);
    await doubleClickTable(page, 27, 23.5);
    await expect.poll(() => corners(page)).toBe(3);
    await doubleClickTable(page, 27, 26.5);
    await expect.poll(() => notice(page)).toBe('A piece needs at least 3 corners.');
    expect(await corners(page)).toBe(3);
    await app.screenshot('table-terrain-05-three-corners');
    // Still the blocking Ruins, now a triangle between the two units.
    await selectAt(page, 24, 18);
    await expect.poll(() => sight.getAttribute('data-status')).toBe('blocked');

    // The help lists the corner gestures beside the Table's keys.
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.getByText('Double-click an edge').count()).toBe(1);
    expect(await help.getByText('Alt+click a corner').count()).toBe(1);
    await help.getByText('Alt+click a corner').scrollIntoViewIfNeeded();
    await app.screenshot('table-terrain-06-help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
