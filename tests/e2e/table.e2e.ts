/**
 * The Table screen as a player uses it: a 48×48 table with terrain, objectives placed and checked,
 * two starter armies deployed in turn, every overlay switched on, and the verdicts read from the
 * report panel. The canvas is driven with the mouse at table points turned into screen points
 * through the view transform the canvas prints (data-view). Screenshots of every step are kept.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { acceptNextDialog } from './dialogs';
import { browserPerFile, openApp, type AppPage } from './harness';
import { type ViewInfo, at, clickTable, notice, dragTable, moveSelectedTo, tableReady } from './table-driver';

const browser = browserPerFile();

const reportLines = (page: Page, section: string) => page.locator(`[data-section="${section}"] li`).allTextContents();

async function selectUnitAt(page: Page, name: string, x: number, y: number): Promise<void> {
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await clickTable(page, x, y);
  await expect.poll(() => page.locator('#selection-title').textContent()).toBe(name);
  // Move off the table so the hover card does not cover the next screenshot.
  const corner = await at(page, -1.5, -1.5);
  await page.mouse.move(corner.x, corner.y);
}

describe('the Table screen', () => {
  let app: AppPage;

  it('sets up a 48×48 table, deploys two starter armies in turn and reports sight and range', async () => {
    app = await openApp(browser(), '#/table');
    const { page } = app;
    await tableReady(page);
    await app.screenshot('table-01-empty');

    // The table: 48×48 is the default; the grid is on.
    expect(await page.getByLabel('Table width in inches').inputValue()).toBe('48');

    // Terrain: the generator follows the D10 setup rules; undo takes the whole layout back.
    await page.getByRole('button', { name: 'Generate terrain' }).click();
    await expect.poll(() => notice(page)).toMatch(/^Generated [456] terrain pieces$/);
    expect(await reportLines(page, 'problems')).toEqual(['Nothing on the table breaks the setup rules.']);
    await app.screenshot('table-02-generated-terrain');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => notice(page)).toMatch(/^Undid: Generated/);

    // Terrain by hand: a wall across the middle, a building, a forest; the wall is blocking.
    await page.getByRole('button', { name: /^Wall/ }).click();
    await clickTable(page, 24, 24);
    await expect.poll(() => page.getByTestId('terrain-rules').textContent()).toContain('blocking');
    await page.getByRole('button', { name: /^Building/ }).click();
    await clickTable(page, 36, 30);
    await page.getByRole('button', { name: /^Forest/ }).click();
    await clickTable(page, 12, 18);
    // A piece too close to the edge is reported in words (D10.SETUP.TERRAIN_EDGE_6) and can be fixed by dragging.
    await page.getByRole('button', { name: /^Rocks/ }).click();
    await clickTable(page, 44, 14);
    await expect.poll(() => reportLines(page, 'problems')).toContainEqual(expect.stringMatching(/rocks is .* from the right edge; terrain must be at least 6" from every edge/));
    await app.screenshot('table-03-terrain-too-close');
    await dragTable(page, [44, 14], [38, 14]);
    await expect.poll(() => reportLines(page, 'problems')).toEqual(['Nothing on the table breaks the setup rules.']);
    // Edit a piece: drag a corner, turn it, enlarge it — then undo all three.
    await clickTable(page, 36, 30);
    await expect.poll(() => page.locator('#selection-title').textContent()).toBe('Building');
    await dragTable(page, [33, 28], [31.5, 27]);
    await expect.poll(() => notice(page)).toBe('Reshaped Building');
    await app.screenshot('table-04-reshaped-corner');
    await page.keyboard.press('r');
    await expect.poll(() => notice(page)).toBe('Rotated Building');
    await page.keyboard.press(']');
    await expect.poll(() => notice(page)).toBe('Resized Building');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z');
    await expect.poll(() => notice(page)).toBe('Undid: Reshaped Building');
    await app.screenshot('table-04-terrain');

    // Keep the layout to reuse; clearing the table and taking the layout back restores all four pieces.
    await page.getByLabel('Layout name').fill('Wall and woods');
    await page.getByRole('button', { name: 'Keep', exact: true }).first().click();
    await expect.poll(() => notice(page)).toBe('Kept the layout "Wall and woods".');
    for (const [x, y] of [[24, 24], [36, 30], [12, 18], [38, 14]] as const) {
      await clickTable(page, x, y);
      await page.keyboard.press('Delete');
    }
    await expect.poll(() => notice(page)).toBe('Removed Rocks');
    await page.getByLabel('Saved layouts').selectOption({ label: 'Wall and woods' });
    await expect.poll(() => notice(page)).toBe('Used a saved layout');
    await expect.poll(() => reportLines(page, 'problems')).toEqual(['Nothing on the table breaks the setup rules.']);

    // Objectives, checked live (D10.OBJ.EDGE_12, D10.OBJ.SPACING_12) with their 3" circles.
    await page.getByRole('button', { name: 'Place objectives' }).click();
    await clickTable(page, 12, 24);
    await clickTable(page, 36, 24);
    await clickTable(page, 24, 6);
    await expect.poll(() => reportLines(page, 'problems')).toContainEqual('Objective 3: The objective is 6.0" from a table edge; it must be at least 12".');
    await app.screenshot('table-05-objective-too-close');
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await dragTable(page, [24, 6], [24, 33]);
    await expect.poll(() => reportLines(page, 'problems')).toEqual(['Nothing on the table breaks the setup rules.']);
    await app.screenshot('table-06-objectives');

    // The three deployment maps, drawn as zones (D10.SETUP.DEPLOY_MAP).
    for (const [label, file] of [
      ['Diagonal (corners)', 'diagonal'],
      ['Dawn of War (6″ deep)', 'dawn-of-war'],
      ['Standard (12″ deep)', 'standard'],
    ] as const) {
      await page.getByLabel('Deployment map').selectOption({ label });
      await expect.poll(() => notice(page)).toBe(`Deployment: ${label}`);
      if (file !== 'standard') await app.screenshot(`table-06-deployment-${file}`);
    }

    // Armies: two starter lists.
    await page.getByLabel("Player 1's army").selectOption({ label: 'Meridian Line — Patrol (starter)' });
    await page.getByLabel("Player 2's army").selectOption({ label: 'Cinder Host — Raiding Party (starter)' });
    await expect.poll(() => reportLines(page, 'deploy')).toEqual(['Player 1 (Meridian Line — Patrol) deploys next.']);

    // Out of turn is refused with the reason, and nothing changes (D10.SETUP.DEPLOY_ALTERNATE).
    await page.getByRole('button', { name: 'Deploy Cinder Warlord' }).click();
    await expect.poll(() => notice(page)).toBe("It is Player 1's turn to deploy (units are deployed one at a time, alternating).");

    // Deploy alternately: each drop puts the unit's models in ranks inside its zone.
    const p1 = ['Line Captain', 'Line Squad 1', 'Line Squad 2', 'Veteran Guard', 'Mortar Battery'];
    const p2 = ['Cinder Warlord', 'Raider Mob 1', 'Raider Mob 2', 'Chrome Butchers', 'Howler Pack'];
    for (let i = 0; i < p1.length; i++) {
      await page.getByRole('button', { name: `Deploy ${p1[i]}` }).click();
      // The last is dropped on the zone's edge: it slides inside rather than breaking the rule.
      await clickTable(page, 5 + i * 9.5, i === 4 ? 11.8 : 5);
      await expect.poll(() => notice(page)).toBe(`Deployed ${p1[i]}`);
      await expect.poll(() => reportLines(page, 'deploy')).toEqual(['Player 2 (Cinder Host — Raiding Party) deploys next.']);
      if (i === 2) {
        // Or drag it from the list and drop it on the table.
        const canvas = page.getByTestId('table-canvas');
        const box = (await canvas.boundingBox())!;
        const drop = await at(page, 5 + i * 9.5, 43);
        const item = page.getByLabel("Player 2's units waiting to deploy").getByRole('listitem').filter({ hasText: p2[i] });
        await item.dragTo(canvas, { targetPosition: { x: drop.x - box.x, y: drop.y - box.y } });
      } else {
        await page.getByRole('button', { name: `Deploy ${p2[i]}` }).click();
        await clickTable(page, 5 + i * 9.5, 43);
      }
      await expect.poll(() => notice(page)).toBe(`Deployed ${p2[i]}`);
      if (i === 1) await app.screenshot('table-07-deploying');
    }
    // The last unit of each side goes to the reserves tray instead.
    await page.getByRole('button', { name: 'Put Pathfinder Squad in reserve' }).click();
    await page.getByRole('button', { name: 'Put Harpoon Crew in reserve' }).click();
    await expect.poll(() => reportLines(page, 'deploy')).toEqual(['Both armies are deployed.']);
    expect(await page.getByLabel("Player 1's reserves").textContent()).toContain('Pathfinder Squad');
    expect(await reportLines(page, 'problems')).toEqual(['Nothing on the table breaks the setup rules.']);
    await app.screenshot('table-08-deployed');

    // A unit dragged out of its zone is marked and said in words; undo puts it back.
    await dragTable(page, [5, 5], [5, 20]);
    await expect.poll(() => reportLines(page, 'problems')).toContainEqual("Line Captain: 1 model outside Player 1's deployment zone.");
    await app.screenshot('table-09-out-of-zone');
    await page.keyboard.press('Control+z');
    await expect.poll(() => reportLines(page, 'problems')).toEqual(['Nothing on the table breaks the setup rules.']);

    // Behind the wall: the Line Captain and the Cinder Warlord either side of it.
    await selectUnitAt(page, 'Line Captain', 5, 5);
    await moveSelectedTo(page, 24, 20);
    await selectUnitAt(page, 'Cinder Warlord', 5, 43);
    await moveSelectedTo(page, 24, 28);
    await selectUnitAt(page, 'Line Captain', 24, 20);
    await page.getByLabel('Line of sight for the selected unit').check();
    await page.getByLabel('Weapon range for the selected unit').check();
    const sight = page.locator('[data-section="sight"] li[data-target="1/u1"]');
    await expect.poll(() => sight.getAttribute('data-status')).toBe('blocked');
    expect(await sight.textContent()).toMatch(/^Line Captain → Cinder Warlord: .*, blocked by Wall, /);
    await app.screenshot('table-10-blocked-by-wall');
    // Its Move and Advance reach goes round the wall, not through it (seen up close, on its own).
    await page.getByLabel('Line of sight for the selected unit').uncheck();
    await page.getByLabel('Weapon range for the selected unit').uncheck();
    await page.getByLabel('Move and advance for the selected unit').check();
    const behind = await at(page, 24, 24);
    await page.mouse.move(behind.x, behind.y);
    await page.keyboard.down('Control');
    for (let notch = 0; notch < 4; notch++) await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await app.screenshot('table-10-reach-around-wall');
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await page.getByLabel('Move and advance for the selected unit').uncheck();
    await page.getByLabel('Line of sight for the selected unit').check();
    await page.getByLabel('Weapon range for the selected unit').check();

    // 12.0" apart in the open: in range of the 12" Service Pistol (D10.RANGE.INCLUSIVE).
    const radius = async () => Number(await page.getByTestId('base-radius').getAttribute('data-radius'));
    const captainRadius = await radius();
    await selectUnitAt(page, 'Cinder Warlord', 24, 28);
    const warlordRadius = await radius();
    await moveSelectedTo(page, 30, 14 + 12 + captainRadius + warlordRadius);
    await selectUnitAt(page, 'Line Captain', 24, 20);
    await moveSelectedTo(page, 30, 14);
    await expect.poll(() => sight.getAttribute('data-status')).toBe('clear');
    expect(Number(await sight.getAttribute('data-distance'))).toBeCloseTo(12, 3);
    expect(await sight.textContent()).toBe('Line Captain → Cinder Warlord: 12.0″, clear (100% visible), in range of Service Pistol (12″)');
    await app.screenshot('table-11-in-range-12');

    // Resting the pointer on a base shows the unit's profile.
    const captain = await at(page, 30, 14);
    await page.mouse.move(captain.x, captain.y);
    await expect.poll(() => page.getByTestId('hover-card').textContent()).toContain('Service Pistol: 12.0″, A1, AP0');
    await app.screenshot('table-11-hover-card');

    // Who can see the Captain, and the tape from base edge to base edge.
    await page.getByLabel('Who can see it for the selected unit').check();
    await expect.poll(() => reportLines(page, 'seen-by')).toContainEqual(expect.stringMatching(/^Cinder Warlord → Line Captain: 12\.0″, clear/));
    await page.getByRole('button', { name: 'Tape', exact: true }).click();
    await clickTable(page, 30, 14);
    await clickTable(page, 30, 14 + 12 + captainRadius + warlordRadius);
    await expect.poll(() => reportLines(page, 'measure')).toEqual(['Tape: Line Captain → Cinder Warlord: 12.0″ base edge to base edge.']);
    await app.screenshot('table-12-tape');
    // Off a base the tape says how it is used, as a hint rather than a refusal; and it can be
    // stretched by dragging from one base to the other, as a tape measure is.
    await clickTable(page, 40, 24);
    expect(await notice(page)).toMatch(/^Tape: click a base, then another, or drag from one base to the other/);
    expect(await page.getByTestId('table-notice').getAttribute('class')).not.toMatch(/refused/);
    await dragTable(page, [30, 14 + 12 + captainRadius + warlordRadius], [30, 14]);
    await expect.poll(() => reportLines(page, 'measure')).toEqual(['Tape: Cinder Warlord → Line Captain: 12.0″ base edge to base edge.']);

    // The free ruler: any two points.
    await page.getByRole('button', { name: 'Ruler', exact: true }).click();
    await dragTable(page, [6, 24], [18, 24]);
    await expect.poll(() => reportLines(page, 'measure')).toContainEqual(expect.stringMatching(/^Ruler: 12\.0″\.$/));
    await app.screenshot('table-12-ruler');

    // Every overlay, for all units.
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    for (const [label, file] of [
      ['Weapon range', 'range'],
      ['Move and advance', 'move'],
      ['Charge reach', 'charge'],
      ['Threat (move + shoot)', 'threat'],
      ['Arcs', 'arcs'],
      ['Line of sight', 'los'],
      ['Who can see it', 'seen-by'],
    ] as const) {
      await page.getByLabel(`${label} for all units`).check();
      await app.screenshot(`table-13-overlay-${file}`);
      await page.getByLabel(`${label} for all units`).uncheck();
    }
    await expect.poll(() => reportLines(page, 'objectives')).toHaveLength(3);

    // Keyboard: turn the selected unit, zoom in, fit again.
    await selectUnitAt(page, 'Line Captain', 30, 14);
    await page.keyboard.press('r');
    await expect.poll(() => notice(page)).toBe('Turned Line Captain');
    await page.keyboard.press('Shift+ArrowUp');
    await expect.poll(() => page.getByLabel('First model up the table, inches').inputValue()).toBe('14.5');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByLabel('First model up the table, inches').inputValue()).toBe('14');
    const scale = async () => (JSON.parse((await page.getByTestId('table-canvas').getAttribute('data-view'))!) as ViewInfo).scale;
    const fitted = await scale();
    await page.keyboard.press('=');
    await expect.poll(scale).toBeGreaterThan(fitted);
    await app.screenshot('table-14-zoomed');
    await page.keyboard.press('0');
    await expect.poll(scale).toBeCloseTo(fitted, 6);
    // A trackpad pinch arrives as a wheel event with Ctrl held; a plain scroll pans.
    const view = async () => JSON.parse((await page.getByTestId('table-canvas').getAttribute('data-view'))!) as ViewInfo;
    const centre = await at(page, 24, 24);
    await page.mouse.move(centre.x, centre.y);
    await page.keyboard.down('Control');
    // One wheel notch is one zoom step of ×1.25 (a notch once took 7.5 px/″ to 20.4).
    await page.mouse.wheel(0, -100);
    await expect.poll(scale).toBeCloseTo(fitted * 1.25, 6);
    // A pinch's small deltas zoom a little at a time.
    await page.mouse.wheel(0, -8);
    await expect.poll(scale).toBeGreaterThan(fitted * 1.25);
    expect(await scale()).toBeLessThan(fitted * 1.25 * 1.1);
    await page.keyboard.up('Control');
    const before = await view();
    await page.mouse.wheel(40, 0);
    await expect.poll(async () => (await view()).offsetX).toBeCloseTo(before.offsetX - 40, 3);
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await expect.poll(scale).toBeCloseTo(fitted, 6);

    // Shift-drag moves one model of a unit: the squad falls out of cohesion, and says so.
    await page.getByRole('button', { name: 'Select Veteran Guard' }).click();
    const lead = {
      x: Number(await page.getByLabel('First model across the table, inches').inputValue()),
      y: Number(await page.getByLabel('First model up the table, inches').inputValue()),
    };
    const a = await at(page, lead.x, lead.y);
    const b = await at(page, lead.x, lead.y + 4);
    await page.keyboard.down('Shift');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect.poll(() => reportLines(page, 'problems')).toContainEqual(expect.stringMatching(/^Veteran Guard: out of cohesion/));
    await app.screenshot('table-15-out-of-cohesion');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => reportLines(page, 'problems')).not.toContainEqual(expect.stringMatching(/^Veteran Guard/));

    // Going to another screen and back keeps the table as it was.
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Armies' }).click();
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Table' }).click();
    await expect.poll(() => reportLines(page, 'deploy')).toEqual(['Both armies are deployed.']);
    await expect.poll(() => page.getByTestId('table-canvas').getAttribute('data-view')).not.toBe('');

    // The same table in the light theme: the cloth stays green, the rulers and panels follow.
    await page.keyboard.press('Control+Shift+L');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset['theme'])).toBe('light');
    await page.getByRole('button', { name: 'Select Line Captain' }).click();
    await app.screenshot('table-16-light-theme');
    await page.keyboard.press('Control+Shift+L');
    expect(app.errors).toEqual([]);
  });

  it('saves the plan as a .tenfold file and reopens it from the recent list after a reload', async () => {
    const { page } = app;
    const title = page.getByRole('textbox', { name: 'Plan title' });
    await title.fill('E2E plan');
    await title.press('Enter');
    // Never saved in this browser: Save asks for the name, suggesting the plan's own.
    acceptNextDialog(page);
    await page.getByRole('button', { name: 'Save plan', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved E2E plan.tenfold' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Plan a deployment' }).waitFor();
    await page.getByText('Recent', { exact: true }).click();
    await page.getByRole('menu', { name: 'Recent files' }).getByRole('menuitem', { name: 'E2E plan.tenfold' }).click();
    await expect.poll(() => notice(page)).toBe('Opened "E2E plan"');
    await expect.poll(() => reportLines(page, 'deploy')).toEqual(['Both armies are deployed.']);
    await expect.poll(() => reportLines(page, 'objectives')).toHaveLength(3);
    await app.screenshot('table-17-reopened');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});

/** What the drag last drew of the dragged unit's reach (data-drag-reach on the canvas, see drag-reach.ts). */
interface DragReachReport {
  at: { x: number; y: number };
  zones: { label: string; around: boolean; outlined: boolean; box: [number, number, number, number] }[];
  rest?: 'worker' | 'page';
}

