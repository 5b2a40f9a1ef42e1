/**
 * The Table screen under load, in headless Chromium: a 72×48 table with 300 bases (two armies of
 * fifteen 10-model units) and 20 terrain pieces. One 10-model unit is dragged for 120 pointer steps
 * (one step per animation frame) with its weapon-range, line-of-sight and Move/Advance overlays
 * live (the reach around the terrain).
 *
 * Figures:
 *   table.drag_p95_ms       95th-percentile time to work out and paint one drag frame (the rules
 *                           core's sight, range and reach for the moved unit, then the drag
 *                           layer), from the page's own performance measures — target under 16.7 ms.
 *   table.drag_raf_p95_ms   95th-percentile time between animation frames during the drag, as
 *                           the browser ran them (includes the test driver's round trips).
 *   table.static_redraws    how often the static layer (cloth, grid, zones, terrain) was painted
 *                           during the drag — target 0.
 *   table.drag_reach_around_share  share of drag frames whose Move and Advance zones went around
 *                           the terrain (the rest drew straight-line reach while the pointer moved).
 *                           The unit stays among heavy terrain all the way, where going around it
 *                           does not fit a frame: once the first drag (the pick-up below) has
 *                           learnt that, no frame is expected to try (see drag-reach.ts).
 *   table.drag_reach_full_share    share of drag frames that also outlined every zone (the rest
 *                           drew the zones' fill, and the outline once the pointer rested).
 *   table.drag_rest_ms      the frame painted once the pointer rests, every zone around the terrain
 *                           and outlined: how long the page's own thread spent painting it.
 *   table.drag_rest_frame_gap_ms  the longest time between animation frames from the frame drawn
 *                           on picking the unit up until a while after the resting frame was
 *                           painted: how long the page froze while the pointer rested.
 *
 * The plan is loaded through the screen's own "Open file…" input, like a player opening a file.
 * Reuses out/web when TENFOLD_BENCH_SKIP_BUILD is set; otherwise builds it first. With
 * TENFOLD_BENCH_SCREENSHOT=<file.png> it also keeps a picture of the last drag frame.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { percentile, record } from './record';
import { serveFolder } from '../e2e/static-server';
import { writePlan } from '../../src-renderer/src/plan/plan-file';
import { benchPlan } from './bench-plan';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const STEPS = 120;

async function main(): Promise<void> {
  if (!process.env['TENFOLD_BENCH_SKIP_BUILD']) {
    execFileSync(process.execPath, [fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url)), 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  const server = await serveFolder(fileURLToPath(new URL('../../out/web', import.meta.url)));
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: FLAGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}#/table`);
    await page.getByRole('heading', { level: 2, name: 'Plan a deployment' }).waitFor();

    const plan = benchPlan();
    await page.getByTestId('plan-import').setInputFiles({ name: 'bench.tenfold-plan.json', mimeType: 'application/json', buffer: Buffer.from(writePlan(plan)) });
    await page.getByTestId('table-notice').filter({ hasText: 'Opened "Bench: 300 bases"' }).waitFor();

    const canvas = page.getByTestId('table-canvas');
    const toScreen = async (x: number, y: number) => {
      const box = (await canvas.boundingBox())!;
      const v = JSON.parse((await canvas.getAttribute('data-view'))!) as { scale: number; offsetX: number; offsetY: number; tableHeight: number };
      return { x: box.x + v.offsetX + x * v.scale, y: box.y + v.offsetY + (v.tableHeight - y) * v.scale };
    };

    // The dragged unit: Player 1's middle unit (u8), its range and sight overlays on.
    const dragged = plan.units.find((u) => u.key === '0/u8')!;
    const grip = dragged.models[0]!;
    const start = await toScreen(grip.x, grip.y);
    await page.mouse.click(start.x, start.y);
    await page.locator('#selection-title').filter({ hasText: 'Line Squad 8' }).waitFor();
    await page.getByLabel('Weapon range for the selected unit').check();
    await page.getByLabel('Line of sight for the selected unit').check();
    await page.getByLabel('Move and advance for the selected unit').check();
    await page.waitForTimeout(300);

    // The resting frame: the unit is picked up where it stands, among the terrain, and held still
    // until everything is drawn in full; then let go where it was, which leaves the plan as it was.
    await page.evaluate(`
      window.__benchTicks = [];
      requestAnimationFrame(function tick() {
        // When the callback ran: a frame's own time is when it was due, not when the page got to it.
        window.__benchTicks.push(performance.now());
        requestAnimationFrame(tick);
      });
    `);
    const held = (await page.evaluate('performance.now()')) as number;
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.waitForFunction((since) => performance.getEntriesByName('tenfold:drag-rest').some((e) => e.startTime >= since), held, { timeout: 10_000, polling: 50 });
    await page.waitForTimeout(300);
    const rest = (await page.evaluate(`performance.getEntriesByName('tenfold:drag-rest').filter((e) => e.startTime >= ${held}).map((e) => e.duration)`)) as number[];
    // From the end of the frame drawn on picking the unit up: that one is a drag frame, measured as such.
    const pickedUp = (await page.evaluate(`Math.max(...performance.getEntriesByName('tenfold:drag-frame').filter((e) => e.startTime >= ${held}).map((e) => e.startTime + e.duration))`)) as number;
    const ticks = ((await page.evaluate('window.__benchTicks')) as number[]).filter((t) => t >= pickedUp);
    const restGap = Math.max(0, ...ticks.slice(1).map((t, i) => t - ticks[i]!));
    const restBy = (JSON.parse((await canvas.getAttribute('data-drag-reach')) ?? '{}') as { rest?: string }).rest ?? 'page';
    await page.mouse.up();
    await page.waitForTimeout(300);

    const drawsBefore = Number(await canvas.getAttribute('data-static-draws'));
    // A string, not a function: tsx would wrap a named function in a helper the page lacks.
    await page.evaluate(`
      performance.clearMeasures();
      window.__benchFrames = [];
      let last = performance.now();
      requestAnimationFrame(function tick(now) {
        window.__benchFrames.push(now - last);
        last = now;
        requestAnimationFrame(tick);
      });
    `);

    const end = await toScreen(grip.x + 18, grip.y + 9);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let i = 1; i <= STEPS; i++) {
      const t = i / STEPS;
      await page.mouse.move(start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t);
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    }
    // Optional: a picture of the last drag frame, to see what was measured.
    const shot = process.env['TENFOLD_BENCH_SCREENSHOT'];
    if (shot) await page.screenshot({ path: shot });
    const reach = JSON.parse((await canvas.getAttribute('data-drag-reach')) ?? '{}') as { frames?: number; around?: number; full?: number };
    await page.mouse.up();

    const frames = await page.evaluate(() => performance.getEntriesByName('tenfold:drag-frame').map((e) => e.duration));
    const raf = (await page.evaluate('window.__benchFrames.slice(1)')) as number[];
    // Read before the drop's commit repaints the table (a drop is not part of the drag).
    const drawsAfter = Number(await canvas.getAttribute('data-static-draws'));
    await page.getByTestId('table-notice').filter({ hasText: 'Moved Line Squad 8' }).waitFor();
    if (errors.length) throw new Error(`the page failed: ${errors[0]}`);
    if (frames.length < STEPS / 2) throw new Error(`only ${frames.length} drag frames were painted`);

    if (!reach.frames) throw new Error('the drag drew no reach zones');
    console.log(`resting frame worked out on the ${restBy === 'worker' ? 'worker' : 'page'}`);
    console.log(`drag frames painted: ${frames.length}, animation frames: ${raf.length}; reach drawn ${reach.frames} times, ${reach.around} around the terrain, ${reach.full} in full`);
    record({
      'table.drag_p95_ms': { value: percentile(frames, 95), unit: 'ms' },
      'table.drag_raf_p95_ms': { value: percentile(raf, 95), unit: 'ms' },
      'table.static_redraws': { value: drawsAfter - drawsBefore, unit: 'count' },
      'table.drag_reach_around_share': { value: reach.around! / reach.frames, unit: 'share' },
      'table.drag_reach_full_share': { value: reach.full! / reach.frames, unit: 'share' },
      'table.drag_rest_ms': { value: rest[0]!, unit: 'ms' },
      'table.drag_rest_frame_gap_ms': { value: restGap, unit: 'ms' },
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
