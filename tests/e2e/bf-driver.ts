/**
 * A Battle Forge player at the Play screen, for the e2e games: takes the laptop when the screen is
 * covered, bids, places Shock, answers reactions and powers, and plays each activation by taking
 * what the game offers (a power, a shot, a fight, else a move toward the enemy, else Focus). While
 * the Tenfold AI has the decision it waits.
 */
import type { Page } from 'playwright-core';

export const enabled = (page: Page, name: string | RegExp, exact = true) => page.getByRole('button', { name, exact }).and(page.locator(':enabled'));
export const shown = async (page: Page, name: string | RegExp, exact = true): Promise<boolean> => (await enabled(page, name, exact).count()) > 0;
export const prompt = async (page: Page): Promise<string> => {
  const shownPrompt = page.getByTestId('turn-prompt');
  // While the screen is covered for the next player, no prompt shows; the Tenfold AI may cover it between two looks.
  return (await shownPrompt.count()) > 0 ? ((await shownPrompt.textContent({ timeout: 2000 }).catch(() => '')) ?? '') : '';
};

/** Hot seat: the next player takes the laptop when the screen is covered. Returns who took it. */
export async function takeLaptop(page: Page): Promise<string | null> {
  const cover = page.getByRole('dialog', { name: 'Pass the laptop' });
  if ((await cover.count()) === 0) return null;
  const who = (await cover.locator('strong').textContent()) ?? '';
  await cover.getByRole('button', { name: /^I am / }).click();
  return who;
}

/** Click the table at (x, y) inches. */
export async function clickTable(page: Page, x: number, y: number): Promise<void> {
  const canvas = page.getByTestId('play-canvas');
  const view = JSON.parse((await canvas.getAttribute('data-view'))!) as { scale: number; offsetX: number; offsetY: number; tableHeight: number };
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + view.offsetX + x * view.scale, box.y + view.offsetY + (view.tableHeight - y) * view.scale);
}

export async function dismissRefusal(page: Page): Promise<string | null> {
  const refusal = page.getByRole('alert').filter({ hasText: 'Not allowed' });
  if ((await refusal.count()) === 0) return null;
  const text = await refusal.textContent();
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  return text;
}

/** A player's own bid: the number entry of their army, then Bid. */
export async function bid(page: Page, shock: number): Promise<void> {
  await page.getByRole('spinbutton', { name: 'Shock to bid' }).fill(String(shock));
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
}

/** The bid winner places the Shock, one unit at a time, as many as each takes. */
export async function placeShock(page: Page): Promise<void> {
  for (let i = 0; i < 40 && (await page.getByRole('list', { name: 'Units with a choice' }).count()) > 0; i++) {
    await page.getByRole('list', { name: 'Units with a choice' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Place', exact: true }).click();
    await takeLaptop(page);
  }
}

export interface Seen {
  notes: string[];
  bids?: number;
  /** Screenshots of the first time each thing is offered. */
  shot: (name: string) => Promise<unknown>;
  shots: string[];
}

/** The choice a unit has now, if its button is there: picked from the list of units with a choice first. */
export async function unitWith(page: Page, name: string | RegExp): Promise<boolean> {
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
export async function playStep(page: Page, seen: Seen): Promise<boolean> {
  if ((await page.getByRole('region', { name: 'Result' }).count()) > 0) return false;
  if (await takeLaptop(page)) return true;
  // The Tenfold AI has the decision: wait for it.
  if ((await page.getByText(/\(Tenfold AI\) (is thinking|is playing|chooses)/).count()) > 0) {
    await page.waitForTimeout(100);
    return true;
  }
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
    // The first two bids are a tie (1 each); the third is one more than the player's units can take,
    // so that bid is forfeited (BF.BID.FORFEIT); then 0.
    if (seen.bids === 3) {
      const room = Number(/can take (\d+) Shock/.exec((await page.getByRole('group', { name: /army$/ }).first().textContent()) ?? '')?.[1] ?? 0);
      await bid(page, room + 1);
    } else await bid(page, seen.bids <= 2 ? 1 : 0);
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
  if (await shown(page, 'Ready for battle')) {
    await enabled(page, 'Ready for battle').click();
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
  // The Tenfold AI may have played, and covered the screen for the next person, while this step looked.
  if ((await takeLaptop(page)) || (await page.getByText(/\(Tenfold AI\) (is thinking|is playing|chooses)/).count()) > 0) return true;
  await seen.shot('play-bf-stuck');
  throw new Error(`Stuck at: ${await prompt(page)}`);
}
