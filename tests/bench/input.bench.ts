/**
 * What a player feels while dragging: from each pointer event to the frame that shows it, in
 * headless Chromium on this machine, on the Table and the Play screens, at 1366×768 and
 * 1920×1080, for a unit moving in the open and among terrain.
 *
 * The pointer moves as a hand does, one event every 16 ms whether or not the page kept up (the
 * driver does not wait for frames), so a frame that takes too long makes the next events wait and
 * that wait is counted. Each event's time runs from its own timestamp to just after the next frame
 * was produced: a listener on the window (capture phase, before the screen's own) asks for the next
 * animation frame, and from inside it posts a message, which runs once that frame's rendering is done.
 *
 * Scenes:
 *   Table  the bench plan (72×48, 300 bases; tests/bench/bench-plan.ts), a 10-model unit dragged with
 *          its range, sight and Move/Advance overlays on — among the 20 terrain pieces, and the same
 *          plan with no terrain (in the open).
 *   Play   a 500-point D10 game (tests/e2e/move-scene.ts): the Howler Pack on ovals dragged round a
 *          building with its Advance tool (among terrain), and a Line Squad's Move across open ground.
 *
 * Figures (p95 over every event of the four runs of each screen; the per-run p95s are printed):
 *   table.input_to_paint_p95_ms   target under 33 ms (two frames)
 *   play.input_to_paint_p95_ms    target under 33 ms
 *
 * Reuses out/web when TENFOLD_BENCH_SKIP_BUILD is set; otherwise builds it first.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { percentile, record } from './record';
import { serveFolder } from '../e2e/static-server';
import { writePlan } from '../../src-renderer/src/plan/plan-file';
import { benchPlan } from './bench-plan';
import { moveSceneFile } from '../e2e/move-scene';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const STEPS = 90;
const HAND_MS = 16;

const INSTRUMENT = `
  window.__latency = [];
  window.addEventListener('pointermove', (e) => {
    if (!e.buttons) return;
    const t0 = e.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__latency.push(performance.now() - t0);
      channel.port2.postMessage(0);
    });
  }, { capture: true, passive: true });
`;

type ToScreen = (x: number, y: number) => Promise<{ x: number; y: number }>;

function screenMapper(page: Page, testId: string): ToScreen {
  const canvas = page.getByTestId(testId);
  return async (x, y) => {
    const box = (await canvas.boundingBox())!;
    const v = JSON.parse((await canvas.getAttribute('data-view'))!) as { scale: number; offsetX: number; offsetY: number; tableHeight: number };
    return { x: box.x + v.offsetX + x * v.scale, y: box.y + v.offsetY + (v.tableHeight - y) * v.scale };
  };
}

/** Drag from one table point to another as a hand does, and return each event's input-to-paint time. */
async function drag(page: Page, toScreen: ToScreen, from: { x: number; y: number }, to: { x: number; y: number }, modifiers: 'Shift' | null = null): Promise<number[]> {
  const a = await toScreen(from.x, from.y);
  const b = await toScreen(to.x, to.y);
  await page.evaluate('window.__latency = []');
  if (modifiers) await page.keyboard.down(modifiers);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  const t0 = Date.now();
  for (let i = 1; i <= STEPS; i++) {
    await page.mouse.move(a.x + ((b.x - a.x) * i) / STEPS, a.y + ((b.y - a.y) * i) / STEPS);
    // The next event is due one hand's beat after the last was due, not after the page caught up.
    const wait = t0 + i * HAND_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  await page.waitForTimeout(200);
  const samples = (await page.evaluate('window.__latency.slice()')) as number[];
  await page.keyboard.press('Escape');
  await page.mouse.up();
  if (modifiers) await page.keyboard.up(modifiers);
  return samples;
}

async function tableRun(page: Page, baseUrl: string, open: boolean): Promise<number[]> {
  await page.goto(`${baseUrl}#/table`);
  await page.getByRole('heading', { level: 2, name: 'Plan a deployment' }).waitFor();
  const plan = benchPlan(open);
  await page.getByTestId('plan-import').setInputFiles({ name: 'bench.tenfold-plan.json', mimeType: 'application/json', buffer: Buffer.from(writePlan(plan)) });
  await page.getByTestId('table-notice').filter({ hasText: 'Opened "Bench: 300 bases"' }).waitFor();
  const toScreen = screenMapper(page, 'table-canvas');
  const dragged = plan.units.find((u) => u.key === '0/u8')!;
  const grip = dragged.models[0]!;
  const start = await toScreen(grip.x, grip.y);
  await page.mouse.click(start.x, start.y);
  await page.locator('#selection-title').filter({ hasText: 'Line Squad 8' }).waitFor();
  await page.getByLabel('Weapon range for the selected unit').check();
  await page.getByLabel('Line of sight for the selected unit').check();
  await page.getByLabel('Move and advance for the selected unit').check();
  await page.waitForTimeout(300);
  await page.evaluate(INSTRUMENT);
  return drag(page, toScreen, grip, { x: grip.x + 18, y: grip.y + 9 });
}

async function playRun(page: Page, baseUrl: string, open: boolean): Promise<number[]> {
  await page.goto(`${baseUrl}#/play`);
  await page.getByRole('navigation', { name: 'Screens' }).waitFor();
  const scene = moveSceneFile();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open…' }).click();
  await (await chooser).setFiles({ name: 'bench.tenfold', mimeType: 'application/json', buffer: Buffer.from(scene.text) });
  await page.getByTestId('turn-prompt').filter({ hasText: /choose a unit to activate/ }).waitFor();
  const ready = page.getByRole('list', { name: 'Units ready to activate' });
  if (open) {
    // Player 2 passes its first activation; Player 1's first Line Squad then moves across open ground.
    await ready.getByRole('button', { name: /Raider Mob/ }).first().click();
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('button', { name: 'End activation' }).click();
    await ready.getByRole('button', { name: /Line Squad/ }).first().click();
  } else await ready.getByRole('button', { name: /Howler Pack/ }).click();
  await page.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('button', { name: open ? 'Drag to move' : 'Drag to advance' }).click();
  await page.waitForTimeout(300);
  const toScreen = screenMapper(page, 'play-canvas');
  const first = JSON.parse((await page.getByTestId('play-canvas').getAttribute('data-selected-model'))!) as { x: number; y: number };
  await page.evaluate(INSTRUMENT);
  const ahead = first.y < 24 ? 1 : -1;
  // Among terrain: the Howler Pack goes on round the building; in the open, the squad goes straight ahead.
  const to = open ? { x: first.x + 3, y: first.y + 5.5 * ahead } : { x: first.x + 1, y: first.y + 10.5 * ahead };
  return drag(page, toScreen, first, to);
}

async function main(): Promise<void> {
  if (!process.env['TENFOLD_BENCH_SKIP_BUILD']) {
    execFileSync(process.execPath, [fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url)), 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  const server = await serveFolder(fileURLToPath(new URL('../../out/web', import.meta.url)));
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: FLAGS, headless: true });
  try {
    const all: Record<'table' | 'play', number[]> = { table: [], play: [] };
    for (const screen of ['table', 'play'] as const)
      for (const size of SIZES)
        for (const open of [true, false]) {
          const context = await browser.newContext({ viewport: size });
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(String(e)));
          page.on('dialog', (d) => void d.dismiss());
          const samples = screen === 'table' ? await tableRun(page, server.url, open) : await playRun(page, server.url, open);
          if (errors.length) throw new Error(`the page failed: ${errors[0]}`);
          if (samples.length < STEPS / 2) throw new Error(`${screen}: only ${samples.length} pointer events were measured`);
          console.log(`${screen} ${size.width}×${size.height} ${open ? 'in the open' : 'among terrain'}: ${samples.length} events, p50 ${percentile([...samples], 50).toFixed(1)} ms, p95 ${percentile([...samples], 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`);
          all[screen].push(...samples);
          await context.close();
        }
    record({
      'table.input_to_paint_p95_ms': { value: percentile(all.table, 95), unit: 'ms' },
      'play.input_to_paint_p95_ms': { value: percentile(all.play, 95), unit: 'ms' },
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
