/**
 * A Battle Forge game played hot seat on the generic Play screen, from the new-game wizard to the
 * result: every unit deployed by clicking the table, the secret Shock bid (the laptop passes between
 * the players and neither sees the other's number before the reveal), the Shock placed, activations
 * of two actions, a reaction offered to the other player and taken, a counter attack that shoots
 * back, a power cast and an attempt to stop it, then on to the result, saved and reopened.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { acceptNextDialog } from './dialogs';
import { ARTIFACTS, baseUrl, browserPerFile, openApp } from './harness';
import { logText } from './play-driver';

const browser = browserPerFile();

const enabled = (page: Page, name: string | RegExp, exact = true) => page.getByRole('button', { name, exact }).and(page.locator(':enabled'));
const shown = async (page: Page, name: string | RegExp, exact = true): Promise<boolean> => (await enabled(page, name, exact).count()) > 0;
const prompt = async (page: Page): Promise<string> => {
  const shownPrompt = page.getByTestId('turn-prompt');
  // While the screen is covered for the next player, no prompt shows.
  return (await shownPrompt.count()) > 0 ? ((await shownPrompt.textContent()) ?? '') : '';
};

/** Hot seat: the next player takes the laptop when the screen is covered. Returns who took it. */
async function takeLaptop(page: Page): Promise<string | null> {
  const cover = page.getByRole('dialog', { name: 'Pass the laptop' });
  if ((await cover.count()) === 0) return null;
  const who = (await cover.locator('strong').textContent()) ?? '';
  await cover.getByRole('button', { name: /^I am / }).click();
  return who;
}

/** Click the table at (x, y) inches. */
async function clickTable(page: Page, x: number, y: number): Promise<void> {
  const canvas = page.getByTestId('play-canvas');
  const view = JSON.parse((await canvas.getAttribute('data-view'))!) as { scale: number; offsetX: number; offsetY: number; tableHeight: number };
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + view.offsetX + x * view.scale, box.y + view.offsetY + (view.tableHeight - y) * view.scale);
}

async function dismissRefusal(page: Page): Promise<string | null> {
  const refusal = page.getByRole('alert').filter({ hasText: 'Not allowed' });
  if ((await refusal.count()) === 0) return null;
  const text = await refusal.textContent();
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  return text;
}

/** A player's own bid: the number entry of their army, then Bid. */
async function bid(page: Page, shock: number): Promise<void> {
  await page.getByRole('spinbutton', { name: 'Shock to bid' }).fill(String(shock));
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
}

