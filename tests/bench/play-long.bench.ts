/**
 * A long game on the Play screen, in headless Chromium (the browser build): a 5,000-command D10 game
 * (tests/unit/game/long-game.ts) opened through the screen's "Open…" file chooser, then undone
 * step by step with the Undo button.
 *
 * Figures:
 *   play.open_ms_5000   from handing the file to the chooser until the game is on screen
 *   play.undo_ms_5000   median time of one undo, from the click until the next frame could be
 *                       painted (the engine's undo, the log and panels, the autosave's copy)
 *   play.undo_max_ms_5000  the slowest of those undos
 *
 * Reuses out/web when TENFOLD_BENCH_SKIP_BUILD is set; otherwise builds it first.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SAMPLE_ARMIES } from '../support/content';
import { toSaveText } from '../../src-renderer/src/play/model/save';
import { issue, startSession } from '../../src-renderer/src/play/model/session';
import { longD10Game } from '../unit/game/long-game';
import { serveFolder } from '../e2e/static-server';
import { median, record } from './record';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const UNDOS = 12;

function saveText(): string {
  const game = longD10Game(5000, 1);
  const files = ['meridian-line', 'cinder-host'].map((f) => JSON.stringify(SAMPLE_ARMIES[f]!.find((a) => a.pointsLimit === 1500))) as [string, string];
  const started = startSession('d10-wargame', game.setup, 'A long game', ['Meridian', 'Cinder'], files);
  if (!started.ok) throw new Error(started.reason);
  let data = started.data;
  for (const c of game.commands) {
    const next = issue(data, c);
    if (!next.ok) throw new Error(next.reason);
    data = next.data;
  }
  const text = toSaveText(data, 'bench');
  if (!text.ok) throw new Error(text.reason);
  return text.text;
}

async function main(): Promise<void> {
  const text = saveText();
  if (!process.env['TENFOLD_BENCH_SKIP_BUILD']) {
    execFileSync(process.execPath, [fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url)), 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  const server = await serveFolder(fileURLToPath(new URL('../../out/web', import.meta.url)));
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: FLAGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}#/play`);
    await page.getByRole('navigation', { name: 'Screens' }).waitFor();
    await page.waitForTimeout(300);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open…' }).click();
    const t0 = Date.now();
    await (await chooser).setFiles({ name: 'long.tenfold', mimeType: 'application/json', buffer: Buffer.from(text) });
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await undo.waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => document.querySelector('input[aria-label="Game title"]') && (document.querySelector('input[aria-label="Game title"]') as HTMLInputElement).value === 'A long game', null, { timeout: 120_000 });
    const openMs = Date.now() - t0;
    await page.waitForTimeout(500);

    const undos: number[] = [];
    for (let i = 0; i < UNDOS; i++) {
      // A string, not a function: tsx would wrap a named function in a helper the page lacks.
      const ms = (await page.evaluate(`new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Undo');
        const t0 = performance.now();
        button.click();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
      })`)) as number;
      undos.push(ms);
      await page.waitForTimeout(100);
    }
    if (errors.length) throw new Error(`the page failed: ${errors[0]}`);
    if ((await page.getByRole('button', { name: 'Redo', exact: true }).isDisabled())) throw new Error('nothing was undone');
    console.log(`file ${(text.length / 1e6).toFixed(1)} MB; undos: ${undos.map((u) => u.toFixed(0)).join(', ')} ms`);
    record({
      'play.open_ms_5000': { value: openMs, unit: 'ms' },
      'play.undo_ms_5000': { value: median([...undos]), unit: 'ms' },
      'play.undo_max_ms_5000': { value: Math.max(...undos), unit: 'ms' },
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