describe('dragging a unit beside a wall', () => {
  it('D10.TERRAIN.MEASURE_AROUND: shows the Move reach stopping at the wall while the unit is dragged, and the Advance going round it', async () => {
    const app = await openApp(browser(), '#/table');
    const { page } = app;
    await tableReady(page);
    // A wall 18" long across the middle of the table, from three 6" walls end to end (y 23.7 to 24.3).
    for (const x of [18, 24, 30]) {
      await page.getByRole('button', { name: /^Wall/ }).click();
      await clickTable(page, x, 24);
    }
    await page.getByLabel("Player 1's army").selectOption({ label: 'Meridian Line — Patrol (starter)' });
    await page.getByRole('button', { name: 'Deploy Line Captain' }).click();
    await clickTable(page, 24, 6);
    await expect.poll(() => notice(page)).toBe('Deployed Line Captain');
    await selectUnitAt(page, 'Line Captain', 24, 6);
    await moveSelectedTo(page, 20, 19);
    await page.getByLabel('Move and advance for the selected unit').check();
    const radius = Number(await page.getByTestId('base-radius').getAttribute('data-radius'));

    // Pick the Captain up and drag it along below the wall; keep holding the button.
    const from = await at(page, 20, 19);
    const to = await at(page, 24, 21);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 10 });
    const canvas = page.getByTestId('table-canvas');
    const report = async () => JSON.parse((await canvas.getAttribute('data-drag-reach')) ?? 'null') as DragReachReport | null;
    // Once the pointer rests the drag draws everything in full, whatever fitted the frames before.
    await expect.poll(async () => (await report())?.zones.every((z) => z.around && z.outlined), { timeout: 10_000 }).toBe(true);
    const drawn = (await report())!;
    // Where frames could not draw everything in full, the resting frame's zones came from the
    // worker, not the page (rest-reach.ts): the worker loads and answers in the browser.
    expect(drawn.rest).not.toBe('page');
    // Drawn for where the Captain is now, not where the drag began.
    expect(drawn.at.x).toBeCloseTo(24, 0);
    expect(drawn.at.y).toBeCloseTo(21, 0);
    const zone = (name: string) => drawn.zones.find((z) => z.label.startsWith(name))!;
    // Straight through, the Move would reach 6" past the base's edge; round the wall's ends it is
    // more than 9", so it stops at the wall's near face (y = 23.7).
    expect(drawn.at.y + radius + 6).toBeGreaterThan(24.3);
    expect(zone('Move').box[3]).toBeLessThan(23.75);
    // The Advance (12") goes round an end of the wall and reaches behind it.
    expect(zone('Advance').box[3]).toBeGreaterThan(26);
    await app.screenshot('table-18-drag-reach-at-wall');
    await page.mouse.up();
    await expect.poll(() => notice(page)).toBe('Moved Line Captain');
    expect(await canvas.getAttribute('data-drag-reach')).toBeNull();
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});