/** The bid winner places the Shock, one unit at a time, as many as each takes. */
async function placeShock(page: Page): Promise<void> {
  for (let i = 0; i < 12 && (await page.getByRole('list', { name: 'Units with a choice' }).count()) > 0; i++) {
    await page.getByRole('list', { name: 'Units with a choice' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Place', exact: true }).click();
    await takeLaptop(page);
  }
}

interface Seen {
  notes: string[];
  bids?: number;
  /** Screenshots of the first time each thing is offered. */
  shot: (name: string) => Promise<unknown>;
  shots: string[];
}

/** The choice a unit has now, if its button is there: picked from the list of units with a choice first. */
async function unitWith(page: Page, name: string | RegExp): Promise<boolean> {
  if (await shown(page, name, typeof name === 'string')) return true;
  const list = page.getByRole('list', { name: 'Units with a choice' }).getByRole('button');
  for (let i = 0; i < (await list.count()); i++) {
    await list.nth(i).click();
    if (await shown(page, name, typeof name === 'string')) return true;
  }
  return false;
}

/**
 * One step of a player who takes what the game offers: a counter attack or Overwatch when offered,
 * an attempt to stop a power, a power cast, a shot, else a move toward the enemy, else Focus; bids 0
 * but for a tie in round 2. False once the result is on screen.
 */
async function playStep(page: Page, seen: Seen): Promise<boolean> {
  if ((await page.getByRole('region', { name: 'Result' }).count()) > 0) return false;
  if (await takeLaptop(page)) return true;
  if (process.env['BF_TRACE']) console.log('STEP', await prompt(page));
  const note = async (what: string) => {
    seen.notes.push(`${what}: ${await prompt(page)}`);
    const name = `play-bf-${what.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}`;
    if (!seen.shots.includes(name)) {
      seen.shots.push(name);
      await seen.shot(name);
    }
  };
  if (await shown(page, 'Bid')) {
    seen.bids = (seen.bids ?? 0) + 1;
    // Round 2 is a tie: both bid 1.
    await bid(page, seen.bids <= 2 ? 1 : 0);
    return true;
  }
  const d = await prompt(page);
  if (/react, or let it go on/.test(d)) {
    for (const reaction of ['Counter Attack: shoot back', 'Overwatch']) {
      if (await unitWith(page, reaction)) {
        const detail = (await page.getByRole('region', { name: 'Selected unit' }).textContent()) ?? '';
        await note(`${reaction} [${/Initiative check at or under \d+|no test: on Hold/.exec(detail)?.[0] ?? ''}]`);
        await enabled(page, reaction).click();
        const why = await dismissRefusal(page);
        if (!why) return true;
        seen.notes.push(`${reaction} refused: ${why}`);
        await enabled(page, /^No (reaction|Overwatch)$/, false).click();
        return true;
      }
    }
    await enabled(page, /^No (reaction|Overwatch)$/, false).click();
    return true;
  }
  if (/try to stop it/.test(d)) {
    if (await unitWith(page, /^Try to stop it/)) {
      await note('stop');
      await enabled(page, /^Try to stop it/, false).first().click();
    } else await enabled(page, 'Let the power be').click();
    return true;
  }
  if (await shown(page, 'Keep every standby')) {
    await enabled(page, 'Keep every standby').click();
    return true;
  }
  if ((await page.getByRole('list', { name: 'Units with a choice' }).count()) > 0 && (await unitWith(page, 'Place'))) {
    await placeShock(page);
    return true;
  }
  if (await shown(page, 'End activation')) {
    const refused = async () => {
      const why = await dismissRefusal(page);
      if (why) seen.notes.push(`refused ${why}`);
      return why !== null;
    };
    // The first action draws the other player's reactions: a power, a shot, else a move. The second
    // is a move (Focus where the unit cannot move): the armies close.
    const first = /Active \(0\/2 actions\)/.test((await page.getByRole('region', { name: 'Selected unit' }).textContent()) ?? '');
    if (first && (await shown(page, 'Cast'))) {
      await note('cast');
      await enabled(page, 'Cast').click();
      if (!(await refused())) return true;
    }
    if (first && (await shown(page, 'Shoot'))) {
      const odds = page.getByTestId('shot-odds');
      seen.notes.push(`odds ${(await odds.count()) > 0 ? await odds.first().textContent() : 'none'}`);
      await enabled(page, 'Shoot').click();
      if (!(await refused())) return true;
    }
    if (first && (await shown(page, 'Fight'))) {
      await enabled(page, 'Fight').click();
      if (!(await refused())) return true;
    }
    if (first && (await shown(page, 'Move'))) {
      await page.getByLabel('Move distance').fill('3');
      await enabled(page, 'Move').click();
      if (!(await refused())) return true;
    }
    if (!first && (await shown(page, 'Move'))) {
      await page.getByLabel('Move distance').fill('3');
      await enabled(page, 'Move').click();
      if (!(await refused())) return true;
    }
    if (!first && (await shown(page, 'Focus'))) {
      await enabled(page, 'Focus').click();
      if (!(await refused())) return true;
    }
    await enabled(page, 'End activation').click();
    return true;
  }
  const ready = page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button');
  if ((await ready.count()) > 0) {
    await ready.first().click();
    await enabled(page, 'Activate').click();
    return true;
  }
  await seen.shot('play-bf-stuck');
  throw new Error(`Stuck at: ${await prompt(page)}`);
}

describe('playing a Battle Forge game on the Play screen', () => {
  it('BF.ROUND.PHASES: a 150-point hot-seat game from the wizard to the result, bids, reactions and powers through the generic screen, saved and reopened', async () => {
    const app = await openApp(browser(), '#/play');
    const page = app.page;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('radio', { name: 'Battle Forge' }).check();
    await page.getByLabel('Points', { exact: true }).fill('150');
    await page.getByRole('button', { name: /Quick start/ }).click();
    await page.getByLabel('Terrain', { exact: true }).selectOption('open');
    await page.getByLabel('Dice seed').fill(process.env['PLAY_SEED'] ?? 'e2e-battle-forge');
    expect(await page.getByText(/^Legal: \d+ of 150 points\.$/).count()).toBe(2);
    await app.screenshot('play-bf-wizard');
    await page.getByRole('button', { name: 'Start the game' }).click();

    // Deployment: each player clicks inside their zone (12″ deep at their table edge), alternating.
    const pregame = page.getByRole('region', { name: 'Pre-game sequence' });
    // The casters (Player 1's fourth unit, Player 2's fifth) stand in the middle, to meet early.
    const row = (xs: number[], y: number) => xs.map((x) => ({ x, y }));
    const free = [
      [...row([6, 14, 42], 8), { x: 24, y: 9 }, ...row([34, 6, 14, 42, 34], 3)],
      [...row([6, 14, 42, 34], 8), { x: 24, y: 9 }, ...row([6, 14, 42, 34], 3)],
    ];
    let placed = 0;
    for (let i = 0; i < 40 && (await pregame.count()) > 0; i++) {
      const side = /Player 2/.test((await pregame.locator('.prompt').textContent()) ?? '') ? 1 : 0;
      const spot = free[side]!.shift();
      if (!spot) throw new Error('No spot left to deploy');
      await clickTable(page, spot.x, side === 0 ? spot.y : 48 - spot.y);
      if ((await dismissRefusal(page)) === null) placed++;
      await takeLaptop(page);
    }
    expect(placed).toBe(13);
    await app.screenshot('play-bf-deployed');

    // Round 1, the secret bid: Player 1 bids 2, the screen covers for Player 2, who bids 0.
    await takeLaptop(page);
    await expect.poll(() => prompt(page)).toMatch(/bid Shock in secret/);
    const p1Army = page.getByRole('group', { name: "Player 1's army" });
    expect(await p1Army.textContent()).toMatch(/Bid Shock \(secret\) — Your units can take \d+ Shock in all\./);
    await app.screenshot('play-bf-bid');
    await bid(page, 2);
    const cover = page.getByRole('dialog', { name: 'Pass the laptop' });
    expect(await cover.textContent()).toMatch(/Pass the laptop to Player 2/);
    expect(await page.getByRole('spinbutton', { name: 'Shock to bid' }).count()).toBe(0);
    await app.screenshot('play-bf-handover');
    await takeLaptop(page);
    expect(await page.getByRole('group', { name: "Player 2's army" }).count()).toBe(1);
    expect(await page.getByRole('spinbutton', { name: 'Shock to bid' }).inputValue()).toBe('0');
    expect(await logText(page)).not.toMatch(/bids 2/);
    await bid(page, 0);
    await takeLaptop(page);
    expect(await logText(page)).toMatch(/Bids revealed: Player 1 2, Player 2 0\./);
    expect(await prompt(page)).toMatch(/Player 1: place your bid Shock on your units/);
    await app.screenshot('play-bf-place-shock');
    await placeShock(page);
    expect(await prompt(page)).toMatch(/Player 1: choose a unit to activate/);

    // The first activation, two actions: Move toward the enemy, then Focus.
    const unitPanel = page.getByRole('region', { name: 'Selected unit' });
    await page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button', { name: 'Hedge Wardens' }).click();
    await enabled(page, 'Activate').click();
    expect(await unitPanel.textContent()).toMatch(/Active \(0\/2 actions\)/);
    await page.getByLabel('Move distance').fill('4');
    await enabled(page, 'Move').click();
    await expect.poll(() => logText(page)).toMatch(/Hedge Wardens moves/);
    // The other player may answer the move (Overwatch) before the second action: let them decline.
    const seen: Seen = { notes: [], shots: [], shot: (name) => app.screenshot(name) };
    for (let i = 0; i < 6 && !/Player 1: choose an action for Hedge Wardens/.test(await prompt(page)); i++) {
      if (await takeLaptop(page)) continue;
      await enabled(page, /^No (reaction|Overwatch)$/, false).click();
    }
    expect(await unitPanel.textContent()).toMatch(/Active \(1\/2 actions\)/);
    await app.screenshot('play-bf-first-action');
    await enabled(page, 'Focus').click();
    await expect.poll(() => logText(page)).toMatch(/Hedge Wardens: focus/);
    await takeLaptop(page);

    let steps = 0;
    let wide = false;
    let still = 0;
    let last = '';
    while ((await playStep(page, seen)) && steps++ < 1500) {
      // Every step changes the game or the screen; ten in a row that do not mean the player is stuck.
      const now = `${await prompt(page)}|${await page.getByTestId('game-log').getByRole('listitem').count()}`;
      still = now === last ? still + 1 : 0;
      last = now;
      if (still > 10) throw new Error(`No progress at ${now}: ${JSON.stringify(seen.notes).slice(-1500)}`);
      // Once, mid-game, the screen at 1920×1080.
      if (!wide && (await page.getByText(/^Score — round 3$/).count()) > 0 && (await page.getByRole('dialog', { name: 'Pass the laptop' }).count()) === 0) {
        wide = true;
        await page.setViewportSize({ width: 1920, height: 1080 });
        await app.screenshot('play-bf-1920');
        await page.setViewportSize({ width: 1366, height: 768 });
      }
    }
    const log = await logText(page);
    // The bids: won and lost (2 to 0), then tied (1 each, both place their Shock).
    expect(log).toMatch(/Bids revealed: Player 1 2, Player 2 0\./);
    expect(log).toMatch(/Bids revealed: Player 1 1, Player 2 1\./);
    expect(log).toMatch(/Player 2 places 1 bid Shock on/);
    // A reaction offered to the other player, with its Initiative check, and taken.
    expect(seen.notes.join('\n')).toMatch(/Overwatch \[Initiative check at or under \d+\]/);
    expect(log).toMatch(/attempts Overwatch: Initiative check passed/);
    // A counter attack that shoots back: both shots are simultaneous (Return Fire).
    expect(log).toMatch(/attempts Counter Attack: Initiative check passed\.[^]*?\(simultaneous\)[^]*?\(simultaneous\)/);
    // A power cast and the other player's attempt to stop it.
    expect(log).toMatch(/casts [a-z-]+: \d+, cast\.\s*R\d+ .+ tries to stop [a-z-]+: rolled \d+, (not )?stopped\./);
    expect(log).toMatch(/wins with \d+ VP|draw/);
    if (process.env['BF_TRACE']) writeFileSync(join(ARTIFACTS, 'play-bf-log.txt'), `${JSON.stringify(seen, null, 1)}\n${(await logText(page)).replace(/ (R\d )/g, '\n$1')}`);
    await app.screenshot('play-bf-result');
    expect(await page.getByRole('region', { name: 'Result' }).count()).toBe(1);

    acceptNextDialog(page);
    await page.getByRole('toolbar', { name: 'Game' }).getByRole('button', { name: 'Save game' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/Saved/);
    const resumed = await app.context.newPage();
    await resumed.goto(baseUrl() + '#/play');
    await resumed.getByRole('button', { name: /^Resume / }).first().click();
    await expect.poll(() => resumed.getByRole('region', { name: 'Result' }).count()).toBe(1);
    expect(app.errors).toEqual([]);
    await app.context.close();
  }, 600_000);
});
